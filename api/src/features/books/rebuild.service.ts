import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { dialectOf } from '../../db/dialect';
import type { Movement } from '../../db/posting-hook';
import { runWrite } from '../../db/run-write';
import type { BookCloseRow } from '../../db/schema';
import { linesOf } from './books.service';
import { writeCloseEntries } from './close.service';
import { booksPostingHook, writeJournalEntry } from './journal-posting.service';

/*
 * `npm run books:rebuild` (issue 31, decision 067): the books of an
 * installation replayed from its history through the same posting rule the
 * live writes use, so years of loans and wallets written before the books
 * (or books that were lost) get complete books. One write: the journal and
 * the closes' rows are rebuilt together or not at all.
 */

/** The sources the replay writes again: the movements of the posting core, and the closes' entries. */
const DERIVED_SOURCES = ['loan_transaction', 'ledger_entry', 'unmatched_payment', 'loan_offer', 'loan_write_off', 'loan', 'month_close'] as const;

type KeptEntry = { id: number; date: string; valueDate: string | null; memo: string; sourceKind: string; sourceId: number | null; createdBy: number | null; createdAt: string };

type Step =
  | { kind: 'movement'; movement: Movement }
  | { kind: 'close'; close: BookCloseRow; earned: { loanId: number; earnedCentavos: number }[] }
  | { kind: 'kept'; entry: KeptEntry; lines: { account: string; debit: number; credit: number }[] };

/**
 * Within one instant (one action's write), the order the posting core tells
 * movements in: held money; a disbursement, the wallet's side then the
 * loan's; the late fees an action charges as it opens the account; then the
 * wallet's side before the loan's (a payment, a cancellation, a reversal);
 * an accepted offer; a write-off; entries recorded by staff; and a close
 * after everything of its instant.
 */
function tieOrder(step: Step): number {
  if (step.kind === 'kept') return 8;
  if (step.kind === 'close') return 9;
  const { movement } = step;
  switch (movement.kind) {
    case 'unmatched_payment':
      return 0;
    case 'ledger_entry':
      return movement.row.kind === 'disbursement' ? 1 : 4;
    case 'loan_transaction':
      return movement.row.kind === 'disbursement' ? 2 : movement.row.kind === 'late_fee' ? 3 : 5;
    case 'loan_offer':
      return 6;
    case 'loan_write_off':
      return 7;
    // Recorded by staff (decision 066): their entries are kept, never derived again, so no such movement is replayed.
    case 'book_opening':
    case 'channel_remittance':
      return 8;
  }
}

type Timed = { at: number; id: number; step: Step };

const instant = (value: string | Date) => new Date(value).getTime();

export type RebuildResult = { entries: number; closes: number; kept: number; replaced: number };

export class BooksNotEmptyError extends Error {
  constructor(readonly entries: number) {
    super(`The books hold ${entries} journal entries: rebuild refuses to write over them. Run it with --replace to rebuild them in one transaction.`);
  }
}

/** Every step of the history, in the order it happened: the instant it was written, the posting core's order within it, then the row's id. */
async function historyOf(trx: Db, kept: Step[]): Promise<Step[]> {
  const [transactions, wallets, held, offers, writeOffs, closes, closeLoans] = await Promise.all([
    trx.selectFrom('loanTransactions').selectAll().execute(),
    trx.selectFrom('ledgerEntries').selectAll().execute(),
    trx.selectFrom('unmatchedPayments').selectAll().execute(),
    trx.selectFrom('loanOffers').selectAll().where('acceptedAt', 'is not', null).execute(),
    trx.selectFrom('loanWriteOffs').selectAll().execute(),
    trx.selectFrom('bookCloses').selectAll().execute(),
    trx.selectFrom('bookCloseLoans').selectAll().orderBy('loanId').execute(),
  ]);
  const timed: Timed[] = [
    ...transactions.map((row) => ({ at: instant(row.createdAt), id: row.id, step: { kind: 'movement' as const, movement: { kind: 'loan_transaction' as const, row } } })),
    ...wallets.map((row) => ({ at: instant(row.createdAt), id: row.id, step: { kind: 'movement' as const, movement: { kind: 'ledger_entry' as const, row } } })),
    ...held.map((row) => ({ at: instant(row.createdAt), id: row.id, step: { kind: 'movement' as const, movement: { kind: 'unmatched_payment' as const, row } } })),
    // An offer moves money when it is accepted: its place in time is its acceptance.
    ...offers.map((row) => ({ at: instant(row.acceptedAt!), id: row.id, step: { kind: 'movement' as const, movement: { kind: 'loan_offer' as const, row } } })),
    ...writeOffs.map((row) => ({ at: instant(row.createdAt), id: row.id, step: { kind: 'movement' as const, movement: { kind: 'loan_write_off' as const, row } } })),
    ...closes.map((close) => ({
      at: instant(close.closedAt),
      id: 0,
      step: { kind: 'close' as const, close, earned: closeLoans.filter((row) => row.month === close.month).map((row) => ({ loanId: row.loanId, earnedCentavos: Number(row.earnedCentavos) })) },
    })),
    ...kept.map((step) => (step.kind === 'kept' ? { at: instant(step.entry.createdAt), id: step.entry.id, step } : null)).filter((entry) => entry !== null),
  ];
  timed.sort((a, b) => a.at - b.at || tieOrder(a.step) - tieOrder(b.step) || (a.step.kind === 'close' && b.step.kind === 'close' ? a.step.close.month.localeCompare(b.step.close.month) : a.id - b.id));
  return timed.map((entry) => entry.step);
}

