import { SERVER_MESSAGES, type MessageChannelChoice } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import type { UserRow } from '../../db/schema';
import { HOUR } from '../../lib/clock';
import { badRequest, refused, tooManyRequests } from '../../lib/errors';
import { notificationTexts } from '../../lib/texts';
import { generateToken, hashToken } from '../../lib/tokens';
import { appendAudit } from '../audit';
import { composeEmail, queueMessage } from '../outbox';

/** A link proves the address for a day, once (issue 29). */
const EMAIL_LINK_HOURS = 24;

/** PUT /api/user/message-channels: where the borrower's reminders, receipts and notices go (issue 29). */
export async function saveMessageChannels(deps: AppDeps, { user, choice }: { user: UserRow; choice: MessageChannelChoice }): Promise<UserRow> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx, publish }) => {
    const row = await trx
      .updateTable('users')
      .set({ messageChannels: choice, updatedAt: now.toISOString() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (user.messageChannels !== choice) {
      await appendAudit(trx, {
        actor: user,
        action: 'user.message_channels',
        targetType: 'user',
        targetId: user.id,
        before: { messageChannels: user.messageChannels },
        after: { messageChannels: choice },
        now,
      });
    }
    publish({ type: 'user_updated', userId: user.id });
    return row;
  });
}

/**
 * POST /api/user/email-verification: sends a link to the member's email
 * address, which proves they read it (issue 29). Only its digest is kept; a
 * newer link replaces the older ones.
 */
export async function sendEmailVerification(deps: AppDeps, { user, origin }: { user: UserRow; origin: string }): Promise<{ message: string }> {
  if (deps.config.messaging.email === null) throw refused(409, 'email_unavailable', SERVER_MESSAGES.emailUnavailable);
  if (user.emailVerifiedAt !== null) throw refused(409, 'email_already_verified', SERVER_MESSAGES.emailAlreadyVerified);
  if (!(await deps.rateLimiter.hit(`email-link:account:${user.id}`, deps.config.rateLimits.codePerAccount))) throw tooManyRequests(SERVER_MESSAGES.rateLimited);
  const now = deps.clock.now();
  const token = generateToken();
  const link = `${origin}/verify-email?token=${token}`;
  const t = notificationTexts(user.language);
  await runWrite(deps, async ({ trx }) => {
    await trx.updateTable('emailVerificationTokens').set({ usedAt: now.toISOString() }).where('userId', '=', user.id).where('usedAt', 'is', null).execute();
    await trx
      .insertInto('emailVerificationTokens')
      .values({
        userId: user.id,
        tokenHash: hashToken(token),
        email: user.email,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * HOUR).toISOString(),
        usedAt: null,
      })
      .execute();
    const email = composeEmail({ title: t.emailVerifyTitle, message: t.emailVerifyMessage({ email: user.email, link }), t });
    await queueMessage(trx, deps.config.messaging, { userId: user.id, purpose: 'email_verification', sms: '', email, now });
    await appendAudit(trx, { actor: user, action: 'user.email_link_sent', targetType: 'user', targetId: user.id, before: null, after: { email: user.email }, now });
  });
  await deps.outbox.nudge();
  return { message: SERVER_MESSAGES.emailLinkSent };
}

/**
 * POST /api/auth/verify-email: the link's token, unused, unexpired, and for
 * the address the account still has, marks the address verified. Anything
 * else is one refusal that says to ask for a new link, and changes nothing.
 */
export async function verifyEmail(deps: AppDeps, { token }: { token: string }): Promise<{ message: string }> {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const verifiedUserId = await runWrite(deps, async ({ trx, publish }) => {
    const link = await trx
      .updateTable('emailVerificationTokens')
      .set({ usedAt: nowIso })
      .where('tokenHash', '=', hashToken(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', nowIso)
      .returning(['userId', 'email'])
      .executeTakeFirst();
    if (!link) return null;
    const member = await trx
      .updateTable('users')
      .set({ emailVerifiedAt: nowIso, updatedAt: nowIso })
      .where('id', '=', link.userId)
      .where('email', '=', link.email)
      .where('deletedAt', 'is', null)
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!member) return null;
    await appendAudit(trx, { actor: member, action: 'user.email_verified', targetType: 'user', targetId: member.id, before: null, after: { email: member.email }, now });
    publish({ type: 'user_updated', userId: member.id });
    return member.id;
  });
  if (verifiedUserId === null) throw badRequest(SERVER_MESSAGES.emailLinkInvalid);
  return { message: SERVER_MESSAGES.emailConfirmed };
}
