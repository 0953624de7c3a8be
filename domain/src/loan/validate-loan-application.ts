import { LOAN_RULE_MESSAGES } from '../messages';
import {
  LOAN_AMOUNT_STEP,
  LOAN_MAX_AMOUNT,
  LOAN_MIN_AMOUNT,
  LOAN_TERM_OPTIONS,
  PREMIUM_RATE,
} from './constants';
import { isPremiumEligible, rateOptionsFor } from './rates';

export type LoanApplicationInput = { amount: number; term: number; interestRate: number };

export type LoanRuleIssue = { field: 'amount' | 'term' | 'interestRate'; message: string };

function amountIssue(amount: number): string | null {
  if (!Number.isFinite(amount) || amount < LOAN_MIN_AMOUNT || amount > LOAN_MAX_AMOUNT) {
    return LOAN_RULE_MESSAGES.amountOutOfRange;
  }
  // The slider moves in 50,000 steps from its minimum; fractions fail here too.
  if ((amount - LOAN_MIN_AMOUNT) % LOAN_AMOUNT_STEP !== 0) return LOAN_RULE_MESSAGES.amountStep;
  return null;
}

function rateIssue(amount: number, interestRate: number): string | null {
  if (rateOptionsFor({ amount }).some((option) => option.rate === interestRate)) return null;
  if (isPremiumEligible({ amount })) return LOAN_RULE_MESSAGES.rateNotOffered;
  return interestRate === PREMIUM_RATE ? LOAN_RULE_MESSAGES.premiumRateNotEligible : LOAN_RULE_MESSAGES.rateStandardOnly;
}

/**
 * The borrower-facing rules of SPEC section 9 (DEPARTURES 8: the server checks
 * them again). An empty list means the application is valid.
 */
export function validateLoanApplication({ amount, term, interestRate }: LoanApplicationInput): LoanRuleIssue[] {
  const issues: LoanRuleIssue[] = [];
  const amountMessage = amountIssue(amount);
  if (amountMessage) issues.push({ field: 'amount', message: amountMessage });
  if (!(LOAN_TERM_OPTIONS as readonly number[]).includes(term)) {
    issues.push({ field: 'term', message: LOAN_RULE_MESSAGES.termNotOffered });
  }
  const rateMessage = rateIssue(amount, interestRate);
  if (rateMessage) issues.push({ field: 'interestRate', message: rateMessage });
  return issues;
}

/** The amount a borrower may choose nearest to `amount`: within the bounds, on a 50,000 step from the minimum (halves go up). */
export function nearestLoanAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount <= LOAN_MIN_AMOUNT) return LOAN_MIN_AMOUNT;
  if (amount >= LOAN_MAX_AMOUNT) return LOAN_MAX_AMOUNT;
  return LOAN_MIN_AMOUNT + Math.round((amount - LOAN_MIN_AMOUNT) / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP;
}
