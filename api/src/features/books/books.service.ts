import { centavos, loanBalance, manilaToday, sumCentavos, toPesos, type BookAccount, type InstallmentAccount, type JournalPeriod, type JournalQuery, type Reconciliation, type ReconciliationDifference, type TrialBalance, type TrialBalanceQuery } from '@app/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { LoanRow } from '../../db/schema';
import { accountsOf, hasAccount, transactionsOf } from '../repayments';
import { toCsv } from '../../lib/csv';
import { closedFigures } from './close.service';
import { lastClosedMonth } from './journal-posting.service';
import { ACCOUNTS, financeChargeOf, isPlaceable } from './journal-rule.service';

/*
 * The books' reports (issue 31): the chart, the trial balance at a date,
 * the journal of a period, and the reconciliation of the books with the
 * loan book. Only posted entries count (decision 052). Amounts leave in
 * pesos with 2 decimals, as everywhere at the edge.
 */


export async function listAccounts(db: Db): Promise<{ accounts: BookAccount[] }> {
  const rows = await db.selectFrom('accounts').selectAll().orderBy('code').execute();
  return { accounts: rows.map((row) => ({ code: row.code, name: row.name, type: row.type, normalSide: row.normalSide, isContra: row.isContra === 1, isActive: row.isActive === 1 })) };
}

/** Each account's debits less credits over the posted entries dated up to `at` (all of them without). */
async function netByAccount(db: Db, at: string | null): Promise<Map<string, number>> {
  let query = db
    .selectFrom('journalLines')
    .innerJoin('journalEntries', 'journalEntries.id', 'journalLines.entryId')
    .select(['journalLines.accountCode as code', sql<string>`sum(${sql.ref('journalLines.debitCentavos')} - ${sql.ref('journalLines.creditCentavos')})`.as('net')])
    .where('journalEntries.posted', '=', 1)
    .groupBy('journalLines.accountCode');
  if (at !== null) query = query.where('journalEntries.date', '<=', at);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.code, Number(row.net)]));
}

/** Every account with its balance at the end of `at` on its side (debit or credit); the totals are equal. */
export async function trialBalance(deps: Pick<AppDeps, 'db' | 'clock'>, query: TrialBalanceQuery): Promise<TrialBalance> {
  const at = query.at ?? manilaToday(deps.clock.now());
  const [{ accounts }, nets] = await Promise.all([listAccounts(deps.db), netByAccount(deps.db, at)]);
  const rows = accounts
    .filter((account) => account.isActive || (nets.get(account.code) ?? 0) !== 0)
    .map((account) => {
      const net = nets.get(account.code) ?? 0;
      return { code: account.code, name: account.name, type: account.type, debit: net > 0 ? net : 0, credit: net < 0 ? -net : 0 };
    });
  return {
    at,
    accounts: rows.map((row) => ({ ...row, debit: toPesos(centavos(row.debit)), credit: toPesos(centavos(row.credit)) })),
    totalDebit: toPesos(sumCentavos(rows.map((row) => centavos(row.debit)))),
    totalCredit: toPesos(sumCentavos(rows.map((row) => centavos(row.credit)))),
  };
}

/** The number as printed: the year and the entry's place in it, e.g. 2026-000042. */
export const entryNumber = (year: number, number: number) => `${year}-${String(number).padStart(6, '0')}`;

/** The lines of these journal entries, in the order they were written. */
export async function linesOf(db: Db, entryIds: readonly number[]) {
  return entryIds.length === 0 ? [] : db.selectFrom('journalLines').selectAll().where('entryId', 'in', [...entryIds]).orderBy('id').execute();
}

