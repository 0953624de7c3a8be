import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, PASSWORD, verifiedBorrower, type TestContext } from '../../test/harness';

// What the services publish (the channel's side is live.socket.test.ts):
// every change a member or the back office would see is announced.

async function borrowerWithCode(ctx: TestContext) {
  const borrower = await verifiedBorrower(ctx);
  const admin = await createStaff(ctx, { role: 'admin' });
  await admin.client.post(`/api/admin/users/${borrower.user.id}`, { walletBalance: 1000, expectedBalance: 0, reason: 'Test funds' });
  expect((await borrower.client.post('/api/withdrawals', { amount: 500 })).status).toBe(201);
  const message = (await borrower.client.get('/api/notifications')).body[0].message as string;
  const code = /\b(\d{6})\b/.exec(message)?.[1] as string;
  ctx.events.length = 0;
  return { borrower, admin, code, userId: borrower.user.id };
}

describe('live events published by the services', () => {
  it('a wrong code try changes the tries left; a right one also scrubs the code from its notification', async () => {
    const ctx = await createTestContext();
    const { borrower, code, userId } = await borrowerWithCode(ctx);
    expect((await borrower.client.post('/api/withdrawals/verify', { otp: code === '000000' ? '111111' : '000000' })).status).toBe(400);
    expect(ctx.events).toEqual([{ type: 'withdrawal_updated', userId }]);
    ctx.events.length = 0;
    expect((await borrower.client.post('/api/withdrawals/verify', { otp: code })).status).toBe(200);
    expect(ctx.events).toEqual([
      { type: 'withdrawal_updated', userId },
      { type: 'notification_created', userId },
    ]);
  });

  it('deleting a request that carried a code changes the notification too', async () => {
    const ctx = await createTestContext();
    const { admin, userId } = await borrowerWithCode(ctx);
    const [request] = (await admin.client.get('/api/admin/withdrawals')).body;
    expect((await admin.client.delete(`/api/admin/withdrawals/${request.id}`)).status).toBe(200);
    expect(ctx.events).toEqual([
      { type: 'withdrawal_updated', userId },
      { type: 'notification_created', userId },
    ]);
  });

  it('a password set by an admin ends the sessions and leaves a notification', async () => {
    const ctx = await createTestContext();
    const borrower = await verifiedBorrower(ctx);
    const admin = await createStaff(ctx, { role: 'admin' });
    ctx.events.length = 0;
    expect((await admin.client.post(`/api/admin/users/${borrower.user.id}/password`, { password: 'another passphrase' })).status).toBe(200);
    expect(ctx.events).toEqual([
      { type: 'session_revoked', userId: borrower.user.id },
      { type: 'notification_created', userId: borrower.user.id },
    ]);
  });

  it('status changes, registration and the staff list are announced to the back office', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const borrower = await verifiedBorrower(ctx);
    expect(ctx.events).toContainEqual({ type: 'user_updated', userId: borrower.user.id });
    ctx.events.length = 0;
    await main.client.post(`/api/admin/users/${borrower.user.id}/status`, { isActive: false });
    await main.client.post(`/api/admin/users/${borrower.user.id}/status`, { isActive: true });
    expect(ctx.events).toEqual([
      { type: 'user_updated', userId: borrower.user.id },
      { type: 'session_revoked', userId: borrower.user.id },
      { type: 'user_updated', userId: borrower.user.id },
    ]);
    ctx.events.length = 0;
    const added = await main.client.post('/api/admin/add-admin', { email: 'officer@example.com', password: PASSWORD });
    const id = added.body.user.id as number;
    expect((await main.client.delete(`/api/admin/delete-admin/${id}`)).status).toBe(200);
    expect(ctx.events).toEqual([
      { type: 'staff_updated', userId: id },
      { type: 'staff_updated', userId: id },
      { type: 'session_revoked', userId: id },
    ]);
  });
});
