import { countryTimeZone } from '../countries';
import { isQuietHours } from './reminders';

/** SEC MC 18 s.2019: past this many days past due, the contact hours no longer bind the collector. */
const CONTACT_HOURS_EXEMPT_AFTER_DAYS = 15;

export type ContactHoursInput = {
  now: Date;
  /** The borrower's country of work; null or unknown: Manila. */
  countryWorking: string | null;
  daysPastDue: number;
  /** The borrower agreed in writing to be contacted outside the hours (recorded by staff). */
  hasWrittenConsent: boolean;
};

/**
 * SEC MC 18 s.2019 as code (decision 058): no contact before 06:00 or from
 * 22:00 in Manila, nor in the time zone of the borrower's country of work
 * when abroad, unless the loan is more than 15 days past due or the borrower
 * agreed in writing. Answers the rule broken, or null.
 */
export function contactHoursRefusal({ now, countryWorking, daysPastDue, hasWrittenConsent }: ContactHoursInput): 'mc18_quiet_hours' | null {
  if (daysPastDue > CONTACT_HOURS_EXEMPT_AFTER_DAYS || hasWrittenConsent) return null;
  const zones = new Set(['Asia/Manila', countryTimeZone(countryWorking)]);
  return [...zones].some((timeZone) => isQuietHours({ now, timeZone })) ? 'mc18_quiet_hours' : null;
}

export type PromiseState = 'open' | 'kept' | 'broken';

export type PromiseStateInput = {
  amount: number;
  /** The promised Manila date. */
  date: string;
  /** What was paid on the loan from the promise until the end of its date. */
  paidBy: number;
  /** Today in Manila. */
  today: string;
};

/** A promise to pay is kept once the payments since it reach its amount by its date, broken once its date has passed without. */
export function promiseState({ amount, date, paidBy, today }: PromiseStateInput): PromiseState {
  if (paidBy >= amount) return 'kept';
  return today > date ? 'broken' : 'open';
}
