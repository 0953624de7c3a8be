import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../test/harness';
import { cachedMember } from './member-cache';

// Decision 026: an instance keeps the members it served under their version;
// whatever writes a member's row or standing, wherever, the next request sees it.


async function versionOf(ctx: TestContext, userId: number): Promise<number> {
  const row = await ctx.db.selectFrom('pollVersions').select('version').where('userId', '=', userId).executeTakeFirst();
  return Number(row?.version ?? 0);
}

describe('the member cache', () => {
  it('lives in the instance\'s dependencies, one per database, and is never used inside a transaction (decision 048)', async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    const borrower = await verifiedBorrower(ctx);
    const id = borrower.user.id;

    expect((await borrower.client.get('/api/auth/me')).status).toBe(200);
    const version = await versionOf(ctx, id);
    expect(ctx.deps.reads.members.get(id)).toMatchObject({ version, user: { id } });
    // The other instance's connection has caches of its own, and has not served this member.
    expect(second.deps.reads).not.toBe(ctx.deps.reads);
    expect(second.deps.reads.members.get(id)).toBeUndefined();
    // A transaction may read its own uncommitted writes: it neither reads nor fills the cache.
    await ctx.db.transaction().execute(async (trx) => {
      expect(cachedMember(trx, id, version)).toBeNull();
    });
    expect(cachedMember(ctx.db, id, version)).toMatchObject({ id });
  });

  it('serves a member from memory while their version holds, and sees a change written by another connection at the next request', async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    const borrower = await verifiedBorrower(ctx);
    const id = borrower.user.id;

    expect((await borrower.client.get('/api/auth/me')).body.user.fullName).toBe(borrower.user.fullName);
    expect(cachedMember(ctx.db, id, await versionOf(ctx, id))).toMatchObject({ id, fullName: borrower.user.fullName });

    // Written by another connection (another instance, a command-line tool), not through this instance's code.
    await second.db.updateTable('users').set({ fullName: 'Maria Clara Santos' }).where('id', '=', id).execute();
    expect(cachedMember(ctx.db, id, await versionOf(ctx, id))).toBeNull();
    expect((await borrower.client.get('/api/auth/me')).body.user.fullName).toBe('Maria Clara Santos');

    // Deactivated elsewhere, sessions left in place: the next request is refused all the same.
    await second.db.updateTable('users').set({ isActive: 0 }).where('id', '=', id).execute();
    expect((await borrower.client.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session at once when it is ended on another instance', async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    const borrower = await verifiedBorrower(ctx);
    expect((await borrower.client.get('/api/auth/me')).status).toBe(200);
    expect((await borrower.client.on(second).post('/api/auth/logout', {})).status).toBe(200);
    expect((await borrower.client.get('/api/auth/me')).status).toBe(401);
  });

  it('keeps the standing of /api/auth/me current: money held by a withdrawal made on another instance, released the instant its code runs out', async () => {
    const ctx = await createTestContext();
    const second = await ctx.secondInstance();
    const admin = await createStaff(ctx, { role: 'admin' });
    const borrower = await verifiedBorrower(ctx);
    const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
    expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);

    const funded = (await borrower.client.get('/api/auth/me')).body.user;
    expect(funded).toMatchObject({ walletBalance: 150_000, availableBalance: 150_000 });
    expect((await borrower.client.get('/api/auth/me')).body.user).toEqual(funded);

    expect((await borrower.client.on(second).post('/api/withdrawals', { amount: 10_000 })).status).toBe(201);
    expect((await borrower.client.get('/api/auth/me')).body.user).toMatchObject({ walletBalance: 150_000, availableBalance: 140_000 });
    const [withdrawal] = (await borrower.client.get('/api/user/withdrawals')).body;
    const expiresAt = Date.parse(withdrawal.code.expiresAt);

    ctx.clock.set(new Date(expiresAt - 1));
    expect((await borrower.client.get('/api/auth/me')).body.user).toMatchObject({ availableBalance: 140_000 });
    ctx.clock.set(new Date(expiresAt));
    expect((await borrower.client.get('/api/auth/me')).body.user).toMatchObject({ availableBalance: 150_000 });
  });
});