/** Entries the rule does not derive (recorded by staff, e.g. opening balances): kept as they were, replayed at their place in time. */
async function keptEntries(trx: Db): Promise<Step[]> {
  const entries = await trx.selectFrom('journalEntries').selectAll().where('sourceKind', 'not in', [...DERIVED_SOURCES]).where('posted', '=', 1).orderBy('id').execute();
  if (entries.length === 0) return [];
  const lines = await linesOf(
    trx,
    entries.map((entry) => entry.id),
  );
  return entries.map((entry) => ({
    kind: 'kept',
    entry,
    lines: lines.filter((line) => line.entryId === entry.id).map((line) => ({ account: line.accountCode, debit: Number(line.debitCentavos), credit: Number(line.creditCentavos) })),
  }));
}

/**
 * Removes the journal and the closes' rows, inside the rebuild's write:
 * the store keeps posted entries final, so the guards that refuse their
 * deletion are lifted for this transaction only (SQLite's DDL and
 * PostgreSQL's trigger switches are transactional: a failed rebuild leaves
 * the guards and the books as they were).
 */
export async function clearBooks(trx: Db): Promise<number> {
  const count = await trx.selectFrom('journalEntries').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  if (dialectOf(trx) === 'postgres') {
    await sql`alter table "journal_lines" disable trigger "journal_lines_guard"`.execute(trx);
    await sql`alter table "journal_entries" disable trigger "journal_entries_guard"`.execute(trx);
    await trx.deleteFrom('journalLines').execute();
    await trx.deleteFrom('journalEntries').execute();
    // The deletions queued the deferred balance checks (of entries now gone): run them now, so the guards can be switched back on.
    await sql`set constraints all immediate`.execute(trx);
    await sql`set constraints all deferred`.execute(trx);
    await sql`alter table "journal_lines" enable trigger "journal_lines_guard"`.execute(trx);
    await sql`alter table "journal_entries" enable trigger "journal_entries_guard"`.execute(trx);
  } else {
    const guards = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'trigger' and name in ('journal_entries_kept', 'journal_lines_delete_open') order by name`.execute(trx);
    for (const guard of guards.rows) await sql`drop trigger ${sql.id(guard.name)}`.execute(trx);
    await trx.deleteFrom('journalLines').execute();
    await trx.deleteFrom('journalEntries').execute();
    for (const guard of guards.rows) await sql.raw(guard.sql).execute(trx);
  }
  await trx.deleteFrom('bookCloseLoans').execute();
  await trx.deleteFrom('bookCloses').execute();
  return Number(count.count);
}

/** One step of the history written again: a movement through the live posting hook, a close as it was decided, a kept entry as it was. */
async function replay(trx: Db, step: Step): Promise<number> {
  if (step.kind === 'movement') {
    const before = await entryCount(trx);
    await booksPostingHook(trx, step.movement);
    return (await entryCount(trx)) - before;
  }
  if (step.kind === 'kept') {
    const { entry, lines } = step;
    await writeJournalEntry(
      trx,
      {
        date: entry.valueDate ?? entry.date,
        memo: entry.memo,
        source: { kind: entry.sourceKind as 'month_close', id: entry.sourceId },
        createdBy: entry.createdBy,
        lines: lines.map((line) => ({ account: line.account, debit: line.debit as never, credit: line.credit as never })),
      },
      entry.createdAt,
    );
    return 1;
  }
  const { close, earned } = step;
  // The close as it was decided (what each loan earned, the allowance's change): the loan book has moved on since, and the closed months are final.
  const written = await writeCloseEntries(trx, { month: close.month, earned, allowanceChange: Number(close.allowanceChangeCentavos), allowanceRequired: Number(close.allowanceCentavos), actorId: close.approvedBy, createdAt: close.closedAt });
  await trx.insertInto('bookCloses').values(close).execute();
  if (earned.length > 0) await trx.insertInto('bookCloseLoans').values(earned.map((loan) => ({ month: close.month, loanId: loan.loanId, earnedCentavos: loan.earnedCentavos as never }))).execute();
  return written.entries;
}

async function entryCount(trx: Db): Promise<number> {
  const row = await trx.selectFrom('journalEntries').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The live events a rebuild sends: none (it runs beside no server, and changes no member's screen). */
const NO_LIVE = { publish: () => undefined, subscribe: () => () => undefined, close: async () => undefined };

/**
 * Rebuilds the books from history (decision 067). Refuses when the journal
 * holds entries, unless `replace`: then the old journal and closes' rows are
 * removed and rebuilt in the same transaction.
 */
export async function rebuildBooks(db: Db, { replace }: { replace: boolean }): Promise<RebuildResult> {
  return runWrite({ db, live: NO_LIVE, postingHook: null }, async ({ trx }) => {
    const existing = await entryCount(trx);
    if (existing > 0 && !replace) throw new BooksNotEmptyError(existing);
    const kept = await keptEntries(trx);
    const history = await historyOf(trx, kept);
    const replaced = await clearBooks(trx);
    let entries = 0;
    let closes = 0;
    for (const step of history) {
      entries += await replay(trx, step);
      if (step.kind === 'close') closes += 1;
    }
    return { entries, closes, kept: kept.length, replaced };
  });
}
