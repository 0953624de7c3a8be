/*
 * The test builders of the web's component tests: one per thing the API
 * sends. Each gives a complete, valid value; a test overrides what it
 * asserts on, so the expected values stay in the test.
 */
import type {
  StaffDuty,
  AdminComplaint,
  AdminLoanDetail,
  Approval,
  AuditEntry,
  Complaint,
  LedgerEntry,
  Loan,
  LoanAgingReport,
  LoanInstallment,
  LoanPayoffQuote,
  LoanReviewFacts,
  LoanTransaction,
  LoanWithAccount,
  Notification,
  PaymentReceipt,
  PublicUser,
  UnmatchedPayment,
  Withdrawal,
} from '@app/domain/contract';
import { truthInLending } from '@app/domain/loan';
import { http, HttpResponse } from 'msw';
import { server } from './server';

/** A signed-in borrower as GET /api/auth/me returns one, before verification. */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 42,
    fullName: 'Maria Santos',
    email: 'maria@example.ph',
    contactNumber: '+63 917 123 4567',
    address: null,
    countryWorking: null,
    monthlyIncome: null,
    loanPurpose: null,
    contactPersonName: null,
    contactPersonTel: null,
    bankName: null,
    accountNumber: null,
    creditScore: 500,
    walletBalance: 0,
    availableBalance: 0,
    role: 'borrower',
    isActive: true,
    isVerified: false,
    verificationCompletedAt: null,
    withdrawalsHeldUntil: null,
    createdAt: '2026-03-02T01:00:00.000Z',
    registrationCountry: 'Philippines',
    hasCurrentPrivacyConsent: true,
    language: 'en',
    ...overrides,
  };
}

/** A borrower who has finished all three verification steps. */
export function aVerifiedUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return aUser({
    address: '12 Mabini St, Quezon City',
    countryWorking: 'Saudi Arabia',
    monthlyIncome: 45_000,
    loanPurpose: 'Tuition',
    contactPersonName: 'Jose Santos',
    contactPersonTel: '+63 918 555 0101',
    bankName: 'BDO',
    accountNumber: '001234567890',
    isVerified: true,
    verificationCompletedAt: '2026-03-02T02:00:00.000Z',
    ...overrides,
  });
}

/** The back office's staff, as GET /api/admin/admins lists them. */
const EVERY_DUTY: StaffDuty[] = ['lending', 'payments', 'payouts', 'members', 'collections', 'compliance', 'finance'];
export const MAIN_ADMIN = aUser({ id: 1, fullName: 'Main Administrator', email: 'admin@example.com', role: 'main_admin', contactNumber: '', duties: EVERY_DUTY });
/** An admin holding every duty, as every admin did before issue 27 and as SPEC.md's add-admin makes them. */
export const OFFICER = aUser({ id: 2, fullName: 'Administrator', email: 'officer@example.com', role: 'admin', contactNumber: '', duties: EVERY_DUTY });

/** An approved, paid-out loan; its payments and disclosure follow from its amount, term and rate. */
function aLoan(overrides: Partial<Loan> = {}): Loan {
  const amount = overrides.amount ?? 1_200_000;
  const term = overrides.term ?? 24;
  const interestRate = overrides.interestRate ?? 0.3;
  const disclosure = truthInLending({ amount, term, interestRate });
  return {
    id: 11,
    userId: 7,
    amount,
    term,
    interestRate,
    monthlyPayment: disclosure.monthlyPayment,
    totalRepayment: disclosure.totalRepayment,
    status: 'approved',
    startDate: '2026-01-31',
    createdAt: '2026-01-05T02:00:00.000Z',
    disbursedAt: '2026-01-31T02:00:00.000Z',
    disclosure,
    restructuredAt: null,
    ...overrides,
  };
}

/** A loan waiting for an officer: 1,200,000 over 24 months at 0.3%, 53,600.00 a month, 1,286,400.00 in all. */
export function aPendingLoan(overrides: Partial<Loan> = {}): Loan {
  return aLoan({
    id: 9,
    userId: 42,
    status: 'pending',
    startDate: null,
    createdAt: '2026-03-05T02:30:00.000Z',
    disbursedAt: null,
    withdrawalCode: null,
    ...overrides,
  });
}

