import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toManilaIsoDate } from '../../domain/src/format';
import { addDays } from '../../domain/src/repayment';
import type { HttpClient } from '../../api/src/test/spawn-server';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, type BorrowerOverHttp } from './support/journey';

// Issue 32, "Done when", first part, in a real Chromium at phone width against
// the real server. A loan of PHP 1,200,000 over 24 months at 0.3% (53,600.00 a
// month: 50,000.00 principal + 3,600.00 interest) paid out 40 days ago, nothing
// paid: installment 1 is overdue with its late fee of 2,680.00. The borrower
// says they cannot pay; an officer offers a new term of 30 for what remains:
// all 24 installments carry over (1,200,000.00 + 24 × 3,600.00 = 86,400.00),
// the 6 months added carry 6 × 0.3% × 1,200,000 = 21,600.00, so 30 installments
// of 40,000.00 + 3,600.00 = 43,600.00, 1,308,000.00 in all; the late fee is waived.
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

describe('a borrower in trouble', () => {
  it('says on WALLET they cannot pay, with a reason from the list and a note', async () => {
    await page.goto('/dashboard?tab=wallet');
    const help = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Trouble paying?' }) });
    await help.getByRole('button', { name: 'I cannot pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tell us what happened' });
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('lost_job_abroad');
    await dialog.getByRole('textbox', { name: 'What happened' }).fill('My contract in Riyadh ended early.');
    await expectAccessible(page, 'the hardship form');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Request sent').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const drawer = await admin.call('GET', `/api/admin/loans/${borrower.loanId}`);
    expect(drawer.body.help.requests).toMatchObject([{ kind: 'hardship', reason: 'lost_job_abroad', note: 'My contract in Riyadh ended early.', state: 'open' }]);
  });

  it('an officer offers a new term of 30 in the loan\u2019s drawer', async () => {
    const officer = await kit.adminPage();
    await officer.goto(`/admin?section=loans&loan=${borrower.loanId}`);
    const help = officer.getByRole('dialog', { name: `Loan Account #${borrower.loanId}` }).getByRole('region', { name: 'Borrower in trouble' });
    await help.getByRole('table', { name: 'Requests for help' }).getByText('Hardship: Lost job abroad').waitFor();
    await help.getByRole('button', { name: 'Make an offer' }).click();
    const form = help.getByRole('form', { name: 'Offer a new term' });
    await form.getByLabel('New term for what remains (months)').fill('30');
    await expectAccessible(officer, 'the offer form');
    await form.getByRole('button', { name: 'Make the offer' }).click();
    await officer.getByText('Offer made').first().waitFor();
    await help.getByRole('table', { name: 'Offers' }).getByText('New term of 30').waitFor();

    const drawer = await admin.call('GET', `/api/admin/loans/${borrower.loanId}`);
    expect(drawer.body.help.offers).toMatchObject([{ kind: 'restructure', term: 30, carriedPrincipal: 1_200_000, carriedInterest: 86_400, financeCharge: 21_600, lateFeesWaived: 2_680 }]);
  });

  it('accepts the officer\u2019s new term of 30, sees the new schedule, and the books balance', async () => {

    await page.reload();
    const offer = page.getByRole('group', { name: 'Our offer' });
    await offer.getByText('A new term: 30 installments for what you still owe.').waitFor();
    await offer.getByText('Late fees waived: PHP 2,680.00').waitFor();
    const figure = (label: string) => offer.getByRole('row', { name: label }).getByRole('cell').textContent();
    expect(await figure('Total repayment')).toBe('PHP 1,308,000.00');
    expect(await figure('Monthly payment')).toBe('PHP 43,600.00');
    expect(await offer.getByRole('table', { name: 'New schedule' }).getByRole('row').count()).toBe(31);
    await expectAccessible(page, 'an offer on WALLET');

    await offer.getByRole('button', { name: 'Accept this offer' }).click();
    await offer.getByText('By accepting, your old schedule ends and this new one starts today. Accept?').waitFor();
    await offer.getByRole('button', { name: 'Accept this offer' }).click();
    await page.getByText('Offer accepted').first().waitFor();
    await offer.waitFor({ state: 'hidden' });

    // The new schedule on WALLET: 1,308,000.00 owed, the next installment 43,600.00.
    const schedule = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Repayment Schedule' }) });
    await schedule.getByText('PHP 1,308,000.00').waitFor();
    await page.getByText('PHP 43,600.00').first().waitFor();

    const reconciliation = await admin.call('GET', '/api/admin/books/reconciliation');
    expect(reconciliation.body).toEqual({ ok: true, differences: [] });
  });
});
