import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestContext } from '../../test/harness';

/*
 * Worked by hand. The test clock starts on 2026-11-21, 10:00 Manila.
 * Three loans paid out, nothing repaid, so each one's outstanding principal
 * is its amount:
 *   PHP   500,000 from 2026-10-19: installment 1 due 11-19, 2 days past due → 1–30
 *   PHP 1,000,000 from 2026-07-15: installment 1 due 08-15, 16 + 30 + 31 + 21 = 98
 *     days past due (Aug 16–31, Sep, Oct, Nov 1–21) → over 90
 *   PHP   600,000 from today: nothing due → active, in no band
 * and one PHP 700,000 application still pending, which is no loan yet.
 *   active principal 500,000 + 1,000,000 + 600,000 = 2,100,000
 *   PAR30 (over 30 days): the 1,000,000 loan, 1,000,000 / 2,100,000 = 10/21
 *   = 0.47619047619047616; shares in the CSV 23.81 % and 47.62 %.
 */
async function loan(ctx: TestContext, admin: Awaited<ReturnType<typeof createStaff>>, { amount, startDate }: { amount: number; startDate?: string | null }) {
  const borrower = await verifiedBorrower(ctx);
  const applied = await borrower.client.post('/api/loans', { amount, term: 12, interestRate: 0.3 });
  expect(applied.status).toBe(201);
  if (startDate === null) return;
  const approved = await admin.client.post(`/api/admin/loans/${applied.body.id}`, { status: 'approved', ...(startDate ? { startDate } : {}) });
  expect(approved.status).toBe(200);
}

async function portfolio() {
  const ctx = await createTestContext();
  const admin = await createStaff(ctx, { role: 'admin' });
  await loan(ctx, admin, { amount: 500_000, startDate: '2026-10-19' });
  await loan(ctx, admin, { amount: 1_000_000, startDate: '2026-07-15' });
  await loan(ctx, admin, { amount: 600_000 });
  await loan(ctx, admin, { amount: 700_000, startDate: null });
  return { ctx, admin };
}

describe('GET /api/admin/reports/aging', () => {
  it('puts each open loan in the band of its oldest unpaid installment and gives PAR30 in pesos and as a share', async () => {
    const { admin } = await portfolio();
    const res = await admin.client.get('/api/admin/reports/aging');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      asOf: '2026-11-21',
      buckets: [
        { key: '1_30', minDays: 1, maxDays: 30, loans: 1, outstandingPrincipal: 500_000 },
        { key: '31_60', minDays: 31, maxDays: 60, loans: 0, outstandingPrincipal: 0 },
        { key: '61_90', minDays: 61, maxDays: 90, loans: 0, outstandingPrincipal: 0 },
        { key: 'over_90', minDays: 91, maxDays: null, loans: 1, outstandingPrincipal: 1_000_000 },
      ],
      activeLoans: 3,
      outstandingPrincipal: 2_100_000,
      par30: { loans: 1, outstandingPrincipal: 1_000_000, share: 0.47619047619047616 },
      flagged: { restructured: { loans: 0, outstandingPrincipal: 0 }, writtenOff: { loans: 0, outstandingPrincipal: 0 } },
    });
  });

  it('exports the same figures as CSV', async () => {
    const { admin } = await portfolio();
    const res = await admin.client.get('/api/admin/reports/aging.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="aging-2026-11-21.csv"');
    expect(res.body).toBe(
      [
        'as_of,band,loans,outstanding_principal,share_percent',
        '2026-11-21,1-30 days past due,1,500000.00,23.81',
        '2026-11-21,31-60 days past due,0,0.00,0.00',
        '2026-11-21,61-90 days past due,0,0.00,0.00',
        '2026-11-21,Over 90 days past due,1,1000000.00,47.62',
        '2026-11-21,PAR30,1,1000000.00,47.62',
        '2026-11-21,All active loans,3,2100000.00,100.00',
        '',
      ].join('\r\n'),
    );
  });

  it('is all zeros with no loans', async () => {
    const ctx = await createTestContext();
    const admin = await createStaff(ctx, { role: 'admin' });
    const res = await admin.client.get('/api/admin/reports/aging');
    expect(res.body).toMatchObject({ activeLoans: 0, outstandingPrincipal: 0, par30: { loans: 0, outstandingPrincipal: 0, share: 0 } });
  });
});
