import { LoginSchema, MfaCodeSchema, RegisterSchema, VerifyEmailSchema, type AuthResponse, type LoginResponse, type MfaEnrolResponse, AuthResponseSchema, MfaEnrolResponseSchema, MfaSetupSchema, MfaStateSchema, LoginResponseSchema, SignedOutSchema, MessageAnswerSchema } from '@app/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { currentSession, currentUser, requireUser } from '../../http/guards';
import { clearSessionCookie, setSessionCookie } from '../../http/sessions';
import { clientAddress, requestHeader } from '../../lib/request';
import { valid } from '../../lib/validate';
import { listLoansOfUser } from '../loans';
import { toPublicUser, verifyEmail } from '../users';
import { endSession, login, registerBorrower } from './auth.service';
import { getDeviceCookie, issueDeviceCookie, setDeviceCookie } from './device-cookie.service';
import { completeSignIn, confirmEnrolment, hasSecondFactor, startBorrowerEnrolment, turnOff } from './second-factor.service';
import { answers } from '../../lib/openapi';

/** GET /api/auth/me's answer, here and in the hot reads (decision 030). */
export async function meAnswer(db: Db, user: UserRow, now: Date): Promise<AuthResponse> {
  return { user: await toPublicUser(db, user, now) };
}

export const authRoutes = new Hono<AppEnv>()
  .get('/me', answers({ 200: AuthResponseSchema }), requireUser, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await meAnswer(db, currentUser(c), clock.now()));
  })
  .post('/register', answers({ 201: AuthResponseSchema }, { refuses: ['email_taken', 'privacy_consent_outdated', 'rate_limited'] }), valid('json', RegisterSchema), async (c) => {
    const deps = c.var.deps;
    const headerCountry = deps.config.countryHeader ? (requestHeader(c, deps.config.countryHeader) ?? null) : null;
    const previous = c.var.session;
    const { user, token, session, deviceCookie } = await registerBorrower(deps, { input: c.req.valid('json'), address: clientAddress(c), headerCountry });
    if (previous) await endSession(deps, previous);
    setSessionCookie(c, { token, session });
    setDeviceCookie(c, deviceCookie);
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) }, 201);
  })
  // The link in the email (issue 29): no session needed, the token proves the address.
  .post('/verify-email', answers({ 200: MessageAnswerSchema }, { refuses: ['email_link_invalid'] }), valid('json', VerifyEmailSchema), async (c) => c.json(await verifyEmail(c.var.deps, { token: c.req.valid('json').token })))
  .post('/login', answers({ 200: LoginResponseSchema }, { refuses: ['inactive_account', 'invalid_credentials', 'rate_limited'] }), valid('json', LoginSchema), async (c) => {
    const deps = c.var.deps;
    const previous = c.var.session;
    const { user, token, session, mfa, deviceCookie } = await login(deps, {
      input: c.req.valid('json'),
      address: clientAddress(c),
      deviceCookie: getDeviceCookie(c),
    });
    // A fresh token at every sign-in (no session fixation); the old one ends.
    if (previous) await endSession(deps, previous);
    setSessionCookie(c, { token, session });
    if (deviceCookie) setDeviceCookie(c, deviceCookie);
    const now = deps.clock.now();
    const answer: LoginResponse = { user: await toPublicUser(deps.db, user, now), ...(mfa ? { mfa } : {}) };
    // HOME's loans come with the sign-in: on a slow line each call after it is a round trip more (decision 038).
    if (!mfa && user.role === 'borrower') answer.loans = await listLoansOfUser(deps.db, { userId: user.id, now, graceDays: deps.config.lateFeeGraceDays });
    return c.json(answer);
  })
  // The code step (decision 032). A session waiting for it reaches only these, login and logout (guards.ts).
  .post('/mfa/enroll', answers({ 200: MfaEnrolResponseSchema }, { refuses: ['mfa_invalid_code', 'mfa_nothing_to_confirm'] }), requireUser, valid('json', MfaCodeSchema), async (c) => {
    const deps = c.var.deps;
    const user = currentUser(c);
    const { recoveryCodes, token, session } = await confirmEnrolment(deps, { user, session: currentSession(c), code: c.req.valid('json').code });
    setSessionCookie(c, { token, session });
    setDeviceCookie(c, await issueDeviceCookie(deps.db, user.id));
    const answer: MfaEnrolResponse = { user: await toPublicUser(deps.db, user, deps.clock.now()), recoveryCodes };
    return c.json(answer);
  })
  .post('/mfa/verify', answers({ 200: AuthResponseSchema }, { refuses: ['mfa_code_used', 'mfa_invalid_code', 'mfa_not_pending', 'mfa_nothing_to_confirm', 'mfa_too_many_codes'] }), requireUser, valid('json', MfaCodeSchema), async (c) => {
    const deps = c.var.deps;
    const user = currentUser(c);
    const { token, session } = await completeSignIn(deps, { user, session: currentSession(c), code: c.req.valid('json').code });
    setSessionCookie(c, { token, session });
    setDeviceCookie(c, await issueDeviceCookie(deps.db, user.id));
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  // A borrower's own switch in ACCOUNT; staff always have it.
  .get('/mfa', answers({ 200: MfaStateSchema }), requireUser, async (c) => c.json({ enabled: await hasSecondFactor(c.var.deps.db, currentUser(c).id) }))
  .post('/mfa/setup', answers({ 200: MfaSetupSchema }, { refuses: ['mfa_already_on', 'mfa_staff_always_on'] }), requireUser, async (c) => c.json(await startBorrowerEnrolment(c.var.deps, currentUser(c))))
  .post('/mfa/disable', answers({ 200: MfaStateSchema }, { refuses: ['mfa_invalid_code', 'mfa_not_on', 'mfa_staff_always_on'] }), requireUser, valid('json', MfaCodeSchema), async (c) => {
    await turnOff(c.var.deps, { user: currentUser(c), code: c.req.valid('json').code });
    return c.json({ enabled: false });
  })
  .post('/logout', answers({ 200: SignedOutSchema }), async (c) => {
    const session = c.var.session;
    if (session) await endSession(c.var.deps, session);
    clearSessionCookie(c);
    return c.json({ user: null });
  });
