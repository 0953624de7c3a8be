import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

// The web app's build and dev server. In development the API runs on its
// own port and is reached through this proxy, so the browser sees one origin.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: '../public',
  plugins: [
    // Each route's component is its own chunk: a borrower never downloads the admin panel.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    proxy: {
      '/api': api,
      '/objects': api,
      '/uploads': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
});
