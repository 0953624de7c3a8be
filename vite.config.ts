import { defineConfig } from 'vitest/config';
import { postgresUnavailable } from './api/src/test/postgres-server';

// One vitest run covers every package; each package is a project so that
// its environment (node for domain and api, a DOM for web) stays its own.
// `lint` proves that eslint.config.js refuses what decision 014 forbids.
// api-postgres runs the api tests again on PostgreSQL when a server can be
// had; CI must have one (.ci/run installs it), so there its absence fails.
const noPostgres = postgresUnavailable(process.env);
if (noPostgres && process.env.CI === 'true') throw new Error(`The PostgreSQL test suite cannot run: ${noPostgres}`);
if (noPostgres) console.warn(`\n*** The PostgreSQL test suite (api-postgres) does NOT run: ${noPostgres}. ***\n`);

export default defineConfig({
  test: {
    projects: [
      'domain',
      'api',
      ...(noPostgres ? [] : ['api/vitest.postgres.config.ts']),
      'web',
      'web/e2e',
      { test: { name: 'lint', environment: 'node', include: ['eslint.config.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
