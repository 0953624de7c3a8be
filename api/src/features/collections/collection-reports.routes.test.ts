import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../../test/harness';

/*
 * The collection reports of November 2026 (issue 32, decision 070), worked
 * out by hand. Four loans of PHP 150,000 over 12 months at 0.5 %: PHP
 * 13,250.00 a month (12,500 principal and 750 interest), each first due a
 * month after its start date; all paid out on Oct 25.
 * - A starts Oct 25: first due Nov 25, unpaid.
 * - B starts Oct 20: first due Nov 20, paid PHP 13,250.00 on Nov 20.
 * - C starts Sep 20: first due Oct 20, unpaid.
 * - D starts Sep 25: first due Oct 25, paid PHP 13,912.50 on Nov 10 (the
 *   installment and its 5 % late fee of PHP 662.50); its second due Nov 25, unpaid.
 * At the end of Oct 31: A and B current, C 11 days and D 6 days past due (1-30).
 * At the end of Nov 30: A 5 days (1-30), B current, C 41 days (31-60), D 5 days (1-30).
 * Fell due in November: A, B, C's second and D's second, 4 × 13,250 = 53,000.00;
 * collected in November: 13,250 + 13,912.50 = 27,162.50, a ratio of 0.5125.
 */
const at = (iso: string) => new Date(iso);

async function signedIn(ctx: TestContext, when: Date, duties: string[], fullName?: string) {
  ctx.clock.set(when);
  const staff = await createStaff(ctx, { role: 'admin' });
  await ctx.db
    .updateTable('users')
    .set({ duties: JSON.stringify(duties), ...(fullName ? { fullName } : {}) })
    .where('id', '=', staff.id)
    .execute();
  return staff;
}

