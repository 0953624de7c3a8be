import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toManilaIsoDate } from '../../domain/src/format';
import { addDays } from '../../domain/src/repayment';
import { expectAccessible } from './support/browser';
import { useBrowserTest } from './support/fixture';
import { borrowerOverHttp, type BorrowerOverHttp } from './support/journey';

// Issue 28, item 3, on a 360 × 740 phone: a loan of PHP 1,200,000 over 24
// months at 0.3% (53,600.00 a month) paid out 40 days ago, as in
// repayment-borrower.e2e: installment 1 is overdue with a late fee of
// 2,680.00, installment 2 is the current one, so 53,600 + 2,680 + 53,600 =
// 109,880.00 is due. What is due is the first thing on HOME and on WALLET.
const PHONE_740 = { width: 360, height: 740 } as const;

const kit = useBrowserTest();
let page: Page;
let borrower: BorrowerOverHttp;

beforeAll(async () => {
  const admin = await kit.admin();
  borrower = await borrowerOverHttp(kit.server.base);
  const startDate = addDays({ date: toManilaIsoDate(new Date()), days: -40 });
  const approved = await admin.call('POST', `/api/admin/loans/${borrower.loanId}`, { status: 'approved', startDate });
  if (approved.status !== 200) throw new Error(`approval: ${approved.status} ${JSON.stringify(approved.body)}`);
});

/** A page of the borrower, kept open: the next test goes on with it. */
function openPhone(colorScheme: 'light' | 'dark'): Promise<Page> {
  return kit.signedInPage(borrower.client, { viewport: PHONE_740, colorScheme, keep: true });
}

/** The top of the Next Payment card, in CSS pixels from the top of the screen as first shown. */
async function topOfNextPayment(): Promise<number> {
  const card = page.getByRole('region', { name: 'Next Payment' });
  await card.getByText('PHP 109,880.00').waitFor();
  await card.getByText(/^\d+ days? overdue$/).waitFor();
  const box = await card.boundingBox();
  if (!box) throw new Error('the Next Payment card has no box');
  return box.y;
}

describe('the Next Payment card on a 360 × 740 phone', () => {
  it('starts above the fold on HOME, with the application behind "Apply for another loan"', async () => {
    page = await openPhone('light');
    await page.goto('/dashboard?tab=home');
    expect(await topOfNextPayment()).toBeLessThan(740);
    await page.getByRole('button', { name: 'Apply for another loan' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Quick Loan Application' }).count()).toBe(0);
    await expectAccessible(page, 'HOME with a loan to repay');
  });

  it('starts above the fold on WALLET', async () => {
    await page.goto('/dashboard?tab=wallet');
    expect(await topOfNextPayment()).toBeLessThan(740);
    await expectAccessible(page, 'WALLET with the Next Payment card');
  });

  it('reads in dark mode too, overdue words included', async () => {
    page = await openPhone('dark');
    await page.goto('/dashboard?tab=home');
    expect(await topOfNextPayment()).toBeLessThan(740);
    await expectAccessible(page, 'HOME with a loan to repay, dark');
  });
});
