import {
  addDays,
  addMonths,
  agingBucketOf,
  loanDaysPastDue,
  manilaToday,
  outstandingOf,
  promiseState,
  sumCentavos,
  toPesos,
  type Centavos,
  type CollectionEfficiency,
  type CollectionReportQuery,
  type PromisesKept,
  type RollRates,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { LoanRow, LoanTransactionRow } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { accountsAt, hasAccount, isReversed, transactionsOf } from '../repayments';
import { paidTowards } from './collections.service';

/*
 * The collection reports (issue 32, decision 070), for one month 'YYYY-MM',
 * each as JSON and as CSV:
 * - roll rates: where the loans that were open at the end of the month before
 *   stood at the end of this one, bucket to bucket (or closed);
 * - collection efficiency: what was collected in the month against what fell
 *   due in it, in all and per collector;
 * - promises kept: the promises to pay whose date falls in the month, by state,
 *   in all and per collector.
 */

const ROLL_BUCKETS = ['current', '1_30', '31_60', '61_90', 'over_90'] as const;
type RollBucket = (typeof ROLL_BUCKETS)[number];

/** The month's first day and the next month's, 'YYYY-MM-DD'. */
function monthBounds(month: string): { first: string; next: string } {
  const first = `${month}-01`;
  return { first, next: addMonths({ date: first, months: 1 }) };
}

/** The last instant of a Manila day before `day`: the end of the day before it. */
const endBefore = (day: string) => new Date(new Date(`${day}T00:00:00+08:00`).getTime() - 1);

/** part / whole to 4 decimals; null when the whole is nothing. */
const ratioOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

const noneMoved = (): Record<RollBucket | 'closed', number> => ({ current: 0, '1_30': 0, '31_60': 0, '61_90': 0, over_90: 0, closed: 0 });

type Book = { loans: Array<LoanRow & { disbursedAt: string; startDate: string }>; rowsOf: (loanId: number) => LoanTransactionRow[] };

async function loanBook(deps: Pick<AppDeps, 'db'>): Promise<Book> {
  const loans = (await deps.db.selectFrom('loans').selectAll().where('disbursedAt', 'is not', null).where('deletedAt', 'is', null).orderBy('id').execute()).filter(hasAccount);
  const byLoan = new Map<number, LoanTransactionRow[]>();
  for (const row of await transactionsOf(deps.db, loans.map((loan) => loan.id))) {
    const own = byLoan.get(row.loanId);
    if (own) own.push(row);
    else byLoan.set(row.loanId, [row]);
  }
  return { loans, rowsOf: (loanId) => byLoan.get(loanId) ?? [] };
}

/** Where a loan stood at an instant, from what was recorded by then; null before it paid out. */
function standing(deps: Pick<AppDeps, 'config'>, loan: Book['loans'][number], rows: readonly LoanTransactionRow[], at: Date): RollBucket | 'closed' | null {
  if (new Date(loan.disbursedAt) > at) return null;
  const known = rows.filter((row) => new Date(row.createdAt) <= at);
  const accounts = accountsAt({ loan, rows: known, now: at, graceDays: deps.config.lateFeeGraceDays });
  if (sumCentavos(accounts.map((account) => outstandingOf(account).total)) === 0) return 'closed';
  return agingBucketOf(loanDaysPastDue(accounts, manilaToday(at))) ?? 'current';
}

/** GET /api/admin/collections/reports/roll-rates?month= */
export async function rollRates(deps: Pick<AppDeps, 'db' | 'config'>, { month }: CollectionReportQuery): Promise<RollRates> {
  const { first, next } = monthBounds(month);
  const start = endBefore(first);
  const end = endBefore(next);
  const { loans, rowsOf } = await loanBook(deps);
  const counts = new Map<RollBucket, Record<RollBucket | 'closed', number>>();
  for (const loan of loans) {
    const from = standing(deps, loan, rowsOf(loan.id), start);
    if (from === null || from === 'closed') continue;
    const to = standing(deps, loan, rowsOf(loan.id), end) ?? from;
    const row = counts.get(from) ?? noneMoved();
    row[to] += 1;
    counts.set(from, row);
  }
  return {
    month,
    from: addDays({ date: first, days: -1 }),
    to: addDays({ date: next, days: -1 }),
    rows: ROLL_BUCKETS.map((bucket) => {
      const to = counts.get(bucket) ?? noneMoved();
      return { bucket, loans: Object.values(to).reduce((sum, count) => sum + count, 0), to };
    }),
  };
}

export function rollRatesCsv(report: RollRates): string {
  return toCsv(
    ['month', 'from_bucket', 'loans', 'to_current', 'to_1_30', 'to_31_60', 'to_61_90', 'to_over_90', 'to_closed'],
    report.rows.map((row) => [report.month, row.bucket, row.loans, row.to.current, row.to['1_30'], row.to['31_60'], row.to['61_90'], row.to.over_90, row.to.closed]),
  );
}

/** GET /api/admin/collections/reports/efficiency?month= */
export async function collectionEfficiency(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, { month }: CollectionReportQuery): Promise<CollectionEfficiency> {
  const { first, next } = monthBounds(month);
  const { loans, rowsOf } = await loanBook(deps);
  const assignments = await deps.db
    .selectFrom('collectionAssignments')
    .innerJoin('users', 'users.id', 'collectionAssignments.collectorId')
    .select(['collectionAssignments.loanId', 'users.id', 'users.fullName'])
    .execute();
  const now = deps.clock.now();
  const groups = new Map<number | null, { collector: { id: number; fullName: string } | null; loans: number; due: Centavos; collected: Centavos }>();
  const total = { due: 0 as Centavos, collected: 0 as Centavos };
  for (const loan of loans) {
    const own = rowsOf(loan.id);
    const accounts = accountsAt({ loan, rows: own, now, graceDays: deps.config.lateFeeGraceDays });
    const due = sumCentavos(accounts.filter((account) => account.dueDate >= first && account.dueDate < next).map((account) => (account.principal + account.interest) as Centavos));
    const collected = sumCentavos(
      own
        .filter((row) => row.kind === 'repayment' && !isReversed(row, own))
        .filter((row) => {
          const day = manilaToday(new Date(row.receivedAt ?? row.createdAt));
          return day >= first && day < next;
        })
        .map((row) => row.amountCentavos),
    );
    if (due === 0 && collected === 0) continue;
    const assignment = assignments.find((row) => row.loanId === loan.id);
    const key = assignment?.id ?? null;
    const group = groups.get(key) ?? { collector: assignment ? { id: assignment.id, fullName: assignment.fullName } : null, loans: 0, due: 0 as Centavos, collected: 0 as Centavos };
    group.loans += 1;
    group.due = (group.due + due) as Centavos;
    group.collected = (group.collected + collected) as Centavos;
    groups.set(key, group);
    total.due = (total.due + due) as Centavos;
    total.collected = (total.collected + collected) as Centavos;
  }
  const collectors = [...groups.values()].sort((a, b) => (a.collector?.id ?? Number.MAX_SAFE_INTEGER) - (b.collector?.id ?? Number.MAX_SAFE_INTEGER));
  return {
    month,
    due: toPesos(total.due),
    collected: toPesos(total.collected),
    ratio: ratioOf(total.collected, total.due),
    collectors: collectors.map((group) => ({ collector: group.collector, loans: group.loans, due: toPesos(group.due), collected: toPesos(group.collected), ratio: ratioOf(group.collected, group.due) })),
  };
}

export function efficiencyCsv(report: CollectionEfficiency): string {
  return toCsv(
    ['month', 'collector_id', 'collector', 'loans', 'due', 'collected', 'ratio'],
    [
      ...report.collectors.map((row) => [report.month, row.collector?.id ?? null, row.collector?.fullName ?? 'Unassigned', row.loans, row.due.toFixed(2), row.collected.toFixed(2), row.ratio]),
      [report.month, null, 'All', report.collectors.reduce((sum, row) => sum + row.loans, 0), report.due.toFixed(2), report.collected.toFixed(2), report.ratio],
    ],
  );
}

/** GET /api/admin/collections/reports/promises?month= */
export async function promisesKept(deps: Pick<AppDeps, 'db' | 'clock'>, { month }: CollectionReportQuery): Promise<PromisesKept> {
  const { first, next } = monthBounds(month);
  const today = manilaToday(deps.clock.now());
  const promises = await deps.db
    .selectFrom('collectionContacts')
    .innerJoin('users', 'users.id', 'collectionContacts.actorId')
    .select(['collectionContacts.loanId', 'collectionContacts.createdAt', 'collectionContacts.promiseAmountCentavos', 'collectionContacts.promiseDate', 'users.id as actorId', 'users.fullName'])
    .where('collectionContacts.promiseDate', '>=', first)
    .where('collectionContacts.promiseDate', '<', next)
    .where('collectionContacts.promiseAmountCentavos', 'is not', null)
    .orderBy('collectionContacts.id')
    .execute();
  const rows = await transactionsOf(deps.db, [...new Set(promises.map((promise) => promise.loanId))]);
  type Tally = { collector: { id: number; fullName: string }; made: number; kept: number; broken: number; open: number };
  const byCollector = new Map<number, Tally>();
  for (const promise of promises) {
    const own = rows.filter((row) => row.loanId === promise.loanId);
    const amount = toPesos(promise.promiseAmountCentavos as Centavos);
    const date = promise.promiseDate as string;
    const state = promiseState({ amount, date, paidBy: paidTowards({ createdAt: new Date(promise.createdAt).toISOString(), promiseDate: date }, own), today });
    const tally = byCollector.get(promise.actorId) ?? { collector: { id: promise.actorId, fullName: promise.fullName }, made: 0, kept: 0, broken: 0, open: 0 };
    tally.made += 1;
    tally[state] += 1;
    byCollector.set(promise.actorId, tally);
  }
  const collectors = [...byCollector.values()].sort((a, b) => a.collector.id - b.collector.id);
  const sum = (key: 'made' | 'kept' | 'broken' | 'open') => collectors.reduce((total, tally) => total + tally[key], 0);
  const keptRate = (kept: number, broken: number) => ratioOf(kept, kept + broken);
  return {
    month,
    made: sum('made'),
    kept: sum('kept'),
    broken: sum('broken'),
    open: sum('open'),
    keptRate: keptRate(sum('kept'), sum('broken')),
    collectors: collectors.map((tally) => ({ ...tally, keptRate: keptRate(tally.kept, tally.broken) })),
  };
}

export function promisesCsv(report: PromisesKept): string {
  return toCsv(
    ['month', 'collector_id', 'collector', 'made', 'kept', 'broken', 'open', 'kept_rate'],
    [
      ...report.collectors.map((row) => [report.month, row.collector.id, row.collector.fullName, row.made, row.kept, row.broken, row.open, row.keptRate]),
      [report.month, null, 'All', report.made, report.kept, report.broken, report.open, report.keptRate],
    ],
  );
}
