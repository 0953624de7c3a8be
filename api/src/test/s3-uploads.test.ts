import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { sweepStaleUploads } from '../features/objects';
import { systemClock, type Clock } from '../lib/clock';
import { createS3ObjectStore } from '../lib/s3-object-store';
import { createStaff, createTestContext, ORIGIN, registerBorrower, type TestClient, type TestContext } from './harness';
import { JPEG, PNG } from './images';
import { startS3Server, type S3TestServer } from './s3-server';

const WRONG_TYPE = 'Please select a valid file type.';
const TOO_LARGE = 'File size must be less than 5 MB';
const NOT_UPLOADED = 'The file was not uploaded. Please upload it again.';
const DETAILS_REQUIRED = "Please send the file's type and size to get an upload link.";
const LINK_INVALID = 'This upload link is invalid or has expired';
const FIVE_MB = 5 * 1024 * 1024;

/** One bucket per test, so that each sees only its own objects. */
const BUCKETS = 10;
let s3: S3TestServer;
let admin: S3Client;
beforeAll(async () => {
  s3 = await startS3Server({ buckets: Array.from({ length: BUCKETS }, (_, i) => `documents-${i + 1}`) });
  const { region, endpoint, credentials } = s3.settings;
  admin = new S3Client({ region, endpoint: endpoint ?? undefined, forcePathStyle: true, credentials: credentials ?? undefined });
});
afterAll(async () => {
  admin?.destroy();
  await s3?.close();
});

let bucket = '';
let buckets = 0;

/** An app on the S3 store, over a bucket of its own. */
async function s3Context({ clock = systemClock }: { clock?: Clock } = {}): Promise<TestContext> {
  buckets += 1;
  if (buckets > BUCKETS) throw new Error(`More than ${BUCKETS} tests: raise BUCKETS`);
  bucket = `documents-${buckets}`;
  return createTestContext({ objects: await createS3ObjectStore({ ...s3.settings, bucket, clock }) });
}

/** Which of a key's two places in the test's bucket hold an object, asked of the store itself. */
async function objectsOf(uploadURL: string): Promise<{ incoming: boolean; document: boolean }> {
  const key = new URL(uploadURL).pathname.split('/').pop() ?? '';
  const exists = (Key: string) =>
    admin.send(new HeadObjectCommand({ Bucket: bucket, Key })).then(
      () => true,
      (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );
  return { incoming: await exists(`incoming/${key}`), document: await exists(key) };
}

const NOWHERE = { incoming: false, document: false };

async function uploadUrl(client: TestClient, file: { contentType: string; size: number }): Promise<string> {
  const res = await client.post('/api/objects/upload', file);
  expect(res.status).toBe(200);
  return res.body.uploadURL as string;
}

/** What a browser does with the URL: a plain cross-origin PUT, no cookie. */
function putToStore(uploadURL: string, bytes: Uint8Array, contentType: string) {
  return fetch(uploadURL, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes as Uint8Array<ArrayBuffer> });
}

function register(client: TestClient, uploadURL: string, type = 'front_id') {
  return client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type, uploadURL }] });
}

