import { describe, expect, it } from 'vitest';
import { COUNTRIES, isCountry } from './countries';

describe('COUNTRIES', () => {
  it('runs from Afghanistan to Zimbabwe with about 195 names', () => {
    expect(COUNTRIES[0]).toBe('Afghanistan');
    expect(COUNTRIES[COUNTRIES.length - 1]).toBe('Zimbabwe');
    expect(COUNTRIES.length).toBe(199);
  });

  it('is in alphabetical order without repeats', () => {
    expect([...COUNTRIES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(COUNTRIES);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
  });

  it('holds the places where borrowers work', () => {
    for (const name of ['Philippines', 'Saudi Arabia', 'United Arab Emirates', 'Hong Kong', 'Singapore', 'Qatar', 'Kuwait', 'Taiwan', 'Japan', 'United States']) {
      expect(isCountry(name)).toBe(true);
    }
  });

  it('only accepts names on the list', () => {
    expect(isCountry('Atlantis')).toBe(false);
    expect(isCountry('philippines')).toBe(false);
    expect(isCountry(42)).toBe(false);
  });
});
