import { parsePhoneNumberFromString } from 'libphonenumber-js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(isoCode: string | null | undefined): string | null {
  if (!isoCode || !/^[A-Za-z]{2}$/.test(isoCode)) return null;
  try {
    const name = regionNames.of(isoCode.toUpperCase());
    return name && name !== isoCode.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}

/**
 * Numbers are stored in E.164. A number without a country code is read as
 * Philippine (09171234567 → +639171234567), the form most borrowers type.
 */
export function normalizePhone(input: string): { e164: string; country: string | null } | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'PH');
  if (!parsed || !parsed.isValid()) return null;
  return { e164: parsed.number, country: countryName(parsed.country) };
}
