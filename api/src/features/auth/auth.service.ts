import { BASE_LANGUAGE, isAdminRole, NOTIFICATION_COLORS, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION, SERVER_MESSAGES, type Login, type MfaChallenge, type Register } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import { isUniqueViolation } from '../../db/dialect';
import type { SessionsTable, UserRow } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { countryName, normalizePhone } from '../../lib/phone';
import { generateToken } from '../../lib/tokens';
import { appendAudit } from '../audit';
import { createNotification } from '../notifications';
import { screenMemberIn } from '../compliance';
import { findLiveUsersByEmail, insertUser } from '../users';
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
 * account, so one email cannot be probed from many addresses either. Both
 * limits are counted, and the password hashed, before the email is looked
 * up: a taken email costs a prober what a new account costs, and a staff
 * email answers exactly as a borrower's does (decision 034).
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
  // RA 10173 (decision 023): an old notice's version is refused. SPEC.md's payload carries none: the account is
  // created without consent, and the app asks for it before anything else, as after a new notice (DEPARTURES 13).
  const hasConsented = input.privacyNoticeVersion !== undefined;
  if (hasConsented && input.privacyNoticeVersion !== PRIVACY_NOTICE_VERSION) {
    throw badRequest(PRIVACY_MESSAGES.consentOutdated, { privacyNoticeVersion: [PRIVACY_MESSAGES.consentOutdated] });
  }
  const now = deps.clock.now();
  const passwordHash = await hashSecret(input.password);
  try {
    const created = await runWrite(deps, async ({ trx, publish }) => {
      // Only the borrowers' side: a staff member's email registers a borrower account as a new email
      // would (decision 034), so registration tells no one which emails staff use.
      const accounts = await findLiveUsersByEmail(trx, email);
      if (accounts.some((account) => !isAdminRole(account.role))) throw conflict(SERVER_MESSAGES.emailTaken);
      const staff = accounts.find((account) => isAdminRole(account.role));
      // The log lets the security desk see a borrower account made with a staff member's email.
      if (staff) deps.logger.warn({ event: 'register_staff_email', staffId: staff.id, address }, 'registration with a staff email');
      const user = await insertUser(trx, {
        email,
        passwordHash,
        fullName: input.fullName.trim(),
        contactNumber: phone.e164,
        role: 'borrower',
        registrationCountry: countryName(headerCountry) ?? phone.country,
        ...(hasConsented ? { privacyConsentVersion: PRIVACY_NOTICE_VERSION } : {}),
        language: input.language ?? BASE_LANGUAGE,
        now,
      });
      if (hasConsented) {
        await trx.insertInto('privacyConsents').values({ userId: user.id, noticeVersion: PRIVACY_NOTICE_VERSION, consentedAt: now.toISOString() }).execute();
      }
      // Issue 33: every borrower is screened against the designation lists at registration.
      await screenMemberIn(trx, { userId: user.id, occasion: 'registration', now });
      const { token, session } = await createSession(trx, { userId: user.id, isRemembered: false, now });
      publish({ type: 'user_updated', userId: user.id });
      return { user, token, session };
    });
    // The browser that registered knows the password: it is a known device from now on.
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
  // An email may name a staff account and a borrower account (migration 019): both are tried, staff first.
  const accounts = await findLiveUsersByEmail(db, email);
  const device = await readDeviceCookie(db, deviceCookie);
  const isKnownDevice = device !== null && accounts.some((account) => account.id === device.userId);
  let isAllowed: boolean;
  if (isKnownDevice) {
    isAllowed = await rateLimiter.hit(`login:device:${device.nonce}`, config.rateLimits.loginPerDevice);
  } else if (await someHasSecondFactor(db, accounts)) {
    // Decision 032: this password alone opens nothing (the code step is limited per
    // account), so a stranger's guesses must not lock the owner's new devices out:
    // only the guessing address is limited. Any of the email's accounts (decision 034):
    // a borrower account made with a staff email must not bring the lockout back.
    isAllowed = await rateLimiter.hit(`login:address:${address}`, config.rateLimits.loginPerAddress);
  } else {
    const accountAllowed = await rateLimiter.hit(`login:account:${email}`, config.rateLimits.loginPerAccount);
    const addressAllowed = await rateLimiter.hit(`login:address:${address}`, config.rateLimits.loginPerAddress);
    isAllowed = accountAllowed && addressAllowed;
  }
  if (!isAllowed) throw tooManyRequests(SERVER_MESSAGES.rateLimited);

  const user = await accountMatching(deps, accounts, input.password);
  if (!user) throw unauthorized(SERVER_MESSAGES.invalidCredentials);
  if (user.isActive !== 1) throw forbidden(SERVER_MESSAGES.inactiveAccount);
  const mfa = await challengeFor(deps, user);
  const { token, session } = await createSession(db, { userId: user.id, isRemembered: input.rememberMe === true, now: clock.now(), isMfaPending: mfa !== null });
  // With a second factor the browser becomes a known device only once the code is right.
  return { user, token, session, mfa, deviceCookie: mfa ? null : await issueDeviceCookie(db, user.id) };
}

async function someHasSecondFactor(db: AppDeps['db'], accounts: readonly UserRow[]): Promise<boolean> {
  for (const account of accounts) {
    if (await hasSecondFactor(db, account.id)) return true;
  }
  return false;
}

/** The first of `accounts` whose password this is; an unknown email is checked against a real hash all the same. */
async function accountMatching(deps: AppDeps, accounts: UserRow[], password: string): Promise<UserRow | null> {
  if (accounts.length === 0) {
    await verifySecret(await dummyHash(deps), password);
    return null;
  }
  for (const account of accounts) {
    if (await verifySecret(account.passwordHash, password)) return account;
  }
  return null;
}

/** Sets a password for someone else (admin action): every session of theirs ends. */
export async function setPasswordByAdmin(
  deps: AppDeps,
  { actor, target, password, action }: { actor: UserRow; target: UserRow; password: string; action: string },
): Promise<void> {
  const passwordHash = await hashSecret(password);
  const now = deps.clock.now();
  await runWrite(deps, async ({ trx, publish }) => {
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
      messaging: deps.config.messaging,
    });
    publish({ type: 'session_revoked', userId: target.id });
    publish({ type: 'notification_created', userId: target.id });
  });
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
    if ((await findLiveUsersByEmail(trx, adminEmail)).length > 0) {
      // Never promote an existing member by configuration.
      throw new AppError({ code: 'config', status: 500, message: `MAIN_ADMIN_EMAIL ${adminEmail} already belongs to another account` });
    }
    await insertUser(trx, { email: adminEmail, passwordHash, fullName: 'Main Administrator', contactNumber: '', role: 'main_admin', registrationCountry: null, now });
  });
  return { email: adminEmail, generatedPassword };
}

