import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toManilaIsoDate } from '../../domain/src/format';
import { addDays } from '../../domain/src/repayment';
import type { HttpClient } from '../../api/src/test/spawn-server';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, type BorrowerOverHttp } from './support/journey';

// Issue 12, the borrower's side in a real Chromium at phone width against the
// real server: a loan of PHP 1,200,000 over 24 months at 0.3% (53,600.00 a
// month) recorded by the officer as paid out 40 days ago. Installment 1 fell
// due 9 or 10 days ago, more than the 3 days of grace: it is overdue with a
// late fee of 5% × 53,600 = 2,680.00. Installment 2 is the current period's,
// so bringing the loan up to date takes 53,600 + 2,680 + 53,600 = 109,880.00.
// Owed before: 24 × 53,600 + 2,680 = 1,289,080.00. Paying the amount due from
// the wallet leaves 1,200,000 − 109,880 = 1,090,120.00 in the wallet and
// 1,289,080 − 109,880 = 1,179,200.00 owed on the loan.
const kit = useBrowserTest();
let page: Page;
let borrower: BorrowerOverHttp;
let admin: HttpClient;

beforeAll(async () => {
  admin = await kit.admin();
  borrower = await borrowerOverHttp(kit.server.base);
  const startDate = addDays({ date: toManilaIsoDate(new Date()), days: -40 });
  const approved = await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved', startDate });
  if (approved.status !== 200) throw new Error(`approval: ${approved.status} ${JSON.stringify(approved.body)}`);
  page = await kit.signedInPage(borrower.client, { keep: true });
});

describe('a borrower with an overdue installment', () => {
  it('sees it on WALLET with the late fee, what is due and how to pay', async () => {
    await page.goto('/dashboard?tab=wallet');
    const howToPay = page.getByRole('region', { name: 'How to Pay' });
    await howToPay.waitFor();
    await howToPay.getByText('PHP 109,880.00').waitFor();
    // '7', the loan id in 9 digits and a check digit, shown in groups of 4.
    const reference = await howToPay.getByText(/^7\d{3} \d{4} \d{3}$/).textContent();
    expect(reference?.replace(/ /g, '').slice(0, 10)).toBe(`7${String(borrower.loanId).padStart(9, '0')}`);
    const schedule = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Repayment Schedule' }) });
    const first = schedule.getByRole('row').nth(1);
    await first.getByText('Overdue').waitFor();
    await first.getByText('Late fee PHP 2,680.00').waitFor();
    await schedule.getByText('PHP 1,289,080.00').waitFor();
    await page.getByRole('heading', { name: 'Payoff Today' }).waitFor();
    await expectAccessible(page, 'the WALLET tab with a loan to repay');
  });

  it('pays the amount due from the wallet and sees the receipt and the new balances', async () => {
    await page.getByRole('button', { name: 'PAY FROM WALLET' }).click();
    const choose = page.getByRole('dialog', { name: 'Pay From Wallet' });
    await choose.getByRole('radio', { name: 'Pay off the loan' }).and(page.locator(':enabled')).waitFor();
    await expect(choose.getByRole('radio', { name: 'Amount due' }).isChecked()).resolves.toBe(true);
    await expectAccessible(page, 'the Pay From Wallet dialog');
    await choose.getByRole('button', { name: 'CONTINUE' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
    await confirm.getByText(`Pay PHP 109,880.00 from your wallet to loan #${borrower.loanId}?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'PAY' }).click();

    const receipt = page.getByRole('dialog', { name: 'Payment Received' });
    await receipt.waitFor();
    const figure = (label: string) => receipt.getByRole('row', { name: label }).getByRole('cell').textContent();
    expect(await figure('Receipt number')).toMatch(/^R-\d{8}$/);
    expect(await figure('Amount paid')).toBe('PHP 109,880.00');
    expect(await figure('New loan balance')).toBe('PHP 1,179,200.00');
    await receipt.getByRole('button', { name: 'OK' }).click();
    await receipt.waitFor({ state: 'hidden' });

    await page.getByRole('region', { name: 'Wallet Balance' }).getByText('PHP 1,090,120.00').waitFor();
    const schedule = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Repayment Schedule' }) });
    for (const row of [1, 2]) await schedule.getByRole('row').nth(row).getByText('Paid', { exact: true }).waitFor();
    await schedule.getByText('PHP 1,179,200.00').waitFor();
    await expectAccessible(page, 'the WALLET tab after a payment');
  });

  // Installments 1 and 2 are paid, interest and all: paying off leaves the
  // principal of the other 22, 22 × 50,000 = 1,100,000.00, and charges none of
  // their interest. A remittance the officer credits (1,090,120 → 1,300,000)
  // covers it, leaving 200,000.00 in the wallet.
  it('pays the loan off, sees it closed and downloads the certificate of full payment', async () => {
    const me = await borrower.client.call('GET', '/api/auth/me');
    const topUp = await admin.call('POST', `/api/admin/users/${me.body.user.id}`, {
      walletBalance: 1_300_000,
      expectedBalance: 1_090_120,
      reason: 'Remittance received',
    });
    expect(topUp.status).toBe(200);
    await page.reload();
    await page.getByRole('region', { name: 'Wallet Balance' }).getByText('PHP 1,300,000.00').waitFor();

    await page.getByRole('button', { name: 'PAY FROM WALLET' }).click();
    const choose = page.getByRole('dialog', { name: 'Pay From Wallet' });
    const payoff = choose.getByRole('radio', { name: 'Pay off the loan' }).and(page.locator(':enabled'));
    await payoff.waitFor();
    await payoff.check();
    await choose.getByRole('button', { name: 'CONTINUE' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
    await confirm.getByText(`Pay PHP 1,100,000.00 from your wallet to loan #${borrower.loanId}?`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'PAY' }).click();

    const receipt = page.getByRole('dialog', { name: 'Payment Received' });
    await receipt.getByText('This loan is fully paid and closed.').waitFor();
    expect(await receipt.getByRole('row', { name: 'New loan balance' }).getByRole('cell').textContent()).toBe('PHP 0.00');
    await receipt.getByRole('button', { name: 'OK' }).click();
    await receipt.waitFor({ state: 'hidden' });

    await page.getByRole('region', { name: 'Wallet Balance' }).getByText('PHP 200,000.00').waitFor();
    await page.getByText('Closed', { exact: true }).first().waitFor();
    const certificate = page.getByRole('link', { name: 'CERTIFICATE (PDF)' });
    const href = await certificate.getAttribute('href');
    expect(href).toBe(`/api/loans/${borrower.loanId}/certificate.pdf`);
    const download = await page.context().request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page, 'the WALLET tab of a closed loan');
  });
});
