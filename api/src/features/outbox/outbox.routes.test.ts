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
});
