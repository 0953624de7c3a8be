/*
 * The officer's desk (issue 32): the API's answers on deciding a loan and on
 * collecting. Only staff read them: the back office stays English (decision 024).
 * The codes of the MC 18 refusals name the rule (decision 058).
 */
export const DESK_MESSAGES = {
  affordabilityReasonRequired:
    'The installment takes more of the declared income than the limit allows: approving it needs a written reason, and a second officer',
  mc18QuietHours: 'SEC MC 18 s.2019: no contact with a borrower before 06:00 or after 22:00 (Manila time, and the borrower\u2019s own time where they work), unless the loan is more than 15 days past due or the borrower agreed in writing',
  mc18TemplateRequired: 'SEC MC 18 s.2019: collection messages are sent only from a template approved by compliance, never as free text',
  mc18TemplateNotApproved: 'SEC MC 18 s.2019: this template is not approved by compliance yet',
  mc18ThirdParty: 'SEC MC 18 s.2019: only the borrower may be contacted about the debt, never the emergency contact or the borrower\u2019s contacts',
  collectionTemplateNotFound: 'Collection template not found',
  collectionTemplateAlreadyApproved: 'This template is already approved',
  contactLoanNotPaidOut: 'Contacts are logged only on a loan that has paid out',
  collectorNotStaff: 'A collector must be a staff member with the Collections duty',
  offerNothingOwed: 'Nothing remains owed on this loan: there is nothing to restructure',
  offerLoanNotOpen: 'Offers are made only on a loan paid out and still open',
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
} as const;
