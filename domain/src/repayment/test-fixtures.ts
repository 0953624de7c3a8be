import { centavos } from '../money';
import { loanInstallments, type Installment } from './installments';
import { installmentAccounts, type InstallmentAccount, type LoanPosting } from './loan-account';

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