/** Maria Santos's pending application as the back office's borrowing list shows it. */
export function aListedPendingLoan(overrides: Partial<Loan> = {}): Loan {
  return aPendingLoan({
    id: 11,
    userId: 7,
    user: { id: 7, fullName: 'Maria Santos', email: 'maria@example.com', contactNumber: '+639171234567', walletBalance: 0, creditScore: 500 },
    createdAt: '2026-11-21T02:00:00.000Z',
    ...overrides,
  });
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 3,
    userId: 7,
    title: 'Loan Approved',
    message: 'Your loan has been approved and released to your wallet.',
    type: 'success',
    color: '#10B981',
    createdAt: '2026-01-31T02:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}

/** A withdrawal of 5,000.00 waiting for its code, with 5 tries left. */
export function aWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 21,
    userId: 7,
    amount: 5000,
    status: 'awaiting_code',
    createdAt: '2026-02-01T02:00:00.000Z',
    verifiedAt: null,
    decidedAt: null,
    code: {
      sentAt: '2026-02-01T02:00:00.000Z',
      expiresAt: '2026-02-01T02:10:00.000Z',
      triesLeft: 5,
      isVerified: false,
      isExpired: false,
    },
    codeSentTo: [],
    ...overrides,
  };
}

/** A loan as GET /api/loans sends it (issue 12): not yet paid out, so no account, unless overridden. */
export function aLoanAccount(overrides: Partial<LoanWithAccount> = {}): LoanWithAccount {
  const { status = 'approved', ...rest } = overrides;
  return {
    ...aLoan(rest),
    status,
    installments: [],
    outstanding: 0,
    paymentReference: null,
    nextDue: null,
    cancellableUntil: null,
    autoPayConsentAt: null,
    ...rest,
  };
}

/** Installment 1 of PHP 500,000 over 12 months at 0.3% (41,666.67 + 1,500.00 = 43,166.67), not yet due. */
export function anInstallment(overrides: Partial<LoanInstallment> = {}): LoanInstallment {
  return {
    number: 1,
    dueDate: '2025-10-15',
    principal: 41_666.67,
    interest: 1_500,
    lateFee: 0,
    lateFeeWaived: 0,
    interestWaived: 0,
    amountPaid: 0,
    outstanding: 43_166.67,
    state: 'upcoming',
    daysPastDue: 0,
    ...overrides,
  };
}

/** An installment of loan 11 as the back office's tests see it: 10,000 principal and 300 interest, nothing paid. */
export const SMALL_INSTALLMENT = { principal: 10_000, interest: 300, outstanding: 10_300 } as const;

/** Loan 11 as the back office's loan account shows it: 30,000 over 3 months at 1%, paid out on 2026-09-30, nothing paid. */
export function aLoanWithAccount(overrides: Partial<LoanWithAccount> = {}): LoanWithAccount {
  return aLoanAccount({
    amount: 30_000,
    term: 3,
    interestRate: 1,
    startDate: '2026-09-30',
    disbursedAt: '2026-09-30T02:00:00.000Z',
    installments: [
      anInstallment({ ...SMALL_INSTALLMENT, number: 1, dueDate: '2026-10-31' }),
      anInstallment({ ...SMALL_INSTALLMENT, number: 2, dueDate: '2026-11-30' }),
      anInstallment({ ...SMALL_INSTALLMENT, number: 3, dueDate: '2026-12-31' }),
    ],
    outstanding: 30_900,
    paymentReference: '70000000112',
    nextDue: { dueDate: '2026-10-31', amount: 10_300, daysOverdue: 0 },
    ...overrides,
  });
}

const LATE = { state: 'overdue', lateFee: 2_158.33, outstanding: 45_325 } as const;

/**
 * Loan 11 as seen on 15 Jan 2026: PHP 500,000 over 12 months at 0.3%, paid
 * out 15 Sep 2025. Installments 1–3 (Oct–Dec) are overdue with a late fee of
 * 5% × 43,166.67 = 2,158.33 each, 4 is due today, 5–12 are upcoming (the
 * last is 41,666.63 + 1,500.04). Outstanding 518,000.04 + 3 × 2,158.33 =
 * 524,475.03; due now 3 × 45,325 + 43,166.67 = 179,141.67.
 */
