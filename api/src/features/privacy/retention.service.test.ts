import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit';
import { systemClock } from '../../lib/clock';
import type { ObjectStore } from '../../lib/object-store';
import { createS3ObjectStore } from '../../lib/s3-object-store';
import { createStaff, createTestContext, ORIGIN, PASSWORD, registerBorrower, signInStaff, TestClient, uploadImage, verifiedBorrower, type TestContext } from '../../test/harness';
import { PNG } from '../../test/images';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
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

/** Whether the store still holds an object (asked of the store itself, disk or S3). */
async function isStored(objects: ObjectStore, key: string): Promise<boolean> {
  const stored = await objects.open(key);
  await stored?.body.cancel();
  return stored !== null;
}

/** A complaint with one image, answered and resolved by an officer: a description, two staff messages, one evidence image. */
async function answeredComplaint(ctx: TestContext, { borrower, officer }: { borrower: TestClient; officer: TestClient }) {
  const filed = await borrower.post('/api/complaints', {
    category: 'collection_conduct',
    description: 'A collector called my employer, Mr. Santos, at 0917 555 0101.',
    uploadURLs: [await uploadImage(borrower)],
  });
  expect(filed.status).toBe(201);
  expect((await officer.post(`/api/admin/complaints/${filed.body.id}`, { action: 'reply', message: 'Erin, we are checking the call to Mr. Santos.' })).status).toBe(200);
  expect((await officer.post(`/api/admin/complaints/${filed.body.id}`, { action: 'resolve', message: 'The collector who called Mr. Santos was suspended.' })).status).toBe(200);
  const evidence = await ctx.db.selectFrom('complaintEvidence').select('objectKey').where('complaintId', '=', filed.body.id).executeTakeFirstOrThrow();
  return { id: filed.body.id as number, reference: filed.body.reference as string, evidenceKey: evidence.objectKey };
}

