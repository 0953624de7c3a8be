import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit';
import { createStaff, createTestContext, ORIGIN, registerBorrower, TestClient, verifiedBorrower, type TestContext } from '../../test/harness';
import { registration } from '../../test/builders';
import { JPEG, PNG } from '../../test/images';

const CONSENT_OUTDATED = 'The privacy notice has changed. Please read the current notice and agree to it.';
const CURRENT_VERSION = '2026-11-22';

async function upload(client: TestClient, bytes: Uint8Array): Promise<string> {
  const issued = await client.post('/api/objects/upload', {});
  const uploadURL: string = issued.body.uploadURL;
  const put = await client.request('PUT', new URL(uploadURL).pathname, { body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });
  expect(put.status).toBe(200);
  return uploadURL;
}

/** A borrower with a front and a back ID image; returns their paths. */
async function borrowerWithImages(ctx: TestContext) {
  const borrower = await registerBorrower(ctx, { fullName: 'Maria Santos' });
  const res = await borrower.client.post('/api/documents/upload-from-storage', {
    uploadedFiles: [
      { type: 'front_id', uploadURL: await upload(borrower.client, PNG) },
      { type: 'back_id', uploadURL: await upload(borrower.client, JPEG) },
    ],
  });
  expect(res.status).toBe(201);
  const byType = Object.fromEntries((res.body as { type: string; filename: string; id: number }[]).map((d) => [d.type, d]));
  return { ...borrower, front: byType.front_id as { filename: string; id: number }, back: byType.back_id as { filename: string; id: number } };
}

