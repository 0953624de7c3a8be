import { centavos } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, fundWallet, TestClient, type TestContext, verifiedBorrower, walletOf } from '../../test/harness';

/*
 * Maker-checker (issue 15, decision 022) with MAKER_CHECKER_THRESHOLD at
 * PHP 500,000: a loan of 500,000 is paid out at once (strictly above waits),
 * one of 550,000 waits for a second officer.
 */
const THRESHOLD = centavos(50_000_000);

async function setUp({ threshold = THRESHOLD }: { threshold?: number } = {}) {
  const ctx = await createTestContext({ config: { makerCheckerThresholdCentavos: centavos(threshold) } });
  const borrower = await verifiedBorrower(ctx, { fullName: 'Maria Santos' });
  const maker = await createStaff(ctx, { role: 'admin' });
  const checker = await createStaff(ctx, { role: 'admin' });
  await ctx.db.updateTable('users').set({ fullName: 'Officer Maker' }).where('id', '=', maker.id).execute();
  await ctx.db.updateTable('users').set({ fullName: 'Officer Checker' }).where('id', '=', checker.id).execute();
  return { ctx, borrower, maker, checker };
}

async function apply(borrower: Awaited<ReturnType<typeof setUp>>['borrower'], amount: number): Promise<number> {
  const applied = await borrower.client.post('/api/loans', { amount, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  return applied.body.id;
}

async function ledgerOf(ctx: TestContext, userId: number) {
  return ctx.db.selectFrom('ledgerEntries').select(['kind', 'amountCentavos', 'actorId']).where('userId', '=', userId).orderBy('id').execute();
}

async function auditActions(ctx: TestContext) {
  return (await ctx.db.selectFrom('auditLog').select(['action', 'actorId', 'targetType']).orderBy('id').execute()).filter((row) => row.action !== 'user.login');
}

async function fund(ctx: TestContext, userId: number, amount: number) {
  await fundWallet(ctx, { userId, amountCentavos: centavos(amount * 100), kind: 'adjustment', reason: 'Test funds', actorId: null, now: ctx.clock.now() });
}

describe('loan approval above MAKER_CHECKER_THRESHOLD', () => {
  it('pays out at once when four eyes are off (the default 0)', async () => {
    const { ctx, borrower, maker } = await setUp({ threshold: 0 });
    const loanId = await apply(borrower, 5_000_000);
    const res = await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(await walletOf(ctx, borrower.user.id)).toBe(500_000_000);
    expect(await ctx.db.selectFrom('approvals').selectAll().execute()).toEqual([]);
  });

  it('pays out a loan of exactly the threshold at once: only strictly above waits', async () => {
    const { ctx, borrower, maker } = await setUp();
    const loanId = await apply(borrower, 500_000);
    const res = await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(await walletOf(ctx, borrower.user.id)).toBe(50_000_000);
  });

  it('holds a larger one for a second officer, who pays it out; both steps are audited', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const loanId = await apply(borrower, 550_000);
    const held = await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' });
    expect(held.status).toBe(202);
    expect(held.body.approval).toEqual({
      id: expect.any(Number),
      kind: 'loan_approval',
      loanId,
      paymentId: null,
      borrower: { id: borrower.user.id, fullName: 'Maria Santos' },
      amount: 550_000,
      maker: { id: maker.id, fullName: 'Officer Maker' },
      makerReason: null,
      createdAt: '2026-11-21T02:00:00.000Z',
      state: 'pending',
      checker: null,
      decidedAt: null,
      reason: null,
    });
    // Nothing changed yet: the borrower still sees the loan pending, no money moved, no notice.
    const loans = (await borrower.client.get('/api/loans')).body as { id: number; status: string }[];
    expect(loans.find((loan) => loan.id === loanId)?.status).toBe('pending');
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    expect(await ledgerOf(ctx, borrower.user.id)).toEqual([]);
    expect((await borrower.client.get('/api/notifications')).body).toEqual([]);

    const id: number = held.body.approval.id;
    const decided = await checker.client.post(`/api/admin/approvals/${id}`, { decision: 'approve' });
    expect(decided.status).toBe(200);
    expect(decided.body.approval).toMatchObject({ id, state: 'approved', checker: { id: checker.id, fullName: 'Officer Checker' }, reason: null });
    expect(await walletOf(ctx, borrower.user.id)).toBe(55_000_000);
    expect(await ledgerOf(ctx, borrower.user.id)).toEqual([{ kind: 'disbursement', amountCentavos: 55_000_000, actorId: checker.id }]);
    const after = (await borrower.client.get('/api/loans')).body as { id: number; status: string }[];
    expect(after.find((loan) => loan.id === loanId)?.status).toBe('approved');
    expect((await borrower.client.get('/api/notifications')).body[0].title).toBe('Loan Approved');
    expect(await auditActions(ctx)).toEqual([
      { action: 'approval.request', actorId: maker.id, targetType: 'approval' },
      { action: 'loan.review', actorId: checker.id, targetType: 'loan' },
      { action: 'approval.approve', actorId: checker.id, targetType: 'approval' },
    ]);
    expect((await checker.client.post(`/api/admin/approvals/${id}`, { decision: 'approve' })).body.message).toBe('This request has already been decided');
  });

  it('lets one request per loan wait at a time', async () => {
    const { borrower, maker, checker } = await setUp();
    const loanId = await apply(borrower, 550_000);
    expect((await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).status).toBe(202);
    const again = await checker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This is already waiting for a second staff member's approval. Approve or reject that request in APPROVALS first.");
  });

  it('never lets the maker decide, not from a second session either', async () => {
    const { ctx, borrower, maker } = await setUp();
    const loanId = await apply(borrower, 550_000);
    const id: number = (await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).body.approval.id;
    const own = await maker.client.post(`/api/admin/approvals/${id}`, { decision: 'approve' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You asked for this yourself: another staff member must approve or reject it');
    const second = new TestClient(ctx);
    expect((await second.post('/api/auth/login', { email: maker.email, password: maker.password })).status).toBe(200);
    expect((await second.post(`/api/admin/approvals/${id}`, { decision: 'reject', reason: 'Mine' })).status).toBe(403);
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    expect((await ctx.db.selectFrom('approvals').select('state').executeTakeFirstOrThrow()).state).toBe('pending');
  });

  it('changes nothing on a rejection, and the loan may be sent again', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const loanId = await apply(borrower, 550_000);
    const id: number = (await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).body.approval.id;
    const rejected = await checker.client.post(`/api/admin/approvals/${id}`, { decision: 'reject', reason: ' Income not verified ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.approval).toMatchObject({ state: 'rejected', reason: 'Income not verified', decidedAt: '2026-11-21T02:00:00.000Z' });
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    expect((await ctx.db.selectFrom('loans').select('status').where('id', '=', loanId).executeTakeFirstOrThrow()).status).toBe('pending');
    expect((await auditActions(ctx)).map((row) => row.action)).toEqual(['approval.request', 'approval.reject']);
    expect((await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).status).toBe(202);
  });

  it('refuses to pay out a loan declined since the request; the request stays waiting, to be rejected', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const loanId = await apply(borrower, 550_000);
    const id: number = (await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).body.approval.id;
    expect((await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'rejected' })).status).toBe(200);
    const stale = await checker.client.post(`/api/admin/approvals/${id}`, { decision: 'approve' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This loan has changed since the approval was requested (it was declined, edited or paid out). Reject this request; the loan can be approved again if needed.',
    );
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    expect((await ctx.db.selectFrom('loans').select('status').where('id', '=', loanId).executeTakeFirstOrThrow()).status).toBe('rejected');
    expect((await ctx.db.selectFrom('approvals').select('state').executeTakeFirstOrThrow()).state).toBe('pending');
    expect((await checker.client.post(`/api/admin/approvals/${id}`, { decision: 'reject', reason: 'Declined meanwhile' })).status).toBe(200);
  });

  it('refuses a loan whose amount was edited since the request', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const loanId = await apply(borrower, 550_000);
    const id: number = (await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).body.approval.id;
    expect((await maker.client.post(`/api/admin/loans/${loanId}`, { amount: 5_000_000, term: 12, interestRate: 0.3 })).status).toBe(200);
    expect((await checker.client.post(`/api/admin/approvals/${id}`, { decision: 'approve' })).status).toBe(409);
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
  });

  it('pays out once when two officers approve at the same moment', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const third = await createStaff(ctx, { role: 'main_admin' });
    const loanId = await apply(borrower, 550_000);
    const id: number = (await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).body.approval.id;
    const results = await Promise.all([checker, third].map((officer) => officer.client.post(`/api/admin/approvals/${id}`, { decision: 'approve' })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.status === 409)?.body.message).toBe('This request has already been decided');
    expect(await walletOf(ctx, borrower.user.id)).toBe(55_000_000);
    expect((await ledgerOf(ctx, borrower.user.id)).map((entry) => entry.kind)).toEqual(['disbursement']);
  });
});

