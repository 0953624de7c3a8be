import { centavos, STAFF_DUTIES, type Role } from '@app/domain';
import { randomUUID } from 'node:crypto';

/*
 * The one set of test members: what a sign-up sends and what a member's row
 * holds when a test writes it directly. The harness and the world build on
 * these; a test overrides only what it is about.
 */

export const PASSWORD = 'correct horse battery';

let sequence = 0;
export function uniqueEmail(prefix = 'borrower'): string {
  sequence += 1;
  return `${prefix}${sequence}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The body of POST /api/auth/register: a valid sign-up unless overridden. */
export function registration(overrides: Partial<Record<'fullName' | 'email' | 'contactNumber' | 'password' | 'confirmPassword' | 'privacyNoticeVersion' | 'language', string>> = {}) {
  const password = overrides.password ?? PASSWORD;
  return { fullName: 'Maria Santos', email: uniqueEmail(), contactNumber: '09171234567', password, confirmPassword: password, privacyNoticeVersion: '2026-11-22', ...overrides };
}

/** The body of POST /api/user/verification (a borrower's personal details): valid unless overridden. */
export function verificationDetails(overrides: Partial<Record<'address' | 'countryWorking' | 'loanPurpose' | 'contactPersonName' | 'contactPersonTel', string> & { monthlyIncome: number }> = {}) {
  return {
    address: '123 Rizal St, Quezon City',
    countryWorking: 'Saudi Arabia',
    monthlyIncome: 45_000,
    loanPurpose: 'House repair',
    contactPersonName: 'Jose Santos',
    contactPersonTel: '09181234567',
    ...overrides,
  };
}

/** The body of POST /api/user/bank-info: valid unless overridden. */
export function bankDetails(overrides: Partial<Record<'bankName' | 'accountNumber', string>> = {}) {
  return { bankName: 'BDO', accountNumber: '001234567890', ...overrides };
}

/** A user row as a test writes it straight to the database: active, the starting score, an empty wallet. */
export function userRow({
  email,
  passwordHash,
  role,
  now,
  ...overrides
}: { email: string; passwordHash: string; role: Role; now: string } & Partial<{
  fullName: string;
  contactNumber: string;
  isActive: number;
  registrationCountry: string | null;
  deletedAt: string | null;
  personalDetailsAt: string | null;
  bankInfoAt: string | null;
  duties: string | null;
}>) {
  return {
    email,
    passwordHash,
    fullName: 'Maria Santos',
    contactNumber: role === 'borrower' ? '+639171234567' : '',
    creditScore: 500,
    walletBalanceCentavos: centavos(0),
    role,
    isActive: 1,
    registrationCountry: null,
    // Staff written by tests hold every duty, as existing admins do after 015 (issue 27); a borrower's
    // row leaves the column out, so it can be written to a database from before 015.
    ...(role === 'borrower' ? {} : { duties: JSON.stringify(STAFF_DUTIES) }),
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
