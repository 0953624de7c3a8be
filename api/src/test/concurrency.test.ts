import { describe, expect, it } from 'vitest';
import { recordFigure } from './figures';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from './harness';
import { ledgerProblems } from '../ledger-problems';

// Issue 6, "Concurrency": requests that race each other. The harness checks
// the ledger invariants after every test as well; these tests also check
// them at the end of each race and count what happened.

async function fundedBorrowers(ctx: TestContext, count: number) {
  const admin = await createStaff(ctx, { role: 'admin' });
  const borrowers = await Promise.all(Array.from({ length: count }, () => verifiedBorrower(ctx)));
  for (const b of borrowers) {
    const loan = await b.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
    expect((await admin.client.post(`/api/admin/loans/${loan.body.id}`, { status: 'approve' })).status).toBe(200);
  }
  return { admin, borrowers };
}

describe('concurrency', () => {
  it('50 parallel withdrawal requests from 10 borrowers reserve each balance once; racing approve and reject decide each once', async () => {
    const ctx = await createTestContext();
    const { borrowers } = await fundedBorrowers(ctx, 10);
    // The loans' approvals went out by SMS too (issue 29): count only the codes.
    ctx.sms.length = 0;
    // Each borrower fires 5 requests at once, each for 60% of the balance: at most one may stand.
    const requests = borrowers.flatMap((b) => Array.from({ length: 5 }, () => b.client.post('/api/withdrawals', { amount: 90_000 })));
    const results = await Promise.all(requests);
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40);
    // One code queued per request that stood (issue 29: the outbox, written with the request).
    expect(await ctx.db.selectFrom('outboxMessages').select('id').where('purpose', '=', 'code').execute()).toHaveLength(10);

    // Each borrower verifies their code, twice at once: one wins; the other is refused as a later try would be.
    const byNumber = await Promise.all(
      borrowers.map(async (b) => {
        const notifications = (await b.client.get('/api/notifications')).body as { message: string }[];
        const code = /\b(\d{6})\b/.exec(notifications[0]?.message ?? '')?.[1];
        const twice = await Promise.all([1, 2].map(() => b.client.post('/api/withdrawals/verify', { amount: 90_000, otp: code })));
        return twice.map((r) => `${r.status} ${r.status === 200 ? '' : r.body.message}`).sort();
      }),
    );
    expect(new Set(byNumber.map((pair) => pair.join(' | ')))).toEqual(
      new Set(['200  | 409 You have no withdrawal waiting for a code. Please start a new withdrawal.']),
    );

    // Two officers decide every request at the same moment, one approving, one rejecting.
    const first = await createStaff(ctx, { role: 'admin' });
    const second = await createStaff(ctx, { role: 'admin' });
    const ids = results.filter((r) => r.status === 201).map((r) => r.body.id as number);
    const decisions = await Promise.all(
      ids.flatMap((id) => [first.client.post(`/api/admin/withdrawals/${id}`, { status: 'approved' }), second.client.post(`/api/admin/withdrawals/${id}`, { status: 'rejected' })]),
    );
    expect(decisions.filter((r) => r.status === 200)).toHaveLength(10);
    expect(decisions.filter((r) => r.status === 409)).toHaveLength(10);
    const approved = await ctx.db.selectFrom('withdrawals').select('id').where('status', '=', 'approved').execute();
    const debits = await ctx.db.selectFrom('ledgerEntries').select('withdrawalId').where('kind', '=', 'withdrawal').execute();
    expect(debits.map((d) => d.withdrawalId).sort()).toEqual(approved.map((a) => a.id).sort());
    expect(await ledgerProblems(ctx.db)).toEqual([]);
    recordFigure('concurrency.withdrawal.requests', requests.length + 20 + decisions.length);
  });

  it('a loan approved by two officers at once, ten times over, is paid out once each', async () => {
    const ctx = await createTestContext();
    const first = await createStaff(ctx, { role: 'admin' });
    const second = await createStaff(ctx, { role: 'main_admin' });
    const borrowers = await Promise.all(Array.from({ length: 10 }, () => verifiedBorrower(ctx)));
    const loans = await Promise.all(borrowers.map((b) => b.client.post('/api/loans', { amount: 200_000, term: 12, interestRate: 0.5 })));
    const approvals = await Promise.all(
      loans.flatMap((loan) => [first, second, first].map((admin) => admin.client.post(`/api/admin/loans/${loan.body.id}`, { status: 'approve' }))),
    );
    expect(approvals.every((r) => r.status === 200)).toBe(true);
    const disbursements = await ctx.db.selectFrom('ledgerEntries').select('loanId').where('kind', '=', 'disbursement').execute();
    expect(disbursements).toHaveLength(10);
    for (const b of borrowers) expect((await b.client.get('/api/auth/me')).body.user.walletBalance).toBe(200_000);
    expect(await ledgerProblems(ctx.db)).toEqual([]);
    recordFigure('concurrency.loan.approvals', approvals.length);
  });

  it('two officers setting one balance at the same time from the balance both saw: exactly one edit lands, the other is refused and changes nothing', async () => {
    const ctx = await createTestContext();
    const { borrowers } = await fundedBorrowers(ctx, 1);
    const borrower = borrowers[0] as (typeof borrowers)[number];
    const first = await createStaff(ctx, { role: 'admin' });
    const second = await createStaff(ctx, { role: 'main_admin' });
    let edits = 0;
    let refused = 0;
    let seen: number = (await borrower.client.get('/api/auth/me')).body.user.walletBalance;
    for (let round = 0; round < 20; round += 1) {
      const targets = [100_000 + round * 1000, 50_000 + round * 500] as const;
      const results = await Promise.all([
        first.client.post(`/api/admin/users/${borrower.user.id}`, { walletBalance: targets[0], expectedBalance: seen, reason: `round ${round} a` }),
        second.client.post(`/api/admin/users/${borrower.user.id}`, { walletBalance: targets[1], expectedBalance: seen, reason: `round ${round} b` }),
      ]);
      edits += 2;
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.findIndex((r) => r.status === 200);
      const loser = results[1 - winner];
      refused += 1;
      // The loser is told the balance as the winner left it, and never undoes the winner's edit.
      const balance = (await borrower.client.get('/api/auth/me')).body.user.walletBalance;
      expect(balance).toBe(targets[winner]);
      expect(loser?.body.message).toMatch(/^The wallet balance has changed since you opened it \(it is now PHP [\d,]+\.\d{2}\)\. Check the new balance and try again\.$/);
      seen = balance;
    }
    const entries = await ctx.db.selectFrom('ledgerEntries').select(['kind', 'reason', 'balanceAfterCentavos']).where('userId', '=', borrower.user.id).orderBy('id').execute();
    const adjustments = entries.filter((e) => e.kind === 'adjustment');
    expect(adjustments).toHaveLength(20);
    // Each adjustment lands at its own target: it moved the balance by the difference from the balance it saw.
    for (const entry of adjustments) {
      const [, round, who] = /round (\d+) (a|b)/.exec(entry.reason ?? '') ?? [];
      const target = who === 'a' ? 100_000 + Number(round) * 1000 : 50_000 + Number(round) * 500;
      expect(entry.balanceAfterCentavos).toBe(target * 100);
    }
    expect(await ledgerProblems(ctx.db)).toEqual([]);
    recordFigure('concurrency.balance.edits', edits);
    recordFigure('concurrency.balance.refused', refused);
  });
});
