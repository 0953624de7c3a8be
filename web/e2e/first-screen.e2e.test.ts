import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, see } from './support/journey';

// Issue 28, a slow line (decision 038): on a 2 s round trip every request
// that waits for another costs 2 s more, and a browser opens 6 connections
// to a host. Structure, not timings: who asks for each file of the sign-in
// screen, and how many there are. `npm run bench:slow-line` gives the times.
const kit = useBrowserTest();

type Asked = { path: string; type: string; byDocument: boolean };

/** Every request of the page with whether the document itself (its HTML) asked for it, from the DevTools protocol's initiators. */
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
    });
  });
  return asked;
}

describe('the sign-in screen on a cold cache', () => {
  it('is asked for by index.html at once: its scripts, its styles and the session check, in one round of at most 6 requests', async () => {
    const page = await kit.page();
    const context = page.context();
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
    // 6 connections to a host: a 7th file waits for a free one, a round trip more.
    expect(files.length + me.length).toBeLessThanOrEqual(6);
    await context.close();
  });

  it("fetches the dashboard's code once the visitor starts to fill in the form, not before", async () => {
    const page = await kit.page();
    const context = page.context();
    const asked = await recordRequests(page);
    await page.goto('/login');
    await see(page, 'Sign in to your account');
    await page.waitForLoadState('networkidle');
    const dashboardCode = () => asked.filter(({ path }) => /^\/assets\/dashboard-[\w-]+\.js$/.test(path));
    expect(dashboardCode()).toEqual([]);

    await page.getByLabel('Email').focus();
    await expect.poll(() => dashboardCode().length, { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});

describe('the WALLET tab', () => {
  it("has its code fetched while the visitor fills in the sign-in form, before any tap; a signed-in visit to HOME does not fetch it", async () => {
    const walletCode = (asked: Asked[]) => asked.filter(({ path }) => /^\/assets\/wallet-[\w-]+\.js$/.test(path));
    const page = await kit.page();
    const context = page.context();
    const asked = await recordRequests(page);
    await page.goto('/login');
    await see(page, 'Sign in to your account');
    await page.waitForLoadState('networkidle');
    expect(walletCode(asked)).toEqual([]);
    await page.getByLabel('Email').focus();
    await expect.poll(() => walletCode(asked).length, { timeout: 20_000 }).toBe(1);
    await context.close();

    // HOME opened directly (a session, no sign-in form): its budget counts HOME's code only (delivery.e2e.test.ts).
    const { page: home } = await kit.borrowerPage();
    const signedIn = home.context();
    const askedByHome = await recordRequests(home);
    await home.goto('/dashboard');
    await see(home, 'Application in Progress', 20_000);
    await home.waitForLoadState('networkidle');
    expect(walletCode(askedByHome)).toEqual([]);
    await signedIn.close();
  });
});

describe('HOME after LOG IN', () => {
  it("shows the borrower's loans from the sign-in's answer: no GET /api/loans, and /api/auth/me asked once, before HOME", async () => {
    const borrower = await borrowerOverHttp(kit.server.base);
    const page = await kit.page();
    const context = page.context();
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
    await context.close();
  });
});
