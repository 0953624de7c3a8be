/*
 * The compliance desk's answers (issue 33, decision 065). Only staff with the
 * compliance duty read them, in English (decision 024): nothing here ever
 * reaches a borrower, so a held payout tells them nothing (no tipping off).
 */
export const COMPLIANCE_MESSAGES = {
  listTypeInvalid: 'Send the UN list as application/xml with ?source=un, and the AMLC list as text/csv with ?source=amlc',
  listNotUnList: 'This file is not the UN Security Council Consolidated List in its published XML format: nothing was imported',
  listNotAmlcCsv:
    'This file is not an AMLC designation list: its first line must be reference,name,aliases,birth_dates,listed_on and every row needs a reference and a name: nothing was imported',
  screeningCaseNotFound: 'Screening case not found',
  screeningCaseDecided: 'This screening case is already decided',
  /** What an officer paying out a held member reads: it names no list and no case, as the borrower's side says only "under review". */
  payoutUnderReview: 'This is under review and cannot be paid out now',
  alertNotFound: 'Alert not found',
  alertDecided: 'This alert is already decided',
  reportNotFound: 'Report not found',
  reportFiled: 'This report is already filed',
  borrowerNotFound: 'Borrower not found',
  nonWorkingDayExists: 'This day is already a non-working day',
  nonWorkingDayNotFound: 'This day is not on the calendar of non-working days',
} as const;

/** The field messages of the compliance forms; only staff fill them, so English only. */
export const COMPLIANCE_VALIDATION_MESSAGES = {
  sourceInvalid: 'Source must be un or amlc',
  decisionInvalid: 'Decision must be clear or confirm',
  isPepInvalid: 'isPep must be true or false',
  noteRequired: 'Write down what the enhanced due diligence found',
  noteTooLong: 'The note must be at most 4000 characters',
  countriesInvalid: 'Each list must be a list of countries from the country list, at most 100',
  reportFileInvalid: 'Ask for a report by its number, as 12.csv or 12.json',
  alertDecisionInvalid: 'Decision must be close or report',
  filingReferenceRequired: "The AMLC's acknowledgement reference is required",
  filingReferenceTooLong: 'The reference must be at most 100 characters',
  reasonRequired: 'A reason is required',
  reasonTooLong: 'Reason must be at most 1000 characters',
  dayInvalid: 'Give the day as YYYY-MM-DD, a real date from 2000 to 2100',
  yearInvalid: 'Year must be a whole number from 2000 to 2100',
  dayNameRequired: 'Name the holiday or the proclamation',
  dayNameTooLong: 'The name must be at most 200 characters',
} as const;
