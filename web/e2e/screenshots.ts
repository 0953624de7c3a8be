/*
 * Screenshots of every borrower screen at 360 px and 1280 px, light and
 * dark, against the real server on a fresh DATA_DIR. Run on demand:
 *   npm run screenshots -- [outDir]      (default: ./screenshots, git-ignored)
 * Needs a built web app (npm run build) and Debian's chromium.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { HttpClient, spawnServer } from '../../api/src/test/spawn-server';
import { DESKTOP, launchChromium, newContext, PHONE } from './support/browser';
import { adminClient, borrowerOverHttp, newBorrower, signedInContext } from './support/journey';

const outDir = resolve(process.argv[2] ?? 'screenshots');
mkdirSync(outDir, { recursive: true });

type Shot = { name: string; path: string; prepare?: (page: Page) => Promise<void>; as?: 'anonymous' | 'fresh' | 'pending' | 'approved' };

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/** A borrower made over HTTP in the state the screens need. */
async function makeBorrower(base: string, admin: HttpClient, state: 'fresh' | 'pending' | 'approved') {
  const borrower = await borrowerOverHttp(base, { who: newBorrower(state), until: state === 'fresh' ? 'registered' : 'pending' });
  if (state === 'approved') await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved' });
  return borrower.client;
}

const SHOTS: Shot[] = [
  { name: 'login', path: '/login', as: 'anonymous' },
  { name: 'register', path: '/register', as: 'anonymous' },
  { name: 'not-found', path: '/no-such-page', as: 'anonymous' },
  { name: 'verification-1', path: '/verification', as: 'fresh' },
  { name: 'home-form', path: '/dashboard?tab=home', as: 'fresh' },
  { name: 'home-pending', path: '/dashboard?tab=home', as: 'pending' },
  { name: 'wallet', path: '/dashboard?tab=wallet', as: 'approved' },
  {
    name: 'wallet-withdraw',
    path: '/dashboard?tab=wallet',
    as: 'approved',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'WITHDRAW' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'account', path: '/dashboard?tab=account', as: 'approved' },
  { name: 'about', path: '/dashboard?tab=about', as: 'approved' },
  {
    name: 'agreement',
    path: '/dashboard?tab=about',
    as: 'approved',
    prepare: async (page) => {
      await page.getByRole('button', { name: /agreement/i }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

async function main() {
  const server = await spawnServer();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const admin = await adminClient(server.base, server.adminPassword);
    const clients: Record<string, HttpClient> = {};
    for (const state of ['fresh', 'pending', 'approved'] as const) {
      clients[state] = await makeBorrower(server.base, admin, state);
    }
    let count = 0;
    for (const [width, viewport] of [['360', PHONE], ['1280', DESKTOP]] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const shot of SHOTS) {
          const client = shot.as && shot.as !== 'anonymous' ? clients[shot.as] : undefined;
          const context = client
            ? await signedInContext(browser, { base: server.base, client, viewport, colorScheme })
            : await newContext(browser, { base: server.base, viewport, colorScheme });
          await context.addInitScript((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), colorScheme);
          const page = await context.newPage();
          await page.goto(shot.path);
          await settle(page);
          await shot.prepare?.(page);
          await settle(page);
          const file = `${outDir}/${shot.name}-${width}-${colorScheme}.png`;
          await page.screenshot({ path: file, fullPage: true });
          count += 1;
          await context.close();
        }
      }
    }
    console.log(`${count} screenshots in ${outDir}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
