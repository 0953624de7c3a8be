import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../db/connection';
import { createStaff, createTestContext, registerBorrower } from '../test/harness';

const repoRoot = resolve(__dirname, '../../..');

function runCli(script: string, { dataDir, args = [] }: { dataDir: string; args?: string[] }) {
  return spawnSync(process.execPath, ['--import', 'tsx', `api/src/cli/${script}`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

describe('npm run audit:verify', () => {
  it('passes on an intact chain and fails with a non-zero exit on a tampered one', async () => {
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
  it('copies the database and the objects while the app has the database open', async () => {
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
