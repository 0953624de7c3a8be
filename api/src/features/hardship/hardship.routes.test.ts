import { describe, expect, it } from 'vitest';
import { centavos } from '@app/domain';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../../test/harness';

/*
 * Issue 32, decision 062, worked by hand. Today is 2026-11-21 (Manila). PHP
 * 150,000 over 6 months at 0.5 %, started 2026-09-21: 25,000.00 + 750.00 =
 * 25,750.00 due on the 21st, October 2026 to March 2027. Installment 1 (due
 * 2026-10-21) is unpaid and carries its late fee of 5 % of 25,750.00 =
 * 1,287.50. Nothing was paid: what remains is 150,000.00 principal and
 * 6 × 750.00 = 4,500.00 interest, and the late fee.
 */
async function troubledLoan(ctx?: TestContext, startDate = '2026-09-21') {
  const context = ctx ?? (await createTestContext());
  const borrower = await verifiedBorrower(context);
  const officer = await createStaff(context, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 6, interestRate: 0.5 });
  expect(applied.status).toBe(201);
  expect((await officer.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', startDate })).status).toBe(200);
  return { ctx: context, borrower, officer, loanId: applied.body.id as number };
}

async function loanOf(client: Awaited<ReturnType<typeof troubledLoan>>['borrower']['client'], loanId: number) {
  const loans = (await client.get('/api/loans')).body as { id: number }[];
  return loans.find((loan) => loan.id === loanId) as any;
}

describe('an extension, answered with a restructure of the longer term', () => {
  it('3 more months: 9 installments of what remains, 3 months at 0.5 % of 150,000.00 = 2,250.00 added, the late fee waived, the books balanced', async () => {
    const { borrower, officer, loanId } = await troubledLoan();
    expect((await loanOf(borrower.client, loanId)).outstanding).toBe(155_787.5);

    const asked = await borrower.client.post(`/api/loans/${loanId}/extension`, { months: 3 });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ loanId, kind: 'extension', months: 3, state: 'open' });

    const offered = await officer.client.post(`/api/admin/loans/${loanId}/offers`, { kind: 'restructure', term: 9 });
    expect(offered.status).toBe(201);
    // 150,000.00 / 9 by cumulative rounding: 16,666.67, 16,666.66, 16,666.67, …; interest (4,500.00 + 2,250.00) / 9 = 750.00.
    const principal = [16_666.67, 16_666.66, 16_666.67, 16_666.67, 16_666.66, 16_666.67, 16_666.67, 16_666.66, 16_666.67];
    const dates = ['2026-12-21', '2027-01-21', '2027-02-21', '2027-03-21', '2027-04-21', '2027-05-21', '2027-06-21', '2027-07-21', '2027-08-21'];
    expect(offered.body).toMatchObject({
      loanId,
      requestId: asked.body.id,
      kind: 'restructure',
      term: 9,
      state: 'open',
      carriedPrincipal: 150_000,
      carriedInterest: 4_500,
      financeCharge: 2_250,
      lateFeesWaived: 1_287.5,
      schedule: principal.map((part, i) => ({ number: 7 + i, dueDate: dates[i], principal: part, interest: 750, amount: part + 750 })),
      disclosure: { amountFinanced: 150_000, financeCharge: 6_750, totalRepayment: 156_750, monthlyPayment: 17_416.67, installments: 9, monthsDeferred: 0 },
      acceptedAt: null,
    });

    const seen = await borrower.client.get(`/api/loans/${loanId}/offers`);
    expect(seen.body).toEqual([offered.body]);

    const accepted = await borrower.client.post(`/api/loans/${loanId}/offers/${offered.body.id}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ state: 'accepted', acceptedAt: '2026-11-21T02:00:00.000Z' });

    const loan = await loanOf(borrower.client, loanId);
    // What remained (154,500.00) carried over, the late fee waived, the new charge added.
    expect(loan.outstanding).toBe(156_750);
    expect(loan.installments.slice(0, 6).map((i: { outstanding: number }) => i.outstanding)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(loan.installments.slice(6).map((i: { dueDate: string; principal: number; interest: number }) => [i.dueDate, i.principal, i.interest])).toEqual(principal.map((part, i) => [dates[i], part, 750]));
    expect(loan.nextDue).toMatchObject({ dueDate: '2026-12-21', amount: 17_416.67, daysOverdue: 0 });
    expect(loan.restructuredAt).toBe('2026-11-21T02:00:00.000Z');
    // Flagged in the loan book and the aging report (decision 068): no longer past due, 150,000.00 principal.
    const book = await officer.client.get('/api/admin/loans');
    expect(book.body.find((row: { id: number }) => row.id === loanId)).toMatchObject({ restructuredAt: '2026-11-21T02:00:00.000Z', writtenOffAt: null });
    const aging = await officer.client.get('/api/admin/reports/aging');
    expect(aging.body).toMatchObject({ activeLoans: 1, buckets: [{ loans: 0 }, { loans: 0 }, { loans: 0 }, { loans: 0 }] });
    expect(aging.body.flagged).toEqual({ restructured: { loans: 1, outstandingPrincipal: 150_000 }, writtenOff: { loans: 0, outstandingPrincipal: 0 } });

    const journal = await officer.client.get('/api/admin/books/journal?from=2026-11-21&to=2026-11-21');
    const restructured = journal.body.entries.find((entry: { source: { kind: string } }) => entry.source.kind === 'loan_offer');
    expect(restructured.memo).toBe(`Loan #${loanId} restructured (offer #${offered.body.id}, new term of 9): what remained owed carried to the new schedule`);
    expect(restructured.lines).toEqual([
      { account: '1200', debit: 156_750, credit: 0 },
      { account: '1200', debit: 0, credit: 154_500 },
      { account: '1210', debit: 0, credit: 2_250 },
    ]);
    const waived = journal.body.entries.find((entry: { memo: string }) => entry.memo === `Late fee waived on loan #${loanId}, installment 1`);
    expect(waived.lines).toEqual([
      { account: '4210', debit: 1_287.5, credit: 0 },
      { account: '1300', debit: 0, credit: 1_287.5 },
    ]);
    expect((await officer.client.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });

    // The loan drawer flags it, with the answered request and the accepted offer.
    const drawer = await officer.client.get(`/api/admin/loans/${loanId}`);
    expect(drawer.body.help.restructuredAt).toBe('2026-11-21T02:00:00.000Z');
    expect(drawer.body.help.requests).toEqual([{ ...asked.body, state: 'answered' }]);
    expect(drawer.body.help.offers).toEqual([accepted.body]);
    // The effective-interest schedule follows the new one (decision 068). The loan's own: 150,000.00 against
    // 6 × 25,750.00, IRR 0.851132 % a month; period 1 (2026-10-21, before the offer's day) keeps its 1,276.70.
    // Unearned then 4,500.00 − 1,276.70 + 2,250.00 = 5,473.30, earned over the 9 new installments (156,750.00)
    // on a carrying amount of 156,750.00 − 5,473.30 = 151,276.70 at their own IRR, 0.716789 % a month.
    expect(drawer.body.amortization).toEqual([
      { period: 1, date: '2026-10-21', interestEarned: 1_276.7, unearnedAfter: 3_223.3 },
      { period: 2, date: '2026-12-21', interestEarned: 1_084.33, unearnedAfter: 4_388.97 },
      { period: 3, date: '2027-01-21', interestEarned: 967.27, unearnedAfter: 3_421.7 },
      { period: 4, date: '2027-02-21', interestEarned: 849.36, unearnedAfter: 2_572.34 },
      { period: 5, date: '2027-03-21', interestEarned: 730.61, unearnedAfter: 1_841.73 },
      { period: 6, date: '2027-04-21', interestEarned: 611, unearnedAfter: 1_230.73 },
      { period: 7, date: '2027-05-21', interestEarned: 490.54, unearnedAfter: 740.19 },
      { period: 8, date: '2027-06-21', interestEarned: 369.22, unearnedAfter: 370.97 },
      { period: 9, date: '2027-07-21', interestEarned: 247.02, unearnedAfter: 123.95 },
      { period: 10, date: '2027-08-21', interestEarned: 123.95, unearnedAfter: 0 },
    ]);

    // Consent was recorded with its time, and the offer cannot be accepted twice.
    expect((await borrower.client.post(`/api/loans/${loanId}/offers/${offered.body.id}/accept`, {})).body.code).toBe('offer_not_open');
  });

  it('is refused fewer than 5 days before the term ends, naming the last day it could be asked, and nothing is written', async () => {
    // Started 2026-05-24: the last installment is due 2026-11-24, 3 days from today.
    const { ctx, borrower, loanId } = await troubledLoan(undefined, '2026-05-24');
    const refused = await borrower.client.post(`/api/loans/${loanId}/extension`, { months: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'extension_too_late', message: 'An extension must be asked at least 5 days before the term ends: the last day to ask was 2026-11-19' });
    expect(await ctx.db.selectFrom('loanRequests').selectAll().execute()).toEqual([]);
  });
});