/** The posted entries dated in [from, to] (Manila dates; this month to today when absent), in date and number order. */
export async function journalOf(deps: Pick<AppDeps, 'db' | 'clock'>, query: JournalQuery): Promise<JournalPeriod> {
  const today = manilaToday(deps.clock.now());
  const from = query.from ?? `${(query.to ?? today).slice(0, 7)}-01`;
  const to = query.to ?? (from > today ? from : today);
  const entries = await deps.db
    .selectFrom('journalEntries')
    .selectAll()
    .where('posted', '=', 1)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('year')
    .orderBy('number')
    .execute();
  const lines = await linesOf(
    deps.db,
    entries.map((entry) => entry.id),
  );
  return {
    from,
    to,
    entries: entries.map((entry) => ({
      number: entryNumber(entry.year, entry.number),
      date: entry.date,
      valueDate: entry.valueDate ?? entry.date,
      memo: entry.memo,
      source: { kind: entry.sourceKind, id: entry.sourceId },
      lines: lines
        .filter((line) => line.entryId === entry.id)
        .map((line) => ({ account: line.accountCode, debit: toPesos(line.debitCentavos), credit: toPesos(line.creditCentavos) })),
    })),
  };
}

/** The books' balance of the per-loan accounts, per loan: every posting of a loan's transactions and of its wallet entries. */
async function perLoanBooks(db: Db): Promise<Map<string, Map<number, number>>> {
  const { rows } = await sql<{ code: string; loanId: number; net: string | number }>`
    select l.account_code as code, coalesce(t.loan_id, w.loan_id, o.loan_id, x.loan_id, case when e.source_kind = 'loan' then e.source_id end) as "loanId", sum(l.debit_centavos - l.credit_centavos) as net
    from journal_lines l
    join journal_entries e on e.id = l.entry_id and e.posted = 1
    left join loan_transactions t on e.source_kind = 'loan_transaction' and t.id = e.source_id
    left join ledger_entries w on e.source_kind = 'ledger_entry' and w.id = e.source_id
    left join loan_offers o on e.source_kind = 'loan_offer' and o.id = e.source_id
    left join loan_write_offs x on e.source_kind = 'loan_write_off' and x.id = e.source_id
    where l.account_code in (${sql.join([ACCOUNTS.loansReceivable, ACCOUNTS.unearnedInterest, ACCOUNTS.lateFeesReceivable])})
      and coalesce(t.loan_id, w.loan_id, o.loan_id, x.loan_id, case when e.source_kind = 'loan' then e.source_id end) is not null
    group by l.account_code, coalesce(t.loan_id, w.loan_id, o.loan_id, x.loan_id, case when e.source_kind = 'loan' then e.source_id end)`.execute(db);
  const byAccount = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const loans = byAccount.get(row.code) ?? new Map<number, number>();
    loans.set(Number(row.loanId), Number(row.net));
    byAccount.set(row.code, loans);
  }
  return byAccount;
}

/** What the loan book says each per-loan account holds, per loan (debit-positive, as the books count). */
async function perLoanExpected(db: Db, earnedByLoan: ReadonlyMap<number, number>): Promise<Map<string, Map<number, number>>> {
  const loans = (await db.selectFrom('loans').selectAll().execute()).filter(hasAccount);
  const rows = await transactionsOf(
    db,
    loans.map((loan) => loan.id),
  );
  const accepted = await db.selectFrom('loanOffers').select(['loanId', 'financeChargeCentavos']).where('state', '=', 'accepted').execute();
  const restructureCharges = new Map<number, number>();
  for (const offer of accepted) restructureCharges.set(offer.loanId, (restructureCharges.get(offer.loanId) ?? 0) + Number(offer.financeChargeCentavos));
  const receivable = new Map<number, number>();
  const unearned = new Map<number, number>();
  const lateFees = new Map<number, number>();
  for (const loan of loans) {
    // A written-off loan left the books (decision 064): none of its accounts holds anything for it, whatever it still owes.
    if (loan.writtenOffAt !== null) continue;
    const accounts = accountsOf(
      loan,
      rows.filter((row) => row.loanId === loan.id),
    );
    const balance = loanBalance({ accounts });
    receivable.set(loan.id, balance.principal + balance.interest);
    lateFees.set(loan.id, balance.lateFee);
    // The finance charge (with the charge of the months a restructuring offer added, decision 062), less
    // the interest a payoff forgave and what the month-end closes so far earned (decision 060).
    const forgiven = sumCentavos(accounts.map((account) => account.interestForgiven));
    unearned.set(loan.id, -(financeChargeOf(loan) + (restructureCharges.get(loan.id) ?? 0) - forgiven - (earnedByLoan.get(loan.id) ?? 0)));
  }
  return new Map([
    [ACCOUNTS.loansReceivable, receivable],
    [ACCOUNTS.unearnedInterest, unearned],
    [ACCOUNTS.lateFeesReceivable, lateFees],
  ]);
}

