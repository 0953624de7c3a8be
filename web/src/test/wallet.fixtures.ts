import type { LedgerEntry, Loan, Notification, PublicUser, Withdrawal } from '@app/domain/contract';
import { truthInLending } from '@app/domain/loan';
import { http, HttpResponse } from 'msw';
import { server } from './server';

export function aBorrower(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    fullName: 'Maria Santos',
    email: 'maria@example.ph',
    contactNumber: '+63 917 555 0101',
    address: 'Quezon City',
    countryWorking: 'Singapore',
    monthlyIncome: 45000,
    loanPurpose: 'Tuition',
    contactPersonName: 'Jose Santos',
    contactPersonTel: '+63 917 555 0102',
    bankName: 'BDO',
    accountNumber: '001234567890',
    creditScore: 640,
    walletBalance: 1_200_000,
    availableBalance: 1_200_000,
    role: 'borrower',
    isActive: true,
    isVerified: true,
    createdAt: '2026-01-02T03:00:00.000Z',
    registrationCountry: 'PH',
    ...overrides,
  };
}

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

export type WalletApi = {
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
