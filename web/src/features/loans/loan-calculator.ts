import { calculateLoan, defaultRateFor, isPremiumEligible, type LoanCalculation, rateOptionsFor, truthInLending } from '@app/domain/loan';

export type LoanChoice = { amount: number; term: number; interestRate: number };

/**
 * A new amount keeps the chosen rate while it is still offered; crossing the
 * premium threshold switches to that amount's default (0.3% from 500,000).
 */
export function withAmount(choice: LoanChoice, amount: number): LoanChoice {
  const isOffered = rateOptionsFor({ amount }).some((option) => option.rate === choice.interestRate);
  const hasCrossedThreshold = isPremiumEligible({ amount }) !== isPremiumEligible({ amount: choice.amount });
  return { ...choice, amount, interestRate: isOffered && !hasCrossedThreshold ? choice.interestRate : defaultRateFor({ amount }) };
}

export function quote(choice: LoanChoice): LoanCalculation & { disclosure: ReturnType<typeof truthInLending> } {
  return { ...calculateLoan(choice), disclosure: truthInLending(choice) };
}
