import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { COUNTRY_TIME_ZONES, countryTimeZone } from './time-zones';

function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name);
  if (!match?.[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

describe('COUNTRY_TIME_ZONES', () => {
  it('has a zone for every country on the list, and nothing else', () => {
    expect(Object.keys(COUNTRY_TIME_ZONES).sort()).toEqual([...COUNTRIES].sort());
    expect(Object.keys(COUNTRY_TIME_ZONES)).toHaveLength(199);
  });

  it('names zones that Intl knows', () => {
    const unknown = Object.values(COUNTRY_TIME_ZONES).filter((timeZone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });

  it('puts the places where most borrowers work at their offsets', () => {
    const winter = new Date('2026-01-15T00:00:00Z');
    expect(offsetMinutes(countryTimeZone('Saudi Arabia'), winter)).toBe(180);
    expect(offsetMinutes(countryTimeZone('United Arab Emirates'), winter)).toBe(240);
    expect(offsetMinutes(countryTimeZone('Hong Kong'), winter)).toBe(480);
    expect(offsetMinutes(countryTimeZone('Singapore'), winter)).toBe(480);
    expect(offsetMinutes(countryTimeZone('Japan'), winter)).toBe(540);
    expect(offsetMinutes(countryTimeZone('Nepal'), winter)).toBe(345);
    expect(offsetMinutes(countryTimeZone('United Kingdom'), winter)).toBe(0);
    expect(offsetMinutes(countryTimeZone('United States'), winter)).toBe(-300);
    expect(offsetMinutes(countryTimeZone('Philippines'), winter)).toBe(480);
  });

  it('falls back to Manila for an unknown or missing country', () => {
    expect(countryTimeZone(null)).toBe('Asia/Manila');
    expect(countryTimeZone('Atlantis')).toBe('Asia/Manila');
    expect(countryTimeZone('toString')).toBe('Asia/Manila');
  });
});
