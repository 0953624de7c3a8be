import { centavos } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { createStaff, createTestContext, fundWallet, type TestContext, verifiedBorrower, walletOf } from '../../test/harness';
import { snapshotData } from '../../test/snapshot';

/*
 * The figures of every test below, worked by hand (decision 013).
 * Loan: PHP 500,000 over 12 months at 0.3 % a month (flat).
 *   monthly payment 500,000 / 12 + 500,000 × 0.003 = 41,666.67 + 1,500 = 43,166.67
 *   total repayment 43,166.67 × 12 = 518,000.04
 *   each installment: principal 41,666.67, interest 1,500.00; the last
 *   41,666.63 + 1,500.04 (500,000 − 11 × 41,666.67 = 41,666.63).
 * The test clock starts on 2026-11-21, 10:00 Manila.
 * Recorded late with start date 2026-07-15: due 08-15, 09-15, 10-15 and
 * 11-15 are past (11-15 is 6 days back, more than the 3 days of grace), so
 * four late fees of 5 % × 43,166.67 = 2,158.3335 → 2,158.33 are charged.
 *   outstanding 518,000.04 + 4 × 2,158.33 = 526,633.36
 *   payoff: principal 500,000 + interest of installments 1–5 (12-15 is the
 *   current period) 5 × 1,500 + fees 8,633.32 = 516,133.32
 *   next due: installment 1 (2026-08-15), bringing the loan up to date:
 *   4 × (43,166.67 + 2,158.33) + 43,166.67 = 224,466.67
 * Approved today (start 2026-11-21): first due 2026-12-21, current period;
 * payoff 500,000 + 1,500 = 501,500.00.
 */

async function disbursedLoan({ startDate, ctx: given }: { startDate?: string; ctx?: TestContext } = {}) {
  const ctx = given ?? (await createTestContext());
  const borrower = await verifiedBorrower(ctx);
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  const approved = await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', ...(startDate ? { startDate } : {}) });
  expect(approved.status).toBe(200);
  const loanId: number = applied.body.id;
  return { ctx, borrower, admin, loanId };
}

async function loanOf(client: Awaited<ReturnType<typeof disbursedLoan>>['borrower']['client'], loanId: number) {
  const loans = (await client.get('/api/loans')).body as { id: number }[];
  return loans.find((loan) => loan.id === loanId) as any;
}

/** Days later, when the session has lapsed: the borrower signs in again. */
async function later(ctx: TestContext, borrower: Awaited<ReturnType<typeof disbursedLoan>>['borrower'], ms: number) {
  ctx.clock.advance(ms);
  expect((await borrower.client.post('/api/auth/login', { email: borrower.user.email, password: borrower.password })).status).toBe(200);
}

async function fund(ctx: TestContext, userId: number, amount: number) {
  await fundWallet(ctx, { userId, amountCentavos: centavos(amount), kind: 'adjustment', reason: 'Test funds', actorId: null, now: ctx.clock.now() });
}

