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
  memoRequired: 'Say what the entry is, for example capital paid in',
  memoTooLong: 'The memo must be at most 200 characters',
  linesInvalid: 'Give at least two lines, each with an account, a debit and a credit',
  lineAmountInvalid: 'Give the amount in pesos, at least 0, with at most 2 decimals',
  lineOneSide: 'Each line has a debit or a credit above zero, not both',
  channelInvalid: "The channel must be 'gcash', 'maya', 'bank_transfer' or 'otc'",
  amountInvalid: 'Give the amount in pesos, above 0, with at most 2 decimals',
  referenceRequired: 'Give the remittance’s reference (the bank’s or the partner’s)',
  referenceTooLong: 'The reference must be at most 100 characters',
  reasonKindInvalid: "The kind of reason must be 'deposit', 'correction' or 'goodwill'",
  depositChannelInvalid: "A deposit's channel is 'gcash', 'maya', 'bank_transfer' or 'otc', and only a deposit has one",
} as const;

/** The month-end close's and the chart's refusals (decision 060): staff-only answers, coded in staff-error-codes. */
export const BOOK_CLOSE_MESSAGES = {
  monthAlreadyClosed: 'This month is already closed: its entries are final',
  monthNotEnded: 'A month can be closed only once it has ended (Manila time)',
  previousMonthOpen: 'Close the month before this one first: months close in order',
  accountExists: 'An account with this code already exists',
  accountNotFound: 'No account has this code',
  accountInUse: 'The posting rule books to this account: it stays active',
  entryNotBalanced: 'The debits and the credits must be equal',
  accountNotUsable: 'Every line needs an active account of the chart',
  monthClosed: 'This date falls in a closed month: its entries are final',
  dateInFuture: 'The date must not be after today (Manila time)',
  accountFollowsLoanBook: 'This account follows the loan book (loans, wallets, held payments): its balance comes from them, not from an opening entry',
  remittanceAboveOwed: 'This is more than the channel owes: its clearing account holds less',
  remittanceExists: 'A remittance with this reference is already recorded for this channel',
} as const;
