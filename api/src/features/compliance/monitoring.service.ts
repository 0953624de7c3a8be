import { addDays, addWorkingDays, centavos, coveredTransactions, structuringAlerts, sumCentavos, toManilaIsoDate, type Centavos, type MoneyEvent } from '@app/domain';
import type { Db } from '../../db/connection';
import type { Movement, PostingHook } from '../../db/posting-hook';
import type { AmlTransactionRow, ComplianceAlertRow } from '../../db/schema';

/** Working days the AMLA gives a covered person to file a covered- or suspicious-transaction report (RA 9160 as amended). */
const REPORT_WORKING_DAYS = 5;

/**
 * The Manila day a report started on `from` is due: five working days
 * later, weekends and the stored non-working days skipped (decision 073).
 * A year without stored days counts only weekends, so a deadline can come
 * early, never late.
 */
export async function reportDueDate(db: Db, from: string): Promise<string> {
  const rows = await db.selectFrom('nonWorkingDays').select(['day', 'year']).where('year', '>=', Number(from.slice(0, 4))).execute();
  const byYear: Record<number, string[]> = {};
  for (const row of rows) (byYear[row.year] ??= []).push(row.day);
  return addWorkingDays({ date: from, days: REPORT_WORKING_DAYS, nonWorkingDays: byYear });
}

/** A loan paid back from outside within this many days of its disbursement is worth a look (issue 33). */
const QUICK_PAYOFF_DAYS = 30;
/** This many payouts within PAYOUT_WINDOW_DAYS of a change of bank account raise an alert. */
const PAYOUTS_AFTER_BANK_CHANGE = 3;
const PAYOUT_WINDOW_DAYS = 7;
/** Outside payments of 30 days above this many months of the declared income raise an alert. */
const INCOME_MONTHS = 3;
const INCOME_WINDOW_DAYS = 30;
/** A borrower registering from home while working abroad is the ordinary case of an OFW; only another country is unlike. */
const HOME_COUNTRY = 'Philippines';

const DAY_MS = 24 * 60 * 60 * 1000;

type NewEvent = Omit<AmlTransactionRow, 'id' | 'bankingDay'>;

/**
 * The money events the rules watch: a disbursement (the loan account's
 * side, not its wallet credit, so it counts once), a payout (the wallet's
 * withdrawal) and a repayment that came from outside (a wallet repayment
 * moves money already counted when it came in). Reversals are not events: a
 * transaction once reported stays reported.
 */
async function eventOf(trx: Db, movement: Movement): Promise<NewEvent | null> {
  if (movement.kind === 'loan_transaction') {
    const row = movement.row;
    const isPayment = row.kind === 'repayment' && row.source !== null && row.source !== 'wallet';
    if (row.kind !== 'disbursement' && !isPayment) return null;
    const loan = await trx.selectFrom('loans').select('userId').where('id', '=', row.loanId).executeTakeFirstOrThrow();
    const occurredAt = new Date(isPayment && row.receivedAt !== null ? row.receivedAt : row.createdAt).toISOString();
    return { userId: loan.userId, kind: isPayment ? 'payment' : 'disbursement', amountCentavos: row.amountCentavos, occurredAt, movementKind: 'loan_transaction', movementId: row.id, loanId: row.loanId, channel: row.source };
  }
  if (movement.kind === 'ledger_entry' && movement.row.kind === 'withdrawal') {
    const row = movement.row;
    return { userId: row.userId, kind: 'payout', amountCentavos: centavos(Math.abs(row.amountCentavos)), occurredAt: new Date(row.createdAt).toISOString(), movementKind: 'ledger_entry', movementId: row.id, loanId: null, channel: null };
  }
  return null;
}

const toMoneyEvent = (row: AmlTransactionRow): MoneyEvent => ({ id: row.id, memberId: row.userId, kind: row.kind, amount: row.amountCentavos, at: row.occurredAt });

async function linkTransactions(trx: Db, table: 'complianceReportTransactions' | 'complianceAlertTransactions', ownerId: number, transactionIds: readonly number[]): Promise<void> {
  const column = table === 'complianceReportTransactions' ? 'reportId' : 'alertId';
  const linked = new Set((await trx.selectFrom(table).select('transactionId').where(column, '=', ownerId).execute()).map((row) => row.transactionId));
  const missing = transactionIds.filter((id) => !linked.has(id));
  if (missing.length === 0) return;
  await trx
    .insertInto(table)
    .values(missing.map((transactionId) => ({ [column]: ownerId, transactionId }) as { reportId: number; alertId: number; transactionId: number }))
    .execute();
}

