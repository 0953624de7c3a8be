/*
 * The API's wire shapes: what `api` sends and `web` reads. Money is in pesos
 * (numbers with at most 2 decimals), instants are ISO 8601 strings, calendar
 * dates are 'YYYY-MM-DD'.
 */
import type { DocumentType } from '../documents';
import type { Language } from '../i18n';
import type { TruthInLending } from '../loan';
import type { ComplaintCategory, ComplaintState } from '../complaints';

export type Role = 'borrower' | 'admin' | 'main_admin';
export type AdminRole = Extract<Role, 'admin' | 'main_admin'>;

/** SPEC section 1: any role other than admin or main_admin is a borrower. */
export function isAdminRole(role: string | null | undefined): role is AdminRole {
  return role === 'admin' || role === 'main_admin';
}

/**
 * Staff duties (DEPARTURES 15, issue 27): what each admin account may do.
 * The main admin holds every duty; existing admins kept all on migration.
 */
/**
 * Where a borrower's reminders, receipts and notices go (issue 29). Codes go
 * to every verified channel whatever the choice.
 */
export const MESSAGE_CHANNEL_CHOICES = ['sms', 'email', 'both'] as const;
export type MessageChannelChoice = (typeof MESSAGE_CHANNEL_CHOICES)[number];

export function isMessageChannelChoice(value: unknown): value is MessageChannelChoice {
  return typeof value === 'string' && (MESSAGE_CHANNEL_CHOICES as readonly string[]).includes(value);
}

export const STAFF_DUTIES = ['lending', 'payments', 'payouts', 'members', 'collections', 'compliance', 'finance'] as const;
export type StaffDuty = (typeof STAFF_DUTIES)[number];

export function isStaffDuty(value: unknown): value is StaffDuty {
  return typeof value === 'string' && (STAFF_DUTIES as readonly string[]).includes(value);
}

/**
 * Who reads what (DEPARTURES 15, docs/security.md "Separation of duties"):
 * a read that several duties need to do their work is open to each of them.
 * The API guards these reads with them; the admin panel's sidebar shows a
 * section when the officer holds one. Writes each need their own one duty.
 */
export const DUTIES_TO_READ = {
  /** The member list, a member's details and wallet ledger: whoever acts on members, their loans or their money. */
  members: ['lending', 'payments', 'payouts', 'members', 'compliance'],
  /** A member's ID documents (and who viewed them): to verify them, to lend on them, to answer for them. */
  memberDocuments: ['lending', 'members', 'compliance'],
  /** A member's audit history. */
  memberAudit: ['members', 'compliance'],
  /** The loan list, a loan's account and its documents (statement, certificate, receipts). */
  loans: ['lending', 'payments', 'compliance', 'finance'],
} as const satisfies Record<string, readonly [StaffDuty, ...StaffDuty[]]>;

/** Whether a member may act under a duty: the main admin always, an admin when given it, a borrower never. */
export function hasDuty(user: { role: string; duties?: readonly string[] | null }, duty: StaffDuty): boolean {
  if (user.role === 'main_admin') return true;
  return user.role === 'admin' && (user.duties ?? []).includes(duty);
}

export type PublicUser = {
  id: number;
  fullName: string;
  email: string;
  contactNumber: string;
  address: string | null;
  countryWorking: string | null;
  monthlyIncome: number | null;
  loanPurpose: string | null;
  contactPersonName: string | null;
  contactPersonTel: string | null;
  bankName: string | null;
  accountNumber: string | null;
  creditScore: number;
  /** Sum of the ledger (DEPARTURES 3). */
  walletBalance: number;
  /** walletBalance minus withdrawals still in progress. */
  availableBalance: number;
  role: Role;
  /**
   * Staff only (DEPARTURES 15): the duties this account acts under, in
   * STAFF_DUTIES order; the main admin's are all seven. Absent for borrowers.
   */
  duties?: StaffDuty[];
  isActive: boolean;
  isVerified: boolean;
  /**
   * When the borrower first completed verification (DEPARTURES 12): from
   * then on only staff change their details and ID documents. Null before.
   */
  verificationCompletedAt: string | null;
  /** Set while new withdrawals are on hold after staff changed the bank account (DEPARTURES 12). */
  withdrawalsHeldUntil: string | null;
  createdAt: string;
  registrationCountry: string | null;
  /** False when a borrower has not agreed to the current privacy notice (PRIVACY_NOTICE_VERSION); always true for staff. */
  hasCurrentPrivacyConsent: boolean;
  /** The language the member chose for screens, notifications and SMS (issue 15). */
  language: Language;
  /** Borrowers only (issue 29): where reminders, receipts and notices go; codes go to every verified channel. */
  messageChannels?: MessageChannelChoice;
  /** Borrowers only (issue 29): the email address was proved by its link; only then does email carry messages. */
  emailVerified?: boolean;
};

/** One staff view or download of a member's ID image (decision 023), newest first. */
export type DocumentView = {
  id: number;
  documentType: DocumentType;
  viewedAt: string;
  viewerName: string;
  viewerRole: Role;
};

/** The member embedded in admin lists of loans and withdrawals. */
type UserSummary = Pick<PublicUser, 'id' | 'fullName' | 'email' | 'contactNumber' | 'walletBalance' | 'creditScore'>;

/**
 * The member embedded in the admin list of withdrawals, with where the money
 * goes and any hold on it (issue 27): the officer who approves sees them, and
 * the one who pays needs the full account number, as the member list shows it.
 */
type WithdrawalUser = Omit<UserSummary, 'creditScore'> & Pick<PublicUser, 'bankName' | 'accountNumber' | 'withdrawalsHeldUntil'>;

export type LoanStatus = 'pending' | 'approved' | 'rejected';

