import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openPostgres } from '../db/connection';
import type { LiveEvent } from '../features/live';
import { runMaintenance } from '../features/maintenance';
import { HOUR, systemClock } from '../lib/clock';
import { registration } from './builders';
import { createStaff, createTestContext, markVerified, registerBorrower, verifiedBorrower } from './harness';
import { connect, startLiveServer } from './live-server';
import { HttpClient, spawnServer } from './spawn-server';
import { until } from './until';
import { signInStaffOverHttp } from './staff-over-http';

// Issue 13: live events and housekeeping across API instances on one
// PostgreSQL database (decision 018). Each instance of ctx.secondInstance()
// has its own pool and its own NOTIFY listener.


describe('live events across instances', () => {
  it("a borrower's socket on instance 1 receives the approval made on instance 2, once, and instance 1's own events once", async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    const live = await startLiveServer(ctx);
    const borrower = await verifiedBorrower(ctx);
    const officer = await createStaff(ctx, { role: 'admin' });
    const socket = await connect(live, borrower.client);
    const heardOn2: LiveEvent[] = [];
    second.deps.live.subscribe((event) => heardOn2.push(event));

    // Applied on instance 1: delivered there at once; its NOTIFY echo is not delivered again.
    const applied = await borrower.client.post('/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 });
    expect(applied.status).toBe(201);
    expect(await socket.take(1)).toEqual([{ type: 'loan_updated' }]);
    await until(() => heardOn2.some((event) => event.type === 'loan_updated'), 'instance 2 to hear of the application');

    // Approved on instance 2: reaches instance 1 through PostgreSQL. The application's NOTIFY
    // committed before these (instance 2 heard it), so an echo of it would arrive first.
    expect((await officer.client.on(second).post(`/api/admin/loans/${applied.body.id}`, { status: 'approve' })).status).toBe(200);
    expect(await socket.take(3)).toEqual([{ type: 'loan_updated' }, { type: 'notification_created' }, { type: 'wallet_updated' }]);
    await socket.roundTrip();
    expect(socket.messages).toEqual([]);
    await ctx.close();
  });

  it("delivers an instance's events to the others in the order it published them", async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    for (let userId = 1; userId <= 300; userId += 1) second.deps.live.publish({ type: 'staff_updated', userId });
    await until(() => ctx.events.length >= 300, '300 events from instance 2');
    expect(ctx.events.map((event) => event.userId)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    await ctx.close();
  });

  it('listens again after its connection to PostgreSQL is terminated, and logs it', async () => {
    const ctx = await createTestContext();
    const listeners = () =>
      sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`.execute(ctx.db).then((r) => r.rows.map((row) => row.pid));
    const [first] = await listeners();
    expect(first).toBeTypeOf('number');
    await sql`select pg_terminate_backend(${first})`.execute(ctx.db);
    await until(() => ctx.logs.some((line) => line.includes('live events listener reconnected')), 'the listener to reconnect');
    expect(ctx.logs.some((line) => line.includes('live events listener lost its connection; reconnecting'))).toBe(true);
    const now = await listeners();
    expect(now).toHaveLength(1);
    expect(now).not.toContain(first);

    const second = await ctx.secondInstance();
    second.deps.live.publish({ type: 'staff_updated', userId: 7 });
    await until(() => ctx.events.length > 0, 'the event from instance 2');
    expect(ctx.events).toEqual([{ type: 'staff_updated', userId: 7 }]);
    await ctx.close();
  });
});

describe('housekeeping across instances', () => {
  it('runs on one instance at a time: the other skips while it runs, and runs once it is done', async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    await registerBorrower(ctx);
    ctx.clock.advance(2 * HOUR + 1);

    // Instance 1's run is held inside its work until instance 2 has tried.
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = {
      ...ctx.deps.rateLimiter,
      async deleteExpired(now: Date) {
        entered();
        await gate;
        return ctx.deps.rateLimiter.deleteExpired(now);
      },
    };
    const firstRun = runMaintenance({ ...ctx.deps, rateLimiter: held });
    await inside;
    const meanwhile = await runMaintenance(second.deps);
    release();
    expect(meanwhile).toBeNull();
    expect(await firstRun).toMatchObject({ expiredSessions: 1 });
    // The lock was let go: the next run does the work again (nothing left to do).
    expect(await runMaintenance(second.deps)).toMatchObject({ expiredSessions: 0 });
    await ctx.close();
  });
});

describe('two server processes on one PostgreSQL database', () => {
  // Two processes started from the sources: on a loaded 2-core machine their start alone can pass 20 s.
  it("a borrower's socket on the first process receives the approval made on the second", { timeout: 120_000 }, async () => {
    const first = await spawnServer();
    const second = await spawnServer({ sharedDatabaseUrl: first.databaseUrl ?? '' });
    const { db } = openPostgres({ url: first.databaseUrl ?? '', poolSize: 2 });
    try {
      const maria = new HttpClient(first.base);
      const registered = await maria.call('POST', '/api/auth/register', registration());
      expect(registered.status).toBe(201);
      await markVerified({ db, clock: systemClock }, registered.body.user.id);
      const loan = await maria.call('POST', '/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 });
      expect(loan.status).toBe(201);

      const socket = new WebSocket(`${first.base.replace('http', 'ws')}/ws`, { headers: { origin: first.base, cookie: maria.cookie } });
      const messages: unknown[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });

      const admin = new HttpClient(second.base);
      expect((await signInStaffOverHttp(admin, { email: 'admin@example.com', password: first.adminPassword })).status).toBe(200);
      expect((await admin.call('POST', `/api/admin/loans/${loan.body.id}`, { status: 'approve' })).status).toBe(200);
      await until(() => messages.length >= 3, 'the approval on the first process');
      expect(messages).toEqual([{ type: 'loan_updated' }, { type: 'notification_created' }, { type: 'wallet_updated' }]);
      socket.close();
    } finally {
      await db.destroy();
      await second.stop();
      await first.stop();
    }
  });
});
