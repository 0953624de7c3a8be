import type { Centavos } from '@app/domain';
import type { Generated, Kysely, Selectable, Updateable } from 'kysely';

// Timestamps are ISO-8601 UTC strings (they sort as text); money is integer
// centavos (the domain's Centavos brand); booleans are 0/1 integers so the same queries run on PostgreSQL.

interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  fullName: string;
  contactNumber: string;
  address: string | null;
  countryWorking: string | null;
  monthlyIncomeCentavos: Centavos | null;
  loanPurpose: string | null;
  contactPersonName: string | null;
  contactPersonTel: string | null;
  bankName: string | null;
  accountNumber: string | null;
  creditScore: number;
  walletBalanceCentavos: Centavos;
  role: string;
  isActive: number;
  registrationCountry: string | null;
  personalDetailsAt: string | null;
  bankInfoAt: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  verificationCompletedAt: string | null;
  withdrawalsHeldUntil: string | null;
  /** The privacy notice version the member last accepted (decision 023). */
  privacyConsentVersion: string | null;
  /** When the account was deactivated or deleted; null while open. */
  closedAt: string | null;
  /** When retention erased the personal fields; erasedReference names the member from then on. */
  erasedAt: string | null;
  erasedReference: string | null;
  /** 'en' or 'fil' (issue 15): screens, notifications and SMS. */
  language: Generated<string>;
  /** Staff only (issue 27): a JSON array of StaffDuty names; null for borrowers. Read through staffDutiesOf. */
  duties: string | null;
  /** Where reminders, receipts and notices go (issue 29): a MessageChannelChoice, 'sms' by default. Codes go to every verified channel. */
  messageChannels: Generated<string>;
  /** When the member proved the email address by its link; null: no email is sent to it (issue 29). */
  emailVerifiedAt: string | null;
}

export interface SessionsTable {
  id: string;
  userId: number;
  isRemembered: number;
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  /** 1: the password was right and the second factor is still due (decision 032); the session opens nothing else. */
  mfaPending: number;
}

/** A member's TOTP (decision 032): the secret encrypted with the server key `second_factor`; enabledAt null until the first code confirms it. */
interface SecondFactorsTable {
  userId: number;
  secret: string;
  enabledAt: string | null;
  /** The last 30-second step whose code was accepted: a code is used once. */
  lastStep: number | null;
  createdAt: string;
}

/** The ten recovery codes, as SHA-256 digests; a used one keeps its row with usedAt. */
interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

interface LoansTable {
  id: Generated<number>;
  userId: number;
  amountCentavos: Centavos;
  term: number;
  interestRateBp: number;
  monthlyPaymentCentavos: Centavos;
  totalRepaymentCentavos: Centavos;
  status: string;
  startDate: string | null;
  disbursedAt: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** When the borrower turned on automatic payment from the wallet (issue 28); null while off. */
  autoPayConsentAt: string | null;
  /** The whole schedule as an accepted offer left it (decision 062), JSON of the domain's installments; null: the loan's own. */
  scheduleJson: string | null;
  /** When an accepted offer restructured the loan (the loan book's flag); null while never. */
  restructuredAt: string | null;
  /** When a second officer confirmed the loan's write-off (decision 064); null while never. The borrower still owes. */
  writtenOffAt: string | null;
  /** Who bore the documentary stamp tax (decision 072), fixed when the loan paid out; null before. */
  dstBorneBy: 'lender' | 'borrower' | null;
  /** The tax, fixed when the loan paid out; null before, and for a loan paid out before migration 035 (its tax is computed as it always was). */
  dstCentavos: Centavos | null;
}

