import { roundToDecimals } from '../money';

export type DateInput = string | number | Date;

/**
 * The product shows every date in Philippine time, whatever the device's
 * zone, as en-PH writes it. Manila keeps UTC+8 all year (no daylight saving
 * since 1990), so the date and time are plain arithmetic: the first
 * Intl.DateTimeFormat a page makes costs a slow phone tens of milliseconds
 * (docs/performance.md). The tests hold these against Intl's own text.
 */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The Manila wall clock at an instant, read with UTC getters. */
function manilaClock(value: Date): Date {
  return new Date(value.getTime() + MANILA_OFFSET_MS);
}

function dateText(manila: Date): string {
  return `${MONTHS[manila.getUTCMonth()]} ${manila.getUTCDate()}, ${manila.getUTCFullYear()}`;
}

function toValidDate(date: DateInput | null | undefined): Date | null {
  if (date == null) return null;
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** 'Nov 22, 2026' in Manila time; '' for anything that is not a date. */
export function formatDate(date: DateInput | null | undefined): string {
  const value = toValidDate(date);
  return value ? dateText(manilaClock(value)) : '';
}

/** 'Nov 22, 2026, 7:30 AM' in Manila time; '' for anything that is not a date. */
export function formatDateTime(date: DateInput | null | undefined): string {
  const value = toValidDate(date);
  if (!value) return '';
  const manila = manilaClock(value);
  const hours = manila.getUTCHours();
  const minutes = String(manila.getUTCMinutes()).padStart(2, '0');
  // Plain spaces, where newer ICU data puts narrow or non-breaking ones before AM/PM.
  return `${dateText(manila)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The calendar date 'YYYY-MM-DD' in Manila at an instant: the `today` that
 * date rules take. Manila keeps UTC+8 all year (no daylight saving).
 */
export function toManilaIsoDate(instant: DateInput): string {
  const value = toValidDate(instant);
  if (!value) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return manilaClock(value).toISOString().slice(0, 10);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const SIZE_BASE = 1024;

/** '0 Bytes', '1.5 KB', '5 MB': base 1024, at most 2 decimals, trailing zeros dropped. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(SIZE_BASE)), 0), SIZE_UNITS.length - 1);
  let value = roundToDecimals({ value: bytes / SIZE_BASE ** unit, decimals: 2 });
  // 1,048,575 bytes rounds to 1024 KB; say 1 MB instead.
  if (value >= SIZE_BASE && unit < SIZE_UNITS.length - 1) {
    unit += 1;
    value = roundToDecimals({ value: bytes / SIZE_BASE ** unit, decimals: 2 });
  }
  return `${value} ${SIZE_UNITS[unit]}`;
}

/**
 * An account number as screens show it until revealed (SPEC 3): its last 4
 * digits after four dots, '•••• 4567', whatever its length, so the mask does
 * not tell how long the number is. Four digits or fewer: all hidden.
 */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length <= 4 ? '••••' : `•••• ${digits.slice(-4)}`;
}
