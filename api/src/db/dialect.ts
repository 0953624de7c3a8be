import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';

/*
 * Everything that differs between SQLite and PostgreSQL lives here
 * (ARCHITECTURE.md, Runtime): services ask this module, never `if (sqlite)`.
 * Writers are serialised below the services on both (connection.ts, decision 017).
 */

type DialectName = 'sqlite' | 'postgres';

/** Which store a Kysely instance talks to, read from the adapter its dialect made. */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A write refused by a unique index: SQLite's extended code, or PostgreSQL's SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A LIKE pattern that matches the text literally (%, _ and \ escaped). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A phrase of an FTS5 query: the text in double quotes, its own quotes doubled. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Users whose name contains `text`, or whose contact number contains `digits`
 * (case-insensitive), through each store's trigram index (migration 002 on
 * SQLite: FTS5 `users_search`; on PostgreSQL: pg_trgm GIN indexes on the
 * columns). `isIndexed` false (text shorter than a trigram): the name alone,
 * by LIKE, which reads every member.
 */
export function nameOrContactContains(db: Kysely<any>, { text, digits, isIndexed }: { text: string; digits: string | null; isIndexed: boolean }): Expression<SqlBool> {
  const name = sql.ref('users.fullName');
  if (dialectOf(db) === 'postgres') {
    const byName = sql<SqlBool>`${name} ilike ${containsPattern(text)} escape '\\'`;
    if (!isIndexed || !digits) return byName;
    return sql<SqlBool>`(${byName} or ${sql.ref('users.contactNumber')} like ${containsPattern(digits)} escape '\\')`;
  }
  if (!isIndexed) return sql<SqlBool>`${name} like ${containsPattern(text)} escape '\\'`;
  const match = [`full_name : ${ftsPhrase(text)}`, ...(digits ? [`contact_number : ${ftsPhrase(digits)}`] : [])].join(' OR ');
  return sql<SqlBool>`${sql.ref('users.id')} in (select rowid from users_search where users_search match ${match})`;
}

/** The session-level advisory lock of housekeeping: another key than the writer lock of connection.ts. */
const HOUSEKEEPING_LOCK = 0x686f7573; // 'hous'

/**
 * Runs `work` unless another instance is running it right now (then null):
 * on PostgreSQL under a session-level advisory lock taken without waiting,
 * held on one pool connection until `work` ends (decision 018). On SQLite one
 * process serves a database file, so `work` always runs.
 */
export async function unlessRunningElsewhere<T>(db: Kysely<any>, work: () => Promise<T>): Promise<T | null> {
  if (dialectOf(db) === 'sqlite') return work();
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ isLocked: boolean }>`select pg_try_advisory_lock(${HOUSEKEEPING_LOCK}) as is_locked`.execute(connection);
    if (!rows[0]?.isLocked) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${HOUSEKEEPING_LOCK})`.execute(connection);
    }
  });
}