async function november() {
  const ctx = await createTestContext();
  const lender = await signedIn(ctx, at('2026-10-25T01:00:00.000Z'), ['lending']);
  const loan = async (fullName: string, startDate: string) => {
    const borrower = await verifiedBorrower(ctx, { fullName });
    await ctx.db.updateTable('users').set({ countryWorking: 'Philippines' }).where('id', '=', borrower.user.id).execute();
    const applied = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
    expect(applied.status).toBe(201);
    expect((await lender.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approve', startDate })).status).toBe(200);
    return applied.body.id as number;
  };
  const a = await loan('Ana Reyes', '2026-10-25');
  const b = await loan('Ben Cruz', '2026-10-20');
  await loan('Cora Lim', '2026-09-20');
  const d = await loan('Dan Uy', '2026-09-25');

  const collector = await signedIn(ctx, at('2026-11-18T01:00:00.000Z'), ['collections'], 'Carla Collector');
  expect((await collector.client.post('/api/admin/collections/assign', { loanIds: [a, b], collectorId: collector.id })).status).toBe(200);
  const promise = (loanId: number, amount: number, date: string) =>
    collector.client.post(`/api/admin/loans/${loanId}/contacts`, { channel: 'call', outcome: 'promise_to_pay', note: 'Promised', promise: { amount, date } });
  expect((await promise(b, 13_250, '2026-11-20')).status).toBe(201);
  expect((await promise(a, 5000, '2026-11-27')).status).toBe(201);
  expect((await promise(a, 5000, '2026-12-05')).status).toBe(201);

  const cashier = await signedIn(ctx, at('2026-11-21T01:00:00.000Z'), ['payments']);
  const pay = (loanId: number, amount: number, receivedAt: string, reference: string) =>
    cashier.client.post(`/api/admin/loans/${loanId}/payments`, { amount, channel: 'gcash', reference, receivedAt });
  expect((await pay(d, 13_912.5, '2026-11-10T09:00:00+08:00', 'GC-REPORT-D')).status).toBe(201);
  expect((await pay(b, 13_250, '2026-11-20T09:00:00+08:00', 'GC-REPORT-B')).status).toBe(201);

  const reader = await signedIn(ctx, at('2026-12-01T01:00:00.000Z'), ['collections']);
  return { ctx, reader, collector };
}

const NONE = { current: 0, '1_30': 0, '31_60': 0, '61_90': 0, over_90: 0, closed: 0 };

describe('the collection reports (GET /api/admin/collections/reports/*)', () => {
  it('give November\u2019s roll rates, collection efficiency and promises kept, as JSON and CSV', async () => {
    const { reader, collector } = await november();

    const roll = await reader.client.get('/api/admin/collections/reports/roll-rates?month=2026-11');
    expect(roll.status).toBe(200);
    expect(roll.body).toEqual({
      month: '2026-11',
      from: '2026-10-31',
      to: '2026-11-30',
      rows: [
        { bucket: 'current', loans: 2, to: { ...NONE, current: 1, '1_30': 1 } },
        { bucket: '1_30', loans: 2, to: { ...NONE, '1_30': 1, '31_60': 1 } },
        { bucket: '31_60', loans: 0, to: NONE },
        { bucket: '61_90', loans: 0, to: NONE },
        { bucket: 'over_90', loans: 0, to: NONE },
      ],
    });

    const efficiency = await reader.client.get('/api/admin/collections/reports/efficiency?month=2026-11');
    expect(efficiency.status).toBe(200);
    expect(efficiency.body).toEqual({
      month: '2026-11',
      due: 53_000,
      collected: 27_162.5,
      ratio: 0.5125,
      collectors: [
        { collector: { id: collector.id, fullName: 'Carla Collector' }, loans: 2, due: 26_500, collected: 13_250, ratio: 0.5 },
        { collector: null, loans: 2, due: 26_500, collected: 13_912.5, ratio: 0.525 },
      ],
    });

    const promises = await reader.client.get('/api/admin/collections/reports/promises?month=2026-11');
    expect(promises.status).toBe(200);
    expect(promises.body).toEqual({
      month: '2026-11',
      made: 2,
      kept: 1,
      broken: 1,
      open: 0,
      keptRate: 0.5,
      collectors: [{ collector: { id: collector.id, fullName: 'Carla Collector' }, made: 2, kept: 1, broken: 1, open: 0, keptRate: 0.5 }],
    });

    const csv = await reader.client.get('/api/admin/collections/reports/efficiency.csv?month=2026-11');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="collection-efficiency-2026-11.csv"');
    expect(csv.body as string).toBe(
      [
        'month,collector_id,collector,loans,due,collected,ratio',
        `2026-11,${collector.id},Carla Collector,2,26500.00,13250.00,0.5`,
        '2026-11,,Unassigned,2,26500.00,13912.50,0.525',
        '2026-11,,All,4,53000.00,27162.50,0.5125',
        '',
      ].join('\r\n'),
    );
    const rollCsv = await reader.client.get('/api/admin/collections/reports/roll-rates.csv?month=2026-11');
    expect((rollCsv.body as string).split('\r\n').slice(0, 3)).toEqual(['month,from_bucket,loans,to_current,to_1_30,to_31_60,to_61_90,to_over_90,to_closed', '2026-11,current,2,1,1,0,0,0,0', '2026-11,1_30,2,0,1,1,0,0,0']);
    const promisesCsv = await reader.client.get('/api/admin/collections/reports/promises.csv?month=2026-11');
    expect((promisesCsv.body as string).split('\r\n').slice(1, 3)).toEqual([`2026-11,${collector.id},Carla Collector,2,1,1,0,0.5`, '2026-11,,All,2,1,1,0,0.5']);
  });

  it('refuses a month that is not YYYY-MM, and anyone without the Collections duty', async () => {
    const ctx = await createTestContext();
    const reader = await signedIn(ctx, at('2026-12-01T01:00:00.000Z'), ['collections']);
    const bad = await reader.client.get('/api/admin/collections/reports/efficiency?month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ month: ['Month must be a month, e.g. 2026-11'] });
    const finance = await signedIn(ctx, at('2026-12-01T01:00:00.000Z'), ['finance']);
    expect((await finance.client.get('/api/admin/collections/reports/roll-rates?month=2026-11')).status).toBe(403);
  });
});
