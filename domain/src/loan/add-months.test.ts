import { describe, expect, it } from 'vitest';
import { addMonths, parseIsoDate } from './add-months';

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths({ date: '2026-01-15', months: 1 })).toBe('2026-02-15');
    expect(addMonths({ date: '2026-01-15', months: 0 })).toBe('2026-01-15');
    expect(addMonths({ date: '2026-11-21', months: 2 })).toBe('2027-01-21');
  });

  it('clamps to the end of a shorter month', () => {
    expect(addMonths({ date: '2026-01-31', months: 1 })).toBe('2026-02-28');
    expect(addMonths({ date: '2028-01-31', months: 1 })).toBe('2028-02-29');
    expect(addMonths({ date: '2026-03-31', months: 1 })).toBe('2026-04-30');
    expect(addMonths({ date: '2026-08-31', months: 3 })).toBe('2026-11-30');
  });

  it('crosses years both ways', () => {
    expect(addMonths({ date: '2026-12-15', months: 1 })).toBe('2027-01-15');
    expect(addMonths({ date: '2026-01-15', months: -1 })).toBe('2025-12-15');
    expect(addMonths({ date: '2026-03-31', months: -1 })).toBe('2026-02-28');
    expect(addMonths({ date: '2026-05-10', months: 48 })).toBe('2030-05-10');
  });

  it('refuses anything but a calendar date and whole months', () => {
    expect(() => addMonths({ date: '2026-02-30', months: 1 })).toThrow(RangeError);
    expect(() => addMonths({ date: '2026-13-01', months: 1 })).toThrow(RangeError);
    expect(() => addMonths({ date: '2026-11-21T00:00:00Z', months: 1 })).toThrow(RangeError);
    expect(() => addMonths({ date: '21/11/2026', months: 1 })).toThrow(RangeError);
    expect(() => addMonths({ date: '2026-01-15', months: 1.5 })).toThrow(RangeError);
  });
});

describe('parseIsoDate', () => {
  it('splits a date into year, month index and day', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, monthIndex: 1, day: 29 });
    expect(() => parseIsoDate('2026-02-29')).toThrow(RangeError);
  });
});
