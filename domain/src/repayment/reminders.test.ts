import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_TIME_ZONES } from '../countries';
import type { LoanPosting } from './loan-account';
import { isQuietHours, reminderDates, reminderDeliveryTime, remindersDue, type SentReminder } from './reminders';
import { accountsOf, manila, paidInFull, repaid, sixMonthLoan } from './test-fixtures';

const APPROVED = manila('2026-01-10T09:00');

function dueAt(wallTime: string, sent: SentReminder[] = [], postings: LoanPosting[] = [], notBefore = APPROVED) {
  return remindersDue({ accounts: accountsOf(postings), now: manila(wallTime), sent, notBefore });
}

describe('reminderDates', () => {
  it('are 3 days before, on, and the day after the due date', () => {
    expect(reminderDates({ dueDate: '2026-03-01' })).toEqual({ before_due: '2026-02-26', due_today: '2026-03-01', overdue: '2026-03-02' });
  });
});

describe('remindersDue', () => {
  it('sends nothing more than 3 days ahead', () => {
    expect(dueAt('2026-02-06T23:59')).toEqual([]);
  });

  it('sends the before-due reminder from 3 days ahead, once', () => {
    expect(dueAt('2026-02-07T00:00')).toEqual([{ installment: 1, kind: 'before_due', dueDate: '2026-02-10', amount: 2_575_000 }]);
    expect(dueAt('2026-02-09T08:00', [{ installment: 1, kind: 'before_due' }])).toEqual([]);
  });

  it('sends the due-today reminder on the due date and the overdue one after it', () => {
    const sent: SentReminder[] = [{ installment: 1, kind: 'before_due' }];
    expect(dueAt('2026-02-10T08:00', sent).map((r) => r.kind)).toEqual(['due_today']);
    expect(dueAt('2026-02-11T00:00', [...sent, { installment: 1, kind: 'due_today' }]).map((r) => r.kind)).toEqual(['overdue']);
    expect(dueAt('2026-02-20T00:00', [...sent, { installment: 1, kind: 'due_today' }, { installment: 1, kind: 'overdue' }])).toEqual([]);
  });

  it('skips a reminder overtaken by a later one when a run was missed', () => {
    // No run between Feb 7 and Feb 11: only the overdue reminder goes out.
    expect(dueAt('2026-02-11T08:00').map(({ installment, kind }) => [installment, kind])).toEqual([[1, 'overdue']]);
  });

  it('reminds of what is still owed, and not at all once paid', () => {
    const part = repaid({ installment: 1, interest: 75_000, principal: 1_500_000 });
    expect(dueAt('2026-02-10T08:00', [], [part])[0]?.amount).toBe(1_000_000);
    expect(dueAt('2026-02-10T08:00', [], [paidInFull(1)])).toEqual([]);
  });

  it('sends no stale reminders for the past of a backdated loan', () => {
    const installments = sixMonthLoan('2025-01-10');
    const approvedAt = manila('2025-05-12T09:00');
    const run = (wallTime: string) =>
      remindersDue({ accounts: accountsOf([], installments), now: manila(wallTime), sent: [], notBefore: approvedAt }).map(
        ({ installment, kind }) => [installment, kind],
      );
    // On approval, May 12: #1 to #4 are overdue since before it; nothing is sent for them.
    expect(run('2025-05-12T09:00')).toEqual([]);
    // June 7 is 3 days before #5's due date.
    expect(run('2025-06-07T09:00')).toEqual([[5, 'before_due']]);
  });
});

describe('reminderDeliveryTime', () => {
  it("delivers at once between 06:00 and 22:00 on the borrower's clock", () => {
    // Riyadh is UTC+3: 06:00 there is 03:00 UTC, 21:59:59 is 18:59:59 UTC.
    const morning = new Date('2026-11-22T03:00:00Z');
    const evening = new Date('2026-11-22T18:59:59Z');
    expect(reminderDeliveryTime({ now: morning, timeZone: 'Asia/Riyadh' })).toEqual(morning);
    expect(reminderDeliveryTime({ now: evening, timeZone: 'Asia/Riyadh' })).toEqual(evening);
    expect(isQuietHours({ now: evening, timeZone: 'Asia/Riyadh' })).toBe(false);
  });

  it('holds a reminder from 22:00 until the next 06:00 there', () => {
    // 22:00 Riyadh = 19:00 UTC → next day 06:00 Riyadh = 03:00 UTC.
    expect(reminderDeliveryTime({ now: new Date('2026-11-22T19:00:00Z'), timeZone: 'Asia/Riyadh' })).toEqual(
      new Date('2026-11-23T03:00:00Z'),
    );
    // 05:59 Riyadh = 02:59 UTC → 06:00 the same day.
    expect(reminderDeliveryTime({ now: new Date('2026-11-23T02:59:00Z'), timeZone: 'Asia/Riyadh' })).toEqual(
      new Date('2026-11-23T03:00:00Z'),
    );
    expect(isQuietHours({ now: new Date('2026-11-22T19:00:00Z'), timeZone: 'Asia/Riyadh' })).toBe(true);
  });

  it('follows daylight saving and odd offsets', () => {
    // New York springs forward on 2026-03-08: midnight is EST (05:00 UTC), 06:00 is EDT (10:00 UTC).
    expect(reminderDeliveryTime({ now: new Date('2026-03-08T05:00:00Z'), timeZone: 'America/New_York' })).toEqual(
      new Date('2026-03-08T10:00:00Z'),
    );
    // London in summer: 22:30 BST = 21:30 UTC → 06:00 BST = 05:00 UTC.
    expect(reminderDeliveryTime({ now: new Date('2026-07-01T21:30:00Z'), timeZone: 'Europe/London' })).toEqual(
      new Date('2026-07-02T05:00:00Z'),
    );
    // Kathmandu is UTC+5:45: 05:45 there → 06:00 = 00:15 UTC.
    expect(reminderDeliveryTime({ now: new Date('2026-11-22T00:00:00Z'), timeZone: 'Asia/Kathmandu' })).toEqual(
      new Date('2026-11-22T00:15:00Z'),
    );
    // Crossing a month end: 23:00 Manila on Jan 31 → 06:00 Feb 1 = Jan 31 22:00 UTC.
    expect(reminderDeliveryTime({ now: new Date('2026-01-31T15:00:00Z'), timeZone: 'Asia/Manila' })).toEqual(
      new Date('2026-01-31T22:00:00Z'),
    );
  });

  it('refuses a zone Intl does not know', () => {
    expect(() => reminderDeliveryTime({ now: new Date('2026-01-31T15:00:00Z'), timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it("in every country's zone, never delivers in quiet hours and holds at most 8 hours and a DST hour", () => {
    const zones = [...new Set(Object.values(COUNTRY_TIME_ZONES))];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
        (timeZone, ms) => {
          const now = new Date(ms);
          const at = reminderDeliveryTime({ now, timeZone });
          expect(isQuietHours({ now: at, timeZone })).toBe(false);
          expect(at.getTime() - ms).toBeGreaterThanOrEqual(0);
          expect(at.getTime() - ms).toBeLessThanOrEqual(9 * 60 * 60 * 1000);
          if (!isQuietHours({ now, timeZone })) expect(at.getTime()).toBe(ms);
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);
});
