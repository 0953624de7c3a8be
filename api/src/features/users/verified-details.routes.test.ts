import { centavos } from '@app/domain';
import { Migrator } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../config';
import { migrateToLatest, openSqlite } from '../../db/connection';
import { migrations } from '../../db/migrations';
import { HOUR } from '../../lib/clock';
import { createStaff, createTestContext, registerBorrower, signInStaff, VERIFIED_DETAILS, verifiedBorrower, type TestClient, fundWallet } from '../../test/harness';
import { bankDetails, userRow, verificationDetails } from '../../test/builders';
import { PNG } from '../../test/images';
import { snapshotData } from '../../test/snapshot';

// Issue 10, item 3 (DEPARTURES 12): once verified, a borrower's details and
// ID images are changed by staff only, audited, and a new bank account holds
// withdrawals for BANK_CHANGE_HOLD_HOURS while the borrower is told.

const LOCKED =
  'Your identity verification is complete, so your details and ID documents can no longer be changed here. To change them, please contact your loan officer.';
const NOT_ASKED = 'If you did not ask for this change, please contact your loan officer at once.';
const HELD_UNTIL_NEXT_DAY = `Your bank details were changed recently. For your security, withdrawals are on hold until Nov 22, 2026, 10:00 AM. ${NOT_ASKED}`;

const personal = verificationDetails();
const otherPersonal = { ...personal, address: '9 Elsewhere Rd, Makati', contactPersonName: 'Someone Else' };
const TYPES = ['front_id', 'back_id', 'selfie_with_id'] as const;

/** SPEC.md 7: ask for an upload URL and PUT an image to it; the URL, not yet registered. */
async function uploadImage(client: TestClient): Promise<string> {
  const issued = await client.post('/api/objects/upload', {});
  expect(issued.status).toBe(200);
  const put = await client.request('PUT', new URL(issued.body.uploadURL).pathname, { body: PNG as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });
  expect(put.status).toBe(200);
  return issued.body.uploadURL;
}

/** The borrower's own three wizard steps, through the API as the web app makes them. */
async function completeWizard(client: TestClient) {
  expect((await client.post('/api/user/verification', personal)).status).toBe(200);
  for (const type of TYPES) {
    const uploadURL = await uploadImage(client);
    expect((await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type, uploadURL }] })).status).toBe(201);
  }
  expect((await client.post('/api/user/bank-info', bankDetails())).status).toBe(200);
}

/** A day later the session has lapsed; the borrower signs in again. */
async function signInAgain(client: TestClient, { email, password }: { email: string; password: string }) {
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
}

/** An officer, and a verified borrower with PHP 10,000 in the wallet. */
async function officerAndFundedBorrower(config: Parameters<typeof createTestContext>[0] = {}) {
  const ctx = await createTestContext(config);
  const officer = await createStaff(ctx, { role: 'admin' });
  const borrower = await verifiedBorrower(ctx);
  await fundWallet(ctx, { userId: borrower.user.id, amountCentavos: centavos(1_000_000), kind: 'adjustment', reason: 'Test funds', actorId: null, now: ctx.clock.now() });
  return { ctx, officer, ...borrower };
}

