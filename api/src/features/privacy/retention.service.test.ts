import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit';
import { createStaff, createTestContext, ORIGIN, PASSWORD, registerBorrower, TestClient, verifiedBorrower, type TestContext } from '../../test/harness';
import { PNG } from '../../test/images';
import { snapshotData } from '../../test/snapshot';
import { applyRetention, planRetention } from './retention.service';

const DAY = 24 * 60 * 60 * 1000;

async function withImage(ctx: TestContext, client: TestClient): Promise<string> {
  const issued = await client.post('/api/objects/upload', {});
  const uploadURL: string = issued.body.uploadURL;
  await client.request('PUT', new URL(uploadURL).pathname, { body: PNG as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });
  const res = await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL }] });
  expect(res.status).toBe(201);
  const key = (res.body[0].filename as string).slice('/objects/'.length);
  return join(ctx.dataDir, 'objects', key.slice(0, 2), key);
}

/**
 * Five borrowers, all closed (or reopened) by an officer: `erasable` closed
 * five years and a day before the run, `withMoney` and `withLoan` as long
 * ago but holding money or an open loan, `recent` closed four years before
 * the run, `reopened` deactivated and activated again.
 */
async function closedAccounts(ctx: TestContext) {
  const officer = await createStaff(ctx, { role: 'admin' });
  const erasable = await registerBorrower(ctx, { fullName: 'Erin Reyes', email: 'erin@example.ph' });
  const imageFile = await withImage(ctx, erasable.client);
  const withMoney = await registerBorrower(ctx, { fullName: 'Wilma Cruz' });
  expect((await officer.client.post(`/api/admin/users/${withMoney.user.id}`, { walletBalance: 10, expectedBalance: 0, reason: 'Refund' })).status).toBe(200);
  const withLoan = await verifiedBorrower(ctx, { fullName: 'Lito Garcia' });
  const loan = await withLoan.client.post('/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 });
  expect((await officer.client.post(`/api/admin/loans/${loan.body.id}`, { status: 'approve' })).status).toBe(200);
  const recent = await registerBorrower(ctx, { fullName: 'Rosa Lim' });
  const reopened = await registerBorrower(ctx, { fullName: 'Ramon Tan' });
  expect((await officer.client.post(`/api/admin/users/${erasable.user.id}/status`, { isActive: false })).status).toBe(200);
  expect((await officer.client.delete(`/api/admin/users/${withMoney.user.id}`)).status).toBe(200);
  expect((await officer.client.post(`/api/admin/users/${withLoan.user.id}/status`, { isActive: false })).status).toBe(200);
  expect((await officer.client.post(`/api/admin/users/${reopened.user.id}/status`, { isActive: false })).status).toBe(200);
  expect((await officer.client.post(`/api/admin/users/${reopened.user.id}/status`, { isActive: true })).status).toBe(200);
  ctx.clock.advance(366 * DAY);
  await officer.client.post('/api/auth/login', { email: officer.email, password: PASSWORD });
  expect((await officer.client.post(`/api/admin/users/${recent.user.id}/status`, { isActive: false })).status).toBe(200);
  // 2026-11-21 plus five years and a day (2028 is a leap year).
  ctx.clock.set(new Date('2031-11-22T02:00:00.000Z'));
  return { erasable, imageFile, withMoney, withLoan, recent, reopened };
}

describe('retention', () => {
  it('a dry run lists what is due and what is kept, and changes nothing', async () => {
    const ctx = await createTestContext();
    const { erasable, withMoney, withLoan, imageFile } = await closedAccounts(ctx);
    const before = await snapshotData(ctx);
    const plan = await planRetention(ctx.db, { now: ctx.clock.now(), years: 5 });
    expect(plan).toEqual({
      cutoff: '2026-11-22T02:00:00.000Z',
      due: [{ userId: erasable.user.id, closedAt: '2026-11-21T02:00:00.000Z', images: 1 }],
      skipped: [
        { userId: withMoney.user.id, closedAt: '2026-11-21T02:00:00.000Z', reason: 'wallet_balance' },
        { userId: withLoan.user.id, closedAt: '2026-11-21T02:00:00.000Z', reason: 'open_loan' },
      ],
    });
    expect(await snapshotData(ctx)).toBe(before);
    expect(existsSync(imageFile)).toBe(true);
    // A longer period (RETENTION_YEARS=6) finds nobody yet.
    expect((await planRetention(ctx.db, { now: ctx.clock.now(), years: 6 })).due).toEqual([]);
    await ctx.close();
  });

  it('erases the personal fields and ID images of a due account only, keeps its money records, audits it, and the chain verifies', async () => {
    const ctx = await createTestContext();
    const { erasable, withMoney, withLoan, recent, reopened, imageFile } = await closedAccounts(ctx);
    const untouched = [withMoney.user.id, withLoan.user.id, recent.user.id, reopened.user.id];
    const othersBefore = await ctx.db.selectFrom('users').selectAll().where('id', 'in', untouched).orderBy('id').execute();
    const result = await applyRetention({ db: ctx.db, objects: ctx.deps.objects, logger: ctx.deps.logger }, { now: ctx.clock.now(), years: 5 });
    expect(result.erased).toEqual([{ userId: erasable.user.id, reference: expect.stringMatching(/^ERASED-[0-9A-F]{12}$/), imagesDeleted: 1 }]);
    const reference = result.erased[0]?.reference as string;
    expect(existsSync(imageFile)).toBe(false);
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', erasable.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      fullName: `Erased member ${reference}`,
      email: `${reference.toLowerCase()}@erased.invalid`,
      contactNumber: '',
      address: null,
      registrationCountry: null,
      passwordHash: '',
      isActive: 0,
      erasedAt: '2031-11-22T02:00:00.000Z',
      erasedReference: reference,
    });
    expect(await ctx.db.selectFrom('documents').select('deletedAt').where('userId', '=', erasable.user.id).execute()).toEqual([{ deletedAt: '2031-11-22T02:00:00.000Z' }]);
    expect(await ctx.db.selectFrom('notifications').select('id').where('userId', '=', erasable.user.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('privacyConsents').select('userId').where('userId', '=', erasable.user.id).execute()).toEqual([{ userId: erasable.user.id }]);
    expect(await ctx.db.selectFrom('users').selectAll().where('id', 'in', untouched).orderBy('id').execute()).toEqual(othersBefore);
    const audit = await ctx.db.selectFrom('auditLog').select(['actorId', 'action', 'targetId', 'afterJson']).where('action', '=', 'privacy.retention_erase').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, targetId: erasable.user.id });
    expect(JSON.parse(audit[0]?.afterJson as string)).toMatchObject({ reference, closedAt: '2026-11-21T02:00:00.000Z', retentionYears: 5, imagesDeleted: 1 });
    expect(audit[0]?.afterJson).not.toContain('Erin');
    expect(await verifyAuditChain(ctx.db)).toEqual({ isValid: true, checked: expect.any(Number), problem: null, badId: null });
    // Nobody signs in as the erased account, by its old email or its new one.
    const login = (email: string) => ctx.app.request(`${ORIGIN}/api/auth/login`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect((await login('erin@example.ph')).status).toBe(401);
    expect((await login(`${reference.toLowerCase()}@erased.invalid`)).status).toBe(401);
    // A second run finds nothing more to do.
    expect((await applyRetention({ db: ctx.db, objects: ctx.deps.objects, logger: ctx.deps.logger }, { now: ctx.clock.now(), years: 5 })).erased).toEqual([]);
    await ctx.close();
  });
});
