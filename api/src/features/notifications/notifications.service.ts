import { SERVER_MESSAGES, type Notification } from '@app/domain';
import { compileOnce } from '../../db/compile-once';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/errors';

export interface NewNotification {
  userId: number;
  title: string;
  message: string;
  type: string;
  color: string;
  now: Date;
}

/** The one way a notification is written; returns its id. */
export async function createNotification(db: Db, { now, ...fields }: NewNotification): Promise<number> {
  const row = await db.insertInto('notifications').values({ ...fields, createdAt: now.toISOString(), readAt: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Marks one of the member's own notifications read; reading it again changes nothing. */
export async function markNotificationRead(db: Db, { userId, notificationId, now }: { userId: number; notificationId: number; now: Date }): Promise<void> {
  const result = await db
    .updateTable('notifications')
    .set({ readAt: now.toISOString() })
    .where('id', '=', notificationId)
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return;
  const exists = await db.selectFrom('notifications').select('id').where('id', '=', notificationId).where('userId', '=', userId).executeTakeFirst();
  if (!exists) throw notFound(SERVER_MESSAGES.notFound);
}

// Polled by the borrower's app: compiled once (db/compile-once.ts).
const latestNotificationsOfUser = compileOnce((db: Db, userId: number) =>
  db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('id', 'desc').limit(100),
);

export async function listNotificationsOfUser(db: Db, userId: number): Promise<Notification[]> {
  const rows = await latestNotificationsOfUser(db, userId);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    title: row.title,
    message: row.message,
    type: row.type,
    color: row.color,
    createdAt: row.createdAt,
    isRead: row.readAt !== null,
  }));
}
