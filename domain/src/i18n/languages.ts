/**
 * The languages a borrower can choose (issue 15, decision 024). English is
 * the base: its texts are SPEC.md's, word for word; Filipino translates them.
 * Money and dates are written en-PH in both (formatPhp, formatDate).
 */
export const LANGUAGES = ['en', 'fil'] as const;

export type Language = (typeof LANGUAGES)[number];

export const BASE_LANGUAGE: Language = 'en';

/** What each language is called in the switch: in its own words, so a reader finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
