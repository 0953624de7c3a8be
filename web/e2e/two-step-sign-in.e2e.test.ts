import { beforeAll, describe, expect, it } from 'vitest';
import { nextTotpCode } from '../../api/src/test/staff-over-http';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, see, type BorrowerOverHttp } from './support/journey';

// Issue 27 item 4, DEPARTURES 17, in real Chromium against the real server, on
// a 360 px phone: a borrower turns the second factor on in ACCOUNT, signs in
// again with a code from the key shown as text, and turns it off with a
// recovery code.
const kit = useBrowserTest();
let borrower: BorrowerOverHttp;
let secret = '';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  borrower = await borrowerOverHttp(kit.server.base, { until: 'verified' });
});

describe('the two-step sign-in of a borrower', () => {
  it('turns it on in ACCOUNT with the key shown as text and a code, and shows the ten recovery codes once', async () => {
    const page = await kit.signedInPage(borrower.client);
    await page.goto('/dashboard?tab=account');
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByText('Off. Turn it on to be asked for a code from an authenticator app each time you sign in.').waitFor();
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByRole('img', { name: 'QR code of your authenticator key' }).waitFor();
    secret = ((await card.getByLabel('Or type this key in the app').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'the two-step sign-in card with the key');

    await card.getByLabel('6-digit code').fill('000000');
    await card.getByRole('button', { name: 'Turn on' }).click();
    await see(page, 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.');
    await card.getByLabel('6-digit code').fill(await nextTotpCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const list = card.getByRole('list', { name: 'Save your recovery codes' });
    await list.waitFor();
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await expectAccessible(page, 'the two-step sign-in card with the recovery codes');
    await card.getByRole('button', { name: 'I saved my recovery codes' }).click();
    await card.getByText('On. Signing in asks for a code from your authenticator app.').waitFor();
  });

  it('signs in again with the password and then a code from the app, and turns it off with a recovery code', async () => {
    const page = await kit.page();
    await page.goto('/login');
    await page.getByLabel('Email').fill(borrower.email);
    await page.getByLabel(/^Password/).fill(borrower.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByLabel('6-digit code').fill(await nextTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard**');

    await page.goto('/dashboard?tab=account');
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByLabel('Code or recovery code').fill(recoveryCodes[0] as string);
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByText('Off. Turn it on to be asked for a code from an authenticator app each time you sign in.').waitFor();
  });
});
