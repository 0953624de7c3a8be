import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../api/src/test/spawn-server';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { type Borrower, fixture, newBorrower, see, submitRegistration } from './support/journey';

// The borrower's whole journey in a real Chromium against the real server
// on a fresh DATA_DIR, at phone width: register, verify with real image
// files, apply, get approved, withdraw with the code from the notification,
// change the password, log out. Each screen is checked with axe-core.
const kit = useBrowserTest();
let page: Page;
let admin: HttpClient;
const requested: string[] = [];
const maria: Borrower = newBorrower('maria');

beforeAll(async () => {
  page = await kit.page({ keep: true });
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  admin = await kit.admin();
});

describe('a new borrower', () => {
  it('registers and is sent to verification', async () => {
    await page.goto('/register');
    await see(page, 'Create your account');
    await expectAccessible(page, 'the registration screen');
    await submitRegistration(page, maria);
    const dialog = page.getByRole('dialog', { name: 'REGISTERED SUCCESSFULLY' });
    await dialog.waitFor();
    await expect(dialog.getByText('Proceed to verification').isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/verification');
  });

  it('completes the three verification steps with real image files', async () => {
    await see(page, 'Step 1 of 3');
    await expectAccessible(page, 'verification step 1');
    await page.getByLabel('Address').fill('123 Rizal Street, Barangay San Roque, Quezon City');
    await page.getByRole('textbox', { name: 'Country where you work' }).or(page.getByRole('combobox', { name: 'Country where you work' })).first().fill('Saudi');
    await page.getByRole('option', { name: 'Saudi Arabia' }).click();
    await page.getByLabel('Monthly income (PHP)').fill('45000');
    await page.getByLabel('Loan purpose').fill('Tuition for my daughter');
    await page.getByLabel('Emergency contact name').fill('Jose Santos');
    await page.getByLabel('Emergency contact number').fill('+639171234567');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await see(page, 'Step 2 of 3');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await see(page, 'Please upload all required documents.');
    // Each card has the camera's input and the gallery's (issue 28); these come from the gallery.
    await page.getByLabel('Front of ID: Choose from gallery').setInputFiles(fixture('id-front.png'));
    await page.getByLabel('Back of ID: Choose from gallery').setInputFiles(fixture('id-back.png'));
    await page.getByLabel('Selfie with ID: Choose from gallery').setInputFiles(fixture('selfie.png'));
    // Each photo is scaled in the browser before its preview shows (issue 28): wait for the third.
    await page.getByRole('img', { name: /^Preview of/ }).nth(2).waitFor();
    await expect(page.getByRole('img', { name: /^Preview of/ }).count()).resolves.toBe(3);
    await expectAccessible(page, 'verification step 2');
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    await see(page, 'Step 3 of 3');
    await see(page, 'Please enter your receiving bank details');
    await expectAccessible(page, 'verification step 3');
    await page.getByLabel('Bank name').fill('BDO Unibank');
    await page.getByLabel('Account number').fill('0012 3456 7890');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.waitForURL('**/dashboard**');
    await see(page, 'Verification Complete!');
    // DEPARTURES 12: from now on the details change through the loan officer.
    await page.goto('/verification');
    await page.waitForURL('**/dashboard**');
    await see(page, 'Quick Loan Application');
  });

  it('applies for a loan and sees Application in Progress', async () => {
    await see(page, 'Quick Loan Application');
    await expectAccessible(page, 'the HOME tab');
    const apply = page.getByRole('button', { name: 'APPLY IMMEDIATELY' });
    await expect(apply.isDisabled()).resolves.toBe(true);
    await page.getByRole('checkbox').check();
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Success! You have submitted your loan request successfully' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await see(page, 'Application in Progress');
  });

  it('sees the wallet credited after an approval made through the API', async () => {
    const loans = await admin.call('GET', '/api/admin/loans?limit=200');
    const loan = loans.body.find((row: { user?: { email: string } }) => row.user?.email === maria.email);
    expect((await admin.call('POST', `/api/admin/loans/${loan.id}`, { status: 'approved' })).status).toBe(200);
    await page.getByRole('tab', { name: 'WALLET' }).click();
    await see(page, 'PHP 1,200,000.00', 15_000);
    await expectAccessible(page, 'the WALLET tab');
  });

  it('withdraws with the code from the notification and sees Withdrawal Submitted', async () => {
    await page.getByRole('button', { name: 'WITHDRAW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Funds' });
    await dialog.waitFor();
    await expectAccessible(page, "the 'Withdraw Funds' dialog");
    await dialog.getByLabel('Amount (PHP)').fill('50000');
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    const firstOtpDialog = page.getByRole('dialog', { name: 'Enter OTP' });
    await firstOtpDialog.waitFor();
    // No provider is configured here, so the code is read in the notifications, as SPEC has it,
    // and the dialog that asks for it says so without repeating it (issue 28 item 5).
    await firstOtpDialog.getByText(/we sent to your notifications \(the bell\)/).waitFor();
    expect(await firstOtpDialog.textContent()).not.toMatch(/Your withdrawal code is/);
    await expectAccessible(page, "the 'Enter OTP' dialog");
    await firstOtpDialog.getByRole('button', { name: 'Close' }).click();
    const notice = page.getByText(/Your withdrawal code is \d{6}/);
    await notice.waitFor();
    const code = /Your withdrawal code is (\d{6})/.exec((await notice.textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Back to the request: WITHDRAW says one is in progress and offers its code step.
    await page.getByRole('button', { name: 'WITHDRAW' }).click();
    await page.getByRole('dialog', { name: 'Withdrawal Not Available' }).getByRole('button', { name: 'Enter code' }).click();
    const otpDialog = page.getByRole('dialog', { name: 'Enter OTP' });
    await otpDialog.waitFor();
    await otpDialog.getByLabel('Withdrawal code, digit 1 of 6').pressSequentially(code as string);
    await otpDialog.getByRole('button', { name: 'SUBMIT' }).click();
    const submitted = page.getByRole('dialog', { name: 'Withdrawal Submitted' });
    await submitted.waitFor();
    await expectAccessible(page, "the 'Withdrawal Submitted' dialog");
    await submitted.getByRole('button').last().click();
    const withdrawals = await admin.call('GET', '/api/admin/withdrawals?limit=200');
    const mine = withdrawals.body.filter((row: { user?: { email: string } }) => row.user?.email === maria.email);
    expect(mine.map((row: { amount: number; status: string }) => [row.amount, row.status])).toEqual([[50_000, 'pending']]);
  });

  it('changes the password, stays signed in, then signs in again with the new one', async () => {
    await page.getByRole('tab', { name: 'ACCOUNT' }).click();
    await see(page, 'Change Password');
    await expectAccessible(page, 'the ACCOUNT tab');
    const newPassword = 'Narra-tree-2027';
    await page.getByLabel('Current password', { exact: true }).fill(maria.password);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password has been updated' });
    await dialog.waitFor();
    await expectAccessible(page, "the 'Password has been updated' dialog");
    await dialog.getByRole('button', { name: 'Stay Login' }).click();
    await page.getByRole('tab', { name: 'ABOUT' }).click();
    await see(page, 'Our Services');
    await expectAccessible(page, 'the ABOUT tab');
    await page.getByRole('button', { name: 'View Loan Agreement' }).click();
    const agreement = page.getByRole('dialog', { name: 'INSTALLMENT LOAN AGREEMENT' });
    await agreement.waitFor();
    await expectAccessible(page, 'the loan agreement');
    await page.keyboard.press('Escape');
    maria.password = newPassword;
  });

  it('logs out to the sign-in screen, and the dashboard is closed to it', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await see(page, 'You have been successfully logged out.');
    await page.waitForURL((url) => url.pathname === '/');
    await see(page, 'Sign in to your account');
    await expectAccessible(page, 'the login screen');
    await page.goto('/dashboard');
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email').fill(maria.email);
    await page.getByLabel(/^Password/).fill(maria.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL('**/dashboard');
    await see(page, 'Welcome back!');
  });

  it('never downloaded the admin panel’s code', async () => {
    expect(requested.filter((path) => path.startsWith('/assets/index-')).length).toBeGreaterThan(0);
    expect(requested.filter((path) => /^\/assets\/admin[-.]/.test(path))).toEqual([]);
    // Nor inside another chunk (a feature's index.ts can pull it along): no script it loaded has the panel's words.
    const scripts = [...new Set(requested.filter((path) => path.endsWith('.js')))];
    const bodies = await Promise.all(scripts.map(async (path) => (await fetch(new URL(path, kit.server.base))).text()));
    expect(scripts.filter((_path, index) => bodies[index]?.includes('Export CSV'))).toEqual([]);
  });
});
