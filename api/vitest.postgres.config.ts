import { defineProject } from 'vitest/config';

/**
 * The api project's tests again, on PostgreSQL (issue 13), and the tests of
 * two instances on one database. Left out: the tests of SQLite's file
 * itself — crash-and-restore (power loss and restore of the file) and
 * two-processes (two processes on one file) — and the command-line backup,
 * which copies that file.
 */
export default defineProject({
  test: {
    name: 'api-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'src/test/crash-and-restore.test.ts', 'src/test/two-processes.test.ts', 'src/cli/cli.test.ts'],
    env: { TEST_DIALECT: 'postgres' },
    globalSetup: ['./src/test/postgres-global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
