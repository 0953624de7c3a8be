import { params } from '@nanostores/i18n';

/*
 * Issue 32, decision 068: WALLET's help for a borrower in trouble (saying
 * they cannot pay, asking for a longer term, and the offers staff made with
 * their new schedule and Truth in Lending disclosure). A group of its own:
 * it loads with the card, outside the dashboard's first chunks.
 */
export const LOAN_HELP_TEXTS = {
  title: 'Trouble paying?',
  intro: 'If you cannot pay as agreed, tell us. A loan officer will answer with an offer: a longer term, or a break of one or two installments.',
  cannotPay: 'I cannot pay',
  extendTerm: 'Extend my term',
  cannotPayTitle: 'Tell us what happened',
  reason: 'Reason',
  reasons: {
    lost_job_abroad: 'I lost my job abroad',
    illness: 'Illness',
    family_emergency: 'Family emergency',
    delayed_salary: 'My salary is delayed',
    other: 'Other',
  },
  note: 'What happened',
  send: 'Send',
  cancel: 'Cancel',
  extendTitle: 'Extend my term',
  months: 'More months (1 to 12)',
  extensionTooLate: params('An extension must be asked at least 5 days before the term ends: the last day to ask was {lastDay}.'),
  requestSent: 'Request sent',
  requestSentMessage: 'A loan officer will answer with an offer here.',
  sendFailed: 'Your request was not sent. Please try again.',
  offerTitle: 'Our offer',
  offerRestructure: params('A new term: {count} installments for what you still owe.'),
  offerHoliday: params('A break: nothing due for {months} months, then {count} installments.'),
  lateFeesWaived: params('Late fees waived: {amount}'),
  newSchedule: 'New schedule',
  installmentNumber: 'No.',
  dueDate: 'Due date',
  amount: 'Amount',
  disclosureTitle: 'Truth in Lending disclosure',
  amountFinanced: 'Amount financed',
  financeCharge: 'Finance charge',
  totalRepayment: 'Total repayment',
  monthlyPayment: 'Monthly payment',
  effectiveRate: params('Effective interest rate: {monthly}% a month ({annual}% a year)'),
  accept: 'Accept this offer',
  acceptQuestion: 'By accepting, your old schedule ends and this new one starts today. Accept?',
  accepted: 'Offer accepted',
  acceptedMessage: 'Your new schedule has started.',
  acceptFailed: 'The offer was not accepted. Please try again.',
} as const;
