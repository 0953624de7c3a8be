/*
 * Screenshots of every borrower screen at 360 px (and 1280 px), in English
 * and Filipino, light and dark, against the real server on a fresh
 * DATA_DIR. On each phone screen axe-core runs (every rule, every impact)
 * and so does the check that no text is cut off or spills past the screen's
 * edge (issue 28): each finding is printed and the exit code is 1 when there
 * is any. Run on demand:
 *   npm run screenshots -- [outDir]      (default: ./screenshots, git-ignored)
 * SCREENSHOTS_ONLY=wallet,notice takes only the screens whose names start so.
 * Needs a built web app (npm run build); the browser is the tests' (CHROMIUM_PATH overrides).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { HttpClient, spawnServer } from '../../api/src/test/spawn-server';
import { axeViolations, DESKTOP, launchChromium, newContext, PHONE } from './support/browser';
import { adminClient, type Borrower, borrowerOverHttp, newBorrower, PERSONAL_DETAILS, signedInContext } from './support/journey';
import { chooseSchemeAndLanguage, overflowingTexts } from './support/phone-screen';

const outDir = resolve(process.argv[2] ?? 'screenshots');
mkdirSync(outDir, { recursive: true });

type Language = 'en' | 'fil';
/** What the borrower of a screen has done: registered only, given details, uploaded the IDs, been verified, applied, been approved, asked to withdraw. */
type State = 'fresh' | 'details' | 'documents' | 'verified' | 'pending' | 'approved' | 'withdrawing';
type Made = { client: HttpClient; who: Borrower };
type Shot = {
  name: string;
  path: string;
  /** Signed in as a borrower in this state, or not signed in ('anonymous', or a state whose borrower signs in on the screen). */
  as: 'anonymous' | State;
  isSignedIn?: false;
  prepare?: (page: Page, made: Made | undefined) => Promise<void>;
};

const STATES = ['fresh', 'details', 'documents', 'verified', 'pending', 'approved', 'withdrawing'] as const satisfies readonly State[];

/** The phone: 360 × 740. */
const PHONE_360 = { width: PHONE.width, height: 740 } as const;

/** A button by its English or Filipino name. */
const button = (page: Page, english: string, filipino: string) => page.getByRole('button', { name: new RegExp(`^(${english}|${filipino})$`, 'i') }).first();

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

function ok(response: Awaited<ReturnType<HttpClient['call']>>, what: string) {
  if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
}

