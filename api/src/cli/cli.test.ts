import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../db/connection';
import { listMembers } from '../features/admin';
import { createStaff, createTestContext, registerBorrower } from '../test/harness';
import { ledgerProblems } from '../ledger-problems';

const repoRoot = resolve(__dirname, '../../..');
// Each command starts a process from the sources (tsx): at load 16 on 2 cores, four of them passed the 20 s default.
const CLI_TIMEOUT_MS = 120_000;

function runCli(script: string, { dataDir, args = [] }: { dataDir: string; args?: string[] }) {
  return spawnSync(process.execPath, ['--import', 'tsx', `api/src/cli/${script}`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

describe('npm run audit:verify', () => {
  it('passes on an intact chain and fails with a non-zero exit on a tampered one', { timeout: CLI_TIMEOUT_MS }, async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const { user } = await registerBorrower(ctx);
    await main.client.put(`/api/admin/users/${user.id}`, { creditScore: 700 });
    await main.client.put(`/api/admin/users/${user.id}`, { creditScore: 720 });
    const good = runCli('verify-audit.ts', { dataDir: ctx.dataDir });
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('Audit chain intact: 2 entries verified.');
    await ctx.db.updateTable('auditLog').set({ actorEmail: 'someone-else@example.com' }).where('id', '=', 1).execute();
    const bad = runCli('verify-audit.ts', { dataDir: ctx.dataDir });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('entry 1 was altered');
    await ctx.db.updateTable('auditLog').set({ actorEmail: main.email }).where('id', '=', 1).execute();
    expect(runCli('verify-audit.ts', { dataDir: ctx.dataDir }).status).toBe(0);
    await ctx.db.deleteFrom('auditLog').where('id', '=', 2).execute();
    const truncated = runCli('verify-audit.ts', { dataDir: ctx.dataDir });
    expect(truncated.status).toBe(1);
    expect(truncated.stderr).toContain('the log holds 1 entries but 2 were written');
  });
});

describe('npm run backup', () => {
  it('copies the database and the objects while the app has the database open', { timeout: CLI_TIMEOUT_MS }, async () => {
    const ctx = await createTestContext();
    const { user } = await registerBorrower(ctx);
    await ctx.deps.objects.put('0123456789abcdef0123456789abcdef', new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const target = join(mkdtempSync(join(tmpdir(), 'lender-backup-')), 'copy');
    try {
      const result = runCli('backup.ts', { dataDir: ctx.dataDir, args: [target] });
      expect(result.status).toBe(0);
      expect(existsSync(join(target, 'objects', '01', '0123456789abcdef0123456789abcdef'))).toBe(true);
      const copy = openSqlite({ file: join(target, 'app.db') });
      const restored = await copy.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirst();
      await copy.db.destroy();
      expect(restored?.email).toBe(user.email);
      const again = runCli('backup.ts', { dataDir: ctx.dataDir, args: [target] });
      expect(again.status).toBe(2);
      expect(readdirSync(target).sort()).toEqual(['app.db', 'objects']);
    } finally {
      rmSync(resolve(target, '..'), { recursive: true, force: true });
    }
  });
});

describe('npm run seed', () => {
  it('fills an empty DATA_DIR with members, loans and a consistent ledger, searchable by name and number', { timeout: CLI_TIMEOUT_MS }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lender-seed-'));
    try {
      const result = runCli('seed.ts', { dataDir, args: [dataDir, '300', '3'] });
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('300 members, 900 loans');
      const { db } = openSqlite({ file: join(dataDir, 'app.db') });
      try {
        expect(await ledgerProblems(db)).toEqual([]);
        const pending = await db.selectFrom('loans').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow();
        expect(Number(pending.n)).toBeGreaterThan(0);
        const one = await db.selectFrom('users').select(['fullName', 'contactNumber']).where('id', '=', 7).executeTakeFirstOrThrow();
        const surname = one.fullName.split('. ')[1] as string;
        const ids = (q: string) => listMembers(db, { query: { q, limit: 200, offset: 0, order: 'desc' }, now: new Date() }).then((page) => page.rows.map((u) => u.id));
        expect(await ids(surname.toLowerCase())).toContain(7);
        expect(await ids(one.contactNumber.slice(-7))).toContain(7);
      } finally {
        await db.destroy();
      }
      expect(runCli('seed.ts', { dataDir, args: [dataDir, '10'] }).status).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
