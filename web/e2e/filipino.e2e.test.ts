import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { newBorrower, see } from './support/journey';

// Issue 15 in real Chromium against the real server: a visitor whose phone
// reads Filipino (fil-PH) gets the sign-in screen in Filipino, registers in
// Filipino, and the account keeps Filipino for notifications and SMS.
const kit = useBrowserTest();
let page: Page;
const ligaya = { ...newBorrower('ligaya'), fullName: 'Ligaya Bautista' };

beforeAll(async () => {
  page = await kit.page({ locale: 'fil-PH', keep: true });
});

describe('a visitor whose browser reads Filipino', () => {
  it('sees the sign-in screen in Filipino', async () => {
    await page.goto('/login');
    await see(page, 'Mag-sign in sa iyong account');
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    await page.getByRole('button', { name: 'MAG-LOG IN' }).waitFor();
    await page.getByRole('button', { name: 'Filipino' }).and(page.locator('[aria-pressed="true"]')).waitFor();
  });

  it('registers in Filipino, and the account is in Filipino', async () => {
    await page.getByRole('link', { name: 'Mag-register' }).click();
    await see(page, 'Gumawa ng iyong account');
    await page.getByRole('button', { name: 'MAG-REGISTER' }).click();
    await see(page, 'Kailangan ang buong pangalan');
    await page.getByLabel('Buong pangalan').fill(ligaya.fullName);
    await page.getByLabel('Email').fill(ligaya.email);
    await page.getByLabel('Contact number').fill(ligaya.contactNumber);
    await page.getByLabel(/^Password/).fill(ligaya.password);
    await page.getByLabel('Kumpirmahin ang password').fill(ligaya.password);
    // The privacy consent is the form's one checkbox (its words are the privacy notice's).
    await page.getByRole('checkbox').check();
    await expectAccessible(page, 'the registration screen in Filipino');
    await page.getByRole('button', { name: 'MAG-REGISTER' }).click();
    const dialog = page.getByRole('dialog', { name: 'MATAGUMPAY NA NAKA-REGISTER' });
    await dialog.getByText('Magpatuloy sa beripikasyon').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/verification');
    await see(page, 'Beripikasyon ng pagkakakilanlan');
    await see(page, 'Hakbang 1 sa 3');

    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    const { user } = (await me.json()) as { user: { email: string; language: string } };
    expect(user).toMatchObject({ email: ligaya.email, language: 'fil' });
  });
});