/** A borrower made over HTTP in the state the screens need, their account in the language shown. */
async function makeBorrower(base: string, admin: HttpClient, state: State, language: Language): Promise<Made> {
  const until = state === 'fresh' || state === 'details' ? 'registered' : state === 'documents' || state === 'verified' ? state : 'pending';
  const borrower = await borrowerOverHttp(base, { who: newBorrower(state), until });
  if (state === 'details') {
    // Personal details given: the verification opens on its second step (the ID documents).
    ok(await borrower.client.call('POST', '/api/user/verification', PERSONAL_DETAILS), 'personal details');
  }
  if (state === 'approved' || state === 'withdrawing') {
    ok(await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved' }), 'approval');
  }
  // Signing in adopts the account's language: the account says which.
  ok(await borrower.client.call('PUT', '/api/user/preferences', { language }), 'language');
  return { client: borrower.client, who: borrower };
}

/** Signs in on the sign-in screen with this password (right or wrong), in either language. */
async function signIn(page: Page, made: Made | undefined, password: string) {
  if (!made) throw new Error('signing in needs a borrower');
  await page.locator('input[type="email"]').fill(made.who.email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await button(page, 'LOG IN', 'MAG-LOG IN').click();
}

const openDialog = (english: string, filipino: string) => async (page: Page) => {
  await button(page, english, filipino).click();
  await page.getByRole('dialog').waitFor();
};

const SHOTS: Shot[] = [
  { name: 'login', path: '/login', as: 'anonymous' },
  { name: 'register', path: '/register', as: 'anonymous' },
  { name: 'not-found', path: '/no-such-page', as: 'anonymous' },
  {
    // The page an email's link opens, after a tap on a link that is not (or no longer) valid.
    name: 'verify-email',
    path: '/verify-email?token=not-a-real-token',
    as: 'anonymous',
    prepare: async (page) => {
      await button(page, 'CONFIRM MY EMAIL', 'KUMPIRMAHIN ANG EMAIL KO').click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'notice-sign-in-failed',
    path: '/login',
    as: 'fresh',
    isSignedIn: false,
    prepare: async (page, made) => {
      await signIn(page, made, 'Not-the-password-1');
      await page.locator('.mantine-Notification-root').waitFor();
    },
  },
  {
    name: 'notice-welcome',
    path: '/login',
    as: 'fresh',
    isSignedIn: false,
    prepare: async (page, made) => {
      await signIn(page, made, made?.who.password ?? '');
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.locator('.mantine-Notification-root').waitFor();
    },
  },
  { name: 'verification-1', path: '/verification', as: 'fresh' },
  { name: 'verification-2', path: '/verification', as: 'details' },
  { name: 'verification-3', path: '/verification', as: 'documents' },
  { name: 'home-unverified', path: '/dashboard?tab=home', as: 'fresh' },
  { name: 'home-no-loan', path: '/dashboard?tab=home', as: 'verified' },
  { name: 'home-pending', path: '/dashboard?tab=home', as: 'pending' },
  { name: 'home-active-loan', path: '/dashboard?tab=home', as: 'approved' },
  {
    name: 'home-active-loan-applying',
    path: '/dashboard?tab=home',
    as: 'approved',
    prepare: async (page) => {
      await button(page, 'Apply for another loan', 'Mag-apply ng isa pang loan').click();
      await page.getByRole('slider').first().waitFor();
    },
  },
  // WALLET shows the latest notification (SPEC section 2): the borrower's notifications screen.
  { name: 'wallet', path: '/dashboard?tab=wallet', as: 'approved' },
  { name: 'wallet-withdraw', path: '/dashboard?tab=wallet', as: 'approved', prepare: openDialog('WITHDRAW', 'MAG-WITHDRAW') },
  {
    // A withdrawal asked for (over HTTP, when the borrower has none open): the dialog's code step.
    name: 'wallet-withdraw-code',
    path: '/dashboard?tab=wallet',
    as: 'withdrawing',
    prepare: openDialog('Enter code', 'Ilagay ang code'),
  },
  { name: 'wallet-pay', path: '/dashboard?tab=wallet', as: 'approved', prepare: openDialog('PAY FROM WALLET', 'MAGBAYAD MULA SA WALLET') },
  // ACCOUNT: every card, the Messages card and the two-step card among them.
  { name: 'account', path: '/dashboard?tab=account', as: 'approved' },
  {
    // The notice box (components/notice.tsx) a filed complaint shows.
    name: 'notice-complaint-filed',
    path: '/dashboard?tab=account',
    as: 'approved',
    prepare: async (page) => {
      const complaints = page.locator('section[aria-labelledby="account-complaints"]');
      await complaints.getByRole('button').first().click();
      const form = page.getByRole('dialog');
      await form.getByRole('combobox').first().click();
      await form.getByRole('option').first().click();
      await form.locator('textarea').fill('The app showed my payment twice on 3 November.');
      await form.locator('button[type="submit"]').click();
      await complaints.getByRole('status').waitFor();
    },
  },
  { name: 'about', path: '/dashboard?tab=about', as: 'approved' },
  { name: 'agreement', path: '/dashboard?tab=about', as: 'approved', prepare: openDialog('View Loan Agreement', 'Tingnan ang Kasunduan sa Loan') },
];

const only = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean);
const shots = only ? SHOTS.filter((shot) => only.some((prefix) => shot.name.startsWith(prefix))) : SHOTS;

async function main(): Promise<number> {
  const server = await spawnServer();
  let browser: Browser | undefined;
  let violationCount = 0;
  let cutCount = 0;
  let phoneScreens = 0;
  try {
    browser = await launchChromium();
    const admin = await adminClient(server.base, server.adminPassword);
    const borrowers: Record<string, Made> = {};
    for (const language of ['en', 'fil'] as const) {
      for (const state of STATES) borrowers[`${state}-${language}`] = await makeBorrower(server.base, admin, state, language);
    }
    let count = 0;
    for (const [width, viewport] of [['360', PHONE_360], ['1280', DESKTOP]] as const) {
      for (const language of ['en', 'fil'] as const) {
        // The wide screens in English only: the phone is what the issue is about.
        if (width === '1280' && language === 'fil') continue;
        for (const colorScheme of ['light', 'dark'] as const) {
          for (const shot of shots) {
            const made = shot.as === 'anonymous' ? undefined : borrowers[`${shot.as}-${language}`];
            if (shot.as === 'withdrawing' && made) {
              // 409: the request of an earlier screen is still open, and its code step is what is shown.
              const asked = await made.client.call('POST', '/api/withdrawals', { amount: 100_000 });
              if (asked.status !== 200 && asked.status !== 201 && asked.status !== 409) ok(asked, 'withdrawal');
            }
            const context = made && shot.isSignedIn !== false
              ? await signedInContext(browser, { base: server.base, client: made.client, viewport, colorScheme })
              : await newContext(browser, { base: server.base, viewport, colorScheme });
            await chooseSchemeAndLanguage(context, colorScheme, language);
            const page = await context.newPage();
            // The carousels stay on their first slide: a screen caught mid-slide would show half a slide.
            await page.emulateMedia({ reducedMotion: 'reduce' });
            await page.goto(shot.path);
            await settle(page);
            await shot.prepare?.(page, made);
            await settle(page);
            const name = `${shot.name}-${width}-${language}-${colorScheme}`;
            await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
            count += 1;
            if (width === '360') {
              phoneScreens += 1;
              const violations = await axeViolations(page);
              violationCount += violations.length;
              for (const v of violations) console.log(`axe ${name}: ${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
              const cut = await overflowingTexts(page);
              cutCount += cut.length;
              for (const text of cut) console.log(`cut off ${name}: ${text}`);
            }
            await context.close();
          }
        }
      }
    }
    console.log(
      `${count} screenshots in ${outDir}; at 360 px: ${shots.length} screens x 2 languages x 2 themes = ${phoneScreens}, ` +
        `axe: ${violationCount} violation(s), cut-off texts: ${cutCount}`,
    );
  } finally {
    await browser?.close();
    await server.stop();
  }
  return violationCount === 0 && cutCount === 0 ? 0 : 1;
}

process.exit(await main());
