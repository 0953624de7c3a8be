import { describe, expect, it } from 'vitest';
import { registration } from '../../test/builders';
import { createStaff, createTestContext, ORIGIN, PASSWORD, registerBorrower, TestClient, uniqueEmail, verifiedBorrower } from '../../test/harness';
import { defaultRateLimits } from '../../config';
import { DAY, HOUR } from '../../lib/clock';

/** The Set-Cookie line of the session cookie (a sign-in also sets the device cookie). */
const sessionCookieLine = (headers: Headers) => headers.getSetCookie().find((line) => /^(__Host-)?session=/.test(line)) ?? '';


describe('POST /api/auth/register', () => {
  it('creates a borrower, signs them in and never returns a password', async () => {
    const ctx = await createTestContext();
    const client = new TestClient(ctx);
    const email = uniqueEmail();
    const res = await client.post('/api/auth/register', registration({ email: email.toUpperCase() }));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email,
      fullName: 'Maria Santos',
      contactNumber: '+639171234567',
      registrationCountry: 'Philippines',
      role: 'borrower',
      isActive: true,
      isVerified: false,
      creditScore: 500,
      walletBalance: 0,
      availableBalance: 0,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|argon/i);
    const cookie = sessionCookieLine(res.headers);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    const stored = await ctx.db.selectFrom('users').select('passwordHash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('reads the registration country from an international number', async () => {
    const ctx = await createTestContext();
    const res = await new TestClient(ctx).post('/api/auth/register', registration({ contactNumber: '+971 50 123 4567' }));
    expect(res.status).toBe(201);
    expect(res.body.user.contactNumber).toBe('+971501234567');
    expect(res.body.user.registrationCountry).toBe('United Arab Emirates');
  });

  it('takes the country from a configured proxy header instead', async () => {
    const ctx = await createTestContext({ config: { countryHeader: 'cf-ipcountry' } });
    const client = new TestClient(ctx, { headers: { 'cf-ipcountry': 'SA' } });
    const res = await client.post('/api/auth/register', registration());
    expect(res.body.user.registrationCountry).toBe('Saudi Arabia');
  });

  it('gives each validation message and writes nothing', async () => {
    const ctx = await createTestContext();
    const client = new TestClient(ctx);
    const short = await client.post('/api/auth/register', registration({ password: 'short', confirmPassword: 'short' }));
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.password).toContain('Password must be at least 8 characters');
    const mismatch = await client.post('/api/auth/register', registration({ confirmPassword: 'something else entirely' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fieldErrors.confirmPassword).toContain("Passwords don't match");
    const badPhone = await client.post('/api/auth/register', registration({ contactNumber: '12345' }));
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.fieldErrors.contactNumber).toBeDefined();
    const missing = await client.post('/api/auth/register', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['confirmPassword', 'contactNumber', 'email', 'fullName', 'password']);
    const count = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses an email that is taken, in any letter case', async () => {
    const ctx = await createTestContext();
    const email = uniqueEmail();
    await registerBorrower(ctx, { email });
    const again = await new TestClient(ctx).post('/api/auth/register', registration({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('registers a staff member’s email as any new email, so no one learns it is staff; both sign in with their own password (issue 27, item 8)', async () => {
    const ctx = await createTestContext();
    const staff = await createStaff(ctx, { role: 'admin' });
    const stranger = new TestClient(ctx);
    const asStaff = await stranger.post('/api/auth/register', registration({ email: staff.email.toUpperCase(), fullName: 'Mallory Cruz', password: 'another pass 123', confirmPassword: 'another pass 123' }));
    const asNew = await new TestClient(ctx).post('/api/auth/register', registration());
    expect(asStaff.status).toBe(201);
    expect(Object.keys(asStaff.body)).toEqual(Object.keys(asNew.body));
    expect(Object.keys(asStaff.body.user).sort()).toEqual(Object.keys(asNew.body.user).sort());
    expect(asStaff.body.user).toMatchObject({ email: staff.email, role: 'borrower', fullName: 'Mallory Cruz' });
    expect(asStaff.headers.getSetCookie().length).toBe(asNew.headers.getSetCookie().length);
    expect((await stranger.get('/api/auth/me')).body.user).toMatchObject({ role: 'borrower', fullName: 'Mallory Cruz' });
    // The staff account is untouched and still answers to its own password; the borrower's to theirs.
    const staffLogin = await new TestClient(ctx).post('/api/auth/login', { email: staff.email, password: staff.password });
    expect(staffLogin.status).toBe(200);
    expect(staffLogin.body.user).toMatchObject({ id: staff.id, role: 'admin' });
    const borrowerLogin = await new TestClient(ctx).post('/api/auth/login', { email: staff.email, password: 'another pass 123' });
    expect(borrowerLogin.status).toBe(200);
    expect(borrowerLogin.body.user).toMatchObject({ id: asStaff.body.user.id, role: 'borrower' });
    expect((await new TestClient(ctx).post('/api/auth/login', { email: staff.email, password: 'wrong password 1' })).status).toBe(401);
    // A second registration with that email is refused as for any borrower's email.
    const again = await new TestClient(ctx).post('/api/auth/register', registration({ email: staff.email }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'email_taken', message: 'An account with this email already exists' });
    expect(ctx.logs.some((line) => line.includes('register_staff_email'))).toBe(true);
  });

  it('counts taken emails against the per-address limit (issue 27, item 8)', async () => {
    const ctx = await createTestContext({
      config: { trustProxy: 1, rateLimits: { ...defaultRateLimits, registerPerAddress: { limit: 3, windowMs: HOUR } } },
    });
    const borrowerEmail = uniqueEmail();
    await registerBorrower(ctx, { email: borrowerEmail });
    const prober = new TestClient(ctx, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    for (let i = 0; i < 2; i += 1) {
      const taken = await prober.request('POST', '/api/auth/register', { json: registration({ email: borrowerEmail }) });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: 'email_taken', message: 'An account with this email already exists' });
      expect(taken.headers.getSetCookie()).toEqual([]);
    }
    expect(prober.cookie).toBeNull();
    // Two taken emails and one new account use up this address's three registrations for the hour.
    expect((await prober.post('/api/auth/register', registration())).status).toBe(201);
    expect((await new TestClient(ctx, { headers: { 'x-forwarded-for': '203.0.113.9' } }).post('/api/auth/register', registration())).status).toBe(429);
  });

  it('limits registrations per address', async () => {
    const ctx = await createTestContext({
      config: { trustProxy: 1, rateLimits: { ...defaultRateLimits, registerPerAddress: { limit: 2, windowMs: HOUR } } },
    });
    const from = (address: string) => new TestClient(ctx, { headers: { 'x-forwarded-for': address } });
    expect((await from('203.0.113.7').post('/api/auth/register', registration())).status).toBe(201);
    expect((await from('203.0.113.7').post('/api/auth/register', registration())).status).toBe(201);
    const third = await from('203.0.113.7').post('/api/auth/register', registration());
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect((await from('198.51.100.20').post('/api/auth/register', registration())).status).toBe(201);
    ctx.clock.advance(HOUR);
    expect((await from('203.0.113.7').post('/api/auth/register', registration())).status).toBe(201);
  });

  it('answers malformed JSON and oversized bodies with a clear 400 and 413', async () => {
    const ctx = await createTestContext();
    const client = new TestClient(ctx);
    const malformed = await client.request('POST', '/api/auth/register', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');
    const huge = await client.post('/api/auth/register', registration({ fullName: 'x'.repeat(100_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request body is too large');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a new token each time and ends the previous session', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const first = client.cookie;
    const res = await client.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(client.cookie).not.toBe(first);
    const stale = new TestClient(ctx);
    stale.cookie = first;
    expect((await stale.get('/api/auth/me')).status).toBe(401);
  });

  it("answers a borrower's sign-in with their loans, as GET /api/loans gives them; staff's without (issue 28, a slow line)", async () => {
    const ctx = await createTestContext();
    const { client, user } = await verifiedBorrower(ctx);
    expect((await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD })).body.loans).toEqual([]);
    expect((await client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 })).status).toBe(201);
    const phone = new TestClient(ctx);
    const res = await phone.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.loans).toHaveLength(1);
    expect(res.body.loans[0]).toMatchObject({ userId: user.id, amount: 150_000, term: 12, status: 'pending' });
    expect(res.body.loans).toEqual((await phone.get('/api/loans')).body);
    // Staff sign in with a code step: the answer is the SPEC's, nothing more until the code.
    const staff = await createStaff(ctx, { role: 'admin' });
    const staffLogin = await new TestClient(ctx).post('/api/auth/login', { email: staff.email, password: staff.password });
    expect(staffLogin.status).toBe(200);
    expect(Object.keys(staffLogin.body).sort()).toEqual(['mfa', 'user']);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const ctx = await createTestContext();
    const { user } = await registerBorrower(ctx);
    const wrong = await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: 'not the password' });
    const unknown = await new TestClient(ctx).post('/api/auth/login', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password' });
    expect(unknown.body).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password' });
  });

  it('requires email and password', async () => {
    const ctx = await createTestContext();
    const res = await new TestClient(ctx).post('/api/auth/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toContain('Email is required');
    expect(res.body.fieldErrors.password).toContain('Password is required');
  });

  it('sets a persistent cookie only with remember-me', async () => {
    const ctx = await createTestContext();
    const { user } = await registerBorrower(ctx);
    const res = await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD, rememberMe: true });
    expect(sessionCookieLine(res.headers)).toMatch(/Expires=/);
  });

  it('turns away an inactive member with a clear message', async () => {
    const ctx = await createTestContext();
    const { user } = await registerBorrower(ctx);
    await ctx.db.updateTable('users').set({ isActive: 0 }).where('id', '=', user.id).execute();
    const res = await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account is inactive. Please contact your loan officer.');
  });

  it('limits guesses per account with a 429', async () => {
    const ctx = await createTestContext();
    const { user } = await registerBorrower(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: `guess-${i}-wrong` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please wait a moment and try again.');
  });
});

describe('sessions', () => {
  it('ends a browser session after 2 hours idle and any session at its absolute lifetime', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    ctx.clock.advance(2 * HOUR + 1);
    expect((await client.get('/api/auth/me')).status).toBe(401);

    const remembered = new TestClient(ctx);
    await remembered.post('/api/auth/login', { email: user.email, password: PASSWORD, rememberMe: true });
    for (let day = 0; day < 29; day += 1) {
      ctx.clock.advance(DAY);
      expect((await remembered.get('/api/auth/me')).status).toBe(200);
    }
    ctx.clock.advance(DAY);
    expect((await remembered.get('/api/auth/me')).status).toBe(401);
  });

  it('slides the idle expiry while the borrower is active', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    for (let i = 0; i < 5; i += 1) {
      ctx.clock.advance(HOUR + 1);
      expect((await client.get('/api/auth/me')).status).toBe(200);
    }
  });

  it('marks the cookie Secure and __Host- when configured, and keeps it HttpOnly and SameSite=Lax on every path that sets it', async () => {
    const ctx = await createTestContext({ config: { cookieSecure: true } });
    const { client, user } = await registerBorrower(ctx);
    const registered = await new TestClient(ctx).post('/api/auth/register', registration());
    const login = await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD, rememberMe: true });
    const changed = await client.post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    const logout = await client.post('/api/auth/logout');
    for (const res of [registered, login, changed, logout]) {
      const cookie = sessionCookieLine(res.headers);
      // The browser keeps a __Host- cookie only if it is Secure, Path=/ and has no Domain: no subdomain can plant one.
      expect(cookie).toMatch(/^__Host-session=/);
      expect(cookie).not.toMatch(/Domain=/i);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
    }
    // The device cookie too.
    for (const res of [registered, login]) {
      const device = res.headers.getSetCookie().find((line) => line.startsWith('__Host-device='));
      expect(device).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    }
    // Signed in through the prefixed cookie; a plain 'session' cookie with the same token is not read.
    const signedIn = new TestClient(ctx);
    expect((await signedIn.post('/api/auth/login', { email: user.email, password: 'a brand new secret' })).status).toBe(200);
    expect(signedIn.cookie).toMatch(/^__Host-session=[a-z2-7]{32}$/);
    expect((await signedIn.get('/api/auth/me')).status).toBe(200);
    const planted = new TestClient(ctx);
    planted.cookie = (signedIn.cookie as string).replace('__Host-session=', 'session=');
    expect((await planted.get('/api/auth/me')).status).toBe(401);

    const plain = await createTestContext();
    const res = await new TestClient(plain).post('/api/auth/register', registration());
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure|__Host-/);
  });

  it('issues a new random token at every sign-in, never the one the browser brought', async () => {
    const ctx = await createTestContext();
    const { user } = await registerBorrower(ctx);
    // An attacker plants a cookie of their choosing before the victim signs in.
    const victim = new TestClient(ctx);
    victim.cookie = 'session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    await victim.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(victim.cookie).not.toBe('session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(victim.cookie).toMatch(/^session=[a-z2-7]{32}$/);
    const planted = new TestClient(ctx);
    planted.cookie = 'session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    expect((await planted.get('/api/auth/me')).status).toBe(401);
    // The token is never stored: only its SHA-256 is.
    const stored = await ctx.db.selectFrom('sessions').select('id').execute();
    expect(stored.map((s) => s.id)).not.toContain(victim.cookie?.slice('session='.length));
  });

  it('refuses tampered and random tokens', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const tampered = new TestClient(ctx);
    tampered.cookie = `${client.cookie}x`;
    expect((await tampered.get('/api/auth/me')).status).toBe(401);
    const random = new TestClient(ctx);
    random.cookie = 'session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    expect((await random.get('/api/auth/me')).status).toBe(401);
  });

  it('logout deletes the session on the server', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const cookie = client.cookie;
    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/session=;/);
    const replay = new TestClient(ctx);
    replay.cookie = cookie;
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect(await ctx.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });
});

