import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, walletOf, type TestClient, type TestContext } from '../../test/harness';
import { pdfLines } from '../../test/pdf-text';

/** Two officers with the Finance duty (the builders' admins hold every duty). */
async function twoOfficers(ctx: TestContext) {
  const maker = await createStaff(ctx, { role: 'admin' });
  const checker = await createStaff(ctx, { role: 'admin' });
  return { maker: maker.client, checker: checker.client, makerId: maker.id, checkerId: checker.id };
}

const CAPITAL = {
  date: '2026-11-02',
  memo: 'Capital paid in by the shareholders',
  lines: [
    { account: '1010', debit: 5_000_000, credit: 0 },
    { account: '3100', debit: 0, credit: 5_000_000 },
  ],
};

type Line = { account: string; debit: number; credit: number };
type Entry = { number: string; date: string; memo: string; source: { kind: string; id: number | null }; lines: Line[] };

async function journal(client: TestClient, from: string, to: string): Promise<Entry[]> {
  const answer = await client.get(`/api/admin/books/journal?from=${from}&to=${to}`);
  expect(answer.status).toBe(200);
  return answer.body.entries;
}

async function balanceOf(client: TestClient, code: string, at: string) {
  const trial = await client.get(`/api/admin/books/trial-balance?at=${at}`);
  const account = trial.body.accounts.find((row: { code: string }) => row.code === code);
  return { debit: account.debit as number, credit: account.credit as number };
}

