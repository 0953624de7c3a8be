import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, TestClient, verifiedBorrower, walletOf } from '../../test/harness';

/*
 * Issue 32, decision 057: the review's facts and affordability with
 * MAX_INSTALLMENT_TO_INCOME at 40 %. The builders' borrower declares
 * PHP 45,000.00 a month. PHP 150,000 over 12 months at 0.5 % costs
 * 12,500 + 750 = PHP 13,250.00 a month (29.44 %); PHP 300,000 costs
 * 25,000 + 1,500 = PHP 26,500.00 (58.89 %).
 */
async function setUp() {
  const ctx = await createTestContext({ config: { maxInstallmentToIncomeBp: 4000 } });
  const borrower = await verifiedBorrower(ctx, { fullName: 'Maria Santos' });
  await ctx.db.updateTable('users').set({ creditScore: 620 }).where('id', '=', borrower.user.id).execute();
  const maker = await createStaff(ctx, { role: 'admin' });
  const checker = await createStaff(ctx, { role: 'admin' });
  return { ctx, borrower, maker, checker };
}

async function apply(borrower: Awaited<ReturnType<typeof setUp>>['borrower'], amount: number): Promise<number> {
  const applied = await borrower.client.post('/api/loans', { amount, term: 12, interestRate: 0.5 });
  expect(applied.status).toBe(201);
  return applied.body.id;
}

describe('GET /api/admin/loans/{id}: the review (issue 32)', () => {
  it('shows the share of the income, the score and its band, verification, country, earlier loans and decisions', async () => {
    const { borrower, maker } = await setUp();
    const first = await apply(borrower, 150_000);
    expect((await maker.client.post(`/api/admin/loans/${first}`, { status: 'approve' })).status).toBe(200);
    const second = await apply(borrower, 300_000);
    const detail = await maker.client.get(`/api/admin/loans/${second}`);
    expect(detail.status).toBe(200);
    expect(detail.body.review).toEqual({
      monthlyInstallment: 26_500,
      monthlyIncome: 45_000,
      installmentToIncome: 0.5889,
      limit: 0.4,
      isAboveLimit: true,
      creditScore: 620,
      creditBand: 'Good Credit',
      isVerified: true,
      documentTypes: ['back_id', 'front_id', 'selfie_with_id'],
      countryWorking: 'Saudi Arabia',
      earlierLoans: [
        {
          id: first,
          amount: 150_000,
          term: 12,
          status: 'approved',
          createdAt: '2026-11-21T02:00:00.000Z',
          outstanding: 159_000,
          installmentsPaid: 0,
          installmentsOverdue: 0,
          daysPastDue: 0,
        },
      ],
      openWithdrawals: [],
      decisions: ['approve', 'decline', 'account_issue'],
    });
    const decided = await maker.client.get(`/api/admin/loans/${first}`);
    expect(decided.body.review).toMatchObject({ installmentToIncome: 0.2944, isAboveLimit: false, decisions: [] });
  });
});

describe('approving above MAX_INSTALLMENT_TO_INCOME (RA 11765)', () => {
  it('refuses without a written reason, and changes nothing', async () => {
    const { ctx, borrower, maker } = await setUp();
    const loanId = await apply(borrower, 300_000);
    const res = await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approve' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('affordability_reason_required');
    expect(res.body.message).toBe(
      'The installment takes more of the declared income than the limit allows: approving it needs a written reason, and a second officer',
    );
    const blank = await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approve', reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.code).toBe('affordability_reason_required');
    expect((await ctx.db.selectFrom('loans').select('status').where('id', '=', loanId).executeTakeFirstOrThrow()).status).toBe('pending');
    expect(await ctx.db.selectFrom('approvals').selectAll().execute()).toEqual([]);
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
  });

  it('holds it with a reason (202) for a second officer, who pays it out; the maker cannot', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const loanId = await apply(borrower, 300_000);
    const held = await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approve', reason: 'Spouse co-pays; payslips seen' });
    expect(held.status).toBe(202);
    expect(held.body.approval).toMatchObject({ kind: 'loan_approval', loanId, amount: 300_000, makerReason: 'Spouse co-pays; payslips seen', state: 'pending' });
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    const own = await maker.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'approve' });
    expect(own.status).toBe(403);
    const approved = await checker.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.approval).toMatchObject({ state: 'approved', makerReason: 'Spouse co-pays; payslips seen' });
    expect(await walletOf(ctx, borrower.user.id)).toBe(30_000_000);
    expect((await ctx.db.selectFrom('loans').select('status').where('id', '=', loanId).executeTakeFirstOrThrow()).status).toBe('approved');
  });

  it('pays out at once within the limit, and declines above it without a reason', async () => {
    const { ctx, borrower, maker } = await setUp();
    const small = await apply(borrower, 150_000);
    expect((await maker.client.post(`/api/admin/loans/${small}`, { status: 'approve' })).status).toBe(200);
    expect(await walletOf(ctx, borrower.user.id)).toBe(15_000_000);
    const large = await apply(borrower, 300_000);
    const declined = await maker.client.post(`/api/admin/loans/${large}`, { status: 'decline' });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('rejected');
  });
});

describe("the loan's next due (issue 32)", () => {
  it('is the oldest unpaid installment, with how many days it is overdue', async () => {
    const { borrower, maker } = await setUp();
    const loanId = await apply(borrower, 150_000);
    // Recorded late: paid out on Sep 10, the first installment was due Oct 10, 42 days before Nov 21.
    expect((await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approve', startDate: '2026-09-10' })).status).toBe(200);
    const detail = await maker.client.get(`/api/admin/loans/${loanId}`);
    expect(detail.body.loan.nextDue).toMatchObject({ dueDate: '2026-10-10', daysOverdue: 42 });
  });
});

describe('GET /api/loans/affordability: the limit the application form shows (issue 32, decision 063)', () => {
  it('answers MAX_INSTALLMENT_TO_INCOME as a share to a signed-in borrower, 0 when the check is off, nothing to a visitor', async () => {
    const { ctx, borrower } = await setUp();
    expect(await borrower.client.get('/api/loans/affordability')).toMatchObject({ status: 200, body: { limit: 0.4 } });
    const off = await createTestContext();
    const offBorrower = await verifiedBorrower(off);
    expect(await offBorrower.client.get('/api/loans/affordability')).toMatchObject({ status: 200, body: { limit: 0 } });
    expect((await new TestClient(ctx).get('/api/loans/affordability')).status).toBe(401);
  });
});
