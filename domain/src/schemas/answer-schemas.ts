import * as v from 'valibot';
import { COMPLAINT_CATEGORIES } from '../complaints';
import {
  APPROVAL_KINDS,
  MESSAGE_CHANNEL_CHOICES,
  STAFF_DUTIES,
  type AdminComplaint,
  type AdminLoanDetail,
  type AffordabilityLimit,
  type DstTerms,
  type Approval,
  type ApprovalPending,
  type AuditEntry,
  type AuthResponse,
  type BookAccount,
  type CollectionConsent,
  type CollectionContact,
  type CollectionMessage,
  type CollectionTemplate,
  type CollectionEfficiency,
  type PromisesKept,
  type RollRates,
  type CollectionQueueItem,
  type JournalPeriod,
  type FinancialStatements,
  type AccountLedger,
  type LoanReviewFacts,
  type BookCloseResult,
  type BookCloses,
  type BookRemittanceResult,
  type DstReport,
  type LoanHelpRequest,
  type LoanOffer,
  type Reconciliation,
  type TrialBalance,
  type Complaint,
  type DocumentRecord,
  type DocumentView,
  type LedgerEntry,
  type Loan,
  type LoanPayoffQuote,
  type LoanTransaction,
  type LoanWithAccount,
  type LoginResponse,
  type MessagesNeedingAttention,
  type MfaChallenge,
  type MfaEnrolResponse,
  type Notification,
  type PaymentCallbackResult,
  type PaymentReceipt,
  type PublicUser,
  type SettlementImportResult,
  type StaffMessage,
  type UnmatchedPayment,
  type Withdrawal,
} from '../contract';
import { DOCUMENT_TYPES } from '../documents';
import { LANGUAGES } from '../i18n';
import { PAYMENT_CHANNELS } from '../repayment';

/*
 * What the API answers (issue 30 item 2, decision 054): the schemas of the
 * published document's answers. Each is held to its contract type in
 * contract/ by `satisfies v.GenericSchema<unknown, T>`: a field the type
 * requires and the schema lacks, or of another type, fails the type-check,
 * so the document cannot drift from what the services return. Each object is
 * strict (additionalProperties: false in the document): a field a service
 * returns that the schema does not name fails the API tests, so nothing
 * leaves the server undocumented, a stray column or secret included.
 */

const Instant = v.pipe(v.string(), v.isoTimestamp());
const Day = v.pipe(v.string(), v.isoDate());
const Pesos = v.number();
const Id = v.pipe(v.number(), v.integer());
const ROLES = ['borrower', 'admin', 'main_admin'] as const;

export const PublicUserSchema = v.strictObject({
  id: Id,
  fullName: v.string(),
  email: v.string(),
  contactNumber: v.string(),
  address: v.nullable(v.string()),
  countryWorking: v.nullable(v.string()),
  monthlyIncome: v.nullable(Pesos),
  loanPurpose: v.nullable(v.string()),
  contactPersonName: v.nullable(v.string()),
  contactPersonTel: v.nullable(v.string()),
  bankName: v.nullable(v.string()),
  accountNumber: v.nullable(v.string()),
  creditScore: v.number(),
  walletBalance: Pesos,
  availableBalance: Pesos,
  role: v.picklist(ROLES),
  duties: v.optional(v.array(v.picklist(STAFF_DUTIES))),
  isActive: v.boolean(),
  isVerified: v.boolean(),
  verificationCompletedAt: v.nullable(Instant),
  withdrawalsHeldUntil: v.nullable(Instant),
  createdAt: Instant,
  registrationCountry: v.nullable(v.string()),
  hasCurrentPrivacyConsent: v.boolean(),
  language: v.picklist(LANGUAGES),
  messageChannels: v.optional(v.picklist(MESSAGE_CHANNEL_CHOICES)),
  emailVerified: v.optional(v.boolean()),
}) satisfies v.GenericSchema<unknown, PublicUser>;

export const AuthResponseSchema = v.strictObject({ user: PublicUserSchema }) satisfies v.GenericSchema<unknown, AuthResponse>;

/** POST /api/auth/logout. */
export const SignedOutSchema = v.strictObject({ user: v.null() });

/** `{ok: true}`: done, nothing more to say. */
export const OkSchema = v.strictObject({ ok: v.literal(true) });

/** A done action whose only news is a text for people (its code is the registry's). */
export const MessageAnswerSchema = v.strictObject({ message: v.string() });

export const MfaStateSchema = v.strictObject({ enabled: v.boolean() });

const MfaChallengeSchema = v.variant('state', [
  v.strictObject({ state: v.literal('enroll'), secret: v.string(), uri: v.string() }),
  v.strictObject({ state: v.literal('verify') }),
]) satisfies v.GenericSchema<unknown, MfaChallenge>;

export const MfaSetupSchema = v.strictObject({ secret: v.string(), uri: v.string() });

export const MfaEnrolResponseSchema = v.strictObject({ user: PublicUserSchema, recoveryCodes: v.array(v.string()) }) satisfies v.GenericSchema<unknown, MfaEnrolResponse>;

