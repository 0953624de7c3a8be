import { count, params } from '@nanostores/i18n';
import type { LedgerEntryKind } from '../contract';

/*
 * Texts of the borrower's WALLET tab and withdrawal dialogs (SPEC section 2,
 * issues 12 and 15) that the screens wrote inline before Filipino came. The
 * English is as it was; amounts and dates arrive formatted (en-PH in both
 * languages), so {amount} is 'PHP 1,000.00' and {date} 'Nov 23, 2026'.
 */

/** The WALLET tab's cards: balance, latest notification, loan summary, schedule, history. */
export const WALLET_TEXTS = {
  walletBalance: 'Wallet Balance',
  showBalance: 'Show balance',
  hideBalance: 'Hide balance',
  availableToWithdraw: 'Available to withdraw:',
  enterCode: 'Enter code',
  close: 'Close',
  latestNotification: 'Latest notification',
  status: 'Status:',
  loanAmount: 'Loan amount',
  term: 'Term',
  termMonths: params('{term} months'),
  interestRate: 'Interest rate',
  ratePerMonth: params('{rate}% per month'),
  loanStatus: 'Status',
  startDate: 'Start date',
  monthlyPayment: 'Monthly payment',
  totalRepayment: 'Total repayment',
  statusPending: 'Pending',
  statusApproved: 'Approved',
  statusRejected: 'Rejected',
  noLoanYet: params('You have no loan yet. Apply for one on the {home} tab; its summary and repayment schedule will show here.'),
  goTo: params('Go to {home}'),
  estimate: 'Estimate',
  loanNotApproved: 'This loan was not approved, so there are no payments to make.',
  estimatedDueDates:
    'Estimated due dates: your loan has no start date yet, so they are counted from today (first payment in 2 months). They become fixed once your loan starts.',
  dueDatesFrom: params("Due dates are counted from your loan's start date, {date}."),
  monthlyPayments: params('{count} monthly payments of {amount}'),
  number: 'No.',
  estimatedDueDate: 'Estimated due date',
  dueDate: 'Due date',
  amount: 'Amount',
  nextPayment: 'Next payment',
  showFewerPayments: 'Show fewer payments',
  showAllPayments: params('Show all {count} payments'),
  walletHistory: 'Wallet History',
  balanceAfter: params('Balance {amount}'),
  receiptPdf: params('Receipt {number} (PDF)'),
} as const;

/** What each entry of the wallet history is. */
export const WALLET_ENTRY_LABELS: Readonly<Record<LedgerEntryKind, string>> = {
  disbursement: 'Loan released',
  withdrawal: 'Withdrawal',
  adjustment: 'Balance adjustment',
  reversal: 'Reversal',
  loan_payment: 'Loan payment',
  loan_payment_reversal: 'Loan payment reversed',
  loan_cancellation: 'Loan cancelled',
};

/** The withdrawal dialogs' texts around SPEC's titles (section 2, DEPARTURES 2 and 12). */
export const WITHDRAWAL_TEXTS = {
  // {amount} is shown in bold where it stands.
  waitingForCode: params('Your withdrawal of {amount} is waiting for its code (expires {date}).'),
  waitingForApproval: params('Your withdrawal of {amount} is waiting for approval by your loan officer.'),
  requestWaitingForCode: params('Your request of {amount} is waiting for its code, which expires {date}. If you have the code, enter it now.'),
  requestWaitingForApproval: params('Your request of {amount} is waiting for approval by your loan officer.'),
  submitted: params(
    'Your withdrawal of {amount} has been confirmed and now awaits approval by your loan officer. The money leaves your wallet once it is approved.',
  ),
  // Said by the screen from the account's hold; the server says the same when it refuses (withdrawalsHeldMessage).
  withdrawalsHeld: params(
    'Your bank details were changed recently. For your security, withdrawals are on hold until {date}. If you did not ask for this change, please contact your loan officer at once.',
  ),
  amountLabel: 'Amount (PHP)',
  availableToWithdraw: params('Available to withdraw: {amount}'),
  codeWillBeSent: 'We will send you a 6-digit code to confirm this withdrawal. The next step says where we sent it.',
  // Not a SPEC text: a failure with no word from the server (offline, timeout).
  codeCheckFailed: 'We could not check your code. Please check your connection and try again.',
  triesLeft: count({ one: '{count} try left', other: '{count} tries left' }),
  enterCodeFor: params('Enter the {digits}-digit code we sent to your notifications (the bell) for your withdrawal of {amount}.'),
  // DEPARTURES 16: the code went by SMS or email; the dialog names where (masked), never the code.
  enterCodeSentTo: params('Enter the {digits}-digit code we sent to {destinations} for your withdrawal of {amount}.'),
  destinationsJoin: ' and ',
  payoutTo: params('Once your loan officer approves it, the money goes to {bank}, account ending {digits}.'),
  payoutToAccount: params('Once your loan officer approves it, the money goes to your bank account ending {digits}.'),
  sendAgain: 'Send again',
  sendAgainIn: count({ one: 'Send again in {count} second', other: 'Send again in {count} seconds' }),
  codeSentAgain: 'We sent you a new code.',
  sendAgainFailed: 'We could not send a new code. Please try again.',
  codeUnusable: 'This code can no longer be used',
  startAgain: 'Start a new withdrawal',
  codeLabel: 'Withdrawal code',
  codeDigit: params('Withdrawal code, digit {digit} of {digits}'),
  codeState: params('Expires {date} · {tries}'),
} as const;
