import { params } from '@nanostores/i18n';
import { formatDate } from '../format';
// Types only: repayment depends on loan, which reads its texts from here.
import type { InstallmentState } from '../repayment';

/*
 * Texts of repayment (issue 12), in SPEC.md's tone: titles in Title Case,
 * buttons in capitals, sentences that say what happened and what to do.
 * Amounts are in pesos here, as everywhere text is shown.
 */

/** Fixed texts of the borrower's WALLET tab. */
export const REPAYMENT_LABELS = {
  howToPay: 'How to Pay',
  paymentReference: 'Payment reference',
  amountDue: 'Amount due',
  dueDate: 'Due date',
  copy: 'COPY',
  copied: 'Copied',
  installments: 'Installments',
  outstandingBalance: 'Outstanding balance',
  payFromWallet: 'PAY FROM WALLET',
  payAmountDue: 'Amount due',
  payPayoff: 'Pay off the loan',
  payOtherAmount: 'Other amount',
  confirmPayment: 'Confirm Payment',
  pay: 'PAY',
  payoffQuote: 'Payoff Today',
  cancelLoan: 'CANCEL LOAN',
  statement: 'Statement of Account',
  receipt: 'Receipt',
} as const;

/** The state badges of an installment. */
export const INSTALLMENT_STATE_LABELS: Readonly<Record<InstallmentState, string>> = {
  upcoming: 'Upcoming',
  due: 'Due',
  overdue: 'Overdue',
  partly_paid: 'Partly paid',
  paid: 'Paid',
};

/** Badges of the loan states repayment adds (SPEC: states other than approved and rejected are secondary). */
export const CLOSED_LOAN_STATUS_LABELS = { closed: 'Closed', cancelled: 'Cancelled' } as const;

export const PAYMENT_CHANNEL_LABELS = {
  wallet: 'Wallet',
  gcash: 'GCash',
  maya: 'Maya',
  bank_transfer: 'Bank transfer',
  otc: 'Over-the-counter',
} as const;

/** How to pay through each collection channel (the How to Pay card); the sample partners are the company's (web/src/config/company.ts lists the channels). */
export const PAYMENT_CHANNEL_INSTRUCTIONS = {
  gcash: 'In GCash, open Pay Bills, choose Loans, then Sample Lending (sample biller). Enter your payment reference as the account number and the amount.',
  maya: 'In Maya, open Bills, search for Sample Lending (sample biller), enter your payment reference as the account number and the amount.',
  bank_transfer: 'Transfer to Sample Bank, account name Sample Lending Corporation, account number 0000-0000-0000 (sample). Write your payment reference in the remarks.',
  otc: 'Pay at any Sample Payment Center branch (sample partner). Give your payment reference and the amount to the cashier and keep the receipt.',
} as const;

export const LOAN_TRANSACTION_LABELS = {
  disbursement: 'Disbursement',
  repayment: 'Payment',
  late_fee: 'Late fee',
  waiver: 'Fee waived',
  reversal: 'Reversal',
} as const;

export const AGING_BUCKET_LABELS = {
  '1_30': '1–30 days',
  '31_60': '31–60 days',
  '61_90': '61–90 days',
  over_90: 'Over 90 days',
} as const;

/** Texts of the back office's loan detail, PAYMENTS and OVERDUE REPORT sections (issue 12). */
export const BACK_OFFICE_REPAYMENT_LABELS = {
  payments: 'PAYMENTS',
  overdueReport: 'OVERDUE REPORT',
  loanDetail: 'Loan Account',
  openLoan: 'Open loan',
  borrower: 'Borrower',
  amount: 'Amount',
  status: 'Status',
  outstandingBalance: 'Outstanding balance',
  paymentReference: 'Payment reference',
  nextDue: 'Next due',
  nothingDue: 'Nothing due',
  notDisbursed: 'This loan has not been paid out yet, so it has no installments or payments.',
  installments: 'Installments',
  transactions: 'Transactions',
  statement: 'Statement of Account',
  reversed: 'Reversed',
  system: 'System',
  recordPayment: 'Record Payment',
  waiveFee: 'Waive Fee',
  reversePayment: 'Reverse Payment',
  reverse: 'Reverse',
  channel: 'Channel',
  channelReference: 'Channel reference',
  receivedAt: 'Date received',
  receiptPhoto: 'Receipt photo (optional)',
  receiptPhotoHint: 'A photo or PDF of the receipt, as for ID images.',
  viewReceiptPhoto: 'Receipt photo',
  installment: 'Installment',
  reason: 'Reason',
  noFeeToWaive: 'No installment has an unpaid late fee.',
  paymentRecorded: 'Payment Recorded',
  feeWaived: 'Late Fee Waived',
  paymentReversed: 'Payment Reversed',
  paymentAssigned: 'Payment Assigned',
  actionFailed: 'Action Failed',
  disbursementDate: 'Disbursement date',
  disbursementDateHint: 'Today unless the loan was paid out earlier (up to 5 years back).',
  importSettlement: 'Import Settlement File',
  settlementFile: 'Settlement file (CSV)',
  settlementFileHint: 'Header: reference,amount,paid_at,transaction_id,channel',
  settlementFileRequired: 'Please choose a CSV file',
  import: 'IMPORT',
  importResults: 'Import results',
  unmatchedPayments: 'Unmatched Payments',
  noUnmatched: 'No payments are waiting to be assigned.',
  assignToLoan: 'Assign to Loan',
  loanId: 'Loan ID',
  agingBuckets: 'Aging of overdue loans',
  daysPastDue: 'Days past due',
  loans: 'Loans',
  outstandingPrincipal: 'Outstanding principal',
  activeLoans: 'Active loans',
  par30: 'Portfolio at risk (PAR30)',
  exportCsv: 'EXPORT CSV',
} as const;

