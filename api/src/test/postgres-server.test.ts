import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A Node process that loads the test PostgreSQL's package as the api-postgres project does, then ends with exit code 3 as a failed test run would. */
function exitCodeAfterLoading(): number | null {
  const script = `import('./api/src/test/postgres-server.ts').then((m) => m.importEmbeddedPostgres()).then(() => { process.exitCode = 3; });`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 }).status;
}

describe('the test PostgreSQL server', () => {
  it('leaves a failed test run its exit code (its package’s exit hook made every run exit 0)', () => {
    expect(exitCodeAfterLoading()).toBe(3);
  });
});
