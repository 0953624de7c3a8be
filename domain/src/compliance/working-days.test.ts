import { describe, expect, it } from 'vitest';
import { addWorkingDays } from './working-days';

/** The non-working days these cases cross, as the 2026 and 2027 lists of migration 036 have them. */
const DAYS_OFF = {
  2026: ['2026-04-02', '2026-04-03', '2026-04-04', '2026-04-09', '2026-11-30', '2026-12-24', '2026-12-25', '2026-12-30', '2026-12-31'],
  2027: ['2027-01-01'],
};

describe('addWorkingDays', () => {
  it('counts five working days from a Friday across Bonifacio Day (Monday 30 November 2026)', () => {
    // Sat 28, Sun 29, Mon 30 (holiday) skipped: Tue 1, Wed 2, Thu 3, Fri 4, Mon 7 December.
    expect(addWorkingDays({ date: '2026-11-27', days: 5, nonWorkingDays: DAYS_OFF })).toBe('2026-12-07');
  });

  it('skips the Holy Week run of Maundy Thursday, Good Friday and Black Saturday, and Araw ng Kagitingan', () => {
    // Wed 1 April 2026: Thu 2, Fri 3, Sat 4, Sun 5 off; Mon 6, Tue 7, Wed 8, Thu 9 (holiday) off, Fri 10, Mon 13.
    expect(addWorkingDays({ date: '2026-04-01', days: 5, nonWorkingDays: DAYS_OFF })).toBe('2026-04-13');
  });

  it('crosses the year end and counts only weekends in a year without data', () => {
    // Wed 23 Dec 2026: 24, 25 off, 26–27 weekend, Mon 28, Tue 29, 30 and 31 off, 1 Jan off, Mon 4, Tue 5, Wed 6.
    expect(addWorkingDays({ date: '2026-12-23', days: 5, nonWorkingDays: DAYS_OFF })).toBe('2027-01-06');
    expect(addWorkingDays({ date: '2030-01-04', days: 1, nonWorkingDays: {} })).toBe('2030-01-07');
  });

  it('is the day itself for zero days, and refuses a negative count', () => {
    expect(addWorkingDays({ date: '2026-11-28', days: 0, nonWorkingDays: DAYS_OFF })).toBe('2026-11-28');
    expect(() => addWorkingDays({ date: '2026-11-28', days: -1, nonWorkingDays: DAYS_OFF })).toThrow(RangeError);
  });
});
