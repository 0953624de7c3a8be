import type { AuditEntry, ListQuery, PublicUser } from '@app/domain';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { nameOrContactMatch, pickSort, type Page } from '../../lib/paging';
import { isListedMember, toPublicUsers } from '../users/users.queries';

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
  if (query.q) base = base.where(nameOrContactMatch(query.q));
  const sortColumn = pickSort(MEMBER_SORTS, query.sort);
  const [rows, count] = await Promise.all([
    base.selectAll('users').orderBy(sortColumn, query.order).orderBy('users.id', query.order).limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows: await toPublicUsers(db, rows, now), total: Number(count?.total ?? 0) };
}

export async function listStaff(db: Db, now: Date): Promise<PublicUser[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('deletedAt', 'is', null)
    .where('role', 'in', ['admin', 'main_admin'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toPublicUsers(db, rows, now);
}

export async function auditHistoryOf(db: Db, { targetType, targetId, limit = 200 }: { targetType: string; targetId: number; limit?: number }): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('auditLog')
    .selectAll()
    .where('targetType', '=', targetType)
    .where('targetId', '=', targetId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.beforeJson === null ? null : JSON.parse(row.beforeJson),
    after: row.afterJson === null ? null : JSON.parse(row.afterJson),
    createdAt: row.createdAt,
  }));
}
