import { count, params } from '@nanostores/i18n';
import type { ComplaintCategory, ComplaintState } from '../complaints';

/*
 * Texts of the complaints desk (issue 15, RA 11765). Every text a borrower
 * reads about a complaint sits here, categories and states "in words"
 * through the two label maps, so a translation has one place to go.
 */

export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  loan_terms: 'Loan terms, interest or fees',
  payment_not_credited: 'Payment not credited',
  collection_conduct: 'Collection practices',
  data_privacy: 'Privacy of my data',
  app_problem: 'Problem with the app',
  other: 'Something else',
};

export const COMPLAINT_STATE_LABELS: Record<ComplaintState, string> = {
  submitted: 'Received',
  acknowledged: 'Acknowledged',
  in_progress: 'In progress',
  escalated: 'Escalated',
  resolved: 'Resolved',
};

export const COMPLAINT_TEXTS = {
  cardTitle: 'Complaints',
  intro: 'Tell us what went wrong. We acknowledge every complaint and answer it within the time the law gives us.',
  fileButton: 'File a complaint',
  formTitle: 'File a complaint',
  category: 'What is it about?',
  categoryPlaceholder: 'Choose a category',
  description: 'What happened?',
  descriptionPlaceholder: 'Describe what happened, with dates and amounts if you have them.',
  evidence: 'Photos or screenshots (optional, up to 2)',
  evidenceAdd: 'Add an image',
  evidenceRemove: 'Remove',
  submit: 'Submit complaint',
  cancel: 'Cancel',
  close: 'Close',
  offlineReason: 'You are offline. You can read your complaints, but filing one needs a connection.',
  filedTitle: 'Complaint received',
  yourReference: 'Your reference number',
  none: 'You have not filed any complaints.',
  filedOn: 'Filed',
  answerBy: 'Answer due by',
  resolvedOn: 'Resolved',
  replies: 'Replies',
  fromUs: 'Our reply',
  resolution: 'Resolution',
  escalation: 'Escalated',
  evidenceShown: 'Evidence',
  loadFailed: 'Your complaints could not be loaded.',
  fileFailed: 'Your complaint could not be filed. Please try again.',
  // complaintReceivedMessage's words, for the screen: the count is the days to acknowledge.
  receivedMessage: params(
    count({
      one: 'We received your complaint. Your reference number is {reference}. An officer will take it up within {count} day and answer it within {resolveDays} days.',
      other: 'We received your complaint. Your reference number is {reference}. An officer will take it up within {count} days and answer it within {resolveDays} days.',
    }),
  ),
} as const;

/** The in-app notification of a staff step, naming the complaint and what was said. */
export function complaintUpdateMessage({ reference, message }: { reference: string; message: string }): string {
  return `${reference}: ${message}`;
}

/** What the complaint forms and calls refuse, and why. */
export const COMPLAINT_VALIDATION_MESSAGES = {
  categoryUnknown: 'Please choose what your complaint is about',
  descriptionRequired: 'Please describe what happened',
  descriptionTooLong: 'Please keep the description to at most 2,000 characters',
  evidenceTooMany: 'You can attach at most 2 images',
  evidenceInvalid: 'An image link is missing or invalid',
  actionUnknown: "Action must be 'assign', 'reply', 'resolve' or 'escalate'",
  messageRequired: 'Please write a message',
  messageTooLong: 'Please keep the message to at most 2,000 characters',
  assigneeInvalid: 'Invalid assignee',
  textCharactersInvalid: 'Please remove tabs, control characters and text-direction marks from this text',
} as const;

export const COMPLAINT_SERVER_MESSAGES = {
  notFound: 'Complaint not found',
  alreadyResolved: 'This complaint has been resolved and can no longer change',
  alreadyEscalated: 'This complaint has already been escalated',
  assigneeNotStaff: 'A complaint can only be assigned to a staff member',
  staffCannotFile: 'Staff accounts cannot file complaints',
  evidenceRepeated: 'The same image was attached twice',
} as const;

/** The back office's section of the complaints queue (staff screens stay English). */
export const COMPLAINTS_SECTION_LABEL = 'COMPLAINTS';

/** The queue's search box: it finds a complaint by its reference, or its borrower by name or contact number. */
export const COMPLAINTS_SEARCH_PLACEHOLDER = 'Search by Reference / Name / Contact #';
