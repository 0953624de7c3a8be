import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { createStaff, createTestContext, PASSWORD, registerBorrower, TestClient, verifiedBorrower } from '../../test/harness';
import { PNG } from '../../test/images';
import { runMaintenance } from './maintenance.service';

function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'objects');
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];
}

describe('runMaintenance', () => {
  it('removes sessions that expired without being presented again', async () => {
    const ctx = await createTestContext();
    await registerBorrower(ctx);
    await registerBorrower(ctx);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ expiredSessions: 0 });
    ctx.clock.advance(2 * HOUR + 1);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ expiredSessions: 2 });
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('expires unused withdrawal codes and scrubs them from the notification', async () => {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    await admin.client.post(`/api/admin/users/${borrower.user.id}`, { walletBalance: 1000, expectedBalance: 0, reason: 'Test funds' });
    await borrower.client.post('/api/withdrawals', { amount: 500 });
    const withCode = (await borrower.client.get('/api/notifications')).body[0].message as string;
    const code = /\b(\d{6})\b/.exec(withCode)?.[1] as string;
    ctx.clock.advance(10 * MINUTE);
    ctx.events.length = 0;
    expect(await runMaintenance(ctx.deps)).toMatchObject({ expiredCodes: 1 });
    expect(ctx.events).toEqual([
      { type: 'withdrawal_updated', userId: borrower.user.id },
      { type: 'notification_created', userId: borrower.user.id },
    ]);
    const row = await ctx.db.selectFrom('withdrawals').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'expired', codeHash: null });
    const notifications = await ctx.db.selectFrom('notifications').select('message').execute();
    expect(notifications.map((n) => n.message).join(' ')).not.toContain(code);
  });

  it('deletes files that were uploaded but never registered, once their window has passed', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const put = async () => {
      const { uploadURL } = (await client.post('/api/objects/upload', {})).body;
      await client.request('PUT', new URL(uploadURL).pathname, { body: PNG as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });
      return uploadURL as string;
    };
    const abandoned = await put();
    const kept = await put();
    expect((await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL: kept }] })).status).toBe(201);
    expect(storedFiles(ctx.dataDir)).toHaveLength(2);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ abandonedUploads: 0 });
    ctx.clock.advance(HOUR);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ abandonedUploads: 1 });
    expect(storedFiles(ctx.dataDir)).toHaveLength(1);
    expect((await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'back_id', uploadURL: abandoned }] })).status).toBe(400);
    ctx.clock.advance(DAY);
    await runMaintenance(ctx.deps);
    expect(await ctx.db.selectFrom('uploadTokens').selectAll().execute()).toEqual([]);
    // A day later the browser session is long gone: sign in again to look.
    const later = new TestClient(ctx);
    await later.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const documents = (await later.get('/api/documents')).body;
    expect(documents).toHaveLength(1);
    expect((await later.get(documents[0].filename)).status).toBe(200);
  });
});
