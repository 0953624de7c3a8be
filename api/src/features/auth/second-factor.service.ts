import { COMPANY, isAdminRole, MFA_MESSAGES, type MfaChallenge } from '@app/domain';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { encodeBase32LowerCaseNoPadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createCipheriv, createDecipheriv, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import type { Db } from '../../db/connection';
import type { SessionsTable, UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, tooManyRequests } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { createSession, invalidateSession, invalidateUserSessions } from '../../http/sessions';
import { appendAudit } from '../audit';

/*
 * Decision 032: TOTP of RFC 6238 (HMAC-SHA-1, 6 digits, 30-second steps)
 * computed with @oslojs/otp's HOTP on the step of the app's clock (never
 * Date.now(), so tests and the server agree on the time), a code of the step
 * before or after accepted for a phone's clock drift, and each step accepted
 * at most once per account (replay). The secret is stored encrypted with
 * AES-256-GCM under the server key `second_factor` (migration 016): a copy
 * of the users' rows alone does not give anyone's codes.
 */

const STEP_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now whose code is accepted. */
const DRIFT_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;
const KEY_NAME = 'second_factor';
const TOTP_SHAPE = /^\d{6}$/;

async function serverKey(db: Db): Promise<Buffer> {
  const row = await db.selectFrom('serverKeys').select('secret').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}

async function seal(db: Db, secret: Uint8Array): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await serverKey(db), iv);
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

async function unseal(db: Db, stored: string): Promise<Uint8Array> {
  const [iv = '', sealed = '', tag = ''] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', await serverKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]));
}

/** The 30-second step an instant falls in. */
function stepOf(now: Date): number {
  return Math.floor(now.getTime() / (STEP_SECONDS * 1000));
}

function secondFactorOf(db: Db, userId: number) {
  return db.selectFrom('secondFactors').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Whether the account has a confirmed second factor: its password alone then opens nothing. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return (await secondFactorOf(db, userId))?.enabledAt != null;
}

/** A new secret waiting for its first code (it replaces any earlier one not confirmed); what the authenticator app needs. */
async function startEnrolment(deps: AppDeps, user: UserRow): Promise<{ secret: string; uri: string }> {
  const key = new Uint8Array(randomBytes(20));
  const sealed = await seal(deps.db, key);
  const now = deps.clock.now().toISOString();
  await deps.db
    .insertInto('secondFactors')
    .values({ userId: user.id, secret: sealed, enabledAt: null, lastStep: null, createdAt: now })
    .onConflict((c) => c.column('userId').doUpdateSet({ secret: sealed, enabledAt: null, lastStep: null, createdAt: now }))
    .execute();
  return { secret: encodeBase32UpperCaseNoPadding(key), uri: createTOTPKeyURI(COMPANY.name, user.email, key, STEP_SECONDS, DIGITS) };
}

/**
 * After a right password: the code step this account needs, or null when it
 * signs in with the password alone (a borrower who has not turned TOTP on).
 * Staff always need one: the first time they enrol.
 */
export async function challengeFor(deps: AppDeps, user: UserRow): Promise<MfaChallenge | null> {
  if (await hasSecondFactor(deps.db, user.id)) return { state: 'verify' };
  if (!isAdminRole(user.role)) return null;
  return { state: 'enroll', ...(await startEnrolment(deps, user)) };
}

/** A borrower turning TOTP on from ACCOUNT: the secret to scan; the first code confirms it (enrol). */
export async function startBorrowerEnrolment(deps: AppDeps, user: UserRow): Promise<{ secret: string; uri: string }> {
  if (isAdminRole(user.role)) throw conflict(MFA_MESSAGES.staffAlwaysOn);
  if (await hasSecondFactor(deps.db, user.id)) throw conflict(MFA_MESSAGES.alreadyOn);
  return startEnrolment(deps, user);
}