describe("a verified borrower's own calls", () => {
  it('refuse every change of details, bank account and ID images with 409 and change nothing', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    await completeWizard(client);
    const me = (await client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ isVerified: true, bankName: 'BDO', accountNumber: '001234567890' });
    const replacement = await uploadImage(client);
    const before = await snapshotData(ctx);

    const attempts = [
      await client.post('/api/user/verification', otherPersonal),
      await client.post('/api/user/bank-info', { bankName: 'Attacker Bank', accountNumber: '999988887777' }),
      await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL: replacement }] }),
    ];
    expect(attempts.map((res) => [res.status, res.body.message])).toEqual([
      [409, LOCKED],
      [409, LOCKED],
      [409, LOCKED],
    ]);
    expect(await snapshotData(ctx)).toBe(before);
    expect((await client.get('/api/auth/me')).body.user).toEqual(me);
    expect(me.verificationCompletedAt).toBe('2026-11-21T02:00:00.000Z');
  });

  it('stay refused when staff later remove a document; before completion every step can be redone', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    // The wizard as today: steps saved again, and an image replaced, before the last step completes it.
    expect((await client.post('/api/user/verification', otherPersonal)).status).toBe(200);
    const early = await uploadImage(client);
    expect((await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL: early }] })).status).toBe(201);
    await completeWizard(client);
    expect((await client.get('/api/auth/me')).body.user).toMatchObject({ address: personal.address, bankName: 'BDO', verificationCompletedAt: '2026-11-21T02:00:00.000Z' });

    ctx.clock.advance(HOUR);
    expect((await officer.client.delete(`/api/admin/users/${user.id}/documents/front_id`)).status).toBe(200);
    const me = (await client.get('/api/auth/me')).body.user;
    expect(me).toMatchObject({ isVerified: false, verificationCompletedAt: '2026-11-21T02:00:00.000Z' });
    const before = await snapshotData(ctx);
    const uploadURL = await uploadImage(client);
    const afterUpload = await snapshotData(ctx);
    expect((await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL }] })).status).toBe(409);
    expect((await client.post('/api/user/bank-info', { bankName: 'Attacker Bank', accountNumber: '999988887777' })).status).toBe(409);
    expect(await snapshotData(ctx)).toBe(afterUpload);
    expect(before).not.toBe(afterUpload);
  });
});

