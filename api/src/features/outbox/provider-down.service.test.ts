import { afterEach, describe, expect, it } from 'vitest';
import { createStaff, createTestContext, registerBorrower } from '../../test/harness';
import { startSemaphoreStandIn, type SemaphoreStandIn } from '../../test/semaphore-stand-in';
import { queueMessage } from './outbox.service';
import { until } from '../../test/until';
import { runOutboxPass } from './worker.service';

/*
 * Issue 29, "A provider that is down for ten minutes delays messages and
 * loses none; its failures are visible to staff". The worker's clock is the
 * test's: a pass every 30 simulated seconds, as the worker polls, against
 * the real Semaphore adapter and a local stand-in that answers 503 for five
 * minutes, then is not there at all (connections refused) for five more,
 * then is back on the same address.
 */

const API_KEY = 'sem-key-down-0b9d3e55';
const MINUTE = 60_000;
const standIns: SemaphoreStandIn[] = [];

afterEach(async () => {
  for (const standIn of standIns.splice(0)) await standIn.close();
});

describe('a provider down for ten minutes', () => {
  it('delays the messages with backoff, loses none, sends each once when it is back, and staff see the failures meanwhile', async () => {
    const first = await startSemaphoreStandIn();
    standIns.push(first);
    const messaging = { sms: { provider: 'semaphore' as const, apiKey: API_KEY, senderName: null, baseUrl: first.baseUrl, timeoutMs: 2_000 }, email: null };
    const ctx = await createTestContext({ config: { messaging } });
    const admin = await createStaff(ctx, { role: 'main_admin' });
    const { user } = await registerBorrower(ctx, { email: 'maria.santos@example.ph', contactNumber: '09171234567' });
    // Registering queued messages of its own; the test queues its own.
    await ctx.db.deleteFrom('outboxMessages').execute();
    first.requests.length = 0;
    first.accepted.length = 0;

    const start = ctx.clock.now().getTime();
    const queue = (sms: string) => queueMessage(ctx.db, messaging, { userId: user.id, purpose: 'notice', sms, now: ctx.clock.now() });
    for (const text of ['Notice A.', 'Notice B.', 'Notice C.']) await queue(text);
    first.mode = 'down';

    let back: SemaphoreStandIn | null = null;
    const totals = { sent: 0, failed: 0, retried: 0, interrupted: 0 };
    let duringOutage: { history: unknown; attention: { failed: number; retrying: number; messages: unknown[] } } | null = null;
    for (let step = 0; step <= 32; step += 1) {
      const minutes = step / 2;
      ctx.clock.set(new Date(start + minutes * MINUTE));
      // Five minutes of 503, five with nothing listening, then back on the same port.
      if (minutes === 5) await first.close();
      if (minutes === 10) {
        back = await startSemaphoreStandIn({ port: Number(new URL(first.baseUrl).port), firstId: 92_000_001 });
        standIns.push(back);
      }
      if (minutes === 6) for (const text of ['Notice D.', 'Notice E.']) await queue(text);
      const report = await runOutboxPass(ctx.deps, { owner: 'w' });
      for (const key of ['sent', 'failed', 'retried', 'interrupted'] as const) totals[key] += report[key];
      if (minutes === 8) {
        duringOutage = {
          history: (await admin.client.get(`/api/admin/users/${user.id}/messages`)).body,
          attention: (await admin.client.get('/api/admin/messages/attention')).body,
        };
      }
    }

    // While it was down, staff saw every message waiting, its tries and the provider's failure.
    const refused = expect.stringMatching(/^could not reach the provider: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(duringOutage?.history).toEqual([
      expect.objectContaining({ body: 'Notice E.', state: 'queued', attempts: 3, failureReason: refused, provider: 'semaphore', destination: '+63 9•• ••• 4567', sentAt: null }),
      expect.objectContaining({ body: 'Notice D.', state: 'queued', attempts: 3, failureReason: refused, notBefore: new Date(start + 9.5 * MINUTE).toISOString() }),
      expect.objectContaining({ body: 'Notice C.', state: 'queued', attempts: 5, failureReason: refused }),
      expect.objectContaining({ body: 'Notice B.', state: 'queued', attempts: 5, failureReason: refused }),
      expect.objectContaining({ body: 'Notice A.', state: 'queued', attempts: 5, failureReason: refused, notBefore: new Date(start + 15.5 * MINUTE).toISOString() }),
    ]);
    expect(duringOutage?.attention).toMatchObject({ failed: 0, retrying: 5 });
    expect(duringOutage?.attention.messages).toHaveLength(5);
    expect(duringOutage?.attention.messages[0]).toMatchObject({ userId: user.id, memberName: 'Maria Santos', state: 'queued', failureReason: refused });

    // The 503s reached the stand-in (four tries each of A, B and C); none was taken.
    expect(first.requests).toHaveLength(12);
    expect(first.accepted).toEqual([]);
    // Back: each of the five went once, D and E at their fifth try (13.5 min), A, B and C at their sixth (15.5 min).
    expect(back?.accepted.map((a) => a.message)).toEqual(['Notice D.', 'Notice E.', 'Notice A.', 'Notice B.', 'Notice C.']);
    expect(back?.requests).toHaveLength(5);
    expect(totals).toEqual({ sent: 5, failed: 0, retried: 23, interrupted: 0 });
    const rows = await ctx.db.selectFrom('outboxMessages').select(['body', 'state', 'attempts', 'sentAt', 'providerMessageId', 'failureReason']).orderBy('id').execute();
    expect(rows).toEqual([
      { body: 'Notice A.', state: 'sent', attempts: 6, sentAt: new Date(start + 15.5 * MINUTE).toISOString(), providerMessageId: '92000003', failureReason: null },
      { body: 'Notice B.', state: 'sent', attempts: 6, sentAt: new Date(start + 15.5 * MINUTE).toISOString(), providerMessageId: '92000004', failureReason: null },
      { body: 'Notice C.', state: 'sent', attempts: 6, sentAt: new Date(start + 15.5 * MINUTE).toISOString(), providerMessageId: '92000005', failureReason: null },
      { body: 'Notice D.', state: 'sent', attempts: 5, sentAt: new Date(start + 13.5 * MINUTE).toISOString(), providerMessageId: '92000001', failureReason: null },
      { body: 'Notice E.', state: 'sent', attempts: 5, sentAt: new Date(start + 13.5 * MINUTE).toISOString(), providerMessageId: '92000002', failureReason: null },
    ]);
    // Once all went, nothing needs staff's attention.
    expect((await admin.client.get('/api/admin/messages/attention')).body).toEqual({ failed: 0, retrying: 0, messages: [] });
  });

  it('a provider slower than the lease: the live process keeps its claim, and another process does not mark its message interrupted', async () => {
    const standIn = await startSemaphoreStandIn();
    standIns.push(standIn);
    const messaging = { sms: { provider: 'semaphore' as const, apiKey: API_KEY, senderName: null, baseUrl: standIn.baseUrl, timeoutMs: 3_000 }, email: null };
    const ctx = await createTestContext({ config: { messaging } });
    const { user } = await registerBorrower(ctx, { email: 'juan.cruz@example.ph', contactNumber: '09171234567' });
    await ctx.db.deleteFrom('outboxMessages').execute();
    standIn.requests.length = 0;
    const start = ctx.clock.now().getTime();
    await queueMessage(ctx.db, messaging, { userId: user.id, purpose: 'notice', sms: 'Slow notice.', now: ctx.clock.now() });
    standIn.mode = 'slow';
    const lease = { leaseMs: 1_500 };
    const sending = runOutboxPass(ctx.deps, { owner: 'alive', ...lease });
    await until(() => standIn.held === 1, 'the request held by the slow provider');
    // Ten minutes pass on the worker's clock while the provider holds the request: far beyond the claim.
    ctx.clock.set(new Date(start + 10 * MINUTE));
    const leaseUntil = async () => (await ctx.db.selectFrom('outboxMessages').select('leaseUntil').executeTakeFirstOrThrow()).leaseUntil ?? '';
    await until(async () => (await leaseUntil()) > new Date(start + 10 * MINUTE).toISOString(), 'the claim renewed by the live process');
    expect(await runOutboxPass(ctx.deps, { owner: 'other', ...lease })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 0 });
    expect(await ctx.db.selectFrom('outboxMessages').select(['state', 'leaseOwner']).execute()).toEqual([{ state: 'sending', leaseOwner: 'alive' }]);
    // The provider never answers: the live process gives up after its timeout and keeps the message for a later try.
    expect(await sending).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    expect(await ctx.db.selectFrom('outboxMessages').select(['state', 'attempts', 'failureReason']).execute()).toEqual([{ state: 'queued', attempts: 1, failureReason: 'no answer within 3 s' }]);
    expect(standIn.requests).toHaveLength(1);
  });
});
