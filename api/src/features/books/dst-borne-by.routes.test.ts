import { describe, expect, it } from 'vitest';
import { booksSnapshot } from '../../test/books-snapshot';
import { createStaff, createTestContext, verifiedBorrower, walletOf, type TestClient, type TestContext } from '../../test/harness';
import { reconciliation } from './books.service';
import { rebuildBooks } from './rebuild.service';

/*
 * DST_BORNE_BY (issue 31, decision 072). The figures, worked out by hand:
 * 150,000 over 6 months at 0.5 % flat pays 25,750.00 a month (25,000 of
 * principal and 750 of interest), a finance charge of 4,500.00. Paid out on
 * 2026-11-21, its last due date is 2027-05-21: 9 + 31 + 31 + 28 + 31 + 30 + 21
 * = 181 days, so its tax is 750 units × 1.50 = 1,125.00 × 181 / 365 =
 * 557.876… → 557.88. Borne by the borrower, the wallet gets 150,000.00 −
 * 557.88 = 149,442.12, and the effective rate is the IRR of 149,442.12
 * against 6 × 25,750.00: 0.95936926 % a month (12.14 % a year), where on
 * the whole principal it is 0.85113179 % (10.71 %).
 */

const MINUTE = 60_000;
const TERMS = { amount: 150_000, term: 6, interestRate: 0.5 };

type Line = { account: string; debit: number; credit: number };
type Entry = { number: string; date: string; memo: string; source: { kind: string; id: number | null }; lines: Line[] };

async function journal(client: TestClient): Promise<Entry[]> {
  const answer = await client.get('/api/admin/books/journal?from=2026-11-01&to=2026-11-30');
  expect(answer.status).toBe(200);
  return answer.body.entries;
}

async function paidOut(ctx: TestContext, officer: TestClient) {
  const borrower = await verifiedBorrower(ctx);
  const applied = await borrower.client.post('/api/loans', TERMS);
  expect(applied.status).toBe(201);
  ctx.clock.advance(MINUTE);
  const approved = await officer.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  ctx.clock.advance(MINUTE);
  return { borrower, loanId: applied.body.id as number };
}

/** The loan side of a payout: the disbursement's entry, found by its memo. */
const disbursementOf = (entries: Entry[], loanId: number) => entries.find((entry) => entry.memo.startsWith(`Loan #${loanId} disbursed`));

