import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { createStaff, createTestContext, insertUser, PASSWORD, registerBorrower, signInStaff, stepOf, TestClient, totpAt, uniqueEmail, type TestContext } from '../../test/harness';
import { hashSecret } from '../../lib/passwords';

// Issue 27 item 4, DEPARTURES 17, decision 032: staff sign in with a password
// and a TOTP code (enrolled at the first sign-in); borrowers may turn it on.

const REQUIRED = { code: 'mfa_required', message: 'Enter the code from your authenticator app to finish signing in.' };
const WRONG_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.';
const USED_CODE = 'That code has already been used. Wait for the next code in your authenticator app.';

/** RFC 6238 with SHA-1 and 6 digits, written here from the RFC (HOTP of RFC 4226), independent of the app's library. */
function rfc6238(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', decodeBase32IgnorePadding(secret)).update(counter).digest();
  const offset = (mac[19] as number) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

async function newAdmin(ctx: TestContext, role: 'admin' | 'main_admin' = 'admin') {
  const email = uniqueEmail(role);
  const id = await insertUser(ctx, { email, passwordHash: await hashSecret(PASSWORD), fullName: 'Loan Officer', role });
  return { id, email };
}

describe('staff sign-in with a second factor', () => {
  it('enrols at the first sign-in: the password opens only the code step, the first code turns it on and gives a new token and ten recovery codes', async () => {
    const ctx = await createTestContext();
    const { id, email } = await newAdmin(ctx);
    const client = new TestClient(ctx);
    const login = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id, email, role: 'admin' });
    expect(login.body.mfa.state).toBe('enroll');
    expect(login.body.mfa.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(login.body.mfa.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(login.body.mfa.uri).startsWith(`otpauth://totp/Sample Lending Corporation:${email}?`)).toBe(true);
    expect(uri.searchParams.get('secret')).toBe(login.body.mfa.secret);
    expect(uri.searchParams.get('issuer')).toBe('Sample Lending Corporation');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    // The secret is not kept in clear.
    const stored = await ctx.db.selectFrom('secondFactors').selectAll().where('userId', '=', id).executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(login.body.mfa.secret);
    expect(stored.enabledAt).toBeNull();

    // Half signed in: every other route answers 403 mfa_required.
    for (const path of ['/api/auth/me', '/api/admin/users', '/api/admin/loans', '/api/notifications']) {
      const res = await client.get(path);
      expect([path, res.status, res.body]).toEqual([path, 403, REQUIRED]);
    }
    expect((await client.post('/api/admin/send-notification', { userId: id, title: 'Hi', message: 'There' })).body).toEqual(REQUIRED);

    const halfToken = client.cookie;
    const wrong = await client.post('/api/auth/mfa/enroll', { code: rfc6238(login.body.mfa.secret, stepOf(ctx) + 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CODE);
    expect(wrong.body.fieldErrors).toEqual({ code: [WRONG_CODE] });

    const enrolled = await client.post('/api/auth/mfa/enroll', { code: rfc6238(login.body.mfa.secret, stepOf(ctx)) });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.user).toMatchObject({ id, email });
    expect(enrolled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.body.recoveryCodes).size).toBe(10);
    for (const code of enrolled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    // A new token: the half-signed-in one is gone.
    expect(client.cookie).not.toBe(halfToken);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/admin/users')).status).toBe(200);
    const old = new TestClient(ctx);
    old.cookie = halfToken;
    expect((await old.get('/api/auth/me')).status).toBe(401);
    // Stored hashed: no recovery code in the table.
    const codes = await ctx.db.selectFrom('recoveryCodes').select('codeHash').where('userId', '=', id).execute();
    expect(codes).toHaveLength(10);
    for (const { codeHash } of codes) expect(enrolled.body.recoveryCodes.map((c: string) => c.replace('-', ''))).not.toContain(codeHash);
  });

  it('asks for a code afterwards (no secret again), accepts a TOTP once, and refuses the same code again', async () => {
    const ctx = await createTestContext();
    const first = new TestClient(ctx);
    const { email } = await newAdmin(ctx);
    const enrol = await first.post('/api/auth/login', { email, password: PASSWORD });
    const secret: string = enrol.body.mfa.secret;
    expect((await first.post('/api/auth/mfa/enroll', { code: rfc6238(secret, stepOf(ctx)) })).status).toBe(200);

    ctx.clock.advance(MINUTE);
    const laptop = new TestClient(ctx);
    const login = await laptop.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.mfa).toEqual({ state: 'verify' });
    expect((await laptop.get('/api/auth/me')).body).toEqual(REQUIRED);
    const before = laptop.cookie;
    const code = rfc6238(secret, stepOf(ctx));
    const verified = await laptop.post('/api/auth/mfa/verify', { code });
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe(email);
    expect(laptop.cookie).not.toBe(before);
    expect((await laptop.get('/api/admin/users')).status).toBe(200);

    // The same code on another device within its window: refused as used.
    const phone = new TestClient(ctx);
    expect((await phone.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const replay = await phone.post('/api/auth/mfa/verify', { code });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(USED_CODE);
    expect((await phone.get('/api/auth/me')).status).toBe(403);
    // A code of the previous step is older than the one used: refused too. The next step's passes (clock drift).
    expect((await phone.post('/api/auth/mfa/verify', { code: rfc6238(secret, stepOf(ctx) - 1) })).body.message).toBe(USED_CODE);
    expect((await phone.post('/api/auth/mfa/verify', { code: rfc6238(secret, stepOf(ctx) + 1) })).status).toBe(200);
    // Two steps ahead is too far.
    const tablet = new TestClient(ctx);
    await tablet.post('/api/auth/login', { email, password: PASSWORD });
    expect((await tablet.post('/api/auth/mfa/verify', { code: rfc6238(secret, stepOf(ctx) + 3) })).body.message).toBe(WRONG_CODE);
    // A full session needs no code step.
    expect((await laptop.post('/api/auth/mfa/verify', { code: '123456' })).body.message).toBe('This session does not need a code.');
  });

  it('takes a recovery code once, whatever its case and dashes', async () => {
    const ctx = await createTestContext();
    const { email } = await newAdmin(ctx);
    const first = new TestClient(ctx);
    const enrol = await first.post('/api/auth/login', { email, password: PASSWORD });
    const codes: string[] = (await first.post('/api/auth/mfa/enroll', { code: totpAt(enrol.body.mfa.secret, stepOf(ctx)) })).body.recoveryCodes;
    const code = codes[3] as string;

    const lostPhone = new TestClient(ctx);
    await lostPhone.post('/api/auth/login', { email, password: PASSWORD });
    const used = await lostPhone.post('/api/auth/mfa/verify', { code: ` ${code.toUpperCase().replace('-', ' ')} ` });
    expect(used.status).toBe(200);
    expect((await lostPhone.get('/api/admin/users')).status).toBe(200);
    const audit = await ctx.db.selectFrom('auditLog').select(['action', 'actorEmail']).where('action', '=', 'mfa_recovery_code_used').execute();
    expect(audit).toEqual([{ action: 'mfa_recovery_code_used', actorEmail: email }]);

    const again = new TestClient(ctx);
    await again.post('/api/auth/login', { email, password: PASSWORD });
    const twice = await again.post('/api/auth/mfa/verify', { code });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(WRONG_CODE);
    expect((await again.post('/api/auth/mfa/verify', { code: codes[4] })).status).toBe(200);
  });

  it('limits wrong codes per account: the eleventh in an hour is a 429, even with the right code, from any session', async () => {
    const ctx = await createTestContext();
    const { email } = await newAdmin(ctx);
    const owner = new TestClient(ctx);
    const enrol = await owner.post('/api/auth/login', { email, password: PASSWORD });
    const secret: string = enrol.body.mfa.secret;
    await owner.post('/api/auth/mfa/enroll', { code: totpAt(secret, stepOf(ctx)) });
    ctx.clock.advance(MINUTE);

    const guesser = new TestClient(ctx);
    await guesser.post('/api/auth/login', { email, password: PASSWORD });
    const right = totpAt(secret, stepOf(ctx));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const guess = String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
      statuses.push((await guesser.post('/api/auth/mfa/verify', { code: guess })).status);
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400));
    const limited = await guesser.post('/api/auth/mfa/verify', { code: right });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many wrong codes. Please wait an hour and try again.');
    const other = new TestClient(ctx);
    await other.post('/api/auth/login', { email, password: PASSWORD });
    expect((await other.post('/api/auth/mfa/verify', { code: right })).status).toBe(429);
    // The half-signed-in session lasts 10 minutes: a new sign-in after the hour gets through.
    ctx.clock.advance(60 * MINUTE);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    const later = new TestClient(ctx);
    await later.post('/api/auth/login', { email, password: PASSWORD });
    expect((await later.post('/api/auth/mfa/verify', { code: totpAt(secret, stepOf(ctx)) })).status).toBe(200);
  });

  it('refuses bad input on the code step with a field message and changes nothing', async () => {
    const ctx = await createTestContext();
    const { email } = await newAdmin(ctx);
    const client = new TestClient(ctx);
    await client.post('/api/auth/login', { email, password: PASSWORD });
    const empty = await client.post('/api/auth/mfa/enroll', { code: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ code: ['Enter the code'] });
    // A recovery code cannot confirm an enrolment.
    expect((await client.post('/api/auth/mfa/enroll', { code: 'abcde-fghij' })).body.message).toBe(WRONG_CODE);
    expect(await ctx.db.selectFrom('secondFactors').select('enabledAt').execute()).toEqual([{ enabledAt: null }]);
  });

  it('the harness signs staff in through both steps: createStaff and signInStaff', async () => {
    const ctx = await createTestContext();
    const staff = await createStaff(ctx, { role: 'admin' });
    expect((await staff.client.get('/api/admin/users')).status).toBe(200);
    ctx.clock.advance(MINUTE);
    const again = new TestClient(ctx);
    expect((await signInStaff(ctx, again, { email: staff.email, password: staff.password })).status).toBe(200);
    expect((await again.get('/api/admin/users')).status).toBe(200);
  });
});