describe('opening balances', () => {
  it('take a capital above PHP 21,474,836.47, the most a 32-bit column holds (it failed on PostgreSQL)', async () => {
    const ctx = await createTestContext();
    const { maker, checker } = await twoOfficers(ctx);
    const capital = {
      ...CAPITAL,
      lines: [
        { account: '1010', debit: 250_000_000, credit: 0 },
        { account: '3100', debit: 0, credit: 250_000_000 },
      ],
    };
    const asked = await maker.post('/api/admin/books/opening', capital);
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const decided = await checker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await balanceOf(checker, '1010', '2026-11-21')).toEqual({ debit: 250_000_000, credit: 0 });
    expect(await balanceOf(checker, '3100', '2026-11-21')).toEqual({ debit: 0, credit: 250_000_000 });
    const trial = await checker.get('/api/admin/books/trial-balance?at=2026-11-21');
    expect({ totalDebit: trial.body.totalDebit, totalCredit: trial.body.totalCredit }).toEqual({ totalDebit: 250_000_000, totalCredit: 250_000_000 });
    await ctx.close();
  });

  it('are one balanced entry, posted only once a second Finance officer approves it', async () => {
    const ctx = await createTestContext();
    const { maker, checker, makerId, checkerId } = await twoOfficers(ctx);
    const asked = await maker.post('/api/admin/books/opening', CAPITAL);
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.approval).toMatchObject({ kind: 'book_opening', state: 'pending', amount: 5_000_000 });
    // Nothing is in the books while it waits, and its maker cannot confirm it.
    expect(await journal(checker, '2026-11-01', '2026-11-30')).toEqual([]);
    expect((await maker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' })).status).toBe(403);
    const decided = await checker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const entries = await journal(checker, '2026-11-01', '2026-11-30');
    expect(entries).toEqual([
      {
        number: '2026-000001',
        date: '2026-11-02',
        valueDate: '2026-11-02',
        memo: 'Opening balances: Capital paid in by the shareholders',
        source: { kind: 'book_opening', id: 1 },
        lines: [
          { account: '1010', debit: 5_000_000, credit: 0 },
          { account: '3100', debit: 0, credit: 5_000_000 },
        ],
      },
    ]);
    expect(await balanceOf(checker, '1010', '2026-11-21')).toEqual({ debit: 5_000_000, credit: 0 });
    expect(await balanceOf(checker, '3100', '2026-11-21')).toEqual({ debit: 0, credit: 5_000_000 });
    // The trial balance as CSV: a row per account as on screen (the side not used empty), and the totals last.
    const csv = await checker.get('/api/admin/books/trial-balance.csv?at=2026-11-21');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="trial-balance-2026-11-21.csv"');
    const rows = (csv.body as string).split('\r\n').filter((line) => line !== '');
    expect(rows[0]).toBe('code,name,type,debit,credit');
    expect(rows).toContain('1010,Cash in bank,asset,5000000.00,');
    expect(rows).toContain('3100,Capital,equity,,5000000.00');
    expect(rows).toContain('1200,Loans receivable,asset,,');
    expect(rows.at(-1)).toBe(',Total,,5000000.00,5000000.00');
    // The 22 accounts of 024 and the 2 of 030, between the header and the totals.
    expect(rows).toHaveLength(1 + 24 + 1);
    const pdf = await checker.get<Uint8Array>('/api/admin/books/trial-balance.pdf?at=2026-11-21');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="trial-balance-2026-11-21.pdf"');
    const printed = await pdfLines(pdf.body);
    expect(printed).toContain('Trial balance');
    expect(printed).toContain('At: 2026-11-21');
    expect(printed).toContain('Code Account Type Debit Credit');
    expect(printed).toContain('1010 Cash in bank asset 5,000,000.00');
    expect(printed).toContain('3100 Capital equity 5,000,000.00');
    expect(printed).toContain('1200 Loans receivable asset');
    expect(printed.at(-1)).toBe('Total 5,000,000.00 5,000,000.00');
    const row = await ctx.db.selectFrom('bookOpenings').selectAll().executeTakeFirstOrThrow();
    expect({ createdBy: row.createdBy, approvedBy: row.approvedBy }).toEqual({ createdBy: makerId, approvedBy: checkerId });
    expect((await checker.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });

  it('are refused, with nothing held, when they do not balance, name an account the chart lacks, an inactive one or one the loan book holds, or fall in a closed month or after today', async () => {
    const ctx = await createTestContext();
    const { maker, checker } = await twoOfficers(ctx);
    const refusal = async (body: unknown) => {
      const answer = await maker.post('/api/admin/books/opening', body);
      return [answer.status, answer.body.code];
    };
    // 5,000,000 debited against 4,999,999.99 credited.
    expect(
      await refusal({
        ...CAPITAL,
        lines: [
          { account: '1010', debit: 5_000_000, credit: 0 },
          { account: '3100', debit: 0, credit: 4_999_999.99 },
        ],
      }),
    ).toEqual([400, 'entry_not_balanced']);
    expect(
      await refusal({
        ...CAPITAL,
        lines: [
          { account: '1010', debit: 100, credit: 0 },
          { account: '1999', debit: 0, credit: 100 },
        ],
      }),
    ).toEqual([400, 'account_not_usable']);
    expect((await maker.post('/api/admin/books/accounts', { code: '1500', name: 'Office equipment', type: 'asset' })).status).toBe(201);
    expect((await maker.request('PATCH', '/api/admin/books/accounts/1500', { json: { isActive: false } })).status).toBe(200);
    expect(
      await refusal({
        ...CAPITAL,
        lines: [
          { account: '1500', debit: 100, credit: 0 },
          { account: '3100', debit: 0, credit: 100 },
        ],
      }),
    ).toEqual([400, 'account_not_usable']);
    expect(
      await refusal({
        ...CAPITAL,
        lines: [
          { account: '1200', debit: 100, credit: 0 },
          { account: '3100', debit: 0, credit: 100 },
        ],
      }),
    ).toEqual([400, 'account_follows_loan_book']);
    // A line with both sides, or one line, is bad input.
    expect(
      await refusal({
        ...CAPITAL,
        lines: [
          { account: '1010', debit: 100, credit: 100 },
          { account: '3100', debit: 0, credit: 0 },
        ],
      }),
    ).toEqual([400, 'validation_failed']);
    expect(await refusal({ ...CAPITAL, lines: [{ account: '1010', debit: 100, credit: 0 }] })).toEqual([400, 'validation_failed']);
    expect(await refusal({ ...CAPITAL, date: '2026-11-22' })).toEqual([400, 'date_in_future']);
    // October closed (nothing dated before it): an opening dated in it is refused, not moved.
    const close = await maker.post('/api/admin/books/close', { month: '2026-10' });
    expect((await checker.post(`/api/admin/approvals/${close.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    expect(await refusal({ ...CAPITAL, date: '2026-10-31' })).toEqual([409, 'month_closed']);
    const approvals = await ctx.db.selectFrom('approvals').select('kind').where('kind', '=', 'book_opening').execute();
    expect(approvals).toEqual([]);
    expect(await journal(checker, '2026-10-01', '2026-11-30')).toEqual([]);
    await ctx.close();
  });

  it('is checked again when approved: a month closed meanwhile refuses it and it stays pending', async () => {
    const ctx = await createTestContext();
    const { maker, checker } = await twoOfficers(ctx);
    const asked = await maker.post('/api/admin/books/opening', { ...CAPITAL, date: '2026-10-30' });
    expect(asked.status).toBe(202);
    const close = await maker.post('/api/admin/books/close', { month: '2026-10' });
    expect((await checker.post(`/api/admin/approvals/${close.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    const decided = await checker.post(`/api/admin/approvals/${asked.body.approval.id}`, { decision: 'approve' });
    expect([decided.status, decided.body.code]).toEqual([409, 'month_closed']);
    expect(await journal(checker, '2026-10-01', '2026-11-30')).toEqual([]);
    await ctx.close();
  });
});

describe('a remittance from a channel', () => {
  it('moves what GCash collected from its clearing account to the bank, never more than it owes', async () => {
    const ctx = await createTestContext();
    const officer = (await createStaff(ctx, { role: 'admin' })).client;
    const borrower = await verifiedBorrower(ctx);
    const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 6, interestRate: 0.5 });
    expect((await officer.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
    // The first installment, 25,750.00, paid through GCash: its clearing account holds 25,750.00.
    const paid = await officer.post(`/api/admin/loans/${applied.body.id}/payments`, { channel: 'gcash', reference: 'GC-7731', receivedAt: '2026-11-21T09:00:00+08:00', amount: 25_750 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await balanceOf(officer, '1110', '2026-11-21')).toEqual({ debit: 25_750, credit: 0 });

    const remitted = await officer.post('/api/admin/books/remittances', { channel: 'gcash', amount: 20_000, date: '2026-11-21', reference: 'BDO-0042' });
    expect(remitted.status, JSON.stringify(remitted.body)).toBe(201);
    // 25,750.00 − 20,000.00 = 5,750.00 still owed.
    expect(remitted.body).toEqual({ id: 1, channel: 'gcash', amount: 20_000, date: '2026-11-21', reference: 'BDO-0042', entryNumber: '2026-000004', owedAfter: 5_750 });
    const entry = (await journal(officer, '2026-11-21', '2026-11-21')).find((row) => row.source.kind === 'channel_remittance');
    expect(entry).toMatchObject({
      number: '2026-000004',
      memo: 'Remittance from gcash (BDO-0042)',
      source: { kind: 'channel_remittance', id: 1 },
      lines: [
        { account: '1010', debit: 20_000, credit: 0 },
        { account: '1110', debit: 0, credit: 20_000 },
      ],
    });
    expect(await balanceOf(officer, '1110', '2026-11-21')).toEqual({ debit: 5_750, credit: 0 });

    const refused = async (body: Record<string, unknown>) => {
      const answer = await officer.post('/api/admin/books/remittances', { channel: 'gcash', amount: 1_000, date: '2026-11-21', reference: 'BDO-0043', ...body });
      return [answer.status, answer.body.code];
    };
    expect(await refused({ amount: 5_750.01 })).toEqual([409, 'remittance_above_owed']);
    expect(await refused({ channel: 'maya' })).toEqual([409, 'remittance_above_owed']);
    expect(await refused({ reference: 'bdo-0042' })).toEqual([409, 'remittance_exists']);
    expect(await refused({ date: '2026-11-22' })).toEqual([400, 'date_in_future']);
    expect(await refused({ amount: 0 })).toEqual([400, 'validation_failed']);
    expect(await refused({ channel: 'paypal' })).toEqual([400, 'validation_failed']);
    expect(await ctx.db.selectFrom('channelRemittances').select('id').execute()).toEqual([{ id: 1 }]);
    // The rest, exactly what is owed, leaves the clearing account at zero.
    expect((await officer.post('/api/admin/books/remittances', { channel: 'gcash', amount: 5_750, date: '2026-11-21', reference: 'BDO-0043' })).body.owedAfter).toBe(0);
    expect((await officer.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });
});

describe("a staff wallet adjustment's kind of reason", () => {
  it('picks the account the books move the wallet against: the bank or the channel for a deposit, suspense for a correction, an expense for goodwill', async () => {
    const ctx = await createTestContext();
    const officer = (await createStaff(ctx, { role: 'admin' })).client;
    const borrower = await verifiedBorrower(ctx);
    const path = `/api/admin/users/${borrower.user.id}`;
    const adjust = async (walletBalance: number, expectedBalance: number, extra: Record<string, unknown>) => {
      const answer = await officer.post(path, { walletBalance, expectedBalance, reason: 'As the receipt says', ...extra });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await adjust(1_000, 0, { reasonKind: 'deposit', depositChannel: 'gcash' });
    await adjust(1_300, 1_000, { reasonKind: 'deposit' });
    await adjust(1_500, 1_300, { reasonKind: 'goodwill' });
    await adjust(1_450, 1_500, { reasonKind: 'correction' });
    // SPEC.md's call, no kind: the one wallet-adjustments account, as before.
    await adjust(1_400, 1_450, {});
    // A channel without a deposit is bad input, and nothing moves.
    const refused = await officer.post(path, { walletBalance: 1_500, expectedBalance: 1_400, reason: 'x', reasonKind: 'correction', depositChannel: 'maya' });
    expect([refused.status, refused.body.code, Object.keys(refused.body.fieldErrors ?? {})]).toEqual([400, 'validation_failed', ['depositChannel']]);
    const entries = (await journal(officer, '2026-11-21', '2026-11-21')).filter((entry) => entry.source.kind === 'ledger_entry');
    expect(entries.map((entry) => [entry.memo, entry.lines])).toEqual([
      [
        'Wallet adjusted by staff (deposit through gcash): As the receipt says',
        [
          { account: '1110', debit: 1_000, credit: 0 },
          { account: '2100', debit: 0, credit: 1_000 },
        ],
      ],
      [
        'Wallet adjusted by staff (deposit): As the receipt says',
        [
          { account: '1010', debit: 300, credit: 0 },
          { account: '2100', debit: 0, credit: 300 },
        ],
      ],
      [
        'Wallet adjusted by staff (goodwill): As the receipt says',
        [
          { account: '5310', debit: 200, credit: 0 },
          { account: '2100', debit: 0, credit: 200 },
        ],
      ],
      [
        'Wallet adjusted by staff (correction): As the receipt says',
        [
          { account: '2100', debit: 50, credit: 0 },
          { account: '1900', debit: 0, credit: 50 },
        ],
      ],
      [
        'Wallet adjusted by staff: As the receipt says',
        [
          { account: '2100', debit: 50, credit: 0 },
          { account: '5300', debit: 0, credit: 50 },
        ],
      ],
    ]);
    expect(await walletOf(ctx, borrower.user.id)).toBe(140_000);
    expect((await officer.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });
});

describe('the monthly DST report', () => {
  it("gives BIR Form 2000's figures: the loans paid out in the month, their principal and their tax, and the same as CSV", async () => {
    const ctx = await createTestContext();
    const officer = (await createStaff(ctx, { role: 'admin' })).client;
    const loanIds: number[] = [];
    for (const terms of [
      { amount: 500_000, term: 12, interestRate: 0.3 },
      { amount: 150_000, term: 6, interestRate: 0.5 },
    ]) {
      const borrower = await verifiedBorrower(ctx);
      const applied = await borrower.client.post('/api/loans', terms);
      expect((await officer.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
      loanIds.push(applied.body.id);
    }
    // 500,000: 2,500 units of 200 × 1.50 = 3,750.00 (2026-11-21 to 2027-11-21, 365 days: a year, no proration).
    // 150,000: 750 units × 1.50 = 1,125.00 × 181 / 365 days (2026-11-21 to 2027-05-21) = 557.88.
    const report = await officer.get('/api/admin/books/dst?month=2026-11');
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      month: '2026-11',
      loans: 2,
      principal: 650_000,
      tax: 4_307.88,
      rows: [
        { loanId: loanIds[0], disbursedOn: '2026-11-21', principal: 500_000, termDays: 365, tax: 3_750, borneBy: 'lender' },
        { loanId: loanIds[1], disbursedOn: '2026-11-21', principal: 150_000, termDays: 181, tax: 557.88, borneBy: 'lender' },
      ],
    });
    // The books' DST payable agrees: 3,750.00 + 557.88.
    expect(await balanceOf(officer, '2300', '2026-11-21')).toEqual({ debit: 0, credit: 4_307.88 });
    expect((await officer.get('/api/admin/books/dst?month=2026-10')).body).toEqual({ month: '2026-10', loans: 0, principal: 0, tax: 0, rows: [] });
    const csv = await officer.get('/api/admin/books/dst.csv?month=2026-11');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="dst-2026-11.csv"');
    expect((csv.body as string).split('\r\n').filter((line) => line !== '')).toEqual([
      'loan_id,disbursed_on,principal,term_days,tax,borne_by',
      `${loanIds[0]},2026-11-21,500000.00,365,3750.00,lender`,
      `${loanIds[1]},2026-11-21,150000.00,181,557.88,lender`,
      'Total (2 loans),,650000.00,,4307.88,',
    ]);
    expect((await officer.get('/api/admin/books/dst?month=2026-13')).body.code).toBe('validation_failed');
    await ctx.close();
  });
});
