import { PREMIUM_RATE, PREMIUM_THRESHOLD, STANDARD_RATE } from './constants';

export type AmountInput = { amount: number };

export type RateOption = {
  rate: number;
  kind: 'standard' | 'premium';
  isRecommended: boolean;
};

export function isPremiumEligible({ amount }: AmountInput): boolean {
  return amount >= PREMIUM_THRESHOLD;
}

/** The rates a borrower may pick for an amount: 0.5% always, 0.3% (recommended) from 500,000. */
export function rateOptionsFor({ amount }: AmountInput): RateOption[] {
  const standard: RateOption = { rate: STANDARD_RATE, kind: 'standard', isRecommended: false };
  if (!isPremiumEligible({ amount })) return [standard];
  return [standard, { rate: PREMIUM_RATE, kind: 'premium', isRecommended: true }];
}

export function defaultRateFor({ amount }: AmountInput): number {
  return isPremiumEligible({ amount }) ? PREMIUM_RATE : STANDARD_RATE;
}
