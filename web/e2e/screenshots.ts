/*
 * Screenshots of every borrower screen at 360 px (and 1280 px), in English
 * and Filipino, light and dark, against the real server on a fresh
 * DATA_DIR, with axe-core run on each phone screen (issue 28): every
 * violation is printed and the exit code is 1 when there is any. Run on demand:
 *   npm run screenshots -- [outDir]      (default: ./screenshots, git-ignored)
 * Needs a built web app (npm run build) and Debian's chromium.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { HttpClient, spawnServer } from '../../api/src/test/spawn-server';
import { axeViolations, DESKTOP, launchChromium, newContext, PHONE } from './support/browser';
import { adminClient, borrowerOverHttp, newBorrower, PERSONAL_DETAILS, signedInContext } from './support/journey';

const outDir = resolve(process.argv[2] ?? 'screenshots');
mkdirSync(outDir, { recursive: true });

type Language = 'en' | 'fil';
type State = 'fresh' | 'details' | 'pending' | 'approved';
type Shot = { name: string; path: string; prepare?: (page: Page) => Promise<void>; as?: 'anonymous' | State };

/** The issue's phone: 360 × 740. */
const PHONE_360 = { width: PHONE.width, height: 740 } as const;

/** A button by its English or Filipino name. */
const button = (page: Page, english: string, filipino: string) => page.getByRole('button', { name: new RegExp(`^(${english}|${filipino})$`, 'i') }).first();

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/** A borrower made over HTTP in the state the screens need, their account in the language shown. */
async function makeBorrower(base: string, admin: HttpClient, state: State, language: Language) {
  const borrower = await borrowerOverHttp(base, { who: newBorrower(state), until: state === 'fresh' || state === 'details' ? 'registered' : 'pending' });
  if (state === 'details') {
    // Personal details given: the verification opens on its second step (the ID documents).
    await borrower.client.call('POST', '/api/user/verification', PERSONAL_DETAILS);
  }
  if (state === 'approved') await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved' });
  // Signing in adopts the account's language: the account says which.
  await borrower.client.call('PUT', '/api/user/preferences', { language });
  return borrower.client;
}

const SHOTS: Shot[] = [
  { name: 'login', path: '/login', as: 'anonymous' },
  { name: 'register', path: '/register', as: 'anonymous' },
  { name: 'not-found', path: '/no-such-page', as: 'anonymous' },
  { name: 'verification-1', path: '/verification', as: 'fresh' },
  { name: 'verification-2', path: '/verification', as: 'details' },
  { name: 'home-form', path: '/dashboard?tab=home', as: 'fresh' },
  { name: 'home-pending', path: '/dashboard?tab=home', as: 'pending' },
  { name: 'home-active-loan', path: '/dashboard?tab=home', as: 'approved' },
  // WALLET shows the latest notification (SPEC section 2): the borrower's notifications screen.
  { name: 'wallet', path: '/dashboard?tab=wallet', as: 'approved' },
  {
    name: 'wallet-withdraw',
    path: '/dashboard?tab=wallet',
    as: 'approved',
    prepare: async (page) => {
      await button(page, 'WITHDRAW', 'MAG-WITHDRAW').click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'wallet-pay',
    path: '/dashboard?tab=wallet',
    as: 'approved',
    prepare: async (page) => {
      await button(page, 'PAY FROM WALLET', 'MAGBAYAD MULA SA WALLET').click();
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
      await page.getByRole('button', { name: /agreement|kasunduan/i }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

async function main(): Promise<number> {
  const server = await spawnServer();
  let browser: Browser | undefined;
  let violationCount = 0;
  try {
    browser = await launchChromium();
    const admin = await adminClient(server.base, server.adminPassword);
    const clients: Record<string, HttpClient> = {};
    for (const language of ['en', 'fil'] as const) {
      for (const state of ['fresh', 'details', 'pending', 'approved'] as const) {
        clients[`${state}-${language}`] = await makeBorrower(server.base, admin, state, language);
      }
    }
    let count = 0;
    for (const [width, viewport] of [['360', PHONE_360], ['1280', DESKTOP]] as const) {
      for (const language of ['en', 'fil'] as const) {
        // The wide screens in English only: the phone is what the issue is about.
        if (width === '1280' && language === 'fil') continue;
        for (const colorScheme of ['light', 'dark'] as const) {
          for (const shot of SHOTS) {
            const client = shot.as && shot.as !== 'anonymous' ? clients[`${shot.as}-${language}`] : undefined;
            const context = client
              ? await signedInContext(browser, { base: server.base, client, viewport, colorScheme })
              : await newContext(browser, { base: server.base, viewport, colorScheme });
            await context.addInitScript(
              ([scheme, code]) => {
                localStorage.setItem('mantine-color-scheme-value', scheme);
                localStorage.setItem('language', code);
              },
              [colorScheme, language] as const,
            );
            const page = await context.newPage();
            await page.goto(shot.path);
            await settle(page);
            await shot.prepare?.(page);
            await settle(page);
            const name = `${shot.name}-${width}-${language}-${colorScheme}`;
            await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
            count += 1;
            if (width === '360') {
              const violations = await axeViolations(page);
              violationCount += violations.length;
              for (const v of violations) console.log(`axe ${name}: ${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
            }
            await context.close();
          }
        }
      }
    }
    console.log(`${count} screenshots in ${outDir}; axe on the 360 px ones: ${violationCount === 0 ? 'no violations' : `${violationCount} violation(s)`}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
  return violationCount === 0 ? 0 : 1;
}

process.exit(await main());
