import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestClient } from '../../test/harness';

/** The code as the borrower reads it in their notification, as docs/api-journey.md says. */
async function codeFromNotification(client: TestClient): Promise<string> {
  const notifications = (await client.get('/api/notifications')).body as { message: string }[];
  const match = /\b(\d{6})\b/.exec(notifications[0]?.message ?? '');
  if (!match?.[1]) throw new Error(`no code in ${JSON.stringify(notifications[0])}`);
  return match[1];
}

describe('docs/api-journey.md', () => {
  it('ends with the trial balance and the reconciliation the document shows', async () => {
    const ctx = await createTestContext();
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    const maria = await verifiedBorrower(ctx);
    const applied = await maria.client.post('/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 });
    expect(applied.status).toBe(201);
    expect((await admin.post(`/api/admin/loans/${applied.body.id}`, { status: 'approve', title: 'Loan Approved', message: 'Your loan has been approved.' })).status).toBe(200);
    expect((await maria.client.post('/api/withdrawals', { amount: 50_000 })).status).toBe(201);
    const verified = await maria.client.post('/api/withdrawals/verify', { amount: 50_000, otp: await codeFromNotification(maria.client) });
    expect(verified.status).toBe(200);
    expect((await admin.post(`/api/admin/withdrawals/${verified.body.id}`, { status: 'approved' })).status).toBe(200);
    expect((await maria.client.get('/api/auth/me')).body.user.walletBalance).toBe(1_150_000);

    const trial = await admin.get('/api/admin/books/trial-balance');
    expect(trial.status).toBe(200);
    // 1,200,000 + 24 × 3,600 = 1,286,400 receivable; 1,200,000 / 200 × 1.50 = 9,000 of stamp tax; 50,000 paid out of the bank.
    expect(trial.body.accounts.filter((row: { debit: number; credit: number }) => row.debit !== 0 || row.credit !== 0)).toEqual([
      { code: '1010', name: 'Cash in bank', type: 'asset', debit: 0, credit: 50_000 },
      { code: '1200', name: 'Loans receivable', type: 'asset', debit: 1_286_400, credit: 0 },
      { code: '1210', name: 'Unearned interest', type: 'asset', debit: 0, credit: 86_400 },
      { code: '2100', name: 'Borrowers’ wallet balances', type: 'liability', debit: 0, credit: 1_150_000 },
      { code: '2300', name: 'Documentary stamp tax payable', type: 'liability', debit: 0, credit: 9_000 },
      { code: '5100', name: 'Documentary stamp tax expense', type: 'expense', debit: 9_000, credit: 0 },
    ]);
    expect(trial.body).toMatchObject({ at: '2026-11-21', totalDebit: 1_295_400, totalCredit: 1_295_400 });
    expect((await admin.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });
});
