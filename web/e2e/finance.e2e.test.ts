import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../api/src/test/spawn-server';
import { DESKTOP, expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, signInStaffOverHttp } from './support/journey';

// Issue 31, the browser test: an officer with the Finance duty and no other
// (not the main admin, who holds every duty) opens the trial balance and the
// income statement of the month of the test's loan, and downloads the journal as CSV.

const ACCOUNTANT = { email: 'accountant@example.com', password: 'accountant password 1' };

const kit = useBrowserTest();
let admin: HttpClient;
let accountant: HttpClient;

beforeAll(async () => {
  admin = await kit.admin();
  expect((await admin.call('POST', '/api/admin/add-admin', { ...ACCOUNTANT, duties: ['finance'] })).status).toBe(201);
  accountant = new HttpClient(kit.server.base);
  expect((await signInStaffOverHttp(accountant, ACCOUNTANT)).status).toBe(200);
}, 60_000);

/** Pesos of a CSV cell, in centavos, so the sums are exact. */
const centavosOf = (cell: string) => (cell === '' ? 0 : Math.round(Number(cell) * 100));

describe('FINANCE', () => {
  it('shows the trial balance and the income statement of the loan’s month, and downloads the journal CSV that balances', async () => {
    // 1,200,000 over 24 months at 0.3 %: 53,600 a month, 1,286,400 booked gross, 86,400 unearned;
    // the lender's DST is 1,200,000 / 200 × 1.50 = 9,000.00 (a term over a year: no proration).
    const borrower = await borrowerOverHttp(kit.server.base);
    // The loan is another duty's (lending): the accountant can read the books, not approve it.
    expect((await accountant.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved' })).status).toBe(403);
    const approved = await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved' });
    expect(approved.status).toBe(200);

    const page = await kit.signedInPage(accountant, { viewport: DESKTOP });
    page.setDefaultTimeout(15_000);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'FINANCE' }).click();
    await page.waitForURL(/section=finance/);
    const trialBalance = page.getByRole('table', { name: 'Trial balance' });
    await trialBalance.getByRole('row').filter({ hasText: 'Loans receivable' }).waitFor();
    expect(await trialBalance.getByRole('row').filter({ hasText: '1200' }).textContent()).toBe('1200Loans receivable1,286,400.00');
    expect(await trialBalance.getByRole('row').filter({ hasText: '1210' }).textContent()).toBe('1210Unearned interest86,400.00');
    expect(await trialBalance.getByRole('row').last().textContent()).toBe('Total1,295,400.001,295,400.00');
    await expectAccessible(page, 'the FINANCE trial balance');

    await page.getByRole('tab', { name: 'Statements' }).click();
    const income = page.getByRole('table', { name: 'Income statement' });
    await income.waitFor();
    expect(await income.getByRole('row').filter({ hasText: '5100' }).textContent()).toBe('5100 Documentary stamp tax expense9,000.000.00');
    expect(await income.getByRole('row').last().textContent()).toBe('Net income(9,000.00)0.00');
    const sheet = page.getByRole('table', { name: 'Balance sheet' });
    expect(await sheet.getByRole('row').filter({ hasText: 'Loans receivable, net' }).textContent()).toBe('Loans receivable, net1,200,000.000.00');
    await expectAccessible(page, 'the FINANCE statements');

    await page.getByRole('tab', { name: 'Journal' }).click();
    await page.getByRole('table', { name: 'Journal' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const rows = readFileSync(await download.path(), 'utf8').trimEnd().split('\r\n');
    expect(rows[0]).toBe('date,entry_number,account_code,account_name,debit,credit,memo,source');
    // No cell of this journal holds a comma inside quotes before the amounts: the code and name come first.
    const lines = rows.slice(1).map((row) => row.match(/^([^,]*),([^,]*),([^,]*),([^,]*),([^,]*),([^,]*),/)!.slice(1));
    expect(lines.map(([, , code]) => code)).toEqual(expect.arrayContaining(['1190', '2100', '1200', '1210', '5100', '2300']));
    const debits = lines.reduce((sum, [, , , , debit]) => sum + centavosOf(debit!), 0);
    const credits = lines.reduce((sum, [, , , , , credit]) => sum + centavosOf(credit!), 0);
    expect(debits).toBe(credits);
    // 1,200,000 into the wallet, 1,286,400 gross and 9,000 of DST: 2,495,400.00 on each side.
    expect(debits).toBe(249_540_000);
  });
});
