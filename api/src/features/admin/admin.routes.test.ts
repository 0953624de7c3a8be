import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, PASSWORD, registerBorrower, TestClient, uniqueEmail, verifiedBorrower } from '../../test/harness';
import { snapshotData } from '../../test/snapshot';
import { verifyAuditChain } from '../audit';

describe('members', () => {
  it('lists borrowers only, paged and searched, without passwords', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    await registerBorrower(ctx, { fullName: 'Ana Reyes', contactNumber: '09171110001' });
    ctx.clock.advance(1000);
    await registerBorrower(ctx, { fullName: 'Ben Cruz', contactNumber: '+971501234567' });
    const all = await admin.client.get('/api/admin/users');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('2');
    expect(all.body.map((u: { fullName: string }) => u.fullName)).toEqual(['Ben Cruz', 'Ana Reyes']);
    expect(all.body[0].registrationCountry).toBe('United Arab Emirates');
    expect(JSON.stringify(all.body)).not.toMatch(/password|argon/i);
    const search = await admin.client.get('/api/admin/users?q=0917%20111');
    expect(search.body.map((u: { fullName: string }) => u.fullName)).toEqual(['Ana Reyes']);
    const sorted = await admin.client.get('/api/admin/users?sort=fullName&order=asc&limit=1&offset=1');
    expect(sorted.body.map((u: { fullName: string }) => u.fullName)).toEqual(['Ben Cruz']);
  });

  it('finds members by any part of the name or number, after edits too, and counts loans of live members only', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { user } = await registerBorrower(ctx, { fullName: 'Rosalinda Dimaculangan', contactNumber: '09175550123' });
    const gone = await registerBorrower(ctx, { fullName: 'Gone Member' });
    const names = async (q: string) => (await admin.client.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).body.map((u: { fullName: string }) => u.fullName);
    expect(await names('maculang')).toEqual(['Rosalinda Dimaculangan']);
    expect(await names('Ro')).toEqual(['Rosalinda Dimaculangan']);
    expect(await names('555 0123')).toEqual(['Rosalinda Dimaculangan']);
    expect(await names('"x')).toEqual([]);
    await admin.client.put(`/api/admin/users/${user.id}`, { fullName: 'Rosa Reyes' });
    expect(await names('maculang')).toEqual([]);
    expect(await names('rosa re')).toEqual(['Rosa Reyes']);
    await admin.client.delete(`/api/admin/users/${gone.user.id}`);
    expect(await names('Gone')).toEqual([]);
    const borrower = await verifiedBorrower(ctx);
    expect((await borrower.client.post('/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 })).status).toBe(201);
    expect((await admin.client.get('/api/admin/loans')).headers.get('x-total-count')).toBe('1');
    await admin.client.delete(`/api/admin/users/${borrower.user.id}`);
    const loans = await admin.client.get('/api/admin/loans');
    expect(loans.headers.get('x-total-count')).toBe('0');
    expect(loans.body).toEqual([]);
  });

  it('deactivating signs the member out and keeps them out; reactivating lets them back', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    const off = await admin.client.post(`/api/admin/users/${user.id}/status`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.user.isActive).toBe(false);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(403);
    await admin.client.post(`/api/admin/users/${user.id}/status`, { isActive: true });
    expect((await new TestClient(ctx).post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    const bad = await admin.client.post(`/api/admin/users/${user.id}/status`, { isActive: 'no' });
    expect(bad.status).toBe(400);
  });

  it('deleting ends the account and its sessions, and frees the email', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    expect((await admin.client.delete(`/api/admin/users/${user.id}`)).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await admin.client.get('/api/admin/users')).headers.get('x-total-count')).toBe('0');
    expect((await admin.client.delete(`/api/admin/users/${user.id}`)).status).toBe(404);
    await registerBorrower(ctx, { email: user.email });
  });

  it('edits member details and credit score with audit entries before and after', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await verifiedBorrower(ctx);
    const edit = await admin.client.put(`/api/admin/users/${user.id}`, { fullName: 'Maria L. Santos', bankName: 'BPI' });
    expect(edit.status).toBe(200);
    expect(edit.body.user).toMatchObject({ fullName: 'Maria L. Santos', bankName: 'BPI' });
    const score = await admin.client.put(`/api/admin/users/${user.id}`, { creditScore: 810 });
    expect(score.body.user.creditScore).toBe(810);
    for (const creditScore of [-1, 1001, 12.5]) {
      expect((await admin.client.put(`/api/admin/users/${user.id}`, { creditScore })).status).toBe(400);
    }
    expect((await client.get('/api/auth/me')).body.user.creditScore).toBe(810);
    const history = (await admin.client.get(`/api/admin/users/${user.id}/audit`)).body;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['user.credit_score', 'user.update']);
    expect(history[0]).toMatchObject({ actorEmail: admin.email, before: { creditScore: 500 }, after: { creditScore: 810 } });
    expect(history[1]).toMatchObject({ before: { fullName: 'Maria Santos', bankName: 'BDO' }, after: { fullName: 'Maria L. Santos', bankName: 'BPI' } });
  });

  it('shows one member, and takes the generic update of SPEC.md 7 on POST as well as PUT', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { user } = await registerBorrower(ctx);
    const taken = await registerBorrower(ctx);
    const one = await admin.client.get(`/api/admin/users/${user.id}`);
    expect(one.body.user).toMatchObject({ id: user.id, email: user.email });
    expect((await admin.client.get('/api/admin/users/999999')).status).toBe(404);
    const posted = await admin.client.post(`/api/admin/users/${user.id}`, { contactNumber: '0918 765 4321', address: 'Cebu City' });
    expect(posted.status).toBe(200);
    expect(posted.body.user).toMatchObject({ contactNumber: '+639187654321', address: 'Cebu City' });
    const clash = await admin.client.put(`/api/admin/users/${user.id}`, { email: taken.user.email });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('An account with this email already exists');
    const nothing = await admin.client.put(`/api/admin/users/${user.id}`, {});
    expect(nothing.status).toBe(400);
    const sneaky = await admin.client.put(`/api/admin/users/${user.id}`, { role: 'main_admin' });
    expect(sneaky.status).toBe(400);
    expect((await admin.client.get(`/api/admin/users/${user.id}`)).body.user.role).toBe('borrower');
  });

  it('the inline balance edit posts an adjustment for the difference, with its reason', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    const up = await admin.client.post(`/api/admin/users/${user.id}`, { walletBalance: 2500.75, expectedBalance: 0, reason: 'Refund of double charge' });
    expect(up.status).toBe(200);
    expect(up.body.user.walletBalance).toBe(2500.75);
    const down = await admin.client.post(`/api/admin/users/${user.id}`, { walletBalance: 1000, expectedBalance: 2500.75, reason: 'Refund sent twice' });
    expect(down.body.user.walletBalance).toBe(1000);
    const ledger = (await admin.client.get(`/api/admin/users/${user.id}/ledger`)).body;
    expect(ledger).toMatchObject([
      { kind: 'adjustment', amount: -1500.75, balanceAfter: 1000, reason: 'Refund sent twice' },
      { kind: 'adjustment', amount: 2500.75, balanceAfter: 2500.75, reason: 'Refund of double charge' },
    ]);
    expect((await client.get('/api/user/ledger')).body).toHaveLength(2);
    const negative = await admin.client.post(`/api/admin/users/${user.id}`, { walletBalance: -1, expectedBalance: 1000, reason: 'Refund' });
    expect(negative.status).toBe(400);
  });

  it('a balance change needs a reason: without one, or with a blank one, a 400 names the field and nothing changes (issue 27)', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    const before = await snapshotData(ctx);
    for (const body of [
      { walletBalance: 2500, expectedBalance: 0 },
      { walletBalance: 2500, expectedBalance: 0, reason: '   ' },
      { walletBalance: 2500, expectedBalance: 0, reason: null },
    ]) {
      const refused = await admin.client.post(`/api/admin/users/${user.id}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ reason: ['Reason is required'] });
    }
    expect(await snapshotData(ctx)).toBe(before);
    expect((await client.get('/api/auth/me')).body.user.walletBalance).toBe(0);
    expect((await client.get('/api/user/ledger')).body).toEqual([]);
  });

  it('the balance edit carries the balance the officer saw: a change in between is a 409 that changes nothing, and the balance seen is required', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await verifiedBorrower(ctx);
    const loan = (await client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 })).body;
    expect((await admin.client.post(`/api/admin/loans/${loan.id}`, { status: 'approve' })).status).toBe(200);
    // The officer opens the edit and sees 500,000; meanwhile a withdrawal of 100,000 is approved.
    await client.post('/api/withdrawals', { amount: 100_000 });
    const code = /\b(\d{6})\b/.exec((await client.get('/api/notifications')).body[0].message)?.[1];
    expect((await client.post('/api/withdrawals/verify', { otp: code })).status).toBe(200);
    const withdrawal = (await client.get('/api/user/withdrawals')).body[0];
    expect((await admin.client.post(`/api/admin/withdrawals/${withdrawal.id}`, { status: 'approved' })).status).toBe(200);

    const before = await snapshotData(ctx);
    const stale = await admin.client.post(`/api/admin/users/${user.id}`, { walletBalance: 510_000, expectedBalance: 500_000, reason: 'Goodwill credit' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The wallet balance has changed since you opened it (it is now PHP 400,000.00). Check the new balance and try again.');
    const missing = await admin.client.post(`/api/admin/users/${user.id}`, { walletBalance: 510_000, reason: 'Goodwill credit' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ expectedBalance: ['Please send the balance shown when the edit began'] });
    expect(await snapshotData(ctx)).toBe(before);
    expect((await client.get('/api/auth/me')).body.user.walletBalance).toBe(400_000);

    const fresh = await admin.client.post(`/api/admin/users/${user.id}`, { walletBalance: 410_000, expectedBalance: 400_000, reason: 'Goodwill credit' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.user.walletBalance).toBe(410_000);
  });

  it('setting a password revokes the member sessions, notifies them and is audited', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    const short = await admin.client.post(`/api/admin/users/${user.id}/password`, { password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('New password must be at least 8 characters');
    const set = await admin.client.post(`/api/admin/users/${user.id}/password`, { password: 'officer set this one' });
    expect(set.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const again = new TestClient(ctx);
    expect((await again.post('/api/auth/login', { email: user.email, password: 'officer set this one' })).status).toBe(200);
    expect((await again.get('/api/notifications')).body).toHaveLength(1);
    const audit = await ctx.db.selectFrom('auditLog').selectAll().where('action', '=', 'user.password').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.afterJson).not.toContain('officer set this one');
  });

  it('sends a notification to a member', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    const res = await admin.client.post('/api/admin/send-notification', { userId: user.id, title: 'Hello', message: 'Your documents are fine', type: 'info', color: '#10B981' });
    expect(res.status).toBe(201);
    expect((await client.get('/api/notifications')).body[0]).toMatchObject({ title: 'Hello', message: 'Your documents are fine', color: '#10B981' });
    const bad = await admin.client.post('/api/admin/send-notification', { userId: user.id, title: '', message: 'x', type: 'info', color: 'green' });
    expect(bad.status).toBe(400);
  });

  it('refuses an id beyond any row (PostgreSQL integer) as bad input, not with a 500', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const before = await snapshotData(ctx);
    const sent = await admin.client.post('/api/admin/send-notification', { userId: 2_147_483_648, title: 'Hello', message: 'A message.' });
    expect(sent.status).toBe(400);
    expect(sent.body.fieldErrors).toEqual({ userId: ['Please choose a member'] });
    for (const path of ['/api/admin/users/2147483648', '/api/admin/loans/2147483648', '/api/admin/users/2147483648/ledger']) {
      const res = await admin.client.get(path);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ id: ['Invalid id'] });
    }
    expect(await snapshotData(ctx)).toBe(before);
    // The largest id either store keeps is still an id: it names no member.
    expect((await admin.client.get('/api/admin/users/2147483647')).status).toBe(404);
  });
});

describe('admins and the main admin (SPEC.md 6)', () => {
  it('only the main admin adds, re-passwords and deletes admins', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const admin = await createStaff(ctx, { role: 'admin' });
    const email = uniqueEmail('officer');
    expect((await admin.client.post('/api/admin/add-admin', { email, password: 'officer password' })).status).toBe(403);
    const added = await main.client.post('/api/admin/add-admin', { email, password: 'officer password' });
    expect(added.status).toBe(201);
    expect(added.body.user.role).toBe('admin');
    expect((await main.client.post('/api/admin/create', { email, password: 'officer password' })).status).toBe(409);
    const newAdmin = new TestClient(ctx);
    expect((await newAdmin.post('/api/auth/login', { email, password: 'officer password' })).body.user.role).toBe('admin');

    const list = await admin.client.get('/api/admin/admins');
    expect(list.body.map((u: { role: string }) => u.role).sort()).toEqual(['admin', 'admin', 'main_admin']);

    expect((await admin.client.post(`/api/admin/update-admin-password/${added.body.user.id}`, { password: 'another password' })).status).toBe(403);
    expect((await main.client.post(`/api/admin/update-admin-password/${added.body.user.id}`, { password: 'another password' })).status).toBe(200);
    expect((await newAdmin.get('/api/auth/me')).status).toBe(401);

    expect((await admin.client.delete(`/api/admin/delete-admin/${added.body.user.id}`)).status).toBe(403);
    expect((await main.client.delete(`/api/admin/delete-admin/${added.body.user.id}`)).status).toBe(200);
    expect((await new TestClient(ctx).post('/api/auth/login', { email, password: 'another password' })).status).toBe(401);
  });

  it('nobody edits, deactivates, re-passwords or deletes the main admin', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const admin = await createStaff(ctx, { role: 'admin' });
    for (const client of [admin.client, main.client]) {
      for (const res of [
        await client.put(`/api/admin/users/${main.id}`, { fullName: 'Someone Else' }),
        await client.post(`/api/admin/users/${main.id}/status`, { isActive: false }),
        await client.post(`/api/admin/users/${main.id}/password`, { password: 'taken over now' }),
        await client.delete(`/api/admin/users/${main.id}`),
        await client.delete(`/api/admin/delete-admin/${main.id}`),
        await client.post(`/api/admin/update-admin-password/${main.id}`, { password: 'taken over now' }),
      ]) {
        expect(res.status).toBe(403);
      }
    }
    expect((await main.client.get('/api/auth/me')).status).toBe(200);
  });

  it('a plain admin cannot manage another admin through the member routes', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const other = await createStaff(ctx, { role: 'admin' });
    expect((await admin.client.post(`/api/admin/users/${other.id}/status`, { isActive: false })).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/users/${other.id}`)).status).toBe(403);
    expect((await other.client.get('/api/auth/me')).status).toBe(200);
  });

  it('every action keyed by a member applies the same rule to staff targets: main admin never, other admins only by the main admin, nobody on self', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const admin = await createStaff(ctx, { role: 'admin' });
    const other = await createStaff(ctx, { role: 'admin' });
    const before = await snapshotData(ctx);
    const attempts = (client: TestClient, id: number) => [
      () => client.get(`/api/admin/users/${id}`),
      () => client.get(`/api/admin/users/${id}/ledger`),
      () => client.get(`/api/admin/users/${id}/audit`),
      () => client.post('/api/admin/send-notification', { userId: id, title: 'Hello', message: 'A message.' }),
      () => client.post(`/api/admin/users/${id}`, { walletBalance: 1_000_000, expectedBalance: 0, reason: 'Bonus' }),
      () => client.put(`/api/admin/users/${id}`, { creditScore: 900 }),
    ];
    for (const [client, id, message] of [
      [admin.client, main.id, 'The main admin account cannot be changed or deleted'],
      [admin.client, other.id, 'Only the main admin can manage admin accounts'],
      [admin.client, admin.id, 'You cannot manage your own account from the back office'],
      [main.client, main.id, 'The main admin account cannot be changed or deleted'],
    ] as const) {
      for (const attempt of attempts(client, id)) {
        const res = await attempt();
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(message);
      }
    }
    expect(await snapshotData(ctx)).toBe(before);
    expect((await main.client.get(`/api/admin/users/${other.id}`)).status).toBe(200);
    expect((await main.client.post('/api/admin/send-notification', { userId: other.id, title: 'Hello', message: 'A message.' })).status).toBe(201);
  });

  it('admin routes are closed to borrowers and anonymous visitors', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    for (const path of ['/api/admin/users', '/api/admin/withdrawals', '/api/admin/admins', `/api/admin/users/${user.id}/ledger`]) {
      expect((await client.get(path)).status).toBe(403);
      expect((await new TestClient(ctx).get(path)).status).toBe(401);
    }
    expect((await client.post(`/api/admin/users/${user.id}`, { walletBalance: 1_000_000 })).status).toBe(403);
    expect((await client.get('/api/auth/me')).body.user.walletBalance).toBe(0);
  });
});

