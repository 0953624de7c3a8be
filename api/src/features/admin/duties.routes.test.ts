import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { centavos } from '@app/domain';
import { describe, expect, inject, it } from 'vitest';
import { migrateToLatest, openPostgres, openSqlite, type Db } from '../../db/connection';
import { migrations } from '../../db/migrations';
import { postgresMigrations } from '../../db/migrations-postgres';
import { createStaff, createTestContext, registerBorrower, verifiedBorrower, type TestContext } from '../../test/harness';
import { createEmptyDatabase, databaseUrl, dropTestDatabase, testDialect } from '../../test/postgres-databases';
import { snapshotData } from '../../test/snapshot';

// Issue 27, DEPARTURES 15: each admin acts under the duties the main admin gave them.

const ALL_DUTIES = ['lending', 'payments', 'payouts', 'members', 'collections', 'compliance', 'finance'];

/** An admin signed in through the harness, then left with exactly `duties` (written as the main admin's PUT would). */
async function officer(ctx: TestContext, duties: string[]) {
  const staff = await createStaff(ctx, { role: 'admin' });
  await ctx.db.updateTable('users').set({ duties: JSON.stringify(duties) }).where('id', '=', staff.id).execute();
  return staff;
}

/** A database of this run's store migrated up to (and with) `last`, and a way to go on to the latest. */
async function storeAt(last: string): Promise<{ db: Db; toLatest: () => Promise<void>; close: () => Promise<void> }> {
  const list = testDialect === 'postgres' ? postgresMigrations : migrations;
  const provider = { getMigrations: async (): Promise<Record<string, Migration>> => list };
  let db: Db;
  let close: () => Promise<void>;
  if (testDialect === 'postgres') {
    const serverUrl = inject('postgresUrl');
    const name = await createEmptyDatabase(serverUrl);
    db = openPostgres({ url: databaseUrl(serverUrl, name), poolSize: 2 }).db;
    close = async () => {
      await db.destroy();
      await dropTestDatabase(serverUrl, name);
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'lender-duties-'));
    db = openSqlite({ file: join(dir, 'app.db') }).db;
    close = async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const { error } = await new Migrator({ db, provider }).migrateTo(last);
  if (error) throw error;
  return { db, toLatest: () => migrateToLatest(db), close };
}

