import { NOTIFICATION_COLORS, SERVER_MESSAGES, toCentavos, type BankInfo, type ChangePassword, type Preferences, type Verification } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import type { Db } from '../../db/connection';
import type { SessionsTable, UserRow, UserUpdate } from '../../db/schema';
import { createSession, invalidateUserSessions } from '../../http/sessions';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { createNotification } from '../notifications';
import { findLiveUserById, recordVerificationIfComplete } from './users.queries';

/**
 * DEPARTURES 12: once verification is complete the borrower's own details
 * are read-only; staff change them in the member edit, audited. Read in the
 * write transaction, so a step racing the one that completes it is refused too.
 */
export async function loadUnverifiedSelf(trx: Db, userId: number): Promise<UserRow> {
  const user = await findLiveUserById(trx, userId);
  if (!user) throw notFound(SERVER_MESSAGES.notFound);
  if (user.verificationCompletedAt !== null) throw conflict(SERVER_MESSAGES.verifiedDetailsLocked);
  return user;
}

/** One step of the borrower's own verification wizard. */
async function saveOwnStep(deps: AppDeps, { user, changes }: { user: UserRow; changes: UserUpdate }): Promise<UserRow> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx, publish }) => {
    await loadUnverifiedSelf(trx, user.id);
    const updated = await trx
      .updateTable('users')
      .set({ ...changes, updatedAt: now.toISOString() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    publish({ type: 'user_updated', userId: user.id });
    return recordVerificationIfComplete(trx, { user: updated, now });
  });
}

export async function savePersonalDetails(deps: AppDeps, { user, input }: { user: UserRow; input: Verification }): Promise<UserRow> {
  return saveOwnStep(deps, {
    user,
    changes: {
      address: input.address,
      countryWorking: input.countryWorking,
      monthlyIncomeCentavos: toCentavos(input.monthlyIncome),
      loanPurpose: input.loanPurpose,
      contactPersonName: input.contactPersonName,
      contactPersonTel: input.contactPersonTel,
      personalDetailsAt: deps.clock.now().toISOString(),
    },
  });
}

export async function saveBankInfo(deps: AppDeps, { user, input }: { user: UserRow; input: BankInfo }): Promise<UserRow> {
  return saveOwnStep(deps, {
    user,
    changes: { bankName: input.bankName, accountNumber: input.accountNumber, bankInfoAt: deps.clock.now().toISOString() },
  });
}

/**
 * The member's language (issue 15): their screens on every device follow it
 * (the live event refreshes them), and notifications and SMS are written in it.
 */
export async function savePreferences(deps: AppDeps, { user, input }: { user: UserRow; input: Preferences }): Promise<UserRow> {
  const updated = await deps.db
    .updateTable('users')
    .set({ language: input.language, updatedAt: deps.clock.now().toISOString() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  deps.live.publish({ type: 'user_updated', userId: user.id });
  return updated;
}

/**
 * A new password ends every session of the account, this device's included:
 * a copy of its cookie taken before the change must stop working. This
 * device gets a new session at once (same remember-me, so 'Stay Login' stays
 * signed in); its live sockets are sent back to reconnect with the new cookie,
 * the other devices' sockets close.
 */
export async function changePassword(
  deps: AppDeps,
  { user, session, input }: { user: UserRow; session: SessionsTable; input: ChangePassword },
): Promise<{ token: string; session: SessionsTable }> {
  const { clock, rateLimiter, config } = deps;
  if (!(await rateLimiter.hit(`password:account:${user.id}`, config.rateLimits.loginPerAccount))) {
    throw tooManyRequests(SERVER_MESSAGES.rateLimited);
  }
  if (!(await verifySecret(user.passwordHash, input.currentPassword))) {
    throw badRequest(SERVER_MESSAGES.wrongCurrentPassword, { currentPassword: [SERVER_MESSAGES.wrongCurrentPassword] });
  }
  const passwordHash = await hashSecret(input.newPassword);
  const now = clock.now();
  const renewed = await runWrite(deps, async ({ trx, publish }) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: now.toISOString() }).where('id', '=', user.id).execute();
    await invalidateUserSessions(trx, { userId: user.id });
    // Issue 29: a changed password is told on every channel, so a borrower whose session was taken learns of it off the app.
    await createNotification(trx, {
      userId: user.id,
      compose: (t) => ({ title: t.passwordResetTitle, message: t.passwordChangedMessage }),
      type: 'warning',
      color: NOTIFICATION_COLORS.accountIssue,
      now,
      messaging: config.messaging,
    });
    publish({ type: 'session_renewed', userId: user.id, sessionId: session.id });
    publish({ type: 'session_revoked', userId: user.id });
    publish({ type: 'notification_created', userId: user.id });
    return createSession(trx, { userId: user.id, isRemembered: session.isRemembered === 1, now });
  });
  await rateLimiter.reset(`password:account:${user.id}`);
  return renewed;
}