describe('hardship, answered with a payment holiday', () => {
  it('2 installments: nothing due for 2 months, the 6 left move on, 2 months at 0.5 % of 150,000.00 = 1,500.00 added', async () => {
    const { borrower, officer, loanId } = await troubledLoan();
    const asked = await borrower.client.post(`/api/loans/${loanId}/hardship`, { reason: 'lost_job_abroad', note: 'My contract in Riyadh ended early.' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ kind: 'hardship', reason: 'lost_job_abroad', note: 'My contract in Riyadh ended early.', months: null });

    const offered = await officer.client.post(`/api/admin/loans/${loanId}/offers`, { kind: 'holiday', installments: 2 });
    expect(offered.status).toBe(201);
    const dates = ['2027-02-21', '2027-03-21', '2027-04-21', '2027-05-21', '2027-06-21', '2027-07-21'];
    // (4,500.00 + 1,500.00) / 6 = 1,000.00 interest, 25,000.00 principal each.
    expect(offered.body).toMatchObject({
      kind: 'holiday',
      installments: 2,
      financeCharge: 1_500,
      schedule: dates.map((dueDate, i) => ({ number: 7 + i, dueDate, principal: 25_000, interest: 1_000, amount: 26_000 })),
      disclosure: { amountFinanced: 150_000, financeCharge: 6_000, totalRepayment: 156_000, monthlyPayment: 26_000, installments: 6, monthsDeferred: 2 },
    });

    expect((await borrower.client.post(`/api/loans/${loanId}/offers/${offered.body.id}/accept`, {})).status).toBe(200);
    const loan = await loanOf(borrower.client, loanId);
    expect(loan.outstanding).toBe(156_000);
    expect(loan.nextDue).toMatchObject({ dueDate: '2027-02-21', amount: 26_000 });
    // Unearned on the offer's day 4,500.00 − 1,276.70 + 1,500.00 = 4,723.30 on a carrying amount of 151,276.70;
    // the two months of the holiday earn with nothing due (IRR 0.561408 % a month), then the 6 installments.
    const drawer = await officer.client.get(`/api/admin/loans/${loanId}`);
    expect(drawer.body.amortization.map((p: { date: string; interestEarned: number; unearnedAfter: number }) => [p.date, p.interestEarned, p.unearnedAfter])).toEqual([
      ['2026-10-21', 1_276.7, 3_223.3],
      ['2026-12-21', 849.28, 3_874.02],
      ['2027-01-21', 854.05, 3_019.97],
      ['2027-02-21', 858.84, 2_161.13],
      ['2027-03-21', 717.7, 1_443.43],
      ['2027-04-21', 575.76, 867.67],
      ['2027-05-21', 433.03, 434.64],
      ['2027-06-21', 289.49, 145.15],
      ['2027-07-21', 145.15, 0],
    ]);
    expect((await officer.client.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
  });

  it('refuses an offer the account has moved away from, a reason off the list, and someone else\u2019s loan', async () => {
    const { ctx, borrower, officer, loanId } = await troubledLoan();
    const offered = await officer.client.post(`/api/admin/loans/${loanId}/offers`, { kind: 'holiday', installments: 1 });
    expect(offered.status).toBe(201);
    // A payment comes in after the offer: the plan no longer says what accepting would do.
    expect((await officer.client.post(`/api/admin/loans/${loanId}/payments`, { amount: 2_000, channel: 'gcash', reference: 'GC-1001', receivedAt: '2026-11-21T09:00:00+08:00' })).status).toBe(201);
    const outdated = await borrower.client.post(`/api/loans/${loanId}/offers/${offered.body.id}/accept`, {});
    expect(outdated.status).toBe(409);
    expect(outdated.body.code).toBe('offer_outdated');
    expect((await ctx.db.selectFrom('loans').select('scheduleJson').where('id', '=', loanId).executeTakeFirstOrThrow()).scheduleJson).toBeNull();

    const badReason = await borrower.client.post(`/api/loans/${loanId}/hardship`, { reason: 'bored', note: 'x' });
    expect(badReason.status).toBe(400);
    expect(badReason.body.fieldErrors).toEqual({ reason: ['Choose a reason from the list'] });

    const other = await troubledLoan(ctx);
    expect((await other.borrower.client.get(`/api/loans/${loanId}/offers`)).status).toBe(404);
    expect((await other.borrower.client.post(`/api/loans/${loanId}/offers/${offered.body.id}/accept`, {})).status).toBe(404);
  });
});

describe('four eyes on an offer above RESTRUCTURE_FOUR_EYES_THRESHOLD', () => {
  it('carrying 154,500.00 above a limit of 150,000.00: held (202), nothing offered until a second Lending officer approves', async () => {
    const ctx = await createTestContext({ config: { restructureFourEyesThresholdCentavos: centavos(15_000_000) } });
    const { borrower, officer, loanId } = await troubledLoan(ctx);
    const held = await officer.client.post(`/api/admin/loans/${loanId}/offers`, { kind: 'restructure', term: 9 });
    expect(held.status).toBe(202);
    expect(held.body.approval).toMatchObject({ kind: 'loan_offer', loanId, amount: 154_500, state: 'pending' });
    expect((await borrower.client.get(`/api/loans/${loanId}/offers`)).body).toEqual([]);
    expect((await officer.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'approve' })).status).toBe(403);

    const checker = await createStaff(ctx, { role: 'admin' });
    expect((await checker.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    const offers = (await borrower.client.get(`/api/loans/${loanId}/offers`)).body;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ kind: 'restructure', term: 9, state: 'open', financeCharge: 2_250 });
  });
});
