import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, registerBorrower, uploadImage, type TestContext } from '../test/harness';
import { PNG } from '../test/images';
import { snapshotData } from '../test/snapshot';

const repoRoot = resolve(__dirname, '../../..');

/** A command-line tool on the context's data: DATA_DIR, and on the api-postgres project its DATABASE_URL. */
function runCli(ctx: TestContext, script: string, { args = [], env = {} }: { args?: string[]; env?: Record<string, string> } = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', `api/src/cli/${script}`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: ctx.dataDir, ...(ctx.databaseUrl ? { DATABASE_URL: ctx.databaseUrl } : {}), ...env },
    encoding: 'utf8',
  });
}

describe('npm run retention', () => {
  it('--dry-run prints what is due and changes nothing; --apply erases it and the audit chain still verifies', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const { user, client } = await registerBorrower(ctx, { fullName: 'Erin Reyes' });
    const issued = await client.post('/api/objects/upload', {});
    await client.request('PUT', new URL(issued.body.uploadURL).pathname, { body: PNG as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });
    expect((await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL: issued.body.uploadURL }] })).status).toBe(201);
    const filed = await client.post('/api/complaints', { category: 'other', description: 'My payment is missing.', uploadURLs: [await uploadImage(client)] });
    expect(filed.status).toBe(201);
    expect((await officer.client.post(`/api/admin/complaints/${filed.body.id}`, { action: 'reply', message: 'We are checking it, Erin.' })).status).toBe(200);
    expect((await officer.client.post(`/api/admin/users/${user.id}/status`, { isActive: false })).status).toBe(200);
    // The command reads the real clock: this account was closed long before it.
    await ctx.db.updateTable('users').set({ closedAt: '2020-01-01T00:00:00.000Z' }).where('id', '=', user.id).execute();

    const usage = runCli(ctx, 'retention.ts');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run retention -- --dry-run | --apply');
    const tooShort = runCli(ctx, 'retention.ts', { args: ['--dry-run'], env: { RETENTION_YEARS: '3' } });
    expect(tooShort.status).not.toBe(0);
    expect(tooShort.stderr).toContain('RETENTION_YEARS must be a whole number of years of at least 5 (the anti-money-laundering record-keeping period): 3');

    const before = await snapshotData(ctx);
    const dry = runCli(ctx, 'retention.ts', { args: ['--dry-run'] });
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(
      `Would erase member ${user.id} (closed 2020-01-01T00:00:00.000Z): personal fields, 1 ID image(s), the texts of 1 complaint(s) and 1 staff message(s) on them, and 1 complaint image(s).`,
    );
    expect(dry.stdout).toContain('1 account(s) would be erased, 0 kept.');
    expect(await snapshotData(ctx)).toBe(before);

    const applied = runCli(ctx, 'retention.ts', { args: ['--apply'] });
    expect(applied.status).toBe(0);
    expect(applied.stdout).toMatch(
      new RegExp(`Erased member ${user.id} as ERASED-[0-9A-F]{12}: personal fields, 1 ID image\\(s\\), the texts of 1 complaint\\(s\\) and 1 staff message\\(s\\) on them, and 1 complaint image\\(s\\)\\.`),
    );
    expect(applied.stdout).toContain('1 account(s) erased, 0 kept.');
    const erased = await ctx.db.selectFrom('users').select(['fullName', 'erasedReference']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(erased.fullName).toBe(`Erased member ${erased.erasedReference}`);
    const verified = runCli(ctx, 'verify-audit.ts');
    expect(verified.status).toBe(0);
    expect(verified.stdout).toContain('Audit chain intact: 4 entries verified.');
    await ctx.close();
  }, 120_000);
});
