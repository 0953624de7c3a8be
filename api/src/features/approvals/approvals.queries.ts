import { toPesos, type Approval, type ApprovalKind, type ApprovalPending, type ApprovalState, type ListQuery } from '@app/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ApprovalRow } from '../../db/schema';
import type { Page } from '../../lib/paging';

export async function findApproval(db: Db, id: number): Promise<ApprovalRow | undefined> {
  return db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Rows as the inbox shows them: borrower, maker and checker by name. */
export async function toApprovals(db: Db, rows: ApprovalRow[]): Promise<Approval[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.userId, row.makerId, ...(row.checkerId === null ? [] : [row.checkerId])]))];
  const people = ids.length === 0 ? [] : await db.selectFrom('users').select(['id', 'fullName']).where('id', 'in', ids).execute();
  const byId = new Map(people.map((person) => [person.id, person]));
  const person = (id: number) => byId.get(id) ?? { id, fullName: '' };
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ApprovalKind,
    loanId: row.loanId,
    paymentId: row.targetType === 'payment' ? row.targetId : null,
    borrower: person(row.userId),
    amount: toPesos(row.amountCentavos),
    maker: person(row.makerId),
    makerReason: row.makerReason,
    createdAt: row.createdAt,
    state: row.state as ApprovalState,
    checker: row.checkerId === null ? null : person(row.checkerId),
    decidedAt: row.decidedAt,
    reason: row.reason,
  }));
}

/** GET /api/admin/approvals: waiting requests first, then the newest; paged by limit and offset. */
export async function listApprovals(db: Db, { query }: { query: ListQuery }): Promise<Page<Approval> & { pending: number }> {
  const rows = await db
    .selectFrom('approvals')
    .selectAll()
    .orderBy(sql`case when state = 'pending' then 0 else 1 end`)
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const counts = await db
    .selectFrom('approvals')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(sql`case when state = 'pending' then 1 else 0 end`).as('pending')])
    .executeTakeFirstOrThrow();
  return { rows: await toApprovals(db, rows), total: Number(counts.total), pending: Number(counts.pending ?? 0) };
}

/** The body of HTTP 202: the request now waiting for a second staff member. */
export async function pendingApprovalBody(db: Db, row: ApprovalRow): Promise<ApprovalPending> {
  const [approval] = await toApprovals(db, [row]);
  return { approval: approval! };
}
