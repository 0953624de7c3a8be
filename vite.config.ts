import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package is a project so that
// its environment (node for domain and api, a DOM for web) stays its own.
export default defineConfig({
  test: {
    projects: ['domain', 'api', 'web', 'web/e2e'],
  },
});