/** A report owed to the AMLC, with the transactions it reports; its clock starts on `from` (a Manila day). */
export async function openReport(
  trx: Db,
  { kind, userId, reason, bankingDay, alertId, caseId = null, transactionIds, from, now }: { kind: 'covered' | 'suspicious'; userId: number; reason: string; bankingDay: string | null; alertId: number | null; caseId?: number | null; transactionIds: readonly number[]; from: string; now: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('complianceReports')
    .values({ kind, userId, state: 'due', reason, bankingDay, alertId, caseId, dueDate: await reportDueDate(trx, from), createdAt: now, filedAt: null, filedBy: null, filedReference: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkTransactions(trx, 'complianceReportTransactions', id, transactionIds);
  return id;
}

/**
 * A covered transaction: one above PHP 500,000 is reported alone; a banking
 * day's smaller ones that add up above it are one report, which a later
 * event of that day joins while it is still due (a filed one stays as filed
 * and the day's events are reported again, with the newcomer).
 */
async function reportCovered(trx: Db, { event, sameDay, now }: { event: AmlTransactionRow; sameDay: readonly AmlTransactionRow[]; now: string }): Promise<void> {
  for (const covered of coveredTransactions(sameDay.map(toMoneyEvent))) {
    if (!covered.eventIds.includes(event.id)) continue;
    const report = { kind: 'covered' as const, userId: event.userId, reason: covered.reason, bankingDay: event.bankingDay, alertId: null, transactionIds: covered.eventIds, from: event.bankingDay, now };
    if (covered.reason === 'single') {
      await openReport(trx, report);
      continue;
    }
    const due = await trx
      .selectFrom('complianceReports')
      .select('id')
      .where('userId', '=', event.userId)
      .where('kind', '=', 'covered')
      .where('reason', '=', 'aggregate')
      .where('bankingDay', '=', event.bankingDay)
      .where('state', '=', 'due')
      .executeTakeFirst();
    if (due) await linkTransactions(trx, 'complianceReportTransactions', due.id, covered.eventIds);
    else await openReport(trx, report);
  }
}

type Facts = Record<string, string | number | null>;

/**
 * An alert of a rule for a member, once per key: raised again for the same
 * key, an open alert takes the newer facts and evidence, a decided one stays
 * as decided.
 */
async function raiseAlert(trx: Db, { userId, rule, key, facts, transactionIds, now }: { userId: number; rule: ComplianceAlertRow['rule']; key: string; facts: Facts; transactionIds: readonly number[]; now: string }): Promise<void> {
  const existing = await trx.selectFrom('complianceAlerts').select(['id', 'state']).where('userId', '=', userId).where('rule', '=', rule).where('dedupeKey', '=', key).executeTakeFirst();
  if (existing && existing.state !== 'open') return;
  const id = existing
    ? (await trx.updateTable('complianceAlerts').set({ factsJson: JSON.stringify(facts) }).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
    : (
        await trx
          .insertInto('complianceAlerts')
          .values({ userId, rule, dedupeKey: key, state: 'open', factsJson: JSON.stringify(facts), createdAt: now, decidedBy: null, decidedAt: null, decisionReason: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  await linkTransactions(trx, 'complianceAlertTransactions', id, transactionIds);
}

const pesosOf = (amount: Centavos) => amount / 100;

/** Structuring: smaller events of a day, or of a week, adding up above the threshold (decision 059's rule). */
async function checkStructuring(trx: Db, { event, week, now }: { event: AmlTransactionRow; week: readonly AmlTransactionRow[]; now: string }): Promise<void> {
  for (const alert of structuringAlerts(week.map(toMoneyEvent))) {
    if (!alert.eventIds.includes(event.id)) continue;
    await raiseAlert(trx, {
      userId: event.userId,
      rule: 'structuring',
      key: `${alert.window}:${alert.from}`,
      facts: { window: alert.window, from: alert.from, to: alert.to, count: alert.eventIds.length, total: pesosOf(alert.total) },
      transactionIds: alert.eventIds,
      now,
    });
  }
}

/** A loan whose principal came back from outside within 30 days of its disbursement. */
async function checkQuickPayoff(trx: Db, { event, now }: { event: AmlTransactionRow; now: string }): Promise<void> {
  if (event.loanId === null) return;
  const ofLoan = await trx.selectFrom('amlTransactions').selectAll().where('loanId', '=', event.loanId).orderBy('id').execute();
  const disbursed = ofLoan.find((row) => row.kind === 'disbursement');
  if (!disbursed) return;
  const days = (new Date(event.occurredAt).getTime() - new Date(disbursed.occurredAt).getTime()) / DAY_MS;
  if (days > QUICK_PAYOFF_DAYS) return;
  const payments = ofLoan.filter((row) => row.kind === 'payment');
  const paid = sumCentavos(payments.map((row) => row.amountCentavos));
  if (paid < disbursed.amountCentavos) return;
  await raiseAlert(trx, {
    userId: event.userId,
    rule: 'quick_payoff',
    key: `loan:${event.loanId}`,
    facts: { loanId: event.loanId, disbursedOn: disbursed.bankingDay, paidBackOn: event.bankingDay, days: Math.floor(days), principal: pesosOf(disbursed.amountCentavos), paid: pesosOf(paid) },
    transactionIds: [disbursed.id, ...payments.map((row) => row.id)],
    now,
  });
}

/** Outside payments of 30 days far above what the member declared earning. */
async function checkAboveIncome(trx: Db, { event, now }: { event: AmlTransactionRow; now: string }): Promise<void> {
  const member = await trx.selectFrom('users').select('monthlyIncomeCentavos').where('id', '=', event.userId).executeTakeFirstOrThrow();
  if (member.monthlyIncomeCentavos === null || member.monthlyIncomeCentavos <= 0) return;
  const from = addDays({ date: event.bankingDay, days: -(INCOME_WINDOW_DAYS - 1) });
  const payments = await trx
    .selectFrom('amlTransactions')
    .selectAll()
    .where('userId', '=', event.userId)
    .where('kind', '=', 'payment')
    .where('bankingDay', '>=', from)
    .where('bankingDay', '<=', event.bankingDay)
    .orderBy('id')
    .execute();
  const total = sumCentavos(payments.map((row) => row.amountCentavos));
  if (total <= member.monthlyIncomeCentavos * INCOME_MONTHS) return;
  await raiseAlert(trx, {
    userId: event.userId,
    rule: 'repayments_above_income',
    key: `month:${event.bankingDay.slice(0, 7)}`,
    facts: { from, to: event.bankingDay, total: pesosOf(total), monthlyIncome: pesosOf(member.monthlyIncomeCentavos) },
    transactionIds: payments.map((row) => row.id),
    now,
  });
}

/** Several payouts soon after the member changed the bank account they go to. */
async function checkPayoutsAfterBankChange(trx: Db, { event, now }: { event: AmlTransactionRow; now: string }): Promise<void> {
  const member = await trx.selectFrom('users').select('bankInfoAt').where('id', '=', event.userId).executeTakeFirstOrThrow();
  if (member.bankInfoAt === null) return;
  const changedAt = new Date(member.bankInfoAt).toISOString();
  if (new Date(event.occurredAt).getTime() - new Date(changedAt).getTime() > PAYOUT_WINDOW_DAYS * DAY_MS) return;
  const payouts = await trx.selectFrom('amlTransactions').selectAll().where('userId', '=', event.userId).where('kind', '=', 'payout').where('occurredAt', '>=', changedAt).orderBy('id').execute();
  if (payouts.length < PAYOUTS_AFTER_BANK_CHANGE) return;
  await raiseAlert(trx, {
    userId: event.userId,
    rule: 'payouts_after_bank_change',
    key: `bank:${changedAt}`,
    facts: { bankChangedAt: changedAt, payouts: payouts.length, total: pesosOf(sumCentavos(payouts.map((row) => row.amountCentavos))) },
    transactionIds: payouts.map((row) => row.id),
    now,
  });
}

/** Money lent to a member who registered from another country than the one they work in (and not from home). */
async function checkCountryMismatch(trx: Db, { event, now }: { event: AmlTransactionRow; now: string }): Promise<void> {
  const member = await trx.selectFrom('users').select(['registrationCountry', 'countryWorking']).where('id', '=', event.userId).executeTakeFirstOrThrow();
  const { registrationCountry, countryWorking } = member;
  if (registrationCountry === null || countryWorking === null || registrationCountry === HOME_COUNTRY) return;
  if (registrationCountry.trim().toLowerCase() === countryWorking.trim().toLowerCase()) return;
  await raiseAlert(trx, { userId: event.userId, rule: 'country_mismatch', key: 'country', facts: { registrationCountry, countryWorking }, transactionIds: [event.id], now });
}

/**
 * The compliance desk's posting hook (decision 069): each disbursement,
 * payout and outside payment is kept as a money event with its banking day,
 * in the movement's transaction, and the rules run on it there: covered
 * transactions open their reports, suspicious patterns their alerts. The
 * movement's own time is the rules' now.
 */
export const compliancePostingHook: PostingHook = async (trx, movement) => {
  const found = await eventOf(trx, movement);
  if (!found) return;
  const bankingDay = toManilaIsoDate(new Date(found.occurredAt));
  const event = await trx
    .insertInto('amlTransactions')
    .values({ ...found, bankingDay })
    .returningAll()
    .executeTakeFirstOrThrow();
  const now = new Date(movement.row.createdAt).toISOString();
  const week = await trx
    .selectFrom('amlTransactions')
    .selectAll()
    .where('userId', '=', event.userId)
    .where('bankingDay', '>=', addDays({ date: bankingDay, days: -6 }))
    .where('bankingDay', '<=', bankingDay)
    .orderBy('id')
    .execute();
  await reportCovered(trx, { event, sameDay: week.filter((row) => row.bankingDay === bankingDay), now });
  await checkStructuring(trx, { event, week, now });
  if (event.kind === 'payment') {
    await checkQuickPayoff(trx, { event, now });
    await checkAboveIncome(trx, { event, now });
  }
  if (event.kind === 'payout') await checkPayoutsAfterBankChange(trx, { event, now });
  if (event.kind === 'disbursement') await checkCountryMismatch(trx, { event, now });
};
