import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';

/** A loan of the borrower's, approved (and so paid out) at the clock's time. */
async function paidOutLoan(ctx: TestContext, { amount, term, interestRate }: { amount: number; term: number; interestRate: number }) {
  const lender = (await createStaff(ctx, { role: 'admin' })).client;
  const borrower = await verifiedBorrower(ctx);
  const applied = await borrower.client.post('/api/loans', { amount, term, interestRate });
  expect(applied.status).toBe(201);
  expect((await lender.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
  return { lender, loanId: applied.body.id as number };
}

/** Two officers with the Finance duty (the builders' admins hold every duty). */
async function twoOfficers(ctx: TestContext) {
  const maker = await createStaff(ctx, { role: 'admin' });
  const checker = await createStaff(ctx, { role: 'admin' });
  return { maker: maker.client, checker: checker.client, makerId: maker.id, checkerId: checker.id };
}

/** One officer asks, the other approves in APPROVALS; the close as GET /closes then shows it. */
async function closeMonth(maker: TestClient, checker: TestClient, month: string) {
  const asked = await maker.post('/api/admin/books/close', { month });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  const decided = await checker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  const { body } = await checker.get('/api/admin/books/closes');
  return body.closes.find((close: { month: string }) => close.month === month);
}

const day = (iso: string) => new Date(`${iso}T02:00:00.000Z`);

describe('the month-end close', () => {
  it('earns a 150,000 / 6 months / 0.5 % loan month by month by its effective-interest schedule, to its finance charge exactly', async () => {
    const ctx = await createTestContext();
    // Paid out 2026-11-21: installments of 25,750.00 due the 21st from December to May; finance charge 6 × 750 = 4,500.00.
    const { loanId } = await paidOutLoan(ctx, { amount: 150_000, term: 6, interestRate: 0.5 });
    ctx.clock.set(day('2027-06-02'));
    const { maker, checker } = await twoOfficers(ctx);
    // The monthly IRR 0.851132 % on the carrying amount (150,000, then plus interest less 25,750 a month), each
    // period earned on its due date: Dec 1,276.70; Jan 1,068.40; Feb 858.32; Mar 646.46; Apr 432.80; May the rest, 217.32.
    const earned: Record<string, number> = {};
    for (const month of ['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']) earned[month] = (await closeMonth(maker, checker, month)).interestEarned;
    expect(earned).toEqual({ '2026-11': 0, '2026-12': 1_276.7, '2027-01': 1_068.4, '2027-02': 858.32, '2027-03': 646.46, '2027-04': 432.8, '2027-05': 217.32 });
    // 1,276.70 + 1,068.40 + 858.32 + 646.46 + 432.80 + 217.32 = 4,500.00: nothing stays unearned.
    const trial = await checker.get('/api/admin/books/trial-balance?at=2027-05-31');
    expect(trial.body.accounts.find((account: { code: string }) => account.code === '1210')).toMatchObject({ debit: 0, credit: 0 });
    const interest = (await checker.get('/api/admin/books/journal?from=2027-01-01&to=2027-05-31')).body.entries.filter((entry: { source: { kind: string } }) => entry.source.kind === 'loan');
    expect(interest.map((entry: { date: string; lines: unknown }) => [entry.date, entry.lines])).toEqual(
      (
        [
          ['2027-01-31', 1_068.4],
          ['2027-02-28', 858.32],
          ['2027-03-31', 646.46],
          ['2027-04-30', 432.8],
          ['2027-05-31', 217.32],
        ] as const
      ).map(([date, amount]) => [
        date,
        [
          { account: '1210', debit: amount, credit: 0 },
          { account: '4100', debit: 0, credit: amount },
        ],
      ]),
    );
    expect(interest[0]).toMatchObject({ memo: `Interest earned on loan #${loanId} in 2027-01 (effective interest)`, source: { kind: 'loan', id: loanId } });
    // The loan book and the books agree (the harness checks again on closing).
    expect((await checker.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });

  it('provides for a loan 45 days past due at the configured rate, and closes December to retained earnings', async () => {
    const ctx = await createTestContext({ config: { provisionRates: { current: 100, '1_30': 500, '31_60': 3_000, '61_90': 5_000, over_90: 10_000 } } });
    ctx.clock.set(day('2026-10-16'));
    // 150,000 over 6 months at 0.5 %, paid out 2026-10-16 and never paid: installment 1 due 2026-11-16, 45 days before 2026-12-31.
    await paidOutLoan(ctx, { amount: 150_000, term: 6, interestRate: 0.5 });
    ctx.clock.set(day('2027-01-05'));
    const { maker, checker, makerId, checkerId } = await twoOfficers(ctx);
    // October: current, carrying 154,500 owed less 4,500 unearned = 150,000 × 1 % = 1,500.00.
    expect(await closeMonth(maker, checker, '2026-10')).toMatchObject({ interestEarned: 0, allowance: 1_500, allowanceChange: 1_500, netIncomeToRetainedEarnings: null });
    // November: 1,276.70 earned; 14 days past due (1–30, 5 %): 154,500 − (4,500 − 1,276.70) = 151,276.70 × 5 % = 7,563.835 → 7,563.84.
    expect(await closeMonth(maker, checker, '2026-11')).toMatchObject({ interestEarned: 1_276.7, allowance: 7_563.84, allowanceChange: 6_063.84 });
    // December: 1,068.40 earned; 45 days past due (31–60, configured 30 %): 154,500 − (4,500 − 2,345.10) = 152,345.10 × 30 % = 45,703.53.
    const december = await closeMonth(maker, checker, '2026-12');
    // The year's income: interest 2,345.10; expenses: the lender's DST 1,125.00 × 182 / 365 = 560.96, credit losses 45,703.53.
    // Net income 2,345.10 − 560.96 − 45,703.53 = −43,919.39: a loss, debited to retained earnings.
    expect(december).toEqual({
      month: '2026-12',
      closedAt: '2027-01-05T02:00:00.000Z',
      requestedBy: makerId,
      approvedBy: checkerId,
      interestEarned: 1_068.4,
      allowance: 45_703.53,
      allowanceChange: 38_139.69,
      netIncomeToRetainedEarnings: -43_919.39,
    });
    const entries = (await checker.get('/api/admin/books/journal?from=2026-12-31&to=2026-12-31')).body.entries;
    expect(entries.map((entry: { memo: string }) => entry.memo)).toEqual([
      `Interest earned on loan #1 in 2026-12 (effective interest)`,
      'Allowance for credit losses at the end of 2026-12: 45703.53 required by the provision matrix',
      'Year-end 2026: income and expense closed to retained earnings',
    ]);
    expect(entries[1].lines).toEqual([
      { account: '5200', debit: 38_139.69, credit: 0 },
      { account: '1220', debit: 0, credit: 38_139.69 },
    ]);
    expect(entries[2].lines).toEqual([
      { account: '4100', debit: 2_345.1, credit: 0 },
      { account: '5100', debit: 0, credit: 560.96 },
      { account: '5200', debit: 0, credit: 45_703.53 },
      { account: '3200', debit: 43_919.39, credit: 0 },
    ]);
    const trial = await checker.get('/api/admin/books/trial-balance?at=2026-12-31');
    const balances = Object.fromEntries(trial.body.accounts.map((account: { code: string; debit: number; credit: number }) => [account.code, account.debit - account.credit]));
    expect(balances).toMatchObject({ '4100': 0, '5100': 0, '5200': 0, '3200': 43_919.39, '1220': -45_703.53 });
    await ctx.close();
  });

  it("follows a restructured loan's current schedule: its added charge is earned too, and its unearned interest reaches zero at the new term's end", async () => {
    const ctx = await createTestContext();
    // 150,000 over 6 months at 0.5 %, paid out 2026-11-21: finance charge 4,500.00.
    const lender = (await createStaff(ctx, { role: 'admin' })).client;
    const borrower = await verifiedBorrower(ctx);
    const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 6, interestRate: 0.5 });
    const loanId = applied.body.id as number;
    expect((await lender.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).status).toBe(200);
    // The same day, 3 more months: 9 installments of 150,000 / 9 principal and (4,500.00 + 3 × 0.5 % × 150,000 = 2,250.00) / 9 = 750.00 interest,
    // due 2026-12-21 to 2027-08-21. All it charges is now 6,750.00.
    expect((await borrower.client.post(`/api/loans/${loanId}/extension`, { months: 3 })).status).toBe(201);
    const offered = await lender.post(`/api/admin/loans/${loanId}/offers`, { kind: 'restructure', term: 9 });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    expect(offered.body.disclosure).toMatchObject({ financeCharge: 6_750, installments: 9 });
    expect((await borrower.client.post(`/api/loans/${loanId}/offers/${offered.body.id}/accept`, {})).status).toBe(200);
    ctx.clock.set(day('2027-09-02'));
    const { maker, checker } = await twoOfficers(ctx);
    const earned: Record<string, number> = {};
    const months = ['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08'];
    for (const month of months) earned[month] = (await closeMonth(maker, checker, month)).interestEarned;
    // Nothing was earned before the restructuring: the 6,750.00 is earned over the 9 new installments (principal shares
    // 16,666.67, 16,666.66, 16,666.67, … by cumulative rounding, plus 750.00 interest each) at their monthly IRR of
    // 0.889498 % on the carrying amount (156,750.00 collected less 6,750.00), rounded half up to the centavo, the
    // last month taking what is left; worked out apart from the code with decimal arithmetic.
    expect(earned).toEqual({
      '2026-11': 0,
      '2026-12': 1_334.25,
      '2027-01': 1_191.19,
      '2027-02': 1_046.87,
      '2027-03': 901.26,
      '2027-04': 754.36,
      '2027-05': 606.15,
      '2027-06': 456.62,
      '2027-07': 305.76,
      '2027-08': 153.54,
    });
    const trial = await checker.get('/api/admin/books/trial-balance?at=2027-08-31');
    expect(trial.body.accounts.find((account: { code: string }) => account.code === '1210')).toMatchObject({ debit: 0, credit: 0 });
    expect((await checker.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });

  it('cannot be done by one officer alone: it waits for a second with the Finance duty, and nothing is posted meanwhile', async () => {
    const ctx = await createTestContext();
    await paidOutLoan(ctx, { amount: 150_000, term: 6, interestRate: 0.5 });
    ctx.clock.set(day('2026-12-02'));
    const { maker, checker, makerId } = await twoOfficers(ctx);
    const journalBefore = (await maker.get('/api/admin/books/journal?from=2026-11-01&to=2026-12-31')).body;
    const asked = await maker.post('/api/admin/books/close', { month: '2026-11' });
    expect(asked.status).toBe(202);
    expect(asked.body.approval).toMatchObject({ kind: 'month_close', state: 'pending', amount: 0, maker: { id: makerId }, makerReason: 'Close 2026-11: post its interest earned and allowance, then lock it' });
    expect((await maker.post('/api/admin/books/close', { month: '2026-11' })).body.code).toBe('approval_already_pending');
    // The maker cannot approve it, not even in a second session.
    const own = await maker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' });
    expect(own.status).toBe(403);
    expect((await maker.get('/api/admin/books/journal?from=2026-11-01&to=2026-12-31')).body).toEqual(journalBefore);
    expect((await maker.get('/api/admin/books/closes')).body).toEqual({ closes: [], nextMonth: '2026-11' });
    // A second officer without the Finance duty cannot either.
    const lending = await createStaff(ctx, { role: 'admin' });
    await ctx.db.updateTable('users').set({ duties: JSON.stringify(['lending']) }).where('id', '=', lending.id).execute();
    expect((await lending.client.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' })).body.code).toBe('duty_required');
    expect((await checker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    expect((await maker.get('/api/admin/books/closes')).body).toMatchObject({ closes: [{ month: '2026-11', allowance: 1_500 }], nextMonth: '2026-12' });
    await ctx.close();
  });

  it('refuses a month closed already, one not yet ended, and one whose previous month is open, with stable codes', async () => {
    const ctx = await createTestContext();
    await paidOutLoan(ctx, { amount: 150_000, term: 6, interestRate: 0.5 });
    ctx.clock.set(day('2027-01-02'));
    const { maker, checker } = await twoOfficers(ctx);
    const skipped = await maker.post('/api/admin/books/close', { month: '2026-12' });
    expect(skipped).toMatchObject({ status: 409, body: { code: 'previous_month_open', message: 'Close the month before this one first: months close in order' } });
    await closeMonth(maker, checker, '2026-11');
    const again = await maker.post('/api/admin/books/close', { month: '2026-11' });
    expect(again).toMatchObject({ status: 409, body: { code: 'month_already_closed', message: 'This month is already closed: its entries are final' } });
    const current = await maker.post('/api/admin/books/close', { month: '2027-01' });
    expect(current).toMatchObject({ status: 400, body: { code: 'month_not_ended', message: 'A month can be closed only once it has ended (Manila time)' } });
    const bad = await maker.post('/api/admin/books/close', { month: '2026-13' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed', fieldErrors: { month: ['Give the month as YYYY-MM, for example 2026-11'] } } });
    await ctx.close();
  });

  it('posts a payment dated in a closed month on the first open day, showing its own date; the store refuses an entry dated in it', async () => {
    const ctx = await createTestContext();
    const { loanId } = await paidOutLoan(ctx, { amount: 150_000, term: 6, interestRate: 0.5 });
    ctx.clock.set(day('2026-12-03'));
    const { maker, checker } = await twoOfficers(ctx);
    await closeMonth(maker, checker, '2026-11');
    // Received over the counter on 28 November (Manila), recorded after November closed.
    const paid = await maker.post(`/api/admin/loans/${loanId}/payments`, { amount: 25_750, channel: 'otc', reference: 'OTC-NOV-28', receivedAt: '2026-11-28T03:00:00.000Z' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const { entries } = (await checker.get('/api/admin/books/journal?from=2026-12-01&to=2026-12-31')).body;
    // Entries 1 and 2 pay the loan out, 3 is November's allowance (1 % of 150,000): the payment is the fourth.
    expect(entries).toEqual([
      {
        number: '2026-000004',
        date: '2026-12-01',
        valueDate: '2026-11-28',
        memo: `Payment on loan #${loanId} (otc)`,
        source: { kind: 'loan_transaction', id: expect.any(Number) },
        lines: [
          { account: '1140', debit: 25_750, credit: 0 },
          { account: '1200', debit: 0, credit: 25_750 },
        ],
      },
    ]);
    expect((await checker.get('/api/admin/books/journal?from=2026-11-28&to=2026-11-28')).body.entries).toEqual([]);
    // Raw, behind the app: an entry dated in November cannot be posted.
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('journalEntries')
          .values({ year: 2026, number: 99, date: '2026-11-30', memo: 'raw', sourceKind: 'staff_action', sourceId: null, createdBy: null, createdAt: ctx.clock.now().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('journalLines')
          .values([
            { entryId: id, accountCode: '1010', debitCentavos: 100 as never, creditCentavos: 0 as never },
            { entryId: id, accountCode: '3100', debitCentavos: 0 as never, creditCentavos: 100 as never },
          ])
          .execute();
        await trx.updateTable('journalEntries').set({ posted: 1 }).where('id', '=', id).execute();
      }),
    ).rejects.toThrow(/closed month/);
    await ctx.close();
  });
});

describe('the chart, edited by Finance', () => {
  it('adds, renames, deactivates and reactivates accounts, never one the posting rule books to, and deletes none', async () => {
    const ctx = await createTestContext();
    const officer = (await createStaff(ctx, { role: 'admin' })).client;
    const added = await officer.post('/api/admin/books/accounts', { code: '1150', name: 'Collections clearing – 7-Eleven', type: 'asset' });
    expect(added).toMatchObject({ status: 201, body: { code: '1150', name: 'Collections clearing – 7-Eleven', type: 'asset', normalSide: 'debit', isContra: false, isActive: true } });
    // A contra income account sits on the debit side.
    const contra = await officer.post('/api/admin/books/accounts', { code: '4110', name: 'Interest rebates', type: 'income', isContra: true });
    expect(contra.body).toEqual({ code: '4110', name: 'Interest rebates', type: 'income', normalSide: 'debit', isContra: true, isActive: true });
    expect((await officer.post('/api/admin/books/accounts', { code: '1150', name: 'Again', type: 'asset' })).body.code).toBe('account_exists');
    const wrongDigit = await officer.post('/api/admin/books/accounts', { code: '2150', name: 'Not a liability', type: 'asset' });
    expect(wrongDigit).toMatchObject({ status: 400, body: { code: 'validation_failed', fieldErrors: { code: ['Give the account code as 4 digits, the first its type: 1 asset, 2 liability, 3 equity, 4 income, 5 expense'] } } });
    expect((await officer.request('PATCH', '/api/admin/books/accounts/1150', { json: { name: 'Collections clearing – convenience stores' } })).body.name).toBe('Collections clearing – convenience stores');
    expect((await officer.request('PATCH', '/api/admin/books/accounts/1150', { json: { isActive: false } })).body.isActive).toBe(false);
    expect((await officer.get('/api/admin/books/trial-balance?at=2026-11-21')).body.accounts.map((account: { code: string }) => account.code)).not.toContain('1150');
    expect((await officer.request('PATCH', '/api/admin/books/accounts/1150', { json: { isActive: true } })).body.isActive).toBe(true);
    const ruleAccount = await officer.request('PATCH', '/api/admin/books/accounts/1200', { json: { isActive: false } });
    expect(ruleAccount).toMatchObject({ status: 409, body: { code: 'account_in_use', message: 'The posting rule books to this account: it stays active' } });
    expect((await officer.request('PATCH', '/api/admin/books/accounts/1999', { json: { name: 'Nothing' } })).status).toBe(404);
    expect((await officer.request('DELETE', '/api/admin/books/accounts/1150')).status).toBe(404);
    expect((await officer.get('/api/admin/books/accounts')).body.accounts).toContainEqual({ code: '1150', name: 'Collections clearing – convenience stores', type: 'asset', normalSide: 'debit', isContra: false, isActive: true });
    await ctx.close();
  });
});
