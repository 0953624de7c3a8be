import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import { compileOnce } from '../db/compile-once';
import type { Db } from '../db/connection';
import type { SessionsTable, UserRow } from '../db/schema';
import { addMs, DAY, HOUR, toIso } from '../lib/clock';
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
} as const;

export interface ValidSession {
  session: SessionsTable;
  user: UserRow;
  isRefreshed: boolean;
}

export async function createSession(
  db: Db,
  { userId, isRemembered, now }: { userId: number; isRemembered: boolean; now: Date },
): Promise<{ token: string; session: SessionsTable }> {
  const token = generateToken();
  const policy = isRemembered ? SESSION_POLICY.remembered : SESSION_POLICY.browser;
  const session: SessionsTable = {
    id: hashToken(token),
    userId,
    isRemembered: isRemembered ? 1 : 0,
    createdAt: toIso(now),
    lastSeenAt: toIso(now),
    idleExpiresAt: toIso(addMs(now, policy.idleMs)),
    absoluteExpiresAt: toIso(addMs(now, policy.absoluteMs)),
  };
  await db.insertInto('sessions').values(session).execute();
  return { token, session };
}

// Run on every request: one query for the session and its member, compiled once (compile-once.ts).
const sessionWithUserById = compileOnce((db: Db, id: string) =>
  db
    .selectFrom('sessions')
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'sessions.userId').on('users.deletedAt', 'is', null))
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.userId as sessionUserId',
      'sessions.isRemembered as sessionIsRemembered',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.idleExpiresAt as sessionIdleExpiresAt',
      'sessions.absoluteExpiresAt as sessionAbsoluteExpiresAt',
    ])
    .where('sessions.id', '=', id),
);

type SessionWithUserRow = Awaited<ReturnType<typeof sessionWithUserById>>[number];

/** The row split into the session and its member (null: deleted). */
function splitSessionRow({
  sessionId,
  sessionUserId,
  sessionIsRemembered,
  sessionCreatedAt,
  sessionLastSeenAt,
  sessionIdleExpiresAt,
  sessionAbsoluteExpiresAt,
  ...user
}: SessionWithUserRow): { session: SessionsTable; user: UserRow | null } {
  const session: SessionsTable = {
    id: sessionId,
    userId: sessionUserId,
    isRemembered: sessionIsRemembered,
    createdAt: sessionCreatedAt,
    lastSeenAt: sessionLastSeenAt,
    idleExpiresAt: sessionIdleExpiresAt,
    absoluteExpiresAt: sessionAbsoluteExpiresAt,
  };
  return { session, user: user.id === null ? null : (user as UserRow) };
}

/**
 * The one session check (HTTP middleware and live channel). `isActivity:
 * false` checks without moving last-seen: a socket's heartbeat is not the
 * member using the app, so it must not keep an idle session alive.
 */
export async function validateSessionToken(
  db: Db,
  { token, now, isActivity = true }: { token: string; now: Date; isActivity?: boolean },
): Promise<ValidSession | null> {
  const [row] = await sessionWithUserById(db, hashToken(token));
  if (!row) return null;
  const { session, user } = splitSessionRow(row);
  const nowIso = toIso(now);
  if (nowIso >= session.idleExpiresAt || nowIso >= session.absoluteExpiresAt || !user || user.isActive !== 1) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return null;
  }
  if (!isActivity || now.getTime() - Date.parse(session.lastSeenAt) < SESSION_POLICY.touchEveryMs) {
    return { session, user, isRefreshed: false };
  }
  const policy = session.isRemembered ? SESSION_POLICY.remembered : SESSION_POLICY.browser;
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
  return { session: touched, user, isRefreshed: true };
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
    ...(session.isRemembered
      ? { expires: new Date(session.idleExpiresAt < session.absoluteExpiresAt ? session.idleExpiresAt : session.absoluteExpiresAt) }
      : {}),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const { config } = c.var.deps;
  deleteCookie(c, sessionCookieName(config), { path: '/', secure: config.cookieSecure, httpOnly: true, sameSite: 'Lax' });
}
