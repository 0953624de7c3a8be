import { loanDocumentaryStampTax } from '@app/domain/books';
import { toCentavos, toPesos } from '@app/domain/money';
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

/**
 * The figures of a choice and its disclosure; `documentaryStampTax`, in
 * pesos, is the tax deducted from the proceeds when the borrower bears it
 * (decision 072), 0 when the lender does.
 */
export function quote(choice: LoanChoice, documentaryStampTax = 0): LoanCalculation & { disclosure: ReturnType<typeof truthInLending> } {
  return { ...calculateLoan(choice), disclosure: truthInLending({ ...choice, documentaryStampTax }) };
}

/**
 * The tax a borrower who bears it would have deducted from this choice, in
 * pesos, were it paid out today (Manila): the term runs from the start to
 * the last due date, so a term under a year is estimated from today; the
 * loan's own disclosure keeps the tax fixed when it pays out.
 */
export function borrowersDst(choice: LoanChoice, today: string): number {
  return toPesos(loanDocumentaryStampTax({ principal: toCentavos(choice.amount), term: choice.term, startDate: today }));
}