/**
 * The interest of one loan the books hold as not yet earned, by the loan
 * book (what the reconciliation expects of 1210): its finance charge and its
 * accepted offers' charges, less what a payoff forgave and what the closes
 * earned. A write-off takes this out of unearned interest (decision 064).
 */
export async function unearnedInterestOf(db: Db, { loan, accounts }: { loan: LoanRow & { startDate: string }; accounts: readonly InstallmentAccount[] }): Promise<number> {
  const [charges, earned] = await Promise.all([
    db.selectFrom('loanOffers').select((eb) => eb.fn.sum<number | string | null>('financeChargeCentavos').as('total')).where('loanId', '=', loan.id).where('state', '=', 'accepted').executeTakeFirst(),
    db.selectFrom('bookCloseLoans').select((eb) => eb.fn.sum<number | string | null>('earnedCentavos').as('total')).where('loanId', '=', loan.id).executeTakeFirst(),
  ]);
  const forgiven = sumCentavos(accounts.map((account) => account.interestForgiven));
  return financeChargeOf(loan) + Number(charges?.total ?? 0) - forgiven - Number(earned?.total ?? 0);
}

/** What write-offs took out of the allowance since the last close (decision 064): the next close provides for it again. */
async function allowanceWrittenOffSinceClose(db: Db): Promise<number> {
  const [closed, rows] = await Promise.all([lastClosedMonth(db), db.selectFrom('loanWriteOffs').select(['allowanceCentavos', 'createdAt']).execute()]);
  return rows.filter((row) => closed === null || manilaToday(new Date(row.createdAt)).slice(0, 7) > closed).reduce((sum, row) => sum + Number(row.allowanceCentavos), 0);
}

/**
 * The books against the loan book: loans receivable, unearned interest and
 * late fees receivable per loan; the wallets' liability against the sum of
 * the wallets; unapplied collections against the unmatched queue; the
 * wallet-to-loan transfers at zero; the allowance at what the last close
 * required less what write-offs used since; and the trial balance nets to zero.
 * Written-off loans are out of the per-loan accounts (decision 064).
 */