describe('DST_BORNE_BY=borrower', () => {
  it('credits the wallet the principal less the tax, books it payable with no expense, discloses it, and the DST report counts it', async () => {
    const ctx = await createTestContext({ config: { dstBorneBy: 'borrower' } });
    const officer = (await createStaff(ctx, { role: 'admin' })).client;
    const { borrower, loanId } = await paidOut(ctx, officer);
    // The application form learns it, to deduct the tax on the disclosure before the borrower applies.
    expect((await borrower.client.get('/api/loans/documentary-stamp-tax')).body).toEqual({ borneBy: 'borrower' });

    expect(await walletOf(ctx, borrower.user.id)).toBe(14_944_212);
    const ledger = (await borrower.client.get('/api/user/ledger')).body as { amount: number; kind: string }[];
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([['disbursement', 149_442.12]]);

    const entries = await journal(officer);
    expect(disbursementOf(entries, loanId)).toMatchObject({
      memo: `Loan #${loanId} disbursed: principal and finance charge booked gross, documentary stamp tax borne by the borrower`,
      lines: [
        { account: '1200', debit: 154_500, credit: 0 },
        { account: '1190', debit: 0, credit: 149_442.12 },
        { account: '1210', debit: 0, credit: 4_500 },
        { account: '2300', debit: 0, credit: 557.88 },
      ],
    });
    // The wallet's side: what it received, through the wallet-to-loan transfers account (1190 back to zero).
    expect(entries.find((entry) => entry.memo === `Loan #${loanId} principal credited to the wallet`)?.lines).toEqual([
      { account: '1190', debit: 149_442.12, credit: 0 },
      { account: '2100', debit: 0, credit: 149_442.12 },
    ]);
    expect(entries.flatMap((entry) => entry.lines).some((line) => line.account === '5100')).toBe(false);
    expect((await officer.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });

    // The loan's own account is the whole principal: six installments of 25,750.00, the first 2026-12-21.
    const [loan] = (await borrower.client.get('/api/loans')).body;
    expect(loan.disclosure).toMatchObject({
      amountFinanced: 150_000,
      documentaryStampTax: 557.88,
      netProceeds: 149_442.12,
      financeCharge: 4_500,
      totalRepayment: 154_500,
      monthlyPayment: 25_750,
      effectiveMonthlyRate: 0.9594,
      effectiveAnnualRate: 12.14,
      nominalAnnualRate: 11.51,
    });
    expect(loan.outstanding).toBe(154_500);

    const report = await officer.get('/api/admin/books/dst?month=2026-11');
    expect(report.body).toEqual({
      month: '2026-11',
      loans: 1,
      principal: 150_000,
      tax: 557.88,
      rows: [{ loanId, disbursedOn: '2026-11-21', principal: 150_000, termDays: 181, tax: 557.88, borneBy: 'borrower' }],
    });
    expect(((await officer.get('/api/admin/books/dst.csv?month=2026-11')).body as string).split('\r\n').filter((line) => line !== '')).toEqual([
      'loan_id,disbursed_on,principal,term_days,tax,borne_by',
      `${loanId},2026-11-21,150000.00,181,557.88,borrower`,
      'Total (1 loans),,150000.00,,557.88,',
    ]);
    await ctx.close();
  });

  it('in the cooling-off period takes back what the wallet received and reverses the tax with the payout', async () => {
    const ctx = await createTestContext({ config: { dstBorneBy: 'borrower' } });
    const officer = (await createStaff(ctx, { role: 'admin' })).client;
    const { borrower, loanId } = await paidOut(ctx, officer);
    const cancelled = await borrower.client.post(`/api/loans/${loanId}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    const ledger = (await borrower.client.get('/api/user/ledger')).body as { amount: number; kind: string }[];
    expect(ledger.map((entry) => [entry.kind, entry.amount]).sort()).toEqual([
      ['disbursement', 149_442.12],
      ['loan_cancellation', -149_442.12],
    ]);
    const entries = await journal(officer);
    expect(entries.find((entry) => entry.memo === `Loan #${loanId} cancelled in its cooling-off period`)?.lines).toEqual([
      { account: '1200', debit: 0, credit: 154_500 },
      { account: '1190', debit: 149_442.12, credit: 0 },
      { account: '1210', debit: 4_500, credit: 0 },
      { account: '2300', debit: 557.88, credit: 0 },
    ]);
    expect(entries.find((entry) => entry.memo === `Loan #${loanId} cancelled: principal taken back from the wallet`)?.lines).toEqual([
      { account: '2100', debit: 149_442.12, credit: 0 },
      { account: '1190', debit: 0, credit: 149_442.12 },
    ]);
    const trial = (await officer.get('/api/admin/books/trial-balance?at=2026-11-30')).body as { accounts: { code: string; debit: number; credit: number }[] };
    // Nothing is owed to the BIR for an agreement undone, as for the lender's own tax (decision 052); the month's DST report leaves it out.
    expect(trial.accounts.find((account) => account.code === '2300')).toMatchObject({ debit: 0, credit: 0 });
    expect((await officer.get('/api/admin/books/dst?month=2026-11')).body).toMatchObject({ loans: 0, tax: 0, rows: [] });
    expect((await officer.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });
});

describe('a loan keeps who bore its tax when DST_BORNE_BY changes', () => {
  it('posts a lender-borne loan as the lender’s after the switch to borrower, and a rebuild replays both as posted', async () => {
    const ctx = await createTestContext();
    const officer = (await createStaff(ctx, { role: 'admin' })).client;
    const lenders = await paidOut(ctx, officer);
    expect((await lenders.borrower.client.get('/api/loans/documentary-stamp-tax')).body).toEqual({ borneBy: 'lender' });
    expect(await walletOf(ctx, lenders.borrower.user.id)).toBe(15_000_000);
    ctx.deps.config.dstBorneBy = 'borrower';
    const borrowers = await paidOut(ctx, officer);
    expect(await walletOf(ctx, borrowers.borrower.user.id)).toBe(14_944_212);

    // The lender-borne loan, cancelled after the switch, takes back the whole principal and reverses the lender's expense.
    expect((await lenders.borrower.client.post(`/api/loans/${lenders.loanId}/cancel`)).status).toBe(200);
    expect(await walletOf(ctx, lenders.borrower.user.id)).toBe(0);
    const entries = await journal(officer);
    expect(disbursementOf(entries, lenders.loanId)?.lines).toEqual([
      { account: '1200', debit: 154_500, credit: 0 },
      { account: '1190', debit: 0, credit: 150_000 },
      { account: '1210', debit: 0, credit: 4_500 },
      { account: '5100', debit: 557.88, credit: 0 },
      { account: '2300', debit: 0, credit: 557.88 },
    ]);
    expect(entries.find((entry) => entry.memo === `Loan #${lenders.loanId} cancelled in its cooling-off period`)?.lines).toEqual([
      { account: '1200', debit: 0, credit: 154_500 },
      { account: '1190', debit: 150_000, credit: 0 },
      { account: '1210', debit: 4_500, credit: 0 },
      { account: '5100', debit: 0, credit: 557.88 },
      { account: '2300', debit: 557.88, credit: 0 },
    ]);
    const [lendersLoan] = (await lenders.borrower.client.get('/api/loans')).body;
    expect(lendersLoan.disclosure).toMatchObject({ documentaryStampTax: 0, netProceeds: 150_000, effectiveMonthlyRate: 0.8511, effectiveAnnualRate: 10.71 });
    expect((await officer.get('/api/admin/books/dst?month=2026-11')).body.rows).toEqual([
      { loanId: borrowers.loanId, disbursedOn: '2026-11-21', principal: 150_000, termDays: 181, tax: 557.88, borneBy: 'borrower' },
    ]);

    // Back to lender: the rebuild reads each loan's own choice, not the configuration.
    ctx.deps.config.dstBorneBy = 'lender';
    const posted = await booksSnapshot(ctx.db);
    await rebuildBooks(ctx.db, { replace: true });
    expect(await booksSnapshot(ctx.db)).toEqual(posted);
    expect(await reconciliation(ctx.db)).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });
});
