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

const INSTANT = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const MANILA_OFFSET = '+08:00';

function offsetIsValid(offset: string): boolean {
  if (offset === 'Z') return true;
  const digits = offset.replace(':', '');
  return Number(digits.slice(1, 3)) <= 14 && Number(digits.slice(3, 5)) < 60;
}

/**
 * Reads an instant as payment partners write it: an ISO date
 * ('2026-11-22', midnight in Manila) or date-time ('2026-11-22T14:05',
 * seconds, milliseconds and a 'Z' or ±hh:mm offset optional, a space
 * allowed for the 'T'). A date-time without an offset is Manila time. Null
 * for anything else, impossible dates and times included.
 */
export function parseManilaInstant(text: string): Date | null {
  const match = INSTANT.exec(text.trim());
  if (!match) return null;
  const [, date = '', hour = '00', minute = '00', second = '00', fraction = '0', offset = MANILA_OFFSET] = match;
  try {
    parseIsoDate(date);
  } catch {
    return null;
  }
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || !offsetIsValid(offset)) return null;
  const normalOffset = offset === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const instant = new Date(`${date}T${hour}:${minute}:${second}.${fraction.padEnd(3, '0')}${normalOffset}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
