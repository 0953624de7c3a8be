import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package is a project so that
// its environment (node for domain and api, a DOM for web) stays its own.
// `lint` proves that eslint.config.js refuses what decision 014 forbids.
export default defineConfig({
  test: {
    projects: [
      'domain',
      'api',
      'web',
      'web/e2e',
      { test: { name: 'lint', environment: 'node', include: ['eslint.config.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
