import { isAdminRole, isMessageChannelChoice, type MessageChannelChoice } from '@app/domain';
import type { MessagesNeedingAttention, StaffMessage } from '@app/domain/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { MessagingSettings } from '../../config';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/**
 * Why a message is sent (issue 29). A code goes to every verified channel;
 * reminders, receipts and notices follow the borrower's choice; an email
 * verification link goes to the email address being proved, and only there.
 */
export type MessagePurpose = 'code' | 'reminder' | 'receipt' | 'notice' | 'email_verification';

export interface OutgoingMessage {
  userId: number;
  purpose: MessagePurpose;
  /** The SMS text. */
  sms: string;
  /** The email's subject and plain-text body; without it no email is queued. */
  email?: { subject: string; text: string; html?: string };
  now: Date;
  /** Not sent before this time (quiet hours); default now. */
  notBefore?: Date;
  /**
   * Only this channel, whatever the member chose for reminders: a collection
   * message goes the way its approved template was written for (issue 32).
   * Nothing is queued when the member cannot be reached on it.
   */
  only?: 'sms' | 'email';
}

type Channel = { channel: 'sms' | 'email'; destination: string };

/**
 * Queues one message to a member on the channels its purpose and the member's
 * choice give, in the caller's transaction (the outbox worker sends it after
 * commit). Returns the masked destinations a real provider will reach: empty
 * when only the development stand-in is configured, in which case a code
 * stays in the app (DEPARTURES 16).
 */
export async function queueMessage(db: Db, messaging: MessagingSettings, message: OutgoingMessage): Promise<{ reaches: string[]; queued: number }> {
  const member = await db
    .selectFrom('users')
    .select(['contactNumber', 'email', 'emailVerifiedAt', 'messageChannels', 'language', 'role', 'deletedAt', 'erasedAt'])
    .where('id', '=', message.userId)
    .executeTakeFirst();
  if (!member || member.deletedAt !== null || member.erasedAt !== null || isAdminRole(member.role)) return { reaches: [], queued: 0 };
  const channels = channelsFor(messaging, message.purpose, {
    phone: e164(member.contactNumber),
    email: member.email,
    emailVerified: member.emailVerifiedAt !== null,
    choice: message.only === undefined ? channelChoiceOf(member.messageChannels) : 'both',
  }).filter((c) => (c.channel === 'sms' || message.email !== undefined) && (message.only === undefined || c.channel === message.only));
  const at = message.now.toISOString();
  for (const { channel, destination } of channels) {
    const email = channel === 'email' ? message.email : undefined;
    await db
      .insertInto('outboxMessages')
      .values({
        userId: message.userId,
        channel,
        purpose: message.purpose,
        destination,
        language: member.language,
        subject: email?.subject ?? null,
        body: email ? email.text : message.sms,
        html: email?.html ?? null,
        notBefore: (message.notBefore ?? message.now).toISOString(),
        leaseOwner: null,
        leaseUntil: null,
        provider: null,
        providerMessageId: null,
        failureReason: null,
        createdAt: at,
        sentAt: null,
        deliveredAt: null,
        updatedAt: at,
      })
      .execute();
  }
  return {
    queued: channels.length,
    reaches: channels
      .filter((c) => (c.channel === 'sms' ? messaging.sms.provider !== 'outbox' : messaging.email !== null))
      .map((c) => (c.channel === 'sms' ? maskPhoneNumber(c.destination) : maskEmail(c.destination))),
  };
}

/** The member's saved choice of channels; SMS when none is saved. */
function channelChoiceOf(saved: string): MessageChannelChoice {
  return isMessageChannelChoice(saved) ? saved : 'sms';
}

function channelsFor(
  messaging: MessagingSettings,
  purpose: MessagePurpose,
  member: { phone: string | null; email: string; emailVerified: boolean; choice: MessageChannelChoice },
): Channel[] {
  const sms: Channel[] = member.phone ? [{ channel: 'sms', destination: member.phone }] : [];
  if (purpose === 'email_verification') return messaging.email ? [{ channel: 'email', destination: member.email }] : [];
  const email: Channel[] = messaging.email && member.emailVerified ? [{ channel: 'email', destination: member.email }] : [];
  if (purpose === 'code') return [...sms, ...email];
  if (member.choice === 'both') return [...sms, ...email];
  if (member.choice === 'email' && email.length > 0) return email;
  // An email choice without a verified address (or without email configured) falls back to SMS.
  return sms;
}