describe('balance adjustment above MAKER_CHECKER_THRESHOLD', () => {
  it('posts a change of exactly the threshold at once, and holds a larger removal for the checker', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const path = `/api/admin/users/${borrower.user.id}`;
    expect((await maker.client.post(path, { walletBalance: 500_000, expectedBalance: 0, reason: 'Opening' })).status).toBe(200);
    await fund(ctx, borrower.user.id, 100_000);
    const held = await maker.client.post(path, { walletBalance: 0, expectedBalance: 600_000, reason: 'Correction' });
    expect(held.status).toBe(202);
    expect(held.body.approval).toMatchObject({ kind: 'balance_adjustment', amount: 600_000, loanId: null, paymentId: null, state: 'pending' });
    expect(await walletOf(ctx, borrower.user.id)).toBe(60_000_000);
    const decided = await checker.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'approve' });
    expect(decided.status).toBe(200);
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    expect((await ledgerOf(ctx, borrower.user.id)).map((entry) => [entry.amountCentavos, entry.actorId])).toEqual([
      [50_000_000, maker.id],
      [10_000_000, null],
      [-60_000_000, checker.id],
    ]);
  });

  it('holds 500,000.01 and refuses it once the balance has moved', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const path = `/api/admin/users/${borrower.user.id}`;
    const held = await maker.client.post(path, { walletBalance: 500_000.01, expectedBalance: 0, reason: 'Grant' });
    expect(held.status).toBe(202);
    expect(held.body.approval.amount).toBe(500_000.01);
    expect(await walletOf(ctx, borrower.user.id)).toBe(0);
    await fund(ctx, borrower.user.id, 10);
    const stale = await checker.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'approve' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The wallet balance has changed since you opened it (it is now PHP 10.00). Check the new balance and try again.');
    expect(await walletOf(ctx, borrower.user.id)).toBe(1_000);
    expect(await auditActions(ctx)).toEqual([{ action: 'approval.request', actorId: maker.id, targetType: 'approval' }]);
  });
});

