import type { Context } from 'hono';
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../db/connection';
import { nameOrContactContains } from '../db/dialect';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Admin lists answer with the page as a JSON array and the total in X-Total-Count. */
export function pageResponse<T>(c: Context, page: Page<T>) {
  c.header('X-Total-Count', String(page.total));
  c.header('Access-Control-Expose-Headers', 'X-Total-Count');
  return c.json(page.rows);
}

/** Digits an officer typed for a contact number, without the local trunk 0 (0917… is stored +63917…). */
function contactDigits(q: string): string | null {
  if (!/^[\d\s()+-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^0/, '');
  return digits.length >= 3 ? digits : null;
}

/** The trigram indexes answer substring searches of 3 characters (code points, not UTF-16 units) or more. */
const TRIGRAM = 3;

/**
 * The search box of SPEC.md 2 ('Search by Name / Contact #'): the member's
 * name or contact number contains q (case-insensitive). Served by the
 * store's trigram index (see nameOrContactContains); a q shorter than a
 * trigram falls back to LIKE on the name, which reads every member.
 */
export function nameOrContactMatch(db: Db, q: string): Expression<SqlBool> {
  // FTS5 reads a NUL as the end of its query and has no escape for it, nor
  // does PostgreSQL text hold one (the list schema refuses control
  // characters; this keeps the builder total).
  const text = q.replaceAll('\u0000', '').trim();
  return nameOrContactContains(db, { text, digits: contactDigits(text), isIndexed: [...text].length >= TRIGRAM });
}

/** The column a list sorts by: one of its known sorts, or its first (newest first by default). */
export function pickSort<Sorts extends Record<string, string>>(sorts: Sorts, sort: string | undefined): Sorts[keyof Sorts] {
  const fallback = Object.values(sorts)[0] as Sorts[keyof Sorts];
  return sort !== undefined && Object.hasOwn(sorts, sort) ? (sorts[sort] as Sorts[keyof Sorts]) : fallback;
}