describe('migration 015_staff_duties', () => {
  it('gives every admin and the main admin of before all seven duties, and borrowers none', async () => {
    const store = await storeAt('014_member_version');
    try {
      const now = '2026-11-01T00:00:00.000Z';
      for (const [email, role] of [
        ['officer@example.com', 'admin'],
        ['boss@example.com', 'main_admin'],
        ['maria@example.com', 'borrower'],
      ]) {
        await sql`insert into users (email, password_hash, full_name, contact_number, role, created_at, updated_at) values (${email}, 'x', 'Someone', '', ${role}, ${now}, ${now})`.execute(store.db);
      }
      await store.toLatest();
      const rows = await store.db.selectFrom('users').select(['email', 'duties']).orderBy('email').execute();
      expect(rows).toEqual([
        { email: 'boss@example.com', duties: '["lending","payments","payouts","members","collections","compliance","finance"]' },
        { email: 'maria@example.com', duties: null },
        { email: 'officer@example.com', duties: '["lending","payments","payouts","members","collections","compliance","finance"]' },
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('GET /api/auth/me', () => {
  it("names a staff member's duties; the main admin holds all seven whatever is stored; a borrower's answer has none", async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    await ctx.db.updateTable('users').set({ duties: '["finance"]' }).where('id', '=', main.id).execute();
    const admin = await createStaff(ctx, { role: 'admin' });
    const payments = await officer(ctx, ['finance', 'payments']);
    const { client } = await verifiedBorrower(ctx);

    expect((await main.client.get('/api/auth/me')).body.user.duties).toEqual(ALL_DUTIES);
    expect((await admin.client.get('/api/auth/me')).body.user.duties).toEqual(ALL_DUTIES);
    // In STAFF_DUTIES order, whatever order was stored.
    expect((await payments.client.get('/api/auth/me')).body.user.duties).toEqual(['payments', 'finance']);
    const borrower = (await client.get('/api/auth/me')).body.user;
    expect(borrower.role).toBe('borrower');
    expect('duties' in borrower).toBe(false);
  });

  it('gives an admin whose stored duties are not a list of duty names no duty at all', async () => {
    const ctx = await createTestContext();
    const broken = await officer(ctx, []);
    await ctx.db.updateTable('users').set({ duties: '{"all":true}' }).where('id', '=', broken.id).execute();
    expect((await broken.client.get('/api/auth/me')).body.user.duties).toEqual([]);
    expect((await broken.client.get('/api/admin/users')).status).toBe(403);
    await ctx.db.updateTable('users').set({ duties: '["payments","root"]' }).where('id', '=', broken.id).execute();
    expect((await broken.client.get('/api/auth/me')).body.user.duties).toEqual(['payments']);
  });
});

describe('PUT /api/admin/admins/{id}/duties', () => {
  it("replaces an admin's duties, audited with before and after; the admin's next request acts under them", async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const admin = await createStaff(ctx, { role: 'admin' });
    const { user } = await registerBorrower(ctx);
    // Before: every duty, so the member list opens.
    expect((await admin.client.get('/api/admin/users')).status).toBe(200);

    const res = await main.client.put(`/api/admin/admins/${admin.id}/duties`, { duties: ['finance', 'payouts', 'finance'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ id: admin.id, role: 'admin', duties: ['payouts', 'finance'] });
    const listed = (await main.client.get('/api/admin/admins')).body.find((row: { id: number }) => row.id === admin.id);
    expect(listed.duties).toEqual(['payouts', 'finance']);

    const audit = await ctx.db.selectFrom('auditLog').selectAll().where('action', '=', 'admin.duties').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: main.id, targetType: 'user', targetId: admin.id });
    expect(JSON.parse(audit[0]?.beforeJson ?? '')).toEqual({ duties: ALL_DUTIES });
    expect(JSON.parse(audit[0]?.afterJson ?? '')).toEqual({ duties: ['payouts', 'finance'] });
    // The main admin's list and the officer's own panel are told.
    expect(ctx.events).toEqual(expect.arrayContaining([{ type: 'staff_updated', userId: admin.id }, { type: 'user_updated', userId: admin.id }]));

    // The same session, no new sign-in: the member desk is now closed to them, the reports open.
    expect((await admin.client.get('/api/auth/me')).body.user.duties).toEqual(['payouts', 'finance']);
    const refused = await admin.client.post(`/api/admin/users/${user.id}/status`, { isActive: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'duty_required',
      message: "This needs the Members duty (members' details, status, documents, passwords, balances and scores). Ask the main admin to give it to you.",
    });
    expect((await admin.client.get('/api/admin/reports/aging')).status).toBe(200);
    expect((await admin.client.get('/api/admin/withdrawals')).status).toBe(200);
  });

  it('refuses bad duties with a field message, and every target but another admin, changing nothing', async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const admin = await createStaff(ctx, { role: 'admin' });
    const other = await createStaff(ctx, { role: 'admin' });
    const { user } = await registerBorrower(ctx);
    const before = await snapshotData(ctx);

    const unknown = await main.client.put(`/api/admin/admins/${admin.id}/duties`, { duties: ['lending', 'treasury'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ duties: ['Unknown duty. The duties are lending, payments, payouts, members, collections, compliance and finance.'] });
    for (const body of [{ duties: [] }, {}, { duties: 'lending' }]) {
      const none = await main.client.put(`/api/admin/admins/${admin.id}/duties`, body);
      expect(none.status, JSON.stringify(body)).toBe(400);
      expect(none.body.fieldErrors).toEqual({ duties: ['Choose at least one duty'] });
    }

    const onMain = await main.client.put(`/api/admin/admins/${main.id}/duties`, { duties: ['finance'] });
    expect(onMain.status).toBe(403);
    expect(onMain.body.message).toBe('The main admin account cannot be changed or deleted');
    const onBorrower = await main.client.put(`/api/admin/admins/${user.id}/duties`, { duties: ['finance'] });
    expect(onBorrower.status).toBe(404);
    expect(onBorrower.body.message).toBe('Admin not found');
    // Only the main admin gives duties: not an admin holding them all, not to another admin, not to themself.
    for (const id of [other.id, admin.id]) {
      const byAdmin = await admin.client.put(`/api/admin/admins/${id}/duties`, { duties: ['finance'] });
      expect(byAdmin.status).toBe(403);
      expect(byAdmin.body.message).toBe('Only the main admin can manage admin accounts');
    }
    expect(await snapshotData(ctx)).toBe(before);
  });
});

describe('adding an admin', () => {
  it("gives the new admin the duties chosen, or every duty with SPEC.md's body", async () => {
    const ctx = await createTestContext();
    const main = await createStaff(ctx, { role: 'main_admin' });
    const spec = await main.client.post('/api/admin/add-admin', { email: 'spec@example.com', password: 'a long password' });
    expect(spec.status).toBe(201);
    expect(spec.body.user.duties).toEqual(ALL_DUTIES);
    const chosen = await main.client.post('/api/admin/create', { email: 'teller@example.com', password: 'a long password', duties: ['payments'] });
    expect(chosen.status).toBe(201);
    expect(chosen.body.user.duties).toEqual(['payments']);
    const audit = await ctx.db.selectFrom('auditLog').select('afterJson').where('action', '=', 'admin.add').where('targetId', '=', chosen.body.user.id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.afterJson ?? '')).toEqual({ email: 'teller@example.com', role: 'admin', duties: ['payments'] });

    const before = await snapshotData(ctx);
    const bad = await main.client.post('/api/admin/add-admin', { email: 'nobody@example.com', password: 'a long password', duties: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ duties: ['Choose at least one duty'] });
    expect(await snapshotData(ctx)).toBe(before);
  });
});

describe('a representative refusal per duty', () => {
  // One call of each duty's own work, made by an officer holding every duty but that one.
  const CALLS: [duty: string, method: 'get' | 'post', path: (ids: { loanId: number; userId: number }) => string, body: unknown, message: string][] = [
    ['lending', 'post', ({ loanId }) => `/api/admin/loans/${loanId}`, { status: 'decline' }, 'This needs the Lending duty (review, approve and edit loans). Ask the main admin to give it to you.'],
    ['payments', 'get', () => '/api/admin/payments/unmatched', undefined, 'This needs the Payments duty (record, import, assign, waive and reverse payments). Ask the main admin to give it to you.'],
    ['payouts', 'get', () => '/api/admin/withdrawals', undefined, 'This needs the Payouts duty (decide withdrawals). Ask the main admin to give it to you.'],
    [
      'members',
      'post',
      ({ userId }) => `/api/admin/users/${userId}`,
      { walletBalance: 1_000, expectedBalance: 0, reason: 'Correction' },
      "This needs the Members duty (members' details, status, documents, passwords, balances and scores). Ask the main admin to give it to you.",
    ],
    ['compliance', 'get', () => '/api/admin/complaints', undefined, 'This needs the Compliance duty (complaints and audit views). Ask the main admin to give it to you.'],
    ['finance', 'get', () => '/api/admin/reports/aging', undefined, 'This needs the Finance duty (reports). Ask the main admin to give it to you.'],
  ];

  it.each(CALLS)('%s: refused with 403 duty_required and nothing written; the same call goes through with the duty', async (duty, method, path, body, message) => {
    const ctx = await createTestContext();
    const { user } = await verifiedBorrower(ctx);
    const now = ctx.clock.now().toISOString();
    const loan = await ctx.db
      .insertInto('loans')
      .values({ userId: user.id, amountCentavos: centavos(15_000_000), term: 12, interestRateBp: 50, monthlyPaymentCentavos: centavos(1_325_000), totalRepaymentCentavos: centavos(15_900_000), status: 'pending', startDate: null, disbursedAt: null, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const without = await officer(
      ctx,
      ALL_DUTIES.filter((held) => held !== duty),
    );
    const withIt = await officer(ctx, [duty]);
    const ids = { loanId: loan.id, userId: user.id };
    const before = await snapshotData(ctx);
    const send = (client: typeof without.client) => (method === 'get' ? client.get(path(ids)) : client.post(path(ids), body));
    const refused = await send(without.client);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'duty_required', message });
    expect(await snapshotData(ctx)).toBe(before);
    const allowed = await send(withIt.client);
    expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
  });
});
