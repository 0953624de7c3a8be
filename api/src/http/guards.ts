import { isAdminRole, MFA_MESSAGES, SERVER_MESSAGES, type StaffDuty } from '@app/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { SessionsTable, UserRow } from '../db/schema';
import { readCookie } from '../lib/cookies';
import { forbidden, refused, unauthorized } from '../lib/errors';
import { refusing } from '../lib/openapi';
import { assertDuty } from '../lib/staff-duties';
import { clearSessionCookie, sessionCookieName, setSessionCookie, validateSessionToken } from './sessions';

const OPEN_BEFORE_SECOND_FACTOR = new Set(['POST /api/auth/mfa/enroll', 'POST /api/auth/mfa/verify', 'POST /api/auth/login', 'POST /api/auth/logout']);

export const loadSession = refusing(['mfa_required'], createMiddleware<AppEnv>(async (c, next) => {
  // c.get, not c.var: every c.var builds an object of all the variables.
  const { db, clock, config } = c.get('deps');
  const token = readCookie(c, sessionCookieName(config));
  c.set('user', null);
  c.set('session', null);
  c.set('memberVersion', null);
  if (token) {
    const valid = await validateSessionToken(db, { token, now: clock.now() });
    if (valid) {
      // Decision 032: a session whose second factor is still due opens the code step, and nothing else.
      if (valid.session.mfaPending === 1 && !OPEN_BEFORE_SECOND_FACTOR.has(`${c.req.method} ${c.req.path}`)) {
        throw refused(403, 'mfa_required', MFA_MESSAGES.required);
      }
      c.set('user', valid.user);
      c.set('session', valid.session);
      c.set('memberVersion', valid.memberVersion);
      if (valid.isRefreshed && valid.session.isRemembered) setSessionCookie(c, { token, session: valid.session });
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
}));

export function currentUser(c: { get: (key: 'user') => UserRow | null }): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized(SERVER_MESSAGES.sessionRequired);
  return user;
}

export function currentSession(c: { get: (key: 'session') => SessionsTable | null }): SessionsTable {
  const session = c.get('session');
  if (!session) throw unauthorized(SERVER_MESSAGES.sessionRequired);
  return session;
}

export const requireUser = refusing(['session_required'], createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c);
  await next();
}));

export const requireAdmin = refusing(['session_required', 'forbidden'], createMiddleware<AppEnv>(async (c, next) => {
  if (!isAdminRole(currentUser(c).role)) throw forbidden(SERVER_MESSAGES.forbidden);
  await next();
}));

/**
 * Staff duties (DEPARTURES 15): the call needs one of `duties` (reads that
 * several duties need to do their work name them all). Comes after
 * requireAdmin, so a borrower is still told 403 forbidden as before.
 */
export const requireDuty = (...duties: [StaffDuty, ...StaffDuty[]]) =>
  refusing(['session_required', 'duty_required'], createMiddleware<AppEnv>(async (c, next) => {
    assertDuty(currentUser(c), duties);
    await next();
  }));

export const requireMainAdmin = refusing(['session_required', 'main_admin_only'], createMiddleware<AppEnv>(async (c, next) => {
  if (currentUser(c).role !== 'main_admin') throw forbidden(SERVER_MESSAGES.mainAdminOnly);
  await next();
}));
