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
  monthInvalid: 'Give the month as YYYY-MM, for example 2026-11',
  accountCodeInvalid: 'Give the account code as 4 digits, the first its type: 1 asset, 2 liability, 3 equity, 4 income, 5 expense',
  accountNameRequired: 'Give the account a name',
  accountNameTooLong: 'The account name must be at most 100 characters',
  accountTypeInvalid: "The type must be 'asset', 'liability', 'equity', 'income' or 'expense'",
  accountContraInvalid: 'Contra must be true or false',
  accountActiveInvalid: 'Active must be true or false',
  accountChangeRequired: 'Give a new name, or active true or false',
} as const;

/** The month-end close's and the chart's refusals (decision 060): staff-only answers, coded in staff-error-codes. */
export const BOOK_CLOSE_MESSAGES = {
  monthAlreadyClosed: 'This month is already closed: its entries are final',
  monthNotEnded: 'A month can be closed only once it has ended (Manila time)',
  previousMonthOpen: 'Close the month before this one first: months close in order',
  accountExists: 'An account with this code already exists',
  accountNotFound: 'No account has this code',
  accountInUse: 'The posting rule books to this account: it stays active',
} as const;
