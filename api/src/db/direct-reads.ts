import { ColumnNamesPlugin } from './column-names';
import { readCachesOf } from './read-caches';
import type { Db } from './schema';

/*
 * Decision 026: the hot reads of every request (the session lookup, a
 * member's standing, a polled list's version) run on SQLite straight on the
 * prepared statement, without Kysely's driver. Through the driver a read of
 * one row cost about three times the statement itself: a promise per step
 * of the connection mutex, and CamelCasePlugin renaming every column of
 * every row, character by character. Here the names are renamed once per
 * statement and each row is built from its values.
 *
 * Only outside a transaction: better-sqlite3 has one connection, and a read
 * made while a Kysely transaction is open on it (awaiting between its
 * statements) would see that transaction's uncommitted writes. Then the
 * read goes through Kysely, which waits for the transaction to end, as
 * every other query does. PostgreSQL has no direct path: its reads take a
 * pooled connection anyway.
 */

/** Kysely's own renaming, so a row read here has the very keys a row read through Kysely has. */
const columnNames = new ColumnNamesPlugin();

/**
 * The rows of a read-only statement run directly, or null when it must go
 * through Kysely (not SQLite, a transaction object, a transaction open on
 * the connection, a statement that writes).
 */
export function readDirectly<Row>(db: Db, sql: string, parameters: readonly unknown[]): Row[] | null {
  if (db.isTransaction) return null;
  const { direct: reader, columnKeys } = readCachesOf(db);
  if (!reader || reader.sqlite.inTransaction) return null;
  const statement = reader.prepare(sql);
  if (!statement.reader) return null;
  let keys = columnKeys.get(statement);
  if (!keys) {
    keys = statement.columns().map((column) => columnNames.camelCase(column.name));
    columnKeys.set(statement, keys);
  }
  let rows: unknown[][];
  try {
    rows = statement.raw(true).all(...parameters) as unknown[][];
  } finally {
    // The statement is shared with Kysely's driver, which reads rows as objects.
    statement.raw(false);
  }
  const names = keys;
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) row[names[i] as string] = values[i];
    return row as Row;
  });
}