describe('cross-site requests', () => {
  it('refuses a state change with a foreign or missing Origin', async () => {
    const ctx = await createTestContext();
    const foreign = new TestClient(ctx, { origin: 'https://evil.example' });
    const res = await foreign.post('/api/auth/register', registration());
    expect(res.status).toBe(403);
    const none = new TestClient(ctx, { origin: null });
    expect((await none.post('/api/auth/register', registration())).status).toBe(403);
    const same = new TestClient(ctx, { origin: ORIGIN });
    expect((await same.post('/api/auth/register', registration())).status).toBe(201);
  });

  it('sends security headers and grants no foreign origin', async () => {
    const ctx = await createTestContext();
    const res = await new TestClient(ctx, { headers: { origin: 'https://evil.example' } }).get('/api/auth/me');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('POST /api/user/change-password', () => {
  it('changes the password, keeps this device signed in and signs out the others', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const other = new TestClient(ctx);
    await other.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const res = await client.post('/api/user/change-password', { email: user.email, currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    expect(res.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: 'a brand new secret' })).status).toBe(200);
  });

  it('gives this device a new session token: a copy of the old cookie no longer works, and remember-me is kept', async () => {
    const ctx = await createTestContext();
    const { user } = await registerBorrower(ctx);
    const client = new TestClient(ctx);
    await client.post('/api/auth/login', { email: user.email, password: PASSWORD, rememberMe: true });
    const copy = new TestClient(ctx);
    copy.cookie = client.cookie;
    const before = client.cookie;
    const res = await client.post('/api/user/change-password', { email: user.email, currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password has been updated' });
    // Still remembered: a persistent cookie, like the one it replaces.
    expect(sessionCookieLine(res.headers)).toMatch(/^session=[a-z2-7]{32}; .*Expires=/);
    expect(client.cookie).not.toBe(before);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await copy.get('/api/auth/me')).status).toBe(401);
    const sessions = await ctx.db.selectFrom('sessions').select(['isRemembered']).where('userId', '=', user.id).execute();
    expect(sessions).toEqual([{ isRemembered: 1 }]);
  });

  it('keeps a browser-session cookie a browser-session cookie when it renews it', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const res = await client.post('/api/user/change-password', { email: user.email, currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    expect(res.status).toBe(200);
    expect(sessionCookieLine(res.headers)).toMatch(/^session=[a-z2-7]{32}; /);
    expect(sessionCookieLine(res.headers)).not.toMatch(/Expires|Max-Age/);
    expect(await ctx.db.selectFrom('sessions').select(['isRemembered']).where('userId', '=', user.id).execute()).toEqual([{ isRemembered: 0 }]);
  });

  it('tells the borrower in the app and by SMS, in their language, that the password changed (issue 29)', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx, { contactNumber: '+639175550101' });
    const english = 'The password of your account was changed in the app, and every other device was signed out. If this was not you, please contact your loan officer at once.';
    expect((await client.post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'a brand new secret' })).status).toBe(200);
    const [notification] = (await client.get('/api/notifications')).body;
    expect(notification).toMatchObject({ title: 'Password Changed', message: english, type: 'warning' });
    expect(ctx.sms.filter(({ text }) => text === english).map(({ to }) => to)).toEqual(['+639175550101']);
    expect(ctx.events).toContainEqual({ type: 'notification_created', userId: notification.userId });

    const { client: filipino } = await registerBorrower(ctx, { contactNumber: '+639175550102', language: 'fil' });
    expect((await filipino.post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'a brand new secret' })).status).toBe(200);
    const [abiso] = (await filipino.get('/api/notifications')).body;
    expect(abiso).toMatchObject({
      title: 'Napalitan ang Password',
      message: 'Napalitan sa app ang password ng account mo, at na-log out ang lahat ng iba pang device. Kung hindi ikaw ito, makipag-ugnayan agad sa iyong loan officer.',
    });
  });

  it('checks the current password and the new one', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const wrong = await client.post('/api/user/change-password', { currentPassword: 'not it at all', newPassword: 'a brand new secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const short = await client.post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.newPassword).toContain('New password must be at least 8 characters');
    const empty = await client.post('/api/user/change-password', { currentPassword: '', newPassword: 'a brand new secret' });
    expect(empty.body.fieldErrors.currentPassword).toContain('Current password is required');
  });

  it('needs a session', async () => {
    const ctx = await createTestContext();
    const res = await new TestClient(ctx).post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    expect(res.status).toBe(401);
  });
});