interface LedgerEntriesTable {
  id: Generated<number>;
  userId: number;
  amountCentavos: Centavos;
  balanceAfterCentavos: Centavos;
  kind: string;
  reason: string | null;
  actorId: number | null;
  loanId: number | null;
  withdrawalId: number | null;
  createdAt: string;
  /** A staff adjustment's kind of reason, which picks its contra account in the books (decision 066); null for the rest. */
  reasonKind: 'deposit' | 'correction' | 'goodwill' | null;
  /** A deposit's channel; null when it came into the bank account. */
  depositChannel: 'gcash' | 'maya' | 'bank_transfer' | 'otc' | null;
}

interface WithdrawalsTable {
  id: Generated<number>;
  userId: number;
  amountCentavos: Centavos;
  status: string;
  codeHash: string | null;
  codeSentAt: string;
  codeExpiresAt: string;
  codeAttempts: number;
  /** The notification that carried the code; its text is scrubbed once the code is spent. */
  codeNotificationId: number | null;
  /** Where the code was sent: a JSON list of masked destinations; empty = in the app (issue 29). */
  codeSentTo: Generated<string>;
  verifiedAt: string | null;
  decidedAt: string | null;
  decidedBy: number | null;
  createdAt: string;
  deletedAt: string | null;
}

interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  title: string;
  message: string;
  type: string;
  color: string;
  createdAt: string;
  readAt: string | null;
}

interface DocumentsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  objectKey: string;
  contentType: string;
  size: number;
  uploadedBy: number;
  uploadedAt: string;
  deletedAt: string | null;
}

export interface UploadTokensTable {
  id: string;
  issuedTo: number;
  createdAt: string;
  expiresAt: string;
  uploadedAt: string | null;
  consumedAt: string | null;
  objectKey: string | null;
  contentType: string | null;
  size: number | null;
  /** Set while a PUT is receiving the file; a claim past this time is stale. */
  claimedUntil: string | null;
}

interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: number | null;
  beforeJson: string | null;
  afterJson: string | null;
  createdAt: string;
  prevHash: string;
  hash: string;
}

/** One row (id 1): how many audit entries exist and the hash of the last one. */
interface AuditHeadTable {
  id: number;
  entryCount: number;
  lastHash: string;
}

interface RateLimitsTable {
  /** SHA-256 of the limiter's key (e.g. 'login:address:…'). */
  key: string;
  count: number;
  resetAt: string;
}

interface ServerKeysTable {
  name: string;
  secret: string;
  createdAt: string;
}

/** Append-only money of a loan (issue 12): what the installments are folded from. */
export interface LoanTransactionsTable {
  id: Generated<number>;
  loanId: number;
  kind: string;
  /** Always positive; the kind says which way it goes. */
  amountCentavos: Centavos;
  /** Late fees and waivers: the installment. */
  installment: number | null;
  /** Repayments: the domain's {lines, forgiven}; a reversal takes the original's back. */
  linesJson: string | null;
  /** Repayments: 'wallet' or the channel the money came through. */
  source: string | null;
  /** The collection partner that took the money (issue 27), under `source`'s channel. */
  channelPartner: Generated<string | null>;
  /** The channel's transaction id; unique per source and partner, compared without case. */
  externalReference: string | null;
  /** Set only on rows stored before 018 that differ from an earlier reference only by case. */
  referenceLegacyId: Generated<number | null>;
  /** Staff payments: the object key of the receipt's photo, if one was attached. */
  receiptObjectKey: Generated<string | null>;
  receiptContentType: Generated<string | null>;
  receivedAt: string | null;
  reason: string | null;
  actorId: number | null;
  reversesId: number | null;
  /** The wallet ledger entry that moved with it, if any. */
  ledgerEntryId: number | null;
  createdAt: string;
}

/** The chart of accounts (issue 31, decision 052). */
interface AccountsTable {
  code: string;
  name: string;
  type: 'asset' | 'liability' | 'equity' | 'income' | 'expense';
  normalSide: 'debit' | 'credit';
  isContra: Generated<number>;
  isActive: Generated<number>;
}

