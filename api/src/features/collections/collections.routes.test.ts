import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../../test/harness';

/*
 * Collecting (issue 32, decision 058) with the app's clock. PHP 150,000 over
 * 12 months at 0.5 %: PHP 13,250.00 a month. Paid out on Oct 11, the first
 * installment fell due on Nov 11; on Nov 21 it is 10 days past due. Paid out
 * on Oct 1: due Nov 1, 20 days past due, its 5 % late fee (PHP 662.50)
 * charged after the grace days.
 */
const MANILA_23 = new Date('2026-11-21T15:00:00.000Z');
const MANILA_09 = new Date('2026-11-21T01:00:00.000Z');

async function setUp() {
  const ctx = await createTestContext();
  const officer = await createStaff(ctx, { role: 'admin' });
  await ctx.db.updateTable('users').set({ fullName: 'Carla Collector' }).where('id', '=', officer.id).execute();
  return { ctx, officer };
}

async function loanPastDue(ctx: TestContext, officer: Awaited<ReturnType<typeof setUp>>['officer'], { startDate, fullName, countryWorking = 'Philippines' }: { startDate: string; fullName: string; countryWorking?: string }) {
  const borrower = await verifiedBorrower(ctx, { fullName });
  await ctx.db.updateTable('users').set({ countryWorking }).where('id', '=', borrower.user.id).execute();
  const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
  expect(applied.status).toBe(201);
  expect((await officer.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approve', startDate })).status).toBe(200);
  return { borrower, loanId: applied.body.id as number };
}

/** A collector signed in at `at`: moving the clock by hours ends an earlier staff session. */
async function collectorAt(ctx: TestContext, at: Date) {
  ctx.clock.set(at);
  return createStaff(ctx, { role: 'admin' });
}

const CALL = { channel: 'call', outcome: 'reached', note: 'Spoke with Maria; salary on the 25th' };

describe('SEC MC 18 s.2019: contact hours (POST /api/admin/loans/{id}/contacts)', () => {
  it('refuses a contact at 23:00 Manila on a loan 10 days past due, naming the rule, and allows it at 09:00', async () => {
    const { ctx, officer } = await setUp();
    const { loanId } = await loanPastDue(ctx, officer, { startDate: '2026-10-11', fullName: 'Maria Santos' });
    const late = await collectorAt(ctx, MANILA_23);
    const night = await late.client.post(`/api/admin/loans/${loanId}/contacts`, { ...CALL, channel: 'sms' });
    expect(night.status).toBe(409);
    expect(night.body.code).toBe('mc18_quiet_hours');
    expect(night.body.message).toBe(
      'SEC MC 18 s.2019: no contact with a borrower before 06:00 or after 22:00 (Manila time, and the borrower\u2019s own time where they work), unless the loan is more than 15 days past due or the borrower agreed in writing',
    );
    expect(await ctx.db.selectFrom('collectionContacts').selectAll().execute()).toEqual([]);
    const early = await collectorAt(ctx, MANILA_09);
    const morning = await early.client.post(`/api/admin/loans/${loanId}/contacts`, { ...CALL, channel: 'sms' });
    expect(morning.status).toBe(201);
    expect(morning.body).toEqual({
      id: 1,
      loanId,
      actorId: early.id,
      channel: 'sms',
      outcome: 'reached',
      note: 'Spoke with Maria; salary on the 25th',
      nextActionAt: null,
      promise: null,
      createdAt: '2026-11-21T01:00:00.000Z',
    });
  });

  it('allows 23:00 Manila on a loan 20 days past due', async () => {
    const { ctx, officer } = await setUp();
    const { loanId } = await loanPastDue(ctx, officer, { startDate: '2026-10-01', fullName: 'Maria Santos' });
    const late = await collectorAt(ctx, MANILA_23);
    expect((await late.client.post(`/api/admin/loans/${loanId}/contacts`, CALL)).status).toBe(201);
  });

  it('keeps the borrower\u2019s own night abroad: 10:00 Manila is 05:00 in Riyadh, refused; 11:00 is allowed', async () => {
    const { ctx, officer } = await setUp();
    const { loanId } = await loanPastDue(ctx, officer, { startDate: '2026-10-11', fullName: 'Maria Santos', countryWorking: 'Saudi Arabia' });
    ctx.clock.set(new Date('2026-11-21T02:00:00.000Z'));
    const early = await officer.client.post(`/api/admin/loans/${loanId}/contacts`, CALL);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('mc18_quiet_hours');
    ctx.clock.set(new Date('2026-11-21T03:00:00.000Z'));
    expect((await officer.client.post(`/api/admin/loans/${loanId}/contacts`, CALL)).status).toBe(201);
  });

  it('needs the Collections duty, and a promise for the outcome promise_to_pay', async () => {
    const { ctx, officer } = await setUp();
    const { loanId } = await loanPastDue(ctx, officer, { startDate: '2026-10-11', fullName: 'Maria Santos' });
    const lender = await createStaff(ctx, { role: 'admin' });
    await ctx.db.updateTable('users').set({ duties: JSON.stringify(['lending']) }).where('id', '=', lender.id).execute();
    expect((await lender.client.post(`/api/admin/loans/${loanId}/contacts`, CALL)).status).toBe(403);
    const noPromise = await officer.client.post(`/api/admin/loans/${loanId}/contacts`, { ...CALL, outcome: 'promise_to_pay' });
    expect(noPromise.status).toBe(400);
    expect(noPromise.body.fieldErrors).toEqual({ promise: ['A promise to pay needs its amount and date'] });
    expect(await ctx.db.selectFrom('collectionContacts').selectAll().execute()).toEqual([]);
  });
});

describe('GET /api/admin/collections: the queue', () => {
  it('lists loans past due with days, amount due, name and number, last contact, promise and collector; a broken promise first', async () => {
    const { ctx, officer } = await setUp();
    const ten = await loanPastDue(ctx, officer, { startDate: '2026-10-11', fullName: 'Ana Reyes' });
    const twenty = await loanPastDue(ctx, officer, { startDate: '2026-10-01', fullName: 'Ben Cruz' });
    await loanPastDue(ctx, officer, { startDate: '2026-11-21', fullName: 'Carlo Up To Date' });

    const queue = await officer.client.get('/api/admin/collections');
    expect(queue.status).toBe(200);
    expect(queue.headers.get('X-Total-Count')).toBe('2');
    expect(queue.body.map((item: { fullName: string; daysPastDue: number; bucket: string; amountDue: number }) => [item.fullName, item.daysPastDue, item.bucket, item.amountDue])).toEqual([
      ['Ben Cruz', 20, '1_30', 13_912.5],
      ['Ana Reyes', 10, '1_30', 13_912.5],
    ]);
    expect(queue.body[0]).toMatchObject({ contactNumber: '+639171234567', lastContact: null, promise: null, collector: null, hasNightConsent: false });
    expect(Object.keys(queue.body[0])).not.toContain('contactPersonTel');

    const promised = await officer.client.post(`/api/admin/loans/${ten.loanId}/contacts`, {
      channel: 'call',
      outcome: 'promise_to_pay',
      note: 'Will pay on the 23rd',
      nextActionAt: '2026-11-24T09:00:00+08:00',
      promise: { amount: 5000, date: '2026-11-23' },
    });
    expect(promised.status).toBe(201);
    expect(promised.body).toMatchObject({ nextActionAt: '2026-11-24T01:00:00.000Z', promise: { amount: 5000, date: '2026-11-23' } });
    const assigned = await officer.client.post('/api/admin/collections/assign', { loanIds: [ten.loanId, twenty.loanId], collectorId: officer.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({ assigned: 2 });

    const open = (await officer.client.get(`/api/admin/collections?collector=${officer.id}`)).body;
    expect(open.map((item: { fullName: string }) => item.fullName)).toEqual(['Ben Cruz', 'Ana Reyes']);
    expect(open[1]).toMatchObject({
      lastContact: { at: '2026-11-21T02:00:00.000Z', channel: 'call', outcome: 'promise_to_pay' },
      promise: { amount: 5000, date: '2026-11-23', state: 'open' },
      collector: { id: officer.id, fullName: 'Carla Collector' },
    });

    // Nov 24, nothing paid: the promise is broken and Ana Reyes goes to the top.
    const later = await collectorAt(ctx, new Date('2026-11-24T02:00:00.000Z'));
    const broken = (await later.client.get('/api/admin/collections')).body;
    expect(broken.map((item: { fullName: string; daysPastDue: number }) => [item.fullName, item.daysPastDue])).toEqual([
      ['Ana Reyes', 13],
      ['Ben Cruz', 23],
    ]);
    expect(broken[0].promise.state).toBe('broken');
    expect((await later.client.get('/api/admin/collections?bucket=31_60')).body).toEqual([]);
    expect((await later.client.get(`/api/admin/loans/${ten.loanId}/contacts`)).body).toHaveLength(1);
  });

  it('keeps a promise when the payments since reach its amount by its date', async () => {
    const { ctx, officer } = await setUp();
    const { loanId } = await loanPastDue(ctx, officer, { startDate: '2026-10-11', fullName: 'Ana Reyes' });
    await officer.client.post(`/api/admin/loans/${loanId}/contacts`, { channel: 'call', outcome: 'promise_to_pay', note: 'Pays tomorrow', promise: { amount: 5000, date: '2026-11-23' } });
    const cashier = await collectorAt(ctx, new Date('2026-11-22T02:00:00.000Z'));
    const paid = await cashier.client.post(`/api/admin/loans/${loanId}/payments`, { amount: 5000, channel: 'gcash', reference: 'GC-PROMISE-1', receivedAt: '2026-11-22T09:00:00+08:00' });
    expect(paid.status).toBe(201);
    const later = await collectorAt(ctx, new Date('2026-11-24T02:00:00.000Z'));
    const [item] = (await later.client.get('/api/admin/collections')).body;
    expect(item.promise).toEqual({ amount: 5000, date: '2026-11-23', state: 'kept' });
  });

  it('assigns only to staff with the Collections duty', async () => {
    const { ctx, officer } = await setUp();
    const { loanId, borrower } = await loanPastDue(ctx, officer, { startDate: '2026-10-11', fullName: 'Ana Reyes' });
    const res = await officer.client.post('/api/admin/collections/assign', { loanIds: [loanId], collectorId: borrower.user.id });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('collector_not_staff');
    expect(await ctx.db.selectFrom('collectionAssignments').selectAll().execute()).toEqual([]);
  });
});
