import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path: the config is bundled without the workspace's TypeScript packages, which Node would load as .ts.
import { COMPANY } from '../domain/src/company';
import { firstScreen } from './vite-first-screen';
import { precompress } from './vite-precompress';
import { screenChunkGroups } from './vite-screen-chunks';
import { staticSignInPage } from './vite-static-sign-in';

const firstScreenChunk = firstScreen();
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const BRAND_COLOR = '#0848c4';

/**
 * The app's version: a hash of the sources that make up the client. It
 * busts the persisted query cache whenever the code that reads it changes,
 * and stays the same for the same sources on any machine.
 */
function sourceVersion(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|css)$/.test(entry.name)) hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  for (const dir of ['src', '../domain/src']) walk(resolve(import.meta.dirname, dir));
  return hash.digest('hex').slice(0, 12);
}

// The web app's build and dev server. In development the API runs on its
// own port and is reached through this proxy, so the browser sees one origin.
export default defineConfig({
  root: import.meta.dirname,
  publicDir: '../public',
  define: { __APP_VERSION__: JSON.stringify(sourceVersion()) },
  plugins: [
    // Each route's component is its own chunk: a borrower never downloads the admin panel.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    // Decision 010: the service worker precaches the app shell only. The
    // API's answers are private and are never cached by it; the offline view
    // reads the persisted query cache, which logout wipes.
    VitePWA({
      registerType: 'prompt',
      // Registered from our own code (lib/pwa.ts): the CSP allows no inline script.
      injectRegister: null,
      manifest: {
        id: '/',
        name: COMPANY.name,
        short_name: COMPANY.shortName,
        description: 'Installment loans for Filipinos at home and abroad: apply, track your loan and withdraw from your wallet.',
        lang: 'en-PH',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: BRAND_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The shell: scripts, styles, index.html, icons and the login screen's art.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The back office is used online on desktops: phones do not download it in the background.
        globIgnores: ['**/assets/admin*.js'],
        navigateFallback: '/index.html',
        // Server paths: never answered with the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/objects\//, /^\/uploads\//, /^\/ws$/],
        // No runtimeCaching on purpose: nothing from /api, /objects or /uploads is stored by the worker.
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
    firstScreenChunk.plugin,
    staticSignInPage(),
    // Last: it compresses what the others wrote, sw.js included.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // index.html preloads nothing: preloads there took a slow line's
    // bandwidth from the stylesheet, and with it the boot screen's first
    // paint (Lighthouse: 2.0 s with them, 1.6-1.7 s without; decision 029).
    // A screen's chunks are still preloaded all at once when it is opened.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    // Decisions 038 and 075: the first screen's code in one chunk, preloaded by index.html
    // (vite-first-screen.ts), and one chunk per borrower screen after it (vite-screen-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: screenChunkGroups(firstScreenChunk.isFirstScreenModule) } } },
  },
  server: {
    proxy: {
      '/api': api,
      '/objects': api,
      '/uploads': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
});