describe('approval with a start date', () => {
  it('credits the wallet today and makes past installments overdue with their late fees at once', async () => {
    const { ctx, borrower, loanId } = await disbursedLoan({ startDate: '2026-07-15' });
    expect(await walletOf(ctx, borrower.user.id)).toBe(50_000_000);
    const loan = await loanOf(borrower.client, loanId);
    expect(loan).toMatchObject({
      status: 'approved',
      startDate: '2026-07-15',
      outstanding: 526_633.36,
      id: 1,
      // '7' + the id in 9 digits + its Damm check digit (decision 013).
      paymentReference: '70000000011',
      nextDue: { dueDate: '2026-08-15', amount: 224_466.67 },
      // Paid out on Jul 15: its 72 hours ended on Jul 18, whenever it was recorded.
      cancellableUntil: null,
    });
    expect(loan.installments.slice(0, 6).map((i: any) => [i.number, i.dueDate, i.state, i.lateFee, i.outstanding])).toEqual([
      [1, '2026-08-15', 'overdue', 2_158.33, 45_325],
      [2, '2026-09-15', 'overdue', 2_158.33, 45_325],
      [3, '2026-10-15', 'overdue', 2_158.33, 45_325],
      [4, '2026-11-15', 'overdue', 2_158.33, 45_325],
      [5, '2026-12-15', 'due', 0, 43_166.67],
      [6, '2027-01-15', 'upcoming', 0, 43_166.67],
    ]);
    const fees = await ctx.db.selectFrom('loanTransactions').select(['installment', 'amountCentavos']).where('kind', '=', 'late_fee').orderBy('id').execute();
    expect(fees).toEqual([1, 2, 3, 4].map((installment) => ({ installment, amountCentavos: 215_833 })));
    const audit = await ctx.db.selectFrom('auditLog').select('afterJson').where('action', '=', 'loan.review').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.afterJson ?? '{}')).toMatchObject({ startDate: '2026-07-15', disbursed: true });
    const payoff = await borrower.client.get(`/api/loans/${loanId}/payoff`);
    expect(payoff.body).toEqual({ loanId, asOf: '2026-11-21', principal: 500_000, interest: 7_500, lateFees: 8_633.32, amount: 516_133.32, interestNotCharged: 10_500.04 });
  });

  it('refuses a start date in the future or more than 5 years back, and changes nothing', async () => {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
    for (const startDate of ['2026-11-22', '2021-11-20']) {
      const res = await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', startDate });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.startDate).toHaveLength(1);
    }
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    expect(await ctx.db.selectFrom('loanTransactions').selectAll().execute()).toEqual([]);
    // The same day 5 years back still counts.
    expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', startDate: '2021-11-21' })).status).toBe(200);
  });

  it('refuses a start date for a loan already paid out, and changes nothing', async () => {
    const { ctx, admin, loanId } = await disbursedLoan();
    const before = await snapshotData(ctx);
    const res = await admin.client.post(`/api/admin/loans/${loanId}`, { status: 'approved', startDate: '2026-07-15' });
    expect([res.status, res.body.message]).toEqual([409, 'This loan has already been paid out (start date 2026-11-21); its start date can no longer change']);
    expect(await snapshotData(ctx)).toBe(before);
  });
});

