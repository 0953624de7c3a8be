import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, type TestContext, verifiedBorrower, walletOf } from '../../test/harness';
import { runMaintenance } from '../maintenance';

/*
 * Automatic payment from the wallet (issue 28, item 4), worked by hand. A
 * loan of PHP 500,000 over 12 months at 0.3 % a month approved on the test
 * clock's first day, 2026-11-21 (10:00 Manila), is paid into the wallet
 * (500,000.00) and pays 43,166.67 a month (41,666.67 + 1,500.00) from
 * 2026-12-21. The borrower works in Saudi Arabia (UTC+3): 06:00Z on the due
 * date is 09:00 there and 14:00 in Manila, outside the quiet hours.
 */
async function approvedLoan(ctx: TestContext, { startDate }: { startDate?: string } = {}) {
  const borrower = await verifiedBorrower(ctx);
  await ctx.db.updateTable('users').set({ countryWorking: 'Saudi Arabia' }).where('id', '=', borrower.user.id).execute();
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', ...(startDate ? { startDate } : {}) })).status).toBe(200);
  return { borrower, admin, loanId: applied.body.id as number };
}

type Borrower = Awaited<ReturnType<typeof verifiedBorrower>>;

/** Signs the borrower in again after the clock moved past their session. */
async function signInAgain(borrower: Borrower): Promise<void> {
  expect((await borrower.client.post('/api/auth/login', { email: borrower.user.email, password: borrower.password })).status).toBe(200);
}

const DUE_DATE_0900_RIYADH = new Date('2026-12-21T06:00:00Z');

function autoPayments(ctx: TestContext, loanId: number) {
  return ctx.db.selectFrom('loanTransactions').select(['amountCentavos', 'source', 'externalReference', 'actorId']).where('loanId', '=', loanId).where('kind', '=', 'repayment').orderBy('id').execute();
}

function autoPayNotices(ctx: TestContext, userId: number) {
  return ctx.db.selectFrom('notifications').select(['title', 'message']).where('userId', '=', userId).where('title', 'in', ['Paid From Your Wallet', 'Partly Paid From Your Wallet']).orderBy('id').execute();
}

describe('PUT /api/loans/:id/auto-pay', () => {
  it('is off by default; turning it on and off is recorded with its time and audited', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await approvedLoan(ctx);
    expect((await borrower.client.get('/api/loans')).body[0]).toMatchObject({ id: loanId, autoPayConsentAt: null });

    ctx.clock.set(new Date('2026-11-22T01:00:00Z'));
    await signInAgain(borrower);
    const on = await borrower.client.put(`/api/loans/${loanId}/auto-pay`, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ loanId, autoPayConsentAt: '2026-11-22T01:00:00.000Z' });
    expect((await borrower.client.get('/api/loans')).body[0]).toMatchObject({ autoPayConsentAt: '2026-11-22T01:00:00.000Z' });

    ctx.clock.set(new Date('2026-11-23T01:00:00Z'));
    await signInAgain(borrower);
    expect((await borrower.client.put(`/api/loans/${loanId}/auto-pay`, { enabled: false })).body).toEqual({ loanId, autoPayConsentAt: null });
    const audit = await ctx.db.selectFrom('auditLog').select(['action', 'actorId', 'targetId', 'afterJson']).where('action', 'like', 'loan.auto_pay%').orderBy('id').execute();
    expect(audit.map(({ action, actorId, targetId }) => ({ action, actorId, targetId }))).toEqual([
      { action: 'loan.auto_pay_on', actorId: borrower.user.id, targetId: loanId },
      { action: 'loan.auto_pay_off', actorId: borrower.user.id, targetId: loanId },
    ]);
    expect(JSON.parse(audit[1]!.afterJson as string)).toEqual({ autoPayConsentAt: null, changedAt: '2026-11-23T01:00:00.000Z' });
    await ctx.close();
  });

  it('refuses a body that is not true or false, and changes nothing', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await approvedLoan(ctx);
    const refused = await borrower.client.put(`/api/loans/${loanId}/auto-pay`, { enabled: 'yes' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Automatic payment must be turned on (true) or off (false)');
    expect((await borrower.client.get('/api/loans')).body[0]).toMatchObject({ autoPayConsentAt: null });
    await ctx.close();
  });
});

