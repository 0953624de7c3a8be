import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';

/*
 * Loan 1: PHP 500,000 over 12 months at 0.3 % a month, approved today
 * (2026-11-21): each installment 43,166.67; outstanding 518,000.04; payoff
 * today 500,000 + 1,500 = 501,500.00. Its payment reference is 70000000011;
 * 70000000012 has a wrong check digit (invalid); 70000000990 is loan 99's,
 * well formed, and no loan has that id (unknown). The disbursement is loan
 * transaction 1, so the first posting is receipt R-00000002.
 */
const FILE = [
  'reference,amount,paid_at,transaction_id,channel',
  '70000000011,43166.67,2026-11-21,GC-1,gcash',
  '70000000011,43166.67,2026-11-21,GC-1,gcash',
  '70000000012,1000,2026-11-21,GC-2,gcash',
  '70000000990,1000,2026-11-21T09:00:00+08:00,BT-3,bank_transfer',
].join('\r\n');

async function setup() {
  const ctx = await createTestContext();
  const borrower = await verifiedBorrower(ctx);
  const admin = await createStaff(ctx, { role: 'admin' });
  const applied = await borrower.client.post('/api/loans', { amount: 500_000, term: 12, interestRate: 0.3 });
  expect((await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved' })).status).toBe(200);
  expect(applied.body.id).toBe(1);
  return { ctx, borrower, admin };
}

function importFile(client: TestClient, text: string, type = 'text/csv') {
  return client.request('POST', '/api/admin/payments/import', { body: text, headers: { 'content-type': type } });
}

async function outstandingOf(client: TestClient): Promise<number> {
  return (await client.get('/api/loans')).body[0].outstanding;
}

async function countOf(ctx: TestContext) {
  const repayments = await ctx.db.selectFrom('loanTransactions').select('id').where('kind', '=', 'repayment').execute();
  const held = await ctx.db.selectFrom('unmatchedPayments').select('id').execute();
  return { repayments: repayments.length, held: held.length };
}

describe('POST /api/admin/payments/import', () => {
  it('posts the good row once, counts the duplicate and holds the invalid and unknown references', async () => {
    const { ctx, borrower, admin } = await setup();
    const res = await importFile(admin.client, FILE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      posted: 1,
      duplicates: 1,
      unmatched: 2,
      rows: [
        { line: 2, status: 'posted', loanId: 1, receiptNumber: 'R-00000002', reason: null, message: null },
        { line: 3, status: 'duplicate', loanId: 1, receiptNumber: 'R-00000002', reason: null, message: null },
        { line: 4, status: 'unmatched', loanId: null, receiptNumber: null, reason: 'invalid_reference', message: 'invalid reference' },
        { line: 5, status: 'unmatched', loanId: null, receiptNumber: null, reason: 'unknown_reference', message: 'unknown reference' },
      ],
    });
    // 518,000.04 − 43,166.67 = 474,833.37
    expect(await outstandingOf(borrower.client)).toBe(474_833.37);
    const audit = await ctx.db.selectFrom('auditLog').select(['actorEmail', 'afterJson']).where('action', '=', 'payments.import').execute();
    expect(audit).toEqual([{ actorEmail: admin.email, afterJson: JSON.stringify({ rows: 4, posted: 1, duplicates: 1, unmatched: 2 }) }]);
  });

  it('imports the same file again without posting or holding anything twice', async () => {
    const { ctx, borrower, admin } = await setup();
    expect((await importFile(admin.client, FILE)).status).toBe(200);
    const again = await importFile(admin.client, FILE);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ posted: 0, duplicates: 2, unmatched: 2 });
    expect(await countOf(ctx)).toEqual({ repayments: 1, held: 2 });
    expect(await outstandingOf(borrower.client)).toBe(474_833.37);
  });

  it('posts once when the same file is imported twice at the same time', async () => {
    const { ctx, borrower, admin } = await setup();
    const results = await Promise.all([importFile(admin.client, FILE), importFile(admin.client, FILE)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.posted).sort()).toEqual([0, 1]);
    expect(results.map((r) => r.body.duplicates).sort()).toEqual([1, 2]);
    expect(results.map((r) => r.body.unmatched)).toEqual([2, 2]);
    expect(await countOf(ctx)).toEqual({ repayments: 1, held: 2 });
    expect(await outstandingOf(borrower.client)).toBe(474_833.37);
  });

  it('holds a row that fails validation with its problems, once', async () => {
    const { ctx, admin } = await setup();
    const file = 'reference,amount,paid_at,transaction_id,channel\n70000000011,lots,2026-11-21,GC-9,gcash\n';
    const first = await importFile(admin.client, file);
    expect(first.body).toMatchObject({ posted: 0, duplicates: 0, unmatched: 1, rows: [{ line: 2, status: 'unmatched', reason: 'invalid_row' }] });
    await importFile(admin.client, file);
    expect(await countOf(ctx)).toEqual({ repayments: 0, held: 1 });
  });

  it('refuses a file that is not CSV or lacks the header, and changes nothing', async () => {
    const { ctx, admin } = await setup();
    const notCsv = await importFile(admin.client, FILE, 'application/json');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.message).toBe('Send the settlement file as text/csv');
    const noHeader = await importFile(admin.client, FILE.split('\r\n').slice(1).join('\r\n'));
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toBe('The first line must be the header reference,amount,paid_at,transaction_id,channel');
    expect(await countOf(ctx)).toEqual({ repayments: 0, held: 0 });
  });

  it('refuses a file holding a NUL character, and changes nothing (PostgreSQL text cannot hold one)', async () => {
    const { ctx, admin } = await setup();
    const res = await importFile(admin.client, 'reference,amount,paid_at,transaction_id,channel\n70000000011,lots,2026-11-21,GC\u00009,gcash\n');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Text must not contain a NUL character (\\u0000)');
    expect(await countOf(ctx)).toEqual({ repayments: 0, held: 0 });
  });

  it('takes a file above the 64 KB JSON limit', async () => {
    const { admin } = await setup();
    const rows = Array.from({ length: 2000 }, (_, i) => `70000000990,10,2026-11-21,BULK-${i},otc`);
    const file = ['reference,amount,paid_at,transaction_id,channel', ...rows].join('\n');
    expect(file.length).toBeGreaterThan(64 * 1024);
    const res = await importFile(admin.client, file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ posted: 0, duplicates: 0, unmatched: 2000 });
  });
});

