/*
 * The officer's desk (issue 32): the API's answers on deciding a loan and on
 * collecting. Only staff read them: the back office stays English (decision 024).
 * The codes of the MC 18 refusals name the rule (decision 058).
 */
import type { LoanDecision } from '../contract/desk';
import type { Language } from '../i18n';

export const DESK_MESSAGES = {
  affordabilityReasonRequired:
    'The installment takes more of the declared income than the limit allows: approving it needs a written reason, and a second officer',
  mc18QuietHours: 'SEC MC 18 s.2019: no contact with a borrower before 06:00 or after 22:00 (Manila time, and the borrower\u2019s own time where they work), unless the loan is more than 15 days past due or the borrower agreed in writing',
  mc18TemplateRequired: 'SEC MC 18 s.2019: collection messages are sent only from a template approved by compliance, never as free text',
  mc18TemplateNotApproved: 'SEC MC 18 s.2019: this template is not approved by compliance yet',
  mc18ThirdParty: 'SEC MC 18 s.2019: only the borrower may be contacted about the debt, never the emergency contact or the borrower\u2019s contacts',
  collectionTemplateNotFound: 'Collection template not found',
  collectionTemplateAlreadyApproved: 'This template is already approved',
  collectionTemplateOwnApproval: 'A template is approved by a compliance officer other than the one who wrote it',
  collectionTemplateLanguage: 'This template is not in the borrower\u2019s language: choose one written in their language',
  collectionEmailUnavailable: 'The borrower has no verified email address, or email is not set up: send an SMS template instead',
  collectionSmsUnavailable: 'The borrower has no mobile number an SMS can reach: send an email template instead',
  collectionConsentAlready: 'The borrower\u2019s written agreement is already recorded for this loan',
  collectionConsentMissing: 'No written agreement of the borrower is recorded for this loan',
  contactLoanNotPaidOut: 'Contacts are logged only on a loan that has paid out',
  collectorNotStaff: 'A collector must be a staff member with the Collections duty',
  offerNothingOwed: 'Nothing remains owed on this loan: there is nothing to restructure',
  offerLoanNotOpen: 'Offers are made only on a loan paid out and still open',
  writeOffNotPastDue: 'A loan is written off only when its oldest unpaid installment is more than WRITE_OFF_DAYS days past due',
  writeOffLoanNotOpen: 'Only a loan paid out and still open can be written off',
  writeOffAlready: 'This loan is already written off',
  writtenOffNoWaiver: 'This loan is written off: its late fees are no longer in the books, so there is nothing to waive',
} as const;

/** Texts of the back office's desk screens (issue 32); English, as the back office is. */
export const DESK_LABELS = {
  daysOverdue: (days: number) => (days === 1 ? '1 day overdue' : `${days} days overdue`),
} as const;

/** The field messages of the offer form (decision 062); only staff fill it, so English only. */
export const OFFER_VALIDATION_MESSAGES = {
  kindInvalid: 'Kind must be restructure or holiday',
  termInvalid: 'A restructure needs its new term: a whole number of months from 1 to 60',
  installmentsInvalid: 'A payment holiday is of 1 or 2 installments',
} as const;

/** The field messages of the collection forms; only staff fill them, so English only. */
export const COLLECTION_VALIDATION_MESSAGES = {
  channelInvalid: 'Channel must be call, sms, email or visit',
  outcomeInvalid: 'Outcome must be reached, no_answer, promise_to_pay, dispute or wrong_number',
  noteRequired: 'Note is required',
  noteTooLong: 'Note must be at most 1000 characters',
  nextActionAtInvalid: 'Next action must be a date and time, e.g. 2026-11-25T09:00:00+08:00',
  promiseRequired: 'A promise to pay needs its amount and date',
  promiseAmountInvalid: 'Promised amount must be more than 0 with at most 2 decimals',
  promiseDateInvalid: 'Promised date must be a date, e.g. 2026-11-30',
  loanIdsInvalid: 'Loans must be a list of 1 to 200 loan ids',
  collectorIdInvalid: 'Collector must be a staff member id',
  bucketInvalid: 'Bucket must be 1_30, 31_60, 61_90 or over_90',
  templateNameRequired: 'Name is required',
  templateNameTooLong: 'Name must be at most 100 characters',
  templateChannelInvalid: 'Channel must be sms or email',
  templateLanguageInvalid: 'Language must be en or fil',
  templateSubjectRequired: 'An email template needs its subject',
  templateSubjectTooLong: 'Subject must be at most 150 characters',
  templateBodyRequired: 'Text is required',
  templateBodyTooLong: 'Text must be at most 2000 characters',
  templateSmsTooLong: 'An SMS template must be at most 480 characters (three messages)',
  templatePlaceholderUnknown: 'Only these placeholders may be used: {name}, {amountDue}, {daysPastDue}, {paymentReference}, {company}, {hotline}',
  templateIdInvalid: 'Template must be a template id',
  recipientInvalid: 'Recipient must be borrower, contact_person or contacts',
  consentNoteRequired: 'Describe the written agreement: the document, its date and where it is kept',
  consentNoteTooLong: 'The description must be at most 1000 characters',
  reportMonthInvalid: 'Month must be a month, e.g. 2026-11',
} as const;

/** The facts of a decision template: the loan as the borrower knows it, formatted. */
type DecisionFacts = { amount: string; term: number; installment: string };
type DecisionTemplate = { title: string; message: (facts: DecisionFacts) => string };

