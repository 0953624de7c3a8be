import { addDays } from '../repayment/manila-days';

function isWorkingDay(date: string, nonWorking: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nonWorking.has(date);
}

/**
 * The date `days` working days after `date` ('YYYY-MM-DD', a Manila
 * calendar day): the day itself does not count, weekends and the listed
 * non-working days are skipped. The days are data compliance keeps (the
 * `non_working_days` table, seeded by migration 036 with the proclamations of
 * 2026 and 2027); a year without any counts only weekends as days off, so a
 * deadline can come early, never late.
 */
export function addWorkingDays({ date, days, nonWorkingDays }: { date: string; days: number; nonWorkingDays: Readonly<Record<number, readonly string[]>> }): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Working days must be a whole number of 0 or more, got ${days}`);
  const nonWorking = new Set(Object.values(nonWorkingDays).flat());
  let current = date;
  for (let counted = 0; counted < days; ) {
    current = addDays({ date: current, days: 1 });
    if (isWorkingDay(current, nonWorking)) counted += 1;
  }
  return current;
}