describe('automatic payment on the due date (housekeeping)', () => {
  it('does nothing while it is off', async () => {
    const ctx = await createTestContext();
    const { loanId } = await approvedLoan(ctx);
    ctx.clock.set(DUE_DATE_0900_RIYADH);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ autoPayments: 0 });
    expect(await autoPayments(ctx, loanId)).toEqual([]);
    await ctx.close();
  });

  it('pays exactly what is due, once, on the due date and not before', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await approvedLoan(ctx);
    expect((await borrower.client.put(`/api/loans/${loanId}/auto-pay`, { enabled: true })).status).toBe(200);

    ctx.clock.set(new Date('2026-12-20T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ autoPayments: 0 });
    expect(await autoPayments(ctx, loanId)).toEqual([]);

    ctx.clock.set(DUE_DATE_0900_RIYADH);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ autoPayments: 1 });
    expect(await runMaintenance(ctx.deps)).toMatchObject({ autoPayments: 0 });
    expect(await autoPayments(ctx, loanId)).toEqual([{ amountCentavos: 4_316_667, source: 'wallet', externalReference: `AUTO-PAY-${loanId}-1`, actorId: null }]);
    // 500,000.00 − 43,166.67.
    expect(await walletOf(ctx, borrower.user.id)).toBe(45_683_333);
    expect(await autoPayNotices(ctx, borrower.user.id)).toEqual([
      { title: 'Paid From Your Wallet', message: `As you asked, PHP 43,166.67 was paid from your wallet to loan #${loanId} on its due date, Dec 21, 2026.` },
    ]);
    await signInAgain(borrower);
    const loan = (await borrower.client.get('/api/loans')).body[0];
    expect(loan.installments[0]).toMatchObject({ state: 'paid', outstanding: 0 });
    // Paid: the due-date reminder does not go out.
    expect(await ctx.db.selectFrom('paymentReminders').select('kind').where('kind', '=', 'due_today').execute()).toEqual([]);
    await ctx.close();
  });

  it('pays what the wallet holds when it holds less, and says what is still due', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await approvedLoan(ctx);
    await borrower.client.put(`/api/loans/${loanId}/auto-pay`, { enabled: true });
    ctx.clock.set(DUE_DATE_0900_RIYADH);
    await signInAgain(borrower);
    // A withdrawal waiting for its code reserves 480,000.00: 20,000.00 is available.
    expect((await borrower.client.post('/api/withdrawals', { amount: 480_000 })).status).toBe(201);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ autoPayments: 1 });
    expect(await runMaintenance(ctx.deps)).toMatchObject({ autoPayments: 0 });
    expect(await autoPayments(ctx, loanId)).toEqual([{ amountCentavos: 2_000_000, source: 'wallet', externalReference: `AUTO-PAY-${loanId}-1`, actorId: null }]);
    expect(await walletOf(ctx, borrower.user.id)).toBe(48_000_000);
    expect(await autoPayNotices(ctx, borrower.user.id)).toEqual([
      {
        title: 'Partly Paid From Your Wallet',
        // 43,166.67 − 20,000.00.
        message: `As you asked, PHP 20,000.00 was paid from your wallet to loan #${loanId} on its due date, Dec 21, 2026: all your wallet held. PHP 23,166.67 is still due. Pay from your wallet or with payment reference 70000000011.`,
      },
    ]);
    await ctx.close();
  });

  it('pays nothing from an empty wallet', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await approvedLoan(ctx);
    await borrower.client.put(`/api/loans/${loanId}/auto-pay`, { enabled: true });
    ctx.clock.set(DUE_DATE_0900_RIYADH);
    await signInAgain(borrower);
    expect((await borrower.client.post('/api/withdrawals', { amount: 500_000 })).status).toBe(201);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ autoPayments: 0 });
    expect(await autoPayments(ctx, loanId)).toEqual([]);
    expect(await autoPayNotices(ctx, borrower.user.id)).toEqual([]);
    await ctx.close();
  });

  it('pays once when two housekeeping runs overlap', async () => {
    const ctx = await createTestContext();
    const { borrower, loanId } = await approvedLoan(ctx);
    await borrower.client.put(`/api/loans/${loanId}/auto-pay`, { enabled: true });
    ctx.clock.set(DUE_DATE_0900_RIYADH);
    const reports = await Promise.all([runMaintenance(ctx.deps), runMaintenance(ctx.deps)]);
    // On PostgreSQL the later run may find the first holding the housekeeping lock (null): it paid nothing either.
    expect(reports.map((report) => report?.autoPayments ?? 0).sort()).toEqual([0, 1]);
    expect(await autoPayments(ctx, loanId)).toHaveLength(1);
    expect(await walletOf(ctx, borrower.user.id)).toBe(45_683_333);
    await ctx.close();
  });

  it('leaves a loan paid off alone', async () => {
    const ctx = await createTestContext();
    const { borrower, admin, loanId } = await approvedLoan(ctx);
    await borrower.client.put(`/api/loans/${loanId}/auto-pay`, { enabled: true });
    // The payoff (principal and this period's interest) is more than the 500,000.00 paid out: 10,000.00 more.
    const topUp = await admin.client.post(`/api/admin/users/${borrower.user.id}`, { walletBalance: 510_000, expectedBalance: 500_000, reason: 'Test funds' });
    expect(topUp.status).toBe(200);
    ctx.clock.set(new Date('2026-12-01T06:00:00Z'));
    await signInAgain(borrower);
    const payoff = await borrower.client.get(`/api/loans/${loanId}/payoff`);
    expect((await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: payoff.body.amount })).status).toBe(200);
    ctx.clock.set(DUE_DATE_0900_RIYADH);
    expect(await runMaintenance(ctx.deps)).toMatchObject({ autoPayments: 0 });
    expect((await autoPayments(ctx, loanId)).map((row) => row.externalReference)).toEqual([null]);
    await ctx.close();
  });
});