/** A journal entry: written open, posted once its lines balance (decision 052). */
interface JournalEntriesTable {
  id: Generated<number>;
  year: number;
  /** Gapless within the year. */
  number: number;
  /** The Manila value date, YYYY-MM-DD. */
  date: string;
  memo: string;
  sourceKind: string;
  sourceId: number | null;
  createdBy: number | null;
  createdAt: string;
  posted: Generated<number>;
  /** The movement's own value date when it fell in a closed month and the entry moved to the first open day (decision 060); null otherwise. */
  valueDate: string | null;
}

/** A month closed by the month-end close (issue 31, decision 060): its entries are final and nothing new is dated in it. */
interface BookClosesTable {
  /** 'YYYY-MM'. */
  month: string;
  closedAt: string;
  /** The officer who asked for the close, and the second who approved it. */
  requestedBy: number;
  approvedBy: number;
  /** The interest the close moved from unearned interest to income. */
  interestCentavos: Centavos;
  /** The allowance for credit losses the provision matrix required at the month's end. */
  allowanceCentavos: Centavos;
  /** What the close posted to reach it (Dr credit-loss expense when positive, back when negative). */
  allowanceChangeCentavos: number;
  /** Closing December: the year's net income closed to retained earnings (a loss negative); null other months. */
  netIncomeCentavos: number | null;
}

/** What one loan earned at one close (its effective-interest schedule), against which unearned interest is reconciled. */
interface BookCloseLoansTable {
  month: string;
  loanId: number;
  earnedCentavos: Centavos;
}

interface JournalLinesTable {
  id: Generated<number>;
  entryId: number;
  accountCode: string;
  debitCentavos: Centavos;
  creditCentavos: Centavos;
}

/** Money held because it matched no open loan (issue 12), until an officer assigns it. */
interface UnmatchedPaymentsTable {
  id: Generated<number>;
  /** 'settlement' or 'callback'. */
  origin: string;
  /** The settlement file's line. */
  line: number | null;
  reference: string;
  amountCentavos: Centavos | null;
  paidAt: string | null;
  transactionId: string;
  channel: string | null;
  channelPartner: Generated<string | null>;
  reason: string;
  message: string;
  createdAt: string;
  assignedLoanId: number | null;
  assignedTransactionId: number | null;
}

/** A staff member's view or download of an identity image (decision 023). */
interface DocumentViewsTable {
  id: Generated<number>;
  documentId: number;
  ownerId: number;
  viewerId: number;
  viewedAt: string;
}

/** A borrower's acceptance of one version of the privacy notice. */
/** Each member's version of the rows behind their polled lists, bumped by triggers (decision 025). */
interface PollVersionsTable {
  userId: number;
  version: number;
}

interface PrivacyConsentsTable {
  id: Generated<number>;
  userId: number;
  noticeVersion: string;
  consentedAt: string;
}

/** A payment reminder sent (issue 12): at most one per installment and kind. */
interface PaymentRemindersTable {
  id: Generated<number>;
  loanId: number;
  installment: number;
  /** 'before_due', 'due_today' or 'overdue'. */
  kind: string;
  sentAt: string;
}

/** An action on large money waiting for a second staff member (issue 15, decision 022). */
interface ApprovalsTable {
  id: Generated<number>;
  /** An `ApprovalKind` of domain (the migration's check constraint lists them). */
  kind: string;
  /** 'loan', 'user' (a wallet) or 'payment' (a loan transaction): one pending request per target. */
  targetType: string;
  targetId: number;
  /** The borrower whose money it is. */
  userId: number;
  loanId: number | null;
  /** The validated request body, replayed on approval. */
  payloadJson: string;
  /** What the maker saw of the target, where the request alone does not pin it (a loan's terms and status). */
  seenJson: string | null;
  amountCentavos: Centavos;
  makerId: number;
  createdAt: string;
  /** 'pending', 'approved' or 'rejected'. */
  state: string;
  checkerId: number | null;
  decidedAt: string | null;
  /** The checker's reason (a rejection's, or an approval's note). */
  reason: string | null;
  /** Why the maker asked: the action's own reason or note (issue 27). */
  makerReason: string | null;
}

