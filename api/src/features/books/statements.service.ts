import {
  addDays,
  BOOKS_VALIDATION_MESSAGES,
  centavos,
  COMPANY,
  csvCell,
  formatDecimal,
  letterheadLines,
  manilaToday,
  parseIsoDate,
  sumCentavos,
  toPesos,
  type AccountLedger,
  type BookAccount,
  type FinancialStatements,
  type JournalQuery,
  type LedgerQuery,
  type TrialBalanceQuery,
} from '@app/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { badRequest } from '../../lib/errors';
import { renderPdf, type PdfBlock } from '../../lib/pdf';
import { entryNumber, listAccounts, trialBalance } from './books.service';

/*
 * The statements and the general ledger of the books (issue 31, decision
 * 061): the balance sheet at the end of a period and the income statement
 * of it, each beside the prior period of the same length; one account's
 * lines with a running balance. Only posted entries count (decision 052).
 * Figures are summed in centavos and leave in pesos with 2 decimals.
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Period = { from: string; to: string };

/** The period asked for: this month to today when absent, as the journal's. */
function periodOf(query: { from?: string | undefined; to?: string | undefined }, today: string): Period {
  const from = query.from ?? `${(query.to ?? today).slice(0, 7)}-01`;
  const to = query.to ?? (from > today ? from : today);
  return { from, to };
}

const lastDayOfMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).toISOString().slice(0, 10);

/**
 * The period of the same length just before: whole calendar months (a
 * month, a quarter, a year) step back as many months; any other range steps
 * back as many days.
 */
function priorPeriodOf({ from, to }: Period): Period {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (start.day === 1 && to === lastDayOfMonth(end.year, end.monthIndex)) {
    const months = (end.year - start.year) * 12 + (end.monthIndex - start.monthIndex) + 1;
    const first = new Date(Date.UTC(start.year, start.monthIndex - months, 1)).toISOString().slice(0, 10);
    return { from: first, to: addDays({ date: from, days: -1 }) };
  }
  const days = Math.round((Date.UTC(end.year, end.monthIndex, end.day) - Date.UTC(start.year, start.monthIndex, start.day)) / 86_400_000) + 1;
  return { from: addDays({ date: from, days: -days }), to: addDays({ date: from, days: -1 }) };
}

/** Each account's debits less credits, in centavos, over the posted entries dated in [from, to] (from the first when `from` is null). */
async function netsBetween(db: Db, from: string | null, to: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('journalLines')
    .innerJoin('journalEntries', 'journalEntries.id', 'journalLines.entryId')
    .select(['journalLines.accountCode as code', sql<string>`sum(${sql.ref('journalLines.debitCentavos')} - ${sql.ref('journalLines.creditCentavos')})`.as('net')])
    .where('journalEntries.posted', '=', 1)
    .where('journalEntries.date', '<=', to)
    .groupBy('journalLines.accountCode');
  if (from !== null) query = query.where('journalEntries.date', '>=', from);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.code, Number(row.net)]));
}

type Amounts = { current: number; prior: number };
type Section = FinancialStatements['incomeStatement']['income'];

const pesos = (amount: number) => toPesos(centavos(amount));
const amountsIn = (current: number, prior: number): Amounts => ({ current: pesos(current), prior: pesos(prior) });

/**
 * The accounts of some types as a statement's section, in `direction`
 * (1: debits count up, -1: credits do). A contra account sits under the
 * account before it in the chart's order, of its type (1210 and 1220 under
 * 1200, 4210 under 4200), its amounts negative; one with no such account
 * stands alone. Inactive accounts show only with a balance.
 */
