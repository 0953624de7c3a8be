import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit';
import { createStaff, createTestContext, ORIGIN, registerBorrower, TestClient, uploadImage, type TestContext } from '../../test/harness';
import { JPEG, PNG, WEBP } from '../../test/images';
import { snapshotData } from '../../test/snapshot';

const SIGN_IN = 'Please sign in to continue';
const FORBIDDEN = 'You do not have permission to do this';
const LINK_INVALID = 'This upload link is invalid or has expired';
const REGISTER = '/api/documents/upload-from-storage';

/** SPEC.md 7: ask for a URL, PUT the file to it; returns the URL as the browser has it. */
const upload = uploadImage;

function objectFile(ctx: TestContext, filename: string): string {
  const key = filename.slice('/objects/'.length);
  return join(ctx.dataDir, 'objects', key.slice(0, 2), key);
}

async function bytesOf(ctx: TestContext, client: TestClient, path: string) {
  const res = await ctx.app.request(`${ORIGIN}${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function auditRows(ctx: TestContext) {
  return ctx.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
}

describe('borrower documents', () => {
  it('registers uploaded files and lists them newest first; the owner reads the same bytes back', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const files = [
      { type: 'front_id', bytes: PNG, contentType: 'image/png' },
      { type: 'back_id', bytes: JPEG, contentType: 'image/jpeg' },
      { type: 'selfie_with_id', bytes: WEBP, contentType: 'image/webp' },
    ];
    const registered: { filename: string; type: string }[] = [];
    for (const file of files) {
      const uploadURL = await upload(client, file.bytes);
      const res = await client.post(REGISTER, { uploadedFiles: [{ type: file.type, uploadURL }] });
      expect(res.status).toBe(201);
      expect(res.body).toEqual([
        {
          id: expect.any(Number),
          userId: user.id,
          type: file.type,
          filename: expect.stringMatching(/^\/objects\/[a-f0-9]{32}$/),
          contentType: file.contentType,
          size: file.bytes.byteLength,
          uploadedAt: ctx.clock.now().toISOString(),
        },
      ]);
      registered.push(res.body[0]);
      ctx.clock.advance(60_000);
    }

    const list = await client.get('/api/documents');
    expect(list.status).toBe(200);
    expect(list.body.map((d: { type: string }) => d.type)).toEqual(['selfie_with_id', 'back_id', 'front_id']);
    expect(list.body[0].uploadedAt).toBe('2026-11-21T02:02:00.000Z');

    for (const [index, file] of files.entries()) {
      const served = await bytesOf(ctx, client, registered[index]!.filename);
      expect(served.status).toBe(200);
      expect(served.bytes).toEqual(file.bytes);
    }
    const rows = await ctx.db.selectFrom('documents').selectAll().execute();
    expect(rows.every((row) => row.uploadedBy === user.id)).toBe(true);
    expect(ctx.events.filter((e) => e.type === 'document_updated')).toEqual([
      { type: 'document_updated', userId: user.id },
      { type: 'document_updated', userId: user.id },
      { type: 'document_updated', userId: user.id },
    ]);
    // A borrower's own uploads are not staff actions.
    expect(await auditRows(ctx)).toHaveLength(0);
  });

  it('registers several files in one request, from a full URL or a path', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const front = await upload(client);
    const back = await upload(client, JPEG);
    const res = await client.post(REGISTER, {
      uploadedFiles: [
        { type: 'front_id', uploadURL: front },
        { type: 'back_id', uploadURL: new URL(back).pathname },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.map((d: { type: string }) => d.type)).toEqual(['front_id', 'back_id']);
    expect((await client.get('/api/documents')).body).toHaveLength(2);
  });

  it('refuses anonymous callers', async () => {
    const ctx = await createTestContext();
    const anonymous = new TestClient(ctx);
    for (const res of [await anonymous.get('/api/documents'), await anonymous.post(REGISTER, { uploadedFiles: [] })]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(SIGN_IN);
    }
  });

  it("does not let another borrower register someone's upload, and keeps it usable for the owner", async () => {
    const ctx = await createTestContext();
    const owner = await registerBorrower(ctx);
    const other = await registerBorrower(ctx);
    const uploadURL = await upload(owner.client);
    const res = await other.client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FORBIDDEN);
    expect((await other.client.get('/api/documents')).body).toEqual([]);
    expect((await owner.client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }] })).status).toBe(201);
  });

  it('registers an upload URL once', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const uploadURL = await upload(client);
    expect((await client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }] })).status).toBe(201);
    const again = await client.post(REGISTER, { uploadedFiles: [{ type: 'back_id', uploadURL }] });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(LINK_INVALID);
    expect(await ctx.db.selectFrom('documents').selectAll().execute()).toHaveLength(1);
  });

  it('is all or nothing: one bad file leaves every token unspent', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const front = await upload(client);
    const twice = await client.post(REGISTER, {
      uploadedFiles: [
        { type: 'front_id', uploadURL: front },
        { type: 'back_id', uploadURL: front },
      ],
    });
    expect(twice.status).toBe(410);
    expect(twice.body.message).toBe(LINK_INVALID);
    const notUploaded = (await client.post('/api/objects/upload', {})).body.uploadURL;
    const mixed = await client.post(REGISTER, {
      uploadedFiles: [
        { type: 'front_id', uploadURL: front },
        { type: 'back_id', uploadURL: notUploaded },
      ],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(LINK_INVALID);
    expect(await ctx.db.selectFrom('documents').selectAll().execute()).toHaveLength(0);
    expect(ctx.events.filter((e) => e.type === 'document_updated')).toHaveLength(0);
    expect((await client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL: front }] })).status).toBe(201);
  });

  it('refuses URLs that are not upload URLs of this app', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    for (const uploadURL of ['https://evil.example/somewhere', `/api/objects/upload/${'a'.repeat(32)}`, '/objects/0123', 'not a url at all']) {
      const res = await client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }] });
      expect(res.status, uploadURL).toBe(400);
      expect(res.body.message).toBe(LINK_INVALID);
    }
  });

  it('refuses a file registered more than an hour after its URL was issued', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const uploadURL = await upload(client);
    ctx.clock.advance(61 * 60_000);
    const res = await client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }] });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(LINK_INVALID);
  });

  it('validates the body with the domain schema', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const uploadURL = await upload(client);
    const unknownType = await client.post(REGISTER, { uploadedFiles: [{ type: 'passport', uploadURL }] });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toBe('Unknown document type');
    const empty = await client.post(REGISTER, { uploadedFiles: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please upload at least one document');
  });

  it('refuses targetUserId from a borrower without spending the token', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const other = await registerBorrower(ctx);
    const uploadURL = await upload(client);
    const res = await client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }], targetUserId: other.user.id });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FORBIDDEN);
    expect((await other.client.get('/api/documents')).body).toEqual([]);
    expect((await client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }] })).status).toBe(201);
  });
});

describe('admin documents', () => {
  it("files an upload for a member: the member sees it, and it is audited", async () => {
    const ctx = await createTestContext();
    const member = await registerBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const uploadURL = await upload(admin.client, JPEG);
    const res = await admin.client.post(REGISTER, { uploadedFiles: [{ type: 'back_id', uploadURL }], targetUserId: member.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject([{ userId: member.user.id, type: 'back_id', contentType: 'image/jpeg' }]);

    const seen = await member.client.get('/api/documents');
    expect(seen.body).toEqual(res.body);
    const served = await bytesOf(ctx, member.client, res.body[0].filename);
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(JPEG);
    const row = await ctx.db.selectFrom('documents').selectAll().executeTakeFirstOrThrow();
    expect(row.uploadedBy).toBe(admin.id);

    const audit = await auditRows(ctx);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'document.upload', targetType: 'user', targetId: member.user.id });
    expect(JSON.parse(audit[0]!.afterJson as string)).toEqual({ type: 'back_id', size: JPEG.byteLength, contentType: 'image/jpeg' });
    expect((await verifyAuditChain(ctx.db)).isValid).toBe(true);
    expect(ctx.events).toContainEqual({ type: 'document_updated', userId: member.user.id });
  });

  it('refuses an upload for an unknown member', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const uploadURL = await upload(admin.client);
    const res = await admin.client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }], targetUserId: 999_999 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Member not found');
    expect(await auditRows(ctx)).toHaveLength(0);
  });

  it("lists a member's documents newest first; 404 for unknown or deleted members; admins only", async () => {
    const ctx = await createTestContext();
    const member = await registerBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    for (const type of ['front_id', 'back_id']) {
      const uploadURL = await upload(member.client);
      expect((await member.client.post(REGISTER, { uploadedFiles: [{ type, uploadURL }] })).status).toBe(201);
      ctx.clock.advance(60_000);
    }
    const res = await admin.client.get(`/api/admin/users/${member.user.id}/documents`);
    expect(res.status).toBe(200);
    expect(res.body.map((d: { type: string }) => d.type)).toEqual(['back_id', 'front_id']);

    const byBorrower = await member.client.get(`/api/admin/users/${member.user.id}/documents`);
    expect(byBorrower.status).toBe(403);
    expect(byBorrower.body.message).toBe(FORBIDDEN);

    const unknown = await admin.client.get('/api/admin/users/999999/documents');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Member not found');
    expect((await admin.client.get('/api/admin/users/abc/documents')).status).toBe(400);

    await ctx.db.updateTable('users').set({ deletedAt: ctx.clock.now().toISOString() }).where('id', '=', member.user.id).execute();
    const deleted = await admin.client.get(`/api/admin/users/${member.user.id}/documents`);
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe('Member not found');
  });

  it('deletes every document of one type: gone from the lists, bytes removed, audited', async () => {
    const ctx = await createTestContext();
    const member = await registerBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'main_admin' });
    const filenames: Record<string, string[]> = { front_id: [], back_id: [] };
    for (const type of ['front_id', 'front_id', 'back_id'] as const) {
      const uploadURL = await upload(member.client);
      const res = await member.client.post(REGISTER, { uploadedFiles: [{ type, uploadURL }] });
      filenames[type]!.push(res.body[0].filename);
    }
    ctx.events.length = 0;

    const res = await admin.client.delete(`/api/admin/users/${member.user.id}/documents/front_id`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Document deleted' });

    for (const client of [member.client, admin.client]) {
      const list = await client.get(client === member.client ? '/api/documents' : `/api/admin/users/${member.user.id}/documents`);
      expect(list.body.map((d: { type: string }) => d.type)).toEqual(['back_id']);
    }
    for (const filename of filenames.front_id!) {
      expect(existsSync(objectFile(ctx, filename))).toBe(false);
      for (const client of [member.client, admin.client]) {
        const served = await client.get(filename);
        expect(served.status).toBe(404);
        expect(served.body.message).toBe('Not found');
      }
    }
    expect(existsSync(objectFile(ctx, filenames.back_id![0]!))).toBe(true);
    expect(await ctx.db.selectFrom('documents').select('deletedAt').where('type', '=', 'front_id').execute()).toEqual([
      { deletedAt: ctx.clock.now().toISOString() },
      { deletedAt: ctx.clock.now().toISOString() },
    ]);

    const audit = await auditRows(ctx);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'document.delete', targetType: 'user', targetId: member.user.id, afterJson: null });
    expect(JSON.parse(audit[0]!.beforeJson as string)).toEqual({ count: 2, type: 'front_id' });
    expect((await verifyAuditChain(ctx.db)).isValid).toBe(true);
    expect(ctx.events).toEqual([{ type: 'document_updated', userId: member.user.id }]);

    const again = await admin.client.delete(`/api/admin/users/${member.user.id}/documents/front_id`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This member has no document of this type');
    expect(await auditRows(ctx)).toHaveLength(1);
  });

  it('refuses an unknown type, an unknown member and a borrower', async () => {
    const ctx = await createTestContext();
    const member = await registerBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const uploadURL = await upload(member.client);
    expect((await member.client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }] })).status).toBe(201);

    const badType = await admin.client.delete(`/api/admin/users/${member.user.id}/documents/passport`);
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('Unknown document type');

    const unknown = await admin.client.delete('/api/admin/users/999999/documents/front_id');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Member not found');

    const byBorrower = await member.client.delete(`/api/admin/users/${member.user.id}/documents/front_id`);
    expect(byBorrower.status).toBe(403);
    expect(byBorrower.body.message).toBe(FORBIDDEN);

    expect((await member.client.get('/api/documents')).body).toHaveLength(1);
    expect(await auditRows(ctx)).toHaveLength(0);
  });
});

describe('documents of staff (SPEC.md 6: nobody manages the main admin; only the main admin manages admins)', () => {
  const PROTECTED = 'The main admin account cannot be changed or deleted';
  const MAIN_ADMIN_ONLY = 'Only the main admin can manage admin accounts';
  const SELF = 'You cannot manage your own account from the back office';

  it("refuses a plain admin the main admin's and another admin's documents, and anyone their own, writing nothing", async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const admin = await createStaff(ctx, { role: 'admin' });
    const other = await createStaff(ctx, { role: 'admin' });
    for (const staff of [main, other]) {
      const uploadURL = await upload(staff.client);
      expect((await staff.client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }] })).status).toBe(201);
    }
    const uploadURL = await upload(admin.client);
    const before = await snapshotData(ctx);

    for (const [target, message] of [
      [main.id, PROTECTED],
      [other.id, MAIN_ADMIN_ONLY],
      [admin.id, SELF],
    ] as const) {
      for (const res of [
        await admin.client.post(REGISTER, { uploadedFiles: [{ type: 'front_id', uploadURL }], targetUserId: target }),
        await admin.client.delete(`/api/admin/users/${target}/documents/front_id`),
        await admin.client.get(`/api/admin/users/${target}/documents`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(message);
      }
    }
    const ownByMain = await main.client.delete(`/api/admin/users/${main.id}/documents/front_id`);
    expect(ownByMain.status).toBe(403);
    expect(ownByMain.body.message).toBe(PROTECTED);
    expect(await snapshotData(ctx)).toBe(before);

    // The main admin manages other admins, documents included.
    expect((await main.client.get(`/api/admin/users/${other.id}/documents`)).body).toHaveLength(1);
    expect((await main.client.delete(`/api/admin/users/${other.id}/documents/front_id`)).status).toBe(200);
  });
});
