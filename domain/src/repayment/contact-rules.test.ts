import { describe, expect, it } from 'vitest';
import { contactHoursRefusal, promiseState } from './contact-rules';

const at = (iso: string) => new Date(iso);

describe('contactHoursRefusal (SEC MC 18 s.2019)', () => {
  it('refuses 23:00 Manila for a loan 10 days past due, allows 09:00', () => {
    expect(contactHoursRefusal({ now: at('2026-11-21T15:00:00Z'), countryWorking: null, daysPastDue: 10, hasWrittenConsent: false })).toBe('mc18_quiet_hours');
    expect(contactHoursRefusal({ now: at('2026-11-21T01:00:00Z'), countryWorking: null, daysPastDue: 10, hasWrittenConsent: false })).toBeNull();
  });

  it('refuses 05:59 and allows 06:00 Manila; refuses 22:00', () => {
    expect(contactHoursRefusal({ now: at('2026-11-20T21:59:00Z'), countryWorking: null, daysPastDue: 1, hasWrittenConsent: false })).toBe('mc18_quiet_hours');
    expect(contactHoursRefusal({ now: at('2026-11-20T22:00:00Z'), countryWorking: null, daysPastDue: 1, hasWrittenConsent: false })).toBeNull();
    expect(contactHoursRefusal({ now: at('2026-11-21T14:00:00Z'), countryWorking: null, daysPastDue: 1, hasWrittenConsent: false })).toBe('mc18_quiet_hours');
  });

  it('allows 23:00 Manila for a loan 16 days past due, or with the borrower\u2019s written consent; 15 days is not enough', () => {
    expect(contactHoursRefusal({ now: at('2026-11-21T15:00:00Z'), countryWorking: null, daysPastDue: 16, hasWrittenConsent: false })).toBeNull();
    expect(contactHoursRefusal({ now: at('2026-11-21T15:00:00Z'), countryWorking: null, daysPastDue: 15, hasWrittenConsent: false })).toBe('mc18_quiet_hours');
    expect(contactHoursRefusal({ now: at('2026-11-21T15:00:00Z'), countryWorking: null, daysPastDue: 3, hasWrittenConsent: true })).toBeNull();
  });

  it('keeps the borrower\u2019s own night abroad: 10:00 Manila is 05:00 in Riyadh', () => {
    expect(contactHoursRefusal({ now: at('2026-11-21T02:00:00Z'), countryWorking: 'Saudi Arabia', daysPastDue: 5, hasWrittenConsent: false })).toBe('mc18_quiet_hours');
    expect(contactHoursRefusal({ now: at('2026-11-21T03:00:00Z'), countryWorking: 'Saudi Arabia', daysPastDue: 5, hasWrittenConsent: false })).toBeNull();
  });
});

describe('promiseState', () => {
  it('is kept once paid, open until its date, broken after it', () => {
    expect(promiseState({ amount: 5000, date: '2026-11-25', paidBy: 5000, today: '2026-11-30' })).toBe('kept');
    expect(promiseState({ amount: 5000, date: '2026-11-25', paidBy: 4999.99, today: '2026-11-25' })).toBe('open');
    expect(promiseState({ amount: 5000, date: '2026-11-25', paidBy: 4999.99, today: '2026-11-26' })).toBe('broken');
  });
});