describe("the main admin resets an admin's second factor", () => {
  it('ends their sessions, is audited, and the admin enrols again at the next sign-in; a plain admin cannot', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const officer = await createStaff(ctx, { role: 'admin' });
    const other = await createStaff(ctx, { role: 'admin' });
    const refused = await other.client.post(`/api/admin/admins/${officer.id}/mfa/reset`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the main admin can manage admin accounts');

    const reset = await main.client.post(`/api/admin/admins/${officer.id}/mfa/reset`);
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('The second factor has been reset: the admin sets it up again at the next sign-in.');
    expect((await officer.client.get('/api/auth/me')).status).toBe(401);
    expect(await ctx.db.selectFrom('recoveryCodes').select('id').where('userId', '=', officer.id).execute()).toEqual([]);
    const audit = await ctx.db.selectFrom('auditLog').select(['action', 'actorId', 'targetId', 'beforeJson', 'afterJson']).where('action', '=', 'admin.mfa_reset').execute();
    expect(audit).toEqual([{ action: 'admin.mfa_reset', actorId: main.id, targetId: officer.id, beforeJson: '{"secondFactor":"totp"}', afterJson: '{"secondFactor":"none"}' }]);

    const login = await new TestClient(ctx).post('/api/auth/login', { email: officer.email, password: officer.password });
    expect(login.body.mfa.state).toBe('enroll');
    // Nobody resets the main admin's, not even the main admin from the back office.
    expect((await main.client.post(`/api/admin/admins/${main.id}/mfa/reset`)).status).toBe(403);
  });
});