async function fetchFile(ctx: TestContext, client: TestClient, path: string) {
  const res = await ctx.app.request(`${ORIGIN}${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
}

describe('consent to the privacy notice', () => {
  it('refuses a registration with an old notice version, and writes nothing', async () => {
    const ctx = await createTestContext();
    const client = new TestClient(ctx);
    const old = await client.post('/api/auth/register', registration({ email: 'old-notice@example.ph', privacyNoticeVersion: '2025-01-01' }));
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ code: 'privacy_consent_outdated', message: CONSENT_OUTDATED, fieldErrors: { privacyNoticeVersion: [CONSENT_OUTDATED] } });
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', 'old-notice@example.ph').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('privacyConsents').selectAll().execute()).toEqual([]);
    await ctx.close();
  });

  it('creates the account from SPEC.md’s five fields, and asks for the consent first thing after (DEPARTURES 13, issue 27 item 5)', async () => {
    const ctx = await createTestContext();
    const client = new TestClient(ctx);
    const res = await client.post('/api/auth/register', {
      fullName: 'Juan Dela Cruz',
      email: 'spec-client@example.ph',
      contactNumber: '09171234567',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ fullName: 'Juan Dela Cruz', email: 'spec-client@example.ph', contactNumber: '+639171234567', hasCurrentPrivacyConsent: false });
    expect(await ctx.db.selectFrom('privacyConsents').selectAll().execute()).toEqual([]);
    expect((await client.get('/api/auth/me')).body.user.hasCurrentPrivacyConsent).toBe(false);
    ctx.clock.advance(60_000);
    const agreed = await client.post('/api/user/consent', { version: CURRENT_VERSION });
    expect(agreed.status).toBe(200);
    expect(agreed.body.user.hasCurrentPrivacyConsent).toBe(true);
    expect(await ctx.db.selectFrom('privacyConsents').select(['userId', 'noticeVersion', 'consentedAt']).execute()).toEqual([
      { userId: res.body.user.id, noticeVersion: CURRENT_VERSION, consentedAt: '2026-11-21T02:01:00.000Z' },
    ]);
    await ctx.close();
  });

  it('records the consent with the registration, and asks again once the notice version changes', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    expect(user.hasCurrentPrivacyConsent).toBe(true);
    expect(await ctx.db.selectFrom('privacyConsents').select(['userId', 'noticeVersion', 'consentedAt']).execute()).toEqual([
      { userId: user.id, noticeVersion: CURRENT_VERSION, consentedAt: '2026-11-21T02:00:00.000Z' },
    ]);
    // As if the notice changed after this borrower agreed to the earlier one.
    await ctx.db.updateTable('users').set({ privacyConsentVersion: '2025-01-01' }).where('id', '=', user.id).execute();
    expect((await client.get('/api/auth/me')).body.user.hasCurrentPrivacyConsent).toBe(false);
    const stale = await client.post('/api/user/consent', { version: '2025-01-01' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(CONSENT_OUTDATED);
    expect((await client.post('/api/user/consent', {})).status).toBe(400);
    ctx.clock.advance(60_000);
    const agreed = await client.post('/api/user/consent', { version: CURRENT_VERSION });
    expect(agreed.status).toBe(200);
    expect(agreed.body.user.hasCurrentPrivacyConsent).toBe(true);
    expect((await client.get('/api/auth/me')).body.user.hasCurrentPrivacyConsent).toBe(true);
    expect(await ctx.db.selectFrom('privacyConsents').select(['noticeVersion', 'consentedAt']).orderBy('id').execute()).toEqual([
      { noticeVersion: CURRENT_VERSION, consentedAt: '2026-11-21T02:00:00.000Z' },
      { noticeVersion: CURRENT_VERSION, consentedAt: '2026-11-21T02:01:00.000Z' },
    ]);
    expect((await new TestClient(ctx).post('/api/user/consent', { version: CURRENT_VERSION })).status).toBe(401);
    await ctx.close();
  });

  it('never asks staff', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    expect((await admin.client.get('/api/auth/me')).body.user.hasCurrentPrivacyConsent).toBe(true);
    await ctx.close();
  });
});

describe('who viewed your documents', () => {
  it('records every staff fetch of an ID image, never the owner’s, and shows them newest first to the borrower and to staff', async () => {
    const ctx = await createTestContext();
    const borrower = await borrowerWithImages(ctx);
    const officer = await createStaff(ctx, { role: 'admin' });
    const main = await createStaff(ctx, { role: 'main_admin' });
    expect((await fetchFile(ctx, borrower.client, borrower.front.filename)).status).toBe(200);
    expect((await borrower.client.get('/api/user/document-views')).body).toEqual([]);

    const seen = await fetchFile(ctx, officer.client, borrower.front.filename);
    expect(seen.status).toBe(200);
    expect(seen.bytes).toEqual(PNG);
    ctx.clock.advance(60_000);
    // SPEC.md 3's /uploads/ path names the same files.
    expect((await fetchFile(ctx, main.client, `/uploads/${borrower.back.filename.slice('/objects/'.length)}`)).status).toBe(200);
    // Refused fetches are no views: another borrower, nobody signed in, a missing file.
    const other = await registerBorrower(ctx);
    expect((await fetchFile(ctx, other.client, borrower.front.filename)).status).toBe(403);
    expect((await fetchFile(ctx, new TestClient(ctx), borrower.front.filename)).status).toBe(401);
    expect((await fetchFile(ctx, officer.client, `/objects/${'f'.repeat(32)}`)).status).toBe(404);

    const expected = [
      { id: expect.any(Number), documentType: 'back_id', viewedAt: '2026-11-21T02:01:00.000Z', viewerName: 'Main Administrator', viewerRole: 'main_admin' },
      { id: expect.any(Number), documentType: 'front_id', viewedAt: '2026-11-21T02:00:00.000Z', viewerName: 'Loan Officer', viewerRole: 'admin' },
    ];
    const own = await borrower.client.get('/api/user/document-views');
    expect(own.status).toBe(200);
    expect(own.body).toEqual(expected);
    expect((await other.client.get('/api/user/document-views')).body).toEqual([]);
    const staffView = await officer.client.get(`/api/admin/users/${borrower.user.id}/document-views`);
    expect(staffView.status).toBe(200);
    expect(staffView.body).toEqual(expected);
    expect((await borrower.client.get(`/api/admin/users/${borrower.user.id}/document-views`)).status).toBe(403);
    expect((await new TestClient(ctx).get('/api/user/document-views')).status).toBe(401);
    await ctx.close();
  });
});

describe('download my data', () => {
  it('answers a ZIP of the borrower’s records as JSON and their ID images, and audits it', async () => {
    const ctx = await createTestContext();
    const borrower = await borrowerWithImages(ctx);
    const officer = await createStaff(ctx, { role: 'admin' });
    await officer.client.post(`/api/admin/users/${borrower.user.id}`, { walletBalance: 1500.5, expectedBalance: 0, reason: 'Refund of double charge' });
    await fetchFile(ctx, officer.client, borrower.front.filename);
    const filed = await borrower.client.post('/api/complaints', { category: 'payment_not_credited', description: 'My GCash payment of 3 March is not credited.' });
    expect(filed.status).toBe(201);

    const res = await fetchFile(ctx, borrower.client, '/api/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-data-2026-11-21.zip"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const files = unzipSync(res.bytes);
    const frontFile = `id-images/front_id-${borrower.front.id}.png`;
    const backFile = `id-images/back_id-${borrower.back.id}.jpg`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'complaints.json',
        'consents.json',
        'document-views.json',
        'documents.json',
        'loan-transactions.json',
        'loans.json',
        'notifications.json',
        'personal-data.json',
        'summary.html',
        'wallet-ledger.json',
        'withdrawals.json',
        backFile,
        frontFile,
      ].sort(),
    );
    const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    const personal = json('personal-data.json');
    expect(personal).toMatchObject({ id: borrower.user.id, fullName: 'Maria Santos', contactNumber: '+639171234567', walletBalanceCentavos: 150050, privacyConsentVersion: CURRENT_VERSION });
    expect(personal).not.toHaveProperty('passwordHash');
    expect(json('wallet-ledger.json')).toEqual([
      expect.objectContaining({ amountCentavos: 150050, balanceAfterCentavos: 150050, kind: 'adjustment', reason: 'Refund of double charge' }),
    ]);
    expect(json('consents.json')).toEqual([{ noticeVersion: CURRENT_VERSION, consentedAt: '2026-11-21T02:00:00.000Z' }]);
    expect(json('document-views.json')).toEqual([
      { id: expect.any(Number), documentType: 'front_id', viewedAt: '2026-11-21T02:00:00.000Z', viewerName: 'Loan Officer', viewerRole: 'admin' },
    ]);
    expect(json('documents.json')).toEqual([
      { id: borrower.front.id, type: 'front_id', contentType: 'image/png', size: PNG.byteLength, uploadedAt: '2026-11-21T02:00:00.000Z', file: frontFile },
      { id: borrower.back.id, type: 'back_id', contentType: 'image/jpeg', size: JPEG.byteLength, uploadedAt: '2026-11-21T02:00:00.000Z', file: backFile },
    ]);
    expect(json('loans.json')).toEqual([]);
    expect(json('withdrawals.json')).toEqual([]);
    expect(json('complaints.json')).toEqual([
      expect.objectContaining({ reference: filed.body.reference, category: 'payment_not_credited', description: 'My GCash payment of 3 March is not credited.', state: 'submitted' }),
    ]);
    expect(filed.body.reference).toMatch(/^CMP-2026-\d{6}-\d$/);
    expect(files[frontFile]).toEqual(PNG);
    expect(files[backFile]).toEqual(JPEG);
    // A page a person can read (issue 28, item 9), beside the files for programs.
    const summary = strFromU8(files['summary.html'] as Uint8Array);
    expect(summary).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(summary).toContain('<h1>Your data</h1>');
    expect(summary).toContain('A copy of the personal data Sample Lending Corporation holds about you, made on Nov 21, 2026, 10:00 AM (Manila time).');
    expect(summary).toContain('<tr><th scope="row">Full name</th><td>Maria Santos</td></tr>');
    expect(summary).toContain('<tr><th scope="row">Contact number</th><td>+639171234567</td></tr>');
    expect(summary).toContain('<tr><th scope="row">Wallet balance</th><td>PHP 1,500.50</td></tr>');
    expect(summary).toContain('<p>You have no loans.</p>');
    expect(summary).toContain('<tr><td>Complaints</td><td><code>complaints.json</code></td><td class="n">1</td></tr>');
    expect(summary).toContain('<tr><td>ID documents</td><td><code>documents.json</code></td><td class="n">2</td></tr>');
    expect(summary).not.toContain('<script');
    const audit = await ctx.db.selectFrom('auditLog').select(['actorId', 'action', 'targetId']).where('action', '=', 'privacy.export').execute();
    expect(audit).toEqual([{ actorId: borrower.user.id, action: 'privacy.export', targetId: borrower.user.id }]);
    expect((await verifyAuditChain(ctx.db)).isValid).toBe(true);
    await ctx.close();
  });

  it('writes the readable summary in the member’s language, their loans’ statuses in words, and their typing as text (issue 28, item 9)', async () => {
    const ctx = await createTestContext();
    const { client } = await verifiedBorrower(ctx, { fullName: 'Juan <b>dela</b> Cruz', language: 'fil' });
    const applied = await client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
    expect(applied.status).toBe(201);
    const res = await fetchFile(ctx, client, '/api/user/export');
    expect(res.status).toBe(200);
    const summary = strFromU8(unzipSync(res.bytes)['summary.html'] as Uint8Array);
    expect(summary).toMatch(/^<!doctype html>\n<html lang="fil">/);
    expect(summary).toContain('<h1>Ang iyong data</h1>');
    expect(summary).toContain('<tr><th scope="row">Buong pangalan</th><td>Juan &lt;b&gt;dela&lt;/b&gt; Cruz</td></tr>');
    expect(summary).not.toContain('<b>dela</b>');
    expect(summary).toContain(`<tr><td>#${applied.body.id}</td><td class="n">PHP 500,000.00</td><td>12 buwan</td><td>Pinoproseso</td><td>Nov 21, 2026</td></tr>`);
    await ctx.close();
  });

  it('is limited to 5 exports a day per account, and closed to visitors', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    for (let i = 0; i < 5; i += 1) expect((await fetchFile(ctx, client, '/api/user/export')).status).toBe(200);
    const limited = await client.get('/api/user/export');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'privacy_export_rate_limited', message: 'You have downloaded your data several times already. Please try again later.' });
    expect((await new TestClient(ctx).get('/api/user/export')).status).toBe(401);
    await ctx.close();
  });
});
