import type { Context } from 'hono';
import { sql, type Expression, type SqlBool } from 'kysely';

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

/** A LIKE pattern that matches the text literally (%, _ and \ escaped). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}


/** Digits an officer typed for a contact number, without the local trunk 0 (0917… is stored +63917…). */
export function contactDigits(q: string): string | null {
  if (!/^[\d\s()+-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '').replace(/^0/, '');
  return digits.length >= 3 ? digits : null;
}

/** The search box of SPEC.md 2 ('Search by Name / Contact #'): name or contact number contains q. */
export function nameOrContactMatches(q: string): Expression<SqlBool>[] {
  const digits = contactDigits(q);
  return [
    sql<SqlBool>`${sql.ref('users.fullName')} like ${containsPattern(q)} escape '\\'`,
    ...(digits ? [sql<SqlBool>`${sql.ref('users.contactNumber')} like ${containsPattern(digits)} escape '\\'`] : []),
  ];
}

/** The column a list sorts by: one of its known sorts, or its first (newest first by default). */
export function pickSort<Sorts extends Record<string, string>>(sorts: Sorts, sort: string | undefined): Sorts[keyof Sorts] {
  const fallback = Object.values(sorts)[0] as Sorts[keyof Sorts];
  return sort !== undefined && Object.hasOwn(sorts, sort) ? (sorts[sort] as Sorts[keyof Sorts]) : fallback;
}