describe('paying from the wallet', () => {
  it('posts late fee, interest, then principal, oldest first, with a receipt notification', async () => {
    const { ctx, borrower, loanId } = await disbursedLoan({ startDate: '2026-07-15' });
    const res = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 50_000 });
    expect(res.status).toBe(200);
    // 50,000 = installment 1 in full (2,158.33 + 1,500 + 41,666.67 = 45,325) + 4,675 on installment 2: fee 2,158.33, interest 1,500, principal 1,016.67.
    expect(res.body.transaction.allocations).toEqual([
      { installment: 1, lateFee: 2_158.33, interest: 1_500, principal: 41_666.67, interestWaived: 0, lateFeeNotDue: 0 },
      { installment: 2, lateFee: 2_158.33, interest: 1_500, principal: 1_016.67, interestWaived: 0, lateFeeNotDue: 0 },
    ]);
    // 526,633.36 − 50,000 = 476,633.36
    expect(res.body).toMatchObject({ amount: 50_000, balance: 476_633.36, isLoanClosed: false, loanId });
    expect(res.body.receiptNumber).toMatch(/^R-\d{8}$/);
    expect(await walletOf(ctx, borrower.user.id)).toBe(45_000_000);
    const notes = (await borrower.client.get('/api/notifications')).body;
    expect(notes[0]).toMatchObject({
      title: 'Payment Received',
      message: `We received your payment of PHP 50,000.00 for loan #${loanId}. Receipt number: ${res.body.receiptNumber}. Remaining balance: PHP 476,633.36.`,
    });
    const loan = await loanOf(borrower.client, loanId);
    expect(loan.installments.slice(0, 2).map((i: any) => [i.state, i.amountPaid, i.outstanding])).toEqual([
      ['paid', 45_325, 0],
      ['overdue', 4_675, 40_650],
    ]);
    expect(ctx.events.map((e) => e.type)).toEqual(expect.arrayContaining(['loan_updated', 'wallet_updated', 'notification_created']));
  });

  it('refuses more than the payoff with the payoff figure, and more than the available balance', async () => {
    const { ctx, borrower, loanId } = await disbursedLoan({ startDate: '2026-07-15' });
    await fund(ctx, borrower.user.id, 2_000_000);
    const above = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 516_133.33 });
    expect(above.status).toBe(409);
    expect(above.body.message).toBe('The amount is more than what pays off this loan today (PHP 516,133.32)');
    // Wallet 520,000; a withdrawal request of 100,000 reserves its amount: 420,000 are available.
    const withdrawal = await borrower.client.post('/api/withdrawals', { amount: 100_000 });
    expect(withdrawal.status).toBe(201);
    const over = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 420_000.01 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Payment amount exceeds your available balance');
    expect(await ctx.db.selectFrom('loanTransactions').select('id').where('kind', '=', 'repayment').execute()).toEqual([]);
    expect((await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 420_000 })).status).toBe(200);
  });

  it('closes the loan with a payment equal to the payoff, and later interest is not charged', async () => {
    const { ctx, borrower, loanId } = await disbursedLoan();
    await fund(ctx, borrower.user.id, 150_000);
    expect((await borrower.client.get(`/api/loans/${loanId}/payoff`)).body.amount).toBe(501_500);
    const res = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 501_500 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ balance: 0, isLoanClosed: true });
    // 500,000 + 1,500 funded − 501,500 = 0
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    const loan = await loanOf(borrower.client, loanId);
    expect(loan).toMatchObject({ status: 'closed', outstanding: 0, nextDue: null });
    expect(loan.installments.every((i: any) => i.state === 'paid')).toBe(true);
    const titles = (await borrower.client.get('/api/notifications')).body.map((n: any) => n.title);
    expect(titles.slice(0, 2)).toEqual(['Loan Fully Paid', 'Payment Received']);
    expect((await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 1 })).status).toBe(409);
    // Paid in full: the borrower may apply again.
    expect((await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).status).toBe(201);
  });

  it('never overdraws when a payment and a withdrawal race for the same money', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { ctx, borrower, loanId } = await disbursedLoan();
      // Wallet 500,000: 300,000 to the loan and 300,000 withdrawn cannot both happen.
      const [payment, withdrawal] = await Promise.all([
        borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 300_000 }),
        borrower.client.post('/api/withdrawals', { amount: 300_000 }),
      ]);
      const outcome = `${payment.status}/${withdrawal.status}`;
      expect(['200/409', '409/201']).toContain(outcome);
      const reserved = withdrawal.status === 201 ? 30_000_000 : 0;
      const paid = payment.status === 200 ? 30_000_000 : 0;
      expect(await walletOf(ctx, borrower.user.id)).toBe(50_000_000 - paid);
      expect(paid + reserved).toBe(30_000_000);
      await ctx.close();
    }
  });

  it("is for the borrower's own open loans only", async () => {
    const { ctx, loanId } = await disbursedLoan();
    const other = await verifiedBorrower(ctx);
    expect((await other.client.post(`/api/loans/${loanId}/pay`, { amount: 100 })).status).toBe(404);
    expect((await other.client.get(`/api/loans/${loanId}/payoff`)).status).toBe(404);
    expect((await other.client.post(`/api/loans/${loanId}/cancel`)).status).toBe(404);
  });
});

