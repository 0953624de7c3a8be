import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, ORIGIN, verifiedBorrower, type TestContext } from '../../test/harness';
import { callbackSignature } from './payment-callback.service';

const SECRET = 'gateway-shared-secret';

/*
 * Issue 27, item 9, each way money comes in. Loan 1: PHP 500,000 over 12
 * months at 0.3 % a month (43,166.67 a month: 41,666.67 principal + 1,500
 * interest), approved on 2026-11-21 with start date 2026-08-19: due
 * 09-19, 10-19, 11-19. The fees of #1 and #2 are charged at approval,
 * 5 % × 43,166.67 = 2,158.33 each (#3 is 2 days late, within the 3 days of
 * grace): outstanding 518,000.04 + 4,316.66 = 522,316.70. Reference
 * 70000000011.
 *
 * 86,333.34 received on 2026-08-19, the start date: #1 was the current
 * period, so it pays #1 (1,500 + 41,666.67), then principal in advance:
 * #2 41,666.67 and #3 1,500.00. No fee is paid. #1 was paid before its fee
 * day: its fee goes (2,158.33); #2 owed only its interest on its fee day:
 * 5 % × 1,500 = 75.00, so 2,083.33 of its fee goes.
 * Balance 522,316.70 − 86,333.34 − 2,158.33 − 2,083.33 = 431,741.70.
 */
const ALLOCATIONS = [
  { installment: 1, lateFee: 0, interest: 1_500, principal: 41_666.67, interestWaived: 0, lateFeeNotDue: 2_158.33 },
  { installment: 2, lateFee: 0, interest: 0, principal: 41_666.67, interestWaived: 0, lateFeeNotDue: 2_083.33 },
  { installment: 3, lateFee: 0, interest: 0, principal: 1_500, interestWaived: 0, lateFeeNotDue: 0 },
];

async function lateLoan() {
  const ctx = await createTestContext({ config: { paymentCallbackSecret: SECRET } });
  const borrower = await verifiedBorrower(ctx);
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', startDate: '2026-08-19' })).status).toBe(200);
  expect(applied.body.id).toBe(1);
  expect((await borrower.client.get('/api/loans')).body[0].outstanding).toBe(522_316.7);
  return { ctx, borrower, admin };
}

async function expectFeesNotPaid(ctx: TestContext, borrower: Awaited<ReturnType<typeof lateLoan>>['borrower']) {
  const loan = (await borrower.client.get('/api/loans')).body[0];
  expect(loan.outstanding).toBe(431_741.7);
  const payments = await ctx.db.selectFrom('loanTransactions').select('id').where('kind', '=', 'repayment').execute();
  expect(payments).toHaveLength(1);
}

describe('a payment is posted on the day it was received', () => {
  it('recorded by staff: pays no late fee that was not due on its date', async () => {
    const { ctx, borrower, admin } = await lateLoan();
    const res = await admin.client.post('/api/admin/loans/1/payments', { amount: 86_333.34, channel: 'otc', reference: 'OR-2026-0819', receivedAt: '2026-08-19T14:00:00+08:00' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ balance: 431_741.7, isLoanClosed: false });
    expect(res.body.transaction.allocations).toEqual(ALLOCATIONS);
    await expectFeesNotPaid(ctx, borrower);
    const audit = await ctx.db.selectFrom('auditLog').select('afterJson').where('action', '=', 'loan.payment').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.afterJson as string)).toMatchObject({ outstandingCentavos: 43_174_170, lateFeesNotDueCentavos: 424_166 });
    // Reversed, the payment takes back what it settled, the fees it made undue included.
    const reversed = await admin.client.post(`/api/admin/payments/${res.body.transaction.id}/reverse`, { reason: 'Receipt was forged' });
    expect(reversed.status).toBe(200);
    expect(reversed.body.balance).toBe(522_316.7);
  });

  it('in a settlement file', async () => {
    const { ctx, borrower, admin } = await lateLoan();
    const file = 'reference,amount,paid_at,transaction_id,channel\n70000000011,86333.34,2026-08-19,SF-0819,bank_transfer\n';
    const res = await admin.client.request('POST', '/api/admin/payments/import', { body: file, headers: { 'content-type': 'text/csv' } });
    expect(res.body).toMatchObject({ posted: 1, unmatched: 0 });
    const transaction = (await admin.client.get('/api/admin/loans/1')).body.transactions.find((t: any) => t.kind === 'repayment');
    expect(transaction.allocations).toEqual(ALLOCATIONS);
    await expectFeesNotPaid(ctx, borrower);
  });

  it('by the gateway callback', async () => {
    const { ctx, borrower } = await lateLoan();
    const rawBody = JSON.stringify({ reference: '70000000011', amount: 86_333.34, transactionId: 'PG-0819', paidAt: '2026-08-19T09:15:00+08:00', channel: 'gcash' });
    const ts = String(Math.floor(ctx.clock.now().getTime() / 1000));
    const response = await ctx.app.request(`${ORIGIN}/api/payments/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timestamp': ts, 'x-signature': callbackSignature({ secret: SECRET, timestamp: ts, rawBody }) },
      body: rawBody,
    });
    const body = (await response.json()) as any;
    expect(response.status).toBe(200);
    expect(body.status).toBe('posted');
    expect(body.receipt.transaction.allocations).toEqual(ALLOCATIONS);
    await expectFeesNotPaid(ctx, borrower);
  });
});
