import { centavos } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../lib/clock';
import { createStaff, createTestContext, fundWallet, type TestClient, verifiedBorrower, walletOf } from '../../test/harness';

/*
 * Issue 27, "Done when": no sequence of one officer's requests, of any
 * length, moves more than the threshold of money or debt for one member in
 * 24 hours without a second officer. Sequences of one officer's balance
 * edits (both signs), recorded payments and withdrawal approvals on one
 * member, with the clock moved between them, are run against the real app;
 * then what that officer moved by themselves is read back from the books
 * (ledger entries and loan transactions that carry them as the actor: a
 * checker's replay carries the checker) and summed over every 24-hour window.
 */
const THRESHOLD_CENTAVOS = 100_000;
const DAY_MS = 24 * HOUR;

const actionArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('adjust' as const), pesos: fc.integer({ min: 1, max: 1_500 }), isCredit: fc.boolean() }),
  fc.record({ kind: fc.constant('pay' as const), pesos: fc.integer({ min: 1, max: 1_500 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), pesos: fc.integer({ min: 1, max: 1_500 }) }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
);
type Action = typeof actionArbitrary extends fc.Arbitrary<infer T> ? T : never;

async function codeFromNotification(client: TestClient): Promise<string> {
  const notifications = (await client.get('/api/notifications')).body as { message: string }[];
  const match = /\b(\d{6})\b/.exec(notifications[0]?.message ?? '');
  if (!match?.[1]) throw new Error(`no code in ${JSON.stringify(notifications[0])}`);
  return match[1];
}

async function world() {
  const ctx = await createTestContext({ config: { makerCheckerThresholdCentavos: centavos(THRESHOLD_CENTAVOS) } });
  const borrower = await verifiedBorrower(ctx);
  const officer = await createStaff(ctx, { role: 'admin' });
  const checker = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  const held = await officer.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' });
  expect((await checker.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
  await fundWallet(ctx, { userId: borrower.user.id, amountCentavos: centavos(1_000_000), kind: 'adjustment', reason: 'Test funds', actorId: null, now: ctx.clock.now() });
  return { ctx, borrower, officer, loanId: applied.body.id as number };
}

type World = Awaited<ReturnType<typeof world>>;

/** One request of the officer (and the borrower's part of a withdrawal); its status, never a server error. */
async function run({ ctx, borrower, officer, loanId }: World, action: Action, step: number): Promise<number | null> {
  const userId = borrower.user.id;
  switch (action.kind) {
    case 'wait': {
      ctx.clock.advance(action.hours * HOUR);
      // Everyone keeps working: the sessions are not what this test is about.
      const far = new Date(ctx.clock.now().getTime() + 30 * DAY_MS).toISOString();
      await ctx.db.updateTable('sessions').set({ idleExpiresAt: far, absoluteExpiresAt: far }).execute();
      return null;
    }
    case 'adjust': {
      const balance = (await walletOf(ctx, userId)) / 100;
      const target = action.isCredit || balance < action.pesos ? balance + action.pesos : balance - action.pesos;
      return (await officer.client.post(`/api/admin/users/${userId}`, { walletBalance: target, expectedBalance: balance, reason: `Step ${step}` })).status;
    }
    case 'pay':
      return (await officer.client.post(`/api/admin/loans/${loanId}/payments`, { amount: action.pesos, channel: 'otc', reference: `OR-${step}`, receivedAt: ctx.clock.now().toISOString() })).status;
    case 'withdraw': {
      const open = await ctx.db.selectFrom('withdrawals').select(['id', 'status']).where('userId', '=', userId).where('status', 'in', ['awaiting_code', 'pending']).executeTakeFirst();
      let id = open?.id;
      if (!open) {
        const created = await borrower.client.post('/api/withdrawals', { amount: action.pesos });
        if (created.status !== 201) return created.status;
        expect((await borrower.client.post('/api/withdrawals/verify', { amount: action.pesos, otp: await codeFromNotification(borrower.client) })).status).toBe(200);
        id = created.body.id;
      }
      return (await officer.client.post(`/api/admin/withdrawals/${id}`, { status: 'approved' })).status;
    }
  }
}

/** What the officer moved without a second officer, from the books: each movement's size and time. */
async function directMovements({ ctx, borrower, officer }: World): Promise<{ at: number; amount: number }[]> {
  const ledger = await ctx.db.selectFrom('ledgerEntries').select(['amountCentavos', 'createdAt']).where('userId', '=', borrower.user.id).where('actorId', '=', officer.id).execute();
  const loan = await ctx.db.selectFrom('loanTransactions').select(['amountCentavos', 'createdAt']).where('actorId', '=', officer.id).where('kind', 'in', ['repayment', 'waiver', 'reversal']).execute();
  return [...ledger, ...loan].map((row) => ({ at: new Date(row.createdAt).getTime(), amount: Math.abs(row.amountCentavos) }));
}

describe('no sequence of one officer’s requests moves more than the threshold for one member in 24 hours without a second officer', () => {
  it('holds for generated sequences of edits, payments, withdrawal approvals and waits', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArbitrary, { minLength: 1, maxLength: 10 }), async (actions) => {
        const w = await world();
        try {
          for (const [step, action] of actions.entries()) {
            const status = await run(w, action, step);
            if (status !== null) expect([200, 201, 202, 409]).toContain(status);
          }
          const movements = await directMovements(w);
          for (const end of movements) {
            const inWindow = movements.filter((m) => m.at > end.at - DAY_MS && m.at <= end.at);
            expect(inWindow.reduce((sum, m) => sum + m.amount, 0)).toBeLessThanOrEqual(THRESHOLD_CENTAVOS);
          }
        } finally {
          await w.ctx.close();
        }
      }),
      { numRuns: 6 },
    );
  });
});