/**
 * One direct action of an officer that moved a member's money or debt (no
 * second officer): the four-eyes gate sums them over 24 hours (decision 033).
 */
interface StaffMoneyActionsTable {
  id: Generated<number>;
  actorId: number;
  /** The member whose money or debt moved. */
  userId: number;
  /** The `ApprovalKind` the action would have waited as. */
  kind: string;
  /** The money or debt moved, as a positive amount. */
  amountCentavos: Centavos;
  at: string;
}

/**
 * One message to a member on one channel (issue 29), written in the
 * transaction of the event that causes it and sent after commit by the
 * outbox worker, which claims it with a lease (lease_owner, lease_until).
 */
/** A link that verifies an email address (issue 29): only its hash is kept; single use, for the address it was sent to. */
interface EmailVerificationTokensTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

interface OutboxMessagesTable {
  id: Generated<number>;
  userId: number;
  /** 'sms' or 'email'. */
  channel: string;
  /** A MessagePurpose: 'code', 'reminder', 'receipt', 'notice' or 'email_verification'. */
  purpose: string;
  /** E.164 number or email address, as it was when queued. */
  destination: string;
  language: string;
  /** Email only. */
  subject: string | null;
  /** The SMS text, or the email's plain-text body. */
  body: string;
  /** Email only: the HTML body. */
  html: string | null;
  /** 'queued', 'sending', 'sent', 'delivered' or 'failed'. */
  state: Generated<string>;
  attempts: Generated<number>;
  /** Not sent before this time (quiet hours, retry backoff). */
  notBefore: string;
  leaseOwner: string | null;
  leaseUntil: string | null;
  /** 'outbox' (the development stand-in), 'semaphore', 'twilio' or 'smtp'. */
  provider: string | null;
  providerMessageId: string | null;
  failureReason: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  updatedAt: string;
}

/** A borrower's complaint (issue 15, decision 021). */
interface ComplaintsTable {
  id: Generated<number>;
  userId: number;
  /** Set in the transaction that files the complaint, from its id (never null once committed). */
  reference: string | null;
  category: string;
  description: string;
  /** 'submitted', 'acknowledged', 'in_progress', 'escalated' or 'resolved'. */
  state: string;
  assigneeId: number | null;
  createdAt: string;
  acknowledgedAt: string | null;
  ackDueAt: string;
  resolveDueAt: string;
  resolvedAt: string | null;
}

/** What staff said on a complaint: replies, the escalation note, the resolution. */
interface ComplaintMessagesTable {
  id: Generated<number>;
  complaintId: number;
  authorId: number;
  /** 'reply', 'escalation' or 'resolution'. */
  kind: string;
  body: string;
  createdAt: string;
}

