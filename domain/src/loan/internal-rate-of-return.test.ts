import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalRateOfReturn } from './internal-rate-of-return';

function presentValue(rate: number, payment: number, periods: number): number {
  let total = 0;
  for (let t = 1; t <= periods; t += 1) total += payment / (1 + rate) ** t;
  return total;
}

/*
 * Expected rates were solved independently with 50-digit arithmetic
 * (Python mpmath, bisection on the annuity formula), not with this code.
 */
describe('internalRateOfReturn', () => {
  const cases = [
    { principal: 1_200_000, payment: 53_600, periods: 24, rate: 0.0056385069842786234 },
    { principal: 150_000, payment: 25_750, periods: 6, rate: 0.0085113179171957518 },
    { principal: 1_000_000, payment: 32_777.78, periods: 36, rate: 0.0092353816236771679 },
    { principal: 5_000_000, payment: 119_166.67, periods: 48, rate: 0.0056302349738156081 },
    { principal: 500_000, payment: 43_166.67, periods: 12, rate: 0.005483502282331813 },
  ];

  for (const { principal, payment, periods, rate } of cases) {
    it(`solves ${principal} repaid by ${periods} × ${payment}`, () => {
      const r = internalRateOfReturn({ principal, payment, periods });
      expect(Math.abs(r - rate)).toBeLessThan(1e-12);
      expect(Math.abs(presentValue(r, payment, periods) - principal)).toBeLessThan(0.01);
    });
  }

  it('is zero when the payments only return the principal', () => {
    expect(Math.abs(internalRateOfReturn({ principal: 1_200, payment: 100, periods: 12 }))).toBeLessThan(1e-12);
  });

  it('is negative when the payments return less than the principal', () => {
    const r = internalRateOfReturn({ principal: 1_000, payment: 80, periods: 12 });
    expect(Math.abs(r - -0.0062251067417865738)).toBeLessThan(1e-12);
  });

  it('solves a single period exactly: 100 back as 103 is 3%', () => {
    expect(internalRateOfReturn({ principal: 100, payment: 103, periods: 1 })).toBeCloseTo(0.03, 12);
  });

  it('refuses streams without a single root', () => {
    expect(() => internalRateOfReturn({ principal: 0, payment: 10, periods: 12 })).toThrow(RangeError);
    expect(() => internalRateOfReturn({ principal: 100, payment: 0, periods: 12 })).toThrow(RangeError);
    expect(() => internalRateOfReturn({ principal: 100, payment: 10, periods: 0 })).toThrow(RangeError);
    expect(() => internalRateOfReturn({ principal: 100, payment: 10, periods: 2.5 })).toThrow(RangeError);
  });

  it('discounting the payments at the returned rate gives back the principal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 500_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0.5, max: 3, noNaN: true }),
        (principal, periods, multiple) => {
          const payment = Math.round(((principal * multiple) / periods) * 100) / 100;
          const r = internalRateOfReturn({ principal, payment, periods });
          expect(Math.abs(presentValue(r, payment, periods) - principal)).toBeLessThan(0.01);
          // More paid back than lent means a positive rate, and the other way round.
          const surplus = payment * periods - principal;
          if (Math.abs(surplus) > 0.001) expect(Math.sign(r)).toBe(Math.sign(surplus));
        },
      ),
    );
  });
});

describe('internalRateOfReturn with a deferral (a payment holiday)', () => {
  it('110 paid once after one period with nothing: (1 + r)² = 1.1, r = √1.1 − 1', () => {
    expect(internalRateOfReturn({ principal: 100, payment: 110, periods: 1, deferred: 1 })).toBeCloseTo(0.0488088482, 9);
  });

  it('refuses a deferral that is not a whole number of periods', () => {
    expect(() => internalRateOfReturn({ principal: 100, payment: 110, periods: 1, deferred: 0.5 })).toThrow(RangeError);
  });
});
