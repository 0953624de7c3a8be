import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../../test/harness';

/*
 * Issue 32, decision 064, worked by hand. Today is 2026-11-21 (Manila). PHP
 * 150,000 over 6 months at 0.5 %, started 2026-04-24: 25,000.00 + 750.00 =
 * 25,750.00 due on the 24th, May to October 2026, none paid. The oldest,
 * due 2026-05-24, is 7 + 30 + 31 + 31 + 30 + 31 + 21 = 181 days past due.
 * Each installment carries its late fee of 5 % of 25,750.00 = 1,287.50, six
 * of them 7,725.00. Owed: 150,000.00 + 6 × 750.00 = 4,500.00 + 7,725.00 =
 * 162,225.00. No month was closed, so all 4,500.00 of interest is still
 * unearned in the books: the allowance takes 154,500.00 − 4,500.00 = 150,000.00.
 */
async function overdueLoan(startDate = '2026-04-24', ctx?: TestContext) {
  const context = ctx ?? (await createTestContext());
  const borrower = await verifiedBorrower(context);
  const lender = await createStaff(context, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 6, interestRate: 0.5 });
  expect(applied.status).toBe(201);
  expect((await lender.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', startDate })).status).toBe(200);
  const collector = await createStaff(context, { role: 'admin' });
  const finance = await createStaff(context, { role: 'admin' });
  await context.db.updateTable('users').set({ duties: JSON.stringify(['collections']) }).where('id', '=', collector.id).execute();
  await context.db.updateTable('users').set({ duties: JSON.stringify(['finance']) }).where('id', '=', finance.id).execute();
  return { ctx: context, borrower, lender, collector, finance, loanId: applied.body.id as number };
}

const REASON = 'No payment in six months; the borrower does not answer';

async function borrowerLoan(client: Awaited<ReturnType<typeof overdueLoan>>['borrower']['client'], loanId: number) {
  const loans = (await client.get('/api/loans')).body as { id: number }[];
  return loans.find((loan) => loan.id === loanId);
}

describe('POST /api/admin/loans/{id}/write-off', () => {
  it('181 days past due: proposed by Collections, held, carried out by Finance against the allowance; the borrower still owes the same', async () => {
    const { ctx, borrower, collector, finance, loanId } = await overdueLoan();
    const before = await borrowerLoan(borrower.client, loanId);
    expect(before).toMatchObject({ outstanding: 162_225 });

    const asked = await collector.client.post(`/api/admin/loans/${loanId}/write-off`, { reason: REASON });
    expect(asked.status).toBe(202);
    expect(asked.body.approval).toMatchObject({ kind: 'write_off', loanId, amount: 162_225, state: 'pending', makerReason: REASON });
    // Held: nothing is written off yet.
    expect((await ctx.db.selectFrom('loans').select('writtenOffAt').where('id', '=', loanId).executeTakeFirstOrThrow()).writtenOffAt).toBeNull();

    ctx.clock.advance(60 * 60 * 1000);
    const decided = await finance.client.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' });
    expect(decided.status).toBe(200);
    expect(decided.body.approval).toMatchObject({ state: 'approved', checker: { id: finance.id } });

    const journal = await finance.client.get('/api/admin/books/journal?from=2026-11-21&to=2026-11-21');
    const entry = journal.body.entries.find((row: { source: { kind: string } }) => row.source.kind === 'loan_write_off');
    expect(entry.memo).toBe(`Loan #${loanId} written off against the allowance (the borrower still owes; collection continues): ${REASON}`);
    expect(entry.lines).toEqual([
      { account: '1220', debit: 150_000, credit: 0 },
      { account: '1210', debit: 4_500, credit: 0 },
      { account: '1200', debit: 0, credit: 154_500 },
      { account: '5200', debit: 7_725, credit: 0 },
      { account: '1300', debit: 0, credit: 7_725 },
    ]);
    const written = await ctx.db.selectFrom('loans').select(['writtenOffAt', 'status']).where('id', '=', loanId).executeTakeFirstOrThrow();
    expect(written).toMatchObject({ status: 'approved' });
    expect(new Date(written.writtenOffAt!).toISOString()).toBe('2026-11-21T03:00:00.000Z');
    // The loan book's flag, in the loan drawer.
    expect((await finance.client.get(`/api/admin/loans/${loanId}`)).body.help).toMatchObject({ writtenOffAt: '2026-11-21T03:00:00.000Z', restructuredAt: null, writeOffDays: 180 });

    // A write-off is the lender's accounting, not a waiver: WALLET answers the same.
    expect(await borrowerLoan(borrower.client, loanId)).toEqual(before);
    expect(before).not.toHaveProperty('writtenOffAt');
    // Flagged in the loan book and the aging report (decision 068): still over 90 days past due, 150,000.00 principal.
    const book = await finance.client.get('/api/admin/loans');
    expect(book.body.find((row: { id: number }) => row.id === loanId)).toMatchObject({ writtenOffAt: '2026-11-21T03:00:00.000Z', restructuredAt: null });
    const aging = await finance.client.get('/api/admin/reports/aging');
    expect(aging.body.buckets[3]).toMatchObject({ key: 'over_90', loans: 1, outstandingPrincipal: 150_000 });
    expect(aging.body.flagged).toEqual({ restructured: { loans: 0, outstandingPrincipal: 0 }, writtenOff: { loans: 1, outstandingPrincipal: 150_000 } });
    const reconciled = await finance.client.get('/api/admin/books/reconciliation');
    expect(reconciled.body).toEqual({ ok: true, differences: [] });

    // Collection continues: a later payment is a recovery, not a repayment of the receivable.
    ctx.clock.advance(10 * 60 * 1000);
    const paid = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 25_000 });
    expect(paid.status).toBe(200);
    expect(await borrowerLoan(borrower.client, loanId)).toMatchObject({ outstanding: 137_225 });
    const later = await finance.client.get('/api/admin/books/journal?from=2026-11-21&to=2026-11-21');
    const recovery = later.body.entries.find((row: { memo: string }) => row.memo.startsWith('Recovery'));
    expect(recovery.memo).toBe(`Recovery on written-off loan #${loanId} (wallet)`);
    expect(recovery.lines).toEqual([
      { account: '1190', debit: 25_000, credit: 0 },
      { account: '4300', debit: 0, credit: 25_000 },
    ]);
    expect((await finance.client.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
  });

  it('refuses 180 days past due, a loan not open, one already written off, and the maker approving alone', async () => {
    // Started a day later: the oldest installment, due 2026-05-25, is exactly 180 days past due.
    const young = await overdueLoan('2026-04-25');
    const early = await young.collector.client.post(`/api/admin/loans/${young.loanId}/write-off`, { reason: REASON });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'write_off_not_past_due', message: 'A loan is written off only when its oldest unpaid installment is more than WRITE_OFF_DAYS days past due' });

    const applicant = await verifiedBorrower(young.ctx);
    const pendingLoan = await applicant.client.post('/api/loans', { amount: 150_000, term: 6, interestRate: 0.5 });
    expect(pendingLoan.status).toBe(201);
    const notOpen = await young.collector.client.post(`/api/admin/loans/${pendingLoan.body.id}/write-off`, { reason: REASON });
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.code).toBe('write_off_loan_not_open');

    const { ctx, collector, finance, loanId } = await overdueLoan();
    // Finance alone cannot propose it, and Collections cannot decide it.
    expect((await finance.client.post(`/api/admin/loans/${loanId}/write-off`, { reason: REASON })).body.code).toBe('duty_required');
    const asked = await collector.client.post(`/api/admin/loans/${loanId}/write-off`, { reason: REASON });
    expect(asked.status).toBe(202);
    expect((await collector.client.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' })).body.code).toBe('duty_required');
    // One officer holding both duties still cannot confirm their own proposal.
    await ctx.db.updateTable('users').set({ duties: JSON.stringify(['collections', 'finance']) }).where('id', '=', collector.id).execute();
    const alone = await collector.client.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' });
    expect(alone.status).toBe(403);
    expect(alone.body.code).toBe('maker_cannot_check');
    expect((await ctx.db.selectFrom('loans').select('writtenOffAt').where('id', '=', loanId).executeTakeFirstOrThrow()).writtenOffAt).toBeNull();

    expect((await finance.client.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    const again = await collector.client.post(`/api/admin/loans/${loanId}/write-off`, { reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'write_off_already', message: 'This loan is already written off' });
    // Its late fees and receivable left the books: no waiver, no restructuring.
    const lender = await createStaff(ctx, { role: 'admin' });
    const waived = await lender.client.post(`/api/admin/loans/${loanId}/waive-fee`, { installment: 1, reason: 'Hardship' });
    expect(waived.status).toBe(409);
    expect(waived.body.code).toBe('written_off_no_waiver');
    const offered = await lender.client.post(`/api/admin/loans/${loanId}/offers`, { kind: 'holiday', installments: 1 });
    expect(offered.status).toBe(409);
    expect(offered.body.code).toBe('offer_loan_not_open');
  });
});

describe('a write-off after a month-end close', () => {
  it('uses what the close provided: the allowance of 154,500.00 is taken back out, and the reconciliation still agrees', async () => {
    // Paid out 2026-11-21; the same loan: 150,000.00 + 4,500.00 unpaid, the oldest installment due 2026-05-24.
    const { ctx, loanId } = await overdueLoan();
    ctx.clock.set(new Date('2026-12-02T02:00:00.000Z'));
    const [maker, checker] = [await createStaff(ctx, { role: 'admin' }), await createStaff(ctx, { role: 'admin' })];
    const close = await maker.client.post('/api/admin/books/close', { month: '2026-11' });
    expect(close.status).toBe(202);
    expect((await checker.client.post(`/api/admin/approvals/${close.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    // At 2026-11-30 every period of the schedule (May to October) has earned: all 4,500.00, nothing unearned. The loan is
    // 190 days past due, over 90: 100 % of its carrying amount 154,500.00 − 0.00 is provided.
    const closes = await checker.client.get('/api/admin/books/closes');
    expect(closes.body.closes[0]).toMatchObject({ month: '2026-11', interestEarned: 4_500, allowance: 154_500, allowanceChange: 154_500 });

    const asked = await maker.client.post(`/api/admin/loans/${loanId}/write-off`, { reason: REASON });
    expect(asked.status).toBe(202);
    expect((await checker.client.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    const journal = await checker.client.get('/api/admin/books/journal?from=2026-12-02&to=2026-12-02');
    const entry = journal.body.entries.find((row: { source: { kind: string } }) => row.source.kind === 'loan_write_off');
    expect(entry.lines).toEqual([
      { account: '1220', debit: 154_500, credit: 0 },
      { account: '1200', debit: 0, credit: 154_500 },
      { account: '5200', debit: 7_725, credit: 0 },
      { account: '1300', debit: 0, credit: 7_725 },
    ]);
    const trial = await checker.client.get('/api/admin/books/trial-balance?at=2026-12-02');
    const balanceOf = (code: string) => trial.body.accounts.find((account: { code: string }) => account.code === code);
    expect(balanceOf('1220')).toMatchObject({ debit: 0, credit: 0 });
    expect(balanceOf('1200')).toMatchObject({ debit: 0, credit: 0 });
    // The close's 154,500.00 less the write-off's 154,500.00: the allowance check agrees until the next close provides again.
    expect((await checker.client.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
  });
});
