import type { Notification } from '@app/domain';
import type { Db } from '../../db/connection';

export interface NewNotification {
  userId: number;
  title: string;
  message: string;
  type: string;
  color: string;
  now: Date;
}

export async function createNotification(db: Db, { now, ...fields }: NewNotification): Promise<void> {
  await db.insertInto('notifications').values({ ...fields, createdAt: now.toISOString(), readAt: null }).execute();
}

export async function listNotificationsOfUser(db: Db, userId: number): Promise<Notification[]> {
  const rows = await db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('id', 'desc').limit(100).execute();
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
