import {
  LOAN_AMOUNT_STEP,
  LOAN_MAX_AMOUNT,
  LOAN_MIN_AMOUNT,
  LOAN_TERM_OPTIONS,
  PREMIUM_RATE,
} from './constants';
import { isPremiumEligible, rateOptionsFor } from './rates';

export type LoanApplicationInput = { amount: number; term: number; interestRate: number };

/** The rule an application breaks, as a code: its words are LOAN_RULE_MESSAGES of ../messages (decision 051: the domain's rules return codes, not sentences). */
export type LoanRule = 'amountOutOfRange' | 'amountStep' | 'termNotOffered' | 'premiumRateNotEligible' | 'rateStandardOnly' | 'rateNotOffered';

export type LoanRuleIssue = { field: 'amount' | 'term' | 'interestRate'; rule: LoanRule };

function amountIssue(amount: number): LoanRule | null {
  if (!Number.isFinite(amount) || amount < LOAN_MIN_AMOUNT || amount > LOAN_MAX_AMOUNT) {
    return 'amountOutOfRange';
  }
  // The slider moves in 50,000 steps from its minimum; fractions fail here too.
  if ((amount - LOAN_MIN_AMOUNT) % LOAN_AMOUNT_STEP !== 0) return 'amountStep';
  return null;
}

function rateIssue(amount: number, interestRate: number): LoanRule | null {
  if (rateOptionsFor({ amount }).some((option) => option.rate === interestRate)) return null;
  if (isPremiumEligible({ amount })) return 'rateNotOffered';
  return interestRate === PREMIUM_RATE ? 'premiumRateNotEligible' : 'rateStandardOnly';
}

/**
 * The borrower-facing rules of SPEC section 9 (DEPARTURES 8: the server checks
 * them again). An empty list means the application is valid.
 */
export function validateLoanApplication({ amount, term, interestRate }: LoanApplicationInput): LoanRuleIssue[] {
  const issues: LoanRuleIssue[] = [];
  const amountRule = amountIssue(amount);
  if (amountRule) issues.push({ field: 'amount', rule: amountRule });
  if (!(LOAN_TERM_OPTIONS as readonly number[]).includes(term)) {
    issues.push({ field: 'term', rule: 'termNotOffered' });
  }
  const rateRule = rateIssue(amount, interestRate);
  if (rateRule) issues.push({ field: 'interestRate', rule: rateRule });
  return issues;
}

/** The amount a borrower may choose nearest to `amount`: within the bounds, on a 50,000 step from the minimum (halves go up). */
export function nearestLoanAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount <= LOAN_MIN_AMOUNT) return LOAN_MIN_AMOUNT;
  if (amount >= LOAN_MAX_AMOUNT) return LOAN_MAX_AMOUNT;
  return LOAN_MIN_AMOUNT + Math.round((amount - LOAN_MIN_AMOUNT) / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP;
}
