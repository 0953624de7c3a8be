import { addDays } from '../repayment/manila-days';

/**
 * Philippine regular holidays and special non-working days, by year, as the
 * President's yearly proclamation declares them (Eid'l Fitr and Eid'l Adha
 * come by their own proclamations, near the date). Kept as data for the
 * AMLA's "five working days"; compliance checks each year's against the
 * proclamation before relying on it, and a year missing here counts only
 * weekends as days off (so a deadline can come early, never late).
 */
const PHILIPPINE_NON_WORKING_DAYS: Readonly<Record<number, readonly string[]>> = {
  2026: [
    '2026-01-01', '2026-02-17', '2026-03-20', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-09', '2026-05-01', '2026-05-27', '2026-06-12',
    '2026-08-21', '2026-08-31', '2026-11-01', '2026-11-02', '2026-11-30', '2026-12-08', '2026-12-24', '2026-12-25', '2026-12-30', '2026-12-31',
  ],
  2027: [
    '2027-01-01', '2027-02-06', '2027-03-10', '2027-03-25', '2027-03-26', '2027-03-27', '2027-04-09', '2027-05-01', '2027-05-17', '2027-06-12',
    '2027-08-21', '2027-08-30', '2027-11-01', '2027-11-02', '2027-11-30', '2027-12-08', '2027-12-24', '2027-12-25', '2027-12-30', '2027-12-31',
  ],
};

function isWorkingDay(date: string, nonWorking: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nonWorking.has(date);
}

/**
 * The date `days` working days after `date` ('YYYY-MM-DD', a Manila
 * calendar day): the day itself does not count, weekends and the listed
 * non-working days are skipped.
 */
export function addWorkingDays({ date, days, nonWorkingDays = PHILIPPINE_NON_WORKING_DAYS }: { date: string; days: number; nonWorkingDays?: Readonly<Record<number, readonly string[]>> }): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Working days must be a whole number of 0 or more, got ${days}`);
  const nonWorking = new Set(Object.values(nonWorkingDays).flat());
  let current = date;
  for (let counted = 0; counted < days; ) {
    current = addDays({ date: current, days: 1 });
    if (isWorkingDay(current, nonWorking)) counted += 1;
  }
  return current;
}
