import type { Db } from '../../db/connection';
import type { Movement, PostingHook } from '../../db/posting-hook';
import type { LoanTransactionRow } from '../../db/schema';
import { isHeldChannelTransaction } from '../repayments';
import { journalEntryOf, type JournalDraft, type MovementContext } from './journal-rule.service';

/** What the posting rule needs looked up for one movement, read in the movement's transaction. */
async function contextOf(trx: Db, movement: Movement): Promise<MovementContext> {
  const none: MovementContext = { loan: null, reversed: null, isFromUnapplied: false };
  if (movement.kind === 'unmatched_payment' || movement.kind === 'book_opening' || movement.kind === 'channel_remittance') return none;
  const loanId = movement.row.loanId;
  const loan = loanId === null ? null : ((await trx.selectFrom('loans').selectAll().where('id', '=', loanId).executeTakeFirst()) ?? null);
  if (movement.kind === 'ledger_entry' || movement.kind === 'loan_offer' || movement.kind === 'loan_write_off') return { ...none, loan };
  const row = movement.row;
  const reversed = row.reversesId === null ? null : ((await trx.selectFrom('loanTransactions').selectAll().where('id', '=', row.reversesId).executeTakeFirst()) ?? null);
  return { loan, reversed, isFromUnapplied: row.kind === 'repayment' && (await isAssignedFromUnmatched(trx, row)) };
}

/**
 * A repayment that assigns held money: the held row names the same channel
 * transaction, and is assigned to it (replayed) or still unassigned (now,
 * inside the assignment's write, which marks it after posting).
 */
async function isAssignedFromUnmatched(trx: Db, row: LoanTransactionRow): Promise<boolean> {
  const { source: channel, externalReference: transactionId, channelPartner } = row;
  if (channel === null || channel === 'wallet' || transactionId === null) return false;
  const held = await trx
    .selectFrom('unmatchedPayments')
    .select('id')
    .where((eb) => isHeldChannelTransaction(eb, { transactionId, channel, channelPartner }))
    .where((eb) => eb.or([eb('assignedTransactionId', '=', row.id), eb('assignedLoanId', 'is', null)]))
    .executeTakeFirst();
  return held !== undefined;
}

/** The last day of a closed month, or null before the first close. */
export async function lastClosedMonth(trx: Db): Promise<string | null> {
  const row = await trx.selectFrom('bookCloses').select((eb) => eb.fn.max('month').as('month')).executeTakeFirst();
  return row?.month ?? null;
}

/** The first day of the month after 'YYYY-MM'. */
export function firstDayAfter(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

/**
 * Writes one entry: numbered next in its year (writers are serialised,
 * decision 017, so the number is gapless), written open with its lines,
 * then posted, which the store refuses unless the lines balance. A value
 * date in a closed month moves to the first open day and is kept beside it
 * (decision 060): closed months are final, and the store refuses the rest.
 */
export async function writeJournalEntry(trx: Db, given: JournalDraft, createdAt: string): Promise<number> {
  const closed = await lastClosedMonth(trx);
  const isMoved = closed !== null && given.date.slice(0, 7) <= closed;
  const draft = isMoved ? { ...given, date: firstDayAfter(closed) } : given;
  const year = Number(draft.date.slice(0, 4));
  const last = await trx.selectFrom('journalEntries').select((eb) => eb.fn.max('number').as('number')).where('year', '=', year).executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  const { id } = await trx
    .insertInto('journalEntries')
    .values({ year, number, date: draft.date, valueDate: isMoved ? given.date : null, memo: draft.memo, sourceKind: draft.source.kind, sourceId: draft.source.id, createdBy: draft.createdBy, createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('journalLines')
    .values(draft.lines.map((line) => ({ entryId: id, accountCode: line.account, debitCentavos: line.debit, creditCentavos: line.credit })))
    .execute();
  await trx.updateTable('journalEntries').set({ posted: 1 }).where('id', '=', id).execute();
  return id;
}

/** The books' posting hook (decision 052): every movement writes its entry in the movement's transaction. */
export const booksPostingHook: PostingHook = async (trx, movement) => {
  const draft = journalEntryOf({ movement, context: await contextOf(trx, movement) });
  if (draft) await writeJournalEntry(trx, draft, movement.row.createdAt);
};
