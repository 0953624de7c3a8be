import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { booksSnapshot } from '../../test/books-snapshot';
import { createStaff, createTestContext, verifiedBorrower, walletOf, type TestClient, type TestContext } from '../../test/harness';
import { testDialect } from '../../test/postgres-databases';
import { runMaintenance } from '../maintenance';
import { gatewayCallback } from '../../test/gateway-callback';
import { reconciliation } from './books.service';
import { clearBooks, rebuildBooks } from './rebuild.service';

const SECRET = 'gateway-shared-secret';
const MINUTE = 60_000;

async function approvedLoan(ctx: TestContext, admin: TestClient, { startDate }: { startDate?: string } = {}) {
  const borrower = await verifiedBorrower(ctx);
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  ctx.clock.advance(MINUTE);
  expect((await admin.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', ...(startDate ? { startDate } : {}) })).status).toBe(200);
  ctx.clock.advance(MINUTE);
  return { borrower, loanId: applied.body.id as number };
}

/**
 * A history with every movement the books know, a minute apart: loans paid
 * out (one recorded late, with late fees), a cooling-off cancellation,
 * payments by the wallet, by staff, by the gateway, from a settlement file
 * and held then assigned, a waiver, reversals, an adjustment, a withdrawal,
 * November closed by two officers, a payment dated in it after the close
 * (moved to 1 December), and December's housekeeping.
 */
async function livedHistory(ctx: TestContext, { isNovemberClosed }: { isNovemberClosed: boolean }) {
  const admin = (await createStaff(ctx, { role: 'admin' })).client;
  const step = () => ctx.clock.advance(MINUTE);
  const a = await approvedLoan(ctx, admin);
  const b = await approvedLoan(ctx, admin, { startDate: '2026-07-15' });
  const c = await approvedLoan(ctx, admin);
  expect((await c.borrower.client.post(`/api/loans/${c.loanId}/cancel`)).status).toBe(200);
  step();
  const fromWallet = await a.borrower.client.post(`/api/loans/${a.loanId}/pay`, { amount: 1000 });
  expect(fromWallet.status).toBe(200);
  step();
  const byStaff = await admin.post(`/api/admin/loans/${a.loanId}/payments`, { amount: 500, channel: 'gcash', reference: 'GC-STAFF-1', receivedAt: ctx.clock.now().toISOString() });
  expect(byStaff.status).toBe(201);
  step();
  expect(await gatewayCallback(ctx, { secret: SECRET, body: { reference: '70000000011', amount: 300, transactionId: 'PG-1', paidAt: '2026-11-21T09:15:00+08:00', channel: 'gcash' } })).toBe(200);
  step();
  // The line held comes first: within one write the replay numbers held money before payments (decision 067: the file's line order is not kept on a payment).
  const file = ['reference,amount,paid_at,transaction_id,channel', '70000000990,100,2026-11-21,GC-FILE-2,gcash', '70000000011,200,2026-11-21,GC-FILE-1,gcash'].join('\r\n');
  expect((await admin.request('POST', '/api/admin/payments/import', { body: file, headers: { 'content-type': 'text/csv' } })).body).toMatchObject({ posted: 1, unmatched: 1 });
  step();
  const [held] = await ctx.db.selectFrom('unmatchedPayments').select('id').execute();
  expect((await admin.post(`/api/admin/payments/unmatched/${held!.id}/assign`, { loanId: a.loanId })).status).toBe(200);
  step();
  expect((await admin.post(`/api/admin/loans/${b.loanId}/waive-fee`, { installment: 1, reason: 'Hospital stay' })).status).toBe(200);
  step();
  expect((await admin.post(`/api/admin/payments/${fromWallet.body.transaction.id}/reverse`, { reason: 'Paid twice' })).status).toBe(200);
  step();
  expect((await admin.post(`/api/admin/payments/${byStaff.body.transaction.id}/reverse`, { reason: 'Wrong loan' })).status).toBe(200);
  step();
  const balance = (await walletOf(ctx, a.borrower.user.id)) / 100;
  expect((await admin.post(`/api/admin/users/${a.borrower.user.id}`, { walletBalance: balance + 10, expectedBalance: balance, reason: 'Refund of a fee' })).status).toBe(200);
  step();
  const withdrawal = await a.borrower.client.post('/api/withdrawals', { amount: 100 });
  expect(withdrawal.status).toBe(201);
  // The code step moves no money: the request is confirmed here as its code would.
  await ctx.db.updateTable('withdrawals').set({ status: 'pending', codeHash: null, verifiedAt: ctx.clock.now().toISOString() }).where('id', '=', withdrawal.body.id).execute();
  step();
  expect((await admin.post(`/api/admin/withdrawals/${withdrawal.body.id}`, { status: 'approved' })).status).toBe(200);

  ctx.clock.set(new Date('2026-12-02T02:00:00Z'));
  // Staff sign in again after the days that passed: one asks, a second approves.
  const officer = (await createStaff(ctx, { role: 'admin' })).client;
  const checker = (await createStaff(ctx, { role: 'admin' })).client;
  step();
  if (isNovemberClosed) {
    const asked = await officer.post('/api/admin/books/close', { month: '2026-11' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    step();
    expect((await checker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    step();
  }
  // Received in November, recorded after November closed: its entry is dated 1 December and keeps its own date.
  expect((await officer.post(`/api/admin/loans/${a.loanId}/payments`, { amount: 700, channel: 'maya', reference: 'MY-LATE-1', receivedAt: '2026-11-28T03:00:00.000Z' })).status).toBe(201);
  ctx.clock.set(new Date('2026-12-21T06:00:00Z'));
  await runMaintenance(ctx.deps);
  return { admin: (await createStaff(ctx, { role: 'admin' })).client };
}

describe('books:rebuild', () => {
  it('replays the history through the same rule: the books as posted, entry for entry, and again the same when run twice', { timeout: 60_000 }, async () => {
    const ctx = await createTestContext({ config: { paymentCallbackSecret: SECRET } });
    await livedHistory(ctx, { isNovemberClosed: true });
    const posted = await booksSnapshot(ctx.db);
    // The history above moved money at least 25 times and closed November; one entry was moved out of it.
    expect(posted.entries.length).toBeGreaterThanOrEqual(25);
    expect(posted.closes.map((close) => close.month)).toEqual(['2026-11']);
    expect(posted.entries.filter((entry) => entry.valueDate !== null).map((entry) => [entry.date, entry.valueDate])).toEqual([['2026-12-01', '2026-11-28']]);

    // Refused while the journal holds entries, and nothing changes.
    await expect(rebuildBooks(ctx.db, { replace: false })).rejects.toThrow(`The books hold ${posted.entries.length} journal entries`);
    expect(await booksSnapshot(ctx.db)).toEqual(posted);

    expect(await rebuildBooks(ctx.db, { replace: true })).toEqual({ entries: posted.entries.length, closes: 1, kept: 0, replaced: posted.entries.length });
    expect(await booksSnapshot(ctx.db)).toEqual(posted);
    expect(await rebuildBooks(ctx.db, { replace: true })).toMatchObject({ entries: posted.entries.length });
    expect(await booksSnapshot(ctx.db)).toEqual(posted);
    expect(await reconciliation(ctx.db)).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });

  it('gives an installation from before the books complete books: the journal wiped, then rebuilt from the loans and wallets', { timeout: 60_000 }, async () => {
    const ctx = await createTestContext({ config: { paymentCallbackSecret: SECRET } });
    const { admin } = await livedHistory(ctx, { isNovemberClosed: false });
    const posted = await booksSnapshot(ctx.db);
    const trialBefore = (await admin.get('/api/admin/books/trial-balance?at=2026-12-31')).body;
    // As an installation that never had books: no journal at all.
    await ctx.db.transaction().execute((trx) => clearBooks(trx));
    expect(await ctx.db.selectFrom('journalEntries').select('id').execute()).toEqual([]);
    expect((await reconciliation(ctx.db)).ok).toBe(false);
    expect(await rebuildBooks(ctx.db, { replace: false })).toEqual({ entries: posted.entries.length, closes: 0, kept: 0, replaced: 0 });
    expect(await booksSnapshot(ctx.db)).toEqual(posted);
    expect((await admin.get('/api/admin/books/trial-balance?at=2026-12-31')).body).toEqual(trialBefore);
    expect(await reconciliation(ctx.db)).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });

  it.runIf(testDialect === 'sqlite')('runs as npm run books:rebuild on DATA_DIR: refuses over entries, rebuilds with --replace', { timeout: 120_000 }, async () => {
    const ctx = await createTestContext({ config: { paymentCallbackSecret: SECRET } });
    await livedHistory(ctx, { isNovemberClosed: true });
    const posted = await booksSnapshot(ctx.db);
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'api/src/cli/books-rebuild.ts', ...args], { cwd: resolve(__dirname, '../../../..'), env: { ...process.env, DATA_DIR: ctx.dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
    const refused = run([]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`The books hold ${posted.entries.length} journal entries: rebuild refuses to write over them. Run it with --replace`);
    const rebuilt = run(['--replace']);
    expect(rebuilt.status, rebuilt.stderr).toBe(0);
    expect(rebuilt.stdout).toContain(`Books rebuilt: ${posted.entries.length} journal entries from history (1 month-end closes replayed at their months, 0 entries recorded by staff kept), replacing the ${posted.entries.length} entries the journal held.`);
    expect(await booksSnapshot(ctx.db)).toEqual(posted);
    await ctx.close();
  });
});
