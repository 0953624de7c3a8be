import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower } from '../../test/harness';
import { forEachOpenLoanSlice } from './repayments.queries';

// Housekeeping's walk over the open loans (late fees, reminders) shares the
// event loop with every request: it must never hold it long (docs/performance.md).
describe('the walk over open loans', () => {
  it('visits slow loans a few at a time, letting requests in between, and each open loan once', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const loanIds: number[] = [];
    for (let i = 0; i < 14; i++) {
      const borrower = await verifiedBorrower(ctx);
      const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
      expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
      loanIds.push(applied.body.id);
    }
    // Each loan's visit holds the event loop 5 ms (wall clock, whatever the machine's speed).
    const batches: { ids: number[]; turnsBefore: number }[] = [];
    let turns = 0;
    let isWalking = true;
    const countTurns = () => {
      turns += 1;
      if (isWalking) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    await forEachOpenLoanSlice(ctx.db, (loans, rowsOf) => {
      batches.push({ ids: loans.map((loan) => loan.id), turnsBefore: turns });
      for (const loan of loans) {
        expect(rowsOf(loan.id).length).toBeGreaterThan(0);
        const until = performance.now() + 5;
        while (performance.now() < until);
      }
    });
    isWalking = false;
    expect(batches.flatMap((batch) => batch.ids)).toEqual(loanIds);
    // After the first batch sets the pace, no batch holds the loop for more than about 10 ms (2 loans here).
    expect(batches.length).toBeGreaterThan(2);
    for (const batch of batches.slice(1)) expect(batch.ids.length).toBeLessThanOrEqual(2);
    // Between two batches, a macrotask (a request arriving on a socket) ran.
    for (let i = 1; i < batches.length; i++) expect(batches[i]?.turnsBefore ?? 0).toBeGreaterThan(batches[i - 1]?.turnsBefore ?? 0);
  });
});