function sectionOf(accounts: readonly BookAccount[], types: readonly BookAccount['type'][], direction: 1 | -1, current: Map<string, number>, prior: Map<string, number>): { section: Section; totals: [number, number] } {
  const inSection = accounts.filter((account) => types.includes(account.type) && (account.isActive || (current.get(account.code) ?? 0) !== 0 || (prior.get(account.code) ?? 0) !== 0));
  const figures = (code: string): [number, number] => [direction * (current.get(code) ?? 0), direction * (prior.get(code) ?? 0)];
  const groups: { account: BookAccount; contra: BookAccount[] }[] = [];
  for (const account of inSection) {
    const parent = groups.at(-1);
    if (account.isContra && parent !== undefined && !parent.account.isContra && parent.account.type === account.type) parent.contra.push(account);
    else groups.push({ account, contra: [] });
  }
  let totalCurrent = 0;
  let totalPrior = 0;
  const items = groups.map(({ account, contra }) => {
    const [ownCurrent, ownPrior] = figures(account.code);
    const netCurrent = ownCurrent + contra.reduce((sum, line) => sum + figures(line.code)[0], 0);
    const netPrior = ownPrior + contra.reduce((sum, line) => sum + figures(line.code)[1], 0);
    totalCurrent += netCurrent;
    totalPrior += netPrior;
    return {
      code: account.code,
      name: account.name,
      ...amountsIn(ownCurrent, ownPrior),
      contra: contra.map((line) => ({ code: line.code, name: line.name, ...amountsIn(...figures(line.code)) })),
      net: amountsIn(netCurrent, netPrior),
    };
  });
  return { section: { items, total: amountsIn(totalCurrent, totalPrior) }, totals: [totalCurrent, totalPrior] };
}

/** Income less expenses, credit-positive, of a set of nets. */
const earningsOf = (accounts: readonly BookAccount[], nets: Map<string, number>) =>
  -sumCentavos(accounts.filter((account) => account.type === 'income' || account.type === 'expense').map((account) => centavos(nets.get(account.code) ?? 0)));

/**
 * GET /api/admin/books/statements: the balance sheet at `to` (and at the
 * prior period's end) and the income statement of the period (and of the
 * prior one). The balance sheet's equity carries the earnings not yet closed
 * to retained earnings, so assets = liabilities + equity + those earnings.
 */
export async function financialStatements(deps: Deps, query: JournalQuery): Promise<FinancialStatements> {
  const { from, to } = periodOf(query, manilaToday(deps.clock.now()));
  const prior = priorPeriodOf({ from, to });
  const [{ accounts }, atEnd, atPriorEnd, ofPeriod, ofPrior] = await Promise.all([
    listAccounts(deps.db),
    netsBetween(deps.db, null, to),
    netsBetween(deps.db, null, prior.to),
    netsBetween(deps.db, from, to),
    netsBetween(deps.db, prior.from, prior.to),
  ]);
  const assets = sectionOf(accounts, ['asset'], 1, atEnd, atPriorEnd);
  const liabilities = sectionOf(accounts, ['liability'], -1, atEnd, atPriorEnd);
  const equity = sectionOf(accounts, ['equity'], -1, atEnd, atPriorEnd);
  const earnings: [number, number] = [earningsOf(accounts, atEnd), earningsOf(accounts, atPriorEnd)];
  const income = sectionOf(accounts, ['income'], -1, ofPeriod, ofPrior);
  const expenses = sectionOf(accounts, ['expense'], 1, ofPeriod, ofPrior);
  return {
    from,
    to,
    priorFrom: prior.from,
    priorTo: prior.to,
    balanceSheet: {
      assets: assets.section,
      liabilities: liabilities.section,
      equity: equity.section,
      earnings: amountsIn(...earnings),
      totalLiabilitiesAndEquity: amountsIn(liabilities.totals[0] + equity.totals[0] + earnings[0], liabilities.totals[1] + equity.totals[1] + earnings[1]),
    },
    incomeStatement: {
      income: income.section,
      expenses: expenses.section,
      netIncome: amountsIn(income.totals[0] - expenses.totals[0], income.totals[1] - expenses.totals[1]),
    },
  };
}

/** A statement's rows, as the CSV and the PDF print them: each account, its contra accounts, its net when it has any, and the totals. */
type StatementRow = { statement: 'balance_sheet' | 'income_statement'; section: string; line: 'account' | 'contra' | 'net' | 'total'; code: string; name: string } & Amounts;

