import type { ListQuery } from '@app/domain';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { nameOrContactMatch, pickSort } from './paging';

/*
 * The back office's lists of members and of their loans and withdrawals
 * (decision 011): what every such list shares, written once.
 */

/**
 * The rows of the members list: live borrowers. Written exactly as the partial
 * indexes of migration 002 are, with literal roles, so SQLite sorts, pages
 * and counts through them (decision 011).
 */
export const isListedMember = sql<SqlBool>`users.deleted_at is null and users.role not in ('admin', 'main_admin')`;

/** The tables whose rows belong to a member and are listed with them. */
type MemberRowsTable = 'loans' | 'withdrawals';

/**
 * Admin lists hide the loans and withdrawals of deleted members. Such members
 * are few, so the lists first ask whether there are any: usually none, and the
 * page and its count come from the table's own indexes alone.
 */
async function hiddenRowsOf(db: Db, table: MemberRowsTable): Promise<number> {
  // Driven from the few deleted members (users_deleted), not from every row of the table.
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
    where deleted_at is null and user_id in (select id from users where deleted_at is not null)`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Live rows of a table: all rows (a b-tree count, no scan) minus the deleted ones (a partial index). */
async function liveRowsOf(db: Db, table: MemberRowsTable): Promise<number> {
  const { rows } = await sql<{ n: number }>`select (select count(*) from ${sql.table(table)})
    - (select count(*) from ${sql.table(table)} where deleted_at is not null) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The fields of a member shown next to their loans and withdrawals in the admin lists. */
export type ListedMemberSummary = Pick<
  UserRow,
  'id' | 'fullName' | 'email' | 'contactNumber' | 'walletBalanceCentavos' | 'creditScore' | 'bankName' | 'accountNumber' | 'withdrawalsHeldUntil'
>;

/**
 * One page of the borrowing or withdrawal list (decision 011): searched by the
 * member's name or contact number, with deleted members' rows hidden. The page
 * and its count come from the table's own indexes (its columns are `row.*` in
 * `sorts`); members are joined only to sort by their columns. The page's rows
 * are then read by id (`rowsByIds`, typed by the caller), and their members
 * for those rows alone.
 */
export async function pageOfMemberRows<Row extends { id: number; userId: number }>(
  db: Db,
  {
    table,
    sorts,
    query,
    rowsByIds,
  }: { table: MemberRowsTable; sorts: Record<string, `row.${string}` | `users.${string}`>; query: ListQuery; rowsByIds: (ids: number[]) => Promise<Row[]> },
): Promise<{ rows: Row[]; total: number; members: Map<number, ListedMemberSummary> }> {
  const hidden = await hiddenRowsOf(db, table);
  // Only the columns both tables share (id, userId, deletedAt) are used here.
  let base = db.selectFrom(db.dynamic.table(table).as('row')).where('row.deletedAt', 'is', null);
  if (hidden > 0) {
    base = base.where('row.userId', 'not in', (eb) => eb.selectFrom('users').select('users.id').where('users.deletedAt', 'is not', null));
  }
  if (query.q) {
    const q = query.q;
    base = base.where('row.userId', 'in', (eb) => eb.selectFrom('users').select('users.id').where(nameOrContactMatch(db, q)));
  }
  const sort = pickSort(sorts, query.sort);
  const sorted = sort.startsWith('users.') ? base.innerJoin('users', 'users.id', 'row.userId').where(isListedMember) : base;
  const pageIds = sorted
    .select('row.id')
    .orderBy(sql.ref(sort), query.order)
    .orderBy('row.id', query.order)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const counted = query.q
    ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst().then((row) => Number(row?.total ?? 0))
    : liveRowsOf(db, table).then((live) => live - hidden);
  const [ids, total] = await Promise.all([pageIds.then((page) => page.map((row) => row.id)), counted]);
  if (ids.length === 0) return { rows: [], total, members: new Map() };
  const byId = new Map((await rowsByIds(ids)).map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const members = await db
    .selectFrom('users')
    .select(['id', 'fullName', 'email', 'contactNumber', 'walletBalanceCentavos', 'creditScore', 'bankName', 'accountNumber', 'withdrawalsHeldUntil'])
    .where('id', 'in', userIds)
    .execute();
  return { rows, total, members: new Map(members.map((member) => [member.id, member])) };
}

/** Newest first, and rows of the same instant in reverse insertion order: how a member's own lists read. */
export function newestFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return query.orderBy(sql.ref('createdAt'), 'desc').orderBy(sql.ref('id'), 'desc');
}
