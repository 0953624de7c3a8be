/*
 * The test builders of the web's component tests: one per thing the API
 * sends. Each gives a complete, valid value; a test overrides what it
 * asserts on, so the expected values stay in the test.
 */
import type {
  AdminLoanDetail,
  AuditEntry,
  LedgerEntry,
  Loan,
  LoanAgingReport,
  LoanInstallment,
  LoanTransaction,
  LoanWithAccount,
  Notification,
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
export const MAIN_ADMIN = aUser({ id: 1, fullName: 'Main Administrator', email: 'admin@example.com', role: 'main_admin', contactNumber: '' });
export const OFFICER = aUser({ id: 2, fullName: 'Administrator', email: 'officer@example.com', role: 'admin', contactNumber: '' });

/** An approved, paid-out loan; its payments and disclosure follow from its amount, term and rate. */
export function aLoan(overrides: Partial<Loan> = {}): Loan {
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
    ...overrides,
  };
}

/** Installment 1 of a 30,000 loan over 3 months at 1%: 10,000 principal and 300 interest, nothing paid yet. */
export function anInstallment(overrides: Partial<LoanInstallment> = {}): LoanInstallment {
  return {
    number: 1,
    dueDate: '2026-10-31',
    principal: 10_000,
    interest: 300,
    lateFee: 0,
    lateFeeWaived: 0,
    interestWaived: 0,
    amountPaid: 0,
    outstanding: 10_300,
    state: 'upcoming',
    daysPastDue: 0,
    ...overrides,
  };
}

/** Loan 11 as the back office's loan account shows it: 30,000 over 3 months at 1%, paid out on 2026-09-30, nothing paid. */
export function aLoanWithAccount(overrides: Partial<LoanWithAccount> = {}): LoanWithAccount {
  return {
    ...aLoan({ amount: 30_000, term: 3, interestRate: 1, startDate: '2026-09-30', disbursedAt: '2026-09-30T02:00:00.000Z' }),
    installments: [
      anInstallment({ number: 1, dueDate: '2026-10-31' }),
      anInstallment({ number: 2, dueDate: '2026-11-30' }),
      anInstallment({ number: 3, dueDate: '2026-12-31' }),
    ],
    outstanding: 30_900,
    paymentReference: '70000000112',
    nextDue: { dueDate: '2026-10-31', amount: 10_300 },
    cancellableUntil: null,
    ...overrides,
  };
}

/** One entry of a loan's money; by default the disbursement of loan 11. */
export function aLoanTransaction(overrides: Partial<LoanTransaction> = {}): LoanTransaction {
  return {
    id: 101,
    loanId: 11,
    kind: 'disbursement',
    amount: 30_000,
    receiptNumber: null,
    source: null,
    externalReference: null,
    receivedAt: null,
    installment: null,
    allocations: [],
    reason: null,
    actorId: 2,
    reversesId: null,
    reversedById: null,
    createdAt: '2026-09-30T02:00:00.000Z',
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

/** GET /api/admin/loans/11: the loan, its disbursement and the officer's approval. */
export function anAdminLoanDetail(overrides: Partial<AdminLoanDetail> = {}): AdminLoanDetail {
  return { loan: aLoanWithAccount(), transactions: [aLoanTransaction()], audit: [anAuditEntry()], ...overrides };
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
    ...overrides,
  };
}

type WalletApi = {
  loans?: Loan[];
  notifications?: Notification[];
  withdrawals?: Withdrawal[];
  ledger?: LedgerEntry[];
};

/** The GET calls the wallet tab makes; each list can be swapped later with server.use. */
export function serveWalletApi({ loans = [], notifications = [], withdrawals = [], ledger = [] }: WalletApi = {}) {
  server.use(
    http.get('/api/loans', () => HttpResponse.json(loans)),
    http.get('/api/notifications', () => HttpResponse.json(notifications)),
    http.get('/api/user/withdrawals', () => HttpResponse.json(withdrawals)),
    http.get('/api/user/ledger', () => HttpResponse.json(ledger)),
  );
}
