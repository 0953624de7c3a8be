import { toManilaIsoDate } from '../format';
import { parseIsoDate } from '../loan';

/*
 * Repayment days are counted on Manila calendar dates ('YYYY-MM-DD'):
 * Asia/Manila is UTC+8 all year, so a date is a whole day there and day
 * arithmetic on dates needs no time zone at all.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(date: string): number {
  const { year, monthIndex, day } = parseIsoDate(date);
  return Date.UTC(year, monthIndex, day) / DAY_MS;
}

/** Today's calendar date in Manila at an instant. */
export function manilaToday(now: Date): string {
  return toManilaIsoDate(now);
}

export type AddDaysInput = { date: string; days: number };

/** A calendar date some whole days later (or earlier, when negative). */
export function addDays({ date, days }: AddDaysInput): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number, got ${days}`);
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export type DaysBetweenInput = { from: string; to: string };

/** Whole days from one date to another: negative when `to` comes first. */
export function daysBetween({ from, to }: DaysBetweenInput): number {
  return dayNumber(to) - dayNumber(from);
}

export type DaysPastDueInput = { dueDate: string; today: string };

/**
 * 0 up to and including the due date; 1 on the day after it (the first day
 * the installment is overdue), and one more each Manila midnight.
 */
export function daysPastDue({ dueDate, today }: DaysPastDueInput): number {
  return Math.max(0, daysBetween({ from: dueDate, to: today }));
}