describe('payment reversal above MAKER_CHECKER_THRESHOLD', () => {
  it('holds the reversal of a large payment; the checker reverses it into the wallet', async () => {
    const { ctx, borrower, maker, checker } = await setUp({ threshold: 10_000_000 });
    const loanId = await apply(borrower, 500_000);
    const disbursal = (await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).body.approval.id;
    expect((await checker.client.post(`/api/admin/approvals/${disbursal}`, { decision: 'approve' })).status).toBe(200);
    const paid = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 100_000.01 });
    expect(paid.status).toBe(200);
    const small = await borrower.client.post(`/api/loans/${loanId}/pay`, { amount: 100_000 });
    expect((await maker.client.post(`/api/admin/payments/${small.body.transaction.id}/reverse`, { reason: 'Small' })).status).toBe(200);
    const held = await maker.client.post(`/api/admin/payments/${paid.body.transaction.id}/reverse`, { reason: 'Paid by mistake' });
    expect(held.status).toBe(202);
    expect(held.body.approval).toMatchObject({ kind: 'payment_reversal', amount: 100_000.01, loanId, paymentId: paid.body.transaction.id });
    const walletBefore = await walletOf(ctx, borrower.user.id);
    expect(walletBefore).toBe(40_000_000 - 1);
    const decided = await checker.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'approve' });
    expect(decided.status).toBe(200);
    expect(await walletOf(ctx, borrower.user.id)).toBe(50_000_000);
    const reversal = await ctx.db.selectFrom('loanTransactions').select(['actorId', 'reason']).where('reversesId', '=', paid.body.transaction.id).executeTakeFirstOrThrow();
    expect(reversal).toEqual({ actorId: checker.id, reason: 'Paid by mistake' });
    expect((await maker.client.post(`/api/admin/payments/${paid.body.transaction.id}/reverse`, { reason: 'Again' })).body.message).toBe('This payment has already been reversed');
  });
});

describe('GET /api/admin/approvals', () => {
  it('pages the inbox with the waiting requests first and counts them', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const other = await verifiedBorrower(ctx, { fullName: 'Jose Rizal' });
    const first = await apply(borrower, 550_000);
    const second = await apply(other, 600_000);
    const a = (await maker.client.post(`/api/admin/loans/${first}`, { status: 'approved' })).body.approval.id;
    const b = (await maker.client.post(`/api/admin/loans/${second}`, { status: 'approved' })).body.approval.id;
    expect((await checker.client.post(`/api/admin/approvals/${b}`, { decision: 'reject', reason: 'No' })).status).toBe(200);
    const c = (await maker.client.post(`/api/admin/loans/${second}`, { status: 'approved' })).body.approval.id;
    const list = await checker.client.get('/api/admin/approvals?limit=2');
    expect(list.status).toBe(200);
    expect(list.headers.get('X-Total-Count')).toBe('3');
    expect(list.headers.get('X-Pending-Count')).toBe('2');
    expect(list.body.map((row: any) => [row.id, row.state, row.borrower.fullName, row.maker.fullName, row.amount])).toEqual([
      [c, 'pending', 'Jose Rizal', 'Officer Maker', 600_000],
      [a, 'pending', 'Maria Santos', 'Officer Maker', 550_000],
    ]);
    const rest = await checker.client.get('/api/admin/approvals?limit=2&offset=2');
    expect(rest.body.map((row: any) => [row.id, row.state, row.checker?.fullName])).toEqual([[b, 'rejected', 'Officer Checker']]);
    expect((await borrower.client.get('/api/admin/approvals')).status).toBe(403);
  });

  it('answers bad decisions clearly and changes nothing', async () => {
    const { ctx, borrower, maker, checker } = await setUp();
    const loanId = await apply(borrower, 550_000);
    const id: number = (await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).body.approval.id;
    const bad = await checker.client.post(`/api/admin/approvals/${id}`, { decision: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Decision must be 'approve' or 'reject'");
    expect((await checker.client.post('/api/admin/approvals/999999', { decision: 'approve' })).body.message).toBe('Approval not found');
    expect((await ctx.db.selectFrom('approvals').select('state').executeTakeFirstOrThrow()).state).toBe('pending');
  });
});