describe('audit chain', () => {
  it('verifies, and detects an altered or removed entry', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const { user } = await registerBorrower(ctx);
    for (const score of [600, 700, 800]) await main.client.put(`/api/admin/users/${user.id}`, { creditScore: score });
    const ok = await main.client.get('/api/admin/audit/verify');
    expect(ok.body).toMatchObject({ isValid: true, checked: 3 });

    await ctx.db.updateTable('auditLog').set({ afterJson: '{"creditScore":1000}' }).where('id', '=', 2).execute();
    const altered = await verifyAuditChain(ctx.db);
    expect(altered).toMatchObject({ isValid: false, badId: 2 });

    await ctx.db.updateTable('auditLog').set({ afterJson: '{"creditScore":700}' }).where('id', '=', 2).execute();
    expect((await verifyAuditChain(ctx.db)).isValid).toBe(true);
    await ctx.db.deleteFrom('auditLog').where('id', '=', 2).execute();
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ isValid: false, badId: 3 });
  });

  it('detects entries removed from the end of the log, which the chain alone cannot show', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const { user } = await registerBorrower(ctx);
    for (const score of [600, 700, 800]) await main.client.put(`/api/admin/users/${user.id}`, { creditScore: score });
    expect(await ctx.db.selectFrom('auditHead').selectAll().executeTakeFirst()).toMatchObject({ entryCount: 3 });

    await ctx.db.deleteFrom('auditLog').where('id', '=', 3).execute();
    const truncated = await verifyAuditChain(ctx.db);
    expect(truncated).toMatchObject({ isValid: false, checked: 2, badId: null });
    expect(truncated.problem).toContain('the log holds 2 entries but 3 were written');

    // Every row gone: still detected.
    await ctx.db.deleteFrom('auditLog').execute();
    expect((await verifyAuditChain(ctx.db)).isValid).toBe(false);
  });
});
