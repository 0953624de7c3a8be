import { centavos } from '../money';
import { loanInstallments, type Installment } from './installments';
import { installmentAccounts, type InstallmentAccount, type LoanPosting, type RepaymentPosting } from './loan-account';

/** An instant given as Manila wall time, '2026-02-10T23:59'. */
export function manila(wallTime: string): Date {
  return new Date(`${wallTime}+08:00`);
}

/**
 * PHP 150,000 over 6 months at 0.5 %, disbursed 2026-01-10: 25,000.00
 * principal + 750.00 interest = 25,750.00 a month, due on the 10th of
 * February to July 2026.
 */
export function sixMonthLoan(startDate = '2026-01-10'): Installment[] {
  return loanInstallments({ principal: centavos(15_000_000), monthlyPayment: centavos(2_575_000), term: 6, startDate });
}

export function accountsOf(postings: readonly LoanPosting[], installments = sixMonthLoan()): InstallmentAccount[] {
  return installmentAccounts({ installments, postings });
}

export type PartsPaid = { installment: number; lateFee?: number; interest?: number; principal?: number };

/** A repayment with these lines; parts left out are 0. */
export function repaid(...parts: PartsPaid[]): RepaymentPosting {
  const lines = parts.map(({ installment, lateFee = 0, interest = 0, principal = 0 }) => ({
    installment,
    lateFee: centavos(lateFee),
    interest: centavos(interest),
    principal: centavos(principal),
  }));
  return { kind: 'repayment', lines, forgiven: [] };
}

/** Installments of sixMonthLoan paid in full: 75,000 interest and 2,500,000 principal each. */
export function paidInFull(...installments: number[]): RepaymentPosting {
  return repaid(...installments.map((installment) => ({ installment, interest: 75_000, principal: 2_500_000 })));
}
