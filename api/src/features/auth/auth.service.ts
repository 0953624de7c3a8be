import { BASE_LANGUAGE, NOTIFICATION_COLORS, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION, SERVER_MESSAGES, type Login, type MfaChallenge, type Register } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { isUniqueViolation } from '../../db/dialect';
import type { SessionsTable, UserRow } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { countryName, normalizePhone } from '../../lib/phone';
import { generateToken } from '../../lib/tokens';
import { appendAudit } from '../audit';
import { createNotification } from '../notifications';
import { findLiveUserByEmail, insertUser } from '../users';
import { issueDeviceCookie, readDeviceCookie } from './device-cookie.service';
import { challengeFor, hasSecondFactor } from './second-factor.service';
import { createSession, invalidateSession, invalidateUserSessions } from '../../http/sessions';

// Verifying against a real hash for unknown emails keeps the time of a
// failed login the same whether or not the account exists.
const dummyHashes = new WeakMap<object, Promise<string>>();
function dummyHash(deps: AppDeps): Promise<string> {
  let hashed = dummyHashes.get(deps);
  if (!hashed) {
    hashed = hashSecret(generateToken());
    dummyHashes.set(deps, hashed);
  }
  return hashed;
}

/**
 * Rate-limited per address, and per email: a 409 says an email has an
 * account, so one email cannot be probed from many addresses either.
 */
export async function registerBorrower(
  deps: AppDeps,
  { input, address, headerCountry }: { input: Register; address: string; headerCountry: string | null },
): Promise<{ user: UserRow; token: string; session: SessionsTable; deviceCookie: string }> {
  const { rateLimiter, config } = deps;
  const email = input.email.trim().toLowerCase();
  const isAddressAllowed = await rateLimiter.hit(`register:address:${address}`, config.rateLimits.registerPerAddress);
  const isAccountAllowed = await rateLimiter.hit(`register:account:${email}`, config.rateLimits.registerPerAccount);
  if (!isAddressAllowed || !isAccountAllowed) throw tooManyRequests(SERVER_MESSAGES.rateLimited);
  const phone = normalizePhone(input.contactNumber);
  if (!phone) {
    throw badRequest(SERVER_MESSAGES.invalidContactNumber, { contactNumber: [SERVER_MESSAGES.invalidContactNumber] });
  }
  // RA 10173: no account without consent to the notice in force (decision 023).
  if (!input.privacyNoticeVersion) throw badRequest(PRIVACY_MESSAGES.consentRequired, { privacyNoticeVersion: [PRIVACY_MESSAGES.consentRequired] });
  if (input.privacyNoticeVersion !== PRIVACY_NOTICE_VERSION) {
    throw badRequest(PRIVACY_MESSAGES.consentOutdated, { privacyNoticeVersion: [PRIVACY_MESSAGES.consentOutdated] });
  }
  const now = deps.clock.now();
  const passwordHash = await hashSecret(input.password);
  try {
    const created = await deps.db.transaction().execute(async (trx) => {
      if (await findLiveUserByEmail(trx, email)) throw conflict(SERVER_MESSAGES.emailTaken);
      const user = await insertUser(trx, {
        email,
        passwordHash,
        fullName: input.fullName.trim(),
        contactNumber: phone.e164,
        role: 'borrower',
        registrationCountry: countryName(headerCountry) ?? phone.country,
        privacyConsentVersion: PRIVACY_NOTICE_VERSION,
        language: input.language ?? BASE_LANGUAGE,
        now,
      });
      await trx.insertInto('privacyConsents').values({ userId: user.id, noticeVersion: PRIVACY_NOTICE_VERSION, consentedAt: now.toISOString() }).execute();
      const { token, session } = await createSession(trx, { userId: user.id, isRemembered: false, now });
      return { user, token, session };
    });
    // The browser that registered knows the password: it is a known device from now on.
    deps.live.publish({ type: 'user_updated', userId: created.user.id });
    return { ...created, deviceCookie: await issueDeviceCookie(deps.db, created.user.id) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailTaken);
    throw error;
  }
}

/** Ends one session; its live sockets close (live.socket re-checks them). */
export async function endSession(deps: AppDeps, session: SessionsTable): Promise<void> {
  await invalidateSession(deps.db, session.id);
  deps.live.publish({ type: 'session_revoked', userId: session.userId });
}

/**
 * OWASP device cookies against lockout denial (issue 10): a sign-in bringing
 * a valid device cookie for this account is counted against that device
 * alone; any other (an unknown device) against the account, from all
 * addresses together, and against its address. Both are counted before the
 * password check and never reset by a success, so no more than the account's
 * limit of guesses per window from unknown devices ever reach the check, and
 * strangers using them up cannot keep the owner's known devices out.
 */