function statementRows(statements: FinancialStatements): StatementRow[] {
  const rows: StatementRow[] = [];
  const section = (statement: StatementRow['statement'], name: string, { items, total }: Section, totalName: string) => {
    for (const item of items) {
      rows.push({ statement, section: name, line: 'account', code: item.code, name: item.name, current: item.current, prior: item.prior });
      for (const contra of item.contra) rows.push({ statement, section: name, line: 'contra', code: contra.code, name: `Less: ${contra.name}`, current: contra.current, prior: contra.prior });
      if (item.contra.length > 0) rows.push({ statement, section: name, line: 'net', code: item.code, name: `${item.name}, net`, ...item.net });
    }
    rows.push({ statement, section: name, line: 'total', code: '', name: totalName, ...total });
  };
  const { balanceSheet: sheet, incomeStatement: income } = statements;
  section('balance_sheet', 'assets', sheet.assets, 'Total assets');
  section('balance_sheet', 'liabilities', sheet.liabilities, 'Total liabilities');
  section('balance_sheet', 'equity', sheet.equity, 'Total equity');
  rows.push({ statement: 'balance_sheet', section: 'equity', line: 'total', code: '', name: 'Earnings not yet closed', ...sheet.earnings });
  rows.push({ statement: 'balance_sheet', section: 'equity', line: 'total', code: '', name: 'Total liabilities and equity', ...sheet.totalLiabilitiesAndEquity });
  section('income_statement', 'income', income.income, 'Total income');
  section('income_statement', 'expenses', income.expenses, 'Total expenses');
  rows.push({ statement: 'income_statement', section: 'expenses', line: 'total', code: '', name: 'Net income', ...income.netIncome });
  return rows;
}

/**
 * A CSV whose figures go out as numbers: the shared writer quotes a cell
 * that starts with a minus against formula injection, which would turn a
 * contra account's -18000.04 into text in a spreadsheet; a figure the books
 * computed is never a formula, so only the text cells go through csvCell.
 */
type CsvCell = string | { figure: number | null };
const csvOf = (header: readonly string[], rows: readonly (readonly CsvCell[])[]) =>
  `${[header, ...rows].map((cells) => cells.map((cell) => (typeof cell === 'string' ? csvCell(cell) : cell.figure === null ? '' : cell.figure.toFixed(2))).join(',')).join('\r\n')}\r\n`;

/** The statements' export columns, documented in decision 061: `current` is the period's figure, `prior` the prior period's. */
const STATEMENTS_CSV_COLUMNS = ['statement', 'section', 'line', 'code', 'name', 'current', 'prior'] as const;

export async function statementsCsv(deps: Deps, query: JournalQuery): Promise<{ filename: string; csv: string }> {
  const statements = await financialStatements(deps, query);
  const rows = statementRows(statements).map((row) => [row.statement, row.section, row.line, row.code, row.name, { figure: row.current }, { figure: row.prior }]);
  return { filename: `statements-${statements.from}-${statements.to}.csv`, csv: csvOf(STATEMENTS_CSV_COLUMNS, rows) };
}

/** A figure as the PDF prints it: grouped, 2 decimals, a negative in parentheses as accountants write it. */
const printed = (amount: number) => (amount < 0 ? `(${formatDecimal(-amount, { minDecimals: 2 })})` : formatDecimal(amount, { minDecimals: 2 }));

/** GET /api/admin/books/statements.pdf: the same statements on A4, through the one PDF writer (decision 015). */
export async function statementsPdf(deps: Deps, query: JournalQuery): Promise<{ bytes: Uint8Array; filename: string }> {
  const statements = await financialStatements(deps, query);
  const rows = statementRows(statements);
  const table = (statement: StatementRow['statement'], current: string, prior: string): PdfBlock => ({
    kind: 'table',
    header: ['Code', 'Account', current, prior],
    rows: rows.filter((row) => row.statement === statement).map((row) => [row.line === 'net' ? '' : row.code, row.name, printed(row.current), printed(row.prior)]),
    numeric: [2, 3],
  });
  const blocks: PdfBlock[] = [
    {
      kind: 'fields',
      rows: [
        ['Period', `${statements.from} to ${statements.to}`],
        ['Prior period', `${statements.priorFrom} to ${statements.priorTo}`],
        ['Amounts', 'Philippine pesos; negative figures in parentheses'],
      ],
    },
    { kind: 'heading', text: `Balance sheet at ${statements.to}` },
    table('balance_sheet', statements.to, statements.priorTo),
    { kind: 'heading', text: `Income statement, ${statements.from} to ${statements.to}` },
    table('income_statement', `${statements.from} to ${statements.to}`, `${statements.priorFrom} to ${statements.priorTo}`),
  ];
  const bytes = await renderPdf({ title: 'Financial statements', createdAt: deps.clock.now(), letterhead: { name: COMPANY.name, lines: letterheadLines(COMPANY) }, blocks });
  return { bytes, filename: `statements-${statements.from}-${statements.to}.pdf` };
}

