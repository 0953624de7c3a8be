import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, registerBorrower, type TestContext } from '../../test/harness';
import { startSemaphoreStandIn, type SemaphoreStandIn } from '../../test/semaphore-stand-in';
import { queueMessage } from './outbox.service';
import { runOutboxPass } from './worker.service';

/*
 * Issue 29: the SMS goes out through Semaphore for real. A local stand-in
 * speaks Semaphore's published contract (semaphore.co/docs, decision 041).
 */

const API_KEY = 'sem-key-5f2a9c71d04e';

let semaphore: SemaphoreStandIn;
beforeEach(async () => {
  semaphore = await startSemaphoreStandIn();
});
afterEach(async () => {
  await semaphore.close();
});

function settings(senderName: string | null = 'LENDERPH') {
  return { sms: { provider: 'semaphore' as const, apiKey: API_KEY, senderName, baseUrl: semaphore.baseUrl, timeoutMs: 2_000 }, email: null };
}

async function withBorrower(senderName?: string | null): Promise<{ ctx: TestContext; userId: number }> {
  const ctx = await createTestContext({ config: { messaging: settings(senderName) } });
  // Registering queues messages of its own: they are sent and forgotten, the test queues its own.
  const { user } = await registerBorrower(ctx, { email: 'maria.santos@example.ph', contactNumber: '09171234567' });
  await ctx.db.deleteFrom('outboxMessages').execute();
  semaphore.requests.length = 0;
  return { ctx, userId: user.id };
}

async function rows(ctx: TestContext) {
  return ctx.db.selectFrom('outboxMessages').select(['purpose', 'body', 'state', 'attempts', 'notBefore', 'failureReason', 'provider', 'providerMessageId']).orderBy('id').execute();
}

describe('the Semaphore adapter', () => {
  it('sends a notice by /messages and a code by /priority, with the documented fields, and records Semaphore’s message id', async () => {
    const { ctx, userId } = await withBorrower();
    await queueMessage(ctx.db, settings(), { userId, purpose: 'notice', sms: 'Your loan has been approved.', now: ctx.clock.now() });
    await queueMessage(ctx.db, settings(), { userId, purpose: 'code', sms: 'Your code is 654321', now: ctx.clock.now() });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 2, failed: 0, retried: 0, interrupted: 0 });
    expect(semaphore.requests).toEqual([
      {
        path: '/messages',
        contentType: 'application/x-www-form-urlencoded',
        form: { apikey: 'sem-key-5f2a9c71d04e', number: '639171234567', message: 'Your loan has been approved.', sendername: 'LENDERPH' },
      },
      {
        path: '/priority',
        contentType: 'application/x-www-form-urlencoded',
        form: { apikey: 'sem-key-5f2a9c71d04e', number: '639171234567', message: 'Your code is 654321', sendername: 'LENDERPH' },
      },
    ]);
    expect(await rows(ctx)).toMatchObject([
      { purpose: 'notice', state: 'sent', provider: 'semaphore', providerMessageId: '91000001', attempts: 1 },
      { purpose: 'code', body: '', state: 'sent', provider: 'semaphore', providerMessageId: '91000002', attempts: 1 },
    ]);
    // Nothing went to the development stand-in.
    expect(ctx.sms).toEqual([]);
    await ctx.close();
  });

  it('omits the sender name when none is set, and logs the 160-character segments it is billed for', async () => {
    const { ctx, userId } = await withBorrower(null);
    await queueMessage(ctx.db, settings(null), { userId, purpose: 'notice', sms: 'a'.repeat(161), now: ctx.clock.now() });
    expect((await runOutboxPass(ctx.deps, { owner: 'w' })).sent).toBe(1);
    expect(semaphore.requests.map((r) => r.form)).toEqual([{ apikey: 'sem-key-5f2a9c71d04e', number: '639171234567', message: 'a'.repeat(161) }]);
    const sending = ctx.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'sending an SMS');
    expect(sending).toMatchObject([{ provider: 'semaphore', route: 'messages', segments: 2 }]);
    await ctx.close();
  });

  it('fails a message Semaphore refuses (a bad number, an invalid key) with its reason, and never retries it', async () => {
    const { ctx, userId } = await withBorrower();
    semaphore.mode = 'bad-number';
    await queueMessage(ctx.db, settings(), { userId, purpose: 'notice', sms: 'First notice.', now: ctx.clock.now() });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 1, retried: 0, interrupted: 0 });
    semaphore.mode = 'bad-key';
    await queueMessage(ctx.db, settings(), { userId, purpose: 'code', sms: 'Your code is 123987', now: ctx.clock.now() });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 1, retried: 0, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([
      { state: 'failed', provider: 'semaphore', providerMessageId: null, failureReason: 'Semaphore refused it: number: The number format is invalid.', attempts: 1 },
      { state: 'failed', body: '', provider: 'semaphore', failureReason: 'Semaphore refused it: apikey: The selected apikey is invalid.', attempts: 1 },
    ]);
    semaphore.mode = 'ok';
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 60 * 60_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 0 });
    expect(semaphore.requests).toHaveLength(2);
    await ctx.close();
  });

  it('keeps a message queued while Semaphore is slow or down, and sends it once when it is back', async () => {
    const { ctx, userId } = await withBorrower();
    const start = ctx.clock.now().getTime();
    await queueMessage(ctx.db, settings(), { userId, purpose: 'reminder', sms: 'Your payment is due today.', now: ctx.clock.now() });
    semaphore.mode = 'slow';
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([{ state: 'queued', attempts: 1, failureReason: 'no answer within 2 s', notBefore: new Date(start + 30_000).toISOString() }]);
    semaphore.mode = 'down';
    ctx.clock.set(new Date(start + 30_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    expect(await rows(ctx)).toMatchObject([{ state: 'queued', attempts: 2, failureReason: 'Semaphore answered HTTP 503', notBefore: new Date(start + 90_000).toISOString() }]);
    semaphore.mode = 'ok';
    ctx.clock.set(new Date(start + 90_000));
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 1, failed: 0, retried: 0, interrupted: 0 });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 0, interrupted: 0 });
    expect(semaphore.requests.map((r) => r.path)).toEqual(['/messages', '/messages', '/messages']);
    expect(await rows(ctx)).toMatchObject([{ state: 'sent', attempts: 3, failureReason: null, providerMessageId: '91000001' }]);
    await ctx.close();
  });

  it('retries when nothing listens at Semaphore’s address (connection refused)', async () => {
    const { ctx, userId } = await withBorrower();
    await semaphore.close();
    await queueMessage(ctx.db, settings(), { userId, purpose: 'notice', sms: 'First notice.', now: ctx.clock.now() });
    expect(await runOutboxPass(ctx.deps, { owner: 'w' })).toEqual({ sent: 0, failed: 0, retried: 1, interrupted: 0 });
    const [row] = await rows(ctx);
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row?.failureReason).toMatch(/^could not reach the provider: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    await ctx.close();
  });
});