export async function reconciliation(db: Db): Promise<Reconciliation> {
  const closed = await closedFigures(db);
  const writtenOff = await allowanceWrittenOffSinceClose(db);
  const [nets, names, booksByLoan, expectedByLoan, wallets, queue, unposted] = await Promise.all([
    netByAccount(db, null),
    db.selectFrom('accounts').select(['code', 'name', 'normalSide']).execute(),
    perLoanBooks(db),
    perLoanExpected(db, closed.earnedByLoan),
    db.selectFrom('users').select((eb) => eb.fn.sum<string | number>('walletBalanceCentavos').as('total')).executeTakeFirst(),
    db.selectFrom('unmatchedPayments').select(['amountCentavos', 'channel', 'paidAt']).where('assignedLoanId', 'is', null).execute(),
    db.selectFrom('journalEntries').select('id').where('posted', '=', 0).execute(),
  ]);
  const account = new Map(names.map((row) => [row.code, row]));
  const sign = (code: string) => (account.get(code)?.normalSide === 'credit' ? -1 : 1);
  const differences: ReconciliationDifference[] = [];
  const compare = (code: string, expectedNet: number, loans: ReconciliationDifference['loans'] = []) => {
    const booksNet = nets.get(code) ?? 0;
    if (booksNet === expectedNet && loans.length === 0) return;
    differences.push({ account: code, name: account.get(code)?.name ?? code, books: toPesos(centavos(sign(code) * booksNet)), expected: toPesos(centavos(sign(code) * expectedNet)), loans });
  };
  for (const code of [ACCOUNTS.loansReceivable, ACCOUNTS.unearnedInterest, ACCOUNTS.lateFeesReceivable]) {
    const booked = booksByLoan.get(code) ?? new Map<number, number>();
    const expected = expectedByLoan.get(code) ?? new Map<number, number>();
    const loanIds = [...new Set([...booked.keys(), ...expected.keys()])].sort((a, b) => a - b);
    const loans = loanIds
      .filter((loanId) => (booked.get(loanId) ?? 0) !== (expected.get(loanId) ?? 0))
      .map((loanId) => ({ loanId, books: toPesos(centavos(sign(code) * (booked.get(loanId) ?? 0))), expected: toPesos(centavos(sign(code) * (expected.get(loanId) ?? 0))) }));
    compare(
      code,
      [...expected.values()].reduce((sum, amount) => sum + amount, 0),
      loans,
    );
  }
  compare(ACCOUNTS.wallets, -Number(wallets?.total ?? 0));
  compare(ACCOUNTS.unappliedCollections, -queue.filter(isPlaceable).reduce((sum, held) => sum + held.amountCentavos, 0));
  compare(ACCOUNTS.walletTransfers, 0);
  // The allowance is what the provision matrix required at the last close, less what write-offs took out of it since.
  compare(ACCOUNTS.allowance, -(closed.allowance - writtenOff));
  const net = [...nets.values()].reduce((sum, amount) => sum + amount, 0);
  if (net !== 0) differences.push({ account: 'trial balance', name: 'Debits less credits of all posted entries', books: toPesos(centavos(net)), expected: 0, loans: [] });
  if (unposted.length > 0) {
    differences.push({ account: 'journal', name: `Entries written but never posted: ${unposted.map((entry) => entry.id).join(', ')}`, books: 0, expected: 0, loans: [] });
  }
  return { ok: differences.length === 0, differences };
}

/** The journal export's columns, documented for the company's accountant and auditor (issue 31). */
const JOURNAL_CSV_COLUMNS = ['date', 'entry_number', 'account_code', 'account_name', 'debit', 'credit', 'memo', 'source'] as const;

/**
 * The journal of a period as CSV: one row per line, in entry order; amounts
 * in pesos with 2 decimals, the side not used empty; the source as its kind
 * and id ("loan_transaction 12").
 */
export async function journalCsv(deps: Pick<AppDeps, 'db' | 'clock'>, query: JournalQuery): Promise<{ from: string; to: string; csv: string }> {
  const [period, { accounts }] = await Promise.all([journalOf(deps, query), listAccounts(deps.db)]);
  const names = new Map(accounts.map((account) => [account.code, account.name]));
  const amount = (value: number) => (value === 0 ? '' : value.toFixed(2));
  const rows = period.entries.flatMap((entry) =>
    entry.lines.map((line) => [entry.date, entry.number, line.account, names.get(line.account) ?? '', amount(line.debit), amount(line.credit), entry.memo, `${entry.source.kind} ${entry.source.id ?? ''}`.trim()]),
  );
  return { from: period.from, to: period.to, csv: toCsv(JOURNAL_CSV_COLUMNS, rows) };
}

/** The trial balance export's columns (decision 066), beside the journal's. */
const TRIAL_BALANCE_CSV_COLUMNS = ['code', 'name', 'type', 'debit', 'credit'] as const;

/** The trial balance at a date as CSV: one row per account as the screen shows it, the side not used empty, and a last row of totals. */
export async function trialBalanceCsv(deps: Pick<AppDeps, 'db' | 'clock'>, query: TrialBalanceQuery): Promise<{ at: string; csv: string }> {
  const report = await trialBalance(deps, query);
  const amount = (value: number) => (value === 0 ? '' : value.toFixed(2));
  const rows = [...report.accounts.map((row) => [row.code, row.name, row.type, amount(row.debit), amount(row.credit)]), ['', 'Total', '', report.totalDebit.toFixed(2), report.totalCredit.toFixed(2)]];
  return { at: report.at, csv: toCsv(TRIAL_BALANCE_CSV_COLUMNS, rows) };
}