describe('the unmatched queue', () => {
  it('lists held rows newest first and assigns one by hand by the posting rule, once', async () => {
    const { ctx, borrower, admin } = await setup();
    await importFile(admin.client, FILE);
    const list = await admin.client.get('/api/admin/payments/unmatched');
    expect(list.status).toBe(200);
    expect(list.body.map((row: any) => [row.id, row.reference, row.amount, row.channel, row.transactionId, row.message])).toEqual([
      [2, '70000000990', 1000, 'bank_transfer', 'BT-3', 'unknown reference'],
      [1, '70000000012', 1000, 'gcash', 'GC-2', 'invalid reference'],
    ]);
    const assigned = await admin.client.post('/api/admin/payments/unmatched/2/assign', { loanId: 1 });
    expect(assigned.status).toBe(200);
    // 474,833.37 − 1,000 = 473,833.37
    expect(assigned.body).toMatchObject({ receiptNumber: 'R-00000003', loanId: 1, amount: 1000, balance: 473_833.37 });
    expect(assigned.body.transaction).toMatchObject({ source: 'bank_transfer', externalReference: 'BT-3', receivedAt: '2026-11-21T01:00:00.000Z', actorId: admin.id });
    expect(await outstandingOf(borrower.client)).toBe(473_833.37);
    expect((await admin.client.get('/api/admin/payments/unmatched')).body.map((row: any) => row.id)).toEqual([1]);
    const twice = await admin.client.post('/api/admin/payments/unmatched/2/assign', { loanId: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This payment has already been assigned to a loan');
    expect(await ctx.db.selectFrom('auditLog').select('targetId').where('action', '=', 'payment.assign').execute()).toEqual([{ targetId: 2 }]);
    // The same file again: the assigned row is now a posting, so a duplicate.
    expect((await importFile(admin.client, FILE)).body).toMatchObject({ posted: 0, duplicates: 3, unmatched: 1 });
  });

  it('refuses to assign more than the payoff, an unreadable row or an unknown id, and changes nothing', async () => {
    const { ctx, admin } = await setup();
    const file = 'reference,amount,paid_at,transaction_id,channel\n70000000990,600000,2026-11-21,BIG-1,maya\n70000000011,lots,2026-11-21,BAD-1,maya\n';
    await importFile(admin.client, file);
    const above = await admin.client.post('/api/admin/payments/unmatched/1/assign', { loanId: 1 });
    expect(above.status).toBe(409);
    expect(above.body.message).toBe('The amount is more than what pays off this loan today (PHP 501,500.00)');
    const unreadable = await admin.client.post('/api/admin/payments/unmatched/2/assign', { loanId: 1 });
    expect(unreadable.status).toBe(409);
    expect(unreadable.body.message).toBe('This row has no valid amount, date or channel to post; correct it in the file and import it again');
    const missing = await admin.client.post('/api/admin/payments/unmatched/99/assign', { loanId: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Unmatched payment not found');
    expect(await countOf(ctx)).toEqual({ repayments: 0, held: 2 });
    expect((await admin.client.get('/api/admin/payments/unmatched')).body).toHaveLength(2);
  });

  it('holds a row paid in the future with the reason, and posts the others (issue 27)', async () => {
    const { ctx, admin } = await setup();
    const file = 'reference,amount,paid_at,transaction_id,channel\n70000000011,1000,2026-11-22,FUT-1,gcash\n70000000011,1000,2026-11-21T09:00:00+08:00,NOW-1,gcash\n';
    const res = await importFile(admin.client, file);
    expect(res.body.rows).toEqual([
      { line: 2, status: 'unmatched', loanId: null, receiptNumber: null, reason: 'invalid_row', message: 'Paid at cannot be in the future' },
      { line: 3, status: 'posted', loanId: 1, receiptNumber: 'R-00000002', reason: null, message: null },
    ]);
    expect(await countOf(ctx)).toEqual({ repayments: 1, held: 1 });
  });

  it("posts a partner's rows under its channel with the partner's name, and a reference once per partner without case (issue 27)", async () => {
    const { ctx, borrower, admin } = await setup();
    const file = [
      'reference,amount,paid_at,transaction_id,channel',
      '70000000011,1000,2026-11-21,711-0001,7-Eleven',
      '70000000011,1000,2026-11-21,0001,Bayad',
      '70000000011,1000,2026-11-21,0001,Cebuana',
      '70000000011,1000,2026-11-21,EC-1,ECPay',
      '70000000011,1000,2026-11-21,ML-1,M Lhuillier',
      '70000000011,1000,2026-11-21,PX-1,palawan',
      '70000000011,1000,2026-11-21,T-1,Tindahan ni Aling Nena',
      '70000000011,1000,2026-11-21,ec-1,ECPAY',
    ].join('\n');
    const res = await importFile(admin.client, file);
    expect(res.body).toMatchObject({ posted: 7, duplicates: 1, unmatched: 0 });
    expect(res.body.rows[7]).toMatchObject({ line: 9, status: 'duplicate', receiptNumber: 'R-00000005' });
    const posted = await ctx.db.selectFrom('loanTransactions').select(['source', 'channelPartner', 'externalReference']).where('kind', '=', 'repayment').orderBy('id').execute();
    expect(posted).toEqual([
      { source: 'otc', channelPartner: '7-Eleven', externalReference: '711-0001' },
      { source: 'otc', channelPartner: 'Bayad', externalReference: '0001' },
      { source: 'otc', channelPartner: 'Cebuana Lhuillier', externalReference: '0001' },
      { source: 'otc', channelPartner: 'ECPay', externalReference: 'EC-1' },
      { source: 'otc', channelPartner: 'M Lhuillier', externalReference: 'ML-1' },
      { source: 'otc', channelPartner: 'Palawan Express', externalReference: 'PX-1' },
      { source: 'otc', channelPartner: 'Tindahan ni Aling Nena', externalReference: 'T-1' },
    ]);
    // 518,000.04 − 7 × 1,000
    expect(await outstandingOf(borrower.client)).toBe(511_000.04);
  });
});
