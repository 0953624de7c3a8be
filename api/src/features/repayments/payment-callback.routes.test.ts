import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, ORIGIN, verifiedBorrower, type TestContext } from '../../test/harness';
import { snapshotData } from '../../test/snapshot';
import { callbackSignature } from './payment-callback.service';

const SECRET = 'gateway-shared-secret';

/*
 * Loan 1: PHP 500,000, 12 months, 0.3 % a month, approved today
 * (2026-11-21): each installment 43,166.67; outstanding 518,000.04;
 * payoff today 500,000 + 1,500 = 501,500.00. Reference of loan 1:
 * '7' + '000000001' + Damm check digit 1 = 70000000011.
 */
async function setup({ secret = SECRET }: { secret?: string | null } = {}) {
  const ctx = await createTestContext({ config: { paymentCallbackSecret: secret } });
  const borrower = await verifiedBorrower(ctx);
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' });
  expect(applied.body.id).toBe(1);
  return { ctx, borrower };
}

/** A call as the gateway makes it: no cookie, no Origin, signed over '<timestamp>.<raw body>'. */
async function call(ctx: TestContext, body: unknown, { timestamp, secret = SECRET, signature }: { timestamp?: number; secret?: string; signature?: string } = {}) {
  const rawBody = JSON.stringify(body);
  const ts = String(timestamp ?? Math.floor(ctx.clock.now().getTime() / 1000));
  const response = await ctx.app.request(`${ORIGIN}/api/payments/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timestamp': ts, 'x-signature': signature ?? callbackSignature({ secret, timestamp: ts, rawBody }) },
    body: rawBody,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const paid = { reference: '70000000011', amount: 43_166.67, transactionId: 'PG-1001', paidAt: '2026-11-21T09:15:00+08:00', channel: 'gcash' };

describe('POST /api/payments/callback', () => {
  it('posts a signed payment by the posting rule, and a replay answers with the original and posts nothing', async () => {
    const { ctx, borrower } = await setup();
    const first = await call(ctx, paid);
    expect(first.status).toBe(200);
    // 518,000.04 − 43,166.67 = 474,833.37
    expect(first.body).toMatchObject({ status: 'posted', receipt: { loanId: 1, amount: 43_166.67, balance: 474_833.37, receiptNumber: 'R-00000002' } });
    expect(first.body.receipt.transaction).toMatchObject({ source: 'gcash', externalReference: 'PG-1001', receivedAt: '2026-11-21T01:15:00.000Z', actorId: null });
    const notes = (await borrower.client.get('/api/notifications')).body;
    expect(notes[0].message).toBe('We received your payment of PHP 43,166.67 for loan #1. Receipt number: R-00000002. Remaining balance: PHP 474,833.37.');
    const before = await snapshotData(ctx);
    const [again, alsoAgain] = await Promise.all([call(ctx, paid), call(ctx, paid)]);
    for (const replay of [again, alsoAgain]) {
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({ status: 'duplicate', receipt: { receiptNumber: 'R-00000002', balance: 474_833.37 } });
    }
    expect(await snapshotData(ctx)).toBe(before);
  });

  it('posts the same transaction sent twice at once exactly once', async () => {
    const { ctx } = await setup();
    const results = await Promise.all([call(ctx, paid), call(ctx, paid), call(ctx, paid)]);
    expect(results.map((r) => r.body.status).sort()).toEqual(['duplicate', 'duplicate', 'posted']);
    expect(await ctx.db.selectFrom('loanTransactions').select('id').where('kind', '=', 'repayment').execute()).toHaveLength(1);
  });

  it('refuses unsigned, wrongly signed and stale calls with 401 and changes nothing', async () => {
    const { ctx } = await setup();
    const before = await snapshotData(ctx);
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    for (const options of [{ signature: '' }, { secret: 'another secret' }, { timestamp: now - 301 }, { timestamp: now + 301 }, { signature: 'sha256=00' }]) {
      const res = await call(ctx, paid, options);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Missing, invalid or expired signature');
    }
    // A signature over a different body does not carry over.
    const ts = String(now);
    const res = await ctx.app.request(`${ORIGIN}/api/payments/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timestamp': ts, 'x-signature': callbackSignature({ secret: SECRET, timestamp: ts, rawBody: JSON.stringify(paid) }) },
      body: JSON.stringify({ ...paid, amount: 1 }),
    });
    expect(res.status).toBe(401);
    expect(await snapshotData(ctx)).toBe(before);
    // Exactly 5 minutes away still counts.
    expect((await call(ctx, paid, { timestamp: now - 300 })).status).toBe(200);
  });

  it('holds what it cannot post: invalid and unknown references, and more than the payoff', async () => {
    const { ctx } = await setup();
    // One digit mistyped (…11 → …21) breaks the check digit; loan 2 (70000000022) does not exist.
    expect((await call(ctx, { ...paid, reference: '70000000021', transactionId: 'PG-2' })).body).toEqual({ status: 'unmatched', reason: 'invalid_reference', message: 'invalid reference' });
    expect((await call(ctx, { ...paid, reference: '70000000022', transactionId: 'PG-3' })).body).toEqual({ status: 'unmatched', reason: 'unknown_reference', message: 'unknown reference' });
    expect((await call(ctx, { ...paid, amount: 501_500.01, transactionId: 'PG-4' })).body).toEqual({
      status: 'unmatched',
      reason: 'above_payoff',
      message: 'The amount is more than what pays off this loan today (PHP 501,500.00)',
    });
    const held = await ctx.db.selectFrom('unmatchedPayments').select(['transactionId', 'reason', 'amountCentavos']).orderBy('id').execute();
    expect(held).toEqual([
      { transactionId: 'PG-2', reason: 'invalid_reference', amountCentavos: 4_316_667 },
      { transactionId: 'PG-3', reason: 'unknown_reference', amountCentavos: 4_316_667 },
      { transactionId: 'PG-4', reason: 'above_payoff', amountCentavos: 50_150_001 },
    ]);
    // A payoff closes the loan.
    expect((await call(ctx, { ...paid, amount: 501_500, transactionId: 'PG-5' })).body).toMatchObject({ status: 'posted', receipt: { balance: 0, isLoanClosed: true } });
  });

  it('is off without a secret, and a bad body is refused with a message', async () => {
    const off = await setup({ secret: null });
    expect((await call(off.ctx, paid)).status).toBe(404);
    const { ctx } = await setup();
    const res = await call(ctx, { ...paid, amount: -5 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter an amount of more than PHP 0.00 with at most 2 decimals');
  });

  it('refuses money paid in the future beyond 5 minutes of clock skew, and changes nothing (issue 27)', async () => {
    const { ctx } = await setup();
    const before = await snapshotData(ctx);
    // The clock reads 2026-11-21 10:00 Manila.
    const future = await call(ctx, { ...paid, transactionId: 'PG-FUTURE', paidAt: '2026-11-21T10:05:01+08:00' });
    expect(future.status).toBe(400);
    expect(future.body.fieldErrors).toEqual({ paidAt: ['Paid at cannot be in the future'] });
    expect(await snapshotData(ctx)).toBe(before);
    const skewed = await call(ctx, { ...paid, transactionId: 'PG-SKEW', paidAt: '2026-11-21T10:05:00+08:00' });
    expect(skewed.body.status).toBe('posted');
  });
  it('holds a payment for a loan not yet open, and its retry once the loan opens posts it and takes it out of the queue', async () => {
    const ctx = await createTestContext({ config: { paymentCallbackSecret: SECRET } });
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    expect((await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body.id).toBe(1);
    const early = await call(ctx, paid);
    expect(early.body).toMatchObject({ status: 'unmatched', reason: 'loan_not_open' });
    expect((await admin.client.get('/api/admin/payments/unmatched')).body.map((row: any) => row.transactionId)).toEqual(['PG-1001']);
    await admin.client.post('/api/admin/loans/1', { status: 'approved' });
    const retried = await call(ctx, paid);
    // 518,000.04 − 43,166.67 = 474,833.37
    expect(retried.body).toMatchObject({ status: 'posted', receipt: { loanId: 1, amount: 43_166.67, balance: 474_833.37 } });
    expect((await admin.client.get('/api/admin/payments/unmatched')).body).toEqual([]);
    const held = await ctx.db.selectFrom('unmatchedPayments').select(['assignedLoanId', 'assignedTransactionId']).executeTakeFirstOrThrow();
    expect(held).toEqual({ assignedLoanId: 1, assignedTransactionId: retried.body.receipt.transaction.id });
    // Assigning it by hand now would post the money twice: refused.
    expect((await admin.client.post('/api/admin/payments/unmatched/1/assign', { loanId: 1 })).status).toBe(409);
  });
});
