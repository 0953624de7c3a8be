import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';
import { pdfLines } from '../../test/pdf-text';

const DAY = 24 * 60 * 60 * 1000;

/**
 * 500,000 over 12 months at 0.3 % a month, paid out on 2026-11-21: booked
 * gross, 518,000.04 receivable and 18,000.04 unearned; the lender's DST
 * 3,750.00. An officer records 500.00 by GCash that day; on 2026-12-06
 * another records 1,000.00 by bank transfer.
 */
async function bookedLoan(ctx: TestContext, admin: TestClient) {
  const borrower = await verifiedBorrower(ctx);
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  const loanId = applied.body.id as number;
  expect((await admin.post(`/api/admin/loans/${loanId}`, { status: 'approved' })).status).toBe(200);
  expect((await admin.post(`/api/admin/loans/${loanId}/payments`, { amount: 500, channel: 'gcash', reference: 'GC-STAT-1', receivedAt: ctx.clock.now().toISOString() })).status).toBe(201);
  ctx.clock.advance(15 * DAY);
  // Sessions do not last a fortnight: the officer of December signs in then.
  const december = (await createStaff(ctx, { role: 'admin' })).client;
  expect((await december.post(`/api/admin/loans/${loanId}/payments`, { amount: 1000, channel: 'bank_transfer', reference: 'BT-STAT-2', receivedAt: ctx.clock.now().toISOString() })).status).toBe(201);
  return { loanId, userId: borrower.user.id, december };
}

const zero = { current: 0, prior: 0 };
const line = (code: string, name: string, current: number, prior: number) => ({ code, name, current, prior });
const item = (code: string, name: string, current: number, prior: number) => ({ ...line(code, name, current, prior), contra: [], net: { current, prior } });