/** A loan's status once repayment exists: paid in full, or cancelled in cooling-off. */
export type LoanAccountStatus = LoanStatus | 'closed' | 'cancelled';

/** What anyone may know about a withdrawal code: never the code itself (DEPARTURES 2). */
export type WithdrawalCodeState = {
  sentAt: string;
  expiresAt: string;
  triesLeft: number;
  isVerified: boolean;
  isExpired: boolean;
};

export type Loan = {
  id: number;
  userId: number;
  user?: UserSummary;
  amount: number;
  term: number;
  interestRate: number;
  monthlyPayment: number;
  totalRepayment: number;
  status: LoanAccountStatus;
  startDate: string | null;
  createdAt: string;
  disbursedAt: string | null;
  /** The Truth in Lending disclosure of these terms, kept with the loan (DEPARTURES 8). */
  disclosure: TruthInLending;
  /** When an accepted offer restructured it (decision 062): its installments are the new schedule's, `term` stays the agreement's. */
  restructuredAt: string | null;
  /** Admin list only: when a second officer confirmed its write-off (decision 064); the lender's accounting, never shown to the borrower (decision 068). */
  writtenOffAt?: string | null;
  /** Admin list only: the borrower's withdrawal waiting for an officer or a code, for 'Resend code' (DEPARTURES 2). */
  withdrawalCode?: (WithdrawalCodeState & { withdrawalId: number }) | null;
};

export type WithdrawalStatus = 'awaiting_code' | 'pending' | 'approved' | 'rejected' | 'expired';

export type Withdrawal = {
  id: number;
  userId: number;
  user?: WithdrawalUser;
  amount: number;
  status: WithdrawalStatus;
  createdAt: string;
  verifiedAt: string | null;
  decidedAt: string | null;
  code: WithdrawalCodeState;
  /** Where the code was sent, masked ("+63 9•• ••• 4567", "j•••@gmail.com"); empty: in the app's notifications (DEPARTURES 16). */
  codeSentTo: string[];
};

export type Notification = {
  id: number;
  userId: number;
  title: string;
  message: string;
  type: string;
  color: string;
  createdAt: string;
  isRead: boolean;
};

export type DocumentRecord = {
  id: number;
  userId: number;
  type: DocumentType;
  filename: string;
  contentType: string;
  size: number;
  uploadedAt: string;
};

/** The loan_* kinds (issue 12): a payment from the wallet, its reversal, and a cooling-off cancellation. */
export type LedgerEntryKind = 'disbursement' | 'withdrawal' | 'adjustment' | 'reversal' | 'loan_payment' | 'loan_payment_reversal' | 'loan_cancellation';

export type LedgerEntry = {
  id: number;
  userId: number;
  /** Signed: credits are positive, debits negative. */
  amount: number;
  kind: LedgerEntryKind;
  reason: string | null;
  actorId: number | null;
  loanId: number | null;
  withdrawalId: number | null;
  createdAt: string;
  balanceAfter: number;
};

export type AuditEntry = {
  id: number;
  /** Null for actions the system takes by itself. */
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: number | string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** One message to a member as staff see it (issue 29): the destination masked, a code's digits never shown. */
export type StaffMessage = {
  id: number;
  channel: string;
  /** Masked: staff know which number or address, not all of it. */
  destination: string;
  purpose: string;
  state: string;
  attempts: number;
  /** A code's digits are never shown to staff (DEPARTURES 2: staff never need it). */
  body: string;
  provider: string | null;
  providerMessageId: string | null;
  failureReason: string | null;
  createdAt: string;
  notBefore: string;
  sentAt: string | null;
  deliveredAt: string | null;
};

/** The messages staff should look at (issue 29): failed lately, waiting after a provider's failure, or overdue, newest first. */
export type MessagesNeedingAttention = { failed: number; retrying: number; messages: (StaffMessage & { userId: number; memberName: string })[] };

/** Every refusal: `code` is stable (the registry of @app/domain/messages, decision 051), `message` is English for people reading logs and curl. */
export type ApiError = {
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
};

export type AuthResponse = { user: PublicUser };

/**
 * The second step of a sign-in (decision 032): `enroll` the first time
 * (a base32 TOTP secret and its otpauth URI), `verify` afterwards.
 */
export type MfaChallenge = { state: 'enroll'; secret: string; uri: string } | { state: 'verify' };


/** POST /api/auth/mfa/enroll: the ten recovery codes, shown once. */
export type MfaEnrolResponse = AuthResponse & { recoveryCodes: string[] };

/** An image a borrower attached to a complaint; `url` serves it to the borrower and to staff only. */
type ComplaintEvidence = { id: number; url: string; contentType: string; size: number };

/** What was said on a complaint after filing: staff replies, the escalation note and the resolution. */
export type ComplaintMessageKind = 'reply' | 'escalation' | 'resolution';
type ComplaintMessage = { id: number; kind: ComplaintMessageKind; body: string; createdAt: string };

/** A complaint as its borrower sees it (GET /api/complaints), with its clock (decision 021). */
export type Complaint = {
  id: number;
  reference: string;
  category: ComplaintCategory;
  description: string;
  state: ComplaintState;
  createdAt: string;
  acknowledgedAt: string | null;
  ackDueAt: string;
  resolveDueAt: string;
  resolvedAt: string | null;
  /** The deadline missed, if any; null once resolved. */
  overdue: 'acknowledgement' | 'resolution' | null;
  evidence: ComplaintEvidence[];
  messages: ComplaintMessage[];
};

/** The back office's row (GET /api/admin/complaints): the complaint, its borrower and who works it. */
export type AdminComplaint = Complaint & {
  user: Pick<PublicUser, 'id' | 'fullName' | 'email' | 'contactNumber'>;
  assignee: { id: number; email: string; fullName: string } | null;
};
