import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower } from '../../test/harness';
import { queueMessage } from './outbox.service';

/*
 * Issue 29: a staff-typed notification goes out by SMS through the outbox,
 * and staff see a member's messages (masked destination, state, provider)
 * without ever reading a code's digits.
 */
describe('a member’s messages, as staff see them', () => {
  it('a notice staff send goes out by SMS once, and is listed as sent; a code is shown without its digits', async () => {
    const ctx = await createTestContext();
    const { user } = await verifiedBorrower(ctx, { contactNumber: '09171234567' });
    const admin = await createStaff(ctx, { role: 'main_admin' });
    ctx.sms.length = 0;
    const sent = await admin.client.post('/api/admin/send-notification', { userId: user.id, title: 'Hello', message: 'Your documents are fine', type: 'info', color: '#10B981' });
    expect(sent.status).toBe(201);
    expect(ctx.sms).toEqual([{ to: '+639171234567', text: 'Your documents are fine', purpose: 'notice' }]);

    await queueMessage(ctx.db, ctx.deps.config.messaging, { userId: user.id, purpose: 'code', sms: 'Your withdrawal code is 482913.', now: ctx.clock.now() });
    const res = await admin.client.get(`/api/admin/users/${user.id}/messages`);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ channel: 'sms', destination: '+63 9•• ••• 4567', purpose: 'code', state: 'queued', body: 'Your withdrawal code is ••••••.', provider: null });
    expect(res.body[1]).toMatchObject({
      channel: 'sms',
      destination: '+63 9•• ••• 4567',
      purpose: 'notice',
      state: 'sent',
      attempts: 1,
      body: 'Your documents are fine',
      provider: 'outbox',
      failureReason: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('482913');

    const notFound = await admin.client.get('/api/admin/users/2147483647/messages');
    expect(notFound.status).toBe(404);
  });

  it('lists what needs attention across members: failed in the last 7 days, retrying, or stuck past due; a code without its digits', async () => {
    const ctx = await createTestContext();
    const { user } = await verifiedBorrower(ctx, { contactNumber: '09171234567' });
    const admin = await createStaff(ctx, { role: 'main_admin' });
    await ctx.db.deleteFrom('outboxMessages').execute();
    const now = ctx.clock.now().getTime();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const queue = async (purpose: 'code' | 'notice', sms: string, row: Record<string, unknown>) => {
      await queueMessage(ctx.db, ctx.deps.config.messaging, { userId: user.id, purpose, sms, now: ctx.clock.now() });
      if (Object.keys(row).length === 0) return;
      const { id } = await ctx.db.selectFrom('outboxMessages').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await ctx.db.updateTable('outboxMessages').set(row).where('id', '=', id).execute();
    };
    await queue('code', 'Your withdrawal code is 482913.', { state: 'failed', attempts: 1, failureReason: 'interrupted; outcome unknown', updatedAt: at(-5) });
    await queue('notice', 'Sent fine.', { state: 'sent', attempts: 1, provider: 'semaphore', providerMessageId: '91000001', sentAt: at(-4), updatedAt: at(-4) });
    await queue('notice', 'Queued just now.', {});
    await queue('notice', 'Due long ago, never tried.', { notBefore: at(-20), updatedAt: at(-20) });
    await queue('notice', 'Retrying.', { attempts: 2, provider: 'semaphore', failureReason: 'Semaphore answered HTTP 503', notBefore: at(1), updatedAt: at(-1) });
    await queue('notice', 'Failed last week.', { state: 'failed', attempts: 8, failureReason: 'Semaphore answered HTTP 503', updatedAt: at(-8 * 24 * 60) });

    const res = await admin.client.get('/api/admin/messages/attention');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ failed: 1, retrying: 2 });
    expect(res.body.messages).toEqual([
      expect.objectContaining({ body: 'Retrying.', state: 'queued', attempts: 2, failureReason: 'Semaphore answered HTTP 503', userId: user.id, memberName: 'Maria Santos', destination: '+63 9•• ••• 4567' }),
      expect.objectContaining({ body: 'Your withdrawal code is ••••••.', purpose: 'code', state: 'failed', failureReason: 'interrupted; outcome unknown' }),
      expect.objectContaining({ body: 'Due long ago, never tried.', state: 'queued', attempts: 0, failureReason: null }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('482913');
  });
});
