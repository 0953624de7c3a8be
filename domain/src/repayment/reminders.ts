import type { Centavos } from '../money';
import { QUIET_HOURS_END, QUIET_HOURS_START, REMINDER_DAYS_BEFORE_DUE } from './constants';
import { outstandingOf, type InstallmentAccount } from './loan-account';
import { addDays, daysBetween, manilaToday } from './manila-days';

/** 3 days before the due date, on it, and the day it becomes overdue. */
export type ReminderKind = 'before_due' | 'due_today' | 'overdue';

export type SentReminder = { installment: number; kind: ReminderKind };

export type DueReminder = {
  installment: number;
  kind: ReminderKind;
  dueDate: string;
  /** What is still owed on the installment, fees included. */
  amount: Centavos;
};

export type RemindersDueInput = {
  accounts: readonly InstallmentAccount[];
  now: Date;
  /** Reminders already sent for this loan. */
  sent: readonly SentReminder[];
  /**
   * Reminders dated (Manila) before this instant are never sent: pass the
   * approval time, so a backdated loan's past is told once, on approval,
   * not by a burst of stale reminders.
   */
  notBefore: Date;
};

/** The Manila date from which each reminder of an installment applies. */
export function reminderDates({ dueDate }: { dueDate: string }): Record<ReminderKind, string> {
  return {
    before_due: addDays({ date: dueDate, days: -REMINDER_DAYS_BEFORE_DUE }),
    due_today: dueDate,
    overdue: addDays({ date: dueDate, days: 1 }),
  };
}

function applicableKind(dueDate: string, today: string): ReminderKind | null {
  const daysToDue = daysBetween({ from: today, to: dueDate });
  if (daysToDue < 0) return 'overdue';
  if (daysToDue === 0) return 'due_today';
  return daysToDue <= REMINDER_DAYS_BEFORE_DUE ? 'before_due' : null;
}

/**
 * The reminders to send now, at most one per installment: the latest that
 * applies on today's Manila date (3 days before the due date up to the day
 * before: before_due; the due date: due_today; any day after: overdue),
 * unless already sent, dated before `notBefore`, or nothing is owed. A run
 * that was missed still sends the reminder that applies when it comes; one
 * overtaken by a later kind is skipped. When to deliver it is
 * reminderDeliveryTime's concern.
 */
export function remindersDue({ accounts, now, sent, notBefore }: RemindersDueInput): DueReminder[] {
  const today = manilaToday(now);
  const earliest = manilaToday(notBefore);
  const wasSent = new Set(sent.map(({ installment, kind }) => `${installment}:${kind}`));
  const reminders: DueReminder[] = [];
  for (const account of accounts) {
    const kind = applicableKind(account.dueDate, today);
    if (kind === null || wasSent.has(`${account.number}:${kind}`)) continue;
    if (reminderDates({ dueDate: account.dueDate })[kind] < earliest) continue;
    const amount = outstandingOf(account).total;
    if (amount > 0) reminders.push({ installment: account.number, kind, dueDate: account.dueDate, amount });
  }
  return reminders;
}

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const wallTimeFormats = new Map<string, Intl.DateTimeFormat>();

function wallTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallTimeFormats.set(timeZone, format);
  }
  return format;
}

/** The clock on the wall in a time zone at an instant. */
function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(wallTimeFormat(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function wallAsUtc({ year, month, day, hour, minute, second }: WallTime): number {
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Milliseconds the zone is ahead of UTC at an instant (whole seconds, as zones are). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallAsUtc(wallTimeAt(new Date(whole), timeZone)) - whole;
}

/** The instant a wall time happens in a zone; twice-checked so a DST change between is honoured. */
function instantOfWallTime(wall: WallTime, timeZone: string, near: number): number {
  const local = wallAsUtc(wall);
  const guess = local - offsetAt(near, timeZone);
  return local - offsetAt(guess, timeZone);
}

export type ReminderDeliveryInput = { now: Date; timeZone: string };

/** True from 22:00 until 06:00 on the borrower's clock. */
export function isQuietHours({ now, timeZone }: ReminderDeliveryInput): boolean {
  const { hour } = wallTimeAt(now, timeZone);
  return hour >= QUIET_HOURS_START || hour < QUIET_HOURS_END;
}

/**
 * When a reminder may reach the borrower (SEC MC 18 s.2019): now, unless it
 * is between 22:00 and 06:00 in their time zone (countryTimeZone), then the
 * next 06:00 there. Offsets and daylight saving come from Intl, so it works
 * for any IANA zone; a zone Intl does not know throws a RangeError.
 */
export function reminderDeliveryTime({ now, timeZone }: ReminderDeliveryInput): Date {
  if (!isQuietHours({ now, timeZone })) return now;
  const wall = wallTimeAt(now, timeZone);
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + (wall.hour >= QUIET_HOURS_START ? 1 : 0)));
  const morning: WallTime = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: QUIET_HOURS_END,
    minute: 0,
    second: 0,
  };
  return new Date(instantOfWallTime(morning, timeZone, now.getTime()));
}
