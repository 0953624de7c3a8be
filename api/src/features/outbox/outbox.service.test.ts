import { describe, expect, it } from 'vitest';
import type { MessagingSettings } from '../../config';
import { createStaff, createTestContext, registerBorrower, type TestContext } from '../../test/harness';
import { maskEmail, maskPhoneNumber, queueMessage } from './outbox.service';

/*
 * Issue 29: where a message is queued. A code goes to every verified
 * channel; other messages follow the borrower's choice, falling back to SMS
 * while the email is unproved; only real providers count as reaching the
 * borrower (DEPARTURES 16: with the stand-in alone the code stays in the app).
 */

const STAND_IN: MessagingSettings = { sms: { provider: 'outbox' }, email: null };
const SEMAPHORE: MessagingSettings = { sms: { provider: 'semaphore', apiKey: 'k', senderName: null, baseUrl: 'http://127.0.0.1:9' }, email: null };
const SEMAPHORE_AND_EMAIL: MessagingSettings = { ...SEMAPHORE, email: { url: 'smtp://127.0.0.1:9', from: 'Lender <no-reply@lender.example>' } };

async function queued(ctx: TestContext, userId: number) {
  return ctx.db.selectFrom('outboxMessages').select(['channel', 'destination', 'purpose', 'subject', 'body', 'state']).where('userId', '=', userId).orderBy('id').execute();
}

async function borrower(ctx: TestContext, set: { messageChannels?: string; emailVerifiedAt?: string | null } = {}) {
  const { user } = await registerBorrower(ctx, { email: 'juan.cruz@example.ph', contactNumber: '09171234567' });
  if (Object.keys(set).length > 0) await ctx.db.updateTable('users').set(set).where('id', '=', user.id).execute();
  return user.id;
}

const CODE = { purpose: 'code' as const, sms: 'Your code is 123456', email: { subject: 'Your code', text: 'Your code is 123456' } };

describe('queueMessage', () => {
  it('masks a number and an email so the borrower knows them and nobody else reads them', () => {
    expect(maskPhoneNumber('+639171234567')).toBe('+63 9•• ••• 4567');
    expect(maskPhoneNumber('+966501234567')).toBe('+966 5•• •• 4567');
    expect(maskEmail('juan.cruz@example.ph')).toBe('j•••@example.ph');
  });

  it('with only the stand-in, a code is queued for the SMS file but reaches nobody outside', async () => {
    const ctx = await createTestContext();
    const userId = await borrower(ctx);
    const before = await queued(ctx, userId);
    expect(await queueMessage(ctx.db, STAND_IN, { userId, ...CODE, now: ctx.clock.now() })).toEqual({ reaches: [], queued: 1 });
    expect((await queued(ctx, userId)).slice(before.length)).toEqual([
      { channel: 'sms', destination: '+639171234567', purpose: 'code', subject: null, body: 'Your code is 123456', state: 'queued' },
    ]);
  });

  it('a code goes to the SMS and to a verified email, each named masked', async () => {
    const ctx = await createTestContext();
    const userId = await borrower(ctx, { emailVerifiedAt: '2026-11-01T00:00:00.000Z' });
    const before = await queued(ctx, userId);
    expect(await queueMessage(ctx.db, SEMAPHORE_AND_EMAIL, { userId, ...CODE, now: ctx.clock.now() })).toEqual({ reaches: ['+63 9•• ••• 4567', 'j•••@example.ph'], queued: 2 });
    expect((await queued(ctx, userId)).slice(before.length).map((m) => [m.channel, m.destination, m.subject])).toEqual([
      ['sms', '+639171234567', null],
      ['email', 'juan.cruz@example.ph', 'Your code'],
    ]);
  });

  it('an unproved email gets no code and no receipt: an email choice falls back to SMS', async () => {
    const ctx = await createTestContext();
    const userId = await borrower(ctx, { messageChannels: 'email' });
    const before = await queued(ctx, userId);
    expect(await queueMessage(ctx.db, SEMAPHORE_AND_EMAIL, { userId, ...CODE, now: ctx.clock.now() })).toEqual({ reaches: ['+63 9•• ••• 4567'], queued: 1 });
    await queueMessage(ctx.db, SEMAPHORE_AND_EMAIL, { userId, purpose: 'receipt', sms: 'Paid', email: { subject: 'Paid', text: 'Paid' }, now: ctx.clock.now() });
    expect((await queued(ctx, userId)).slice(before.length).map((m) => [m.channel, m.purpose])).toEqual([
      ['sms', 'code'],
      ['sms', 'receipt'],
    ]);
  });

  it('a receipt follows the choice: email only, or both', async () => {
    const ctx = await createTestContext();
    const emailOnly = await borrower(ctx, { messageChannels: 'email', emailVerifiedAt: '2026-11-01T00:00:00.000Z' });
    const receipt = { purpose: 'receipt' as const, sms: 'Paid', email: { subject: 'Paid', text: 'Paid' }, now: ctx.clock.now() };
    const before = await queued(ctx, emailOnly);
    await queueMessage(ctx.db, SEMAPHORE_AND_EMAIL, { userId: emailOnly, ...receipt });
    expect((await queued(ctx, emailOnly)).slice(before.length).map((m) => m.channel)).toEqual(['email']);
    await ctx.db.updateTable('users').set({ messageChannels: 'both' }).where('id', '=', emailOnly).execute();
    await queueMessage(ctx.db, SEMAPHORE_AND_EMAIL, { userId: emailOnly, ...receipt });
    expect((await queued(ctx, emailOnly)).slice(before.length + 1).map((m) => m.channel)).toEqual(['sms', 'email']);
  });

  it('an email verification link goes to the address being proved only, and never to staff', async () => {
    const ctx = await createTestContext();
    const userId = await borrower(ctx);
    const before = await queued(ctx, userId);
    const link = { purpose: 'email_verification' as const, sms: 'unused', email: { subject: 'Confirm your email', text: 'Open the link' }, now: ctx.clock.now() };
    expect(await queueMessage(ctx.db, SEMAPHORE_AND_EMAIL, { userId, ...link })).toEqual({ reaches: ['j•••@example.ph'], queued: 1 });
    expect((await queued(ctx, userId)).slice(before.length).map((m) => [m.channel, m.destination])).toEqual([['email', 'juan.cruz@example.ph']]);
    const staff = await createStaff(ctx, { role: 'admin' });
    expect(await queueMessage(ctx.db, SEMAPHORE_AND_EMAIL, { userId: staff.id, ...CODE, now: ctx.clock.now() })).toEqual({ reaches: [], queued: 0 });
    expect(await queued(ctx, staff.id)).toEqual([]);
  });

  it('with `only`, goes on that channel alone whatever the choice, and queues nothing where it cannot reach', async () => {
    const ctx = await createTestContext();
    const smsOnly = await borrower(ctx, { messageChannels: 'sms', emailVerifiedAt: '2026-11-01T00:00:00.000Z' });
    const before = await queued(ctx, smsOnly);
    const notice = { purpose: 'reminder' as const, sms: 'Due', email: { subject: 'Due', text: 'Due' }, now: ctx.clock.now() };
    expect(await queueMessage(ctx.db, SEMAPHORE_AND_EMAIL, { userId: smsOnly, ...notice, only: 'email' })).toEqual({ reaches: ['j•••@example.ph'], queued: 1 });
    expect(await queueMessage(ctx.db, SEMAPHORE, { userId: smsOnly, ...notice, only: 'email' })).toEqual({ reaches: [], queued: 0 });
    expect((await queued(ctx, smsOnly)).slice(before.length).map((m) => m.channel)).toEqual(['email']);
  });
});
