import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../api/src/test/spawn-server';
import { DESKTOP, expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp } from './support/journey';

// Issue 12, the officer's side in real Chromium against the real server: a
// loan paid out 45 days ago has its first installment overdue; a collection
// partner's settlement file pays part of it, and a row with a mistyped
// reference waits in the unmatched queue.

const kit = useBrowserTest();
let admin: HttpClient;

beforeAll(async () => {
  admin = await kit.admin();
}, 60_000);

/** A Manila calendar date `days` before today, 'YYYY-MM-DD'. */
function manilaDaysAgo(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() - days * 86_400_000));
}

/** The same reference with its last (check) digit changed: a typo the check digit catches. */
function withWrongCheckDigit(reference: string): string {
  const last = Number(reference.at(-1));
  return `${reference.slice(0, -1)}${(last + 1) % 10}`;
}

async function ok(response: Promise<{ status: number; body: any }>, what: string) {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

describe('the back office takes money in for an overdue loan', () => {
  it('imports a settlement file, shows the payment on the loan and the loan in the overdue report', async () => {
    // 1,200,000 over 24 months at 0.3%: 53,600 a month. Paid out 45 days ago, installment 1 is 14 to 17 days
    // overdue and carries its late fee of 5% (2,680.00) at once: 24 × 53,600 + 2,680 = 1,289,080.00 owed.
    const borrower = await borrowerOverHttp(kit.server.base, { who: { fullName: 'Rosario Dimaculangan Reyes' } });
    const loanId = borrower.loanId as number;
    await ok(admin.call('POST', `/api/admin/loans/${loanId}`, { status: 'approved', startDate: manilaDaysAgo(45) }), 'approve');
    const before = await ok(admin.call('GET', `/api/admin/loans/${loanId}`), 'loan detail');
    expect(before.loan.outstanding).toBe(1_289_080);
    const reference: string = before.loan.paymentReference;
    const wrong = withWrongCheckDigit(reference);
    const transactionId = `OTC-${loanId}-778`;
    const csv = [
      'reference,amount,paid_at,transaction_id,channel',
      `${reference},10000,${manilaDaysAgo(1)},${transactionId},otc`,
      `${wrong},1500,${manilaDaysAgo(1)},OTC-${loanId}-779,otc`,
    ].join('\r\n');

    const page = await kit.adminPage({ viewport: DESKTOP });
    page.setDefaultTimeout(15_000);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'PAYMENTS' }).click();
    await page.waitForURL(/section=payments/);
    await page.getByText('No payments are waiting to be assigned.').waitFor();
    await expectAccessible(page, 'the PAYMENTS section');

    await page.locator('input[type="file"]').setInputFiles({ name: 'settlement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'IMPORT' }).click();
    await page.getByText('Posted 1, duplicates 0, unmatched 1.').waitFor();
    const results = page.getByRole('table', { name: 'Import results' });
    await expect(results.getByRole('row').nth(1).textContent()).resolves.toContain('Posted');
    await expect(results.getByRole('row').nth(2).textContent()).resolves.toContain('invalid reference');
    const queue = page.getByRole('table', { name: 'Unmatched Payments' });
    const held = queue.getByRole('row').filter({ hasText: wrong });
    await held.waitFor();
    expect(await held.textContent()).toContain('invalid reference');
    expect(await held.textContent()).toContain('PHP 1,500.00');
    expect(await held.textContent()).toContain(`OTC-${loanId}-779`);
    await expectAccessible(page, 'the PAYMENTS section after an import');

    // The posted row opens its loan; the URL holds it, so a reload keeps it open.
    await results.getByRole('button', { name: `#${loanId}` }).click();
    await page.waitForURL(new RegExp(`loan=${loanId}`));
    await page.reload();
    const drawer = page.getByRole('dialog', { name: `Loan Account #${loanId}` });
    const transactions = drawer.getByRole('table', { name: 'Transactions' });
    const payment = transactions.getByRole('row').filter({ hasText: transactionId });
    await payment.waitFor();
    expect(await payment.textContent()).toContain('Payment');
    expect(await payment.textContent()).toContain('PHP 10,000.00');
    expect(await payment.textContent()).toContain('Over-the-counter');
    // Late fee, then interest, then principal: 1,289,080.00 − 10,000.00.
    await drawer.getByRole('group', { name: 'Outstanding balance' }).getByText('PHP 1,279,080.00').waitFor();
    await drawer.getByRole('group', { name: 'Borrower' }).getByText('Rosario Dimaculangan Reyes').waitFor();
    await expectAccessible(page, 'the loan account');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The overdue report: the loan is 14 to 17 days past due, with 1,200,000 − 3,720 of principal left
    // (10,000 paid 2,680 of fee and 3,600 of interest first).
    await page.getByRole('button', { name: 'OVERDUE REPORT' }).click();
    const aging = page.getByRole('table', { name: 'Aging of overdue loans' });
    await aging.waitFor();
    await expect(aging.getByRole('row').nth(1).textContent()).resolves.toBe('1–30 days1PHP 1,196,280.00');
    await expect(aging.getByRole('row').nth(2).textContent()).resolves.toBe('31–60 days0PHP 0.00');
    await page.getByRole('group', { name: 'Active loans' }).getByText('1', { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Portfolio at risk (PAR30), share' }).getByText('0.00%').waitFor();
    await expectAccessible(page, 'the overdue report');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'EXPORT CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`aging-${manilaDaysAgo(0)}.csv`);
    const exported = readFileSync((await file.path()) as string, 'utf8');
    expect(exported).toContain(String(loanId));
  });
});
