import { centavos } from '@app/domain';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connect, open, startLiveServer, type LiveClient } from '../../test/live-server';
import { createStaff, createTestContext, PASSWORD, registerBorrower, stepOf, TestClient, totpAt, verifiedBorrower } from '../../test/harness';
import { HOUR } from '../../lib/clock';

/** The HTTP status the upgrade was refused with. */
function refusal(socket: WebSocket): Promise<number> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    // The server ends the refused connection itself; nothing to abort here.
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
  });
}

async function applyForLoan(client: TestClient): Promise<number> {
  const response = await client.post('/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 });
  expect(response.status).toBe(201);
  return response.body.id;
}

describe('the live channel at /ws', () => {
  it('refuses an upgrade without a session, with a tampered cookie, from a foreign or missing Origin, or on another path', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const { client } = await verifiedBorrower(ctx);
    const cookie = client.cookie as string;

    expect(await refusal(open(live, { cookie: null }))).toBe(401);
    // Tampered: the last character changed (always to a different one).
    expect(await refusal(open(live, { cookie: `${cookie.slice(0, -1)}${cookie.endsWith('a') ? 'b' : 'a'}` }))).toBe(401);
    expect(await refusal(open(live, { cookie: 'session=' }))).toBe(401);
    expect(await refusal(open(live, { cookie, origin: 'https://evil.example' }))).toBe(403);
    expect(await refusal(open(live, { cookie, origin: null }))).toBe(403);
    expect(await refusal(open(live, { cookie, path: '/socket' }))).toBe(404);

    // The same cookie from the app's own origin is let in.
    const socket = await connect(live, client);
    expect(live.channel.size).toBe(1);
    socket.socket.close();
    await socket.closed;
  });

  it('refuses the cookie of a session that has expired or was logged out', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const { client } = await verifiedBorrower(ctx);
    const stale = new TestClient(ctx);
    stale.cookie = client.cookie;
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect(await refusal(open(live, { cookie: stale.cookie }))).toBe(401);

    const other = await verifiedBorrower(ctx);
    ctx.clock.advance(2 * HOUR + 1);
    expect(await refusal(open(live, { cookie: other.client.cookie }))).toBe(401);
  });

  it("delivers a borrower's events to that borrower's sockets only, and list changes to admins", async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    // Still verifying: his bank-info step is his own change (DEPARTURES 12).
    const jose = await registerBorrower(ctx, { fullName: 'Jose Reyes' });
    const officer = await createStaff(ctx, { role: 'admin' });
    const [mariaSocket, joseSocket, officerSocket] = await Promise.all([connect(live, maria.client), connect(live, jose.client), connect(live, officer.client)]);

    const loanId = await applyForLoan(maria.client);
    expect(await mariaSocket.take(1)).toEqual([{ type: 'loan_updated' }]);
    expect(await officerSocket.take(1)).toEqual([{ type: 'admin_updated', scope: 'loans', userId: maria.user.id }]);

    expect((await officer.client.post(`/api/admin/loans/${loanId}`, { status: 'approve' })).status).toBe(200);
    expect(await mariaSocket.take(3)).toEqual([{ type: 'loan_updated' }, { type: 'notification_created' }, { type: 'wallet_updated' }]);
    expect(await officerSocket.take(2)).toEqual([
      { type: 'admin_updated', scope: 'loans', userId: maria.user.id },
      { type: 'admin_updated', scope: 'users', userId: maria.user.id },
    ]);

    // Jose's first message is about Jose: nothing of Maria's came before it.
    expect((await jose.client.post('/api/user/bank-info', { bankName: 'BPI', accountNumber: '1234567890' })).status).toBe(200);
    expect(await joseSocket.take(1)).toEqual([{ type: 'user_updated' }]);
    expect(await officerSocket.take(1)).toEqual([{ type: 'admin_updated', scope: 'users', userId: jose.user.id }]);
    // Anything sent to Maria before her pong would have arrived by now.
    await mariaSocket.roundTrip();
    expect(mariaSocket.messages).toEqual([]);
  });

  it('ignores an auth message naming another member, and anything else a client sends', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const jose = await registerBorrower(ctx);
    const joseSocket = await connect(live, jose.client);

    joseSocket.send(JSON.stringify({ type: 'auth', userId: maria.user.id }));
    joseSocket.send('not json');
    joseSocket.send(JSON.stringify({ type: 'subscribe', userId: maria.user.id }));
    joseSocket.send(Buffer.from([1, 2, 3]));
    await joseSocket.roundTrip();
    expect(ctx.logs.some((line) => line.includes('live auth message for another member ignored'))).toBe(true);

    await applyForLoan(maria.client);
    await jose.client.post('/api/user/bank-info', { bankName: 'BPI', accountNumber: '1234567890' });
    expect(await joseSocket.take(1)).toEqual([{ type: 'user_updated' }]);

    // The SPEC.md greeting with the member's own id is fine too.
    joseSocket.send(JSON.stringify({ type: 'auth', userId: jose.user.id }));
    await joseSocket.roundTrip();
    expect(joseSocket.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that sends more than the small message limit', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const { client } = await verifiedBorrower(ctx);
    const socket = await connect(live, client);
    socket.send(JSON.stringify({ type: 'auth', padding: 'x'.repeat(4096) }));
    expect((await socket.closed).code).toBe(1009);
  });

  it('closes the socket of a session logged out elsewhere, and keeps the sockets of other sessions', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const phone = new TestClient(ctx);
    expect((await phone.post('/api/auth/login', { email: maria.user.email, password: PASSWORD })).status).toBe(200);
    const laptopSocket = await connect(live, maria.client);
    const phoneSocket = await connect(live, phone);

    // Another client holding the laptop's cookie logs it out.
    const sameCookie = new TestClient(ctx);
    sameCookie.cookie = maria.client.cookie;
    expect((await sameCookie.post('/api/auth/logout')).status).toBe(200);
    expect(await laptopSocket.closed).toEqual({ code: 4401, reason: 'Session ended' });

    await applyForLoan(phone);
    expect(await phoneSocket.take(1)).toEqual([{ type: 'loan_updated' }]);
  });

  it("closes a member's sockets when an admin deactivates the member", async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const officer = await createStaff(ctx, { role: 'admin' });
    const socket = await connect(live, maria.client);
    expect((await officer.client.post(`/api/admin/users/${maria.user.id}/status`, { isActive: false })).status).toBe(200);
    expect((await socket.closed).code).toBe(4401);
    expect(live.channel.size).toBe(0);
  });

  it('on a password change, ends the sockets of the other devices and sends this one back for its new cookie', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const phone = new TestClient(ctx);
    await phone.post('/api/auth/login', { email: maria.user.email, password: PASSWORD });
    const oldCookie = maria.client.cookie;
    const laptopSocket = await connect(live, maria.client);
    const phoneSocket = await connect(live, phone);
    const changed = await maria.client.post('/api/user/change-password', { email: maria.user.email, currentPassword: PASSWORD, newPassword: 'a brand new passphrase' });
    expect(changed.status).toBe(200);
    expect(await phoneSocket.closed).toEqual({ code: 4401, reason: 'Session ended' });
    // The old token is gone with its socket; the client reconnects with the cookie the response set.
    expect(await laptopSocket.closed).toEqual({ code: 4001, reason: 'Session renewed' });
    expect(await refusal(open(live, { cookie: oldCookie }))).toBe(401);
    const renewed = await connect(live, maria.client);
    await applyForLoan(maria.client);
    expect(await renewed.take(1)).toEqual([{ type: 'loan_updated' }]);
  });

  it('on turning the second factor on, sends the socket back for the new cookie instead of ending it as signed out', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const oldCookie = maria.client.cookie;
    const socket = await connect(live, maria.client);
    const setup = await maria.client.post('/api/auth/mfa/setup');
    const enrolled = await maria.client.post('/api/auth/mfa/enroll', { code: totpAt(setup.body.secret, stepOf(ctx)) });
    expect(enrolled.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4001, reason: 'Session renewed' });
    expect(await refusal(open(live, { cookie: oldCookie }))).toBe(401);
    const renewed = await connect(live, maria.client);
    await applyForLoan(maria.client);
    expect(await renewed.take(1)).toEqual([{ type: 'loan_updated' }]);
  });

  it('signing in again in the same browser ends the socket of the session it replaces', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const socket = await connect(live, maria.client);
    expect((await maria.client.post('/api/auth/login', { email: maria.user.email, password: PASSWORD })).status).toBe(200);
    expect((await socket.closed).code).toBe(4401);
  });

  it('on deletion, closes the member\'s socket and tells the admins their member list changed', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const officer = await createStaff(ctx, { role: 'admin' });
    const [mariaSocket, officerSocket] = await Promise.all([connect(live, maria.client), connect(live, officer.client)]);
    expect((await officer.client.delete(`/api/admin/users/${maria.user.id}`)).status).toBe(200);
    expect((await mariaSocket.closed).code).toBe(4401);
    expect(await officerSocket.take(1)).toEqual([{ type: 'admin_updated', scope: 'users', userId: maria.user.id }]);
  });

  it('tells the main admin alone that the staff list changed, and every admin about a new member', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const main = await createStaff(ctx, { role: 'main_admin' });
    const officer = await createStaff(ctx, { role: 'admin' });
    const [mainSocket, officerSocket] = await Promise.all([connect(live, main.client), connect(live, officer.client)]);
    const added = await main.client.post('/api/admin/add-admin', { email: 'new.officer@example.com', password: PASSWORD });
    expect(added.status).toBe(201);
    expect(await mainSocket.take(1)).toEqual([{ type: 'admin_updated', scope: 'admins', userId: added.body.user.id }]);

    const { user } = await verifiedBorrower(ctx);
    expect(await officerSocket.take(1)).toEqual([{ type: 'admin_updated', scope: 'users', userId: user.id }]);
    expect(await mainSocket.take(1)).toEqual([{ type: 'admin_updated', scope: 'users', userId: user.id }]);
  });

  it("tells every staff member's APPROVALS inbox when a four-eyes request is made and when it is decided, and the borrower nothing of it", async () => {
    const ctx = await createTestContext({ config: { makerCheckerThresholdCentavos: centavos(50_000_000) } });
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const maker = await createStaff(ctx, { role: 'admin' });
    const checker = await createStaff(ctx, { role: 'main_admin' });
    const loanId = await applyForLoan(maria.client);
    const [mariaSocket, makerSocket, checkerSocket] = await Promise.all([connect(live, maria.client), connect(live, maker.client), connect(live, checker.client)]);

    const held = await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approve' });
    expect(held.status).toBe(202);
    const request = { type: 'admin_updated', scope: 'approvals', userId: maria.user.id };
    expect(await checkerSocket.take(1)).toEqual([request]);
    expect(await makerSocket.take(1)).toEqual([request]);

    const rejected = await checker.client.post(`/api/admin/approvals/${held.body.approval.id}`, { decision: 'reject', reason: 'Income not verified' });
    expect(rejected.status).toBe(200);
    expect(await checkerSocket.take(1)).toEqual([request]);
    expect(await makerSocket.take(1)).toEqual([request]);

    // Approved, the replayed action's own events come first, then the inbox's.
    const again = await maker.client.post(`/api/admin/loans/${loanId}`, { status: 'approve' });
    expect(again.status).toBe(202);
    expect(await checkerSocket.take(1)).toEqual([request]);
    expect((await checker.client.post(`/api/admin/approvals/${again.body.approval.id}`, { decision: 'approve' })).status).toBe(200);
    expect(await checkerSocket.take(3)).toEqual([
      { type: 'admin_updated', scope: 'loans', userId: maria.user.id },
      { type: 'admin_updated', scope: 'users', userId: maria.user.id },
      request,
    ]);
    // Maria hears of her loan's approval only: anything about the requests would have come first.
    expect(await mariaSocket.take(3)).toEqual([{ type: 'loan_updated' }, { type: 'notification_created' }, { type: 'wallet_updated' }]);
    await mariaSocket.roundTrip();
    expect(mariaSocket.messages).toEqual([]);
  });

  it('terminates a socket that stops answering pings, and keeps one that answers', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx, { heartbeatMs: 50 });
    const maria = await verifiedBorrower(ctx);
    const answering = await connect(live, maria.client);
    const dead = await connect(live, maria.client, { autoPong: false });

    expect((await dead.closed).code).toBe(1006);
    let pings = 0;
    await new Promise<void>((resolve) =>
      answering.socket.on('ping', () => {
        pings += 1;
        if (pings === 3) resolve();
      }),
    );
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    expect(live.channel.size).toBe(1);
  });

  it('closes a socket at the first heartbeat after its session expired', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx, { heartbeatMs: 50 });
    const maria = await verifiedBorrower(ctx);
    const socket = await connect(live, maria.client);
    ctx.clock.advance(2 * HOUR + 1);
    expect((await socket.closed).code).toBe(4401);
  });

  it('does not keep an idle session alive by its heartbeats', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx, { heartbeatMs: 50 });
    const maria = await verifiedBorrower(ctx);
    const socket = await connect(live, maria.client);
    const before = await ctx.db.selectFrom('sessions').select(['lastSeenAt', 'idleExpiresAt']).where('userId', '=', maria.user.id).executeTakeFirstOrThrow();
    ctx.clock.advance(HOUR + 1);
    await new Promise<void>((resolve) => {
      let pings = 0;
      socket.socket.on('ping', () => {
        pings += 1;
        if (pings === 3) resolve();
      });
    });
    const after = await ctx.db.selectFrom('sessions').select(['lastSeenAt', 'idleExpiresAt']).where('userId', '=', maria.user.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('keeps at most 5 sockets per session: a sixth closes the oldest with 4429, other sessions keep theirs', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const phone = new TestClient(ctx);
    expect((await phone.post('/api/auth/login', { email: maria.user.email, password: PASSWORD })).status).toBe(200);
    const phoneSocket = await connect(live, phone);
    const tabs: LiveClient[] = [];
    for (let i = 0; i < 5; i += 1) tabs.push(await connect(live, maria.client));
    expect(live.channel.size).toBe(6);
    const sixth = await connect(live, maria.client);
    expect(await tabs[0]?.closed).toEqual({ code: 4429, reason: 'Too many live connections' });
    expect(live.channel.size).toBe(6);
    await applyForLoan(maria.client);
    for (const socket of [...tabs.slice(1), sixth, phoneSocket]) expect(await socket.take(1)).toEqual([{ type: 'loan_updated' }]);
  });

  it('reads the __Host- session cookie when cookies are Secure', async () => {
    const ctx = await createTestContext({ config: { cookieSecure: true } });
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    expect(maria.client.cookie).toMatch(/^__Host-session=/);
    const socket = await connect(live, maria.client);
    expect(live.channel.size).toBe(1);
    expect(await refusal(open(live, { cookie: (maria.client.cookie as string).replace('__Host-session=', 'session=') }))).toBe(401);
    socket.socket.close();
    await socket.closed;
  });

  it('closes every socket with 1012 (service restart: reconnect) on shutdown', async () => {
    const ctx = await createTestContext();
    const live = await startLiveServer(ctx);
    const maria = await verifiedBorrower(ctx);
    const sockets = await Promise.all([connect(live, maria.client), connect(live, maria.client)]);
    await live.channel.close();
    for (const socket of sockets) expect(await socket.closed).toEqual({ code: 1012, reason: 'Service restart' });
    expect(live.channel.size).toBe(0);
  });
});
