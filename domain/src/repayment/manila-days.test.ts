import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysPastDue, manilaToday, parseManilaInstant } from './manila-days';

describe('manilaToday', () => {
  it('turns to the next date at midnight in Manila, 16:00 UTC', () => {
    expect(manilaToday(new Date('2026-11-21T15:59:59.999Z'))).toBe('2026-11-21');
    expect(manilaToday(new Date('2026-11-21T16:00:00.000Z'))).toBe('2026-11-22');
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays({ date: '2026-01-31', days: 1 })).toBe('2026-02-01');
    expect(addDays({ date: '2026-12-30', days: 3 })).toBe('2027-01-02');
    expect(addDays({ date: '2028-02-28', days: 1 })).toBe('2028-02-29');
    expect(addDays({ date: '2026-03-01', days: -1 })).toBe('2026-02-28');
  });

  it('refuses fractions and bad dates', () => {
    expect(() => addDays({ date: '2026-01-31', days: 0.5 })).toThrow(RangeError);
    expect(() => addDays({ date: '2026-02-30', days: 1 })).toThrow(RangeError);
  });
});

describe('daysBetween and daysPastDue', () => {
  it('counts whole calendar days', () => {
    // 2026: January has 31 days, February 28, so Jan 10 → Mar 10 is 21 + 28 + 10 = 59 days.
    expect(daysBetween({ from: '2026-01-10', to: '2026-03-10' })).toBe(59);
    expect(daysBetween({ from: '2026-03-10', to: '2026-01-10' })).toBe(-59);
    expect(daysBetween({ from: '2026-12-31', to: '2027-01-01' })).toBe(1);
  });

  it('is 0 until the due date has passed, then 1 on the day after', () => {
    expect(daysPastDue({ dueDate: '2026-12-10', today: '2026-12-01' })).toBe(0);
    expect(daysPastDue({ dueDate: '2026-12-10', today: '2026-12-10' })).toBe(0);
    expect(daysPastDue({ dueDate: '2026-12-10', today: '2026-12-11' })).toBe(1);
    expect(daysPastDue({ dueDate: '2026-12-10', today: '2027-01-09' })).toBe(30);
  });
});

describe('parseManilaInstant', () => {
  it('reads a date as midnight in Manila', () => {
    expect(parseManilaInstant('2026-11-22')?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('reads a date-time without an offset as Manila time', () => {
    expect(parseManilaInstant('2026-11-22T14:05')?.toISOString()).toBe('2026-11-22T06:05:00.000Z');
    expect(parseManilaInstant('2026-11-22 14:05:09')?.toISOString()).toBe('2026-11-22T06:05:09.000Z');
    expect(parseManilaInstant(' 2026-11-22T14:05:09.5 ')?.toISOString()).toBe('2026-11-22T06:05:09.500Z');
  });

  it('honours Z and offsets', () => {
    expect(parseManilaInstant('2026-11-22T14:05:09Z')?.toISOString()).toBe('2026-11-22T14:05:09.000Z');
    expect(parseManilaInstant('2026-11-22T14:05:09+03:00')?.toISOString()).toBe('2026-11-22T11:05:09.000Z');
    expect(parseManilaInstant('2026-11-22T14:05:09-0500')?.toISOString()).toBe('2026-11-22T19:05:09.000Z');
  });

  it('refuses anything else', () => {
    for (const text of ['', '22/11/2026', '2026-02-30', '2026-11-22T24:00', '2026-11-22T12:60', '2026-11-22T12:00+15:00', '2026-11-22T12', '=NOW()', '1763790000']) {
      expect(parseManilaInstant(text), text).toBeNull();
    }
  });
});
