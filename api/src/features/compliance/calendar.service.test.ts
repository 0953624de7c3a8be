import { describe, expect, it } from 'vitest';
import { createStaff, createTestContext, verifiedBorrower, type TestClient, type TestContext } from '../../test/harness';

/*
 * Decision 073: the Philippine non-working days are data `compliance` edits,
 * audited in the desk's own trail, and a report's due date counts them. The
 * test clock starts on Saturday 21 November 2026, 10:00 in Manila; each test
 * moves it to Wednesday 25 November, 10:00, before anyone signs in.
 */
const FOUR_DAYS = 4 * 24 * 60 * 60 * 1000;

async function onWednesday(): Promise<TestContext> {
  const ctx = await createTestContext();
  ctx.clock.advance(FOUR_DAYS);
  return ctx;
}

/** A verified borrower whose 1,200,000 loan the officer approved today: a covered transaction. */
async function coveredDisbursement(ctx: TestContext, officer: TestClient) {
  const borrower = await verifiedBorrower(ctx, { fullName: 'Rosa Villanueva Cruz' });
  const loan = await borrower.client.post('/api/loans', { amount: 1_200_000, term: 12, interestRate: 0.5 });
  expect(loan.status).toBe(201);
  expect((await officer.post(`/api/admin/loans/${loan.body.id}`, { status: 'approved' })).status).toBe(200);
  const reports = (await officer.get('/api/admin/compliance/reports')).body as any[];
  expect(reports).toHaveLength(1);
  return reports[0];
}

describe('the calendar of non-working days', () => {
  it('lists a year as the proclamation seeded it, adds a day compliance names, audits it, and the next report is due a day later', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });

    const seeded = await officer.client.get('/api/admin/compliance/non-working-days?year=2026');
    expect(seeded.status).toBe(200);
    expect(seeded.body.year).toBe(2026);
    expect(seeded.body.days).toHaveLength(20);
    expect(seeded.body.days.slice(14, 16)).toEqual([
      { day: '2026-11-30', name: null },
      { day: '2026-12-08', name: null },
    ]);

    const added = await officer.client.post('/api/admin/compliance/non-working-days', { day: '2026-11-26', name: 'Special non-working day, Proclamation No. 1099' });
    expect(added.status).toBe(201);
    expect(added.body.days).toHaveLength(21);
    expect(added.body.days[14]).toEqual({ day: '2026-11-26', name: 'Special non-working day, Proclamation No. 1099' });
    const audit = await ctx.db.selectFrom('complianceAudit').select(['actorId', 'action', 'detailJson']).where('action', 'like', 'calendar.%').execute();
    expect(audit).toEqual([{ actorId: officer.id, action: 'calendar.day_added', detailJson: JSON.stringify({ day: '2026-11-26', name: 'Special non-working day, Proclamation No. 1099' }) }]);

    // Wednesday 25th + five working days: (Thu 26 now off) Fri 27, (Sat, Sun, Mon 30 Bonifacio Day) Tue 1, Wed 2, Thu 3, Fri 4 December.
    const report = await coveredDisbursement(ctx, officer.client);
    expect(report).toMatchObject({ kind: 'covered', bankingDay: '2026-11-25', dueDate: '2026-12-04' });
  });

  it('removes a day compliance takes off (audited), and the next report counts it as a working day', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });

    const removed = await officer.client.request('DELETE', '/api/admin/compliance/non-working-days/2026-11-30');
    expect(removed.status).toBe(200);
    expect(removed.body.days).toHaveLength(19);
    expect(removed.body.days.map((d: { day: string }) => d.day)).not.toContain('2026-11-30');
    const audit = await ctx.db.selectFrom('complianceAudit').select(['actorId', 'action', 'detailJson']).where('action', 'like', 'calendar.%').execute();
    expect(audit).toEqual([{ actorId: officer.id, action: 'calendar.day_removed', detailJson: JSON.stringify({ day: '2026-11-30', name: null }) }]);

    // Wednesday 25th + five working days, Monday 30th now one of them: Thu 26, Fri 27, Mon 30, Tue 1, Wed 2 December.
    const report = await coveredDisbursement(ctx, officer.client);
    expect(report).toMatchObject({ bankingDay: '2026-11-25', dueDate: '2026-12-02' });
  });

  it('refuses a day already on the calendar, a day not on it, and a date that does not exist, and changes nothing', async () => {
    const ctx = await onWednesday();
    const officer = await createStaff(ctx, { role: 'admin' });

    const twice = await officer.client.post('/api/admin/compliance/non-working-days', { day: '2026-12-25', name: 'Christmas Day' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: 'non_working_day_exists', message: 'This day is already a non-working day' });
    const missing = await officer.client.request('DELETE', '/api/admin/compliance/non-working-days/2026-12-28');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'non_working_day_not_found', message: 'This day is not on the calendar of non-working days' });
    const notADate = await officer.client.post('/api/admin/compliance/non-working-days', { day: '2026-02-30', name: 'Nothing' });
    expect(notADate.status).toBe(400);
    expect(notADate.body.code).toBe('validation_failed');
    const noName = await officer.client.post('/api/admin/compliance/non-working-days', { day: '2026-12-28', name: '' });
    expect(noName.status).toBe(400);
    const badYear = await officer.client.get('/api/admin/compliance/non-working-days?year=1999');
    expect(badYear.status).toBe(400);

    expect((await officer.client.get('/api/admin/compliance/non-working-days?year=2026')).body.days).toHaveLength(20);
    expect(await ctx.db.selectFrom('complianceAudit').select('id').where('action', 'like', 'calendar.%').execute()).toEqual([]);
    // A year the proclamation has not been stored for yet is empty: deadlines then skip only weekends.
    expect((await officer.client.get('/api/admin/compliance/non-working-days?year=2028')).body).toEqual({ year: 2028, days: [] });
  });
});