export type SettlementImportCounts = { posted: number; duplicates: number; unmatched: number };

/** What an import did, in one line. */
export function settlementImportSummary({ posted, duplicates, unmatched }: SettlementImportCounts): string {
  return `Posted ${posted}, duplicates ${duplicates}, unmatched ${unmatched}.`;
}

/** The aging report's date line. */
export function agingAsOf({ asOf }: { asOf: string }): string {
  return `As of ${formatDate(`${asOf}T12:00:00+08:00`)}, Philippine time.`;
}

/** The WALLET tab's texts around paying, the payoff and the statement (issue 12). */
export const WALLET_REPAYMENT_TEXTS = {
  payFromWalletTitle: 'Pay From Wallet',
  availableInWallet: 'Available in your wallet',
  paymentFailed: 'The payment could not be made. Please try again.',
  cancelFailed: 'The loan could not be cancelled. Please try again.',
  coolingOff: 'Cooling-Off Period',
  cancelLoanTitle: 'Cancel Loan',
  keepLoan: 'KEEP LOAN',
  back: 'BACK',
  continue: 'CONTINUE',
  paymentDone: 'Payment Received',
  receiptNumber: 'Receipt number',
  amountPaid: 'Amount paid',
  newBalance: 'New loan balance',
  principal: 'Principal',
  interest: 'Interest',
  lateFees: 'Late fees',
  lateFee: 'Late fee',
  installment: 'Installment',
  total: 'Total',
  interestNotCharged: 'Interest not charged',
  paid: 'Paid',
  amount: 'Amount',
  state: 'State',
  copyReference: 'Copy payment reference',
  paymentChannels: 'Other ways to pay',
  nothingDue: 'Nothing is due on this loan.',
  whatToPay: 'What to pay',
  payAmount: 'Amount to pay (PHP)',
  downloadStatement: 'STATEMENT (PDF)',
  downloadCertificate: 'CERTIFICATE (PDF)',
  downloadReceipt: 'RECEIPT (PDF)',
  loanTransactions: 'Loan Transactions',
  noTransactions: 'No loan transactions yet.',
  reversed: 'Reversed',
  loanCancelled: 'This loan was cancelled in the cooling-off period, so there are no payments to make.',
  loanClosed: 'This loan is fully paid and closed.',
  /** DEPARTURES 11: what the payoff quote says, with the figure. */
  payoffExplanation: params(
    '{amount} pays off your loan today, {date}: the outstanding principal, the interest of installments already due and of the current period, and unpaid late fees. Interest of later periods is not charged, and there is no prepayment charge.',
  ),
  /** Shown with CANCEL LOAN while cooling-off allows it (RA 11765). */
  coolingOffExplanation: params(
    'You may cancel this loan free of charge until {date}, as long as none of the money has been withdrawn or paid. The amount is taken back from your wallet and no interest or fees are charged.',
  ),
  /** The question the confirmation of a wallet payment asks. */
  walletPaymentQuestion: params(
    'Pay {amount} from your wallet to loan #{loanId}? The money leaves your wallet at once and cannot be withdrawn afterwards.',
  ),
  /** What cancelling in cooling-off does, said before the borrower confirms it. */
  cancelLoanQuestion: params(
    'Cancel loan #{loanId}? The {amount} released to you is taken back from your wallet, and no interest or fees are charged. You can cancel until {date}.',
  ),
} as const;

