/*
 * Complaints under RA 11765 (issue 15): the categories a borrower files
 * under, the states a complaint moves through, its reference and its clock.
 * Pure: time is passed in.
 */

import { toManilaIsoDate } from '../format';

export const COMPLAINT_CATEGORIES = ['loan_terms', 'payment_not_credited', 'collection_conduct', 'data_privacy', 'app_problem', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export type ComplaintState = 'submitted' | 'acknowledged' | 'in_progress' | 'escalated' | 'resolved';

export const COMPLAINT_ACTIONS = ['assign', 'reply', 'resolve', 'escalate'] as const;

export const COMPLAINT_DESCRIPTION_MAX = 2000;
export const COMPLAINT_MESSAGE_MAX = 2000;
export const COMPLAINT_EVIDENCE_MAX = 2;
export const DEFAULT_COMPLAINT_ACK_DAYS = 2;
export const DEFAULT_COMPLAINT_RESOLVE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The check digit of a number's digits (Luhn): one mistyped digit or two swapped neighbours change it. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The reference a borrower quotes, e.g. CMP-2026-000123-3: the Manila year of
 * filing, the complaint's number (unique for ever, so the reference is) and a
 * check digit over both.
 */
export function complaintReference({ id, filedAt }: { id: number; filedAt: Date }): string {
  const year = toManilaIsoDate(filedAt).slice(0, 4);
  const number = String(id).padStart(6, '0');
  return `CMP-${year}-${number}-${luhnDigit(`${year}${number}`)}`;
}

/** Calendar days (decision 021): the instant `days` whole days after `from`. */
export function complaintDueAt({ from, days }: { from: Date; days: number }): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export type ComplaintClock = {
  state: ComplaintState;
  acknowledgedAt: string | null;
  ackDueAt: string;
  resolveDueAt: string;
};

/** Which deadline a complaint has missed, if any: acknowledgement first, then resolution. */
export function complaintOverdue({ clock, now }: { clock: ComplaintClock; now: Date }): 'acknowledgement' | 'resolution' | null {
  if (clock.state === 'resolved') return null;
  if (clock.acknowledgedAt === null && new Date(clock.ackDueAt) <= now) return 'acknowledgement';
  if (new Date(clock.resolveDueAt) <= now) return 'resolution';
  return null;
}

/** The colour of a complaint's notifications: informational, neither good nor bad news. */
export const COMPLAINT_NOTIFICATION_COLOR = '#3B82F6';