describe('staff change the bank account of a verified borrower', () => {
  it('audited before and after, told in the app and by SMS (masked), and new withdrawals held for 24 hours', async () => {
    const { ctx, officer, client, user, password } = await officerAndFundedBorrower();

    const edit = await officer.client.put(`/api/admin/users/${user.id}`, { bankName: 'BPI', accountNumber: '9876-5432-10' });
    expect(edit.status).toBe(200);
    expect(edit.body.user).toMatchObject({ bankName: 'BPI', accountNumber: '9876-5432-10', withdrawalsHeldUntil: '2026-11-22T02:00:00.000Z' });

    const [audit] = (await officer.client.get(`/api/admin/users/${user.id}/audit`)).body;
    expect(audit).toMatchObject({
      action: 'user.update',
      actorEmail: officer.email,
      before: { bankName: 'BDO', accountNumber: '001234567890', withdrawalsHeldUntil: null },
      after: { bankName: 'BPI', accountNumber: '9876-5432-10', withdrawalsHeldUntil: '2026-11-22T02:00:00.000Z' },
    });

    const told = `Your loan officer changed your receiving bank account to BPI, account ending 3210. For your security, withdrawals are on hold until Nov 22, 2026, 10:00 AM. ${NOT_ASKED}`;
    const [notification] = (await client.get('/api/notifications')).body;
    expect(notification).toMatchObject({ title: 'Bank Details Changed', message: told });
    expect(ctx.sms.map(({ to, text }) => ({ to, text }))).toEqual([{ to: '+639171234567', text: told }]);
    expect(ctx.events).toContainEqual({ type: 'notification_created', userId: user.id });
    for (const line of [...ctx.logs, ...ctx.sms.map((m) => m.text)]) {
      expect(line.replace(/\D/g, '')).not.toContain('9876543210');
    }

    expect((await client.get('/api/auth/me')).body.user.withdrawalsHeldUntil).toBe('2026-11-22T02:00:00.000Z');
    const before = await snapshotData(ctx);
    const held = await client.post('/api/withdrawals', { amount: 500 });
    expect([held.status, held.body.message]).toEqual([409, HELD_UNTIL_NEXT_DAY]);
    expect(await snapshotData(ctx)).toBe(before);
    ctx.clock.advance(24 * HOUR - 1);
    await signInAgain(client, { email: user.email, password });
    const before24 = await snapshotData(ctx);
    const stillHeld = await client.post('/api/withdrawals', { amount: 500 });
    expect([stillHeld.status, stillHeld.body.message]).toEqual([409, HELD_UNTIL_NEXT_DAY]);
    expect(await snapshotData(ctx)).toBe(before24);

    ctx.clock.advance(1);
    expect((await client.get('/api/auth/me')).body.user.withdrawalsHeldUntil).toBeNull();
    expect((await client.post('/api/withdrawals', { amount: 500 })).status).toBe(201);
  });

  it('an officer cannot approve, during the hold, a withdrawal asked for before the change; after the hold they can', async () => {
    const { ctx, officer, client, user } = await officerAndFundedBorrower();
    const asked = await client.post('/api/withdrawals', { amount: 500 });
    expect(asked.status).toBe(201);
    const notice = (await client.get('/api/notifications')).body[0] as { message: string };
    const otp = /\b(\d{6})\b/.exec(notice.message)?.[1];
    const verified = await client.post('/api/withdrawals/verify', { otp });
    expect([verified.status, verified.body.status]).toEqual([200, 'pending']);
    const request = { id: asked.body.id as number };

    expect((await officer.client.put(`/api/admin/users/${user.id}`, { bankName: 'BPI', accountNumber: '9876-5432-10' })).status).toBe(200);
    const before = await snapshotData(ctx);
    const approve = await officer.client.post(`/api/admin/withdrawals/${request.id}`, { status: 'approved' });
    expect([approve.status, approve.body.message]).toEqual([
      409,
      "This member's bank account was changed recently: withdrawals are on hold until Nov 22, 2026, 10:00 AM. Approve after the hold, once the member has had time to object, or reject the request.",
    ]);
    expect(await snapshotData(ctx)).toBe(before);

    ctx.clock.advance(24 * HOUR);
    expect((await signInStaff(ctx, officer.client, officer)).status).toBe(200);
    expect((await officer.client.post(`/api/admin/withdrawals/${request.id}`, { status: 'approved' })).status).toBe(200);
  });

  it('holds and tells nothing when the bank account stays as it was; every verification field is editable and audited', async () => {
    const { ctx, officer, client, user } = await officerAndFundedBorrower();
    const fields = {
      address: '9 Mabini St, Manila',
      countryWorking: 'Qatar',
      monthlyIncome: 52_000.5,
      loanPurpose: 'Tuition',
      contactPersonName: 'Ana Santos',
      contactPersonTel: '+639189876543',
      bankName: 'BDO',
      accountNumber: '001234567890',
    };
    const edit = await officer.client.put(`/api/admin/users/${user.id}`, fields);
    expect(edit.status).toBe(200);
    expect(edit.body.user).toMatchObject({ ...fields, withdrawalsHeldUntil: null });
    const [audit] = (await officer.client.get(`/api/admin/users/${user.id}/audit`)).body;
    expect(audit.before).toEqual(VERIFIED_DETAILS);
    const { monthlyIncome: _income, ...otherFields } = fields;
    expect(audit.after).toEqual({ ...otherFields, monthlyIncomeCentavos: 5_200_050 });
    expect(ctx.sms).toEqual([]);
    expect((await client.get('/api/notifications')).body).toEqual([]);
    expect((await client.post('/api/withdrawals', { amount: 500 })).status).toBe(201);
  });

  it('holds for BANK_CHANGE_HOLD_HOURS, read from the environment (default 24)', async () => {
    expect(loadSettings({}).config.bankChangeHoldHours).toBe(24);
    expect(loadSettings({ BANK_CHANGE_HOLD_HOURS: '48' }).config.bankChangeHoldHours).toBe(48);
    expect(loadSettings({ BANK_CHANGE_HOLD_HOURS: '0' }).config.bankChangeHoldHours).toBe(0);
    for (const wrong of ['abc', '-1', 'Infinity']) {
      expect(() => loadSettings({ BANK_CHANGE_HOLD_HOURS: wrong })).toThrow(`BANK_CHANGE_HOLD_HOURS is not a number of hours of 0 or more: ${wrong}`);
    }

    const { officer, client, user, ctx } = await officerAndFundedBorrower({ config: { bankChangeHoldHours: 2 } });
    const edit = await officer.client.put(`/api/admin/users/${user.id}`, { accountNumber: '5555666677' });
    expect(edit.body.user.withdrawalsHeldUntil).toBe('2026-11-21T04:00:00.000Z');
    ctx.clock.advance(2 * HOUR - 1);
    expect((await client.post('/api/withdrawals', { amount: 500 })).body.message).toBe(
      `Your bank details were changed recently. For your security, withdrawals are on hold until Nov 21, 2026, 12:00 PM. ${NOT_ASKED}`,
    );
    ctx.clock.advance(1);
    expect((await client.post('/api/withdrawals', { amount: 500 })).status).toBe(201);
  });
});