describe('a borrower may turn the authenticator app on in ACCOUNT', () => {
  it('signs in with the password alone until then; with it on, the code step is needed; a code turns it off', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    expect((await client.get('/api/auth/mfa')).body).toEqual({ enabled: false });
    const setup = await client.post('/api/auth/mfa/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeURIComponent(setup.body.uri)).toContain(`Sample Lending Corporation:${user.email}`);
    // Not on until a code confirms it: the next sign-in needs no code.
    expect((await client.get('/api/auth/mfa')).body).toEqual({ enabled: false });
    expect((await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD })).body.mfa).toBeUndefined();

    const on = await client.post('/api/auth/mfa/enroll', { code: rfc6238(setup.body.secret, stepOf(ctx)) });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect((await client.get('/api/auth/mfa')).body).toEqual({ enabled: true });
    expect((await client.post('/api/auth/mfa/setup')).status).toBe(409);

    ctx.clock.advance(MINUTE);
    const phone = new TestClient(ctx);
    const login = await phone.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(login.body.mfa).toEqual({ state: 'verify' });
    expect((await phone.get('/api/loans')).body).toEqual(REQUIRED);
    expect((await phone.post('/api/auth/mfa/verify', { code: rfc6238(setup.body.secret, stepOf(ctx)) })).status).toBe(200);
    expect((await phone.get('/api/loans')).status).toBe(200);

    const wrong = await phone.post('/api/auth/mfa/disable', { code: on.body.recoveryCodes[0].replace(/./, '9') });
    expect(wrong.status).toBe(400);
    expect((await phone.get('/api/auth/mfa')).body).toEqual({ enabled: true });
    ctx.clock.advance(MINUTE);
    expect((await phone.post('/api/auth/mfa/disable', { code: rfc6238(setup.body.secret, stepOf(ctx)) })).body).toEqual({ enabled: false });
    expect((await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD })).body.mfa).toBeUndefined();
    const audit = await ctx.db.selectFrom('auditLog').select('action').where('targetId', '=', user.id).where('action', 'like', 'mfa%').execute();
    expect(audit).toEqual([{ action: 'mfa_turned_off' }]);
  });

  it('staff cannot turn it off', async () => {
    const ctx = await createTestContext();
    const staff = await createStaff(ctx, { role: 'admin' });
    const res = await staff.client.post('/api/auth/mfa/disable', { code: '123456' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Staff accounts always sign in with an authenticator app.');
  });
});
