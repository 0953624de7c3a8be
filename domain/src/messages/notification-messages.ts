import { count, params } from '@nanostores/i18n';
import { DOCUMENT_LABELS, type DocumentType } from '../documents';
import { formatDate, formatDateTime } from '../format';
import { englishTexts } from '../i18n';
import { formatPhp } from '../money';
// Types only: repayment depends on loan, which reads its texts from here.
import type { ReminderKind } from '../repayment';
import type { Notice } from './messages';

/*
 * What the API writes to a borrower (issue 15): in-app notifications and SMS,
 * composed at the moment they are created in the borrower's language. One
 * group, translated in ../filipino/notifications.ts; the server reads it in a
 * language through its texts module, and the builders below take the texts
 * so the same wording serves both languages. A notification an admin types
 * stays as typed. Amounts and dates are formatted en-PH by the builders.
 */
export const NOTIFICATION_TEXTS = {
  // The notification a member gets when an admin sets their password (DEPARTURES 1).
  passwordResetTitle: 'Password Changed',
  passwordResetMessage: 'An administrator has set a new password for your account. Please sign in again with the new password.',
  passwordChangedMessage: 'The password of your account was changed in the app, and every other device was signed out. If this was not you, please contact your loan officer at once.',
  // Staff decide a loan or a withdrawal.
  loanApprovedTitle: 'Loan Approved',
  loanApprovedMessage: 'Your loan has been approved and the amount credited to your wallet.',
  loanDeclinedTitle: 'Loan Declined',
  loanDeclinedMessage: 'Your loan application has been declined.',
  accountIssueTitle: 'Account Issue',
  accountIssueMessage: 'There is an issue with your account. Please contact your loan officer.',
  withdrawalApprovedTitle: 'Withdrawal Approved',
  withdrawalApprovedMessage: 'Your withdrawal has been approved and is on its way to your bank account.',
  withdrawalRejectedTitle: 'Withdrawal Rejected',
  withdrawalRejectedMessage: 'Your withdrawal request has been rejected. Your balance is unchanged.',
  // Issue 10: a deleted or inactive member's requests are closed with the account.
  accountClosedLoanMessage: 'Your loan application was declined because your account is no longer active.',
  accountClosedWithdrawalMessage: 'Your withdrawal request was rejected because your account is no longer active. Your balance is unchanged.',
  // The withdrawal code (DEPARTURES 2: staff never need it, so the text warns against sharing).
  withdrawalCodeTitle: 'Withdrawal Code',
  withdrawalCodeMessage: params('Your withdrawal code is {code} for {amount}. It expires in {minutes} minutes. Never share this code with anyone, including our staff.'),
  // What the notification that carried a withdrawal code says once the code is spent.
  withdrawalCodeSpent: 'Your withdrawal code was used or has expired.',
  // DEPARTURES 16: with an SMS or email provider the code goes there only; the app says where, never the code.
  withdrawalCodeSentMessage: params('We sent your code to {destinations}. It expires in {minutes} minutes. Never share it with anyone, including our staff.'),
  destinationsJoin: ' and ',
  // DEPARTURES 12: staff changed the bank account or the ID documents of a verified borrower.
  bankDetailsChangedTitle: 'Bank Details Changed',
  bankDetailsChangedMessage: params('Your loan officer changed your receiving bank account to {account}.'),
  accountEnding: params('account ending {digits}'),
  withdrawalsHeld: params('For your security, withdrawals are on hold until {until}.'),
  idDocumentsUpdatedTitle: 'ID Documents Updated',
  idDocumentsUpdatedMessage: params('Your loan officer updated your ID documents: {documents}.'),
  documentTypes: DOCUMENT_LABELS,
  notAsked: 'If you did not ask for this change, please contact your loan officer at once.',
  // Repayment (issue 12).
  loanName: params('loan #{loanId}'),
  paymentReceivedTitle: 'Payment Received',
  paymentReceivedMessage: params('We received your payment of {amount} for {loan}. Receipt number: {receiptNumber}. Remaining balance: {balance}.'),
  loanClosedTitle: 'Loan Fully Paid',
  loanClosedMessage: params(
    'Your {loan} is fully paid and now closed. Thank you! Your certificate of full payment is ready in the WALLET tab, and you may apply for a new loan.',
  ),
  loanCancelledTitle: 'Loan Cancelled',
  loanCancelledMessage: params('Your {loan} was cancelled within the cooling-off period. {amount} was taken back from your wallet; no interest or fees are charged.'),
  howToPay: params('Pay from your wallet or with payment reference {paymentReference}.'),
  reminderBeforeDueTitle: 'Payment Reminder',
  reminderBeforeDueMessage: params('Your payment of {amount} for {loan} is due on {date}. {howToPay}'),
  reminderDueTodayTitle: 'Payment Due Today',
  reminderDueTodayMessage: params('Your payment of {amount} for {loan} is due today, {date}. {howToPay}'),
  reminderOverdueTitle: 'Payment Overdue',
  reminderOverdueMessage: params(
    'Your payment of {amount} for {loan} was due on {date}. Please pay as soon as you can: a late fee of 5% applies if it is still unpaid {graceDays} days after the due date. {howToPay}',
  ),
  lateFeeChargedTitle: 'Late Fee Charged',
  lateFeeChargedMessage: params('A late fee of {fee} was added to installment {installment} of {loan}, which is still unpaid {graceDays} days after its due date.'),
  // Helping a borrower in trouble (issue 32, decision 062).
  helpRequestedTitle: 'Request Received',
  helpRequestedMessage: params('We received your request for help with {loan}. A loan officer will answer with an offer in the WALLET tab.'),
  offerMadeTitle: 'An Offer for Your Loan',
  offerMadeMessage: params('We made you an offer for {loan}: a new schedule of {count} installments of about {amount}. Read it in the WALLET tab and accept it if it helps.'),
  offerAcceptedTitle: 'New Schedule Started',
  offerAcceptedMessage: params('You accepted the offer for {loan}. Your new schedule starts now: the first installment of {amount} is due on {date}.'),
  lateFeeWaivedTitle: 'Late Fee Waived',
  lateFeeWaivedMessage: params('The late fee of {fee} on installment {installment} of {loan} has been waived.'),
  paymentReversedTitle: 'Payment Reversed',
  paymentReversedMessage: params('Your payment of {amount} for {loan} (receipt {receiptNumber}) was reversed: {reason}. Remaining balance: {balance}.'),
  // Automatic payment from the wallet on the due date (issue 28).
  autoPaidTitle: 'Paid From Your Wallet',
  autoPaidMessage: params('As you asked, {amount} was paid from your wallet to {loan} on its due date, {date}.'),
  autoPaidPartlyTitle: 'Partly Paid From Your Wallet',
  autoPaidPartlyMessage: params('As you asked, {amount} was paid from your wallet to {loan} on its due date, {date}: all your wallet held. {remaining} is still due. {howToPay}'),
  // Complaints (issue 15): the acknowledgement, and the titles of a staff step (its text stays as staff wrote it).
  complaintReceivedTitle: 'Complaint received',
  complaintReceivedMessage: params(
    'We received your complaint. Your reference number is {reference}. An officer will take it up within {ackDays} and answer it within {resolveDays} days.',
  ),
  days: count({ one: '{count} day', other: '{count} days' }),
  complaintReplyTitle: 'Reply to your complaint',
  complaintEscalatedTitle: 'Your complaint was escalated',
  complaintResolvedTitle: 'Your complaint was resolved',
  // The footer of every email to a borrower (issue 29): who writes, and under which licence.
  emailFooterLicence: params('{name} · SEC Registration No. {secRegistration} · Certificate of Authority {certificateOfAuthority}'),
  emailVerifyTitle: 'Confirm your email address',
  emailVerifyMessage: params('Open this link to confirm {email} for your account: {link} The link works for 24 hours and once. If you did not ask for it, ignore this email.'),
  emailFooterWhy: 'You receive this email because this address is on your account with us. Never share a code with anyone, including our staff.',
};