/** Counted before the check, whatever its outcome, so parallel guesses cannot pass the limit; a success clears the count. */
async function countAttempt(deps: AppDeps, userId: number): Promise<string> {
  const key = `mfa:account:${userId}`;
  if (!(await deps.rateLimiter.hit(key, deps.config.rateLimits.mfaPerAccount))) throw tooManyRequests(MFA_MESSAGES.tooManyCodes);
  return key;
}

/**
 * Accepts a TOTP code of this step or one either side, once: the step is
 * recorded with a conditional update, so of two requests with the same code
 * only one passes. Throws the answer for a wrong or reused code.
 */
async function acceptTotp(deps: AppDeps, userId: number, code: string): Promise<void> {
  const factor = await secondFactorOf(deps.db, userId);
  if (!factor) throw badRequest(MFA_MESSAGES.nothingToConfirm);
  const key = await unseal(deps.db, factor.secret);
  const now = stepOf(deps.clock.now());
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step += 1) {
    const expected = Buffer.from(generateHOTP(key, BigInt(step), DIGITS));
    if (!timingSafeEqual(expected, Buffer.from(code.padEnd(DIGITS).slice(0, DIGITS)))) continue;
    const result = await deps.db
      .updateTable('secondFactors')
      .set({ lastStep: step })
      .where('userId', '=', userId)
      .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return;
    throw badRequest(MFA_MESSAGES.codeUsed, { code: [MFA_MESSAGES.codeUsed] });
  }
  throw badRequest(MFA_MESSAGES.invalidCode, { code: [MFA_MESSAGES.invalidCode] });
}

const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Uses one unused recovery code (once: a conditional update); throws the wrong-code answer otherwise. */
async function acceptRecoveryCode(deps: AppDeps, userId: number, code: string): Promise<void> {
  const result = await deps.db
    .updateTable('recoveryCodes')
    .set({ usedAt: deps.clock.now().toISOString() })
    .where('userId', '=', userId)
    .where('codeHash', '=', hashToken(normalRecoveryCode(code)))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw badRequest(MFA_MESSAGES.invalidCode, { code: [MFA_MESSAGES.invalidCode] });
}

/** A TOTP code (6 digits) or a recovery code, rate limited per account. */
async function acceptCode(deps: AppDeps, userId: number, code: string, { isRecoveryAllowed }: { isRecoveryAllowed: boolean }): Promise<'totp' | 'recovery'> {
  const limitKey = await countAttempt(deps, userId);
  const compact = code.replace(/\s/g, '');
  if (TOTP_SHAPE.test(compact)) await acceptTotp(deps, userId, compact);
  else if (isRecoveryAllowed) await acceptRecoveryCode(deps, userId, code);
  else throw badRequest(MFA_MESSAGES.invalidCode, { code: [MFA_MESSAGES.invalidCode] });
  await deps.rateLimiter.reset(limitKey);
  return TOTP_SHAPE.test(compact) ? 'totp' : 'recovery';
}

