import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Two server instances in one process need a database that lets a writer wait without blocking
    // the event loop: PostgreSQL only (on SQLite, two-processes.test.ts runs two processes).
    exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
