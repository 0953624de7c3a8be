import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ObjectStore } from '../../lib/object-store';
import { hashToken } from '../../lib/tokens';
import { createStaff, createTestContext, ORIGIN, registerBorrower, TestClient, type TestContext } from '../../test/harness';
import { registration } from '../../test/builders';
import { JPEG, PNG, WEBP } from '../../test/images';

/** SPEC.md: files up to 5 MB. */
const FIVE_MB = 5 * 1024 * 1024;

const SIGN_IN = 'Please sign in to continue';
const FORBIDDEN = 'You do not have permission to do this';
const LINK_INVALID = 'This upload link is invalid or has expired';
const TOO_LARGE = 'File size must be less than 5 MB';
const WRONG_TYPE = 'Please select a valid file type.';
const CROSS_SITE = 'This request came from another site and was refused';

function storedFiles(ctx: TestContext): string[] {
  const root = join(ctx.dataDir, 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => /[a-f0-9]{32}$/.test(name));
}

async function uploadUrlFor(client: TestClient): Promise<{ uploadURL: string; path: string; token: string }> {
  const res = await client.post('/api/objects/upload', {});
  expect(res.status).toBe(200);
  const uploadURL: string = res.body.uploadURL;
  const path = new URL(uploadURL).pathname;
  return { uploadURL, path, token: path.split('/').pop() as string };
}

function putBytes(client: TestClient, path: string, bytes: Uint8Array, headers: Record<string, string> = { 'content-type': 'image/png' }) {
  return client.request('PUT', path, { body: bytes as Uint8Array<ArrayBuffer>, headers });
}