function e164(phone: string | null): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, 'PH');
  return parsed?.isValid() ? parsed.number : null;
}

/** "+63 9•• ••• 4567": the country code, the first digit and the last four, enough for the borrower to know the number. */
export function maskPhoneNumber(e164Number: string): string {
  const parsed = parsePhoneNumberFromString(e164Number);
  if (!parsed) return '•••';
  const national = parsed.nationalNumber;
  if (national.length <= 5) return `+${parsed.countryCallingCode} ${'•'.repeat(national.length)}`;
  const masked = `${national[0]}${'•'.repeat(national.length - 5)}`;
  const groups = masked.match(/.{1,3}/g) ?? [];
  return `+${parsed.countryCallingCode} ${[...groups, national.slice(-4)].join(' ')}`;
}

/** "j•••@gmail.com": the first letter and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}


type OutboxRow = Selectable<Database['outboxMessages']>;

/** A member's last 200 messages, newest first. */
export async function listMemberMessages(db: Db, userId: number): Promise<StaffMessage[]> {
  const rows = await db.selectFrom('outboxMessages').selectAll().where('userId', '=', userId).orderBy('id', 'desc').limit(200).execute();
  return rows.map(toStaffView);
}

/** Failed messages stay on the attention list this long: a provider's outage of last week is history, not news. */
const FAILED_SHOWN_MS = 7 * 24 * 60 * 60_000;
/** A message due this long and never tried means no worker is sending (every server process runs one). */
const STUCK_AFTER_MS = 15 * 60_000;
const ATTENTION_LISTED = 50;

/** One message staff should look at, with whose it is. */

/**
 * The messages that need staff's attention (issue 29: "its failures are
 * visible to staff"): failed in the last 7 days (refused, out of tries, or
 * interrupted), and queued ones the providers have failed at least once
 * (retrying) or that have waited 15 minutes past due. Counted in full;
 * the newest 50 listed.
 */
export async function listMessagesNeedingAttention(db: Db, now: Date): Promise<MessagesNeedingAttention> {
  const failedSince = new Date(now.getTime() - FAILED_SHOWN_MS).toISOString();
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  const base = db
    .selectFrom('outboxMessages')
    .where((eb) =>
      eb.or([
        eb.and([eb('outboxMessages.state', '=', 'failed'), eb('outboxMessages.updatedAt', '>=', failedSince)]),
        eb.and([eb('outboxMessages.state', '=', 'queued'), eb.or([eb('outboxMessages.attempts', '>', 0), eb('outboxMessages.notBefore', '<', stuckBefore)])]),
      ]),
    );
  const counts = await base
    .select((eb) => ['outboxMessages.state', eb.fn.countAll().as('count')])
    .groupBy('outboxMessages.state')
    .execute();
  const rows = await base
    .innerJoin('users', 'users.id', 'outboxMessages.userId')
    .selectAll('outboxMessages')
    .select('users.fullName as memberName')
    .orderBy('outboxMessages.updatedAt', 'desc')
    .orderBy('outboxMessages.id', 'desc')
    .limit(ATTENTION_LISTED)
    .execute();
  const countOf = (state: string) => Number(counts.find((c) => c.state === state)?.count ?? 0);
  return {
    failed: countOf('failed'),
    retrying: countOf('queued'),
    messages: rows.map((row) => ({ ...toStaffView(row), userId: row.userId, memberName: row.memberName })),
  };
}

function toStaffView(row: OutboxRow): StaffMessage {
  return {
    id: row.id,
    channel: row.channel,
    destination: row.channel === 'sms' ? maskPhoneNumber(row.destination) : maskEmail(row.destination),
    purpose: row.purpose,
    state: row.state,
    attempts: row.attempts,
    body: row.purpose === 'code' ? row.body.replace(/\d/g, '•') : row.body,
    provider: row.provider,
    providerMessageId: row.providerMessageId,
    failureReason: row.failureReason,
    createdAt: row.createdAt,
    notBefore: row.notBefore,
    sentAt: row.sentAt,
    deliveredAt: row.deliveredAt,
  };
}
