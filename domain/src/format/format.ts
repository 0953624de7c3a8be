import { roundToDecimals } from '../money';

/** The product shows every date in Philippine time, whatever the device's zone. */
const APP_TIME_ZONE = 'Asia/Manila';
const APP_LOCALE = 'en-PH';

export type DateInput = string | number | Date;

const DATE_FORMAT = new Intl.DateTimeFormat(APP_LOCALE, {
  timeZone: APP_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const DATE_TIME_FORMAT = new Intl.DateTimeFormat(APP_LOCALE, {
  timeZone: APP_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function toValidDate(date: DateInput | null | undefined): Date | null {
  if (date == null) return null;
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? null : value;
}

// Newer ICU data puts narrow or non-breaking spaces before AM/PM; plain spaces
// keep server, browser and tests printing the same text.
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** 'Nov 22, 2026' in Manila time; '' for anything that is not a date. */
export function formatDate(date: DateInput | null | undefined): string {
  const value = toValidDate(date);
  return value ? plainSpaces(DATE_FORMAT.format(value)) : '';
}

/** 'Nov 22, 2026, 7:30 AM' in Manila time; '' for anything that is not a date. */
export function formatDateTime(date: DateInput | null | undefined): string {
  const value = toValidDate(date);
  return value ? plainSpaces(DATE_TIME_FORMAT.format(value)) : '';
}

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The calendar date 'YYYY-MM-DD' in Manila at an instant: the `today` that
 * date rules take. Manila keeps UTC+8 all year (no daylight saving).
 */
export function toManilaIsoDate(instant: DateInput): string {
  const value = toValidDate(instant);
  if (!value) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return new Date(value.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
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
