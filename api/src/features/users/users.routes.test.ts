import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, registerBorrower, TestClient } from '../../test/harness';
import { verificationDetails } from '../../test/builders';

const personal = verificationDetails({ monthlyIncome: 45_000.5 });

describe('POST /api/user/verification', () => {
  it('saves the personal details', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const res = await client.post('/api/user/verification', personal);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ ...personal, isVerified: false });
  });

  it('accepts the income as typed in a form field', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const res = await client.post('/api/user/verification', { ...personal, monthlyIncome: '38000' });
    expect(res.body.user.monthlyIncome).toBe(38_000);
  });

  it('requires every field, a known country and a numeric income, and changes nothing otherwise', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const empty = await client.post('/api/user/verification', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fieldErrors).sort()).toEqual(
      ['address', 'contactPersonName', 'contactPersonTel', 'countryWorking', 'loanPurpose', 'monthlyIncome'].sort(),
    );
    const atlantis = await client.post('/api/user/verification', { ...personal, countryWorking: 'Atlantis' });
    expect(atlantis.status).toBe(400);
    expect(atlantis.body.fieldErrors.countryWorking).toBeDefined();
    for (const monthlyIncome of ['lots', -1, 'NaN', 1.234]) {
      const res = await client.post('/api/user/verification', { ...personal, monthlyIncome });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.monthlyIncome).toBeDefined();
    }
    const stored = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.address).toBeNull();
    expect(stored.personalDetailsAt).toBeNull();
  });

  it('needs a session', async () => {
    const ctx = await createTestContext();
    expect((await new TestClient(ctx).post('/api/user/verification', personal)).status).toBe(401);
  });
});

describe('POST /api/user/bank-info', () => {
  it('saves the bank details; verification completes only with details, bank and three documents', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    const bank = await client.post('/api/user/bank-info', { bankName: 'BDO', accountNumber: '0012-3456-7890' });
    expect(bank.status).toBe(200);
    expect(bank.body.user).toMatchObject({ bankName: 'BDO', accountNumber: '0012-3456-7890', isVerified: false });
    await client.post('/api/user/verification', personal);
    for (const [index, type] of ['front_id', 'back_id', 'selfie_with_id'].entries()) {
      expect((await client.get('/api/auth/me')).body.user.isVerified).toBe(false);
      await ctx.db
        .insertInto('documents')
        .values({ userId: user.id, type, objectKey: `${index}`.padStart(32, 'a'), contentType: 'image/png', size: 1, uploadedBy: user.id, uploadedAt: ctx.clock.now().toISOString() })
        .execute();
    }
    expect((await client.get('/api/auth/me')).body.user.isVerified).toBe(true);
  });

  it('requires both fields', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const res = await client.post('/api/user/bank-info', { bankName: '', accountNumber: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.bankName).toBeDefined();
    expect(res.body.fieldErrors.accountNumber).toBeDefined();
  });
});

describe('GET /api/notifications', () => {
  it('lists the member’s own notifications newest first and marks them read', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const { client, user } = await registerBorrower(ctx);
    const other = await registerBorrower(ctx);
    for (const title of ['First', 'Second']) {
      await admin.client.post('/api/admin/send-notification', { userId: user.id, title, message: 'Hello', type: 'info', color: '#10B981' });
    }
    const list = (await client.get('/api/notifications')).body;
    expect(list.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(list[0].isRead).toBe(false);
    expect((await other.client.post(`/api/notifications/${list[0].id}/read`)).status).toBe(404);
    expect((await client.post(`/api/notifications/${list[0].id}/read`)).status).toBe(200);
    expect((await client.get('/api/notifications')).body[0].isRead).toBe(true);
    expect((await other.client.get('/api/notifications')).body).toEqual([]);
  });
});

describe('PUT /api/user/preferences', () => {
  it('saves the language, returns it on the user and on /api/auth/me', async () => {
    const ctx = await createTestContext();
    const { client, user } = await registerBorrower(ctx);
    expect(user.language).toBe('en');
    const saved = await client.put('/api/user/preferences', { language: 'fil' });
    expect(saved.status).toBe(200);
    expect(saved.body.user.language).toBe('fil');
    expect((await client.get('/api/auth/me')).body.user.language).toBe('fil');
  });

  it('refuses a language other than English or Filipino, and changes nothing', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    for (const language of ['tl', 'FIL', '', 7, null]) {
      const res = await client.put('/api/user/preferences', { language });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.language).toEqual(['Please choose English or Filipino']);
    }
    expect((await client.put('/api/user/preferences', {})).body.fieldErrors.language).toEqual(['Please choose English or Filipino']);
    expect((await client.get('/api/auth/me')).body.user.language).toBe('en');
  });

  it('needs a session', async () => {
    const ctx = await createTestContext();
    expect((await new TestClient(ctx).put('/api/user/preferences', { language: 'fil' })).status).toBe(401);
  });

  it('keeps the language a visitor registered in', async () => {
    const ctx = await createTestContext();
    const { user } = await registerBorrower(ctx, { language: 'fil' });
    expect(user.language).toBe('fil');
  });
});
