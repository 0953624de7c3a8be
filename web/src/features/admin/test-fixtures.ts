import type { Loan, PublicUser } from '@app/domain/contract';
import { aPendingLoan } from '../../test/fixtures';

/** Members and staff as the API sends them, for the panel's component tests. */
export function person(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    fullName: 'Maria Santos',
    email: 'maria@example.com',
    contactNumber: '+639171234567',
    address: '123 Rizal St',
    countryWorking: 'Saudi Arabia',
    monthlyIncome: 45000,
    loanPurpose: 'House repair',
    contactPersonName: 'Jose Santos',
    contactPersonTel: '+639181234567',
    bankName: 'BDO',
    accountNumber: '001234567890',
    creditScore: 500,
    walletBalance: 0,
    availableBalance: 0,
    role: 'borrower',
    isActive: true,
    isVerified: true,
    verificationCompletedAt: '2026-11-21T02:00:00.000Z',
    withdrawalsHeldUntil: null,
    createdAt: '2026-11-21T02:00:00.000Z',
    registrationCountry: 'Philippines',
    ...overrides,
  };
}

export const MAIN_ADMIN = person({ id: 1, fullName: 'Main Administrator', email: 'admin@example.com', role: 'main_admin', contactNumber: '' });
export const OFFICER = person({ id: 2, fullName: 'Administrator', email: 'officer@example.com', role: 'admin', contactNumber: '' });

/** A pending application of Maria Santos as the borrowing list shows it. */
export const LOAN: Loan = aPendingLoan({
  id: 11,
  userId: 7,
  user: { id: 7, fullName: 'Maria Santos', email: 'maria@example.com', contactNumber: '+639171234567', walletBalance: 0, creditScore: 500 },
  createdAt: '2026-11-21T02:00:00.000Z',
});
