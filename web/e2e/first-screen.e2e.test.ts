import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, see } from './support/journey';

// Issue 28, a slow line (decision 038): on a 2 s round trip every request
// that waits for another costs 2 s more, and a browser opens 6 connections
// to a host. Structure, not timings: who asks for each file of the sign-in
// screen, and how many there are. `npm run bench:slow-line` gives the times.
const kit = useBrowserTest();

type Asked = { path: string; type: string; byDocument: boolean; byParser: boolean };

/** Every request of the page with whether the document itself asked for it (`byParser`; `byDocument`: the sign-in page), from the DevTools protocol's initiators. */
async function recordRequests(page: Page): Promise<Asked[]> {
  const asked: Asked[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.origin !== kit.server.base) return;
    const initiator = event.initiator as { type: string; url?: string };
    asked.push({
      path: url.pathname,
      type: event.type ?? 'Other',
      byDocument: event.type === 'Document' || (initiator.type === 'parser' && initiator.url !== undefined && new URL(initiator.url).pathname === '/login'),
      byParser: initiator.type === 'parser',
    });
  });
  return asked;
}

describe('the sign-in screen on a cold cache', () => {
  it('is asked for by index.html at once: its scripts, its styles and the session check, in one round of at most 6 requests', async () => {
    const page = await kit.page();
    const asked = await recordRequests(page);
    await page.goto('/login');
    await see(page, 'Sign in to your account');
    await page.waitForLoadState('networkidle');

    const files = asked.filter(({ type }) => type === 'Script' || type === 'Stylesheet');
    expect(files.filter(({ path }) => path.endsWith('.js')).length).toBeGreaterThan(0);
    expect(files.filter(({ byDocument }) => !byDocument).map(({ path }) => path)).toEqual([]);
    const me = asked.filter(({ path }) => path === '/api/auth/me');
    expect(me).toHaveLength(1);
    expect(me[0]?.byDocument).toBe(true);
    // 6 connections to a host: a 7th file waits for a free one, a round trip more. The static form's
    // own script (sign-in-preload, async: nothing waits for it) only fetches the next screens' code once
    // a field has the focus, so it may take the 7th place: it is not one of the app's files.
    const preload = files.filter(({ path }) => /^\/assets\/sign-in-preload-[\w-]+\.js$/.test(path));
    expect(preload).toHaveLength(1);
    expect(await page.locator(`script[src="${preload[0]?.path}"]`).evaluate((script) => (script as HTMLScriptElement).async)).toBe(true);
    expect(files.length - preload.length + me.length).toBeLessThanOrEqual(6);
  });

  it("fetches the dashboard's code once the visitor starts to fill in the form, not before", async () => {
    const page = await kit.page();
    const asked = await recordRequests(page);
    await page.goto('/login');
    await see(page, 'Sign in to your account');
    await page.waitForLoadState('networkidle');
    const dashboardCode = () => asked.filter(({ path }) => /^\/assets\/dashboard-[\w-]+\.js$/.test(path));
    expect(dashboardCode()).toEqual([]);

    await page.getByLabel('Email').focus();
    await expect.poll(() => dashboardCode().length, { timeout: 10_000 }).toBe(1);
  });
});