describe('payments recorded by staff', () => {
  const payment = { amount: 45_325, channel: 'gcash', reference: 'GC-0001', receivedAt: '2026-11-20T09:30:00+08:00' };

  it('posts by the same rule without touching the wallet, once per channel reference', async () => {
    const { ctx, borrower, admin, loanId } = await disbursedLoan({ startDate: '2026-07-15' });
    const [first, second] = await Promise.all([
      admin.client.post(`/api/admin/loans/${loanId}/payments`, payment),
      admin.client.post(`/api/admin/loans/${loanId}/payments`, payment),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const posted = first.status === 201 ? first : second;
    // 526,633.36 − 45,325 = 481,308.36
    expect(posted.body).toMatchObject({ amount: 45_325, balance: 481_308.36 });
    expect(posted.body.transaction).toMatchObject({ source: 'gcash', externalReference: 'GC-0001', receivedAt: '2026-11-20T01:30:00.000Z', actorId: admin.id });
    expect((first.status === 409 ? first : second).body.message).toBe('already posted');
    // Issue 27: the same reference in another case is the same receipt.
    const again = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { ...payment, reference: 'gc-0001' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('already posted');
    expect(await walletOf(ctx, borrower.user.id)).toBe(50_000_000);
    const audit = await ctx.db.selectFrom('auditLog').select(['action', 'actorId']).where('action', '=', 'loan.payment').execute();
    expect(audit).toEqual([{ action: 'loan.payment', actorId: admin.id }]);
  });

  it('refuses money received in the future and more than the payoff', async () => {
    const { admin, loanId } = await disbursedLoan({ startDate: '2026-07-15' });
    const future = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { ...payment, receivedAt: '2026-11-21T10:01:00+08:00' });
    expect(future.status).toBe(400);
    expect(future.body.fieldErrors.receivedAt).toHaveLength(1);
    const above = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { ...payment, amount: 516_133.33 });
    expect(above.status).toBe(409);
    expect(above.body.message).toBe('The amount is more than what pays off this loan today (PHP 516,133.32)');
  });
});

describe('waivers and reversals', () => {
  it('waives an unpaid late fee once, with a reason', async () => {
    const { ctx, borrower, admin, loanId } = await disbursedLoan({ startDate: '2026-07-15' });
    const res = await admin.client.post(`/api/admin/loans/${loanId}/waive-fee`, { installment: 2, reason: 'Hospital stay' });
    expect(res.status).toBe(200);
    // 526,633.36 − 2,158.33 = 524,475.03
    expect(res.body.outstanding).toBe(524_475.03);
    expect((await admin.client.post(`/api/admin/loans/${loanId}/waive-fee`, { installment: 2, reason: 'Again' })).body.message).toBe('This installment has no unpaid late fee');
    expect((await admin.client.post(`/api/admin/loans/${loanId}/waive-fee`, { installment: 13, reason: 'No such' })).body.message).toBe('This loan has no such installment');
    expect((await admin.client.post(`/api/admin/loans/${loanId}/waive-fee`, { installment: 5, reason: 'No fee yet' })).status).toBe(409);
    const waivers = await ctx.db.selectFrom('loanTransactions').select(['installment', 'amountCentavos', 'reason', 'actorId']).where('kind', '=', 'waiver').execute();
    expect(waivers).toEqual([{ installment: 2, amountCentavos: 215_833, reason: 'Hospital stay', actorId: admin.id }]);
    expect((await borrower.client.get('/api/notifications')).body[0].message).toBe(`The late fee of PHP 2,158.33 on installment 2 of loan #${loanId} has been waived.`);
  });

  it('reverses a wallet payoff: the wallet is credited back and the loan reopens', async () => {
    const { ctx, borrower, admin, loanId } = await disbursedLoan();
    await fund(ctx, borrower.user.id, 150_000);
    const paid = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 501_500 });
    const res = await admin.client.post(`/api/admin/payments/${paid.body.transaction.id}/reverse`, { reason: 'Paid by mistake' });
    expect(res.status).toBe(200);
    // The payoff's forgiven interest is owed again: 518,000.04 outstanding.
    expect(res.body).toMatchObject({ balance: 518_000.04, isLoanClosed: false });
    expect(await walletOf(ctx, borrower.user.id)).toBe(50_150_000);
    expect((await loanOf(borrower.client, loanId)).status).toBe('approved');
    const again = await admin.client.post(`/api/admin/payments/${paid.body.transaction.id}/reverse`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment has already been reversed');
    expect((await borrower.client.get('/api/notifications')).body[0].message).toBe(
      `Your payment of PHP 501,500.00 for loan #${loanId} (receipt ${paid.body.receiptNumber}) was reversed: Paid by mistake. Remaining balance: PHP 518,000.04.`,
    );
  });

  it('reverses a channel payment without touching the wallet', async () => {
    const { ctx, borrower, admin, loanId } = await disbursedLoan();
    const paid = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { amount: 10_000, channel: 'maya', reference: 'MY-1', receivedAt: '2026-11-21T09:00:00+08:00' });
    expect(paid.status).toBe(201);
    const res = await admin.client.post(`/api/admin/payments/${paid.body.transaction.id}/reverse`, { reason: 'Bounced' });
    expect(res.body.balance).toBe(518_000.04);
    expect(await walletOf(ctx, borrower.user.id)).toBe(50_000_000);
    expect((await admin.client.post('/api/admin/payments/999999/reverse', { reason: 'None' })).status).toBe(404);
  });

  it('shows staff the loan with its installments, transactions and audit entries', async () => {
    const { borrower, admin, loanId } = await disbursedLoan({ startDate: '2026-07-15' });
    await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 1_000 });
    const res = await admin.client.get(`/api/admin/loans/${loanId}`);
    expect(res.status).toBe(200);
    expect(res.body.loan).toMatchObject({ id: loanId, outstanding: 525_633.36 });
    expect(res.body.transactions.map((t: any) => [t.kind, t.amount])).toEqual([
      ['disbursement', 500_000],
      ['late_fee', 2_158.33],
      ['late_fee', 2_158.33],
      ['late_fee', 2_158.33],
      ['late_fee', 2_158.33],
      ['repayment', 1_000],
    ]);
    expect(res.body.audit.map((a: any) => a.action)).toEqual(['loan.payment', 'loan.review']);
    expect((await borrower.client.get(`/api/admin/loans/${loanId}`)).status).toBe(403);
  });
});