/** The raw response, for comparing bytes (TestClient decodes bodies as text). */
function fetchAs(ctx: TestContext, client: TestClient | null, path: string) {
  return ctx.app.request(`${ORIGIN}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });
}

async function registerDocument(client: TestClient, { uploadURL, type }: { uploadURL: string; type: string }) {
  const res = await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type, uploadURL }] });
  expect(res.status).toBe(201);
  return res.body[0] as { filename: string };
}

/** The real disk store, counting reads: proves a refused path never reached the disk. */
function countReads(ctx: TestContext): { count: number } {
  const reads = { count: 0 };
  const store: ObjectStore = ctx.deps.objects;
  ctx.deps.objects = {
    ...store,
    open: (key) => {
      reads.count += 1;
      return store.open(key);
    },
  };
  return reads;
}

describe('POST /api/objects/upload', () => {
  it('gives a signed-in user a single-use URL on this origin and stores only its hash', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const res = await client.request('POST', '/api/objects/upload');
    expect(res.status).toBe(200);
    expect(res.body.uploadURL).toMatch(/^http:\/\/localhost\/api\/objects\/upload\/[a-z2-7]{32}$/);
    const token = (res.body.uploadURL as string).split('/').pop() as string;
    const rows = await ctx.db.selectFrom('uploadTokens').selectAll().execute();
    expect(rows).toEqual([
      {
        id: hashToken(token),
        issuedTo: user.id,
        createdAt: '2026-11-21T02:00:00.000Z',
        expiresAt: '2026-11-21T02:10:00.000Z',
        uploadedAt: null,
        consumedAt: null,
        objectKey: null,
        contentType: null,
        size: null,
        claimedUntil: null,
      },
    ]);
  });

  it('uses the configured public URL for the upload URL', async () => {
    const ctx = await createTestContext({ config: { publicUrl: 'https://pautang.example' } });
    const client = new TestClient(ctx, { origin: 'https://pautang.example' });
    const password = 'correct horse battery';
    const registered = await client.post('/api/auth/register', registration({ email: 'maria@example.com', password }));
    expect(registered.status).toBe(201);
    const res = await client.post('/api/objects/upload', {});
    expect(res.status).toBe(200);
    expect(res.body.uploadURL).toMatch(/^https:\/\/pautang\.example\/api\/objects\/upload\/[a-z2-7]{32}$/);
  });

  it('refuses anonymous callers and requests without this Origin', async () => {
    const ctx = await createTestContext();
    const anonymous = await new TestClient(ctx).post('/api/objects/upload', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(SIGN_IN);
    const { client } = await registerBorrower(ctx);
    const foreign = await client.request('POST', '/api/objects/upload', { json: {}, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(CROSS_SITE);
    expect(await ctx.db.selectFrom('uploadTokens').selectAll().execute()).toHaveLength(0);
  });
});

describe('PUT /api/objects/upload/:token', () => {
  it('stores the bytes under a new key and marks the token with the sniffed type', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { path, token } = await uploadUrlFor(client);
    ctx.clock.advance(60_000);
    const res = await putBytes(client, path, PNG);
    expect(res.status).toBe(200);
    expect(res.body.objectPath).toMatch(/^\/objects\/[a-f0-9]{32}$/);
    const key = (res.body.objectPath as string).slice('/objects/'.length);
    expect(new Uint8Array(readFileSync(join(ctx.dataDir, 'objects', key.slice(0, 2), key)))).toEqual(PNG);
    const row = await ctx.db.selectFrom('uploadTokens').selectAll().where('id', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uploadedAt: '2026-11-21T02:01:00.000Z', objectKey: key, contentType: 'image/png', size: PNG.byteLength, consumedAt: null });
  });

  it('takes the type from the bytes, not from the Content-Type header', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const { path, token } = await uploadUrlFor(client);
      const res = await putBytes(client, path, bytes, { 'content-type': 'application/octet-stream' });
      expect(res.status).toBe(200);
      const row = await ctx.db.selectFrom('uploadTokens').selectAll().where('id', '=', hashToken(token)).executeTakeFirstOrThrow();
      expect(row.contentType).toBe(type);
    }
    expect(storedFiles(ctx)).toHaveLength(2);
  });

  it('refuses bytes that are not an accepted image, whatever the header says, and keeps nothing', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { path, token } = await uploadUrlFor(client);
    const fake = new Uint8Array(Buffer.from('<html><script>alert(1)</script></html>'));
    const res = await putBytes(client, path, fake, { 'content-type': 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(WRONG_TYPE);
    const gif = await putBytes(client, path, new Uint8Array(Buffer.from('GIF89a\x01\x00\x01\x00')), { 'content-type': 'image/gif' });
    expect(gif.status).toBe(415);
    expect(storedFiles(ctx)).toEqual([]);
    const row = await ctx.db.selectFrom('uploadTokens').selectAll().where('id', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(row.uploadedAt).toBeNull();
    // The link is still good for a real image.
    expect((await putBytes(client, path, PNG)).status).toBe(200);
  });

  it('refuses an empty body', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { path } = await uploadUrlFor(client);
    const res = await client.request('PUT', path, { headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file is empty. Please choose an image.');
    expect(storedFiles(ctx)).toEqual([]);
  });

  it('accepts exactly 5 MiB and refuses one byte more', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const atLimit = new Uint8Array(FIVE_MB);
    atLimit.set(PNG);
    const first = await uploadUrlFor(client);
    expect((await putBytes(client, first.path, atLimit)).status).toBe(200);

    const overLimit = new Uint8Array(FIVE_MB + 1);
    overLimit.set(PNG);
    const second = await uploadUrlFor(client);
    const res = await putBytes(client, second.path, overLimit);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(TOO_LARGE);
    expect(storedFiles(ctx)).toHaveLength(1);
    const row = await ctx.db.selectFrom('uploadTokens').selectAll().where('id', '=', hashToken(second.token)).executeTakeFirstOrThrow();
    expect(row.uploadedAt).toBeNull();
  });

  it('counts the bytes itself: a lying Content-Length does not get a large file in', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { path } = await uploadUrlFor(client);
    const overLimit = new Uint8Array(FIVE_MB + 1);
    overLimit.set(PNG);
    const lying = await putBytes(client, path, overLimit, { 'content-type': 'image/png', 'content-length': '100' });
    expect(lying.status).toBe(413);
    expect(lying.body.message).toBe(TOO_LARGE);
    // A declared size over the limit is refused before anything is read.
    const declared = await putBytes(client, path, PNG, { 'content-type': 'image/png', 'content-length': String(FIVE_MB + 1) });
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe(TOO_LARGE);
    expect(storedFiles(ctx)).toEqual([]);
  });

  it('gives back the URL and its room in flight after every refusal, a timed-out upload included', async () => {
    // Room for exactly one 5 MB upload: a reservation not given back would refuse the last PUT with 503.
    const ctx = await createTestContext({ config: { uploads: { inFlightMaxBytes: FIVE_MB, deadlineMs: 200 } } });
    const { client } = await registerBorrower(ctx);
    const { path, token } = await uploadUrlFor(client);
    const overLimit = new Uint8Array(FIVE_MB + 1);
    overLimit.set(PNG);
    // A body that sends its first bytes and then nothing more.
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(PNG);
      },
    });
    const refusals: [string, () => Promise<{ status: number; body: any }>, number, string][] = [
      ['not an image', () => putBytes(client, path, new TextEncoder().encode('<html></html>')), 415, WRONG_TYPE],
      ['empty', () => client.request('PUT', path, { headers: { 'content-type': 'image/png' } }), 400, 'The file is empty. Please choose an image.'],
      ['over 5 MB', () => putBytes(client, path, overLimit), 413, TOO_LARGE],
      [
        'too slow',
        async () => {
          const res = await ctx.app.request(`${ORIGIN}${path}`, {
            method: 'PUT',
            body: stalled,
            duplex: 'half',
            headers: { origin: ORIGIN, cookie: client.cookie ?? '', 'content-type': 'image/png' },
          } as RequestInit);
          return { status: res.status, body: await res.json() };
        },
        408,
        'The upload took too long. Please try again.',
      ],
    ];
    for (const [what, attempt, status, message] of refusals) {
      const res = await attempt();
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toBe(message);
      const row = await ctx.db.selectFrom('uploadTokens').selectAll().where('id', '=', hashToken(token)).executeTakeFirstOrThrow();
      expect(row.claimedUntil, what).toBeNull();
    }
    expect(storedFiles(ctx)).toEqual([]);
    const atLimit = new Uint8Array(FIVE_MB);
    atLimit.set(PNG);
    expect((await putBytes(client, path, atLimit)).status).toBe(200);
    expect(storedFiles(ctx)).toHaveLength(1);
  });

  it('takes one file per URL: a second PUT is refused', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { path } = await uploadUrlFor(client);
    expect((await putBytes(client, path, PNG)).status).toBe(200);
    const again = await putBytes(client, path, JPEG);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(LINK_INVALID);
    expect(storedFiles(ctx)).toHaveLength(1);
  });

  it('lets only one of two simultaneous PUTs on one URL land', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { path } = await uploadUrlFor(client);
    const results = await Promise.all([putBytes(client, path, PNG), putBytes(client, path, JPEG)]);
    const [landed, refused] = results.map((r) => r.status).sort();
    expect(landed).toBe(200);
    // Refused while the other is receiving (409), or after it landed (410):
    // which one depends on scheduling; uploads-in-flight.test.ts pins the 409.
    expect([409, 410]).toContain(refused);
    expect(storedFiles(ctx)).toHaveLength(1);
  });

  it('refuses a URL after its 10 minutes', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { path } = await uploadUrlFor(client);
    ctx.clock.advance(11 * 60_000);
    const res = await putBytes(client, path, PNG);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(LINK_INVALID);
    expect(storedFiles(ctx)).toEqual([]);
  });

  it('refuses unknown and malformed tokens', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const unknown = await putBytes(client, `/api/objects/upload/${'a'.repeat(32)}`, PNG);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(LINK_INVALID);
    const malformed = await putBytes(client, '/api/objects/upload/not-a-token', PNG);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(LINK_INVALID);
    expect(storedFiles(ctx)).toEqual([]);
  });

  it("refuses another user's URL, anonymous callers and requests without an Origin", async () => {
    const ctx = await createTestContext();
    const owner = await registerBorrower(ctx);
    const other = await registerBorrower(ctx);
    const { path, token } = await uploadUrlFor(owner.client);

    const stolen = await putBytes(other.client, path, PNG);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(FORBIDDEN);

    const anonymous = await putBytes(new TestClient(ctx), path, PNG);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(SIGN_IN);

    const withoutOrigin = new TestClient(ctx, { origin: null });
    withoutOrigin.cookie = owner.client.cookie;
    const noOrigin = await putBytes(withoutOrigin, path, PNG);
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body.message).toBe(CROSS_SITE);

    expect(storedFiles(ctx)).toEqual([]);
    const row = await ctx.db.selectFrom('uploadTokens').selectAll().where('id', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(row.uploadedAt).toBeNull();
    expect((await putBytes(owner.client, path, PNG)).status).toBe(200);
  });
});

describe('GET /objects/:key and /uploads/:filename', () => {
  async function ownerWithDocument(ctx: TestContext) {
    const owner = await registerBorrower(ctx);
    const { uploadURL, path } = await uploadUrlFor(owner.client);
    expect((await putBytes(owner.client, path, PNG)).status).toBe(200);
    const { filename } = await registerDocument(owner.client, { uploadURL, type: 'front_id' });
    return { owner, filename, key: filename.slice('/objects/'.length) };
  }

  it('serves the bytes to the owner, privately and never sniffed', async () => {
    const ctx = await createTestContext();
    const { owner, filename, key } = await ownerWithDocument(ctx);
    for (const path of [filename, `/uploads/${key}`]) {
      const res = await fetchAs(ctx, owner.client, path);
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe('inline');
    }
  });

  it('serves it to admins, refuses other borrowers and anonymous callers', async () => {
    const ctx = await createTestContext();
    const { filename, key } = await ownerWithDocument(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const adminRes = await fetchAs(ctx, admin.client, filename);
    expect(adminRes.status).toBe(200);
    expect(new Uint8Array(await adminRes.arrayBuffer())).toEqual(PNG);

    const other = await registerBorrower(ctx);
    for (const path of [filename, `/uploads/${key}`]) {
      const res = await other.client.get(path);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
      const anonymous = await new TestClient(ctx).get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(SIGN_IN);
    }
  });

  it('does not serve a file that was uploaded but never registered as a document', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { path } = await uploadUrlFor(client);
    const put = await putBytes(client, path, PNG);
    const res = await client.get(put.body.objectPath);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Not found');
  });

  it('answers 404 to traversal and malformed keys without reading the store', async () => {
    const ctx = await createTestContext();
    const { owner, key } = await ownerWithDocument(ctx);
    const reads = countReads(ctx);
    for (const path of [
      '/objects/..%2F..%2Fapp.db',
      '/objects/..%2fapp.db',
      '/uploads/..%2F..%2Fapp.db',
      '/uploads/../app.db',
      '/objects/%2E%2E/app.db',
      `/objects/${key.toUpperCase()}`,
      `/objects/${key.slice(1)}`,
      `/objects/${key}0`,
      `/uploads/${key}.png`,
    ]) {
      const res = await owner.client.get(path);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('SQLite');
    }
    expect(reads.count).toBe(0);
    expect((await owner.client.get(`/objects/${key}`)).status).toBe(200);
    expect(reads.count).toBe(1);
  });

  it('answers 404 once the document is deleted', async () => {
    const ctx = await createTestContext();
    const { owner, filename } = await ownerWithDocument(ctx);
    await ctx.db.updateTable('documents').set({ deletedAt: ctx.clock.now().toISOString() }).execute();
    const res = await owner.client.get(filename);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Not found');
  });
});