describe('OBJECT_STORE=s3 (a real S3-compatible server on loopback)', () => {
  it('upload URL, PUT straight to the store, register, read back through the authenticated route', async () => {
    const ctx = await s3Context();
    const { client } = await registerBorrower(ctx);
    const uploadURL = await uploadUrl(client, { contentType: 'image/png', size: PNG.byteLength });
    expect(uploadURL.startsWith(`${s3.settings.endpoint}/${bucket}/incoming/`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(new URL(uploadURL).searchParams.get('X-Amz-Expires')).toBe('300');

    // The page may PUT there: the store's origin is in its connect-src.
    const page = await ctx.app.request(`${ORIGIN}/api/user`, { headers: { cookie: client.cookie ?? '' } });
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${s3.settings.endpoint}`);

    const put = await putToStore(uploadURL, PNG, 'image/png');
    expect(put.status).toBe(200);
    const registered = await register(client, uploadURL);
    expect(registered.status).toBe(201);
    const filename: string = registered.body[0].filename;
    const key = filename.slice('/objects/'.length);
    expect(registered.body[0]).toMatchObject({ type: 'front_id', filename: `/objects/${key}` });
    // Moved out of incoming/, where the URL could still write.
    expect(await objectsOf(uploadURL)).toEqual({ incoming: false, document: true });

    const read = await ctx.app.request(`${ORIGIN}${filename}`, { headers: { cookie: client.cookie ?? '' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);

    // Bytes PUT again to the same URL after registration do not reach the document.
    const garbage = new Uint8Array(PNG.byteLength).fill(0x3c);
    expect((await putToStore(uploadURL, garbage, 'image/png')).status).toBe(200);
    const again = await ctx.app.request(`${ORIGIN}${filename}`, { headers: { cookie: client.cookie ?? '' } });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(PNG);
    // The URL registers once.
    const twice = await register(client, uploadURL);
    expect(twice.status).toBe(410);
    expect(twice.body.message).toBe(LINK_INVALID);

    const other = await registerBorrower(ctx);
    expect((await other.client.get(filename)).status).toBe(403);
    const admin = await createStaff(ctx, { role: 'admin' });
    const adminRead = await ctx.app.request(`${ORIGIN}${filename}`, { headers: { cookie: admin.client.cookie ?? '' } });
    expect(new Uint8Array(await adminRead.arrayBuffer())).toEqual(PNG);
  });

  it('the store refuses a PUT of another content type or another length than signed', async () => {
    const ctx = await s3Context();
    const { client } = await registerBorrower(ctx);
    const uploadURL = await uploadUrl(client, { contentType: 'image/png', size: PNG.byteLength });

    const otherType = await putToStore(uploadURL, PNG, 'text/html');
    expect(otherType.status).toBe(403);
    expect(await otherType.text()).toContain('SignatureDoesNotMatch');
    const longer = new Uint8Array(PNG.byteLength + 1);
    longer.set(PNG);
    const otherLength = await putToStore(uploadURL, longer, 'image/png');
    expect(otherLength.status).toBe(403);
    expect(await otherLength.text()).toContain('SignatureDoesNotMatch');
    expect(await objectsOf(uploadURL)).toEqual(NOWHERE);

    const registered = await register(client, uploadURL);
    expect(registered.status).toBe(400);
    expect(registered.body.message).toBe(NOT_UPLOADED);
    expect(await ctx.db.selectFrom('documents').selectAll().execute()).toEqual([]);
  });

  it('the store refuses an expired URL', async () => {
    // Signed 6 minutes ago: past its 5 minutes when it reaches the store now.
    const ctx = await s3Context({ clock: { now: () => new Date(Date.now() - 6 * 60_000) } });
    const { client } = await registerBorrower(ctx);
    const uploadURL = await uploadUrl(client, { contentType: 'image/jpeg', size: JPEG.byteLength });
    const put = await putToStore(uploadURL, JPEG, 'image/jpeg');
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('Request has expired');
    expect(await objectsOf(uploadURL)).toEqual(NOWHERE);
  });

  it('refuses and deletes a registered object whose bytes are not an accepted image', async () => {
    const ctx = await s3Context();
    const { client } = await registerBorrower(ctx);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const uploadURL = await uploadUrl(client, { contentType: 'image/png', size: html.byteLength });
    expect((await putToStore(uploadURL, html, 'image/png')).status).toBe(200);
    expect(await objectsOf(uploadURL)).toEqual({ incoming: true, document: false });

    const registered = await register(client, uploadURL);
    expect(registered.status).toBe(415);
    expect(registered.body.message).toBe(WRONG_TYPE);
    expect(await objectsOf(uploadURL)).toEqual(NOWHERE);
    expect(await ctx.db.selectFrom('documents').selectAll().execute()).toEqual([]);
  });

  it('refuses to sign a URL for a file that is not an accepted image, too large, empty or undeclared', async () => {
    const ctx = await s3Context();
    const { client } = await registerBorrower(ctx);
    const cases: [unknown, number, string][] = [
      [{ contentType: 'text/html', size: 100 }, 415, WRONG_TYPE],
      [{ contentType: 'image/png', size: FIVE_MB + 1 }, 413, TOO_LARGE],
      [{ contentType: 'image/png', size: 0 }, 400, 'The file is empty. Please choose an image.'],
      [{}, 400, DETAILS_REQUIRED],
      [{ contentType: 'image/png' }, 400, DETAILS_REQUIRED],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.post('/api/objects/upload', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await ctx.db.selectFrom('uploadTokens').selectAll().execute()).toEqual([]);
    // Exactly 5 MB is signed.
    expect((await client.post('/api/objects/upload', { contentType: 'image/png', size: FIVE_MB })).status).toBe(200);
  });

  it("refuses a URL of another user or of another bucket, and a file never uploaded", async () => {
    const ctx = await s3Context();
    const owner = await registerBorrower(ctx);
    const thief = await registerBorrower(ctx);
    const uploadURL = await uploadUrl(owner.client, { contentType: 'image/png', size: PNG.byteLength });
    expect((await putToStore(uploadURL, PNG, 'image/png')).status).toBe(200);

    const stolen = await register(thief.client, uploadURL);
    expect(stolen.status).toBe(403);
    const elsewhere = uploadURL.replace(`/${bucket}/`, '/other-bucket/');
    const foreign = await register(owner.client, elsewhere);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(LINK_INVALID);

    const unsent = await uploadUrl(owner.client, { contentType: 'image/png', size: PNG.byteLength });
    const missing = await register(owner.client, unsent);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(NOT_UPLOADED);
    // The owner's real upload is untouched by all of this.
    expect((await register(owner.client, uploadURL)).status).toBe(201);
  });

  it('sweeps files uploaded but never registered from the bucket once their hour has passed', async () => {
    const ctx = await s3Context();
    const { client } = await registerBorrower(ctx);
    const kept = await uploadUrl(client, { contentType: 'image/png', size: PNG.byteLength });
    expect((await putToStore(kept, PNG, 'image/png')).status).toBe(200);
    expect((await register(client, kept)).status).toBe(201);
    const abandoned = await uploadUrl(client, { contentType: 'image/png', size: PNG.byteLength });
    expect((await putToStore(abandoned, PNG, 'image/png')).status).toBe(200);
    // PUT again after registration, while the URL lasts: a leftover in incoming/.
    expect((await putToStore(kept, PNG, 'image/png')).status).toBe(200);

    expect(await sweepStaleUploads(ctx.deps, { now: ctx.clock.now() })).toBe(0);
    expect(await objectsOf(abandoned)).toEqual({ incoming: true, document: false });
    ctx.clock.advance(61 * 60_000);
    expect(await sweepStaleUploads(ctx.deps, { now: ctx.clock.now() })).toBe(1);
    expect(await objectsOf(abandoned)).toEqual(NOWHERE);
    expect(await objectsOf(kept)).toEqual({ incoming: true, document: true });
    // Spent tokens are forgotten a day later, and the leftover with them; the document stays.
    ctx.clock.advance(24 * 60 * 60_000);
    await sweepStaleUploads(ctx.deps, { now: ctx.clock.now() });
    expect(await objectsOf(kept)).toEqual({ incoming: false, document: true });
  });

  it('/readyz reaches the bucket, and names the object store when it cannot', async () => {
    const ctx = await s3Context();
    const ready = await ctx.app.request(`${ORIGIN}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', objectStore: 'ok' } });

    const missingBucket = createApp({ ...ctx.deps, objects: await createS3ObjectStore({ ...s3.settings, bucket: 'no-such-bucket', clock: systemClock }) });
    const refused = await missingBucket.request(`${ORIGIN}/readyz`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', objectStore: 'failed' } });
  });
});
