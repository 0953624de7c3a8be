import { BOOK_CLOSE_MESSAGES } from './books-messages';
import { COMPLIANCE_MESSAGES } from './compliance-messages';
import { DESK_MESSAGES } from './desk-messages';
import { ANSWER_CODES, snakeCase, type CodesOf } from './error-codes';

/*
 * Answers only staff read, in English (the back office stays English,
 * decision 024): the officer's desk (issue 32). They are kept out of the
 * shared registry, which the borrower's app downloads to translate answers
 * (their 1 KB broke the dashboard's 250 KB budget); the API finds their codes
 * here, and the back office shows their `message` as the API wrote it.
 */

export type StaffAnswerCode = CodesOf<'', typeof DESK_MESSAGES> | CodesOf<'', typeof BOOK_CLOSE_MESSAGES> | CodesOf<'', typeof COMPLIANCE_MESSAGES>;

const STAFF_CODES = new Map<string, StaffAnswerCode>(Object.entries({ ...DESK_MESSAGES, ...BOOK_CLOSE_MESSAGES, ...COMPLIANCE_MESSAGES }).map(([key, english]) => [english, snakeCase(key) as StaffAnswerCode]));

/** Every staff-only answer's code. */
export const STAFF_ANSWER_CODES: readonly StaffAnswerCode[] = [...STAFF_CODES.values()];

for (const code of STAFF_ANSWER_CODES) {
  // One code for two answers would make them ambiguous: refused when the module loads.
  if ((ANSWER_CODES as readonly string[]).includes(code)) throw new Error(`Answer code ${code} is defined twice`);
}

/** The code of a staff-only answer's English text. */
export function staffCodeOfAnswer(english: string): StaffAnswerCode | undefined {
  return STAFF_CODES.get(english);
}
