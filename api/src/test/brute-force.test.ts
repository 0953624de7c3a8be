import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../config';
import { HOUR, MINUTE } from '../lib/clock';
import { registration } from './builders';
import { recordFigure } from './figures';
import { hashSecret } from '../lib/passwords';
import { createStaff, createTestContext, insertUser, ORIGIN, PASSWORD, registerBorrower, signInStaff, TestClient, uniqueEmail, verifiedBorrower, type TestContext } from './harness';
import { snapshotData } from './snapshot';

// Issue 6, "Brute force": login, registration and code verification are
// limited per account and per address; a withdrawal code locks after 5
// wrong tries, is single use, and is never stored or compared in clear.

const LIMITED = 'Too many attempts. Please wait a moment and try again.';
const WINDOW = 15 * MINUTE;

function proxied(overrides: Partial<typeof defaultRateLimits>) {
  return createTestContext({ config: { trustProxy: 1, rateLimits: { ...defaultRateLimits, ...overrides } } });
}
const from = (ctx: TestContext, address: string) => new TestClient(ctx, { headers: { 'x-forwarded-for': address } });

/** The newest withdrawal code, as the outbox sent it to the borrower's phone (issue 29: the development stand-in). */
async function lastQueuedCode(ctx: TestContext): Promise<string> {
  const sent = ctx.sms.filter((message) => message.purpose === 'code').at(-1);
  return /\b(\d{6})\b/.exec(sent?.text ?? '')?.[1] as string;
}

