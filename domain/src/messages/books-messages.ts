/**
 * The field messages of the books' queries (issue 31): only staff with the
 * Finance duty send them, so English only, and apart from the shared
 * validation texts the borrower's app downloads.
 */
export const BOOKS_VALIDATION_MESSAGES = {
  dateInvalid: 'Give the date as YYYY-MM-DD, for example 2026-11-30',
  rangeInvalid: 'The end date must not come before the start date',
  monthInvalid: 'Give the month as YYYY-MM, for example 2026-11',
} as const;

/** The month-end close's refusals (decision 060): staff-only answers, coded in staff-error-codes. */
export const BOOK_CLOSE_MESSAGES = {
  monthAlreadyClosed: 'This month is already closed: its entries are final',
  monthNotEnded: 'A month can be closed only once it has ended (Manila time)',
  previousMonthOpen: 'Close the month before this one first: months close in order',
} as const;
