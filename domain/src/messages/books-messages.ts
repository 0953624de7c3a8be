/**
 * The field messages of the books' queries (issue 31): only staff with the
 * Finance duty send them, so English only, and apart from the shared
 * validation texts the borrower's app downloads.
 */
export const BOOKS_VALIDATION_MESSAGES = {
  dateInvalid: 'Give the date as YYYY-MM-DD, for example 2026-11-30',
  rangeInvalid: 'The end date must not come before the start date',
  accountInvalid: 'Give an account code of the chart, for example 1200',
  accountUnknown: 'The chart of accounts has no account with this code',
} as const;