describe('the statements and the general ledger', () => {
  it('give the balance sheet and the income statement of a month beside the month before, contra accounts under their parent, footing', async () => {
    const ctx = await createTestContext();
    const { december: admin } = await bookedLoan(ctx, (await createStaff(ctx, { role: 'admin' })).client);
    const { status, body } = await admin.get('/api/admin/books/statements?from=2026-12-01&to=2026-12-31');
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: '2026-12-01', to: '2026-12-31', priorFrom: '2026-11-01', priorTo: '2026-11-30' });
    // Receivable 518,000.04 less 500.00 (GCash) less 1,000.00 (bank transfer, in December); unearned untouched until month-end.
    expect(body.balanceSheet.assets).toEqual({
      items: [
        item('1010', 'Cash in bank', 0, 0),
        item('1110', 'Collections clearing – GCash', 500, 500),
        item('1120', 'Collections clearing – Maya', 0, 0),
        item('1130', 'Collections clearing – bank transfer', 1_000, 0),
        item('1140', 'Collections clearing – over the counter', 0, 0),
        item('1190', 'Wallet-to-loan transfers (clearing)', 0, 0),
        {
          ...line('1200', 'Loans receivable', 516_500.04, 517_500.04),
          contra: [line('1210', 'Unearned interest', -18_000.04, -18_000.04), line('1220', 'Allowance for credit losses', 0, 0)],
          net: { current: 498_500, prior: 499_500 },
        },
        item('1300', 'Late fees receivable', 0, 0),
        item('1900', 'Suspense – wallet corrections', 0, 0),
      ],
      total: { current: 500_000, prior: 500_000 },
    });
    expect(body.balanceSheet.liabilities).toEqual({
      items: [item('2100', 'Borrowers’ wallet balances', 500_000, 500_000), item('2200', 'Unapplied collections', 0, 0), item('2300', 'Documentary stamp tax payable', 3_750, 3_750)],
      total: { current: 503_750, prior: 503_750 },
    });
    expect(body.balanceSheet.equity).toEqual({ items: [item('3100', 'Capital', 0, 0), item('3200', 'Retained earnings', 0, 0)], total: zero });
    // Nothing closed yet: the year's loss so far (the DST) sits beside equity, and the sheet foots.
    expect(body.balanceSheet.earnings).toEqual({ current: -3_750, prior: -3_750 });
    expect(body.balanceSheet.totalLiabilitiesAndEquity).toEqual({ current: 500_000, prior: 500_000 });
    expect(body.incomeStatement).toEqual({
      income: {
        items: [
          item('4100', 'Interest income', 0, 0),
          { ...line('4200', 'Late-fee income', 0, 0), contra: [line('4210', 'Late-fee waivers', 0, 0)], net: zero },
          item('4300', 'Recoveries', 0, 0),
        ],
        total: zero,
      },
      expenses: {
        items: [item('5100', 'Documentary stamp tax expense', 0, 3_750), item('5200', 'Credit-loss expense', 0, 0), item('5300', 'Wallet adjustments (corrections and goodwill)', 0, 0), item('5310', 'Goodwill credits to borrowers', 0, 0)],
        total: { current: 0, prior: 3_750 },
      },
      netIncome: { current: 0, prior: -3_750 },
    });
    await ctx.close();
  });

  it('set the prior period beside a quarter, a year and any range of days', async () => {
    const ctx = await createTestContext();
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    const prior = async (query: string) => {
      const { status, body } = await admin.get(`/api/admin/books/statements?${query}`);
      expect(status).toBe(200);
      return [body.from, body.to, body.priorFrom, body.priorTo];
    };
    expect(await prior('from=2026-10-01&to=2026-12-31')).toEqual(['2026-10-01', '2026-12-31', '2026-07-01', '2026-09-30']);
    expect(await prior('from=2026-01-01&to=2026-12-31')).toEqual(['2026-01-01', '2026-12-31', '2025-01-01', '2025-12-31']);
    expect(await prior('from=2026-03-01&to=2026-03-31')).toEqual(['2026-03-01', '2026-03-31', '2026-02-01', '2026-02-28']);
    expect(await prior('from=2026-11-15&to=2026-11-21')).toEqual(['2026-11-15', '2026-11-21', '2026-11-08', '2026-11-14']);
    // No period: this month to today (the test clock's 2026-11-21).
    expect(await prior('')).toEqual(['2026-11-01', '2026-11-21', '2026-10-11', '2026-10-31']);
    await ctx.close();
  });

  it('export the statements as CSV and PDF', async () => {
    const ctx = await createTestContext();
    const { december: admin } = await bookedLoan(ctx, (await createStaff(ctx, { role: 'admin' })).client);
    const csv = await admin.get('/api/admin/books/statements.csv?from=2026-12-01&to=2026-12-31');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="statements-2026-12-01-2026-12-31.csv"');
    const rows = (csv.body as string).split('\r\n');
    expect(rows[0]).toBe('statement,section,line,code,name,current,prior');
    expect(rows).toContain('balance_sheet,assets,account,1200,Loans receivable,516500.04,517500.04');
    expect(rows).toContain('balance_sheet,assets,contra,1210,Less: Unearned interest,-18000.04,-18000.04');
    expect(rows).toContain('balance_sheet,assets,net,1200,"Loans receivable, net",498500.00,499500.00');
    expect(rows).toContain('balance_sheet,assets,total,,Total assets,500000.00,500000.00');
    expect(rows).toContain('balance_sheet,equity,total,,Total liabilities and equity,500000.00,500000.00');
    expect(rows.slice(-3)).toEqual(['income_statement,expenses,total,,Total expenses,0.00,3750.00', 'income_statement,expenses,total,,Net income,0.00,-3750.00', '']);

    const pdf = await admin.get<Uint8Array>('/api/admin/books/statements.pdf?from=2026-12-01&to=2026-12-31');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="statements-2026-12-01-2026-12-31.pdf"');
    const lines = await pdfLines(pdf.body);
    expect(lines).toContain('Financial statements');
    expect(lines).toContain('Period: 2026-12-01 to 2026-12-31');
    expect(lines).toContain('Prior period: 2026-11-01 to 2026-11-30');
    expect(lines).toContain('Balance sheet at 2026-12-31');
    expect(lines).toContain('1200 Loans receivable 516,500.04 517,500.04');
    expect(lines).toContain('1210 Less: Unearned interest (18,000.04) (18,000.04)');
    expect(lines).toContain('Loans receivable, net 498,500.00 499,500.00');
    expect(lines).toContain('Total liabilities and equity 500,000.00 500,000.00');
    expect(lines).toContain('Net income 0.00 (3,750.00)');
    await ctx.close();
  });

  it('give an account’s general ledger: the opening balance, each line with its source, the loan and the member, the running balance', async () => {
    const ctx = await createTestContext();
    const { loanId, userId, december: admin } = await bookedLoan(ctx, (await createStaff(ctx, { role: 'admin' })).client);
    const november = await admin.get('/api/admin/books/ledger?account=1200&from=2026-11-01&to=2026-11-30');
    expect(november.status).toBe(200);
    expect(november.body).toMatchObject({ account: { code: '1200', name: 'Loans receivable', type: 'asset', normalSide: 'debit' }, from: '2026-11-01', to: '2026-11-30', opening: 0, closing: 517_500.04 });
    expect(november.body.lines.map((row: any) => [row.number, row.date, row.source, row.debit, row.credit, row.balance])).toEqual([
      ['2026-000002', '2026-11-21', { kind: 'loan_transaction', id: 1, loanId, userId }, 518_000.04, 0, 518_000.04],
      ['2026-000003', '2026-11-21', { kind: 'loan_transaction', id: 2, loanId, userId }, 0, 500, 517_500.04],
    ]);
    const december = await admin.get('/api/admin/books/ledger?account=1200&from=2026-12-01&to=2026-12-31');
    expect(december.body).toMatchObject({ opening: 517_500.04, closing: 516_500.04 });
    expect(december.body.lines.map((row: any) => [row.number, row.date, row.source, row.debit, row.credit, row.balance])).toEqual([['2026-000004', '2026-12-06', { kind: 'loan_transaction', id: 3, loanId, userId }, 0, 1_000, 516_500.04]]);
    // A credit-side account runs on its own side: the wallets owe more as they are credited.
    const wallets = await admin.get('/api/admin/books/ledger?account=2100&from=2026-11-01&to=2026-12-31');
    expect(wallets.body).toMatchObject({ account: { normalSide: 'credit' }, opening: 0, closing: 500_000 });
    expect(wallets.body.lines.map((row: any) => [row.number, row.source.kind, row.source.userId, row.source.loanId, row.debit, row.credit, row.balance])).toEqual([['2026-000001', 'ledger_entry', userId, loanId, 0, 500_000, 500_000]]);
    const unearned = await admin.get('/api/admin/books/ledger?account=1210&from=2026-12-01&to=2026-12-31');
    expect(unearned.body).toMatchObject({ account: { normalSide: 'credit' }, opening: 18_000.04, lines: [], closing: 18_000.04 });

    const csv = await admin.get('/api/admin/books/ledger.csv?account=1200&from=2026-11-01&to=2026-11-30');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ledger-1200-2026-11-01-2026-11-30.csv"');
    const rows = (csv.body as string).split('\r\n');
    expect(rows[0]).toBe('date,entry_number,memo,source,loan_id,member_id,debit,credit,balance');
    expect(rows[1]).toBe('2026-11-01,,Opening balance,,,,,,0.00');
    expect(rows[2]).toMatch(new RegExp(`^2026-11-21,2026-000002,.*,loan_transaction 1,${loanId},${userId},518000.04,,518000.04$`));
    expect(rows[3]).toMatch(new RegExp(`^2026-11-21,2026-000003,.*,loan_transaction 2,${loanId},${userId},,500.00,517500.04$`));
    expect(rows.slice(4)).toEqual(['2026-11-30,,Closing balance,,,,,,517500.04', '']);

    const pdf = await admin.get<Uint8Array>('/api/admin/books/ledger.pdf?account=1200&from=2026-11-01&to=2026-11-30');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="ledger-1200-2026-11-01-2026-11-30.pdf"');
    const printed = await pdfLines(pdf.body);
    expect(printed).toContain('General ledger: 1200 Loans receivable');
    expect(printed).toContain('Period: 2026-11-01 to 2026-11-30');
    expect(printed).toContain('2026-11-01 Opening balance 0.00');
    // A line's memo and source wrap in their columns; its figures close it.
    expect(printed).toContain('518,000.04 518,000.04');
    expect(printed).toContain('500.00 517,500.04');
    expect(printed.at(-1)).toBe('2026-11-30 Closing balance 517,500.04');
    await ctx.close();
  });

  it('refuse an account the chart does not have, with the field named', async () => {
    const ctx = await createTestContext();
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    const unknown = await admin.get('/api/admin/books/ledger?account=9999');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'validation_failed', message: 'The chart of accounts has no account with this code', fieldErrors: { account: ['The chart of accounts has no account with this code'] } });
    const malformed = await admin.get('/api/admin/books/ledger?account=12%3B00');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'validation_failed', fieldErrors: { account: ['Give an account code of the chart, for example 1200'] } });
    expect((await admin.get('/api/admin/books/ledger')).status).toBe(400);
    await ctx.close();
  });
});
