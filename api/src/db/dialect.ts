/*
 * Everything that differs between SQLite and PostgreSQL lives here
 * (ARCHITECTURE.md, Runtime): services ask this module, never `if (sqlite)`.
 * Row locks, text search and upserts join it as they are needed.
 */

/** A write refused by a unique index: SQLite's extended code, or PostgreSQL's SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