/**
 * The officer's decision templates (issue 32): pre-filled in the borrower's
 * language and editable before sending. They travel as the notification's
 * title and message, so they are written for the borrower, not for staff.
 */
export const LOAN_DECISION_TEMPLATES: Readonly<Record<Language, Readonly<Record<LoanDecision, DecisionTemplate>>>> = {
  en: {
    approve: {
      title: 'Loan Approved',
      message: ({ amount, term, installment }) =>
        `Good news! Your loan of ${amount} over ${term} months is approved and the amount is credited to your wallet. Your monthly installment is ${installment}.`,
    },
    decline: {
      title: 'Loan Declined',
      message: ({ amount }) =>
        `We are sorry: your loan application of ${amount} cannot be approved at this time. You may apply again later, or contact your loan officer to learn why.`,
    },
    account_issue: {
      title: 'Account Issue',
      message: ({ amount }) =>
        `We need more information before we can decide on your loan application of ${amount}. Please check your profile and ID documents in the app, or contact your loan officer.`,
    },
  },
  fil: {
    approve: {
      title: 'Aprubado ang Loan',
      message: ({ amount, term, installment }) =>
        `Magandang balita! Naaprubahan ang loan mo na ${amount} sa loob ng ${term} buwan at naipasok na ang halaga sa wallet mo. Ang buwanang hulog mo ay ${installment}.`,
    },
    decline: {
      title: 'Hindi Naaprubahan ang Loan',
      message: ({ amount }) =>
        `Paumanhin: hindi maaprubahan sa ngayon ang loan application mo na ${amount}. Maaari kang mag-apply ulit sa susunod, o makipag-ugnayan sa iyong loan officer para malaman ang dahilan.`,
    },
    account_issue: {
      title: 'May Problema sa Account',
      message: ({ amount }) =>
        `Kailangan pa namin ng karagdagang impormasyon bago mapagpasyahan ang loan application mo na ${amount}. Tingnan ang profile at ID documents mo sa app, o makipag-ugnayan sa iyong loan officer.`,
    },
  },
};

/** The review screen's texts (issue 32); staff read them, so English only. */
export const LOAN_REVIEW_LABELS = {
  decision: 'Decision',
  decided: 'This loan is already decided: there is nothing left to decide.',
  factsFailed: 'The facts of this loan could not be loaded.',
  installmentToIncome: 'Installment against income',
  noIncome: 'No monthly income declared',
  aboveLimit: (limit: string) => `Above the limit of ${limit} of the declared income: approving needs a written reason and a second officer.`,
  reason: 'Reason for approving above the limit',
  reasonRequired: 'Please write why this loan is approved above the limit',
  reasonTooLong: 'Reason must be at most 500 characters',
  sentForSecondOfficerTitle: 'Sent for a second officer',
  sentForSecondOfficer: 'The installment is above the limit of the declared income: a second officer with Lending approves it in APPROVALS. Nothing changes until then.',
  creditScore: 'Credit score',
  verification: 'Verification',
  verified: 'Verified',
  notVerified: 'Not verified',
  idImages: 'ID images (each view is logged)',
  notUploaded: 'Not uploaded',
  countryWorking: 'Country of work',
  notGiven: 'Not given',
  earlierLoans: 'Earlier loans',
  noEarlierLoans: 'No earlier loans',
  openWithdrawals: 'Open withdrawals',
  noOpenWithdrawals: 'No open withdrawals',
  history: 'Account history',
  noHistory: 'Nothing recorded yet',
  colour: 'Notification colour',
  changeColour: 'Change colour',
  language: (language: string) => `Written in ${language}, the borrower's language`,
} as const;

/** COLLECTIONS (issue 32): the queue, the contact log and its form; staff read them, so English only. */
export const COLLECTION_LABELS = {
  section: 'COLLECTIONS',
  queue: 'Collection queue',
  bucket: 'Days past due',
  allBuckets: 'All buckets',
  buckets: { '1_30': '1–30 days', '31_60': '31–60 days', '61_90': '61–90 days', over_90: 'Over 90 days' },
  collector: 'Collector',
  allCollectors: 'All collectors',
  unassigned: 'Unassigned',
  select: (name: string) => `Select loan of ${name}`,
  selected: (count: number) => (count === 1 ? '1 loan selected' : `${count} loans selected`),
  assignTo: 'Assign to',
  assign: 'Assign',
  assigned: (count: number) => (count === 1 ? '1 loan assigned' : `${count} loans assigned`),
  borrower: 'Borrower',
  daysPastDue: 'Days past due',
  amountDue: 'Amount due',
  lastContact: 'Last contact',
  noContact: 'None yet',
  promise: 'Promise to pay',
  promiseStates: { open: 'open', kept: 'kept', broken: 'broken' },
  contacts: 'Contacts',
  openContacts: (name: string) => `Contacts of ${name}`,
  contactLog: 'Contact log',
  noContacts: 'No contact logged yet',
  logContact: 'Log contact',
  contactLogged: 'Contact logged',
  contactRefused: 'Contact not logged',
  channel: 'Channel',
  channels: { call: 'Call', sms: 'SMS', email: 'Email', visit: 'Visit' },
  outcome: 'Outcome',
  outcomes: { reached: 'Reached', no_answer: 'No answer', promise_to_pay: 'Promise to pay', dispute: 'Dispute', wrong_number: 'Wrong number' },
  note: 'Note',
  nextActionAt: 'Next action (Manila time)',
  promiseAmount: 'Promised amount (PHP)',
  promiseDate: 'Promised date',
  promiseOptional: 'A promise to pay (optional unless the outcome is a promise)',
} as const;
