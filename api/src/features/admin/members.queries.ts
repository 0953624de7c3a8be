import type { ListQuery, PublicUser } from '@app/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { nameOrContactMatch, pickSort, type Page } from '../../lib/paging';
import { isListedMember, newestFirst } from '../../lib/member-lists';
import { toPublicUsers } from '../users';

const MEMBER_SORTS = {
  createdAt: 'users.createdAt',
  fullName: 'users.fullName',
  email: 'users.email',
  walletBalance: 'users.walletBalanceCentavos',
  creditScore: 'users.creditScore',
  isActive: 'users.isActive',
} as const;

/** Members are the borrowers; staff accounts are listed under Settings. */
export async function listMembers(db: Db, { query, now }: { query: ListQuery; now: Date }): Promise<Page<PublicUser>> {
  let base = db.selectFrom('users').where(isListedMember);
  if (query.q) base = base.where(nameOrContactMatch(db, query.q));
  const sortColumn = pickSort(MEMBER_SORTS, query.sort);
  const [rows, total] = await Promise.all([
    base.selectAll('users').orderBy(sortColumn, query.order).orderBy('users.id', query.order).limit(query.limit).offset(query.offset).execute(),
    query.q
      ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst().then((row) => Number(row?.total ?? 0))
      : countListedMembers(db),
  ]);
  return { rows: await toPublicUsers(db, rows, now), total };
}

/**
 * All members without a search: every user (a b-tree count, no scan) minus
 * the deleted (a partial index) and the live staff (a handful), instead of
 * reading 100,000 rows on every poll (decision 011).
 */
async function countListedMembers(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select (select count(*) from users)
    - (select count(*) from users where deleted_at is not null)
    - (select count(*) from users where deleted_at is null and role in ('admin', 'main_admin')) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function listStaff(db: Db, now: Date): Promise<PublicUser[]> {
  const rows = await db.selectFrom('users').selectAll().where('deletedAt', 'is', null).where('role', 'in', ['admin', 'main_admin']).$call(newestFirst).execute();
  return toPublicUsers(db, rows, now);
}

