/*
 * Wire shapes of the officer's desk (issue 32): the facts a loan is decided
 * with. Money in pesos, instants ISO 8601, as in contract.ts.
 */
import type { CreditBand } from '../credit';
import type { OfferDisclosure } from '../repayment';

/** What an officer may still decide on a loan. */
export type LoanDecision = 'approve' | 'decline' | 'account_issue';

/** An earlier loan of the same borrower and how it was paid. */
type EarlierLoan = {
  id: number;
  amount: number;
  term: number;
  status: string;
  createdAt: string;
  outstanding: number;
  installmentsPaid: number;
  installmentsOverdue: number;
  /** The most days past due of any of its installments now. */
  daysPastDue: number;
};

type OpenWithdrawal = { id: number; amount: number; status: string; createdAt: string };

/** GET /api/admin/loans/{id}: `review`, what the officer decides with (decision 057). */
export type LoanReviewFacts = {
  monthlyInstallment: number;
  /** The borrower's declared monthly income; null when none. */
  monthlyIncome: number | null;
  /** The installment over the income, 0.5889 for 58.89 %; null without an income above 0. */
  installmentToIncome: number | null;
  /** MAX_INSTALLMENT_TO_INCOME as a share (0.4); 0 when the check is off. */
  limit: number;
  isAboveLimit: boolean;
  creditScore: number;
  creditBand: CreditBand['label'];
  isVerified: boolean;
  /** The identity documents on file: front_id, back_id, selfie_with_id. */
  documentTypes: string[];
  countryWorking: string | null;
  earlierLoans: EarlierLoan[];
  openWithdrawals: OpenWithdrawal[];
  /** Empty once the loan is decided (approved, declined, paid out, closed). */
  decisions: LoanDecision[];
};

/** GET /api/loans/affordability: MAX_INSTALLMENT_TO_INCOME as a share (0.4), 0 when off; the application form shows the borrower their share (issue 32). */
export type AffordabilityLimit = { limit: number };

/** GET /api/loans/documentary-stamp-tax: who bears the tax of a loan paid out now (DST_BORNE_BY, decision 072); the application's disclosure deducts it when the borrower does. */
export type DstTerms = { borneBy: 'lender' | 'borrower' };

/** GET /api/admin/collections: one loan past due in the collector's queue (no emergency contact: MC 18). */
export type CollectionQueueItem = {
  loanId: number;
  userId: number;
  fullName: string;
  contactNumber: string;
  daysPastDue: number;
  bucket: '1_30' | '31_60' | '61_90' | 'over_90';
  /** What is owed on the installments past their due date, late fees included. */
  amountDue: number;
  lastContact: { at: string; channel: string; outcome: string } | null;
  /** The newest promise to pay and whether the payments since kept it. */
  promise: { amount: number; date: string; state: 'open' | 'kept' | 'broken' } | null;
  collector: { id: number; fullName: string } | null;
  hasNightConsent: boolean;
};

/** POST /api/admin/loans/{id}/contacts and GET of the same: one contact of the log. */
export type CollectionContact = {
  id: number;
  loanId: number;
  actorId: number;
  channel: string;
  outcome: string;
  note: string;
  nextActionAt: string | null;
  promise: { amount: number; date: string } | null;
  createdAt: string;
};

/** A collection SMS or email template (issue 32): only an approved one can be sent. */
export type CollectionTemplate = {
  id: number;
  name: string;
  channel: 'sms' | 'email';
  language: 'en' | 'fil';
  subject: string | null;
  body: string;
  state: 'pending' | 'approved';
  createdBy: { id: number; fullName: string };
  createdAt: string;
  approvedBy: { id: number; fullName: string } | null;
  approvedAt: string | null;
};

/** A collection message sent to the borrower from a template: what it said and where it went (masked). */
export type CollectionMessage = {
  id: number;
  loanId: number;
  templateId: number;
  channel: 'sms' | 'email';
  text: string;
  reaches: string[];
  sentBy: number;
  sentAt: string;
};

/** The borrower's written agreement to be contacted outside 06:00–22:00 (SEC MC 18 s.2019). */
export type CollectionConsent = { loanId: number; note: string; recordedBy: number; recordedAt: string };

type RollBucket = 'current' | '1_30' | '31_60' | '61_90' | 'over_90';

/** GET /api/admin/collections/reports/roll-rates: the loans open at `from` (a month's eve), by where they stood at `to` (its last day). */
export type RollRates = {
  month: string;
  from: string;
  to: string;
  rows: Array<{ bucket: RollBucket; loans: number; to: Record<RollBucket | 'closed', number> }>;
};

/** GET /api/admin/collections/reports/efficiency: collected in the month against what fell due in it; `ratio` null when nothing fell due. */
export type CollectionEfficiency = {
  month: string;
  due: number;
  collected: number;
  ratio: number | null;
  collectors: Array<{ collector: { id: number; fullName: string } | null; loans: number; due: number; collected: number; ratio: number | null }>;
};

/** GET /api/admin/collections/reports/promises: the promises to pay dated in the month; `keptRate` is kept over kept and broken. */
export type PromisesKept = {
  month: string;
  made: number;
  kept: number;
  broken: number;
  open: number;
  keptRate: number | null;
  collectors: Array<{ collector: { id: number; fullName: string }; made: number; kept: number; broken: number; open: number; keptRate: number | null }>;
};

/** A borrower's request for help on a loan (issue 32, decision 062). */
export type LoanHelpRequest = {
  id: number;
  loanId: number;
  kind: 'extension' | 'hardship';
  months: number | null;
  reason: string | null;
  note: string | null;
  state: 'open' | 'answered';
  createdAt: string;
};

/** One installment of an offer's new schedule, in pesos. */
type OfferInstallment = { number: number; dueDate: string; principal: number; interest: number; amount: number };

/** Staff's offer on a loan: the new schedule and its Truth in Lending disclosure (decision 062). */
export type LoanOffer = {
  id: number;
  loanId: number;
  requestId: number | null;
  kind: 'restructure' | 'holiday';
  term: number | null;
  installments: number | null;
  state: 'open' | 'accepted' | 'superseded';
  carriedPrincipal: number;
  carriedInterest: number;
  financeCharge: number;
  lateFeesWaived: number;
  schedule: OfferInstallment[];
  disclosure: OfferDisclosure;
  createdAt: string;
  acceptedAt: string | null;
};
