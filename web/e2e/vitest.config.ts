import { defineProject } from 'vitest/config';

// Browser tests: the real server (built web app included) driven by Debian's
// Chromium through playwright-core. One file at a time: each starts a server
// and a browser, and the machine has two cores.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