/** The PDF of one report of the books: the company's letterhead, what it covers, then its blocks (decision 015's one writer). */
async function booksPdf(deps: Deps, title: string, fields: [string, string][], blocks: PdfBlock[]): Promise<Uint8Array> {
  const covered: PdfBlock = { kind: 'fields', rows: [...fields, ['Amounts', 'Philippine pesos; negative figures in parentheses']] };
  return renderPdf({ title, createdAt: deps.clock.now(), letterhead: { name: COMPANY.name, lines: letterheadLines(COMPANY) }, blocks: [covered, ...blocks] });
}

/** GET /api/admin/books/trial-balance.pdf: the trial balance at a date on A4, the side an account is not on left empty, the totals last. */
export async function trialBalancePdf(deps: Deps, query: TrialBalanceQuery): Promise<{ bytes: Uint8Array; filename: string }> {
  const report = await trialBalance(deps, query);
  const side = (amount: number) => (amount === 0 ? '' : printed(amount));
  const bytes = await booksPdf(deps, 'Trial balance', [['At', report.at]], [
    {
      kind: 'table',
      header: ['Code', 'Account', 'Type', 'Debit', 'Credit'],
      rows: [...report.accounts.map((row) => [row.code, row.name, row.type, side(row.debit), side(row.credit)]), ['', 'Total', '', printed(report.totalDebit), printed(report.totalCredit)]],
      numeric: [3, 4],
    },
  ]);
  return { bytes, filename: `trial-balance-${report.at}.pdf` };
}

/** GET /api/admin/books/ledger.pdf: one account's general ledger on A4, from its opening balance to its closing one, each line with its entry and source. */
export async function ledgerPdf(deps: Deps, query: LedgerQuery): Promise<{ bytes: Uint8Array; filename: string }> {
  const ledger = await accountLedger(deps, query);
  const side = (amount: number) => (amount === 0 ? '' : printed(amount));
  const source = (line: AccountLedger['lines'][number]) =>
    [`${line.source.kind.replace(/_/g, ' ')} ${line.source.id ?? ''}`.trim(), line.source.loanId === null ? '' : `loan ${line.source.loanId}`].filter(Boolean).join(', ');
  const bytes = await booksPdf(
    deps,
    `General ledger: ${ledger.account.code} ${ledger.account.name}`,
    [
      ['Period', `${ledger.from} to ${ledger.to}`],
      ['Normal side', ledger.account.normalSide],
    ],
    [
      {
        kind: 'table',
        header: ['Date', 'Entry', 'Memo', 'Source', 'Debit', 'Credit', 'Balance'],
        rows: [
          [ledger.from, '', 'Opening balance', '', '', '', printed(ledger.opening)],
          ...ledger.lines.map((line) => [line.date, line.number, line.memo, source(line), side(line.debit), side(line.credit), printed(line.balance)]),
          [ledger.to, '', 'Closing balance', '', '', '', printed(ledger.closing)],
        ],
        numeric: [4, 5, 6],
      },
    ],
  );
  return { bytes, filename: `ledger-${ledger.account.code}-${ledger.from}-${ledger.to}.pdf` };
}

/**
 * GET /api/admin/books/ledger: the account's balance before `from`, each
 * posted line dated in [from, to] with its running balance, and the balance
 * at the end, all on the account's normal side. Each line names the loan and
 * the member of its movement, so the screen leads to them.
 */