function newRecoveryCode(): string {
  const raw = encodeBase32LowerCaseNoPadding(new Uint8Array(randomBytes(7))).slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** The full session that replaces a pending one (or the one in use): a new token, the old one ends. */
async function rotate(db: Db, session: SessionsTable, now: Date): Promise<{ token: string; session: SessionsTable }> {
  await invalidateSession(db, session.id);
  return createSession(db, { userId: session.userId, isRemembered: session.isRemembered === 1, now });
}

/**
 * The first code confirms the secret: the second factor is on, ten recovery
 * codes are made (shown once), the session is rotated. Not audited: the
 * member's own step, like a sign-in; what others do to it (reset) is.
 */
export async function confirmEnrolment(
  deps: AppDeps,
  { user, session, code }: { user: UserRow; session: SessionsTable; code: string },
): Promise<{ recoveryCodes: string[]; token: string; session: SessionsTable }> {
  const factor = await secondFactorOf(deps.db, user.id);
  if (!factor || factor.enabledAt !== null) throw badRequest(MFA_MESSAGES.nothingToConfirm);
  await acceptCode(deps, user.id, code, { isRecoveryAllowed: false });
  const now = deps.clock.now();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const renewed = await runWrite(deps, async ({ trx, publish }) => {
    await trx.updateTable('secondFactors').set({ enabledAt: now.toISOString() }).where('userId', '=', user.id).execute();
    await trx.deleteFrom('recoveryCodes').where('userId', '=', user.id).execute();
    await trx
      .insertInto('recoveryCodes')
      .values(recoveryCodes.map((rc) => ({ userId: user.id, codeHash: hashToken(normalRecoveryCode(rc)), usedAt: null, createdAt: now.toISOString() })))
      .execute();
    // The page's live socket still holds the old token: sent back for the new cookie
    // (as after a password change), where a later session check would end it as signed out.
    publish({ type: 'session_renewed', userId: user.id, sessionId: session.id });
    return rotate(trx, session, now);
  });
  return { recoveryCodes, ...renewed };
}

/** The code step of a sign-in: a TOTP or a recovery code; the pending session becomes a full one with a new token. */
export async function completeSignIn(
  deps: AppDeps,
  { user, session, code }: { user: UserRow; session: SessionsTable; code: string },
): Promise<{ token: string; session: SessionsTable }> {
  if (session.mfaPending !== 1) throw badRequest(MFA_MESSAGES.notPending);
  if (!(await hasSecondFactor(deps.db, user.id))) throw badRequest(MFA_MESSAGES.nothingToConfirm);
  const kind = await acceptCode(deps, user.id, code, { isRecoveryAllowed: true });
  if (kind === 'recovery') {
    const now = deps.clock.now();
    await runWrite(deps, ({ trx }) =>
      appendAudit(trx, { actor: user, action: 'mfa_recovery_code_used', targetType: 'user', targetId: user.id, before: null, after: null, now }),
    );
  }
  // One transaction: a crash between the two steps would otherwise end the old session without its successor.
  return runWrite(deps, ({ trx }) => rotate(trx, session, deps.clock.now()));
}

/** A borrower turning TOTP off: a code (or recovery code) proves the phone is theirs. */
export async function turnOff(deps: AppDeps, { user, code }: { user: UserRow; code: string }): Promise<void> {
  if (isAdminRole(user.role)) throw forbidden(MFA_MESSAGES.staffAlwaysOn);
  if (!(await hasSecondFactor(deps.db, user.id))) throw conflict(MFA_MESSAGES.notOn);
  await acceptCode(deps, user.id, code, { isRecoveryAllowed: true });
  await removeSecondFactor(deps, { actor: user, target: user, action: 'mfa_turned_off' });
}

/** Removes a member's second factor and recovery codes (audited); staff enrol again at their next sign-in. */
async function removeSecondFactor(deps: AppDeps, { actor, target, action }: { actor: UserRow; target: UserRow; action: string }): Promise<void> {
  const now = deps.clock.now();
  await runWrite(deps, async ({ trx }) => {
    const had = await trx.selectFrom('secondFactors').select('enabledAt').where('userId', '=', target.id).executeTakeFirst();
    await trx.deleteFrom('recoveryCodes').where('userId', '=', target.id).execute();
    await trx.deleteFrom('secondFactors').where('userId', '=', target.id).execute();
    await appendAudit(trx, {
      actor,
      action,
      targetType: 'user',
      targetId: target.id,
      before: { secondFactor: had?.enabledAt ? 'totp' : 'none' },
      after: { secondFactor: 'none' },
      now,
    });
  });
}

/** The main admin's reset of an admin's second factor (audited): their sessions end, and they enrol again at the next sign-in. */
export async function resetSecondFactor(deps: AppDeps, { actor, target }: { actor: UserRow; target: UserRow }): Promise<void> {
  await removeSecondFactor(deps, { actor, target, action: 'admin.mfa_reset' });
  await invalidateUserSessions(deps.db, { userId: target.id });
  deps.live.publish({ type: 'session_revoked', userId: target.id });
}
