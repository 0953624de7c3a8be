import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCentavos,
  centavos,
  formatDecimal,
  formatPhp,
  fromBasisPoints,
  isPesoAmount,
  mulCentavosByRate,
  roundHalfAwayFromZero,
  roundToDecimals,
  subCentavos,
  sumCentavos,
  toBasisPoints,
  toCentavos,
  toPesos,
} from './money';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
  });

  it('rounds everything else to the nearest integer', () => {
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(2.5001)).toBe(3);
    expect(roundHalfAwayFromZero(-2.4999)).toBe(-2);
    expect(roundHalfAwayFromZero(100.49)).toBe(100);
    expect(roundHalfAwayFromZero(7)).toBe(7);
  });

  it('treats float noise just below a half as the half it stands for', () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point.
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
    expect(roundHalfAwayFromZero(1.255 * 100)).toBe(126);
    expect(roundHalfAwayFromZero(-1.005 * 100)).toBe(-101);
  });

  it('keeps real fractions of large numbers (the tolerance stops growing)', () => {
    // Near 2^45 an uncapped 8-ulp tolerance (0.0625) would turn 0.46875 into a half.
    expect(roundHalfAwayFromZero(2 ** 45 + 0.46875)).toBe(2 ** 45);
    expect(roundHalfAwayFromZero(2 ** 45 + 0.5)).toBe(2 ** 45 + 1);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });

  it('refuses non-finite numbers', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('always lands on an integer at most one half away', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const rounded = roundHalfAwayFromZero(value);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 + 1e-3);
      }),
    );
  });

  it('is odd: rounding -x is minus rounding x', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(roundHalfAwayFromZero(-value) + roundHalfAwayFromZero(value)).toBe(0);
      }),
    );
  });

  it('rounds every exact k + 0.5 up in magnitude', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (k) => {
        expect(roundHalfAwayFromZero(k + 0.5)).toBe(k + 1);
        expect(roundHalfAwayFromZero(-(k + 0.5))).toBe(-(k + 1));
      }),
    );
  });
});

describe('roundToDecimals', () => {
  it('rounds with the same rule at a given number of decimals', () => {
    expect(roundToDecimals({ value: 1.005, decimals: 2 })).toBe(1.01);
    expect(roundToDecimals({ value: 0.56385069, decimals: 4 })).toBe(0.5639);
    expect(roundToDecimals({ value: -0.125, decimals: 2 })).toBe(-0.13);
  });
});

describe('toBasisPoints', () => {
  it('stores a percent as whole basis points with the one rounding rule', () => {
    expect(toBasisPoints(0.5)).toBe(50);
    expect(toBasisPoints(0.3)).toBe(30);
    // 0.29 * 100 is 28.999999999999996 in binary floating point.
    expect(toBasisPoints(0.29)).toBe(29);
    expect(toBasisPoints(0.125)).toBe(13);
    expect(toBasisPoints(0)).toBe(0);
  });

  it('comes back to the same percent', () => {
    expect(fromBasisPoints(50)).toBe(0.5);
    expect(fromBasisPoints(toBasisPoints(0.07))).toBe(0.07);
  });
});

describe('centavos', () => {
  it('converts pesos to centavos with the rounding rule and back', () => {
    expect(toCentavos(1_200_000)).toBe(120_000_000);
    expect(toCentavos(10.1)).toBe(1010);
    expect(toCentavos(1.005)).toBe(101);
    expect(toCentavos(-5)).toBe(-500);
    expect(toPesos(centavos(5_360_000))).toBe(53_600);
    expect(toPesos(centavos(1))).toBe(0.01);
  });

  it('only brands whole numbers', () => {
    expect(centavos(42)).toBe(42);
    expect(() => centavos(1.5)).toThrow(RangeError);
    expect(() => centavos(Number.NaN)).toThrow(RangeError);
    expect(() => centavos(2 ** 53)).toThrow(RangeError);
  });

  it('adds, subtracts and sums', () => {
    expect(addCentavos(centavos(150), centavos(275))).toBe(425);
    expect(subCentavos(centavos(150), centavos(275))).toBe(-125);
    expect(sumCentavos([centavos(1), centavos(2), centavos(3)])).toBe(6);
    expect(sumCentavos([])).toBe(0);
  });

  it('multiplies by a percent and rounds once', () => {
    // 1,200,000.00 at 0.3% is 3,600.00
    expect(mulCentavosByRate({ amount: centavos(120_000_000), ratePercent: 0.3 })).toBe(360_000);
    // 0.05 at 50% is 0.025, a half centavo: away from zero
    expect(mulCentavosByRate({ amount: centavos(5), ratePercent: 50 })).toBe(3);
    expect(mulCentavosByRate({ amount: centavos(-5), ratePercent: 50 })).toBe(-3);
    // 0.33 at 10% is 0.033 → 0.03
    expect(mulCentavosByRate({ amount: centavos(33), ratePercent: 10 })).toBe(3);
  });

  it('round-trips any 2-decimal peso amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (cents) => {
        const pesos = cents / 100;
        expect(toCentavos(pesos)).toBe(cents);
        expect(isPesoAmount(pesos)).toBe(true);
      }),
    );
  });
});

