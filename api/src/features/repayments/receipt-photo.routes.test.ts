import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, ORIGIN, uploadImage, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';
import { PNG } from '../../test/images';

/*
 * Issue 27: a staff-recorded payment carries its evidence. Loan 1: PHP
 * 500,000 over 12 months at 0.3 %, approved today (2026-11-21 10:00 Manila).
 */
async function setup() {
  const ctx = await createTestContext();
  const borrower = await verifiedBorrower(ctx);
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
  return { ctx, borrower, admin, loanId: applied.body.id as number };
}

async function bytesOf(ctx: TestContext, client: TestClient, path: string) {
  const res = await ctx.app.request(`${ORIGIN}${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
}

const payment = { amount: 10_000, channel: 'otc', reference: 'OR-7781', receivedAt: '2026-11-21T09:00:00+08:00' };

describe('the receipt photo of a staff payment', () => {
  it('is attached from an upload, listed on the loan with who recorded it, and shown to staff only, each view audited', async () => {
    const { ctx, borrower, admin, loanId } = await setup();
    const receiptUploadURL = await uploadImage(admin.client);
    const res = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { ...payment, receiptUploadURL });
    expect(res.status).toBe(201);
    const id: number = res.body.transaction.id;

    const listed = (await admin.client.get(`/api/admin/loans/${loanId}`)).body.transactions.find((t: any) => t.id === id);
    expect(listed).toMatchObject({ externalReference: 'OR-7781', receivedAt: '2026-11-21T01:00:00.000Z', actorId: admin.id, hasReceiptPhoto: true, source: 'otc', channelPartner: null });

    const photo = await bytesOf(ctx, admin.client, `/api/admin/payments/${id}/receipt-photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.bytes).toEqual(PNG);
    const views = await ctx.db.selectFrom('auditLog').select(['actorId', 'targetId']).where('action', '=', 'payment.receipt_view').execute();
    expect(views).toEqual([{ actorId: admin.id, targetId: id }]);

    expect((await bytesOf(ctx, borrower.client, `/api/admin/payments/${id}/receipt-photo`)).status).toBe(403);
    // The photo is no ID document: the document routes do not serve its key.
    const key = (await ctx.db.selectFrom('loanTransactions').select('receiptObjectKey').where('id', '=', id).executeTakeFirstOrThrow()).receiptObjectKey as string;
    expect((await bytesOf(ctx, admin.client, `/objects/${key}`)).status).toBe(404);
  });

  it('is optional; an upload is spent once, and a payment without a photo has none to show', async () => {
    const { ctx, admin, loanId } = await setup();
    const plain = await admin.client.post(`/api/admin/loans/${loanId}/payments`, payment);
    expect(plain.status).toBe(201);
    expect(plain.body.transaction.hasReceiptPhoto).toBe(false);
    expect((await bytesOf(ctx, admin.client, `/api/admin/payments/${plain.body.transaction.id}/receipt-photo`)).status).toBe(404);

    const receiptUploadURL = await uploadImage(admin.client);
    expect((await admin.client.post(`/api/admin/loans/${loanId}/payments`, { ...payment, reference: 'OR-7782', receiptUploadURL })).status).toBe(201);
    const again = await admin.client.post(`/api/admin/loans/${loanId}/payments`, { ...payment, reference: 'OR-7783', receiptUploadURL });
    expect(again.status).toBe(410);
    const posted = await ctx.db.selectFrom('loanTransactions').select('externalReference').where('kind', '=', 'repayment').orderBy('id').execute();
    expect(posted.map((row) => row.externalReference)).toEqual(['OR-7781', 'OR-7782']);
  });
});
