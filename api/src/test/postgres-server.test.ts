import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A Node process that starts and stops the test PostgreSQL as the api-postgres project's global setup does, then ends with exit code 3 as a failed test run would. */
function exitCodeAfterAServer(): { status: number | null; stderr: string } {
  const script = `const { startPostgres } = await import('./api/src/test/postgres-server.ts'); const server = await startPostgres({}); await server.stop(); process.exitCode = 3;`;
  const { TEST_DATABASE_URL: _, ...env } = process.env;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  return { status: child.status, stderr: child.stderr };
}

describe('the test PostgreSQL server', () => {
  it('leaves a failed test run its exit code (its package’s exit hook made every run exit 0)', { timeout: 150_000 }, () => {
    const { status, stderr } = exitCodeAfterAServer();
    expect(status, stderr).toBe(3);
  });
});