const UserSummarySchema = v.strictObject({ id: Id, fullName: v.string(), email: v.string(), contactNumber: v.string(), walletBalance: Pesos, creditScore: v.number() });

const WithdrawalCodeStateSchema = v.strictObject({ sentAt: Instant, expiresAt: Instant, triesLeft: v.number(), isVerified: v.boolean(), isExpired: v.boolean() });

const TruthInLendingSchema = v.strictObject({
  amountFinanced: Pesos,
  fees: Pesos,
  documentaryStampTax: Pesos,
  financeCharge: Pesos,
  netProceeds: Pesos,
  totalRepayment: Pesos,
  monthlyPayment: Pesos,
  flatMonthlyRate: v.number(),
  effectiveMonthlyRate: v.number(),
  effectiveAnnualRate: v.number(),
  nominalAnnualRate: v.number(),
  method: v.string(),
});

export const LoanSchema = v.strictObject({
  id: Id,
  userId: Id,
  user: v.optional(UserSummarySchema),
  amount: Pesos,
  term: v.number(),
  interestRate: v.number(),
  monthlyPayment: Pesos,
  totalRepayment: Pesos,
  status: v.picklist(['pending', 'approved', 'rejected', 'closed', 'cancelled']),
  startDate: v.nullable(Day),
  createdAt: Instant,
  disbursedAt: v.nullable(Instant),
  disclosure: TruthInLendingSchema,
  restructuredAt: v.nullable(Instant),
  writtenOffAt: v.optional(v.nullable(Instant)),
  withdrawalCode: v.optional(v.nullable(v.strictObject({ ...WithdrawalCodeStateSchema.entries, withdrawalId: Id }))),
}) satisfies v.GenericSchema<unknown, Loan>;

const LoanInstallmentSchema = v.strictObject({
  number: v.number(),
  dueDate: Day,
  principal: Pesos,
  interest: Pesos,
  lateFee: Pesos,
  lateFeeWaived: Pesos,
  interestWaived: Pesos,
  amountPaid: Pesos,
  outstanding: Pesos,
  state: v.picklist(['upcoming', 'due', 'overdue', 'partly_paid', 'paid']),
  daysPastDue: v.number(),
});