async function fundedBorrowerWithCode(ctx: TestContext, client?: TestClient) {
  const borrower = await verifiedBorrower(ctx);
  const owner = client ?? borrower.client;
  if (client) await client.post('/api/auth/login', { email: borrower.user.email, password: PASSWORD });
  const loan = (await owner.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body;
  const admin = await createStaff(ctx, { role: 'admin' });
  expect((await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' })).status).toBe(200);
  expect((await owner.post('/api/withdrawals', { amount: 1000 })).status).toBe(201);
  const code = await lastQueuedCode(ctx);
  return { ...borrower, client: owner, admin, code, wrong: code === '000000' ? '111111' : '000000' };
}

describe('login', () => {
  it('limits guesses per address across many accounts, and per account across many addresses', async () => {
    const ctx = await proxied({ loginPerAddress: { limit: 5, windowMs: WINDOW } });
    const accounts = await Promise.all([1, 2, 3].map(() => registerBorrower(ctx)));
    let tries = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const email = accounts[i % 3]?.user.email as string;
      statuses.push((await from(ctx, '203.0.113.9').post('/api/auth/login', { email, password: `wrong-${i}-guess` })).status);
      tries += 1;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password is refused from that address until the window ends…
    const right = await from(ctx, '203.0.113.9').post('/api/auth/login', { email: accounts[0]?.user.email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(LIMITED);
    // …while another address is not affected.
    expect((await from(ctx, '198.51.100.1').post('/api/auth/login', { email: accounts[0]?.user.email, password: PASSWORD })).status).toBe(200);
    ctx.clock.advance(WINDOW);
    expect((await from(ctx, '203.0.113.9').post('/api/auth/login', { email: accounts[1]?.user.email, password: PASSWORD })).status).toBe(200);

    // One account guessed from eleven addresses: the account limit (10) holds.
    const victim = (await registerBorrower(ctx)).user.email;
    const spread: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      spread.push((await from(ctx, `192.0.2.${i + 1}`).post('/api/auth/login', { email: victim, password: `wrong-${i}-guess` })).status);
      tries += 1;
    }
    expect(spread.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(spread[10]).toBe(429);
    expect((await from(ctx, '192.0.2.200').post('/api/auth/login', { email: victim, password: PASSWORD })).status).toBe(429);
    recordFigure('bruteforce.login.tries', tries + 5);
  });
});

describe('lockout denial (OWASP device cookies)', () => {
  /** The owner signs in once on a browser at 127.0.0.1, which keeps its device cookie, then signs out. */
  async function ownerWithKnownDevice(ctx: TestContext) {
    const owner = await registerBorrower(ctx);
    const device = from(ctx, '127.0.0.1');
    expect((await device.post('/api/auth/login', { email: owner.user.email, password: PASSWORD })).status).toBe(200);
    expect(device.deviceCookie).not.toBeNull();
    expect((await device.post('/api/auth/logout')).status).toBe(200);
    // That sign-in was on a device the account did not know yet; its count is over by the time the attack starts.
    ctx.clock.advance(HOUR);
    return { ...owner, device };
  }

  it("an attacker's wrong passwords from 127.0.0.2 do not stop the owner's known device on 127.0.0.1", async () => {
    const ctx = await proxied({});
    const { user, device } = await ownerWithKnownDevice(ctx);
    const attacker = from(ctx, '127.0.0.2');
    const guesses: number[] = [];
    for (let i = 0; i < 12; i += 1) guesses.push((await attacker.post('/api/auth/login', { email: user.email, password: `wrong-${i}-guess` })).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    // The attacker holds no device cookie for this account: even the right password is refused to it now…
    expect((await attacker.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    // …and the owner's known device is let in.
    const owner = await device.post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(user.id);
    recordFigure('bruteforce.lockout.tries', guesses.length + 2);
  });

  it('more guesses than the account limit in an hour, from any number of addresses, never reach the password check', async () => {
    const ctx = await proxied({});
    const { user } = await registerBorrower(ctx);
    const wrong: number[] = [];
    for (let i = 0; i < 10; i += 1) wrong.push((await from(ctx, `192.0.2.${i + 1}`).post('/api/auth/login', { email: user.email, password: `wrong-${i}-guess` })).status);
    expect(wrong).toEqual(Array.from({ length: 10 }, () => 401));
    // The right password from fresh addresses and unknown devices: had it reached the check, it would sign in.
    const right = await Promise.all(Array.from({ length: 15 }, (_, i) => from(ctx, `198.51.100.${i + 1}`).post('/api/auth/login', { email: user.email, password: PASSWORD })));
    expect(right.map((r) => r.status)).toEqual(Array.from({ length: 15 }, () => 429));
    ctx.clock.advance(15 * MINUTE);
    expect((await from(ctx, '198.51.100.200').post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    ctx.clock.advance(45 * MINUTE - 1);
    expect((await from(ctx, '198.51.100.201').post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    ctx.clock.advance(1);
    expect((await from(ctx, '198.51.100.202').post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    expect(await ctx.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toHaveLength(2);

    // Checks that run at the same moment are counted before any of them ends: of 25 at once, 10 reach the check.
    ctx.clock.advance(HOUR);
    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => from(ctx, `203.0.113.${i + 1}`).post('/api/auth/login', { email: user.email, password: PASSWORD })));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(10);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(15);
    recordFigure('bruteforce.lockout.tries', 10 + 15 + 3 + 25);
  });

  it('a known device has its own limit, and a device cookie counts only for its own account and signature', async () => {
    const ctx = await proxied({});
    const { user, device } = await ownerWithKnownDevice(ctx);
    const laptop = from(ctx, '127.0.0.1');
    expect((await laptop.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    // Guessing from a known device locks that device, not the account.
    const guesses: number[] = [];
    for (let i = 0; i < 11; i += 1) guesses.push((await device.post('/api/auth/login', { email: user.email, password: `wrong-${i}-guess` })).status);
    expect(guesses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
    expect(guesses[10]).toBe(429);
    expect((await device.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    expect((await laptop.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    expect((await from(ctx, '198.51.100.7').post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);

    // Lock the account for unknown devices; then neither another account's device cookie nor a forged one gets through.
    const other = await registerBorrower(ctx);
    const otherDevice = from(ctx, '127.0.0.3');
    expect((await otherDevice.post('/api/auth/login', { email: other.user.email, password: other.password })).status).toBe(200);
    for (let i = 0; i < 10; i += 1) await from(ctx, `192.0.2.${i + 1}`).post('/api/auth/login', { email: user.email, password: `wrong-${i}-guess` });
    expect((await otherDevice.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    const [name, value] = (laptop.deviceCookie as string).split('=') as [string, string];
    const forged = from(ctx, '127.0.0.4');
    forged.deviceCookie = `${name}=${value.slice(0, -4)}${value.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await forged.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(429);
    // The laptop's own cookie still works.
    expect((await laptop.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
  });

  it('signs the device cookie with a key kept in the database: another instance on the same database accepts it', async () => {
    const ctx = await proxied({});
    const { user, device } = await ownerWithKnownDevice(ctx);
    for (let i = 0; i < 10; i += 1) await from(ctx, `192.0.2.${i + 1}`).post('/api/auth/login', { email: user.email, password: `wrong-${i}-guess` });
    const second = (await ctx.secondInstance()).app;
    const login = (cookie: string | null) =>
      second.request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
    // The second instance shares the counters (the account is locked to unknown devices there too)…
    expect((await login(null)).status).toBe(429);
    // …and knows the device.
    const known = await login(device.deviceCookie);
    expect(known.status).toBe(200);
    for (const line of known.headers.getSetCookie()) ctx.traffic.secrets.add(line.split(';')[0]?.split('=')[1] ?? '');
    const keys = await ctx.db.selectFrom('serverKeys').select(['name']).execute();
    expect(keys.map((key) => key.name).sort()).toEqual(['device_cookie', 'second_factor']);
  });
});

describe('a stranger cannot keep staff off new devices (issue 27 item 4, decision 032)', () => {
  it('after 11 wrong passwords from one address, the right password and code from a new device sign the main admin in; the password alone opens nothing', async () => {
    const ctx = await proxied({});
    const main = await createStaff(ctx, { role: 'main_admin' });
    ctx.clock.advance(HOUR);
    const stranger = from(ctx, '203.0.113.66');
    const guesses: number[] = [];
    for (let i = 0; i < 11; i += 1) guesses.push((await stranger.post('/api/auth/login', { email: main.email, password: `wrong-${i}-guess` })).status);
    expect(guesses).toEqual(Array.from({ length: 11 }, () => 401));
    const laptop = from(ctx, '198.51.100.77');
    expect(laptop.deviceCookie).toBeNull();
    expect((await signInStaff(ctx, laptop, { email: main.email, password: main.password })).status).toBe(200);
    expect((await laptop.get('/api/admin/admins')).status).toBe(200);
    // The right password without the code: a session that opens only the code step, and no device cookie.
    const half = from(ctx, '203.0.113.66');
    const login = await half.post('/api/auth/login', { email: main.email, password: main.password });
    expect(login.status).toBe(200);
    expect(login.body.mfa).toEqual({ state: 'verify' });
    expect(half.deviceCookie).toBeNull();
    expect((await half.get('/api/admin/admins')).body).toEqual({ code: 'mfa_required', message: 'Enter the code from your authenticator app to finish signing in.' });
  });

  it('the guessing address stays limited, and staff who have not enrolled yet keep the account limit (their password alone would enrol)', async () => {
    const ctx = await proxied({ loginPerAddress: { limit: 5, windowMs: WINDOW } });
    const main = await createStaff(ctx, { role: 'main_admin' });
    const stranger = from(ctx, '203.0.113.66');
    const guesses: number[] = [];
    for (let i = 0; i < 6; i += 1) guesses.push((await stranger.post('/api/auth/login', { email: main.email, password: `wrong-${i}-guess` })).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);

    const id = await insertUser(ctx, { email: 'new.officer@example.com', passwordHash: await hashSecret(PASSWORD), fullName: 'New Officer', role: 'admin' });
    for (let i = 0; i < 10; i += 1) await from(ctx, `192.0.2.${i + 1}`).post('/api/auth/login', { email: 'new.officer@example.com', password: `wrong-${i}-guess` });
    expect((await from(ctx, '198.51.100.9').post('/api/auth/login', { email: 'new.officer@example.com', password: PASSWORD })).status).toBe(429);
    expect(await ctx.db.selectFrom('secondFactors').select('userId').where('userId', '=', id).execute()).toEqual([]);
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('counts the address the trusted proxy saw, whatever the client wrote to the left of it', async () => {
    const ctx = await proxied({ registerPerAddress: { limit: 2, windowMs: WINDOW } });
    // The client writes any first entries it likes; the proxy appends the address it saw.
    expect((await from(ctx, '198.51.100.1, 203.0.113.7').post('/api/auth/register', registration())).status).toBe(201);
    expect((await from(ctx, '198.51.100.2, 203.0.113.7').post('/api/auth/register', registration())).status).toBe(201);
    const third = await from(ctx, '198.51.100.3,203.0.113.7').post('/api/auth/register', registration());
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(LIMITED);
    expect((await from(ctx, '203.0.113.7, 192.0.2.44').post('/api/auth/register', registration())).status).toBe(201);
  });

  it('with two proxies, takes the second address from the right', async () => {
    const ctx = await createTestContext({
      config: { trustProxy: 2, rateLimits: { ...defaultRateLimits, registerPerAddress: { limit: 1, windowMs: WINDOW } } },
    });
    expect((await from(ctx, '198.51.100.1, 203.0.113.7, 10.0.0.2').post('/api/auth/register', registration())).status).toBe(201);
    expect((await from(ctx, '198.51.100.9, 203.0.113.7, 10.0.0.3').post('/api/auth/register', registration())).status).toBe(429);
    expect((await from(ctx, '203.0.113.8, 10.0.0.2').post('/api/auth/register', registration())).status).toBe(201);
  });
});

describe('registration', () => {
  it('limits attempts per email across addresses, and writes nothing when limited', async () => {
    const ctx = await proxied({ registerPerAccount: { limit: 3, windowMs: WINDOW } });
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await from(ctx, `192.0.2.${i + 1}`).post('/api/auth/register', registration({ email }))).status);
    // The first creates the account, the next two learn it exists, the fourth is stopped.
    expect(statuses).toEqual([201, 409, 409, 429]);
    const before = await snapshotData(ctx);
    const limited = await from(ctx, '192.0.2.99').post('/api/auth/register', registration({ email: email.toUpperCase() }));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(LIMITED);
    expect(await snapshotData(ctx)).toBe(before);
    // Other emails from the same addresses go on.
    expect((await from(ctx, '192.0.2.1').post('/api/auth/register', registration())).status).toBe(201);
    recordFigure('bruteforce.register.tries', 6);
  });
});

describe('withdrawal code', () => {
  it('locks after 5 wrong tries, even when they arrive at once, and the right code no longer works', async () => {
    const ctx = await createTestContext();
    const { client, code, wrong } = await fundedBorrowerWithCode(ctx);
    const results = await Promise.all(Array.from({ length: 8 }, () => client.post('/api/withdrawals/verify', { amount: 1000, otp: wrong })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const row = await ctx.db.selectFrom('withdrawals').select(['codeAttempts', 'status']).executeTakeFirstOrThrow();
    expect(row).toEqual({ codeAttempts: 5, status: 'awaiting_code' });
    const right = await client.post('/api/withdrawals/verify', { amount: 1000, otp: code });
    expect(right.status).toBe(409);
    expect(right.body.message).toMatch(/too many|locked/i);
    recordFigure('bruteforce.code.tries', 9);
  });

  it('is single use: of two simultaneous right answers exactly one is accepted', async () => {
    const NO_CODE_AWAITED = 'You have no withdrawal waiting for a code. Please start a new withdrawal.';
    const ctx = await createTestContext();
    const { client, code } = await fundedBorrowerWithCode(ctx);
    const twin = new TestClient(ctx);
    twin.cookie = client.cookie;
    const results = await Promise.all([client, twin].map((c) => c.post('/api/withdrawals/verify', { amount: 1000, otp: code })));
    // The other one is refused as a try after it would be, wherever the race was lost (SQLite and PostgreSQL interleave differently).
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.message).toBe(NO_CODE_AWAITED);
    const late = await client.post('/api/withdrawals/verify', { amount: 1000, otp: code });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(NO_CODE_AWAITED);
    const rows = await ctx.db.selectFrom('withdrawals').select(['status']).execute();
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('is limited per account across codes and per address across accounts', async () => {
    const ctx = await proxied({ codePerAccount: { limit: 7, windowMs: WINDOW }, codePerAddress: { limit: 10, windowMs: WINDOW } });
    const first = await fundedBorrowerWithCode(ctx, from(ctx, '203.0.113.5'));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await first.client.post('/api/withdrawals/verify', { otp: first.wrong })).status);
    // A resend gives 5 new tries on the code, but the account has only 2 left in this window.
    expect((await first.admin.client.post(`/api/admin/withdrawals/1/resend-code`)).status).toBe(200);
    const fresh = await lastQueuedCode(ctx);
    for (let i = 0; i < 3; i += 1) statuses.push((await first.client.post('/api/withdrawals/verify', { otp: fresh === '000000' ? '111111' : '000000' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 429]);
    expect((await first.client.post('/api/withdrawals/verify', { otp: fresh })).status).toBe(429);

    // A second account behind the same address: the address has 10 tries in all; 7 were counted (refused accounts stop first).
    const second = await fundedBorrowerWithCode(ctx, from(ctx, '203.0.113.5'));
    const more: number[] = [];
    for (let i = 0; i < 4; i += 1) more.push((await second.client.post('/api/withdrawals/verify', { otp: second.wrong })).status);
    expect(more).toEqual([400, 400, 400, 429]);
    recordFigure('bruteforce.code.tries', 13);
  });

  it('is stored only as an argon2id hash and compared by argon2, never as text; a spent code leaves no trace', async () => {
    const ctx = await createTestContext();
    const { client, code } = await fundedBorrowerWithCode(ctx);
    const row = await ctx.db.selectFrom('withdrawals').select('codeHash').executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect((await client.post('/api/withdrawals/verify', { amount: 1000, otp: code })).status).toBe(200);
    // Once spent, the code is nowhere in the database: not in a column, not in the notification that carried it.
    expect(await snapshotData(ctx)).not.toContain(code);
  });
});