describe('cooling-off', () => {
  it('cancels within 72 hours: the disbursement is taken back and nothing is charged', async () => {
    const { ctx, borrower, loanId } = await disbursedLoan();
    await later(ctx, borrower, 71 * HOUR);
    const res = await borrower.client.post(`/api/loans/${loanId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: loanId, status: 'cancelled' });
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    expect(await loanOf(borrower.client, loanId)).toMatchObject({ status: 'cancelled', outstanding: 0, installments: [], nextDue: null });
    expect((await borrower.client.get('/api/notifications')).body[0].message).toBe(
      `Your loan #${loanId} was cancelled within the cooling-off period. PHP 500,000.00 was taken back from your wallet; no interest or fees are charged.`,
    );
    expect((await borrower.client.post(`/api/loans/${loanId}/cancel`)).status).toBe(409);
  });

  it('ends at 72 hours, with a withdrawal request, or with a payment', async () => {
    const late = await disbursedLoan();
    await later(late.ctx, late.borrower, 72 * HOUR);
    expect((await late.borrower.client.post(`/api/loans/${late.loanId}/cancel`)).body.message).toBe('The 3-day cooling-off period of this loan has ended');

    const withdrawn = await disbursedLoan();
    await withdrawn.borrower.client.post('/api/withdrawals', { amount: 1_000 });
    expect((await withdrawn.borrower.client.post(`/api/loans/${withdrawn.loanId}/cancel`)).body.message).toBe(
      'This loan can no longer be cancelled: a withdrawal was requested after it was paid out',
    );

    const paid = await disbursedLoan();
    await paid.borrower.client.post(`/api/loans/${paid.loanId}/pay`, { amount: 1_000 });
    const refused = await paid.borrower.client.post(`/api/loans/${paid.loanId}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This loan can no longer be cancelled: a payment has been made on it');
    expect(await walletOf(paid.ctx, paid.borrower.user.id)).toBe(49_900_000);

    // Recorded today, paid out on Jul 15: the 72 hours ran from Jul 15.
    const recordedLate = await disbursedLoan({ startDate: '2026-07-15' });
    const tooLate = await recordedLate.borrower.client.post(`/api/loans/${recordedLate.loanId}/cancel`);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('The 3-day cooling-off period of this loan has ended');
    expect(await walletOf(recordedLate.ctx, recordedLate.borrower.user.id)).toBe(50_000_000);
  });
});

describe("the borrower's loan transactions", () => {
  it('lists the disbursement, late fees and payments of their own loan, oldest first', async () => {
    const { borrower, loanId } = await disbursedLoan({ startDate: '2026-07-15' });
    const paid = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 50_000 });
    expect(paid.status).toBe(200);
    const res = await borrower.client.get(`/api/loans/${loanId}/transactions`);
    expect(res.status).toBe(200);
    expect(res.body.map((t: any) => [t.kind, t.amount, t.installment, t.receiptNumber])).toEqual([
      ['disbursement', 500_000, null, null],
      ['late_fee', 2_158.33, 1, null],
      ['late_fee', 2_158.33, 2, null],
      ['late_fee', 2_158.33, 3, null],
      ['late_fee', 2_158.33, 4, null],
      ['repayment', 50_000, null, paid.body.receiptNumber],
    ]);
    expect(res.body[5]).toMatchObject({ source: 'wallet', loanId });
  });

  it("answers 404 for another borrower's loan and for a loan that does not exist", async () => {
    const { ctx, loanId } = await disbursedLoan();
    const other = await verifiedBorrower(ctx);
    const res = await other.client.get(`/api/loans/${loanId}/transactions`);
    expect([res.status, res.body.message]).toEqual([404, 'Loan not found']);
    expect((await other.client.get('/api/loans/999/transactions')).status).toBe(404);
  });
});