export type NotificationTexts = typeof NOTIFICATION_TEXTS;

/** The English texts, params()/count() callable, for a caller with no borrower to ask (a screen not yet translated, a test). */
const english = () => englishTexts({ NOTIFICATION_TEXTS });

export type WithdrawalCodeMessageInput = { code: string; amount: number; minutes: number };

/** The text that carries a withdrawal code, in the app and by SMS. */
export function withdrawalCodeMessage({ code, amount, minutes }: WithdrawalCodeMessageInput, t = english()): string {
  return t.withdrawalCodeMessage({ code, amount: formatPhp(amount), minutes });
}

export type BankDetailsChangedInput = { bankName: string | null; accountNumber: string | null; heldUntil: string | null };

/**
 * What the borrower is told, in the app and by SMS, when staff change their
 * bank account. Only the last 4 digits of the account appear (SPEC 3).
 */
export function bankDetailsChangedMessage({ bankName, accountNumber, heldUntil }: BankDetailsChangedInput, t = english()): string {
  const ending = (accountNumber ?? '').replace(/\D/g, '').slice(-4);
  const account = [bankName, ending && t.accountEnding({ digits: ending })].filter(Boolean).join(', ');
  const hold = heldUntil ? ` ${t.withdrawalsHeld({ until: formatDateTime(heldUntil) })}` : '';
  return `${t.bankDetailsChangedMessage({ account })}${hold} ${t.notAsked}`;
}

/** What the borrower is told when staff replace ID documents after verification (DEPARTURES 12). */
export function idDocumentsUpdatedMessage({ types }: { types: readonly DocumentType[] }, t = english()): string {
  return `${t.idDocumentsUpdatedMessage({ documents: types.map((type) => t.documentTypes[type]).join(', ') })} ${t.notAsked}`;
}

export type PaymentReceivedInput = { receiptNumber: string; amount: number; loanId: number; balance: number };

