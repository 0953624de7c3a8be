import { getRequestListener } from '@hono/node-server';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHotReads } from '../app';
import { HOUR, MINUTE } from '../lib/clock';
import { closeWhenBodyUnread } from '../lib/close-unread';
import { createStaff, createTestContext, registerBorrower, TestClient, verifiedBorrower, type TestContext } from '../test/harness';
import { hotReadsFirst, type HotReads } from './hot-reads';

// Decision 030: /api/auth/me and the polls' 304s are answered before the
// app. Two real servers on the same test context: one as server.ts builds
// it (hot reads first), one with the app alone. Every answer the hot reads
// give must be the app's own answer, status, headers and body; everything
// out of the ordinary must reach the app.

const LISTS = ['/api/loans', '/api/notifications', '/api/documents', '/api/user/withdrawals'];
/** Set by Node per connection and per second, not by either answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive']);

type Answer = { status: number; headers: Record<string, string>; body: string };

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The two servers; `wasHot` says whether the hot reads answered a request (true) or handed it to the app (false). */
async function twoServers(ctx: TestContext) {
  const appListener = getRequestListener(closeWhenBodyUnread(ctx.app.fetch), { hostname: '127.0.0.1' });
  const hot = createAppHotReads(ctx.deps);
  const answered: boolean[] = [];
  const recording: HotReads = (incoming, outgoing) => {
    const result = hot(incoming, outgoing);
    if (result === false) answered.push(false);
    else void result.then((done) => answered.push(done));
    return result;
  };
  const withHot = await listen(hotReadsFirst(recording, appListener));
  const appOnly = await listen(appListener);
  async function get(base: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
    const response = await fetch(`${base}${path}`, { method, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
    const kept = [...response.headers].filter(([name]) => !TRANSPORT.has(name));
    return { status: response.status, headers: Object.fromEntries(kept), body: await response.text() };
  }
  return {
    /** The request sent to the server with the hot reads, then to the app alone; both answers. */
    async both(path: string, headers: Record<string, string>, method = 'GET') {
      const hotAnswer = await get(withHot, path, headers, method);
      const wasHot = answered.at(-1);
      const appAnswer = await get(appOnly, path, headers, method);
      return { hot: hotAnswer, app: appAnswer, wasHot };
    },
  };
}

describe('hot reads (decision 030)', () => {
  it("answers /api/auth/me as the app does, header for header, and logs the app's line", async () => {
    const ctx = await createTestContext();
    const { client, user } = await verifiedBorrower(ctx);
    const { both } = await twoServers(ctx);
    const cookie = { cookie: client.cookie ?? '' };

    const { hot, app, wasHot } = await both('/api/auth/me', cookie);
    expect(wasHot).toBe(true);
    expect(hot.status).toBe(200);
    expect(JSON.parse(hot.body)).toMatchObject({ user: { id: user.id, email: user.email } });
    expect(hot).toEqual(app);
    // The security headers are on it (the app's answer has them: checked in security-headers.test.ts).
    expect(hot.headers['content-security-policy']).toContain("default-src 'self'");

    const lines = ctx.logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
    const [hotLine, appLine] = lines.slice(-2);
    expect(hotLine).toMatchObject({ method: 'GET', path: '/api/auth/me', status: 200, userId: user.id });
    expect(Object.keys(hotLine).sort()).toEqual(Object.keys(appLine).sort());
  });

  it("answers a staff member's /api/auth/me with their duties as the app does, and sees a change of duties at once (issue 27)", async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const admin = await createStaff(ctx, { role: 'admin' });
    const { both } = await twoServers(ctx);
    const cookie = { cookie: admin.client.cookie ?? '' };

    const first = await both('/api/auth/me', cookie);
    expect(first.wasHot).toBe(true);
    expect(JSON.parse(first.hot.body).user.duties).toEqual(['lending', 'payments', 'payouts', 'members', 'collections', 'compliance', 'finance']);
    expect(first.hot).toEqual(first.app);

    // The member cache holds the row read above; the change moves its version.
    expect((await main.client.put(`/api/admin/admins/${admin.id}/duties`, { duties: ['compliance', 'lending'] })).status).toBe(200);
    const after = await both('/api/auth/me', cookie);
    expect(after.wasHot).toBe(true);
    expect(JSON.parse(after.hot.body).user.duties).toEqual(['lending', 'compliance']);
    expect(after.hot).toEqual(after.app);

    const mainAnswer = await both('/api/auth/me', { cookie: main.client.cookie ?? '' });
    expect(JSON.parse(mainAnswer.hot.body).user.duties).toEqual(['lending', 'payments', 'payouts', 'members', 'collections', 'compliance', 'finance']);
    expect(mainAnswer.hot).toEqual(mainAnswer.app);
  });

  it('answers a poll whose tag still holds with 304, as the app does; a first fetch, a stale tag and a change reach the app', async () => {
    const ctx = await createTestContext();
    const { client, user } = await verifiedBorrower(ctx);
    const { both } = await twoServers(ctx);
    const cookie = { cookie: client.cookie ?? '' };

    for (const path of LISTS) {
      const first = await both(path, cookie);
      expect(first.wasHot, `${path} without If-None-Match`).toBe(false);
      expect(first.hot).toEqual(first.app);
      expect(first.hot.status).toBe(200);
      const etag = first.hot.headers.etag ?? '';
      expect(etag).toMatch(new RegExp(`^W/"u${user.id}\\.v\\d+\\.`));

      const again = await both(path, { ...cookie, 'if-none-match': etag });
      expect(again.wasHot, `${path} revalidated`).toBe(true);
      expect(again.hot.status).toBe(304);
      expect(again.hot).toEqual(again.app);
      // A 304 has no content: no length of 0, and the list's type rather than the adapter's text/plain.
      expect(again.hot.headers['content-length']).toBeUndefined();
      expect(again.hot.headers['content-type']).toBe('application/json');

      // Another member's tag, or one of an older version: the list is sent.
      const foreign = await both(path, { ...cookie, 'if-none-match': etag.replace(`u${user.id}.`, `u${user.id + 1}.`) });
      expect(foreign.wasHot).toBe(false);
      expect(foreign.hot.status).toBe(200);
      expect(foreign.hot).toEqual(foreign.app);
    }

    // A write to the member's rows (a loan application) moves the version: the old tag gets the new list.
    const loans = await both('/api/loans', cookie);
    const tag = loans.hot.headers.etag ?? '';
    const applied = await client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const after = await both('/api/loans', { ...cookie, 'if-none-match': tag });
    expect(after.wasHot).toBe(false);
    expect(after.hot.status).toBe(200);
    expect(JSON.parse(after.hot.body)).toHaveLength(1);
    expect(after.hot).toEqual(after.app);
    const fresh = await both('/api/loans', { ...cookie, 'if-none-match': after.hot.headers.etag ?? '' });
    expect(fresh.wasHot).toBe(true);
    expect(fresh.hot.status).toBe(304);
  });

  it('hands the app every request out of the ordinary, which answers it as before', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const { both } = await twoServers(ctx);
    const cookie = { cookie: client.cookie ?? '' };

    const cases: [string, string, Record<string, string>, string, number][] = [
      ['no cookie', '/api/auth/me', {}, 'GET', 401],
      ['a cookie of no session', '/api/auth/me', { cookie: 'session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, 'GET', 401],
      ['HEAD', '/api/auth/me', cookie, 'HEAD', 200],
      ['a query string', '/api/auth/me?fresh=1', cookie, 'GET', 200],
      ['a poll with no If-None-Match', '/api/notifications', cookie, 'GET', 200],
      ['another path', '/api/user/ledger', cookie, 'GET', 200],
    ];
    for (const [what, path, headers, method, status] of cases) {
      const { hot, app, wasHot } = await both(path, headers, method);
      expect(wasHot, what).toBe(false);
      expect(hot.status, what).toBe(status);
      expect(hot, what).toEqual(app);
    }
  });

  it("leaves a session whose last-seen is due, and its cookie's renewal, to the app", async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const remembered = new TestClient(ctx);
    const { user: signedIn, password } = await registerBorrower(ctx);
    expect((await remembered.post('/api/auth/login', { email: signedIn.email, password, rememberMe: true })).status).toBe(200);
    const { both } = await twoServers(ctx);

    ctx.clock.advance(HOUR + MINUTE);
    // A browser session an hour on: the app moves its last-seen (no cookie to renew).
    const due = await both('/api/auth/me', { cookie: client.cookie ?? '' });
    expect(due.wasHot).toBe(false);
    expect(due.hot.status).toBe(200);
    expect(due.hot.headers['set-cookie']).toBeUndefined();
    // The app behind the hot server moved it, so the app-only server found it current: the same answer.
    expect(due.hot).toEqual(due.app);
    expect((await both('/api/auth/me', { cookie: client.cookie ?? '' })).wasHot).toBe(true);

    // A remembered session an hour on: the app renews its cookie to the new idle expiry.
    const renewed = await both('/api/auth/me', { cookie: remembered.cookie ?? '' });
    expect(renewed.wasHot).toBe(false);
    expect(renewed.hot.status).toBe(200);
    expect(renewed.hot.headers['set-cookie']).toMatch(new RegExp(`^${remembered.cookie};.*Expires=`));
    expect((await both('/api/auth/me', { cookie: remembered.cookie ?? '' })).wasHot).toBe(true);
  });

  it('leaves ended sessions to the app, which refuses them and clears the cookie', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const { both } = await twoServers(ctx);
    const cookie = { cookie: client.cookie ?? '' };

    await ctx.db.updateTable('users').set({ isActive: 0 }).where('id', '=', user.id).execute();
    const { hot, wasHot } = await both('/api/auth/me', cookie);
    expect(wasHot).toBe(false);
    expect(hot.status).toBe(401);
    expect(hot.headers['set-cookie']).toMatch(/^session=;/);
    expect(await ctx.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('leaves a session waiting for its second factor to the app, which answers 403 mfa_required on /me and on a poll alike (decision 032)', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const client = new TestClient(ctx);
    expect((await client.post('/api/auth/login', { email: admin.email, password: admin.password })).body.mfa).toEqual({ state: 'verify' });
    const { both } = await twoServers(ctx);
    const cookie = { cookie: client.cookie ?? '' };
    for (const [path, headers] of [['/api/auth/me', cookie], ['/api/notifications', { ...cookie, 'if-none-match': 'W/"anything"' }]] as const) {
      const { hot, app, wasHot } = await both(path, headers);
      expect(wasHot).toBe(false);
      expect(hot.status).toBe(403);
      expect(JSON.parse(hot.body)).toEqual({ code: 'mfa_required', message: 'Enter the code from your authenticator app to finish signing in.' });
      expect(hot).toEqual(app);
    }
  });
});
