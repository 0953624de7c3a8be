import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, maskAccountNumber, toManilaIsoDate } from './format';

describe('formatDate', () => {
  it('shows the Manila calendar date, short month, day and year', () => {
    // 23:30 UTC is already 07:30 the next morning in Manila.
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-21T15:59:59Z')).toBe('Nov 21, 2026');
    expect(formatDate(new Date('2026-01-05T00:00:00Z'))).toBe('Jan 5, 2026');
    expect(formatDate(Date.UTC(2026, 5, 30, 12))).toBe('Jun 30, 2026');
    expect(formatDate('2026-03-10')).toBe('Mar 10, 2026');
  });

  it('is empty for anything that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the Manila hour and minute with plain spaces', () => {
    expect(formatDateTime('2026-11-21T23:30:00Z')).toBe('Nov 22, 2026, 7:30 AM');
    expect(formatDateTime('2026-11-21T04:05:00Z')).toBe('Nov 21, 2026, 12:05 PM');
  });

  it('is empty for anything that is not a date', () => {
    expect(formatDateTime('yesterday')).toBe('');
  });
});

describe('formatDate and formatDateTime against en-PH Intl in Manila', () => {
  it('print what Intl.DateTimeFormat prints, spaces made plain, at instants from 1991 to 2100', () => {
    // Intl is the independent oracle here; the product does not use it (its first use costs a phone tens of ms).
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const date = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', month: 'short', day: 'numeric', year: 'numeric' });
    const dateTime = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    // Manila last kept daylight saving in 1990.
    const from = Date.UTC(1991, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    let seed = 11;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    // Midnights and noons of Manila, then random instants.
    const instants = [Date.UTC(2026, 10, 21, 16), Date.UTC(2026, 10, 22, 4), Date.UTC(2026, 10, 21, 15, 59), Date.UTC(2024, 1, 28, 16)];
    for (let i = 0; i < 3000; i += 1) instants.push(Math.floor(from + random() * (to - from)));
    for (const instant of instants) {
      expect(formatDate(instant)).toBe(plain(date.format(instant)));
      expect(formatDateTime(instant)).toBe(plain(dateTime.format(instant)));
    }
  });
});

describe('toManilaIsoDate', () => {
  it("gives the calendar date in Manila (UTC+8) at an instant: today's date for date rules", () => {
    expect(toManilaIsoDate(new Date('2026-11-21T15:59:59.999Z'))).toBe('2026-11-21');
    expect(toManilaIsoDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(toManilaIsoDate('2026-12-31T20:00:00Z')).toBe('2027-01-01');
  });

  it('refuses an invalid instant', () => {
    expect(() => toManilaIsoDate('nope')).toThrow(RangeError);
  });
});

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB in steps of 1024, dropping trailing zeros', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1234)).toBe('1.21 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1_288_490_189)).toBe('1.2 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072 GB');
  });

  it('moves up a unit when rounding reaches 1024', () => {
    expect(formatFileSize(1_048_575)).toBe('1 MB');
  });

  it('shows 0 Bytes for nonsense', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('maskAccountNumber', () => {
  it('shows the last 4 digits after four dots, whatever the length and the separators', () => {
    expect(maskAccountNumber('001234567890')).toBe('•••• 7890');
    expect(maskAccountNumber('9876-5432 10')).toBe('•••• 3210');
    expect(maskAccountNumber('12345')).toBe('•••• 2345');
  });

  it('hides a number of 4 digits or fewer entirely', () => {
    expect(maskAccountNumber('4567')).toBe('••••');
    expect(maskAccountNumber('12')).toBe('••••');
    expect(maskAccountNumber('')).toBe('••••');
  });
});