export const LoanWithAccountSchema = v.strictObject({
  ...LoanSchema.entries,
  installments: v.array(LoanInstallmentSchema),
  outstanding: Pesos,
  paymentReference: v.nullable(v.string()),
  nextDue: v.nullable(v.strictObject({ dueDate: Day, amount: Pesos, daysOverdue: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  cancellableUntil: v.nullable(Instant),
  autoPayConsentAt: v.nullable(Instant),
}) satisfies v.GenericSchema<unknown, LoanWithAccount>;

export const LoginResponseSchema = v.strictObject({
  user: PublicUserSchema,
  mfa: v.optional(MfaChallengeSchema),
  loans: v.optional(v.array(LoanWithAccountSchema)),
}) satisfies v.GenericSchema<unknown, LoginResponse>;

export const WithdrawalSchema = v.strictObject({
  id: Id,
  userId: Id,
  user: v.optional(
    v.strictObject({
      id: Id,
      fullName: v.string(),
      email: v.string(),
      contactNumber: v.string(),
      walletBalance: Pesos,
      bankName: v.nullable(v.string()),
      accountNumber: v.nullable(v.string()),
      withdrawalsHeldUntil: v.nullable(Instant),
    }),
  ),
  amount: Pesos,
  status: v.picklist(['awaiting_code', 'pending', 'approved', 'rejected', 'expired']),
  createdAt: Instant,
  verifiedAt: v.nullable(Instant),
  decidedAt: v.nullable(Instant),
  code: WithdrawalCodeStateSchema,
  codeSentTo: v.array(v.string()),
}) satisfies v.GenericSchema<unknown, Withdrawal>;

export const NotificationSchema = v.strictObject({
  id: Id,
  userId: Id,
  title: v.string(),
  message: v.string(),
  type: v.string(),
  color: v.string(),
  createdAt: Instant,
  isRead: v.boolean(),
}) satisfies v.GenericSchema<unknown, Notification>;

export const DocumentRecordSchema = v.strictObject({
  id: Id,
  userId: Id,
  type: v.picklist(DOCUMENT_TYPES),
  filename: v.string(),
  contentType: v.string(),
  size: v.number(),
  uploadedAt: Instant,
}) satisfies v.GenericSchema<unknown, DocumentRecord>;

export const DocumentViewSchema = v.strictObject({
  id: Id,
  documentType: v.picklist(DOCUMENT_TYPES),
  viewedAt: Instant,
  viewerName: v.string(),
  viewerRole: v.picklist(ROLES),
}) satisfies v.GenericSchema<unknown, DocumentView>;

export const LedgerEntrySchema = v.strictObject({
  id: Id,
  userId: Id,
  amount: Pesos,
  kind: v.picklist(['disbursement', 'withdrawal', 'adjustment', 'reversal', 'loan_payment', 'loan_payment_reversal', 'loan_cancellation']),
  reason: v.nullable(v.string()),
  actorId: v.nullable(Id),
  loanId: v.nullable(Id),
  withdrawalId: v.nullable(Id),
  createdAt: Instant,
  balanceAfter: Pesos,
}) satisfies v.GenericSchema<unknown, LedgerEntry>;

export const AuditEntrySchema = v.strictObject({
  id: Id,
  actorId: v.nullable(Id),
  actorEmail: v.nullable(v.string()),
  action: v.string(),
  targetType: v.string(),
  targetId: v.nullable(v.union([v.number(), v.string()])),
  before: v.unknown(),
  after: v.unknown(),
  createdAt: Instant,
}) satisfies v.GenericSchema<unknown, AuditEntry>;

const StaffMessageSchema = v.strictObject({
  id: Id,
  channel: v.string(),
  destination: v.string(),
  purpose: v.string(),
  state: v.string(),
  attempts: v.number(),
  body: v.string(),
  provider: v.nullable(v.string()),
  providerMessageId: v.nullable(v.string()),
  failureReason: v.nullable(v.string()),
  createdAt: Instant,
  notBefore: Instant,
  sentAt: v.nullable(Instant),
  deliveredAt: v.nullable(Instant),
}) satisfies v.GenericSchema<unknown, StaffMessage>;

export const MessagesNeedingAttentionSchema = v.strictObject({
  failed: v.number(),
  retrying: v.number(),
  messages: v.array(v.strictObject({ ...StaffMessageSchema.entries, userId: Id, memberName: v.string() })),
}) satisfies v.GenericSchema<unknown, MessagesNeedingAttention>;

export const ComplaintSchema = v.strictObject({
  id: Id,
  reference: v.string(),
  category: v.picklist(COMPLAINT_CATEGORIES),
  description: v.string(),
  state: v.picklist(['submitted', 'acknowledged', 'in_progress', 'escalated', 'resolved']),
  createdAt: Instant,
  acknowledgedAt: v.nullable(Instant),
  ackDueAt: Instant,
  resolveDueAt: Instant,
  resolvedAt: v.nullable(Instant),
  overdue: v.nullable(v.picklist(['acknowledgement', 'resolution'])),
  evidence: v.array(v.strictObject({ id: Id, url: v.string(), contentType: v.string(), size: v.number() })),
  messages: v.array(v.strictObject({ id: Id, kind: v.picklist(['reply', 'escalation', 'resolution']), body: v.string(), createdAt: Instant })),
}) satisfies v.GenericSchema<unknown, Complaint>;

export const AdminComplaintSchema = v.strictObject({
  ...ComplaintSchema.entries,
  user: v.strictObject({ id: Id, fullName: v.string(), email: v.string(), contactNumber: v.string() }),
  assignee: v.nullable(v.strictObject({ id: Id, email: v.string(), fullName: v.string() })),
}) satisfies v.GenericSchema<unknown, AdminComplaint>;

export const LoanPayoffQuoteSchema = v.strictObject({
  loanId: Id,
  asOf: Day,
  principal: Pesos,
  interest: Pesos,
  lateFees: Pesos,
  amount: Pesos,
  interestNotCharged: Pesos,
}) satisfies v.GenericSchema<unknown, LoanPayoffQuote>;

export const LoanTransactionSchema = v.strictObject({
  id: Id,
  loanId: Id,
  kind: v.picklist(['disbursement', 'repayment', 'late_fee', 'waiver', 'reversal']),
  amount: Pesos,
  receiptNumber: v.nullable(v.string()),
  source: v.nullable(v.picklist(['wallet', ...PAYMENT_CHANNELS])),
  channelPartner: v.nullable(v.string()),
  externalReference: v.nullable(v.string()),
  receivedAt: v.nullable(Instant),
  hasReceiptPhoto: v.boolean(),
  installment: v.nullable(v.number()),
  allocations: v.array(
    v.strictObject({ installment: v.number(), lateFee: Pesos, interest: Pesos, principal: Pesos, interestWaived: Pesos, lateFeeNotDue: Pesos }),
  ),
  reason: v.nullable(v.string()),
  actorId: v.nullable(Id),
  reversesId: v.nullable(Id),
  reversedById: v.nullable(Id),
  createdAt: Instant,
}) satisfies v.GenericSchema<unknown, LoanTransaction>;

export const PaymentReceiptSchema = v.strictObject({
  transaction: LoanTransactionSchema,
  receiptNumber: v.string(),
  loanId: Id,
  amount: Pesos,
  balance: Pesos,
  isLoanClosed: v.boolean(),
}) satisfies v.GenericSchema<unknown, PaymentReceipt>;

/** PUT /api/loans/:id/auto-pay. */
export const AutoPayStateSchema = v.strictObject({ loanId: Id, autoPayConsentAt: v.nullable(Instant) });

/** POST /api/loans/:id/cancel. */
export const CancelledLoanSchema = v.strictObject({ id: Id, status: v.picklist(['pending', 'approved', 'rejected', 'closed', 'cancelled']) });

/** POST /api/objects/upload: where to PUT the file. */
export const UploadUrlSchema = v.strictObject({ uploadURL: v.string() });

/** PUT /api/objects/upload/:token: the stored file's path, to register as a document. */
export const UploadedObjectSchema = v.strictObject({ objectPath: v.string() });

const UNMATCHED_REASONS = ['invalid_row', 'invalid_reference', 'unknown_reference', 'above_payoff', 'loan_not_open'] as const;

export const PaymentCallbackResultSchema = v.variant('status', [
  v.strictObject({ status: v.picklist(['posted', 'duplicate']), receipt: PaymentReceiptSchema }),
  v.strictObject({ status: v.literal('unmatched'), reason: v.picklist(UNMATCHED_REASONS), message: v.string() }),
]) satisfies v.GenericSchema<unknown, PaymentCallbackResult>;

const ApprovalPersonSchema = v.strictObject({ id: Id, fullName: v.string() });

export const ApprovalSchema = v.strictObject({
  id: Id,
  kind: v.picklist(APPROVAL_KINDS),
  loanId: v.nullable(Id),
  paymentId: v.nullable(Id),
  borrower: ApprovalPersonSchema,
  amount: Pesos,
  maker: ApprovalPersonSchema,
  makerReason: v.nullable(v.string()),
  createdAt: Instant,
  state: v.picklist(['pending', 'approved', 'rejected']),
  checker: v.nullable(ApprovalPersonSchema),
  decidedAt: v.nullable(Instant),
  reason: v.nullable(v.string()),
}) satisfies v.GenericSchema<unknown, Approval>;

/** 202: the action waits for a second officer (decision 022). */
export const ApprovalPendingSchema = v.strictObject({ approval: ApprovalSchema }) satisfies v.GenericSchema<unknown, ApprovalPending>;

/** GET /api/loans/affordability (issue 32). */
export const AffordabilityLimitSchema = v.strictObject({ limit: v.number() }) satisfies v.GenericSchema<unknown, AffordabilityLimit>;

/** GET /api/loans/documentary-stamp-tax (decision 072). */
export const DstTermsSchema = v.strictObject({ borneBy: v.picklist(['lender', 'borrower']) }) satisfies v.GenericSchema<unknown, DstTerms>;

const LoanReviewFactsSchema = v.strictObject({
  monthlyInstallment: Pesos,
  monthlyIncome: v.nullable(Pesos),
  installmentToIncome: v.nullable(v.number()),
  limit: v.number(),
  isAboveLimit: v.boolean(),
  creditScore: v.number(),
  creditBand: v.picklist(['Bad Credit', 'Good Credit', 'Excellent Credit']),
  isVerified: v.boolean(),
  documentTypes: v.array(v.string()),
  countryWorking: v.nullable(v.string()),
  earlierLoans: v.array(
    v.strictObject({
      id: Id,
      amount: Pesos,
      term: v.number(),
      status: v.string(),
      createdAt: Instant,
      outstanding: Pesos,
      installmentsPaid: v.number(),
      installmentsOverdue: v.number(),
      daysPastDue: v.number(),
    }),
  ),
  openWithdrawals: v.array(v.strictObject({ id: Id, amount: Pesos, status: v.string(), createdAt: Instant })),
  decisions: v.array(v.picklist(['approve', 'decline', 'account_issue'])),
}) satisfies v.GenericSchema<unknown, LoanReviewFacts>;

/** POST /api/loans/{id}/extension and /hardship (decision 062). */
export const LoanHelpRequestSchema = v.strictObject({
  id: Id,
  loanId: Id,
  kind: v.picklist(['extension', 'hardship']),
  months: v.nullable(v.number()),
  reason: v.nullable(v.string()),
  note: v.nullable(v.string()),
  state: v.picklist(['open', 'answered']),
  createdAt: Instant,
}) satisfies v.GenericSchema<unknown, LoanHelpRequest>;

/** GET /api/loans/{id}/offers, POST …/offers/{offerId}/accept, POST /api/admin/loans/{id}/offers. */
export const LoanOfferSchema = v.strictObject({
  id: Id,
  loanId: Id,
  requestId: v.nullable(Id),
  kind: v.picklist(['restructure', 'holiday']),
  term: v.nullable(v.number()),
  installments: v.nullable(v.number()),
  state: v.picklist(['open', 'accepted', 'superseded']),
  carriedPrincipal: Pesos,
  carriedInterest: Pesos,
  financeCharge: Pesos,
  lateFeesWaived: Pesos,
  schedule: v.array(v.strictObject({ number: v.number(), dueDate: Day, principal: Pesos, interest: Pesos, amount: Pesos })),
  disclosure: v.strictObject({
    amountFinanced: Pesos,
    financeCharge: Pesos,
    totalRepayment: Pesos,
    monthlyPayment: Pesos,
    installments: v.number(),
    monthsDeferred: v.number(),
    effectiveMonthlyRate: v.number(),
    effectiveAnnualRate: v.number(),
  }),
  createdAt: Instant,
  acceptedAt: v.nullable(Instant),
}) satisfies v.GenericSchema<unknown, LoanOffer>;

export const AdminLoanDetailSchema = v.strictObject({
  loan: LoanWithAccountSchema,
  review: LoanReviewFactsSchema,
  amortization: v.array(v.strictObject({ period: v.pipe(v.number(), v.integer()), date: Day, interestEarned: Pesos, unearnedAfter: Pesos })),
  transactions: v.array(LoanTransactionSchema),
  audit: v.array(AuditEntrySchema),
  help: v.strictObject({ restructuredAt: v.nullable(Instant), writtenOffAt: v.nullable(Instant), writeOffDays: v.number(), requests: v.array(LoanHelpRequestSchema), offers: v.array(LoanOfferSchema) }),
}) satisfies v.GenericSchema<unknown, AdminLoanDetail>;

/** A loan account's figures after a change (POST /api/admin/loans/:id/waive-fee). */
export const LoanAccountFieldsSchema = v.pick(LoanWithAccountSchema, ['status', 'installments', 'outstanding', 'paymentReference', 'nextDue', 'cancellableUntil', 'autoPayConsentAt']);

export const UnmatchedPaymentSchema = v.strictObject({
  id: Id,
  origin: v.picklist(['settlement', 'callback']),
  line: v.nullable(v.number()),
  reference: v.string(),
  amount: v.nullable(Pesos),
  paidAt: v.nullable(v.string()),
  transactionId: v.string(),
  channel: v.nullable(v.string()),
  channelPartner: v.nullable(v.string()),
  reason: v.picklist(UNMATCHED_REASONS),
  message: v.string(),
  createdAt: Instant,
}) satisfies v.GenericSchema<unknown, UnmatchedPayment>;

export const SettlementImportResultSchema = v.strictObject({
  posted: v.number(),
  duplicates: v.number(),
  unmatched: v.number(),
  rows: v.array(
    v.strictObject({
      line: v.number(),
      status: v.picklist(['posted', 'duplicate', 'unmatched']),
      loanId: v.nullable(Id),
      receiptNumber: v.nullable(v.string()),
      reason: v.nullable(v.picklist(UNMATCHED_REASONS)),
      message: v.nullable(v.string()),
    }),
  ),
}) satisfies v.GenericSchema<unknown, SettlementImportResult>;

export const LoanAgingReportSchema = v.strictObject({
  asOf: v.string(),
  buckets: v.array(v.strictObject({ key: v.string(), minDays: v.number(), maxDays: v.nullable(v.number()), loans: v.number(), outstandingPrincipal: Pesos })),
  activeLoans: v.number(),
  outstandingPrincipal: Pesos,
  par30: v.strictObject({ loans: v.number(), outstandingPrincipal: Pesos, share: v.number() }),
  flagged: v.strictObject({ restructured: v.strictObject({ loans: v.number(), outstandingPrincipal: Pesos }), writtenOff: v.strictObject({ loans: v.number(), outstandingPrincipal: Pesos }) }),
});

/** GET /api/admin/audit/verify: whether the audit chain is whole, and where it breaks. */
export const AuditVerificationSchema = v.strictObject({ isValid: v.boolean(), checked: v.number(), problem: v.nullable(v.string()), badId: v.nullable(Id) });

/** A member's message history as staff see it. */
export const StaffMessagesSchema = v.array(StaffMessageSchema);

const AGING_BUCKET = v.picklist(['1_30', '31_60', '61_90', 'over_90']);

/** GET /api/admin/collections (issue 32): one loan of the collectors' queue. */
export const CollectionQueueItemSchema = v.strictObject({
  loanId: Id,
  userId: Id,
  fullName: v.string(),
  contactNumber: v.string(),
  daysPastDue: v.number(),
  bucket: AGING_BUCKET,
  amountDue: Pesos,
  lastContact: v.nullable(v.strictObject({ at: Instant, channel: v.string(), outcome: v.string() })),
  promise: v.nullable(v.strictObject({ amount: Pesos, date: Day, state: v.picklist(['open', 'kept', 'broken']) })),
  collector: v.nullable(v.strictObject({ id: Id, fullName: v.string() })),
  hasNightConsent: v.boolean(),
}) satisfies v.GenericSchema<unknown, CollectionQueueItem>;

/** A loan's contact log (issue 32). */
export const CollectionContactAnswerSchema = v.strictObject({
  id: Id,
  loanId: Id,
  actorId: Id,
  channel: v.string(),
  outcome: v.string(),
  note: v.string(),
  nextActionAt: v.nullable(Instant),
  promise: v.nullable(v.strictObject({ amount: Pesos, date: Day })),
  createdAt: Instant,
}) satisfies v.GenericSchema<unknown, CollectionContact>;

const StaffRef = v.strictObject({ id: Id, fullName: v.string() });

/** Collection templates and messages (issue 32). */
export const CollectionTemplateAnswerSchema = v.strictObject({
  id: Id,
  name: v.string(),
  channel: v.picklist(['sms', 'email']),
  language: v.picklist(LANGUAGES),
  subject: v.nullable(v.string()),
  body: v.string(),
  state: v.picklist(['pending', 'approved']),
  createdBy: StaffRef,
  createdAt: Instant,
  approvedBy: v.nullable(StaffRef),
  approvedAt: v.nullable(Instant),
}) satisfies v.GenericSchema<unknown, CollectionTemplate>;

export const CollectionMessageAnswerSchema = v.strictObject({
  id: Id,
  loanId: Id,
  templateId: Id,
  channel: v.picklist(['sms', 'email']),
  text: v.string(),
  reaches: v.array(v.string()),
  sentBy: Id,
  sentAt: Instant,
}) satisfies v.GenericSchema<unknown, CollectionMessage>;

export const CollectionConsentAnswerSchema = v.strictObject({ loanId: Id, note: v.string(), recordedBy: Id, recordedAt: Instant }) satisfies v.GenericSchema<unknown, CollectionConsent>;

const ROLL_BUCKET = v.picklist(['current', '1_30', '31_60', '61_90', 'over_90']);
const Ratio = v.nullable(v.number());

/** The collection reports (issue 32). */
export const RollRatesSchema = v.strictObject({
  month: v.string(),
  from: Day,
  to: Day,
  rows: v.array(
    v.strictObject({
      bucket: ROLL_BUCKET,
      loans: v.number(),
      to: v.strictObject({ current: v.number(), '1_30': v.number(), '31_60': v.number(), '61_90': v.number(), over_90: v.number(), closed: v.number() }),
    }),
  ),
}) satisfies v.GenericSchema<unknown, RollRates>;

export const CollectionEfficiencySchema = v.strictObject({
  month: v.string(),
  due: Pesos,
  collected: Pesos,
  ratio: Ratio,
  collectors: v.array(v.strictObject({ collector: v.nullable(StaffRef), loans: v.number(), due: Pesos, collected: Pesos, ratio: Ratio })),
}) satisfies v.GenericSchema<unknown, CollectionEfficiency>;

export const PromisesKeptSchema = v.strictObject({
  month: v.string(),
  made: v.number(),
  kept: v.number(),
  broken: v.number(),
  open: v.number(),
  keptRate: Ratio,
  collectors: v.array(v.strictObject({ collector: StaffRef, made: v.number(), kept: v.number(), broken: v.number(), open: v.number(), keptRate: Ratio })),
}) satisfies v.GenericSchema<unknown, PromisesKept>;

const ACCOUNT_TYPE = v.picklist(['asset', 'liability', 'equity', 'income', 'expense']);

/** The books (issue 31). */
export const BookAccountSchema = v.strictObject({ code: v.string(), name: v.string(), type: ACCOUNT_TYPE, normalSide: v.picklist(['debit', 'credit']), isContra: v.boolean(), isActive: v.boolean() }) satisfies v.GenericSchema<
  unknown,
  BookAccount
>;

export const BookAccountsSchema = v.strictObject({
  accounts: v.array(BookAccountSchema),
}) satisfies v.GenericSchema<unknown, { accounts: BookAccount[] }>;

export const TrialBalanceSchema = v.strictObject({
  at: Day,
  accounts: v.array(v.strictObject({ code: v.string(), name: v.string(), type: ACCOUNT_TYPE, debit: Pesos, credit: Pesos })),
  totalDebit: Pesos,
  totalCredit: Pesos,
}) satisfies v.GenericSchema<unknown, TrialBalance>;

const StatementAmountsSchema = v.strictObject({ current: Pesos, prior: Pesos });
const StatementLineSchema = v.strictObject({ code: v.string(), name: v.string(), current: Pesos, prior: Pesos });
const StatementSectionSchema = v.strictObject({
  items: v.array(v.strictObject({ code: v.string(), name: v.string(), current: Pesos, prior: Pesos, contra: v.array(StatementLineSchema), net: StatementAmountsSchema })),
  total: StatementAmountsSchema,
});

export const FinancialStatementsSchema = v.strictObject({
  from: Day,
  to: Day,
  priorFrom: Day,
  priorTo: Day,
  balanceSheet: v.strictObject({
    assets: StatementSectionSchema,
    liabilities: StatementSectionSchema,
    equity: StatementSectionSchema,
    earnings: StatementAmountsSchema,
    totalLiabilitiesAndEquity: StatementAmountsSchema,
  }),
  incomeStatement: v.strictObject({ income: StatementSectionSchema, expenses: StatementSectionSchema, netIncome: StatementAmountsSchema }),
}) satisfies v.GenericSchema<unknown, FinancialStatements>;

export const AccountLedgerSchema = v.strictObject({
  account: v.strictObject({ code: v.string(), name: v.string(), type: ACCOUNT_TYPE, normalSide: v.picklist(['debit', 'credit']) }),
  from: Day,
  to: Day,
  opening: Pesos,
  lines: v.array(
    v.strictObject({
      number: v.string(),
      date: Day,
      memo: v.string(),
      source: v.strictObject({ kind: v.string(), id: v.nullable(Id), loanId: v.nullable(Id), userId: v.nullable(Id) }),
      debit: Pesos,
      credit: Pesos,
      balance: Pesos,
    }),
  ),
  closing: Pesos,
}) satisfies v.GenericSchema<unknown, AccountLedger>;

export const JournalPeriodSchema = v.strictObject({
  from: Day,
  to: Day,
  entries: v.array(
    v.strictObject({
      number: v.string(),
      date: Day,
      valueDate: Day,
      memo: v.string(),
      source: v.strictObject({ kind: v.string(), id: v.nullable(Id) }),
      lines: v.array(v.strictObject({ account: v.string(), debit: Pesos, credit: Pesos })),
    }),
  ),
}) satisfies v.GenericSchema<unknown, JournalPeriod>;

/** POST /api/admin/books/close, carried out (decision 060). */
const BookCloseResultSchema = v.strictObject({
  month: v.string(),
  closedAt: Instant,
  requestedBy: Id,
  approvedBy: Id,
  interestEarned: Pesos,
  allowance: Pesos,
  allowanceChange: Pesos,
  netIncomeToRetainedEarnings: v.nullable(Pesos),
}) satisfies v.GenericSchema<unknown, BookCloseResult>;

export const BookClosesSchema = v.strictObject({ closes: v.array(BookCloseResultSchema), nextMonth: v.nullable(v.string()) }) satisfies v.GenericSchema<unknown, BookCloses>;

/** POST /api/admin/books/remittances (decision 066). */
export const BookRemittanceResultSchema = v.strictObject({ id: Id, channel: v.string(), amount: Pesos, date: Day, reference: v.string(), entryNumber: v.string(), owedAfter: Pesos }) satisfies v.GenericSchema<
  unknown,
  BookRemittanceResult
>;

/** GET /api/admin/books/dst (decision 066). */
export const DstReportSchema = v.strictObject({
  month: v.string(),
  loans: v.number(),
  principal: Pesos,
  tax: Pesos,
  rows: v.array(v.strictObject({ loanId: Id, disbursedOn: Day, principal: Pesos, termDays: v.number(), tax: Pesos, borneBy: v.picklist(['lender', 'borrower']) })),
}) satisfies v.GenericSchema<unknown, DstReport>;

export const ReconciliationSchema = v.strictObject({
  ok: v.boolean(),
  differences: v.array(
    v.strictObject({ account: v.string(), name: v.string(), books: Pesos, expected: Pesos, loans: v.array(v.strictObject({ loanId: Id, books: Pesos, expected: Pesos })) }),
  ),
}) satisfies v.GenericSchema<unknown, Reconciliation>;


/** POST /api/admin/compliance/lists: the import as kept, and what screening everyone again found. */
export const ListImportSchema = v.strictObject({
  id: Id,
  source: v.picklist(['un', 'amlc']),
  version: v.string(),
  entries: v.number(),
  importedAt: Instant,
  screened: v.number(),
  casesOpened: v.number(),
});
export type ListImport = v.InferOutput<typeof ListImportSchema>;

/** GET /api/admin/compliance/cases, POST …/cases/{id}: a possible list match, its evidence and its clock; compliance only. */
export const ScreeningCaseSchema = v.strictObject({
  id: Id,
  kind: v.literal('list_match'),
  state: v.picklist(['open', 'cleared', 'confirmed']),
  /** The report a confirmed match owes is due on this Manila day (five working days); null until confirmed. */
  dueDate: v.nullable(Day),
  member: v.strictObject({ id: Id, fullName: v.string(), email: v.string() }),
  evidence: v.strictObject({
    score: v.number(),
    reasons: v.array(v.string()),
    listedName: v.string(),
    listSource: v.picklist(['un', 'amlc']),
    listReference: v.string(),
  }),
  occasion: v.picklist(['registration', 'verification', 'payout', 'disbursement', 'list_import']),
  createdAt: Instant,
  decidedAt: v.nullable(Instant),
  decisionReason: v.nullable(v.string()),
});
export type ScreeningCase = v.InferOutput<typeof ScreeningCaseSchema>;

const ComplianceMemberSchema = v.strictObject({ id: Id, fullName: v.string(), email: v.string() });

/** A money event the AML rules watched, with the journal entries the books wrote for it. */
const AmlTransactionSchema = v.strictObject({
  id: Id,
  kind: v.picklist(['disbursement', 'payout', 'payment']),
  amount: Pesos,
  occurredAt: Instant,
  bankingDay: Day,
  channel: v.nullable(v.string()),
  loanId: v.nullable(Id),
  journalEntries: v.array(
    v.strictObject({
      id: Id,
      number: v.string(),
      date: Day,
      memo: v.string(),
      lines: v.array(v.strictObject({ account: v.string(), debit: Pesos, credit: Pesos })),
    }),
  ),
});

/** GET /api/admin/compliance/reports: a covered- or suspicious-transaction report owed to the AMLC and its clock; compliance only. */
export const ComplianceReportSchema = v.strictObject({
  id: Id,
  kind: v.picklist(['covered', 'suspicious']),
  state: v.picklist(['due', 'filed']),
  /** Due on this Manila day: five working days after the banking day (covered) or the decision (suspicious). */
  dueDate: Day,
  isOverdue: v.boolean(),
  reason: v.string(),
  bankingDay: v.nullable(Day),
  alertId: v.nullable(Id),
  /** A confirmed list match's report names its case (decision 073). */
  caseId: v.nullable(Id),
  member: ComplianceMemberSchema,
  evidence: v.strictObject({ total: Pesos, transactions: v.array(AmlTransactionSchema) }),
  createdAt: Instant,
  filedAt: v.nullable(Instant),
  filedReference: v.nullable(v.string()),
});
export type ComplianceReport = v.InferOutput<typeof ComplianceReportSchema>;

/**
 * GET /api/admin/compliance/reports/{id}.json: the documented JSON export of
 * a report (decision 069), what the AMLC asks: who reports, about whom,
 * which transactions with their journal entries, and why.
 */
export const ReportDocumentSchema = v.strictObject({
  format: v.literal('lender-aml-report/1'),
  reportingEntity: v.strictObject({ name: v.string(), secRegistrationNumber: v.string(), certificateOfAuthorityNumber: v.string(), address: v.string(), email: v.string() }),
  report: v.strictObject({
    id: Id,
    kind: v.picklist(['covered', 'suspicious']),
    reason: v.string(),
    narrative: v.nullable(v.string()),
    bankingDay: v.nullable(Day),
    dueDate: Day,
    state: v.picklist(['due', 'filed']),
    filedAt: v.nullable(Instant),
    filedReference: v.nullable(v.string()),
  }),
  subject: v.strictObject({
    memberId: Id,
    fullName: v.string(),
    email: v.string(),
    contactNumber: v.nullable(v.string()),
    address: v.nullable(v.string()),
    countryWorking: v.nullable(v.string()),
    registrationCountry: v.nullable(v.string()),
  }),
  transactions: v.array(AmlTransactionSchema),
  total: Pesos,
});
export type ReportDocument = v.InferOutput<typeof ReportDocumentSchema>;

/** GET /api/admin/compliance/alerts, POST …/alerts/{id}: a suspicious-transaction rule's alert and its evidence; compliance only. */
export const ComplianceAlertSchema = v.strictObject({
  id: Id,
  kind: v.picklist(['structuring', 'quick_payoff', 'payouts_after_bank_change', 'repayments_above_income', 'country_mismatch']),
  state: v.picklist(['open', 'closed', 'reported']),
  /** The suspicious-transaction report's due day once reported; null before. */
  dueDate: v.nullable(Day),
  member: ComplianceMemberSchema,
  evidence: v.strictObject({ facts: v.record(v.string(), v.union([v.string(), v.number(), v.null()])), transactions: v.array(AmlTransactionSchema) }),
  reportId: v.nullable(Id),
  createdAt: Instant,
  decidedAt: v.nullable(Instant),
  decisionReason: v.nullable(v.string()),
});
export type ComplianceAlert = v.InferOutput<typeof ComplianceAlertSchema>;

/** GET /api/admin/compliance/members/{id}/risk and its changes: a borrower's rating and why; compliance only. */
export const RiskRatingSchema = v.strictObject({
  member: ComplianceMemberSchema,
  level: v.picklist(['low', 'normal', 'high']),
  reasons: v.array(v.string()),
  countryWorking: v.nullable(v.string()),
  isPep: v.boolean(),
  dueDiligence: v.nullable(v.strictObject({ recordedAt: Instant, note: v.string() })),
  /** High risk without enhanced due diligence: a disbursement is held until it is recorded. */
  needsDueDiligence: v.boolean(),
});
export type RiskRatingAnswer = v.InferOutput<typeof RiskRatingSchema>;

/** PUT /api/admin/compliance/fatf: the FATF lists as stored. */
export const FatfListsAnswerSchema = v.strictObject({ callForAction: v.array(v.string()), increasedMonitoring: v.array(v.string()) });

/** GET, POST and DELETE /api/admin/compliance/non-working-days: one year's Philippine non-working days, as report deadlines count them. */
export const NonWorkingDaysAnswerSchema = v.strictObject({
  year: v.number(),
  days: v.array(v.strictObject({ day: Day, name: v.nullable(v.string()) })),
});
export type NonWorkingDaysAnswer = v.InferOutput<typeof NonWorkingDaysAnswerSchema>;

/** GET /api/admin/compliance/lists: each import kept, newest first. */
export const ListImportRecordSchema = v.strictObject({
  id: Id,
  source: v.picklist(['un', 'amlc']),
  version: v.string(),
  entries: v.number(),
  importedAt: Instant,
  importedBy: v.strictObject({ id: Id, fullName: v.string() }),
});
export type ListImportRecord = v.InferOutput<typeof ListImportRecordSchema>;
