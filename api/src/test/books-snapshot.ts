import type { Db } from '../db/connection';

/**
 * The books as a rebuild must give them again (decision 067): every entry
 * with its number, dates, memo, source, author and lines, and the closes'
 * rows. Row ids are left out: a rebuilt entry is a new row.
 */
export async function booksSnapshot(db: Db) {
  const [entries, lines, closes, closeLoans] = await Promise.all([
    db.selectFrom('journalEntries').selectAll().orderBy('year').orderBy('number').execute(),
    db.selectFrom('journalLines').selectAll().orderBy('id').execute(),
    db.selectFrom('bookCloses').selectAll().orderBy('month').execute(),
    db.selectFrom('bookCloseLoans').selectAll().orderBy('month').orderBy('loanId').execute(),
  ]);
  return {
    entries: entries.map((entry) => ({
      number: `${entry.year}-${entry.number}`,
      date: entry.date,
      valueDate: entry.valueDate,
      memo: entry.memo,
      source: `${entry.sourceKind} ${entry.sourceId ?? ''}`,
      createdBy: entry.createdBy,
      createdAt: new Date(entry.createdAt).toISOString(),
      posted: entry.posted,
      lines: lines.filter((line) => line.entryId === entry.id).map((line) => [line.accountCode, Number(line.debitCentavos), Number(line.creditCentavos)]),
    })),
    closes: closes.map((close) => ({ ...close, closedAt: new Date(close.closedAt).toISOString() })),
    closeLoans: closeLoans.map((row) => ({ ...row, earnedCentavos: Number(row.earnedCentavos) })),
  };
}
