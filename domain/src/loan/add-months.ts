export type AddMonthsInput = { date: string; months: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, monthIndex: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no zone applies.
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export type IsoDateParts = { year: number; monthIndex: number; day: number };

/** Splits a calendar date 'YYYY-MM-DD'; throws on anything else, including 2026-02-30. */
export function parseIsoDate(date: string): IsoDateParts {
  const match = ISO_DATE.exec(date);
  const year = Number(match?.[1]);
  const monthIndex = Number(match?.[2]) - 1;
  const day = Number(match?.[3]);
  if (!match || monthIndex < 0 || monthIndex > 11 || day < 1 || day > daysInMonth(year, monthIndex)) {
    throw new RangeError(`Expected a calendar date 'YYYY-MM-DD', got '${date}'`);
  }
  return { year, monthIndex, day };
}

/**
 * Calendar months on plain dates: the day is kept unless the target month is
 * shorter, then it becomes that month's last day (2026-01-31 + 1 → 2026-02-28).
 */
export function addMonths({ date, months }: AddMonthsInput): string {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be a whole number, got ${months}`);
  const { year, monthIndex, day } = parseIsoDate(date);
  const total = year * 12 + monthIndex + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = total - targetYear * 12;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1, 2)}-${pad(targetDay, 2)}`;
}