export async function accountLedger(deps: Deps, query: LedgerQuery): Promise<AccountLedger> {
  const { from, to } = periodOf(query, manilaToday(deps.clock.now()));
  const account = await deps.db.selectFrom('accounts').select(['code', 'name', 'type', 'normalSide']).where('code', '=', query.account).executeTakeFirst();
  if (account === undefined) throw badRequest(BOOKS_VALIDATION_MESSAGES.accountUnknown, { account: [BOOKS_VALIDATION_MESSAGES.accountUnknown] });
  const side = account.normalSide === 'credit' ? -1 : 1;
  const before = await deps.db
    .selectFrom('journalLines')
    .innerJoin('journalEntries', 'journalEntries.id', 'journalLines.entryId')
    .select(sql<string | number | null>`sum(${sql.ref('journalLines.debitCentavos')} - ${sql.ref('journalLines.creditCentavos')})`.as('net'))
    .where('journalEntries.posted', '=', 1)
    .where('journalLines.accountCode', '=', account.code)
    .where('journalEntries.date', '<', from)
    .executeTakeFirst();
  const { rows } = await sql<{ year: number; number: number; date: string; memo: string; sourceKind: string; sourceId: number | null; debit: number | string; credit: number | string; loanId: number | null; userId: number | null }>`
    select e.year, e.number, e.date, e.memo, e.source_kind as "sourceKind", e.source_id as "sourceId",
      l.debit_centavos as debit, l.credit_centavos as credit,
      coalesce(t.loan_id, w.loan_id, u.assigned_loan_id) as "loanId",
      coalesce(w.user_id, loan.user_id) as "userId"
    from journal_lines l
    join journal_entries e on e.id = l.entry_id and e.posted = 1
    left join loan_transactions t on e.source_kind = 'loan_transaction' and t.id = e.source_id
    left join ledger_entries w on e.source_kind = 'ledger_entry' and w.id = e.source_id
    left join unmatched_payments u on e.source_kind = 'unmatched_payment' and u.id = e.source_id
    left join loans loan on loan.id = coalesce(t.loan_id, w.loan_id, u.assigned_loan_id)
    where l.account_code = ${account.code} and e.date >= ${from} and e.date <= ${to}
    order by e.date, e.year, e.number, l.id`.execute(deps.db);
  const opening = side * Number(before?.net ?? 0);
  let balance = opening;
  const lines = rows.map((row) => {
    const debit = Number(row.debit);
    const credit = Number(row.credit);
    balance += side * (debit - credit);
    return {
      number: entryNumber(Number(row.year), Number(row.number)),
      date: row.date,
      memo: row.memo,
      source: { kind: row.sourceKind, id: row.sourceId === null ? null : Number(row.sourceId), loanId: row.loanId === null ? null : Number(row.loanId), userId: row.userId === null ? null : Number(row.userId) },
      debit: pesos(debit),
      credit: pesos(credit),
      balance: pesos(balance),
    };
  });
  return { account, from, to, opening: pesos(opening), lines, closing: pesos(balance) };
}

/** The general ledger's export columns, documented in decision 061; the first row is the opening balance, the last the closing. */
const LEDGER_CSV_COLUMNS = ['date', 'entry_number', 'memo', 'source', 'loan_id', 'member_id', 'debit', 'credit', 'balance'] as const;

export async function ledgerCsv(deps: Deps, query: LedgerQuery): Promise<{ filename: string; csv: string }> {
  const ledger = await accountLedger(deps, query);
  const side = (value: number) => ({ figure: value === 0 ? null : value });
  const rows: CsvCell[][] = [
    [ledger.from, '', 'Opening balance', '', '', '', side(0), side(0), { figure: ledger.opening }],
    ...ledger.lines.map((line) => [
      line.date,
      line.number,
      line.memo,
      `${line.source.kind} ${line.source.id ?? ''}`.trim(),
      line.source.loanId === null ? '' : String(line.source.loanId),
      line.source.userId === null ? '' : String(line.source.userId),
      side(line.debit),
      side(line.credit),
      { figure: line.balance },
    ]),
    [ledger.to, '', 'Closing balance', '', '', '', side(0), side(0), { figure: ledger.closing }],
  ];
  return { filename: `ledger-${ledger.account.code}-${ledger.from}-${ledger.to}.csv`, csv: csvOf(LEDGER_CSV_COLUMNS, rows) };
}
