import { NOTIFICATION_COLORS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { appendAudit } from '../features/audit';
import { createNotification } from '../features/notifications';
import { createTestContext, verifiedBorrower, type TestContext } from '../test/harness';
import { runWrite } from './run-write';

async function countsOf(ctx: TestContext) {
  const count = async (table: 'auditLog' | 'notifications' | 'outboxMessages') => (await ctx.db.selectFrom(table).select('id').execute()).length;
  return { audit: await count('auditLog'), notifications: await count('notifications'), messages: await count('outboxMessages') };
}

/** What an action of a service does: an audit entry, a notice to the member (and its message in the outbox), a live event. */
async function act(ctx: TestContext, userId: number, { andThen }: { andThen: () => void }) {
  const now = ctx.clock.now();
  return runWrite(ctx.deps, async (w) => {
    await appendAudit(w.trx, { actor: null, action: 'test.write', targetType: 'user', targetId: userId, after: { note: 'written with the action' }, now });
    await createNotification(w.trx, { userId, title: 'A notice', message: 'Written with the action', type: 'info', color: NOTIFICATION_COLORS.approve, now, messaging: ctx.deps.config.messaging });
    w.publish({ type: 'notification_created', userId });
    // Queued, not sent: nobody hears of a write that has not committed.
    expect(ctx.events).not.toContainEqual({ type: 'notification_created', userId });
    andThen();
    return 'done';
  });
}

describe('runWrite, the one write path', () => {
  it('publishes what an action queued once its transaction committed, with its audit entry and message', async () => {
    const ctx = await createTestContext();
    const { user } = await verifiedBorrower(ctx);
    const before = await countsOf(ctx);
    ctx.events.length = 0;
    expect(await act(ctx, user.id, { andThen: () => undefined })).toBe('done');
    expect(ctx.events).toEqual([{ type: 'notification_created', userId: user.id }]);
    expect(await countsOf(ctx)).toEqual({ audit: before.audit + 1, notifications: before.notifications + 1, messages: before.messages + 1 });
    await ctx.close();
  });

  it('never publishes the live event of an action that throws, and rolls its audit entry and message back with it', async () => {
    const ctx = await createTestContext();
    const { user } = await verifiedBorrower(ctx);
    const before = await countsOf(ctx);
    ctx.events.length = 0;
    const refused = act(ctx, user.id, {
      andThen: () => {
        throw new Error('refused after queueing');
      },
    });
    await expect(refused).rejects.toThrow('refused after queueing');
    expect(ctx.events).toEqual([]);
    expect(await countsOf(ctx)).toEqual(before);
    await ctx.close();
  });
});
