import SqliteDatabase from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { createStaff, createTestContext, TestClient, verifiedBorrower, type TestContext } from '../../test/harness';

/** A borrower with an approved 500,000 loan in the wallet, and an officer. */
async function fundedBorrower(ctx: TestContext) {
  const borrower = await verifiedBorrower(ctx);
  const loan = (await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body;
  const admin = await createStaff(ctx, { role: 'admin' });
  const approved = await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' });
  if (approved.status !== 200) throw new Error(`approve failed ${approved.status}`);
  return { borrower, admin };
}

/** The code as the borrower reads it in the notification of SPEC.md ('Please wait for your OTP-code notification'). */
async function codeFromNotification(client: TestClient): Promise<string> {
  const notifications = (await client.get('/api/notifications')).body as { message: string }[];
  const match = /\b(\d{6})\b/.exec(notifications[0]?.message ?? '');
  if (!match?.[1]) throw new Error(`no code in ${JSON.stringify(notifications[0])}`);
  return match[1];
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * A second connection to the database that tries to take the write lock
 * (BEGIN IMMEDIATE, no waiting) at every turn of the event loop, and lets go
 * at once. The app's SQL runs synchronously, so a transaction that awaits
 * nothing slow begins and commits within one turn and the probe never finds
 * the lock taken; one that awaits a hash (on libuv's thread pool) holds the
 * lock across turns, and the probe finds it busy.
 */
function probeWriteLock(ctx: TestContext) {
  const probe = new SqliteDatabase(join(ctx.dataDir, 'app.db'));
  probe.pragma('busy_timeout = 0');
  const seen = { busy: 0, free: 0 };
  let isRunning = true;
  const tick = () => {
    if (!isRunning) return;
    try {
      probe.exec('begin immediate');
      probe.exec('commit');
      seen.free += 1;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      seen.busy += 1;
    }
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop() {
      isRunning = false;
      probe.close();
      return seen;
    },
  };
}

describe('the write lock while a code is issued', () => {
  it('is never held while the code is hashed, on a request or a resend', async () => {
    const ctx = await createTestContext();
    const { borrower, admin } = await fundedBorrower(ctx);
    const requestProbe = probeWriteLock(ctx);
    const created = await borrower.client.post('/api/withdrawals', { amount: 1000 });
    const duringRequest = requestProbe.stop();
    expect(created.status).toBe(201);
    // The probe never found the one writer's lock held…
    expect(duringRequest.busy).toBe(0);
    // …and it did run while the request was served (the hash gives the event loop turns).
    expect(duringRequest.free).toBeGreaterThan(0);

    const resendProbe = probeWriteLock(ctx);
    const resent = await admin.client.post(`/api/admin/withdrawals/${created.body.id}/resend-code`);
    const duringResend = resendProbe.stop();
    expect(resent.status).toBe(200);
    expect(duringResend.busy).toBe(0);
    expect(duringResend.free).toBeGreaterThan(0);
    // The resent code is the one that works.
    expect((await borrower.client.post('/api/withdrawals/verify', { amount: 1000, otp: await codeFromNotification(borrower.client) })).status).toBe(200);
  });
});

describe('withdrawal with a system code', () => {
  it('request → notified code → verify → admin approves → wallet debited once', async () => {
    const ctx = await createTestContext();
    const { borrower, admin } = await fundedBorrower(ctx);
    const created = await borrower.client.post('/api/withdrawals', { amount: 120_000.5 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: 120_000.5, status: 'awaiting_code' });
    expect(created.body.code).toMatchObject({ triesLeft: 5, isVerified: false, isExpired: false });
    expect(JSON.stringify(created.body)).not.toMatch(/\b\d{6}\b(?!.*Z)/);

    const code = await codeFromNotification(borrower.client);
    expect(ctx.sms).toHaveLength(1);
    expect(ctx.sms[0]?.to).toBe('+639171234567');
    expect(ctx.sms[0]?.text).toContain(code);
    const stored = await ctx.db.selectFrom('withdrawals').select('codeHash').executeTakeFirstOrThrow();
    expect(stored.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored.codeHash).not.toContain(code);

    const me = (await borrower.client.get('/api/auth/me')).body.user;
    expect(me.walletBalance).toBe(500_000);
    expect(me.availableBalance).toBe(379_999.5);

    const verified = await borrower.client.post('/api/withdrawals/verify', { amount: 120_000.5, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('pending');
    expect(verified.body.code.isVerified).toBe(true);
    // Spent: the code no longer shows in the notification, and cannot be used again.
    expect((await borrower.client.get('/api/notifications')).body[0].message).not.toContain(code);
    expect((await borrower.client.post('/api/withdrawals/verify', { otp: code })).status).toBe(409);

    const list = await admin.client.get('/api/admin/withdrawals');
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body[0]).toMatchObject({ status: 'pending', amount: 120_000.5 });
    expect(JSON.stringify(list.body)).not.toContain(code);

    const approved = await admin.client.post(`/api/admin/withdrawals/${created.body.id}`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    const again = await admin.client.post(`/api/admin/withdrawals/${created.body.id}`, { status: 'approved' });
    expect(again.status).toBe(409);
    const after = (await borrower.client.get('/api/auth/me')).body.user;
    expect(after.walletBalance).toBe(379_999.5);
    expect(after.availableBalance).toBe(379_999.5);
    const history = (await borrower.client.get('/api/user/withdrawals')).body;
    expect(history[0]).toMatchObject({ status: 'approved', amount: 120_000.5 });
  });

  it('rejecting moves no money', async () => {
    const ctx = await createTestContext();
    const { borrower, admin } = await fundedBorrower(ctx);
    const created = (await borrower.client.post('/api/withdrawals', { amount: 1000 })).body;
    await borrower.client.post('/api/withdrawals/verify', { otp: await codeFromNotification(borrower.client) });
    const rejected = await admin.client.post(`/api/admin/withdrawals/${created.id}`, { status: 'rejected' });
    expect(rejected.body.status).toBe('rejected');
    expect((await borrower.client.get('/api/auth/me')).body.user.walletBalance).toBe(500_000);
    expect((await admin.client.post(`/api/admin/withdrawals/${created.id}`, { status: 'approved' })).status).toBe(409);
  });

  it('cannot be approved before the borrower has verified the code', async () => {
    const ctx = await createTestContext();
    const { borrower, admin } = await fundedBorrower(ctx);
    const created = (await borrower.client.post('/api/withdrawals', { amount: 1000 })).body;
    const res = await admin.client.post(`/api/admin/withdrawals/${created.id}`, { status: 'approved' });
    expect(res.status).toBe(409);
    expect((await borrower.client.get('/api/auth/me')).body.user.walletBalance).toBe(500_000);
  });

  it('counts wrong codes, locks after 5, and a resend starts over', async () => {
    const ctx = await createTestContext();
    const { borrower, admin } = await fundedBorrower(ctx);
    const created = (await borrower.client.post('/api/withdrawals', { amount: 1000 })).body;
    const code = await codeFromNotification(borrower.client);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await borrower.client.post('/api/withdrawals/verify', { otp: wrongCode(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Please input correct OTP code');
    }
    const locked = await borrower.client.post('/api/withdrawals/verify', { otp: code });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Too many wrong codes. Please request a new withdrawal code.');
    const state = (await admin.client.get('/api/admin/loans')).body[0].withdrawalCode;
    expect(state).toMatchObject({ triesLeft: 0, isVerified: false });

    const resent = await admin.client.post(`/api/admin/withdrawals/${created.id}/resend-code`);
    expect(resent.status).toBe(200);
    expect(resent.body.code.triesLeft).toBe(5);
    const fresh = await codeFromNotification(borrower.client);
    const ok = await borrower.client.post('/api/withdrawals/verify', { otp: fresh });
    expect(ok.status).toBe(200);
  });

  it('expires after 10 minutes and then no longer blocks the borrower', async () => {
    const ctx = await createTestContext();
    const { borrower } = await fundedBorrower(ctx);
    await borrower.client.post('/api/withdrawals', { amount: 1000 });
    const code = await codeFromNotification(borrower.client);
    const blocked = await borrower.client.post('/api/withdrawals', { amount: 1000 });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('You already have a withdrawal in progress');
    ctx.clock.advance(10 * MINUTE);
    const expired = await borrower.client.post('/api/withdrawals/verify', { otp: code });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('This code has expired. Please request a new withdrawal code.');
    expect((await borrower.client.get('/api/user/withdrawals')).body[0].status).toBe('expired');
    const next = await borrower.client.post('/api/withdrawals', { amount: 1000 });
    expect(next.status).toBe(201);
  });

  it('validates the amount and the code format', async () => {
    const ctx = await createTestContext();
    const { borrower } = await fundedBorrower(ctx);
    for (const amount of [0, -5, 'abc', 10.555, null]) {
      const res = await borrower.client.post('/api/withdrawals', { amount });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid withdrawal amount.');
    }
    const tooMuch = await borrower.client.post('/api/withdrawals', { amount: 500_000.01 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('Withdrawal amount exceeds your available balance');
    await borrower.client.post('/api/withdrawals', { amount: 10 });
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await borrower.client.post('/api/withdrawals/verify', { otp });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter the complete 6-digit OTP.');
    }
    expect(await ctx.db.selectFrom('withdrawals').selectAll().execute()).toHaveLength(1);
    expect((await ctx.db.selectFrom('withdrawals').select('codeAttempts').executeTakeFirstOrThrow()).codeAttempts).toBe(0);
  });

  it('20 simultaneous requests against one balance reserve it once', async () => {
    const ctx = await createTestContext();
    const { borrower } = await fundedBorrower(ctx);
    const results = await Promise.all(Array.from({ length: 20 }, () => borrower.client.post('/api/withdrawals', { amount: 300_000 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const me = (await borrower.client.get('/api/auth/me')).body.user;
    expect(me.availableBalance).toBe(200_000);
  });

  it('keeps borrowers apart', async () => {
    const ctx = await createTestContext();
    const { borrower } = await fundedBorrower(ctx);
    const other = await verifiedBorrower(ctx);
    await borrower.client.post('/api/withdrawals', { amount: 1000 });
    const code = await codeFromNotification(borrower.client);
    expect((await other.client.get('/api/user/withdrawals')).body).toEqual([]);
    expect((await other.client.post('/api/withdrawals/verify', { otp: code })).status).toBe(409);
    expect((await other.client.get('/api/notifications')).body).toEqual([]);
    expect((await other.client.post('/api/admin/withdrawals/1', { status: 'approved' })).status).toBe(403);
  });

  it('admin delete hides the request and frees the borrower', async () => {
    const ctx = await createTestContext();
    const { borrower, admin } = await fundedBorrower(ctx);
    const created = (await borrower.client.post('/api/withdrawals', { amount: 1000 })).body;
    expect((await admin.client.delete(`/api/admin/withdrawals/${created.id}`)).status).toBe(200);
    expect((await borrower.client.get('/api/user/withdrawals')).body).toEqual([]);
    expect((await borrower.client.post('/api/withdrawals', { amount: 1000 })).status).toBe(201);
  });
});