describe('isPesoAmount', () => {
  it('accepts finite numbers with at most 2 decimals, float noise included', () => {
    expect(isPesoAmount(0)).toBe(true);
    expect(isPesoAmount(1_200_000)).toBe(true);
    expect(isPesoAmount(10.1)).toBe(true);
    expect(isPesoAmount(0.1 + 0.2)).toBe(true);
    expect(isPesoAmount(4_999_999.99)).toBe(true);
    expect(isPesoAmount(-5.25)).toBe(true);
  });

  it('refuses more decimals and anything that is not a finite number', () => {
    expect(isPesoAmount(10.001)).toBe(false);
    expect(isPesoAmount(0.005)).toBe(false);
    expect(isPesoAmount(1.0001)).toBe(false);
    expect(isPesoAmount(Number.NaN)).toBe(false);
    expect(isPesoAmount(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isPesoAmount('10')).toBe(false);
    expect(isPesoAmount(null)).toBe(false);
    expect(isPesoAmount(undefined)).toBe(false);
  });
});

describe('formatDecimal', () => {
  it('groups thousands and keeps between the least and the most decimals asked', () => {
    expect(formatDecimal(1234567)).toBe('1,234,567');
    expect(formatDecimal(30, { minDecimals: 2 })).toBe('30.00');
    expect(formatDecimal(2.5, { maxDecimals: 2 })).toBe('2.5');
    expect(formatDecimal(2.456, { maxDecimals: 2 })).toBe('2.46');
    expect(formatDecimal(3, { maxDecimals: 2 })).toBe('3');
    expect(formatDecimal(2.87654, { minDecimals: 4 })).toBe('2.8765');
    expect(formatDecimal(-1000.5, { maxDecimals: 1 })).toBe('-1,000.5');
    expect(formatDecimal(-0.0001, { maxDecimals: 2 })).toBe('0');
  });

  it('rounds halves away from zero, as the product does everywhere', () => {
    expect(formatDecimal(1.005, { minDecimals: 2 })).toBe('1.01');
    expect(formatDecimal(0.125, { maxDecimals: 2 })).toBe('0.13');
    expect(formatDecimal(-2.5)).toBe('-3');
  });
});

describe('formatPhp', () => {
  it('formats en-PH with exactly 2 decimals', () => {
    expect(formatPhp(1_200_000)).toBe('PHP 1,200,000.00');
    expect(formatPhp(53_600)).toBe('PHP 53,600.00');
    expect(formatPhp(27_777.78)).toBe('PHP 27,777.78');
    expect(formatPhp(0.5)).toBe('PHP 0.50');
    expect(formatPhp(0)).toBe('PHP 0.00');
  });

  it('shows negatives with a minus after the currency', () => {
    expect(formatPhp(-5)).toBe('PHP -5.00');
    expect(formatPhp(-1234.5)).toBe('PHP -1,234.50');
  });

  it('rounds like the money helper, not like the double underneath', () => {
    expect(formatPhp(1.005)).toBe('PHP 1.01');
    expect(formatPhp(-0.001)).toBe('PHP 0.00');
  });

  it("shows 'PHP 0.00' for anything that is not a finite amount", () => {
    expect(formatPhp(Number.NaN)).toBe('PHP 0.00');
    expect(formatPhp(undefined)).toBe('PHP 0.00');
    expect(formatPhp(null)).toBe('PHP 0.00');
    expect(formatPhp(Number.POSITIVE_INFINITY)).toBe('PHP 0.00');
    expect(formatPhp('abc')).toBe('PHP 0.00');
    expect(formatPhp('')).toBe('PHP 0.00');
    expect(formatPhp({})).toBe('PHP 0.00');
  });

  it('writes huge amounts in full, as Intl does, never in exponents', () => {
    expect(formatPhp(123_456_789_012_345.67)).toBe('PHP 123,456,789,012,345.67');
    expect(formatPhp(1e21)).toBe('PHP 1,000,000,000,000,000,000,000.00');
    expect(formatPhp(-1.2345678901234566e25)).toBe('PHP -12,345,678,901,234,566,000,000,000.00');
  });

  it('prints what en-PH Intl.NumberFormat prints for amounts whose centavos are exact', () => {
    // Intl is the independent oracle here; it is not used by formatPhp, whose first use would cost a phone ~70 ms.
    const intl = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 2000; i += 1) {
      // `|| 0`: the product never shows -0, which Intl prints as '-0.00'.
      const cents = Math.floor(random() * 10 ** Math.floor(random() * 15)) * (random() < 0.2 ? -1 : 1) || 0;
      expect(formatPhp(cents / 100)).toBe(`PHP ${intl.format(cents / 100)}`);
    }
  });

  it('accepts numeric strings as numbers', () => {
    expect(formatPhp('1200')).toBe('PHP 1,200.00');
    expect(formatPhp(' 1500.5 ')).toBe('PHP 1,500.50');
  });
});
