import { BOOK_CLOSE_MESSAGES, centavos, manilaToday, paidOutLoanDst, sumCentavos, toCentavos, toPesos, type BookOpening, type BookRemittance, type BookRemittanceResult, type BookClose, type DstReport } from '@app/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite, type Write } from '../../db/run-write';
import type { ApprovalRow, LoanRow, UserRow } from '../../db/schema';
import { toCsv } from '../../lib/csv';
import { badRequest, conflict } from '../../lib/errors';
import { holdRequest, runAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { lastClosedMonth } from './journal-posting.service';
import { ACCOUNTS, termDaysOf } from './journal-rule.service';

/*
 * The books' own entries (issue 31, decision 066): opening balances, which
 * Finance records and a second Finance officer confirms, and a channel's
 * remittance to the bank. Each is a row of its own told to the posting
 * hook, as every movement is, so a rebuild replays it through the rule.
 */

/**
 * The accounts the reconciliation holds to the loan book (decision 052): their
 * balances come from the loans, wallets and held payments themselves, never
 * from an opening entry, or the books would disagree with the loan book.
 */
const LOAN_BOOK_ACCOUNTS: ReadonlySet<string> = new Set([
  ACCOUNTS.walletTransfers,
  ACCOUNTS.loansReceivable,
  ACCOUNTS.unearnedInterest,
  ACCOUNTS.allowance,
  ACCOUNTS.lateFeesReceivable,
  ACCOUNTS.wallets,
  ACCOUNTS.unappliedCollections,
]);

/** A date the books can still take as given: not after today (Manila), not in a closed month. */
async function assertOpenDate(trx: Db, { date, today }: { date: string; today: string }): Promise<void> {
  if (date > today) throw badRequest(BOOK_CLOSE_MESSAGES.dateInFuture, { date: [BOOK_CLOSE_MESSAGES.dateInFuture] });
  const closed = await lastClosedMonth(trx);
  if (closed !== null && date.slice(0, 7) <= closed) throw conflict(BOOK_CLOSE_MESSAGES.monthClosed);
}

type OpeningLine = { account: string; debitCentavos: number; creditCentavos: number };

/** The lines in centavos, checked: they balance, and each names an active account the loan book does not hold. */
async function openingLinesOf(trx: Db, input: BookOpening): Promise<OpeningLine[]> {
  const lines = input.lines.map((line) => ({ account: line.account, debitCentavos: toCentavos(Number(line.debit)), creditCentavos: toCentavos(Number(line.credit)) }));
  const debits = sumCentavos(lines.map((line) => line.debitCentavos));
  const credits = sumCentavos(lines.map((line) => line.creditCentavos));
  if (debits !== credits) throw badRequest(BOOK_CLOSE_MESSAGES.entryNotBalanced);
  const codes = [...new Set(lines.map((line) => line.account))];
  const active = await trx.selectFrom('accounts').select('code').where('code', 'in', codes).where('isActive', '=', 1).execute();
  const usable = new Set(active.map((row) => row.code));
  if (codes.some((code) => !usable.has(code))) throw badRequest(BOOK_CLOSE_MESSAGES.accountNotUsable);
  if (codes.some((code) => LOAN_BOOK_ACCOUNTS.has(code))) throw badRequest(BOOK_CLOSE_MESSAGES.accountFollowsLoanBook);
  return lines;
}

/**
 * POST /api/admin/books/opening and its replay on approval: checked each time
 * (a month may have closed meanwhile); asked, it always waits for a second
 * officer with the Finance duty: no one puts money in the books alone.
 */
export async function recordOpeningIn(w: Write, deps: AppDeps, { actor, input, approval }: { actor: UserRow; input: BookOpening; approval?: ApprovalRow | undefined }): Promise<ActionOutcome<{ id: number }>> {
  const { trx } = w;
  const now = deps.clock.now();
  await assertOpenDate(trx, { date: input.date, today: manilaToday(now) });
  const lines = await openingLinesOf(trx, input);
  const total = sumCentavos(lines.map((line) => centavos(line.debitCentavos)));
  if (!approval) {
    const held = await holdRequest(trx, {
      kind: 'book_opening',
      targetType: 'book_opening',
      targetId: Number(input.date.replaceAll('-', '')),
      userId: actor.id,
      loanId: null,
      amountCentavos: total,
      payload: input,
      reason: `Opening balances of ${input.date}: ${input.memo}`,
      actor,
      now,
    });
    return { held };
  }
  const row = await trx
    .insertInto('bookOpenings')
    .values({ date: input.date, memo: input.memo, linesJson: JSON.stringify(lines), createdBy: approval.makerId, approvedBy: actor.id, createdAt: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await w.moved({ kind: 'book_opening', row });
  await appendAudit(trx, { actor, action: 'books.opening', targetType: 'book_opening', targetId: row.id, before: null, after: { date: row.date, memo: row.memo, lines, approvalId: approval.id }, now });
  return { done: { id: row.id } };
}

export const requestOpening = (deps: AppDeps, args: { actor: UserRow; input: BookOpening }) => runAction(deps, (w) => recordOpeningIn(w, deps, args));

/** What a channel's clearing account holds over every posted entry: what the channel still owes the lender. */
async function owedBy(trx: Db, account: string): Promise<number> {
  const row = await trx
    .selectFrom('journalLines')
    .innerJoin('journalEntries', 'journalEntries.id', 'journalLines.entryId')
    .select(sql<string | number | null>`sum(${sql.ref('journalLines.debitCentavos')} - ${sql.ref('journalLines.creditCentavos')})`.as('net'))
    .where('journalEntries.posted', '=', 1)
    .where('journalLines.accountCode', '=', account)
    .executeTakeFirst();
  return Number(row?.net ?? 0);
}

/**
 * POST /api/admin/books/remittances: the bank received what a channel
 * collected. Never more than the channel's clearing account holds: money a
 * channel paid over that the books never saw collected is looked into first,
 * not booked (a negative clearing balance would say the lender owes the partner).
 */
export async function recordRemittance(deps: AppDeps, { actor, input }: { actor: UserRow; input: BookRemittance }): Promise<BookRemittanceResult> {
  return runWrite(deps, async (w) => {
    const { trx } = w;
    const now = deps.clock.now();
    await assertOpenDate(trx, { date: input.date, today: manilaToday(now) });
    const amount = toCentavos(Number(input.amount));
    const reference = input.reference;
    const same = await trx
      .selectFrom('channelRemittances')
      .select('id')
      .where('channel', '=', input.channel)
      .where(sql`lower(${sql.ref('reference')})`, '=', reference.toLowerCase())
      .executeTakeFirst();
    if (same) throw conflict(BOOK_CLOSE_MESSAGES.remittanceExists);
    const clearing = ACCOUNTS.clearing[input.channel];
    const owed = await owedBy(trx, clearing);
    if (amount > owed) throw conflict(BOOK_CLOSE_MESSAGES.remittanceAboveOwed);
    const row = await trx
      .insertInto('channelRemittances')
      .values({ channel: input.channel, amountCentavos: amount, date: input.date, reference, createdBy: actor.id, createdAt: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await w.moved({ kind: 'channel_remittance', row });
    const entry = await trx.selectFrom('journalEntries').select(['year', 'number']).where('sourceKind', '=', 'channel_remittance').where('sourceId', '=', row.id).executeTakeFirstOrThrow();
    const result: BookRemittanceResult = {
      id: row.id,
      channel: row.channel,
      amount: toPesos(centavos(amount)),
      date: row.date,
      reference: row.reference,
      entryNumber: `${entry.year}-${String(entry.number).padStart(6, '0')}`,
      owedAfter: toPesos(centavos(owed - amount)),
    };
    await appendAudit(trx, { actor, action: 'books.remittance', targetType: 'channel_remittance', targetId: row.id, before: null, after: result, now });
    return result;
  });
}

/**
 * GET /api/admin/books/dst: the documentary stamp tax of the loan
 * agreements executed in a month (paid out, Manila day), for BIR Form 2000:
 * how many, their principal and the tax, loan by loan. A loan cancelled in
 * its cooling-off period is left out, as the books reverse its tax (decision 052).
 */
export async function dstReport(db: Db, { month }: BookClose): Promise<DstReport> {
  const candidates = await db.selectFrom('loans').selectAll().where('disbursedAt', 'is not', null).where('startDate', 'is not', null).where('status', '<>', 'cancelled').orderBy('id').execute();
  const loans = candidates.filter((loan) => manilaToday(new Date(loan.disbursedAt!)).slice(0, 7) === month) as (LoanRow & { startDate: string; disbursedAt: string })[];
  const rows = loans.map((loan) => {
    const termDays = termDaysOf(loan);
    // The tax as fixed at payout (decision 072), whoever bore it: the lender files and pays it either way.
    const { borneBy, tax } = paidOutLoanDst(loan);
    return { loanId: loan.id, disbursedOn: manilaToday(new Date(loan.disbursedAt)), principal: centavos(loan.amountCentavos), termDays, tax, borneBy };
  });
  return {
    month,
    loans: rows.length,
    principal: toPesos(sumCentavos(rows.map((row) => row.principal))),
    tax: toPesos(sumCentavos(rows.map((row) => row.tax))),
    rows: rows.map((row) => ({ ...row, principal: toPesos(row.principal), tax: toPesos(row.tax) })),
  };
}

/** The DST report as CSV: a row per loan, then the month's totals. */
export async function dstCsv(db: Db, query: BookClose): Promise<string> {
  const report = await dstReport(db, query);
  return toCsv(
    ['loan_id', 'disbursed_on', 'principal', 'term_days', 'tax', 'borne_by'],
    [
      ...report.rows.map((row) => [String(row.loanId), row.disbursedOn, row.principal.toFixed(2), String(row.termDays), row.tax.toFixed(2), row.borneBy]),
      [`Total (${report.loans} loans)`, '', report.principal.toFixed(2), '', report.tax.toFixed(2), ''],
    ],
  );
}