export async function login(
  deps: AppDeps,
  { input, address, deviceCookie }: { input: Login; address: string; deviceCookie: string | undefined },
): Promise<{ user: UserRow; token: string; session: SessionsTable; mfa: MfaChallenge | null; deviceCookie: string | null }> {
  const { db, clock, rateLimiter, config } = deps;
  const email = input.email.trim().toLowerCase();
  const user = await findLiveUserByEmail(db, email);
  const device = await readDeviceCookie(db, deviceCookie);
  const isKnownDevice = device !== null && device.userId === user?.id;
  let isAllowed: boolean;
  if (isKnownDevice) {
    isAllowed = await rateLimiter.hit(`login:device:${device.nonce}`, config.rateLimits.loginPerDevice);
  } else if (user && (await hasSecondFactor(db, user.id))) {
    // Decision 032: this password alone opens nothing (the code step is limited per
    // account), so a stranger's guesses must not lock the owner's new devices out:
    // only the guessing address is limited.
    isAllowed = await rateLimiter.hit(`login:address:${address}`, config.rateLimits.loginPerAddress);
  } else {
    const accountAllowed = await rateLimiter.hit(`login:account:${email}`, config.rateLimits.loginPerAccount);
    const addressAllowed = await rateLimiter.hit(`login:address:${address}`, config.rateLimits.loginPerAddress);
    isAllowed = accountAllowed && addressAllowed;
  }
  if (!isAllowed) throw tooManyRequests(SERVER_MESSAGES.rateLimited);

  const isMatch = await verifySecret(user?.passwordHash ?? (await dummyHash(deps)), input.password);
  if (!user || !isMatch) throw unauthorized(SERVER_MESSAGES.invalidCredentials);
  if (user.isActive !== 1) throw forbidden(SERVER_MESSAGES.inactiveAccount);
  const mfa = await challengeFor(deps, user);
  const { token, session } = await createSession(db, { userId: user.id, isRemembered: input.rememberMe === true, now: clock.now(), isMfaPending: mfa !== null });
  // With a second factor the browser becomes a known device only once the code is right.
  return { user, token, session, mfa, deviceCookie: mfa ? null : await issueDeviceCookie(db, user.id) };
}

/** Sets a password for someone else (admin action): every session of theirs ends. */
export async function setPasswordByAdmin(
  deps: AppDeps,
  { actor, target, password, action }: { actor: UserRow; target: UserRow; password: string; action: string },
): Promise<void> {
  const passwordHash = await hashSecret(password);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: now.toISOString() }).where('id', '=', target.id).execute();
    await invalidateUserSessions(trx, { userId: target.id });
    await appendAudit(trx, {
      actor,
      action,
      targetType: 'user',
      targetId: target.id,
      before: { password: 'set' },
      after: { password: 'changed' },
      now,
    });
    await createNotification(trx, {
      userId: target.id,
      compose: (t) => ({ title: t.passwordResetTitle, message: t.passwordResetMessage }),
      type: 'warning',
      color: NOTIFICATION_COLORS.accountIssue,
      now,
    });
  });
  deps.live.publish({ type: 'session_revoked', userId: target.id });
  deps.live.publish({ type: 'notification_created', userId: target.id });
}

/**
 * On a start where no main admin exists, create one: from the configured
 * email and password, or admin@example.com with a random password that is
 * returned once so the caller can print it.
 */
export async function ensureMainAdmin(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  { email, password }: { email: string | null; password: string | null },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const existing = await deps.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'main_admin')
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (existing) return null;
  const adminEmail = (email ?? 'admin@example.com').toLowerCase();
  if (password !== null && (password.length < 8 || password.length > 128)) {
    throw new AppError({ code: 'config', status: 500, message: 'MAIN_ADMIN_PASSWORD must be 8 to 128 characters' });
  }
  const generatedPassword = password === null ? generateToken() : null;
  const passwordHash = await hashSecret(password ?? (generatedPassword as string));
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (await findLiveUserByEmail(trx, adminEmail)) {
      // Never promote an existing member by configuration.
      throw new AppError({ code: 'config', status: 500, message: `MAIN_ADMIN_EMAIL ${adminEmail} already belongs to another account` });
    }
    await insertUser(trx, { email: adminEmail, passwordHash, fullName: 'Main Administrator', contactNumber: '', role: 'main_admin', registrationCountry: null, now });
  });
  return { email: adminEmail, generatedPassword };
}

