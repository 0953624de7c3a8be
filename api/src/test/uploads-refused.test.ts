import { describe, expect, it } from 'vitest';
import { MINUTE } from '../lib/clock';
import { recordFigure } from './figures';
import { createStaff, createTestContext, registerBorrower, TestClient } from './harness';
import { JPEG, PNG } from './images';
import { snapshotData } from './snapshot';

/** SPEC.md: files up to 5 MB. */
const FIVE_MB = 5 * 1024 * 1024;

// Issue 6, "Uploads": every way an upload can be wrong is refused with a
// clear 4xx, and nothing is stored: no file under objects/, no row changed.

async function uploadUrl(client: TestClient) {
  const res = await client.post('/api/objects/upload', {});
  return new URL(res.body.uploadURL as string).pathname;
}

describe('refused uploads store nothing', () => {
  it('wrong type, not an image, too large, reused, expired, someone else’s, traversal: each a clear 4xx and no change', async () => {
    const ctx = await createTestContext();
    const owner = await registerBorrower(ctx);
    const other = await registerBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const put = (client: TestClient, path: string, bytes: Uint8Array, contentType = 'image/png') =>
      client.request('PUT', path, { body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': contentType } });
    const register = (client: TestClient, uploadURL: string, type = 'front_id') => client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type, uploadURL }] });

    // One used and registered link, and one whose 10 minutes ran out, prepared beforehand.
    const used = await uploadUrl(owner.client);
    expect((await put(owner.client, used, PNG)).status).toBe(200);
    expect((await register(owner.client, used)).status).toBe(201);
    const expired = await uploadUrl(owner.client);
    const open = await uploadUrl(owner.client);
    ctx.clock.advance(11 * MINUTE);
    const fresh = await uploadUrl(owner.client);
    const uploadedByOwner = await uploadUrl(owner.client);
    expect((await put(owner.client, uploadedByOwner, JPEG, 'image/jpeg')).status).toBe(200);

    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    const oversized = new Uint8Array(FIVE_MB + 1);
    oversized.set(PNG);
    const attempts: [string, () => Promise<{ status: number; body: any }>, number][] = [
      ['HTML sent as an image', () => put(owner.client, fresh, html), 415],
      ['SVG with script, declared image/svg+xml', () => put(owner.client, fresh, svg, 'image/svg+xml'), 415],
      ['PDF declared image/png', () => put(owner.client, fresh, pdf), 415],
      ['GIF bytes declared image/png', () => put(owner.client, fresh, new TextEncoder().encode('GIF89a\x01\x00\x01\x00')), 415],
      ['empty body', () => put(owner.client, fresh, new Uint8Array(0)), 400],
      ['5 MB and one byte', () => put(owner.client, fresh, oversized), 413],
      ['a used link, again', () => put(owner.client, used, PNG), 410],
      ['an expired link', () => put(owner.client, expired, PNG), 410],
      ["another borrower's link", () => put(other.client, open, PNG), 403],
      ["an admin on a borrower's link", () => put(admin.client, open, PNG), 403],
      ['anonymous', () => put(new TestClient(ctx), fresh, PNG), 401],
      ['traversal in the token', () => put(owner.client, '/api/objects/upload/..%2F..%2Fapp.db', PNG), 400],
      ['traversal with dots', () => put(owner.client, '/api/objects/upload/../../app.db', PNG), 404],
      ['registering a used link', () => register(owner.client, used), 410],
      ['registering an expired, never uploaded link', () => register(owner.client, expired), 400],
      ["registering someone else's uploaded file", () => register(other.client, uploadedByOwner), 403],
      ['registering a traversal path', () => register(owner.client, '/api/objects/upload/../../../etc/passwd'), 400],
      ['registering a foreign URL', () => register(owner.client, 'https://evil.example/api/objects/upload/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'), 400],
      ['registering with a made-up type', () => register(owner.client, uploadedByOwner, '../../passport'), 400],
      ['reading a file by traversal', () => owner.client.get('/objects/..%2F..%2Fapp.db'), 404],
      ['reading the database by traversal', () => owner.client.get('/uploads/..%2Fapp.db'), 404],
    ];
    const before = await snapshotData(ctx);
    for (const [what, attempt, status] of attempts) {
      const res = await attempt();
      expect(res.status, what).toBe(status);
      expect(typeof res.body?.message, what).toBe('string');
      expect(await snapshotData(ctx), `${what} stored something`).toBe(before);
    }
    // The owner's own upload still works afterwards.
    expect((await register(owner.client, uploadedByOwner)).status).toBe(201);
    recordFigure('uploads.refused', attempts.length);
  });
});
