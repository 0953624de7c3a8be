import { SERVER_MESSAGES, type Notification, type NotificationTexts } from '@app/domain';
import type { MessagingSettings } from '../../config';
import { compileOnce } from '../../db/compile-once';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/errors';
import { notificationTexts } from '../../lib/texts';
import { composeEmail, queueMessage, type MessagePurpose } from '../outbox';

type Written = { title: string; message: string };

/**
 * A notification's text: as given (what an admin typed, or a text already
 * composed in the member's language), or composed here from the texts in the
 * member's language at the moment it is written (issue 15).
 */
export type NewNotification = {
  userId: number;
  type: string;
  color: string;
  now: Date;
} & WrittenOrComposed & Going;

type WrittenOrComposed = Written | { compose: (t: NotificationTexts) => Written };

/**
 * `sendOut: false`: in the app only, because the caller queues its own outbox
 * message (a withdrawal code, issue 29); otherwise the notification also goes
 * to the borrower's chosen channels, through `messaging` (config.messaging).
 */
type Going =
  | { sendOut: false }
  | {
      sendOut?: undefined;
      messaging: MessagingSettings;
      /** Why it goes out: a payment reminder, a payment's receipt; anything else is a notice. */
      purpose?: Extract<MessagePurpose, 'reminder' | 'receipt'>;
    };

/**
 * The one way a notification is written; returns its id. Unless `sendOut` is
 * false it is also queued, in the same transaction, for the borrower's
 * channels (SMS, email): the outbox worker sends it once committed (issue 29).
 */
export async function createNotification(db: Db, notification: NewNotification): Promise<number> {
  const { userId, type, color, now } = notification;
  const t = await notificationTextsOf(db, userId);
  const { title, message } = 'compose' in notification ? notification.compose(t) : notification;
  const row = await db
    .insertInto('notifications')
    .values({ userId, title, message, type, color, createdAt: now.toISOString(), readAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (notification.sendOut !== false) {
    const { messaging, purpose = 'notice' } = notification;
    await queueMessage(db, messaging, { userId, purpose, sms: message || title, email: composeEmail({ title, message, t }), now });
  }
  return row.id;
}

/** The notification texts in the member's language, as it is now. */
export async function notificationTextsOf(db: Db, userId: number): Promise<NotificationTexts> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return notificationTexts(row?.language ?? '');
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
