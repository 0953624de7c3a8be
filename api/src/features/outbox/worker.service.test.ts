import { describe, expect, it } from 'vitest';
import { createTestContext, registerBorrower, type TestContext } from '../../test/harness';
import { queueMessage } from './outbox.service';
import { INTERRUPTED_REASON, runOutboxPass } from './worker.service';

/*
 * Issue 29: the outbox worker sends each message at most once. A message a
 * dead process left mid-send is failed, never resent; a provider that cannot
 * be reached delays messages (retried with backoff) and loses none.
 */

const STAND_IN = { sms: { provider: 'outbox' as const }, email: null };

async function borrowerId(ctx: TestContext): Promise<number> {
  const { user } = await registerBorrower(ctx, { email: 'maria.santos@example.ph', contactNumber: '09171234567' });
  ctx.sms.length = 0;
  return user.id;
}

async function rows(ctx: TestContext) {
  return ctx.db.selectFrom('outboxMessages').select(['id', 'purpose', 'body', 'state', 'attempts', 'notBefore', 'failureReason', 'provider', 'sentAt']).orderBy('id').execute();
}

describe('the outbox worker', () => {
  it('sends a queued SMS once through the stand-in, and blanks a code once sent', async () => {
    const ctx = await createTestContext();
    const userId = await borrowerId(ctx);
    await ctx.db.deleteFrom('outboxMessages').execute();
    await queueMessage(ctx.db, STAND_IN, { userId, purpose: 'code', sms: 'Your code is 654321', now: ctx.clock.now() });
    await queueMessage(ctx.db, STAND_IN, { userId, purpose: 'notice', sms: 'Your loan has been approved.', now: ctx.clock.now() });
    expect(await runOutboxPass(ctx.deps, { owner: 'one' })).toEqual({ sent: 2, failed: 0, retried: 0, interrupted: 0 });
    expect(await runOutboxPass(ctx.deps, { owner: 'two' })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 0 });
    expect(ctx.sms).toEqual([
      { to: '+639171234567', text: 'Your code is 654321', purpose: 'code' },
      { to: '+639171234567', text: 'Your loan has been approved.', purpose: 'notice' },
    ]);
    const [code, notice] = await rows(ctx);
    expect(code).toMatchObject({ purpose: 'code', body: '', state: 'sent', attempts: 1, provider: 'outbox' });
    expect(notice).toMatchObject({ purpose: 'notice', body: 'Your loan has been approved.', state: 'sent', attempts: 1, provider: 'outbox' });
  });

  it('never resends a message whose process died while sending it: failed, outcome unknown', async () => {
    const ctx = await createTestContext();
    const userId = await borrowerId(ctx);
    await ctx.db.deleteFrom('outboxMessages').execute();
    await queueMessage(ctx.db, STAND_IN, { userId, purpose: 'reminder', sms: 'Your payment is due today.', now: ctx.clock.now() });
    // As a process killed mid-send leaves it: taken, marked sending, its lease running out.
    await ctx.db.updateTable('outboxMessages').set({ state: 'sending', attempts: 1, leaseOwner: 'dead', leaseUntil: '2026-01-01T00:00:00.000Z' }).execute();
    expect(await runOutboxPass(ctx.deps, { owner: 'alive' })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 1 });
    expect(ctx.sms).toEqual([]);
    expect(await rows(ctx)).toMatchObject([{ state: 'failed', failureReason: 'interrupted; outcome unknown', attempts: 1 }]);
    expect(INTERRUPTED_REASON).toBe('interrupted; outcome unknown');
  });

  it('a provider down for ten minutes delays the messages, loses none, and sends each once when it is back', async () => {
    const ctx = await createTestContext();
    const userId = await borrowerId(ctx);
    await ctx.db.deleteFrom('outboxMessages').execute();
    for (const text of ['First notice.', 'Second notice.']) await queueMessage(ctx.db, STAND_IN, { userId, purpose: 'notice', sms: text, now: ctx.clock.now() });
    const start = ctx.clock.now().getTime();
    // The stand-in's file cannot be written: the send fails as a provider that is down does.
    const down = { ...ctx.deps, sender: { sendSms: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9')) } };
    expect(await runOutboxPass(down, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 2, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([
      { state: 'queued', attempts: 1, failureReason: 'connect ECONNREFUSED 127.0.0.1:9', notBefore: new Date(start + 30_000).toISOString() },
      { state: 'queued', attempts: 1, failureReason: 'connect ECONNREFUSED 127.0.0.1:9', notBefore: new Date(start + 30_000).toISOString() },
    ]);
    // Not due yet: nothing is tried.
    expect(await runOutboxPass(down, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 0 });
    for (const minutes of [1, 3, 7]) {
      ctx.clock.set(new Date(start + minutes * 60_000));
      expect((await runOutboxPass(down, { owner: 'w' })).retried).toBe(2);
    }
    expect((await rows(ctx)).map((row) => row.attempts)).toEqual([4, 4]);
    // Back after ten minutes: the next try (4 minutes after the fourth) sends them.
    ctx.clock.set(new Date(start + 10 * 60_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 0 });
    ctx.clock.set(new Date(start + 11 * 60_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 2, failed: 0, retried: 0, interrupted: 0 });
    expect(ctx.sms.map((m) => m.text)).toEqual(['First notice.', 'Second notice.']);
    expect(await rows(ctx)).toMatchObject([
      { state: 'sent', attempts: 5, failureReason: null, sentAt: new Date(start + 11 * 60_000).toISOString() },
      { state: 'sent', attempts: 5, failureReason: null, sentAt: new Date(start + 11 * 60_000).toISOString() },
    ]);
  });
});
