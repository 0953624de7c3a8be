import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { BOOKS_CHART_OF_024 } from '../../db/migrations';
import { createStaff, createTestContext, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';
import { testDialect } from '../../test/postgres-databases';
import { reconciliation } from './books.service';
import { ACCOUNTS } from './journal-rule.service';

async function approvedLoan(ctx: TestContext, admin: TestClient) {
  const borrower = await verifiedBorrower(ctx);
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  expect((await admin.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
  return { borrower, loanId: applied.body.id as number };
}

/** An entry written by hand, still open: the store's own rules are what these tests try. */
async function openEntry(trx: Db, now: Date): Promise<number> {
  const { id } = await trx
    .insertInto('journalEntries')
    .values({ year: 2026, number: 1, date: '2026-11-21', memo: 'raw', sourceKind: 'staff_action', sourceId: null, createdBy: null, createdAt: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('the books', () => {
  it('ship the chart of accounts: every account the posting rule uses, Philippine-style codes, contra accounts on the other side', async () => {
    const ctx = await createTestContext();
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    const { status, body } = await admin.get('/api/admin/books/accounts');
    expect(status).toBe(200);
    const codes = (body.accounts as { code: string }[]).map((account) => account.code);
    // 024's chart, and 030's suspense account for wallet corrections and goodwill expense (decision 066), in code order.
    expect(codes).toEqual([...BOOKS_CHART_OF_024.map((account) => account.code).slice(0, 10), '1900', ...BOOKS_CHART_OF_024.map((account) => account.code).slice(10), '5310']);
    const used = [...Object.values(ACCOUNTS).flatMap((code) => (typeof code === 'string' ? [code] : Object.values(code)))];
    for (const code of used) expect(codes).toContain(code);
    expect(body.accounts).toContainEqual({ code: '1210', name: 'Unearned interest', type: 'asset', normalSide: 'credit', isContra: true, isActive: true });
    expect(body.accounts).toContainEqual({ code: '4210', name: 'Late-fee waivers', type: 'income', normalSide: 'debit', isContra: true, isActive: true });
    expect(body.accounts).toContainEqual({ code: '2100', name: 'Borrowers’ wallet balances', type: 'liability', normalSide: 'credit', isContra: false, isActive: true });
    const firstDigit = { asset: '1', liability: '2', equity: '3', income: '4', expense: '5' } as const;
    for (const account of body.accounts as { code: string; type: keyof typeof firstDigit }[]) expect(account.code[0]).toBe(firstDigit[account.type]);
    await ctx.close();
  });

  it('book a disbursement gross, with the lender’s documentary stamp tax: the journal and the trial balance', async () => {
    const ctx = await createTestContext();
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    const { loanId } = await approvedLoan(ctx, admin);
    // 500,000 over 12 months at 0.3 % a month: 43,166.67 a month, 518,000.04 in all, so the finance charge is 18,000.04.
    // DST: 500,000 / 200 = 2,500 units × 1.50 = 3,750.00 (a term of a year: no proration).
    const journal = await admin.get('/api/admin/books/journal?from=2026-11-01&to=2026-11-30');
    expect(journal.status).toBe(200);
    expect(journal.body.entries).toEqual([
      {
        number: '2026-000001',
        date: '2026-11-21',
        valueDate: '2026-11-21',
        memo: `Loan #${loanId} principal credited to the wallet`,
        source: { kind: 'ledger_entry', id: 1 },
        lines: [
          { account: '1190', debit: 500_000, credit: 0 },
          { account: '2100', debit: 0, credit: 500_000 },
        ],
      },
      {
        number: '2026-000002',
        date: '2026-11-21',
        valueDate: '2026-11-21',
        memo: `Loan #${loanId} disbursed: principal and finance charge booked gross, documentary stamp tax borne by the lender`,
        source: { kind: 'loan_transaction', id: 1 },
        lines: [
          { account: '1200', debit: 518_000.04, credit: 0 },
          { account: '1190', debit: 0, credit: 500_000 },
          { account: '1210', debit: 0, credit: 18_000.04 },
          { account: '5100', debit: 3_750, credit: 0 },
          { account: '2300', debit: 0, credit: 3_750 },
        ],
      },
    ]);
    expect((await admin.get('/api/admin/books/journal?from=2026-11-22&to=2026-11-30')).body.entries).toEqual([]);
    const csv = await admin.get('/api/admin/books/journal.csv?from=2026-11-01&to=2026-11-30');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="journal-2026-11-01-2026-11-30.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      'date,entry_number,account_code,account_name,debit,credit,memo,source',
      `2026-11-21,2026-000001,1190,Wallet-to-loan transfers (clearing),500000.00,,Loan #${loanId} principal credited to the wallet,ledger_entry 1`,
      `2026-11-21,2026-000001,2100,Borrowers’ wallet balances,,500000.00,Loan #${loanId} principal credited to the wallet,ledger_entry 1`,
      `2026-11-21,2026-000002,1200,Loans receivable,518000.04,,"Loan #${loanId} disbursed: principal and finance charge booked gross, documentary stamp tax borne by the lender",loan_transaction 1`,
      `2026-11-21,2026-000002,1190,Wallet-to-loan transfers (clearing),,500000.00,"Loan #${loanId} disbursed: principal and finance charge booked gross, documentary stamp tax borne by the lender",loan_transaction 1`,
      `2026-11-21,2026-000002,1210,Unearned interest,,18000.04,"Loan #${loanId} disbursed: principal and finance charge booked gross, documentary stamp tax borne by the lender",loan_transaction 1`,
      `2026-11-21,2026-000002,5100,Documentary stamp tax expense,3750.00,,"Loan #${loanId} disbursed: principal and finance charge booked gross, documentary stamp tax borne by the lender",loan_transaction 1`,
      `2026-11-21,2026-000002,2300,Documentary stamp tax payable,,3750.00,"Loan #${loanId} disbursed: principal and finance charge booked gross, documentary stamp tax borne by the lender",loan_transaction 1`,
      '',
    ]);

    const before = await admin.get('/api/admin/books/trial-balance?at=2026-11-20');
    expect(before.body).toMatchObject({ at: '2026-11-20', totalDebit: 0, totalCredit: 0 });
    const tb = await admin.get('/api/admin/books/trial-balance?at=2026-11-21');
    expect(tb.status).toBe(200);
    expect(tb.body.totalDebit).toBe(521_750.04);
    expect(tb.body.totalCredit).toBe(521_750.04);
    const nonZero = (tb.body.accounts as { code: string; debit: number; credit: number }[]).filter((row) => row.debit !== 0 || row.credit !== 0);
    expect(nonZero).toEqual([
      { code: '1200', name: 'Loans receivable', type: 'asset', debit: 518_000.04, credit: 0 },
      { code: '1210', name: 'Unearned interest', type: 'asset', debit: 0, credit: 18_000.04 },
      { code: '2100', name: 'Borrowers’ wallet balances', type: 'liability', debit: 0, credit: 500_000 },
      { code: '2300', name: 'Documentary stamp tax payable', type: 'liability', debit: 0, credit: 3_750 },
      { code: '5100', name: 'Documentary stamp tax expense', type: 'expense', debit: 3_750, credit: 0 },
    ]);
    expect((await admin.get('/api/admin/books/reconciliation')).body).toEqual({ ok: true, differences: [] });
    await ctx.close();
  });

  it('give a paid-out loan its effective-interest schedule on GET /api/admin/loans/{id}', async () => {
    const ctx = await createTestContext();
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    const { loanId } = await approvedLoan(ctx, admin);
    // 500,000 over 12 months at 0.3 %: 43,166.67 a month, finance charge 18,000.04, IRR 0.548350 % a month,
    // worked out apart from the code (50-digit decimals, each month round(carrying × r) half up, the last the rest).
    const { amortization } = (await admin.get(`/api/admin/loans/${loanId}`)).body;
    expect(amortization.map((row: any) => row.interestEarned)).toEqual([2741.75, 2520.08, 2297.2, 2073.09, 1847.75, 1621.18, 1393.36, 1164.3, 933.98, 702.4, 469.54, 235.41]);
    expect(amortization[0]).toEqual({ period: 1, date: '2026-12-21', interestEarned: 2741.75, unearnedAfter: 15_258.29 });
    expect(amortization[11]).toEqual({ period: 12, date: '2027-11-21', interestEarned: 235.41, unearnedAfter: 0 });
    await ctx.close();
  });

  it('name the account and the loan when the books and the loan book differ', async () => {
    const ctx = await createTestContext();
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    const { loanId } = await approvedLoan(ctx, admin);
    // A late fee written behind the posting core's back: the loan book owes it, the books never heard of it.
    await ctx.db.insertInto('loanTransactions').values({ loanId, kind: 'late_fee', amountCentavos: 12_345 as never, installment: 1, createdAt: ctx.clock.now().toISOString() }).execute();
    const { body } = await admin.get('/api/admin/books/reconciliation');
    expect(body).toEqual({ ok: false, differences: [{ account: '1300', name: 'Late fees receivable', books: 0, expected: 123.45, loans: [{ loanId, books: 0, expected: 123.45 }] }] });
    await ctx.db.deleteFrom('loanTransactions').where('kind', '=', 'late_fee').execute();
    await ctx.close();
  });

  it('refuse to post an entry whose debits and credits differ, in the store itself', async () => {
    const ctx = await createTestContext();
    const unbalanced = async (isPosted: boolean) =>
      ctx.db.transaction().execute(async (trx) => {
        const id = await openEntry(trx, ctx.clock.now());
        await trx
          .insertInto('journalLines')
          .values([
            { entryId: id, accountCode: '1010', debitCentavos: 10_000 as never, creditCentavos: 0 as never },
            { entryId: id, accountCode: '3100', debitCentavos: 0 as never, creditCentavos: 9_000 as never },
          ])
          .execute();
        if (isPosted) await trx.updateTable('journalEntries').set({ posted: 1 }).where('id', '=', id).execute();
      });
    await expect(unbalanced(true)).rejects.toThrow(/does not balance/);
    if (testDialect === 'postgres') {
      // PostgreSQL checks every entry at commit, posted or not.
      await expect(unbalanced(false)).rejects.toThrow(/does not balance/);
      expect(await ctx.db.selectFrom('journalEntries').select('id').execute()).toEqual([]);
    } else {
      // SQLite has no deferred triggers: the open entry commits, counts nowhere, and the reconciliation names it.
      await unbalanced(false);
      const [open] = await ctx.db.selectFrom('journalEntries').select(['id', 'posted']).execute();
      expect(open).toMatchObject({ posted: 0 });
      expect((await reconciliation(ctx.db)).differences).toEqual([{ account: 'journal', name: `Entries written but never posted: ${open!.id}`, books: 0, expected: 0, loans: [] }]);
      await ctx.db.deleteFrom('journalLines').execute();
      await ctx.db.deleteFrom('journalEntries').execute();
    }
    // A line on both sides, or on neither, is refused at once on both stores.
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        const id = await openEntry(trx, ctx.clock.now());
        await trx.insertInto('journalLines').values({ entryId: id, accountCode: '1010', debitCentavos: 100 as never, creditCentavos: 100 as never }).execute();
      }),
    ).rejects.toThrow();
    await ctx.close();
  });

  it('keep a posted entry final: its lines cannot be changed or removed', async () => {
    const ctx = await createTestContext();
    const admin = (await createStaff(ctx, { role: 'admin' })).client;
    await approvedLoan(ctx, admin);
    await expect(ctx.db.updateTable('journalLines').set({ debitCentavos: 1 as never }).where('debitCentavos', '>', 0 as never).execute()).rejects.toThrow(/final/);
    await expect(ctx.db.deleteFrom('journalLines').execute()).rejects.toThrow(/final/);
    await expect(ctx.db.updateTable('journalEntries').set({ memo: 'changed' }).execute()).rejects.toThrow(/final/);
    await expect(sql`delete from journal_entries`.execute(ctx.db)).rejects.toThrow(/final/);
    await ctx.close();
  });
});