describe('the sign-in form before its scripts arrive', () => {
  it("is drawn by the page itself: typed in while the app's code is held back, it keeps what was typed and the focus, and HOME's code is asked for once a field has the focus", async () => {
    const borrower = await borrowerOverHttp(kit.server.base);
    const page = await kit.page();
    const asked = await recordRequests(page);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's entry script, held as a slow line holds it.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });

    await see(page, 'Sign in to your account');
    const logIn = page.getByRole('button', { name: 'LOG IN' });
    await expect.poll(() => logIn.isDisabled()).toBe(true);
    await page.getByLabel('Email').pressSequentially(borrower.email);
    await page.locator('input[autocomplete=current-password]').pressSequentially(borrower.password);
    await page.getByLabel('Remember me on this device').check();
    await page.locator('input[autocomplete=current-password]').focus();
    // No script of the app has run, yet HOME's code is on its way.
    await expect.poll(() => asked.some(({ path }) => /^\/assets\/dashboard-[\w-]+\.js$/.test(path)), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('#static-sign-in-screen').count()).toBe(1);

    release();
    await expect.poll(() => logIn.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.locator('#static-sign-in-screen').count()).toBe(0);
    expect(await page.locator('form').count()).toBe(1);
    // The app's stylesheet is back in <head>, before the rules Mantine adds there (the theme's readable greys).
    expect(await page.evaluate(() => [document.body.querySelectorAll('link[rel=stylesheet]').length, document.head.querySelectorAll('link[rel=stylesheet]').length])).toEqual([0, 1]);
    expect(await page.getByLabel('Email').inputValue()).toBe(borrower.email);
    expect(await page.locator('input[autocomplete=current-password]').inputValue()).toBe(borrower.password);
    expect(await page.getByLabel('Remember me on this device').isChecked()).toBe(true);
    expect(await page.locator('input[autocomplete=current-password]').evaluate((input) => input === document.activeElement)).toBe(true);

    await logIn.click();
    await see(page, 'Application in Progress', 20_000);
  });

  it('says what the app says: the same texts, and LOG IN waits for the app (Enter submits nothing)', async () => {
    const page = await kit.page();
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    const asked = await recordRequests(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await see(page, 'Sign in to your account');
    const screen = page.locator('#static-sign-in-screen');
    const text = (await screen.innerText()).replace(/\s+/g, ' ');
    for (const expected of ['Sample Lending Corporation', 'Sign in to your account', 'Email', 'Password', 'Remember me on this device', 'LOG IN', "Don't have an account? Register"]) {
      expect(text).toContain(expected);
    }
    await page.getByLabel('Email').fill('ana@example.ph');
    await page.locator('input[autocomplete=current-password]').fill('a secret password');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(page.url()).not.toContain('secret');
    expect(asked.filter(({ type }) => type === 'Document')).toHaveLength(1);
  });
});

describe('the WALLET, ACCOUNT and ABOUT tabs', () => {
  it("have their code fetched while the visitor fills in the sign-in form, before any tap; a signed-in visit to HOME does not fetch it", async () => {
    const tabsCode = (asked: Asked[]) => asked.filter(({ path }) => /^\/assets\/(wallet|account|about)-[\w-]{8}\.js$/.test(path)).map(({ path }) => path.split('-')[0]);
    const page = await kit.page();
    const asked = await recordRequests(page);
    await page.goto('/login');
    await see(page, 'Sign in to your account');
    await page.waitForLoadState('networkidle');
    expect(tabsCode(asked)).toEqual([]);
    await page.getByLabel('Email').focus();
    await expect.poll(() => tabsCode(asked).sort(), { timeout: 30_000 }).toEqual(['/assets/about', '/assets/account', '/assets/wallet']);

    // HOME opened directly (a session, no sign-in form): its budget counts HOME's code only (delivery.e2e.test.ts).
    const { page: home } = await kit.borrowerPage();
    const askedByHome = await recordRequests(home);
    await home.goto('/dashboard');
    await see(home, 'Application in Progress', 20_000);
    await home.waitForLoadState('networkidle');
    expect(tabsCode(askedByHome)).toEqual([]);
  });
});

describe('HOME and each tab on a cold cache', () => {
  /** A browser opens 6 connections to a host: 6 files are one round trip, a 7th waits for a second (decision 075). */
  const ONE_ROUND = 6;

  it('each asks for at most one round of script files beyond what the screen before it loaded', async () => {
    const { page } = await kit.borrowerPage();
    const asked = await recordRequests(page);
    const scripts = () => asked.filter(({ type }) => type === 'Script').map(({ path }) => path);
    await page.goto('/dashboard');
    await see(page, 'Application in Progress', 20_000);
    await page.waitForLoadState('networkidle');
    // HOME: what the document asks for itself (the first screen's files, decision 038) is one round; HOME's own code after it.
    const byDocument = new Set(asked.filter(({ byParser, type }) => byParser && type === 'Script').map(({ path }) => path));
    const home = scripts().filter((path) => !byDocument.has(path));
    expect(home.length, `HOME asked for ${home.length} script files beyond the first screen's:\n${home.join('\n')}`).toBeGreaterThan(0);
    expect(home.length, `HOME asked for ${home.length} script files beyond the first screen's:\n${home.join('\n')}`).toBeLessThanOrEqual(ONE_ROUND);

    for (const [tab, shows] of [
      ['WALLET', 'WITHDRAW'],
      ['ACCOUNT', 'Credit Score'],
      ['ABOUT', 'Our Services'],
    ] as const) {
      const before = scripts().length;
      await page.getByRole('tab', { name: tab }).click();
      await see(page, shows, 20_000);
      await page.waitForLoadState('networkidle');
      const tabFiles = scripts().slice(before);
      expect(tabFiles.length, `${tab} asked for ${tabFiles.length} script files:\n${tabFiles.join('\n')}`).toBeLessThanOrEqual(ONE_ROUND);
    }
  });
});

describe('HOME after LOG IN', () => {
  it("shows the borrower's loans from the sign-in's answer: no GET /api/loans, and /api/auth/me asked once, before HOME", async () => {
    const borrower = await borrowerOverHttp(kit.server.base);
    const page = await kit.page();
    const asked = await recordRequests(page);
    await page.goto('/login');
    await see(page, 'Sign in to your account');
    await page.getByLabel('Email').fill(borrower.email);
    await page.locator('input[autocomplete=current-password]').fill(borrower.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await see(page, 'Application in Progress', 20_000);

    const calls = asked.filter(({ path }) => path.startsWith('/api/')).map(({ path }) => path);
    expect(calls.filter((path) => path === '/api/auth/login')).toHaveLength(1);
    expect(calls.filter((path) => path === '/api/loans')).toEqual([]);
    expect(calls.filter((path) => path === '/api/auth/me')).toHaveLength(1);
  });
});
