import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultRateFor, isPremiumEligible, rateOptionsFor } from './rates';

describe('isPremiumEligible', () => {
  it('is true from 500,000 on', () => {
    expect(isPremiumEligible({ amount: 499_999.99 })).toBe(false);
    expect(isPremiumEligible({ amount: 450_000 })).toBe(false);
    expect(isPremiumEligible({ amount: 500_000 })).toBe(true);
    expect(isPremiumEligible({ amount: 5_000_000 })).toBe(true);
  });
});

describe('rateOptionsFor', () => {
  it('offers only the standard 0.5% below 500,000', () => {
    expect(rateOptionsFor({ amount: 150_000 })).toEqual([{ rate: 0.5, kind: 'standard', isRecommended: false }]);
    expect(rateOptionsFor({ amount: 450_000 })).toEqual([{ rate: 0.5, kind: 'standard', isRecommended: false }]);
  });

  it('adds the recommended premium 0.3% from 500,000', () => {
    expect(rateOptionsFor({ amount: 500_000 })).toEqual([
      { rate: 0.5, kind: 'standard', isRecommended: false },
      { rate: 0.3, kind: 'premium', isRecommended: true },
    ]);
  });

  it('always offers 0.5%, recommends exactly the premium rate, and defaults to a rate it offers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        const options = rateOptionsFor({ amount });
        expect(options.some((option) => option.rate === 0.5 && option.kind === 'standard')).toBe(true);
        for (const option of options) expect([0.3, 0.5]).toContain(option.rate);
        const recommended = options.filter((option) => option.isRecommended);
        expect(recommended.length).toBe(amount >= 500_000 ? 1 : 0);
        expect(recommended.every((option) => option.rate === 0.3)).toBe(true);
        expect(options.map((option) => option.rate)).toContain(defaultRateFor({ amount }));
      }),
    );
  });
});

describe('defaultRateFor', () => {
  it('is 0.3 when eligible, else 0.5', () => {
    expect(defaultRateFor({ amount: 1_200_000 })).toBe(0.3);
    expect(defaultRateFor({ amount: 500_000 })).toBe(0.3);
    expect(defaultRateFor({ amount: 300_000 })).toBe(0.5);
  });
});
