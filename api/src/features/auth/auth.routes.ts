import { ChangePasswordSchema, LoginSchema, RegisterSchema, SERVER_MESSAGES } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import type { SessionsTable } from '../../db/schema';
import { clientAddress } from '../../lib/request';
import { tooManyRequests } from '../../lib/errors';
import { valid } from '../../lib/validate';
import { toPublicUser } from '../users/users.queries';
import { currentUser, requireUser } from './auth.middleware';
import { changePassword, login, registerBorrower } from './auth.service';
import { getDeviceCookie, setDeviceCookie } from './device-cookie';
import { clearSessionCookie, invalidateSession, setSessionCookie } from './sessions.service';

/** Ends one session; its live sockets close (live.socket re-checks them). */
async function endSession(deps: AppDeps, session: SessionsTable): Promise<void> {
  await invalidateSession(deps.db, session.id);
  deps.live.publish({ type: 'session_revoked', userId: session.userId });
}

export const authRoutes = new Hono<AppEnv>()
  .get('/me', requireUser, async (c) => {
    const { db, clock } = c.var.deps;
    return c.json({ user: await toPublicUser(db, currentUser(c), clock.now()) });
  })
  .post('/register', valid('json', RegisterSchema), async (c) => {
    const deps = c.var.deps;
    // Per address, and per email: a 409 says an email has an account, so
    // one email cannot be probed from many addresses either.
    const email = c.req.valid('json').email.trim().toLowerCase();
    const addressAllowed = await deps.rateLimiter.hit(`register:address:${clientAddress(c)}`, deps.config.rateLimits.registerPerAddress);
    const accountAllowed = await deps.rateLimiter.hit(`register:account:${email}`, deps.config.rateLimits.registerPerAccount);
    if (!addressAllowed || !accountAllowed) {
      throw tooManyRequests(SERVER_MESSAGES.rateLimited);
    }
    const headerCountry = deps.config.countryHeader ? (c.req.header(deps.config.countryHeader) ?? null) : null;
    const previous = c.var.session;
    const { user, token, session, deviceCookie } = await registerBorrower(deps, { input: c.req.valid('json'), headerCountry });
    if (previous) await endSession(deps, previous);
    setSessionCookie(c, { token, session });
    setDeviceCookie(c, deviceCookie);
    deps.live.publish({ type: 'user_updated', userId: user.id });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) }, 201);
  })
  .post('/login', valid('json', LoginSchema), async (c) => {
    const deps = c.var.deps;
    const previous = c.var.session;
    const { user, token, session, deviceCookie } = await login(deps, {
      input: c.req.valid('json'),
      address: clientAddress(c),
      deviceCookie: getDeviceCookie(c),
    });
    // A fresh token at every sign-in (no session fixation); the old one ends.
    if (previous) await endSession(deps, previous);
    setSessionCookie(c, { token, session });
    setDeviceCookie(c, deviceCookie);
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .post('/logout', async (c) => {
    const session = c.var.session;
    if (session) await endSession(c.var.deps, session);
    clearSessionCookie(c);
    return c.json({ user: null });
  });

export const changePasswordRoute = new Hono<AppEnv>().post(
  '/change-password',
  requireUser,
  valid('json', ChangePasswordSchema),
  async (c) => {
    const session = c.var.session;
    if (!session) throw new Error('requireUser let a request without a session through');
    const renewed = await changePassword(c.var.deps, { user: currentUser(c), session, input: c.req.valid('json') });
    setSessionCookie(c, renewed);
    return c.json({ message: SERVER_MESSAGES.passwordUpdated });
  },
);
