import { count, params } from '@nanostores/i18n';
import type { Company } from '../company';
import { formatDate } from '../format';
import { englishTexts } from '../i18n';
import { formatPhp } from '../money';

/*
 * Texts of the loan documents (issue 12): the statement of account, the
 * receipt of a payment and the certificate of full payment, as the server
 * prints them in PDF, in the borrower's language (issue 15; Filipino in
 * ../filipino/documents.ts). Amounts in pesos, dates in Manila.
 */

export const DOCUMENT_TEXTS = {
  statementTitle: 'Statement of Account',
  receiptTitle: 'Payment Receipt',
  certificateTitle: 'Certificate of Full Payment',
  borrower: 'Borrower',
  loan: 'Loan',
  paymentReference: 'Payment reference',
  amount: 'Amount',
  loanAmount: 'Loan amount',
  principal: 'Principal',
  term: 'Term',
  rate: 'Interest rate',
  startDate: 'Start date',
  status: 'Status',
  installments: 'Installments',
  transactions: 'Transactions',
  number: 'No.',
  dueDate: 'Due date',
  interest: 'Interest',
  lateFee: 'Late fee',
  paid: 'Paid',
  state: 'State',
  date: 'Date',
  type: 'Type',
  receipt: 'Receipt',
  details: 'Details',
  outstanding: 'Outstanding balance',
  payoffToday: 'Payoff today',
  receiptNumber: 'Receipt number',
  receivedAt: 'Received',
  postedAt: 'Posted',
  channel: 'Channel',
  channelReference: 'Channel reference',
  allocation: 'Allocation',
  installment: 'Installment',
  balanceAfter: 'Balance after this payment',
  reversed: 'REVERSED',
  totalPaid: 'Total paid',
  closedOn: 'Closed on',
  issuedAt: 'Issued',
  noTransactions: 'No transactions yet.',
  asOf: params('As of {at} (Manila time)'),
  months: count({ one: '{count} month', other: '{count} months' }),
  monthlyRate: params('{percent}% a month'),
  reversedLine: params('This payment was reversed on {at}: {reason}. It no longer counts towards the loan.'),
  certificate: params(
    'This certifies that {borrower} has paid in full loan #{loanId} of {amount} for {term}, granted by {company} on {startDate}. The loan was closed on {closedOn} and nothing is owed on it.',
  ),
};

export type DocumentTexts = typeof DOCUMENT_TEXTS;

/** The English texts, params()/count() callable, for a caller with no borrower to ask (a test). */
const english = () => englishTexts({ DOCUMENT_TEXTS });

/** The lines under the company's name at the top of every document. */
export function letterheadLines(company: Company): string[] {
  return [
    `SEC Registration No. ${company.secRegistrationNumber} · Certificate of Authority ${company.certificateOfAuthorityNumber}`,
    `${company.offices[0].name}: ${company.offices[0].address}`,
    `Hotline ${company.hotline} · ${company.email}`,
  ];
}

export function asOfLine({ at }: { at: string }, t = english()): string {
  return t.asOf({ at });
}

export function termText({ months }: { months: number }, t = english()): string {
  return t.months(months);
}

export function monthlyRateText({ percent }: { percent: number }, t = english()): string {
  return t.monthlyRate({ percent });
}

export function reversedLine({ at, reason }: { at: string; reason: string }, t = english()): string {
  return t.reversedLine({ at, reason });
}

export type CertificateInput = { company: string; borrower: string; loanId: number; amount: number; startDate: string; term: number; closedOn: string };

/** The certificate's statement: who paid which loan in full, and when it closed. */
export function certificateText({ company, borrower, loanId, amount, startDate, term, closedOn }: CertificateInput, t = english()): string {
  return t.certificate({
    borrower,
    loanId,
    amount: formatPhp(amount),
    term: termText({ months: term }, t),
    company,
    startDate: formatDate(`${startDate}T12:00:00+08:00`),
    closedOn,
  });
}
