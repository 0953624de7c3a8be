import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests: a DOM (jsdom) and msw standing in for the API.
export default defineProject({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
