import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../api/src/test/spawn-server';
import { DESKTOP, expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, signInStaffOverHttp } from './support/journey';

// Issue 15, four eyes on large money, in real Chromium against the real
// server started with MAKER_CHECKER_THRESHOLD=500000: one officer approves a
// loan of 1,200,000, which waits; the borrower still sees it pending; a
// second officer approves it in APPROVALS and the wallet is credited.

const OFFICER = { email: 'officer@example.com', password: 'officer password 1' };

const kit = useBrowserTest({ env: { MAKER_CHECKER_THRESHOLD: '500000' } });
let mainAdmin: HttpClient;
let officer: HttpClient;

beforeAll(async () => {
  mainAdmin = await kit.admin();
  expect((await mainAdmin.call('POST', '/api/admin/add-admin', OFFICER)).status).toBe(201);
  officer = new HttpClient(kit.server.base);
  expect((await signInStaffOverHttp(officer, OFFICER)).status).toBe(200);
}, 60_000);

async function open(client: HttpClient, path: string): Promise<Page> {
  const page = await kit.signedInPage(client, { viewport: DESKTOP });
  page.setDefaultTimeout(15_000);
  await page.goto(path);
  return page;
}

async function walletOf(client: HttpClient): Promise<number> {
  return (await client.call('GET', '/api/auth/me')).body.user.walletBalance;
}

describe('maker-checker', () => {
  it('holds a large loan approval until a second officer approves it in APPROVALS', async () => {
    const borrower = await borrowerOverHttp(kit.server.base, { who: { fullName: 'Teodora Alonso Realonda' } });

    // The maker approves in the borrowing list: the panel says it was sent for approval.
    const maker = await open(officer, '/admin');
    await maker.getByRole('button', { name: 'BORROWING LIST' }).click();
    await maker.getByRole('button', { name: 'Review loan of Teodora Alonso Realonda' }).click();
    const review = maker.getByRole('dialog', { name: 'Loan Request' });
    await review.getByLabel('Title').fill('Loan Approved');
    await review.getByLabel('Message').fill('Your loan has been approved.');
    await review.getByRole('button', { name: 'Approve' }).click();
    await maker.getByText('Sent for approval').waitFor();
    await maker.getByText('Loan approval above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.').waitFor();
    await maker.getByRole('button', { name: 'APPROVALS 1 waiting' }).click();
    const makerRow = maker.getByRole('table', { name: 'Approvals' }).getByRole('row').filter({ hasText: 'Teodora Alonso Realonda' });
    await makerRow.getByText('Your own request: another staff member decides it').waitFor();
    await expect(makerRow.getByRole('button', { name: 'Approve Loan approval of PHP 1,200,000.00 for Teodora Alonso Realonda' }).isDisabled()).resolves.toBe(true);

    // The borrower still sees the application pending, and nothing was paid out.
    const borrowerPage = await open(borrower.client, '/dashboard');
    await borrowerPage.getByRole('heading', { name: 'Application in Progress' }).waitFor();
    await borrowerPage.getByText('pending', { exact: true }).waitFor();
    await expect(walletOf(borrower.client)).resolves.toBe(0);

    // The second officer (the main admin) approves it in APPROVALS: the wallet is credited.
    const checker = await open(mainAdmin, '/admin?section=approvals');
    const row = checker.getByRole('table', { name: 'Approvals' }).getByRole('row').filter({ hasText: 'Teodora Alonso Realonda' });
    await row.getByText('Waiting').waitFor();
    expect(await row.textContent()).toContain('Loan approval');
    expect(await row.textContent()).toContain('PHP 1,200,000.00');
    expect(await row.textContent()).toContain('Administrator');
    await expectAccessible(checker, 'the APPROVALS section');
    await row.getByRole('button', { name: 'Approve Loan approval of PHP 1,200,000.00 for Teodora Alonso Realonda' }).click();
    const confirm = checker.getByRole('dialog', { name: 'Approve request' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await checker.getByText('Request approved').waitFor();
    await row.getByText('Approved', { exact: true }).waitFor();
    await expect(walletOf(borrower.client)).resolves.toBe(1_200_000);

    await borrowerPage.goto('/dashboard?tab=wallet');
    await borrowerPage.getByRole('region', { name: 'Wallet Balance' }).getByText('PHP 1,200,000.00').waitFor();
  });
});