export function aDisbursedLoan(overrides: Partial<LoanWithAccount> = {}): LoanWithAccount {
  const dueDates = ['2025-10-15', '2025-11-15', '2025-12-15', '2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15', '2026-07-15', '2026-08-15', '2026-09-15'];
  const installments = dueDates.map((dueDate, index) => {
    const number = index + 1;
    const last = number === 12 ? { principal: 41_666.63, interest: 1_500.04 } : {};
    const state = number <= 3 ? LATE : number === 4 ? ({ state: 'due' } as const) : {};
    return anInstallment({ number, dueDate, ...last, ...state, daysPastDue: number <= 3 ? 1 : 0 });
  });
  return aLoanAccount({
    id: 11,
    amount: 500_000,
    term: 12,
    interestRate: 0.3,
    startDate: '2025-09-15',
    createdAt: '2025-09-14T02:00:00.000Z',
    disbursedAt: '2025-09-15T02:00:00.000Z',
    installments,
    outstanding: 524_475.03,
    paymentReference: '70000000112',
    nextDue: { dueDate: '2025-10-15', amount: 179_141.67, daysOverdue: 92 },
    ...overrides,
  });
}

/** Loan 11's payoff on 15 Jan 2026: principal, interest of installments 1–4, the three late fees; 8 × 1,500 + 0.04 not charged. */
function aPayoffQuote(overrides: Partial<LoanPayoffQuote> = {}): LoanPayoffQuote {
  return {
    loanId: 11,
    asOf: '2026-01-15',
    principal: 500_000,
    interest: 6_000,
    lateFees: 6_474.99,
    amount: 512_474.99,
    interestNotCharged: 12_000.04,
    ...overrides,
  };
}

/** Loan 11's disbursement; override kind, amount and the rest for fees and payments. */
export function aLoanTransaction(overrides: Partial<LoanTransaction> = {}): LoanTransaction {
  return {
    id: 101,
    loanId: 11,
    kind: 'disbursement',
    amount: 500_000,
    receiptNumber: null,
    source: null,
    channelPartner: null,
    externalReference: null,
    receivedAt: null,
    hasReceiptPhoto: false,
    installment: null,
    allocations: [],
    reason: null,
    actorId: 1,
    reversesId: null,
    reversedById: null,
    createdAt: '2025-09-15T02:00:00.000Z',
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 501,
    actorId: 2,
    actorEmail: 'officer@example.com',
    action: 'loan.approve',
    targetType: 'loan',
    targetId: 11,
    before: null,
    after: null,
    createdAt: '2026-09-30T02:00:00.000Z',
    ...overrides,
  };
}

/** Loan 11's disbursement of 30,000 by officer 2, as the back office's tests see it. */
export const OFFICERS_DISBURSEMENT = { amount: 30_000, actorId: 2, createdAt: '2026-09-30T02:00:00.000Z' } as const;

/** GET /api/admin/loans/11: the loan, its disbursement and the officer's approval. */
export function anAdminLoanDetail(overrides: Partial<AdminLoanDetail> = {}): AdminLoanDetail {
  return { loan: aLoanWithAccount(), transactions: [aLoanTransaction(OFFICERS_DISBURSEMENT)], audit: [anAuditEntry()], review: aLoanReview(), amortization: [], help: { restructuredAt: null, writtenOffAt: null, writeOffDays: 180, requests: [], offers: [] }, ...overrides };
}

/** The review facts of a paid-out loan (issue 32): PHP 10,300.00 of PHP 45,000.00, within 40 %, nothing left to decide. */
function aLoanReview(overrides: Partial<LoanReviewFacts> = {}): LoanReviewFacts {
  return {
    monthlyInstallment: 10_300,
    monthlyIncome: 45_000,
    installmentToIncome: 0.2289,
    limit: 0.4,
    isAboveLimit: false,
    creditScore: 650,
    creditBand: 'Good Credit',
    isVerified: true,
    documentTypes: ['back_id', 'front_id', 'selfie_with_id'],
    countryWorking: 'Saudi Arabia',
    earlierLoans: [],
    openWithdrawals: [],
    decisions: [],
    ...overrides,
  };
}

/** A settlement row held because its reference's check digit is wrong. */
export function anUnmatchedPayment(overrides: Partial<UnmatchedPayment> = {}): UnmatchedPayment {
  return {
    id: 31,
    origin: 'settlement',
    line: 3,
    reference: '70000000113',
    amount: 1500,
    paidAt: '2026-11-20T01:30:00.000Z',
    transactionId: 'OTC-779',
    channel: 'otc',
    channelPartner: null,
    reason: 'invalid_reference',
    message: 'invalid reference',
    createdAt: '2026-11-21T02:00:00.000Z',
    ...overrides,
  };
}

