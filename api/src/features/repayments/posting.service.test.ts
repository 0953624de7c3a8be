import { describe, expect, it } from 'vitest';
import type { Movement, PostingHook } from '../../db/posting-hook';
import { createStaff, createTestContext, ORIGIN, type TestClient, type TestContext, verifiedBorrower, walletOf } from '../../test/harness';
import { reconciliation } from '../books';
import { runMaintenance } from '../maintenance';
import { callbackSignature } from './payment-callback.service';

const SECRET = 'gateway-shared-secret';

/** A posting hook that records what it is told, and checks each movement is already written in the transaction it is given. */
function recordingHook(told: Movement[]): PostingHook {
  return async (trx, movement) => {
    const table = ({ loan_transaction: 'loanTransactions', ledger_entry: 'ledgerEntries', unmatched_payment: 'unmatchedPayments', loan_offer: 'loanOffers', loan_write_off: 'loanWriteOffs', book_opening: 'bookOpenings', channel_remittance: 'channelRemittances' } as const)[movement.kind];
    const written = await trx.selectFrom(table).select('id').where('id', '=', movement.row.id).executeTakeFirst();
    expect(written).toEqual({ id: movement.row.id });
    told.push(movement);
  };
}

async function approvedLoan(ctx: TestContext, admin: TestClient, { startDate }: { startDate?: string } = {}) {
  const borrower = await verifiedBorrower(ctx);
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  expect((await admin.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', ...(startDate ? { startDate } : {}) })).status).toBe(200);
  return { borrower, loanId: applied.body.id as number };
}

/** A call as the gateway makes it, signed over '<timestamp>.<raw body>'. */
async function callback(ctx: TestContext, body: unknown) {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Math.floor(ctx.clock.now().getTime() / 1000));
  const response = await ctx.app.request(`${ORIGIN}/api/payments/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': callbackSignature({ secret: SECRET, timestamp, rawBody }) },
    body: rawBody,
  });
  return response.status;
}

describe('the posting core', () => {
  it('is told of every movement of money, by every operation that moves it, in the movement’s transaction', async () => {
    const told: Movement[] = [];
    const ctx = await createTestContext({ config: { paymentCallbackSecret: SECRET }, postingHook: recordingHook(told) });
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    // Loan 1 (reference 70000000011), approved today: the disbursement.
    const a = await approvedLoan(ctx, admin);
    expect(a.loanId).toBe(1);
    // Loan 2, recorded late: the disbursement and the late fees already due.
    const b = await approvedLoan(ctx, admin, { startDate: '2026-07-15' });
    // Loan 3, cancelled within its cooling-off period.
    const c = await approvedLoan(ctx, admin);
    expect((await c.borrower.client.post(`/api/loans/${c.loanId}/cancel`)).status).toBe(200);

    const fromWallet = await a.borrower.client.post(`/api/loans/${a.loanId}/pay`, { amount: 1000 });
    expect(fromWallet.status).toBe(200);
    const byStaff = await admin.post(`/api/admin/loans/${a.loanId}/payments`, { amount: 500, channel: 'gcash', reference: 'GC-STAFF-1', receivedAt: ctx.clock.now().toISOString() });
    expect(byStaff.status).toBe(201);
    expect(await callback(ctx, { reference: '70000000011', amount: 300, transactionId: 'PG-1', paidAt: '2026-11-21T09:15:00+08:00', channel: 'gcash' })).toBe(200);
    const file = ['reference,amount,paid_at,transaction_id,channel', '70000000011,200,2026-11-21,GC-FILE-1,gcash', '70000000990,100,2026-11-21,GC-FILE-2,gcash'].join('\r\n');
    const imported = await admin.request('POST', '/api/admin/payments/import', { body: file, headers: { 'content-type': 'text/csv' } });
    expect(imported.body).toMatchObject({ posted: 1, unmatched: 1 });
    const [held] = await ctx.db.selectFrom('unmatchedPayments').select('id').execute();
    expect((await admin.post(`/api/admin/payments/unmatched/${held!.id}/assign`, { loanId: a.loanId })).status).toBe(200);
    expect((await admin.post(`/api/admin/loans/${b.loanId}/waive-fee`, { installment: 1, reason: 'Hospital stay' })).status).toBe(200);
    expect((await admin.post(`/api/admin/payments/${fromWallet.body.transaction.id}/reverse`, { reason: 'Paid twice' })).status).toBe(200);
    expect((await admin.post(`/api/admin/payments/${byStaff.body.transaction.id}/reverse`, { reason: 'Wrong loan' })).status).toBe(200);

    const balance = (await walletOf(ctx, a.borrower.user.id)) / 100;
    expect((await admin.post(`/api/admin/users/${a.borrower.user.id}`, { walletBalance: balance + 10, expectedBalance: balance, reason: 'Refund of a fee' })).status).toBe(200);
    const withdrawal = await a.borrower.client.post('/api/withdrawals', { amount: 100 });
    expect(withdrawal.status).toBe(201);
    // The code step moves no money: the request is confirmed here as its code would.
    await ctx.db.updateTable('withdrawals').set({ status: 'pending', codeHash: null, verifiedAt: ctx.clock.now().toISOString() }).where('id', '=', withdrawal.body.id).execute();
    expect((await admin.post(`/api/admin/withdrawals/${withdrawal.body.id}`, { status: 'approved' })).status).toBe(200);

    // Housekeeping on loan 1's first due date (09:00 in Riyadh): its automatic payment, and loan 2's late fee of 2026-12-15.
    await ctx.db.updateTable('users').set({ countryWorking: 'Saudi Arabia' }).where('id', '=', a.borrower.user.id).execute();
    expect((await a.borrower.client.put(`/api/loans/${a.loanId}/auto-pay`, { enabled: true })).status).toBe(200);
    ctx.clock.set(new Date('2026-12-21T06:00:00Z'));
    expect(await runMaintenance(ctx.deps)).toMatchObject({ lateFees: 1, autoPayments: 1 });

    const transactions = await ctx.db.selectFrom('loanTransactions').select(['id', 'kind']).orderBy('id').execute();
    const entries = await ctx.db.selectFrom('ledgerEntries').select(['id', 'kind']).orderBy('id').execute();
    const toldOf = (kind: 'loan_transaction' | 'ledger_entry') => told.flatMap((movement) => (movement.kind !== 'unmatched_payment' && movement.kind === kind ? [{ id: movement.row.id, kind: movement.row.kind }] : []));
    expect(toldOf('loan_transaction')).toEqual(transactions);
    expect(toldOf('ledger_entry')).toEqual(entries);
    // The settlement file's line that named no loan was held: money into unapplied collections.
    expect(told.flatMap((movement) => (movement.kind === 'unmatched_payment' ? [movement.row.id] : []))).toEqual([held!.id]);
    // Every kind of movement there is was made above.
    expect(new Set(transactions.map((row) => row.kind))).toEqual(new Set(['disbursement', 'late_fee', 'repayment', 'waiver', 'reversal']));
    expect(new Set(entries.map((row) => row.kind))).toEqual(new Set(['disbursement', 'loan_cancellation', 'loan_payment', 'loan_payment_reversal', 'adjustment', 'withdrawal']));

    // The books (issue 31): every movement has exactly one posted journal entry, and each balances.
    const journal = await ctx.db.selectFrom('journalEntries').select(['id', 'sourceKind', 'sourceId', 'posted']).orderBy('id').execute();
    expect(journal.map((entry) => `${entry.sourceKind} ${entry.sourceId}`).sort()).toEqual(
      [...transactions.map((row) => `loan_transaction ${row.id}`), ...entries.map((row) => `ledger_entry ${row.id}`), `unmatched_payment ${held!.id}`].sort(),
    );
    expect(journal.every((entry) => entry.posted === 1)).toBe(true);
    const lines = await ctx.db.selectFrom('journalLines').select(['entryId', 'debitCentavos', 'creditCentavos']).execute();
    for (const entry of journal) {
      const own = lines.filter((line) => line.entryId === entry.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.reduce((sum, line) => sum + line.debitCentavos, 0)).toBe(own.reduce((sum, line) => sum + line.creditCentavos, 0));
    }
    expect(await reconciliation(ctx.db)).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });

  it('writes a movement only with what the hook writes: a hook that fails rolls the whole payment back', async () => {
    const told: Movement[] = [];
    const record = recordingHook(told);
    const ctx = await createTestContext({
      postingHook: async (trx, movement) => {
        if (movement.kind === 'loan_transaction' && movement.row.kind === 'repayment') throw new Error('the books refused the entry');
        await record(trx, movement);
      },
    });
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    const { borrower, loanId } = await approvedLoan(ctx, admin);
    const wallet = await walletOf(ctx, borrower.user.id);
    const toldBefore = told.length;
    ctx.events.length = 0;
    const paid = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 1000 });
    expect(paid.status).toBe(500);
    expect(await walletOf(ctx, borrower.user.id)).toBe(wallet);
    expect(await ctx.db.selectFrom('loanTransactions').select('id').where('kind', '=', 'repayment').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('ledgerEntries').select('id').where('kind', '=', 'loan_payment').execute()).toEqual([]);
    // The wallet's entry was told before the repayment failed; it rolled back with it, and nobody heard of either.
    expect(told.slice(toldBefore).map((movement) => movement.kind)).toEqual(['ledger_entry']);
    expect(ctx.events).toEqual([]);
    await ctx.close();
  });
});
