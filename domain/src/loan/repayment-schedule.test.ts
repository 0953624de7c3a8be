import { describe, expect, it } from 'vitest';
import { repaymentSchedule } from './repayment-schedule';

describe('repaymentSchedule', () => {
  it('anchors a started loan to its start date: row i is due start + i months', () => {
    const schedule = repaymentSchedule({ term: 6, monthlyPayment: 25_750, startDate: '2026-03-10', today: '2026-11-21' });
    expect(schedule).toEqual({
      isEstimate: false,
      rows: [
        { number: 1, dueDate: '2026-04-10', amount: 25_750 },
        { number: 2, dueDate: '2026-05-10', amount: 25_750 },
        { number: 3, dueDate: '2026-06-10', amount: 25_750 },
        { number: 4, dueDate: '2026-07-10', amount: 25_750 },
        { number: 5, dueDate: '2026-08-10', amount: 25_750 },
        { number: 6, dueDate: '2026-09-10', amount: 25_750 },
      ],
    });
  });

  it('does not move a started loan from day to day', () => {
    const input = { term: 12, monthlyPayment: 53_600, startDate: '2026-01-05' };
    expect(repaymentSchedule({ ...input, today: '2026-01-06' })).toEqual(repaymentSchedule({ ...input, today: '2026-09-30' }));
  });

  it('counts each date from the start, so a clamped month does not drift', () => {
    const { rows } = repaymentSchedule({ term: 3, monthlyPayment: 100, startDate: '2026-12-31', today: '2026-12-31' });
    expect(rows.map((row) => row.dueDate)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it("projects SPEC's estimate without a start date: month index k falls today + (k + 2) months", () => {
    const schedule = repaymentSchedule({ term: 3, monthlyPayment: 53_600, startDate: null, today: '2026-11-21' });
    expect(schedule).toEqual({
      isEstimate: true,
      rows: [
        { number: 1, dueDate: '2027-01-21', amount: 53_600 },
        { number: 2, dueDate: '2027-02-21', amount: 53_600 },
        { number: 3, dueDate: '2027-03-21', amount: 53_600 },
      ],
    });
  });

  it('shows 12 rows when the term is missing', () => {
    const schedule = repaymentSchedule({ term: undefined, monthlyPayment: 0, startDate: undefined, today: '2026-01-31' });
    expect(schedule.rows).toHaveLength(12);
    expect(schedule.rows[0]).toEqual({ number: 1, dueDate: '2026-03-31', amount: 0 });
    expect(schedule.rows[11]).toEqual({ number: 12, dueDate: '2027-02-28', amount: 0 });
    expect(repaymentSchedule({ term: null, monthlyPayment: 0, startDate: null, today: '2026-01-31' }).rows).toHaveLength(12);
  });

  it('refuses a term that is not a whole number of months', () => {
    expect(() => repaymentSchedule({ term: 2.5, monthlyPayment: 1, startDate: null, today: '2026-01-01' })).toThrow(RangeError);
  });
});
