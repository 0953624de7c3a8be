import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../features/audit';
import { recordFigure } from './figures';
import { createStaff, createTestContext, TestClient, type TestContext, verifiedBorrower, walletOf } from './harness';
import { ledgerProblems } from '../ledger-problems';

// Issue 13: two API instances on one PostgreSQL database, each with its own
// pool, as behind a load balancer; only the writer lock of decision 017
// keeps these races safe. (SQLite's counterpart is two-processes.test.ts.)


/** A verified borrower whose 150,000 loan was disbursed to the wallet. */
async function fundedBorrower(ctx: TestContext, admin: TestClient) {
  const borrower = await verifiedBorrower(ctx);
  const loan = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
  expect((await admin.post(`/api/admin/loans/${loan.body.id}`, { status: 'approve' })).status).toBe(200);
  return { borrower, loanId: loan.body.id as number };
}

async function codeOf(client: TestClient): Promise<string> {
  const notifications = (await client.get('/api/notifications')).body as { message: string }[];
  const code = /\b(\d{6})\b/.exec(notifications[0]?.message ?? '')?.[1];
  if (!code) throw new Error('no withdrawal code in the notifications');
  return code;
}

/** Two instances, an officer on each, and ten borrowers who each applied for 200,000. */
async function tenPendingLoans() {
  const ctx = await createTestContext();
  const second = await ctx.secondInstance();
  const first = await createStaff(ctx, { role: 'admin' });
  const other = await createStaff(ctx, { role: 'main_admin' });
  const borrowers = await Promise.all(Array.from({ length: 10 }, () => verifiedBorrower(ctx)));
  const loans = await Promise.all(borrowers.map((b) => b.client.post('/api/loans', { amount: 200_000, term: 12, interestRate: 0.5 })));
  return { ctx, second, first, other, borrowers, loans };
}

describe('two instances on one database', () => {
  it('40 withdrawal requests at once, split across both, reserve the balance once; approved on both at once, it is debited once', async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { borrower } = await fundedBorrower(ctx, admin.client);
    // 100,000 of the 150,000: any two together would overdraw.
    const requests = Array.from({ length: 40 }, (_, i) => (i % 2 ? borrower.client.on(second) : borrower.client).post('/api/withdrawals', { amount: 100_000 }));
    const results = await Promise.all(requests);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(39);
    const verified = await borrower.client.post('/api/withdrawals/verify', { amount: 100_000, otp: await codeOf(borrower.client) });
    expect(verified.status).toBe(200);
    const id = results.find((r) => r.status === 201)?.body.id as number;
    const decisions = await Promise.all([admin.client, admin.client.on(second)].map((client) => client.post(`/api/admin/withdrawals/${id}`, { status: 'approved' })));
    expect(decisions.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletOf(ctx, borrower.user.id)).toBe(5_000_000);
    const debits = await ctx.db.selectFrom('ledgerEntries').select('amountCentavos').where('kind', '=', 'withdrawal').execute();
    expect(debits).toEqual([{ amountCentavos: -10_000_000 }]);
    expect(await ledgerProblems(ctx.db)).toEqual([]);
    recordFigure('instances.withdrawal.requests', requests.length + decisions.length);
  });

  it('a loan approved on both instances at once, ten times over, is paid out once each', async () => {
    const { ctx, second, first, other, borrowers, loans } = await tenPendingLoans();
    const approvals = await Promise.all(
      loans.flatMap((loan) => [first.client, other.client.on(second)].map((client) => client.post(`/api/admin/loans/${loan.body.id}`, { status: 'approve' }))),
    );
    expect(approvals.every((r) => r.status === 200)).toBe(true);
    const disbursements = await ctx.db.selectFrom('ledgerEntries').select(['loanId', 'amountCentavos']).where('kind', '=', 'disbursement').orderBy('loanId').execute();
    expect(disbursements).toEqual(loans.map((loan) => ({ loanId: loan.body.id, amountCentavos: 20_000_000 })).sort((a, b) => a.loanId - b.loanId));
    for (const b of borrowers) expect(await walletOf(ctx, b.user.id)).toBe(20_000_000);
    recordFigure('instances.loan.approvals', approvals.length);
  });

  it('a payment from the wallet on one instance and a withdrawal on the other, racing for the same money: one of them, never both', async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    const admin = await createStaff(ctx, { role: 'admin' });
    for (let round = 0; round < 8; round += 1) {
      const { borrower, loanId } = await fundedBorrower(ctx, admin.client);
      // Wallet 150,000: 100,000 to the loan and 100,000 withdrawn cannot both happen.
      const [payment, withdrawal] = await Promise.all([
        borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 100_000 }),
        borrower.client.on(second).post('/api/withdrawals', { amount: 100_000 }),
      ]);
      const outcome = `${payment.status}/${withdrawal.status}`;
      expect(['200/409', '409/201']).toContain(outcome);
      expect(await walletOf(ctx, borrower.user.id)).toBe(payment.status === 200 ? 5_000_000 : 15_000_000);
    }
    expect(await ledgerProblems(ctx.db)).toEqual([]);
    recordFigure('instances.payment.races', 8);
  });

  it('keeps the audit chain whole when staff on both instances write to it at once', async () => {
    const { ctx, second, first, other, borrowers, loans } = await tenPendingLoans();
    const before = (await verifyAuditChain(ctx.db)).checked;
    // Each loan is approved on one instance while its member's credit score is edited on the other.
    const writes = await Promise.all(
      loans.flatMap((loan, i) => [
        first.client.post(`/api/admin/loans/${loan.body.id}`, { status: 'approve' }),
        other.client.on(second).put(`/api/admin/users/${borrowers[i]?.user.id}`, { creditScore: 600 + i }),
      ]),
    );
    expect(writes.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const chain = await verifyAuditChain(second.db);
    expect(chain).toMatchObject({ isValid: true, problem: null });
    expect(chain.checked).toBeGreaterThanOrEqual(before + 20);
    recordFigure('instances.audit.writes', writes.length);
  });
});