describe('staff replace ID images of a verified borrower', () => {
  it('the borrower is told in the app and by SMS; withdrawals are not held', async () => {
    const { ctx, officer, client, user } = await officerAndFundedBorrower();
    const uploadedFiles = [
      { type: 'front_id', uploadURL: await uploadImage(officer.client) },
      { type: 'selfie_with_id', uploadURL: await uploadImage(officer.client) },
    ];
    const res = await officer.client.post('/api/documents/upload-from-storage', { targetUserId: user.id, uploadedFiles });
    expect(res.status).toBe(201);

    const told = `Your loan officer updated your ID documents: Front of ID, Selfie with ID. ${NOT_ASKED}`;
    const [notification] = (await client.get('/api/notifications')).body;
    expect(notification).toMatchObject({ title: 'ID Documents Updated', message: told });
    expect(ctx.sms.map(({ to, text }) => ({ to, text }))).toEqual([{ to: '+639171234567', text: told }]);
    expect((await client.get('/api/auth/me')).body.user.withdrawalsHeldUntil).toBeNull();
    expect((await client.post('/api/withdrawals', { amount: 500 })).status).toBe(201);
  });

  it('filing a document for a borrower still verifying tells them nothing', async () => {
    const ctx = await createTestContext();
    const officer = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    const uploadURL = await uploadImage(officer.client);
    expect((await officer.client.post('/api/documents/upload-from-storage', { targetUserId: user.id, uploadedFiles: [{ type: 'back_id', uploadURL }] })).status).toBe(201);
    expect((await client.get('/api/notifications')).body).toEqual([]);
    expect(ctx.sms).toEqual([]);
  });
});

describe('migration 005 on existing data', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('marks members already complete as verified, at the latest of their steps, and nobody else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lender-migrate-'));
    dirs.push(dir);
    const { db, sqlite } = openSqlite({ file: join(dir, 'app.db') });
    const upTo003 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '003'));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => upTo003 } }).migrateToLatest();
    expect(error).toBeUndefined();
    const addMember = async (email: string, steps: { personal: string | null; bank: string | null; documents: [string, string][] }) => {
      const { id } = await db
        .insertInto('users')
        .values(
          userRow({
            email,
            passwordHash: 'x',
            role: 'borrower',
            now: '2026-01-01T00:00:00.000Z',
            fullName: 'Member',
            personalDetailsAt: steps.personal,
            bankInfoAt: steps.bank,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, [type, uploadedAt]] of steps.documents.entries()) {
        await db
          .insertInto('documents')
          .values({ userId: id, type, objectKey: `${id}${index}`.padStart(32, '0'), contentType: 'image/png', size: 1, uploadedBy: id, uploadedAt })
          .execute();
      }
      return id;
    };
    const all = (at: string): [string, string][] => TYPES.map((type) => [type, at]);
    const bankLast = await addMember('a@example.com', { personal: '2026-01-02T00:00:00.000Z', bank: '2026-01-05T00:00:00.000Z', documents: all('2026-01-03T00:00:00.000Z') });
    const documentsLast = await addMember('b@example.com', { personal: '2026-01-02T00:00:00.000Z', bank: '2026-01-03T00:00:00.000Z', documents: all('2026-01-04T00:00:00.000Z') });
    const twoDocuments = await addMember('c@example.com', { personal: '2026-01-02T00:00:00.000Z', bank: '2026-01-03T00:00:00.000Z', documents: all('2026-01-04T00:00:00.000Z').slice(0, 2) });
    const noBank = await addMember('d@example.com', { personal: '2026-01-02T00:00:00.000Z', bank: null, documents: all('2026-01-04T00:00:00.000Z') });

    await migrateToLatest(db);
    const rows = await db.selectFrom('users').select(['id', 'verificationCompletedAt', 'withdrawalsHeldUntil']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: bankLast, verificationCompletedAt: '2026-01-05T00:00:00.000Z', withdrawalsHeldUntil: null },
      { id: documentsLast, verificationCompletedAt: '2026-01-04T00:00:00.000Z', withdrawalsHeldUntil: null },
      { id: twoDocuments, verificationCompletedAt: null, withdrawalsHeldUntil: null },
      { id: noBank, verificationCompletedAt: null, withdrawalsHeldUntil: null },
    ]);
    await db.destroy();
    if (sqlite.open) sqlite.close();
  });
});