/**
 * Five borrowers, all closed (or reopened) by an officer: `erasable` closed
 * five years and a day before the run, `withMoney` and `withLoan` as long
 * ago but holding money or an open loan, `recent` closed four years before
 * the run, `reopened` deactivated and activated again. `erasable` and
 * `recent` each filed a complaint that an officer answered and resolved.
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
  const complaint = await answeredComplaint(ctx, { borrower: erasable.client, officer: officer.client });
  const keptComplaint = await answeredComplaint(ctx, { borrower: recent.client, officer: officer.client });
  expect((await officer.client.post(`/api/admin/users/${erasable.user.id}/status`, { isActive: false })).status).toBe(200);
  expect((await officer.client.delete(`/api/admin/users/${withMoney.user.id}`)).status).toBe(200);
  expect((await officer.client.post(`/api/admin/users/${withLoan.user.id}/status`, { isActive: false })).status).toBe(200);
  expect((await officer.client.post(`/api/admin/users/${reopened.user.id}/status`, { isActive: false })).status).toBe(200);
  expect((await officer.client.post(`/api/admin/users/${reopened.user.id}/status`, { isActive: true })).status).toBe(200);
  ctx.clock.advance(366 * DAY);
  await signInStaff(ctx, officer.client, { email: officer.email, password: PASSWORD });
  expect((await officer.client.post(`/api/admin/users/${recent.user.id}/status`, { isActive: false })).status).toBe(200);
  // 2026-11-21 plus five years and a day (2028 is a leap year).
  ctx.clock.set(new Date('2031-11-22T02:00:00.000Z'));
  return { officer, erasable, imageFile, complaint, keptComplaint, withMoney, withLoan, recent, reopened };
}

describe('retention', () => {
  it('a dry run lists what is due and what is kept, and changes nothing', async () => {
    const ctx = await createTestContext();
    const { erasable, withMoney, withLoan, imageFile, complaint } = await closedAccounts(ctx);
    const before = await snapshotData(ctx);
    const plan = await planRetention(ctx.db, { now: ctx.clock.now(), years: 5 });
    expect(plan).toEqual({
      cutoff: '2026-11-22T02:00:00.000Z',
      due: [{ userId: erasable.user.id, closedAt: '2026-11-21T02:00:00.000Z', images: 1, complaints: 1, complaintMessages: 2, evidenceImages: 1 }],
      skipped: [
        { userId: withMoney.user.id, closedAt: '2026-11-21T02:00:00.000Z', reason: 'wallet_balance' },
        { userId: withLoan.user.id, closedAt: '2026-11-21T02:00:00.000Z', reason: 'open_loan' },
      ],
    });
    expect(await snapshotData(ctx)).toBe(before);
    expect(existsSync(imageFile)).toBe(true);
    expect(await isStored(ctx.deps.objects, complaint.evidenceKey)).toBe(true);
    // A longer period (RETENTION_YEARS=6) finds nobody yet.
    expect((await planRetention(ctx.db, { now: ctx.clock.now(), years: 6 })).due).toEqual([]);
    await ctx.close();
  });

  it('erases the personal fields, ID images and complaint texts and images of a due account only, keeps its money records, audits it, and the chain verifies', async () => {
    const ctx = await createTestContext();
    const { officer, erasable, withMoney, withLoan, recent, reopened, imageFile, complaint, keptComplaint } = await closedAccounts(ctx);
    const untouched = [withMoney.user.id, withLoan.user.id, recent.user.id, reopened.user.id];
    const othersBefore = await ctx.db.selectFrom('users').selectAll().where('id', 'in', untouched).orderBy('id').execute();
    const complaintBefore = await ctx.db.selectFrom('complaints').selectAll().where('id', '=', complaint.id).executeTakeFirstOrThrow();
    const keptBefore = await ctx.db.selectFrom('complaints').selectAll().where('id', '=', keptComplaint.id).executeTakeFirstOrThrow();
    const keptThreadBefore = await ctx.db.selectFrom('complaintMessages').selectAll().where('complaintId', '=', keptComplaint.id).orderBy('id').execute();
    // Issue 29: what was sent by SMS (the complaint's notices) names the member and their number.
    expect((await ctx.db.selectFrom('outboxMessages').select('id').where('userId', '=', erasable.user.id).execute()).length).toBeGreaterThan(0);
    const result = await applyRetention({ db: ctx.db, objects: ctx.deps.objects, logger: ctx.deps.logger }, { now: ctx.clock.now(), years: 5 });
    expect(result.erased).toEqual([
      { userId: erasable.user.id, reference: expect.stringMatching(/^ERASED-[0-9A-F]{12}$/), imagesDeleted: 1, complaints: 1, complaintMessages: 2, evidenceImages: 1 },
    ]);
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
    expect(await ctx.db.selectFrom('outboxMessages').select('id').where('userId', '=', erasable.user.id).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('privacyConsents').select('userId').where('userId', '=', erasable.user.id).execute()).toEqual([{ userId: erasable.user.id }]);
    expect(await ctx.db.selectFrom('users').selectAll().where('id', 'in', untouched).orderBy('id').execute()).toEqual(othersBefore);
    const audit = await ctx.db.selectFrom('auditLog').select(['actorId', 'action', 'targetId', 'afterJson']).where('action', '=', 'privacy.retention_erase').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, targetId: erasable.user.id });
    expect(JSON.parse(audit[0]?.afterJson as string)).toMatchObject({
      reference,
      closedAt: '2026-11-21T02:00:00.000Z',
      retentionYears: 5,
      imagesDeleted: 1,
      complaintsErased: 1,
      complaintMessagesErased: 2,
      evidenceImagesDeleted: 1,
    });
    expect(audit[0]?.afterJson).not.toContain('Erin');
    expect(audit[0]?.afterJson).not.toContain('Santos');

    // The complaint keeps what the regulator counts (category, dates, reference, state, who acted) and loses its words and image.
    expect(await ctx.db.selectFrom('complaints').selectAll().where('id', '=', complaint.id).executeTakeFirstOrThrow()).toEqual({
      ...complaintBefore,
      description: '[Removed under the retention policy]',
    });
    expect(complaintBefore).toMatchObject({ reference: complaint.reference, category: 'collection_conduct', state: 'resolved', createdAt: '2026-11-21T02:00:00.000Z' });
    const thread = await ctx.db.selectFrom('complaintMessages').select(['kind', 'body', 'authorId', 'createdAt']).where('complaintId', '=', complaint.id).orderBy('id').execute();
    expect(thread).toEqual([
      { kind: 'reply', body: '[Removed under the retention policy]', authorId: officer.id, createdAt: '2026-11-21T02:00:00.000Z' },
      { kind: 'resolution', body: '[Removed under the retention policy]', authorId: officer.id, createdAt: '2026-11-21T02:00:00.000Z' },
    ]);
    expect(await ctx.db.selectFrom('complaintEvidence').select('id').where('complaintId', '=', complaint.id).execute()).toEqual([]);
    expect(await isStored(ctx.deps.objects, complaint.evidenceKey)).toBe(false);
    // Another borrower's complaint, closed too recently, is untouched.
    expect(await ctx.db.selectFrom('complaints').selectAll().where('id', '=', keptComplaint.id).executeTakeFirstOrThrow()).toEqual(keptBefore);
    expect(await ctx.db.selectFrom('complaintMessages').selectAll().where('complaintId', '=', keptComplaint.id).orderBy('id').execute()).toEqual(keptThreadBefore);
    expect(await isStored(ctx.deps.objects, keptComplaint.evidenceKey)).toBe(true);
    // The steps on the complaint stay audited: filed, replied, resolved.
    const complaintAudit = await ctx.db.selectFrom('auditLog').select('action').where('targetType', '=', 'complaint').where('targetId', '=', complaint.id).orderBy('id').execute();
    expect(complaintAudit.map((entry) => entry.action)).toEqual(['complaint.file', 'complaint.reply', 'complaint.resolve']);
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

describe('retention on OBJECT_STORE=s3 (a real S3-compatible server on loopback)', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });

  /** What a browser does: an upload URL for the file, then a plain PUT straight to the bucket. */
  async function uploadToBucket(client: TestClient): Promise<string> {
    const issued = await client.post('/api/objects/upload', { contentType: 'image/png', size: PNG.byteLength });
    expect(issued.status).toBe(200);
    const put = await fetch(issued.body.uploadURL, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG as Uint8Array<ArrayBuffer> });
    expect(put.status).toBe(200);
    return issued.body.uploadURL;
  }

  it('deletes the ID image and the complaint image from the bucket', async () => {
    const ctx = await createTestContext({ objects: await createS3ObjectStore({ ...s3.settings, clock: systemClock }) });
    const officer = await createStaff(ctx, { role: 'admin' });
    const { user, client } = await registerBorrower(ctx, { fullName: 'Erin Reyes' });
    const document = await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL: await uploadToBucket(client) }] });
    expect(document.status).toBe(201);
    const idKey = (document.body[0].filename as string).slice('/objects/'.length);
    const filed = await client.post('/api/complaints', { category: 'other', description: 'My payment of 2,000 is missing.', uploadURLs: [await uploadToBucket(client)] });
    expect(filed.status).toBe(201);
    const { objectKey: evidenceKey } = await ctx.db.selectFrom('complaintEvidence').select('objectKey').where('complaintId', '=', filed.body.id).executeTakeFirstOrThrow();
    expect((await officer.client.post(`/api/admin/users/${user.id}/status`, { isActive: false })).status).toBe(200);
    expect([await isStored(ctx.deps.objects, idKey), await isStored(ctx.deps.objects, evidenceKey)]).toEqual([true, true]);
    ctx.clock.advance(6 * 366 * DAY);

    const result = await applyRetention({ db: ctx.db, objects: ctx.deps.objects, logger: ctx.deps.logger }, { now: ctx.clock.now(), years: 5 });
    expect(result.erased).toEqual([
      { userId: user.id, reference: expect.stringMatching(/^ERASED-[0-9A-F]{12}$/), imagesDeleted: 1, complaints: 1, complaintMessages: 0, evidenceImages: 1 },
    ]);
    expect([await isStored(ctx.deps.objects, idKey), await isStored(ctx.deps.objects, evidenceKey)]).toEqual([false, false]);
    expect(await ctx.db.selectFrom('complaints').select('description').where('id', '=', filed.body.id).executeTakeFirstOrThrow()).toEqual({
      description: '[Removed under the retention policy]',
    });
    expect(await verifyAuditChain(ctx.db)).toEqual({ isValid: true, checked: expect.any(Number), problem: null, badId: null });
    await ctx.close();
  });
});