/** The receipt notification of every posting, whichever way the money came in. */
export function paymentReceivedNotice({ receiptNumber, amount, loanId, balance }: PaymentReceivedInput, t = english()): Notice {
  return {
    title: t.paymentReceivedTitle,
    message: t.paymentReceivedMessage({ amount: formatPhp(amount), loan: t.loanName({ loanId }), receiptNumber, balance: formatPhp(balance) }),
  };
}

export function loanClosedNotice({ loanId }: { loanId: number }, t = english()): Notice {
  return { title: t.loanClosedTitle, message: t.loanClosedMessage({ loan: t.loanName({ loanId }) }) };
}

export function loanCancelledNotice({ loanId, amount }: { loanId: number; amount: number }, t = english()): Notice {
  return { title: t.loanCancelledTitle, message: t.loanCancelledMessage({ loan: t.loanName({ loanId }), amount: formatPhp(amount) }) };
}

export type ReminderNoticeInput = {
  kind: ReminderKind;
  loanId: number;
  amount: number;
  /** 'YYYY-MM-DD' in Manila. */
  dueDate: string;
  paymentReference: string;
  graceDays: number;
};

/** In-app and SMS reminder: 3 days before, on, and the day after a due date. */
export function reminderNotice({ kind, loanId, amount, dueDate, paymentReference, graceDays }: ReminderNoticeInput, t = english()): Notice {
  const figures = {
    amount: formatPhp(amount),
    loan: t.loanName({ loanId }),
    date: formatDate(`${dueDate}T12:00:00+08:00`),
    howToPay: t.howToPay({ paymentReference }),
  };
  switch (kind) {
    case 'before_due':
      return { title: t.reminderBeforeDueTitle, message: t.reminderBeforeDueMessage(figures) };
    case 'due_today':
      return { title: t.reminderDueTodayTitle, message: t.reminderDueTodayMessage(figures) };
    case 'overdue':
      return { title: t.reminderOverdueTitle, message: t.reminderOverdueMessage({ ...figures, graceDays }) };
  }
}

export function lateFeeChargedNotice(
  { loanId, installment, fee, graceDays }: { loanId: number; installment: number; fee: number; graceDays: number },
  t = english(),
): Notice {
  return { title: t.lateFeeChargedTitle, message: t.lateFeeChargedMessage({ fee: formatPhp(fee), installment, loan: t.loanName({ loanId }), graceDays }) };
}

export function helpRequestedNotice({ loanId }: { loanId: number }, t = english()): Notice {
  return { title: t.helpRequestedTitle, message: t.helpRequestedMessage({ loan: t.loanName({ loanId }) }) };
}

export function offerMadeNotice({ loanId, count, amount }: { loanId: number; count: number; amount: number }, t = english()): Notice {
  return { title: t.offerMadeTitle, message: t.offerMadeMessage({ loan: t.loanName({ loanId }), count, amount: formatPhp(amount) }) };
}

export function offerAcceptedNotice({ loanId, amount, date }: { loanId: number; amount: number; date: string }, t = english()): Notice {
  return { title: t.offerAcceptedTitle, message: t.offerAcceptedMessage({ loan: t.loanName({ loanId }), amount: formatPhp(amount), date }) };
}

export function lateFeeWaivedNotice({ loanId, installment, fee }: { loanId: number; installment: number; fee: number }, t = english()): Notice {
  return { title: t.lateFeeWaivedTitle, message: t.lateFeeWaivedMessage({ fee: formatPhp(fee), installment, loan: t.loanName({ loanId }) }) };
}

export type PaymentReversedInput = { receiptNumber: string; amount: number; loanId: number; balance: number; reason: string };

export function paymentReversedNotice({ receiptNumber, amount, loanId, balance, reason }: PaymentReversedInput, t = english()): Notice {
  return {
    title: t.paymentReversedTitle,
    message: t.paymentReversedMessage({ amount: formatPhp(amount), loan: t.loanName({ loanId }), receiptNumber, reason, balance: formatPhp(balance) }),
  };
}

/** The acknowledgement sent the moment a complaint is filed (in-app and on screen). */
export function complaintReceivedMessage({ reference, ackDays, resolveDays }: { reference: string; ackDays: number; resolveDays: number }, t = english()): string {
  return t.complaintReceivedMessage({ reference, ackDays: t.days(ackDays), resolveDays });
}

export type AutoPaymentInput = { loanId: number; amount: number; remaining: number; dueDate: string; paymentReference: string };

/** What the borrower is told after housekeeping paid from the wallet on a due date: all that was due, or what the wallet held. */
export function autoPaymentNotice({ loanId, amount, remaining, dueDate, paymentReference }: AutoPaymentInput, t = english()): Notice {
  const figures = { amount: formatPhp(amount), loan: t.loanName({ loanId }), date: formatDate(`${dueDate}T12:00:00+08:00`) };
  if (remaining === 0) return { title: t.autoPaidTitle, message: t.autoPaidMessage(figures) };
  return { title: t.autoPaidPartlyTitle, message: t.autoPaidPartlyMessage({ ...figures, remaining: formatPhp(remaining), howToPay: t.howToPay({ paymentReference }) }) };
}
