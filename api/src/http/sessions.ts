import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import { compileOnce } from '../db/compile-once';
import type { Db } from '../db/connection';
import type { SessionsTable, UserRow } from '../db/schema';
import { addMs, DAY, HOUR, MINUTE, toIso } from '../lib/clock';
import { cachedMember, rememberMember } from './member-cache';
import { cookieName } from '../lib/cookies';
import { generateToken, hashToken } from '../lib/tokens';

const SESSION_COOKIE = 'session';

export function sessionCookieName(config: Pick<AppConfig, 'cookieSecure'>): string {
  return cookieName(config, SESSION_COOKIE);
}

// OWASP ASVS 5 V7.3: every session has both an inactivity timeout and an
// absolute lifetime. Remember-me only widens them; it never makes a session
// endless.
const SESSION_POLICY = {
  remembered: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  browser: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  /** Polling reads stay read-only: last-seen moves at most once an hour. */
  touchEveryMs: HOUR,
  /** A session waiting for its second factor (decision 032) lasts long enough to type a code, no more. */
  mfaPendingMs: 10 * MINUTE,
} as const;

export interface ValidSession {
  session: SessionsTable;
  user: UserRow;
  isRefreshed: boolean;
  /** The member's version in poll_versions, read with the session (decision 026). */
  memberVersion: number;
}

/**
 * `isMfaPending`: the password was right and the second factor is due; the
 * session keeps the remember-me wish for the full session that replaces it,
 * and lives only SESSION_POLICY.mfaPendingMs.
 */
export async function createSession(
  db: Db,
  { userId, isRemembered, now, isMfaPending = false }: { userId: number; isRemembered: boolean; now: Date; isMfaPending?: boolean },
): Promise<{ token: string; session: SessionsTable }> {
  const token = generateToken();
  const policy = isMfaPending
    ? { idleMs: SESSION_POLICY.mfaPendingMs, absoluteMs: SESSION_POLICY.mfaPendingMs }
    : isRemembered
      ? SESSION_POLICY.remembered
      : SESSION_POLICY.browser;
  const session: SessionsTable = {
    id: hashToken(token),
    userId,
    isRemembered: isRemembered ? 1 : 0,
    createdAt: toIso(now),
    lastSeenAt: toIso(now),
    idleExpiresAt: toIso(addMs(now, policy.idleMs)),
    absoluteExpiresAt: toIso(addMs(now, policy.absoluteMs)),
    mfaPending: isMfaPending ? 1 : 0,
  };
  await db.insertInto('sessions').values(session).execute();
  return { token, session };
}

// Run on every request, compiled once (compile-once.ts): the session and its
// member's version (decision 026); the member's row comes from the member
// cache while that version holds, else from the second query.
const sessionWithVersionById = compileOnce((db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .leftJoin('pollVersions', 'pollVersions.userId', 'sessions.userId')
    .selectAll('sessions')
    .select('pollVersions.version as memberVersion')
    .where('sessions.id', '=', id),
);

const liveMemberById = compileOnce((db: Db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).where('deletedAt', 'is', null));

/** The member of a session, from the cache when their version is unchanged (null: deleted). */
async function memberOf(db: Db, userId: number, version: number): Promise<UserRow | null> {
  const cached = cachedMember(db, userId, version);
  if (cached) return cached;
  const [user] = await liveMemberById(db, userId);
  return user ? rememberMember(db, user, version) : null;
}

type StoredSession =
  | { state: 'ended'; session: SessionsTable }
  | { state: 'due' | 'current'; session: SessionsTable; user: UserRow; memberVersion: number };

/**
 * A session as stored, read without changing anything: `ended` (expired, or
 * its member deleted or deactivated: the next check deletes it), `due` (in
 * use, and its last-seen is an hour old or more: the next activity moves it),
 * or `current`. Null: no such session.
 */
export async function readSession(
  db: Db,
  { token, now }: { token: string; now: Date },
): Promise<StoredSession | null> {
  const [row] = await sessionWithVersionById(db, hashToken(token));
  if (!row) return null;
  const { memberVersion: version, ...session } = row;
  const memberVersion = Number(version ?? 0);
  const user = await memberOf(db, session.userId, memberVersion);
  const nowIso = toIso(now);
  if (nowIso >= session.idleExpiresAt || nowIso >= session.absoluteExpiresAt || !user || user.isActive !== 1) {
    return { state: 'ended', session };
  }
  const state = now.getTime() - Date.parse(session.lastSeenAt) < SESSION_POLICY.touchEveryMs ? 'current' : 'due';
  return { state, session, user, memberVersion };
}

/**
 * The one session check (HTTP middleware, live channel, and the hot reads
 * through readSession). `isActivity: false` checks without moving last-seen:
 * a socket's heartbeat is not the member using the app, so it must not keep
 * an idle session alive.
 */
export async function validateSessionToken(
  db: Db,
  { token, now, isActivity = true }: { token: string; now: Date; isActivity?: boolean },
): Promise<ValidSession | null> {
  const found = await readSession(db, { token, now });
  if (!found) return null;
  if (found.state === 'ended') {
    await db.deleteFrom('sessions').where('id', '=', found.session.id).execute();
    return null;
  }
  const { session, user, memberVersion } = found;
  if (!isActivity || found.state === 'current') return { session, user, isRefreshed: false, memberVersion };
  const nowIso = toIso(now);
  const policy = session.isRemembered ? SESSION_POLICY.remembered : SESSION_POLICY.browser;
  // A pending session never outlives its absolute end, which the min below keeps.
  const idle = toIso(addMs(now, policy.idleMs));
  const touched: SessionsTable = {
    ...session,
    lastSeenAt: nowIso,
    idleExpiresAt: idle < session.absoluteExpiresAt ? idle : session.absoluteExpiresAt,
  };
  await db
    .updateTable('sessions')
    .set({ lastSeenAt: touched.lastSeenAt, idleExpiresAt: touched.idleExpiresAt })
    .where('id', '=', session.id)
    .execute();
  return { session: touched, user, isRefreshed: true, memberVersion };
}

/** Expired sessions are refused when presented; this also removes the ones never presented again. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const nowIso = toIso(now);
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('idleExpiresAt', '<=', nowIso), eb('absoluteExpiresAt', '<=', nowIso)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Revokes every session of a user, optionally keeping the one in use. */
export async function invalidateUserSessions(db: Db, { userId, exceptId }: { userId: number; exceptId?: string }) {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export function setSessionCookie(c: Context<AppEnv>, { token, session }: { token: string; session: SessionsTable }) {
  const { config } = c.var.deps;
  setCookie(c, sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.cookieSecure,
    path: '/',
    // Without remember-me the cookie ends with the browser session.
    ...(session.isRemembered && session.mfaPending !== 1
      ? { expires: new Date(session.idleExpiresAt < session.absoluteExpiresAt ? session.idleExpiresAt : session.absoluteExpiresAt) }
      : {}),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const { config } = c.var.deps;
  deleteCookie(c, sessionCookieName(config), { path: '/', secure: config.cookieSecure, httpOnly: true, sameSite: 'Lax' });
}