/** An aging report with no overdue loan; a test puts the figures it checks. */
export function anAgingReport(overrides: Partial<LoanAgingReport> = {}): LoanAgingReport {
  return {
    asOf: '2026-11-22',
    buckets: [
      { key: '1_30', minDays: 1, maxDays: 30, loans: 0, outstandingPrincipal: 0 },
      { key: '31_60', minDays: 31, maxDays: 60, loans: 0, outstandingPrincipal: 0 },
      { key: '61_90', minDays: 61, maxDays: 90, loans: 0, outstandingPrincipal: 0 },
      { key: 'over_90', minDays: 91, maxDays: null, loans: 0, outstandingPrincipal: 0 },
    ],
    activeLoans: 0,
    outstandingPrincipal: 0,
    par30: { loans: 0, outstandingPrincipal: 0, share: 0 },
    flagged: { restructured: { loans: 0, outstandingPrincipal: 0 }, writtenOff: { loans: 0, outstandingPrincipal: 0 } },
    ...overrides,
  };
}

/** The receipt of a wallet payment of 45,325.00 (installment 1 with its fee) on loan 11. */
export function aPaymentReceipt(overrides: Partial<PaymentReceipt> = {}): PaymentReceipt {
  const transaction = aLoanTransaction({
    id: 120,
    kind: 'repayment',
    amount: 45_325,
    receiptNumber: 'R-00000120',
    source: 'wallet',
    actorId: 7,
    allocations: [{ installment: 1, lateFee: 2_158.33, interest: 1_500, principal: 41_666.67, interestWaived: 0, lateFeeNotDue: 0 }],
    createdAt: '2026-01-15T04:00:00.000Z',
  });
  return { transaction, receiptNumber: 'R-00000120', loanId: 11, amount: 45_325, balance: 479_150.03, isLoanClosed: false, ...overrides };
}

type WalletApi = {
  loans?: LoanWithAccount[];
  notifications?: Notification[];
  withdrawals?: Withdrawal[];
  ledger?: LedgerEntry[];
  /** GET /api/loans/{id}/payoff and /transactions, for any loan. */
  payoff?: LoanPayoffQuote;
  transactions?: LoanTransaction[];
};

/** The GET calls the wallet tab makes; each list can be swapped later with server.use. */
export function serveWalletApi({
  loans = [],
  notifications = [],
  withdrawals = [],
  ledger = [],
  payoff = aPayoffQuote(),
  transactions = [],
}: WalletApi = {}) {
  server.use(
    http.get('/api/loans', () => HttpResponse.json(loans)),
    http.get('/api/loans/:id/payoff', () => HttpResponse.json(payoff)),
    http.get('/api/loans/:id/transactions', () => HttpResponse.json(transactions)),
    http.get('/api/notifications', () => HttpResponse.json(notifications)),
    http.get('/api/user/withdrawals', () => HttpResponse.json(withdrawals)),
    http.get('/api/user/ledger', () => HttpResponse.json(ledger)),
  );
}

/** A request waiting for a second staff member (maker-checker, issue 15): Maria's loan of 550,000. */
export function anApproval(overrides: Partial<Approval> = {}): Approval {
  return {
    id: 31,
    kind: 'loan_approval',
    loanId: 11,
    paymentId: null,
    borrower: { id: 7, fullName: 'Maria Santos' },
    amount: 550_000,
    maker: { id: 5, fullName: 'Ana Reyes' },
    makerReason: null,
    createdAt: '2026-11-21T02:00:00.000Z',
    state: 'pending',
    checker: null,
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}

/** A borrower's complaint just filed, with the default clock of 2 and 30 days (issue 15). */
export function aComplaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    id: 12,
    reference: 'CMP-2026-000012-4',
    category: 'payment_not_credited',
    description: 'I paid on 3 March and it is not credited.',
    state: 'submitted',
    createdAt: '2026-03-05T01:00:00.000Z',
    acknowledgedAt: null,
    ackDueAt: '2026-03-07T01:00:00.000Z',
    resolveDueAt: '2026-04-04T01:00:00.000Z',
    resolvedAt: null,
    overdue: null,
    evidence: [],
    messages: [],
    ...overrides,
  };
}

/** The same complaint as the back office lists it, with its borrower and no assignee yet. */
export function aListedComplaint(overrides: Partial<AdminComplaint> = {}): AdminComplaint {
  return {
    ...aComplaint({ category: 'collection_conduct', description: 'A collector called my employer.', evidence: [{ id: 3, url: '/api/complaints/evidence/3', contentType: 'image/png', size: 2000 }] }),
    user: { id: 7, fullName: 'Maria Santos', email: 'maria@example.com', contactNumber: '+639171234567' },
    assignee: null,
    ...overrides,
  };
}
