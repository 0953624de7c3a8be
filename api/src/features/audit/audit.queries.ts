import type { AuditEntry } from '@app/domain';
import type { Db } from '../../db/connection';

/** The audit trail of one thing (a member, a loan), newest first, with before and after as written. */
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
