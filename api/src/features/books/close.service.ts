import {
  BOOK_CLOSE_MESSAGES,
  centavos,
  loanDaysPastDue,
  effectiveInterestSchedule,
  restructuredInterestSchedule,
  type EffectiveInterestRestructure,
  loanBalance,
  manilaToday,
  requiredAllowance,
  sumCentavos,
  toPesos,
  type AllowanceLoan,
  type BookClose,
  type BookCloseResult,
  type BookCloses,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { Write } from '../../db/run-write';
import type { ApprovalRow, BookCloseRow, LoanRow, LoanTransactionRow, UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { holdRequest, runAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { accountsOf, restructureOf, transactionsOf } from '../repayments';
import { firstDayAfter, lastClosedMonth, writeJournalEntry } from './journal-posting.service';
import { ACCOUNTS, financeChargeOf, type JournalDraft } from './journal-rule.service';

/*
 * The month-end close (issue 31, decision 060): asked by one officer with
 * the Finance duty, carried out when a second approves it, in one write:
 * the month's interest earned per loan, the change of the allowance for
 * credit losses, in December the income and expense accounts closed to
 * retained earnings, and then the month is locked.
 */

const INCOME_AND_EXPENSE = ['income', 'expense'] as const;

/** The last day of 'YYYY-MM'. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** The month before 'YYYY-MM'. */
function monthBefore(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

const dayOf = (instant: string) => manilaToday(new Date(instant));

/** The day a loan transaction counts from: a payment's value date, anything else the day it was written. */
const valueDayOf = (row: LoanTransactionRow) => dayOf(row.receivedAt ?? row.createdAt);

/** A month closes once it has ended, after the month before it (unless nothing is dated before it), and only once. */
async function assertClosable(trx: Db, { month, today }: { month: string; today: string }): Promise<void> {
  if (lastDayOf(month) >= today) throw badRequest(BOOK_CLOSE_MESSAGES.monthNotEnded);
  const closed = await trx.selectFrom('bookCloses').select('month').where('month', 'in', [month, monthBefore(month)]).execute();
  if (closed.some((row) => row.month === month)) throw conflict(BOOK_CLOSE_MESSAGES.monthAlreadyClosed);
  if (closed.length > 0) return;
  const earlier = await trx.selectFrom('journalEntries').select('id').where('date', '<', `${month}-01`).limit(1).executeTakeFirst();
  const later = await lastClosedMonth(trx);
  if (earlier !== undefined || (later !== null && later > month)) throw conflict(BOOK_CLOSE_MESSAGES.previousMonthOpen);
}

type LoanAtMonthEnd = {
  loan: LoanRow;
  /** What its effective-interest schedule has earned by the month's end, in all. */
  earnedTarget: number;
  /** What earlier closes earned. */
  earnedBefore: number;
  /** Still owed of principal and interest; null once nothing is (paid off). */
  allowance: AllowanceLoan | null;
};

/**
 * Each loan paid out by the month's end, as the loan book stood at it (the
 * transactions value-dated up to it): what its schedule has earned by then
 * (all it charged once paid off: the rest left with the payoff as forgiven
 * interest), and its place in the provision matrix. A loan cancelled in its
 * cooling-off period earns nothing and needs no allowance.
 */
async function loansAtMonthEnd(trx: Db, monthEnd: string): Promise<LoanAtMonthEnd[]> {
  const loans = (await trx.selectFrom('loans').selectAll().where('disbursedAt', 'is not', null).where('startDate', 'is not', null).orderBy('id').execute()).filter(
    // A written-off loan left the books with its unearned interest (decision 064): it earns and needs nothing more.
    (loan) => loan.status !== 'cancelled' && loan.writtenOffAt === null && dayOf(loan.disbursedAt!) <= monthEnd,
  ) as (LoanRow & { startDate: string })[];
  if (loans.length === 0) return [];
  const ids = loans.map((loan) => loan.id);
  const [rows, before] = await Promise.all([
    transactionsOf(trx, ids),
    trx.selectFrom('bookCloseLoans').select(['loanId', (eb) => eb.fn.sum<number | string>('earnedCentavos').as('earned')]).where('loanId', 'in', ids).groupBy('loanId').execute(),
  ]);
  const earnedBefore = new Map(before.map((row) => [row.loanId, Number(row.earned)]));
  const offers = await trx.selectFrom('loanOffers').selectAll().where('state', '=', 'accepted').where('loanId', 'in', ids).orderBy('acceptedAt').orderBy('id').execute();
  return loans.map((loan) => {
    const accounts = accountsOf(
      loan,
      rows.filter((row) => row.loanId === loan.id && valueDayOf(row) <= monthEnd),
    );
    const balance = loanBalance({ accounts });
    const owed = balance.principal + balance.interest;
    // A restructuring's added charge is charged from its acceptance on (decision 062), and earned like the rest.
    const added = offers.filter((offer) => offer.loanId === loan.id && offer.acceptedAt !== null && dayOf(offer.acceptedAt) <= monthEnd).reduce((sum, offer) => sum + Number(offer.financeChargeCentavos), 0);
    const charged = financeChargeOf(loan) + added - sumCentavos(accounts.map((account) => account.interestForgiven));
    const restructures = offers.filter((offer) => offer.loanId === loan.id).map(restructureOf);
    const earnedTarget = owed === 0 ? charged : Math.min(scheduledEarnings(loan, { monthEnd, restructures }), charged);
    return {
      loan,
      earnedTarget,
      earnedBefore: earnedBefore.get(loan.id) ?? 0,
      allowance: owed === 0 ? null : { daysPastDue: loanDaysPastDue(accounts, monthEnd), carrying: centavos(owed - (charged - earnedTarget)) },
    };
  });
}

/** The original schedule's effective-interest periods (the loan's `amortization`). */
const originalSchedule = (loan: LoanRow & { startDate: string }) =>
  effectiveInterestSchedule({ netProceeds: centavos(loan.amountCentavos), monthlyPayment: centavos(loan.monthlyPaymentCentavos), term: loan.term, startDate: loan.startDate });

const earnedBy = (periods: readonly { date: string; interestEarned: number }[], day: string) => periods.filter((period) => period.date <= day).reduce((sum, period) => sum + period.interestEarned, 0);

/**
 * What a loan's effective-interest schedule has earned by the month's end:
 * its `amortization` (decision 068), so the books earn what the loan's page
 * shows. After a restructuring, the periods before it keep what they earned
 * and what was unearned then, the added charge with it, is earned over the
 * new installments at their own internal rate of return.
 */
function scheduledEarnings(loan: LoanRow & { startDate: string }, { monthEnd, restructures }: { monthEnd: string; restructures: readonly EffectiveInterestRestructure[] }): number {
  const schedule = originalSchedule(loan);
  return earnedBy(restructures.length === 0 ? schedule : restructuredInterestSchedule({ schedule, restructures }), monthEnd);
}

/** Each account's debits less credits over the posted entries dated up to `at`. */
async function netsAt(trx: Db, at: string, codes?: readonly string[]): Promise<Map<string, number>> {
  let query = trx
    .selectFrom('journalLines')
    .innerJoin('journalEntries', 'journalEntries.id', 'journalLines.entryId')
    .select(['journalLines.accountCode as code', (eb) => eb.fn.sum<number | string>(eb('journalLines.debitCentavos', '-', eb.ref('journalLines.creditCentavos'))).as('net')])
    .where('journalEntries.posted', '=', 1)
    .where('journalEntries.date', '<=', at)
    .groupBy('journalLines.accountCode');
  if (codes) query = query.where('journalLines.accountCode', 'in', [...codes]);
  return new Map((await query.execute()).map((row) => [row.code, Number(row.net)]));
}

const line = (account: string, amount: number) => ({ account, debit: centavos(amount > 0 ? amount : 0), credit: centavos(amount < 0 ? -amount : 0) });

/** The entry of a movement between two accounts: `amount` debits the first and credits the second; a negative amount goes back. */
const between = (debited: string, credited: string, amount: number) => [line(debited, amount), line(credited, -amount)];

/** The answer of a carried-out close, from its row. */
function toCloseResult(row: BookCloseRow): BookCloseResult {
  return {
    month: row.month,
    closedAt: new Date(row.closedAt).toISOString(),
    requestedBy: row.requestedBy,
    approvedBy: row.approvedBy,
    interestEarned: toPesos(centavos(Number(row.interestCentavos))),
    allowance: toPesos(centavos(Number(row.allowanceCentavos))),
    allowanceChange: toPesos(centavos(Number(row.allowanceChangeCentavos))),
    netIncomeToRetainedEarnings: row.netIncomeCentavos === null ? null : toPesos(centavos(Number(row.netIncomeCentavos))),
  };
}

/**
 * The entries of a close, dated the month's last day: each loan's interest
 * earned (in loan order), the allowance's change, and in December the
 * year-end. Also what a rebuild replays a close by (decision 067), from what
 * the close decided; the year-end is read from the books as they stand.
 */
export async function writeCloseEntries(
  trx: Db,
  { month, earned, allowanceChange, allowanceRequired, actorId, createdAt }: { month: string; earned: readonly { loanId: number; earnedCentavos: number }[]; allowanceChange: number; allowanceRequired: number; actorId: number; createdAt: string },
): Promise<{ entries: number; netIncome: number | null }> {
  const monthEnd = lastDayOf(month);
  let entries = 0;
  const entry = async (draft: Omit<JournalDraft, 'date' | 'createdBy'>) => {
    entries += 1;
    return writeJournalEntry(trx, { ...draft, date: monthEnd, createdBy: actorId }, createdAt);
  };
  for (const { loanId, earnedCentavos: amount } of earned) {
    await entry({ memo: `Interest earned on loan #${loanId} in ${month} (effective interest)`, source: { kind: 'loan', id: loanId }, lines: between(ACCOUNTS.unearnedInterest, ACCOUNTS.interestIncome, amount) });
  }
  if (allowanceChange !== 0) {
    await entry({
      memo: `Allowance for credit losses at the end of ${month}: ${toPesos(centavos(allowanceRequired)).toFixed(2)} required by the provision matrix`,
      source: { kind: 'month_close', id: null },
      lines: between(ACCOUNTS.creditLossExpense, ACCOUNTS.allowance, allowanceChange),
    });
  }

  let netIncome: number | null = null;
  if (month.endsWith('-12')) {
    const accounts = await trx.selectFrom('accounts').select('code').where('type', 'in', [...INCOME_AND_EXPENSE]).execute();
    const nets = await netsAt(
      trx,
      monthEnd,
      accounts.map((account) => account.code),
    );
    const open = [...nets].filter(([, net]) => net !== 0).sort(([a], [b]) => a.localeCompare(b));
    // Income is credit-side: the year's net income is what the accounts hold on the credit side, less on the debit.
    netIncome = -open.reduce((sum, [, net]) => sum + net, 0);
    if (open.length > 0) {
      await entry({
        memo: `Year-end ${month.slice(0, 4)}: income and expense closed to retained earnings`,
        source: { kind: 'month_close', id: null },
        lines: [...open.map(([code, net]) => line(code, -net)), ...(netIncome === 0 ? [] : [line(ACCOUNTS.retainedEarnings, -netIncome)])],
      });
    }
  }
  return { entries, netIncome };
}

/** Carries out an approved close, in the approval's write. */
async function carryOutClose(w: Write, deps: AppDeps, { month, approval, actor }: { month: string; approval: ApprovalRow; actor: UserRow }): Promise<BookCloseResult> {
  const { trx } = w;
  const now = deps.clock.now();
  const createdAt = now.toISOString();
  const monthEnd = lastDayOf(month);

  const loans = await loansAtMonthEnd(trx, monthEnd);
  const earned = loans.map(({ loan, earnedTarget, earnedBefore }) => ({ loanId: loan.id, earnedCentavos: earnedTarget - earnedBefore })).filter((loan) => loan.earnedCentavos !== 0);
  const interest = earned.reduce((sum, row) => sum + row.earnedCentavos, 0);

  const required = requiredAllowance(
    loans.flatMap((loan) => (loan.allowance ? [loan.allowance] : [])),
    deps.config.provisionRates,
  ).total;
  // The change from what the books hold, so a write-off against the allowance is provided for again.
  const held = -((await netsAt(trx, monthEnd, [ACCOUNTS.allowance])).get(ACCOUNTS.allowance) ?? 0);
  const change = required - held;
  const { netIncome } = await writeCloseEntries(trx, { month, earned, allowanceChange: change, allowanceRequired: required, actorId: actor.id, createdAt });

  const row = await trx
    .insertInto('bookCloses')
    .values({
      month,
      closedAt: createdAt,
      requestedBy: approval.makerId,
      approvedBy: actor.id,
      interestCentavos: centavos(interest),
      allowanceCentavos: required,
      allowanceChangeCentavos: change,
      netIncomeCentavos: netIncome,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (earned.length > 0) await trx.insertInto('bookCloseLoans').values(earned.map((loan) => ({ month, loanId: loan.loanId, earnedCentavos: centavos(loan.earnedCentavos) }))).execute();
  const result = toCloseResult(row);
  await appendAudit(trx, { actor, action: 'books.close', targetType: 'book_close', targetId: null, before: null, after: { ...result, approvalId: approval.id }, now });
  return result;
}

/**
 * POST /api/admin/books/close and its replay on approval: checked each time
 * (the month may have been closed meanwhile); asked, it always waits for a
 * second officer with the Finance duty, whatever the threshold: no one
 * closes the books alone.
 */
export async function closeMonthIn(w: Write, deps: AppDeps, { actor, input, approval }: { actor: UserRow; input: BookClose; approval?: ApprovalRow | undefined }): Promise<ActionOutcome<BookCloseResult>> {
  const now = deps.clock.now();
  await assertClosable(w.trx, { month: input.month, today: manilaToday(now) });
  if (approval) return { done: await carryOutClose(w, deps, { month: input.month, approval, actor }) };
  const held = await holdRequest(w.trx, {
    kind: 'month_close',
    targetType: 'month',
    targetId: Number(input.month.replace('-', '')),
    userId: actor.id,
    loanId: null,
    amountCentavos: centavos(0),
    payload: input,
    reason: `Close ${input.month}: post its interest earned and allowance, then lock it`,
    actor,
    now,
  });
  return { held };
}

export const requestClose = (deps: AppDeps, args: { actor: UserRow; input: BookClose }) => runAction(deps, (w) => closeMonthIn(w, deps, args));

/** GET /api/admin/books/closes: the closed months, newest first, and the month the next close would close. */
export async function listCloses(db: Db): Promise<BookCloses> {
  const rows = await db.selectFrom('bookCloses').selectAll().orderBy('month', 'desc').execute();
  const first = rows.length > 0 ? null : await db.selectFrom('journalEntries').select((eb) => eb.fn.min('date').as('date')).executeTakeFirst();
  const nextMonth = rows.length > 0 ? firstDayAfter(rows[0]!.month).slice(0, 7) : (first?.date?.slice(0, 7) ?? null);
  return { closes: rows.map(toCloseResult), nextMonth };
}

/** What the closes so far earned per loan, and the allowance the last one required: the reconciliation's side of the close. */
export async function closedFigures(db: Db): Promise<{ earnedByLoan: Map<number, number>; allowance: number }> {
  const [earned, last] = await Promise.all([
    db.selectFrom('bookCloseLoans').select(['loanId', (eb) => eb.fn.sum<number | string>('earnedCentavos').as('earned')]).groupBy('loanId').execute(),
    db.selectFrom('bookCloses').select('allowanceCentavos').orderBy('month', 'desc').limit(1).executeTakeFirst(),
  ]);
  return { earnedByLoan: new Map(earned.map((row) => [row.loanId, Number(row.earned)])), allowance: Number(last?.allowanceCentavos ?? 0) };
}
