import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, see, type BorrowerOverHttp } from './support/journey';

// Issue 15 in real Chromium against the real server: a signed-in borrower
// switches the dashboard to Filipino in the header; the choice survives a
// reload, is kept on the account (GET /api/auth/me), follows the borrower to
// another browser at sign-in, and switching back restores SPEC.md's English.

const kit = useBrowserTest();
let borrower: BorrowerOverHttp;

beforeAll(async () => {
  borrower = await borrowerOverHttp(kit.server.base, { until: 'verified', who: { fullName: 'Maricel Santos' } });
}, 60_000);

async function languageOfAccount(): Promise<unknown> {
  const me = await borrower.client.call('GET', '/api/auth/me');
  expect(me.status).toBe(200);
  return me.body.user.language;
}

/** Clicks a button of the header's language switch and waits until the account has the choice. */
async function switchTo(on: Page, name: 'Filipino' | 'English'): Promise<void> {
  const saved = on.waitForResponse((response) => response.url().endsWith('/api/user/preferences') && response.request().method() === 'PUT');
  await on.getByRole('button', { name, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

describe('the language switch', () => {
  it('a signed-in borrower switches the dashboard to Filipino; it stays after a reload and on the account', async () => {
    const page = await kit.signedInPage(borrower.client, { viewport: DESKTOP });
    page.setDefaultTimeout(15_000);
    await page.goto('/dashboard');
    await see(page, 'Welcome,');
    expect(await languageOfAccount()).toBe('en');

    await switchTo(page, 'Filipino');
    await see(page, 'Maligayang pagdating,');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    await page.getByRole('tab', { name: 'TUNGKOL' }).waitFor();
    await page.getByRole('button', { name: 'Mag-log out' }).waitFor();
    await page.getByRole('tab', { name: 'ACCOUNT' }).click();
    await page.getByRole('heading', { name: 'Personal na Impormasyon' }).waitFor();
    await page.getByRole('heading', { name: 'Mga Reklamo' }).waitFor();
    await page.getByRole('button', { name: 'I-download ang aking data' }).waitFor();
    await expectAccessible(page, 'the ACCOUNT tab in Filipino');
    expect(await languageOfAccount()).toBe('fil');

    await page.reload();
    await see(page, 'Maligayang pagdating,');
    await page.getByRole('heading', { name: 'Palitan ang Password' }).waitFor();
    expect(await page.getByText('Welcome,').count()).toBe(0);
  });

  it('signing in on another browser shows Filipino at once, and switching back restores the English of SPEC.md', async () => {
    const page = await kit.page({ viewport: DESKTOP });
    page.setDefaultTimeout(15_000);
    await page.goto('/login');
    // A new browser follows its own language (en-PH) until the account says otherwise.
    await see(page, 'Sign in to your account');
    await page.getByLabel('Email').fill(borrower.email);
    await page.getByLabel(/^Password/).fill(borrower.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL('**/dashboard');
    await see(page, 'Maligayang pagdating,');
    await page.getByRole('tab', { name: 'TUNGKOL' }).click();
    await page.getByRole('heading', { name: 'Ang Aming mga Opisina' }).waitFor();
    await page.getByRole('button', { name: 'Tingnan ang Kasunduan sa Loan' }).waitFor();

    await switchTo(page, 'English');
    await see(page, 'Welcome,');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('heading', { name: 'Our Offices' }).waitFor();
    await page.getByRole('button', { name: 'View Loan Agreement' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    for (const tab of ['HOME', 'WALLET', 'ACCOUNT', 'ABOUT']) await page.getByRole('tab', { name: tab }).waitFor();
    expect(await page.getByText('Maligayang pagdating,').count()).toBe(0);
    expect(await languageOfAccount()).toBe('en');
  });
});