/** An image attached to a complaint, stored privately like an ID document. */
interface ComplaintEvidenceTable {
  id: Generated<number>;
  complaintId: number;
  objectKey: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** A contact with a borrower about a loan past due (issue 32); a promise to pay carries its amount and date. */
interface CollectionContactsTable {
  id: Generated<number>;
  loanId: number;
  actorId: number;
  channel: string;
  outcome: string;
  note: string;
  nextActionAt: string | null;
  promiseAmountCentavos: Centavos | null;
  /** A Manila date, 'YYYY-MM-DD'. */
  promiseDate: string | null;
  createdAt: string;
}

/** The collector a loan is assigned to (issue 32): one per loan. */
interface CollectionAssignmentsTable {
  loanId: number;
  collectorId: number;
  assignedBy: number;
  assignedAt: string;
}

/** The borrower's written agreement to be contacted outside 06:00–22:00 (SEC MC 18 s.2019), as staff recorded it. */
interface CollectionConsentsTable {
  loanId: number;
  note: string;
  recordedBy: number;
  recordedAt: string;
}

/** A collection SMS or email template (issue 32): sent only once approved by compliance, by someone other than its author. */
interface CollectionTemplatesTable {
  id: Generated<number>;
  name: string;
  channel: 'sms' | 'email';
  language: 'en' | 'fil';
  subject: string | null;
  body: string;
  createdBy: number;
  createdAt: string;
  approvedBy: number | null;
  approvedAt: string | null;
}

/** A collection message sent from a template: its text as filled, and the masked destinations it reached. */
interface CollectionMessagesTable {
  id: Generated<number>;
  loanId: number;
  templateId: number;
  channel: 'sms' | 'email';
  text: string;
  /** JSON array of masked destinations. */
  reachesJson: string;
  sentBy: number;
  sentAt: string;
}

/** A borrower's request for help on a loan (issue 32): an extension of `months`, or hardship with a reason and a note. */
interface LoanRequestsTable {
  id: Generated<number>;
  loanId: number;
  userId: number;
  kind: 'extension' | 'hardship';
  months: number | null;
  reason: string | null;
  note: string | null;
  state: 'open' | 'answered';
  createdAt: string;
}

/** Staff's offer on a loan: the plan (new schedule, disclosure, waivers) as computed at `anchorDate`. */
interface LoanOffersTable {
  id: Generated<number>;
  loanId: number;
  requestId: number | null;
  kind: 'restructure' | 'holiday';
  term: number | null;
  installments: number | null;
  anchorDate: string;
  planJson: string;
  financeChargeCentavos: number;
  carriedCentavos: number;
  state: 'open' | 'accepted' | 'superseded';
  createdBy: number;
  createdAt: string;
  acceptedAt: string | null;
}

/** A loan written off against the allowance (decision 064): what its entry took out of each account. */
interface LoanWriteOffsTable {
  id: Generated<number>;
  loanId: number;
  reason: string;
  receivableCentavos: number;
  unearnedCentavos: number;
  allowanceCentavos: number;
  lateFeesCentavos: number;
  proposedBy: number;
  approvedBy: number;
  createdAt: string;
}

/** Opening balances recorded by Finance and confirmed by a second officer (decision 066): one balanced entry. */
interface BookOpeningsTable {
  id: Generated<number>;
  date: string;
  memo: string;
  /** [{account, debitCentavos, creditCentavos}] */
  linesJson: string;
  createdBy: number;
  approvedBy: number;
  createdAt: string;
}

/** Money a channel or partner paid over to the bank account (decision 066). */
interface ChannelRemittancesTable {
  id: Generated<number>;
  channel: 'gcash' | 'maya' | 'bank_transfer' | 'otc';
  amountCentavos: number;
  date: string;
  reference: string;
  createdBy: number;
  createdAt: string;
}

export type BookOpeningRow = Selectable<BookOpeningsTable>;
export type ChannelRemittanceRow = Selectable<ChannelRemittancesTable>;
export type LoanRequestRow = Selectable<LoanRequestsTable>;
export type LoanWriteOffRow = Selectable<LoanWriteOffsTable>;
export type LoanOfferRow = Selectable<LoanOffersTable>;

/** One import of a designation list (issue 33): the list's own version and when and by whom it came in. */
interface ComplianceListImportsTable {
  id: Generated<number>;
  source: 'un' | 'amlc';
  version: string;
  entryCount: number;
  importedAt: string;
  importedBy: number;
}

/** A person or entity of one import; screening reads the latest import of each source. */
interface ListedPersonsTable {
  id: Generated<number>;
  importId: number;
  reference: string;
  kind: 'individual' | 'entity';
  name: string;
  aliasesJson: string;
  birthDatesJson: string;
  listedOn: string | null;
}

/** A possible match of a member with a listed entry, and compliance's decision on it. */
interface ScreeningCasesTable {
  id: Generated<number>;
  userId: number;
  listedPersonId: number;
  listSource: 'un' | 'amlc';
  listReference: string;
  listedName: string;
  scorePermille: number;
  reasonsJson: string;
  occasion: 'registration' | 'verification' | 'payout' | 'disbursement' | 'list_import';
  state: 'open' | 'cleared' | 'confirmed';
  createdAt: string;
  decidedBy: number | null;
  decidedAt: string | null;
  decisionReason: string | null;
  /** 'YYYY-MM-DD': the report a confirmed match owes is due then. */
  reportDueDate: string | null;
}

/** A member whose records the AML law keeps five years after the account closes or after a report, whichever is later. */
interface AmlHoldsTable {
  id: Generated<number>;
  userId: number;
  caseId: number | null;
  reason: 'confirmed_match' | 'report_filed';
  heldAt: string;
  reportedAt: string | null;
  createdBy: number;
  /** The filed report that (also) keeps the records (decision 069); null for a confirmed match's hold. */
  reportId: Generated<number | null>;
}

/** A money event the AML rules watch (decision 069): a disbursement, a payout or a payment from outside, one per movement. */
interface AmlTransactionsTable {
  id: Generated<number>;
  userId: number;
  kind: 'disbursement' | 'payout' | 'payment';
  amountCentavos: Centavos;
  occurredAt: string;
  /** 'YYYY-MM-DD': the Manila calendar day of occurredAt. */
  bankingDay: string;
  movementKind: 'loan_transaction' | 'ledger_entry';
  movementId: number;
  loanId: number | null;
  channel: string | null;
}

type AlertRule = 'structuring' | 'quick_payoff' | 'payouts_after_bank_change' | 'repayments_above_income' | 'country_mismatch';

/** A suspicious-transaction alert a rule raised, with its facts; one per member, rule and key. */
interface ComplianceAlertsTable {
  id: Generated<number>;
  userId: number;
  rule: AlertRule;
  dedupeKey: string;
  state: 'open' | 'closed' | 'reported';
  factsJson: string;
  createdAt: string;
  decidedBy: number | null;
  decidedAt: string | null;
  decisionReason: string | null;
}

interface ComplianceAlertTransactionsTable {
  alertId: number;
  transactionId: number;
}

/** A covered- or suspicious-transaction report owed to the AMLC, and its clock. */
interface ComplianceReportsTable {
  id: Generated<number>;
  kind: 'covered' | 'suspicious';
  userId: number;
  state: 'due' | 'filed';
  /** covered: 'single' or 'aggregate'; suspicious: the alert's rule, or 'confirmed_match'. */
  reason: string;
  bankingDay: string | null;
  alertId: number | null;
  /** A confirmed list match's report names its case (decision 073). */
  caseId: number | null;
  dueDate: string;
  createdAt: string;
  filedAt: string | null;
  filedBy: number | null;
  /** The AMLC's acknowledgement of the filing. */
  filedReference: string | null;
}

interface ComplianceReportTransactionsTable {
  reportId: number;
  transactionId: number;
}

/** A country on a FATF list (decision 069), kept as data and replaced by `compliance` after each plenary. */
interface FatfJurisdictionsTable {
  country: string;
  list: 'call_for_action' | 'increased_monitoring';
  updatedAt: string;
  updatedBy: number | null;
}

/** A Philippine regular holiday or special non-working day (decision 073): data `compliance` adds and removes; report deadlines skip it. */
interface NonWorkingDaysTable {
  day: string;
  year: number;
  /** What the proclamation calls it; the seeded days have none. */
  name: string | null;
  createdAt: string;
  createdBy: number | null;
}

/** What `compliance` recorded about a borrower: a politically exposed person, and enhanced due diligence done. */
interface ComplianceProfilesTable {
  userId: number;
  isPep: number;
  pepMarkedBy: number | null;
  pepMarkedAt: string | null;
  pepReason: string | null;
  dueDiligenceAt: string | null;
  dueDiligenceBy: number | null;
  dueDiligenceNote: string | null;
}

/** The compliance desk's own trail: staff without `compliance` read the general audit log, so nothing of this goes there. */
interface ComplianceAuditTable {
  id: Generated<number>;
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | null;
  detailJson: string;
  createdAt: string;
}

export type ScreeningCaseRow = Selectable<ScreeningCasesTable>;
export type AmlTransactionRow = Selectable<AmlTransactionsTable>;
export type ComplianceAlertRow = Selectable<ComplianceAlertsTable>;
export type ComplianceReportRow = Selectable<ComplianceReportsTable>;

export interface Database {
  complianceListImports: ComplianceListImportsTable;
  listedPersons: ListedPersonsTable;
  screeningCases: ScreeningCasesTable;
  amlHolds: AmlHoldsTable;
  amlTransactions: AmlTransactionsTable;
  complianceAlerts: ComplianceAlertsTable;
  complianceAlertTransactions: ComplianceAlertTransactionsTable;
  complianceReports: ComplianceReportsTable;
  complianceReportTransactions: ComplianceReportTransactionsTable;
  complianceAudit: ComplianceAuditTable;
  fatfJurisdictions: FatfJurisdictionsTable;
  nonWorkingDays: NonWorkingDaysTable;
  complianceProfiles: ComplianceProfilesTable;
  loanRequests: LoanRequestsTable;
  loanOffers: LoanOffersTable;
  loanWriteOffs: LoanWriteOffsTable;
  bookOpenings: BookOpeningsTable;
  channelRemittances: ChannelRemittancesTable;
  collectionContacts: CollectionContactsTable;
  collectionAssignments: CollectionAssignmentsTable;
  collectionConsents: CollectionConsentsTable;
  collectionTemplates: CollectionTemplatesTable;
  collectionMessages: CollectionMessagesTable;
  complaints: ComplaintsTable;
  complaintMessages: ComplaintMessagesTable;
  complaintEvidence: ComplaintEvidenceTable;
  users: UsersTable;
  sessions: SessionsTable;
  secondFactors: SecondFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  loans: LoansTable;
  ledgerEntries: LedgerEntriesTable;
  loanTransactions: LoanTransactionsTable;
  unmatchedPayments: UnmatchedPaymentsTable;
  accounts: AccountsTable;
  journalEntries: JournalEntriesTable;
  journalLines: JournalLinesTable;
  bookCloses: BookClosesTable;
  bookCloseLoans: BookCloseLoansTable;
  paymentReminders: PaymentRemindersTable;
  approvals: ApprovalsTable;
  staffMoneyActions: StaffMoneyActionsTable;
  outboxMessages: OutboxMessagesTable;
  emailVerificationTokens: EmailVerificationTokensTable;
  withdrawals: WithdrawalsTable;
  notifications: NotificationsTable;
  documents: DocumentsTable;
  documentViews: DocumentViewsTable;
  privacyConsents: PrivacyConsentsTable;
  pollVersions: PollVersionsTable;
  uploadTokens: UploadTokensTable;
  auditLog: AuditLogTable;
  auditHead: AuditHeadTable;
  rateLimits: RateLimitsTable;
  serverKeys: ServerKeysTable;
}

/** The database, or one of its transactions. */
export type Db = Kysely<Database>;

export type UserRow = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type LoanRow = Selectable<LoansTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type LoanTransactionRow = Selectable<LoanTransactionsTable>;
export type CollectionContactRow = Selectable<CollectionContactsTable>;
export type UnmatchedPaymentRow = Selectable<UnmatchedPaymentsTable>;
export type AuditRow = Selectable<AuditLogTable>;
export type ApprovalRow = Selectable<ApprovalsTable>;
export type BookCloseRow = Selectable<BookClosesTable>;
export type ComplaintRow = Selectable<ComplaintsTable>;
