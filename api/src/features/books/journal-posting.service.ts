import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Movement, PostingHook } from '../../db/posting-hook';
import type { LoanTransactionRow } from '../../db/schema';
import { journalEntryOf, type JournalDraft, type MovementContext } from './journal-rule.service';

/** What the posting rule needs looked up for one movement, read in the movement's transaction. */
async function contextOf(trx: Db, movement: Movement): Promise<MovementContext> {
  const none: MovementContext = { loan: null, reversed: null, isFromUnapplied: false };
  if (movement.kind === 'unmatched_payment') return none;
  const loanId = movement.row.loanId;
  const loan = loanId === null ? null : ((await trx.selectFrom('loans').selectAll().where('id', '=', loanId).executeTakeFirst()) ?? null);
  if (movement.kind === 'ledger_entry' || movement.kind === 'loan_offer') return { ...none, loan };
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
  if (row.source === null || row.source === 'wallet' || row.externalReference === null) return false;
  const held = await trx
    .selectFrom('unmatchedPayments')
    .select('id')
    .where('transactionId', '=', row.externalReference)
    .where('channel', '=', row.source)
    .where(sql<string>`coalesce(channel_partner, '')`, '=', row.channelPartner ?? '')
    .where((eb) => eb.or([eb('assignedTransactionId', '=', row.id), eb('assignedLoanId', 'is', null)]))
    .executeTakeFirst();
  return held !== undefined;
}

/**
 * Writes one entry: numbered next in its year (writers are serialised,
 * decision 017, so the number is gapless), written open with its lines,
 * then posted, which the store refuses unless the lines balance.
 */
async function writeJournalEntry(trx: Db, draft: JournalDraft, createdAt: string): Promise<number> {
  const year = Number(draft.date.slice(0, 4));
  const last = await trx.selectFrom('journalEntries').select((eb) => eb.fn.max('number').as('number')).where('year', '=', year).executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  const { id } = await trx
    .insertInto('journalEntries')
    .values({ year, number, date: draft.date, memo: draft.memo, sourceKind: draft.source.kind, sourceId: draft.source.id, createdBy: draft.createdBy, createdAt })
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
