import type { Loan, PublicUser } from '@app/domain/contract';

/** A signed-in borrower as GET /api/auth/me returns one; tests override what they need. */
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

/** A pending loan of 1,200,000 over 24 months at 0.3%: 53,600.00 a month, 1,286,400.00 in all. */
export function aPendingLoan(overrides: Partial<Loan> = {}): Loan {
  return {
    id: 9,
    userId: 42,
    amount: 1_200_000,
    term: 24,
    interestRate: 0.3,
    monthlyPayment: 53_600,
    totalRepayment: 1_286_400,
    status: 'pending',
    startDate: null,
    createdAt: '2026-03-05T02:30:00.000Z',
    disbursedAt: null,
    disclosure: {
      amountFinanced: 1_200_000,
      fees: 0,
      financeCharge: 86_400,
      netProceeds: 1_200_000,
      totalRepayment: 1_286_400,
      monthlyPayment: 53_600,
      flatMonthlyRate: 0.3,
      effectiveMonthlyRate: 0.5639,
      effectiveAnnualRate: 6.98,
      nominalAnnualRate: 6.77,
      method: 'Internal rate of return of the monthly payment stream (actuarial method); annual rate compounded monthly',
    },
    withdrawalCode: null,
    ...overrides,
  };
}
