import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { calculateLoan, loanPaymentCentavos } from './calculate-loan';

describe('calculateLoan', () => {
  it('1,200,000 over 24 months at 0.3%: 50,000 + 3,600 a month', () => {
    expect(calculateLoan({ amount: 1_200_000, term: 24, interestRate: 0.3 })).toEqual({
      amount: 1_200_000,
      term: 24,
      interestRate: 0.3,
      monthlyPayment: 53_600,
      totalRepayment: 1_286_400,
    });
  });

  it('150,000 over 6 months at 0.5%: 25,000 + 750 a month', () => {
    const loan = calculateLoan({ amount: 150_000, term: 6, interestRate: 0.5 });
    expect(loan.monthlyPayment).toBe(25_750);
    expect(loan.totalRepayment).toBe(154_500);
  });

  it('1,000,000 over 36 months at 0.5%: 27,777.777… + 5,000 rounds to 32,777.78', () => {
    const loan = calculateLoan({ amount: 1_000_000, term: 36, interestRate: 0.5 });
    expect(loan.monthlyPayment).toBe(32_777.78);
    // 32,777.78 × 36, not the unrounded 1,180,000.00
    expect(loan.totalRepayment).toBe(1_180_000.08);
  });

  it('5,000,000 over 48 months at 0.3%: 104,166.666… + 15,000 rounds to 119,166.67', () => {
    const loan = calculateLoan({ amount: 5_000_000, term: 48, interestRate: 0.3 });
    expect(loan.monthlyPayment).toBe(119_166.67);
    expect(loan.totalRepayment).toBe(5_720_000.16);
  });

  it('rounds down below the half: 150,000 over 18 months at 0.5% is 8,333.333… + 750', () => {
    const loan = calculateLoan({ amount: 150_000, term: 18, interestRate: 0.5 });
    expect(loan.monthlyPayment).toBe(9_083.33);
    expect(loan.totalRepayment).toBe(163_499.94);
  });

  it('rounds the sum once, halves away from zero (1,000.01 over 2 months at 0% is 500.005)', () => {
    const loan = calculateLoan({ amount: 1_000.01, term: 2, interestRate: 0 });
    expect(loan.monthlyPayment).toBe(500.01);
    expect(loan.totalRepayment).toBe(1_000.02);
  });

  it('refuses terms and rates that are no loan', () => {
    expect(() => calculateLoan({ amount: 150_000, term: 0, interestRate: 0.5 })).toThrow(RangeError);
    expect(() => calculateLoan({ amount: 150_000, term: 1.5, interestRate: 0.5 })).toThrow(RangeError);
    expect(() => calculateLoan({ amount: 150_000, term: 6, interestRate: -1 })).toThrow(RangeError);
    expect(() => calculateLoan({ amount: 150_000, term: 6, interestRate: Number.NaN })).toThrow(RangeError);
    expect(() => calculateLoan({ amount: -1, term: 6, interestRate: 0.5 })).toThrow(RangeError);
  });

  it('has a centavo form for the API', () => {
    expect(loanPaymentCentavos({ principal: centavos(100_000_000), term: 36, interestRate: 0.5 })).toEqual({
      monthlyPayment: 3_277_778,
      totalRepayment: 118_000_008,
    });
  });
});

const validAmount = fc.integer({ min: 0, max: 97 }).map((k) => 150_000 + k * 50_000);
const productTerm = fc.constantFrom(6, 12, 18, 24, 36, 48);
const productRate = fc.constantFrom(0.3, 0.5);
const anyAmount = fc.integer({ min: 1, max: 1_000_000_000 }).map((cents) => cents / 100);
const anyTerm = fc.integer({ min: 1, max: 60 });
const anyRate = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);

describe('calculateLoan properties', () => {
  it('total is the monthly payment times the term, to the centavo', () => {
    fc.assert(
      fc.property(anyAmount, anyTerm, anyRate, (amount, term, interestRate) => {
        const { monthlyPayment, totalRepayment } = calculateLoan({ amount, term, interestRate });
        expect(Math.round(totalRepayment * 100)).toBe(Math.round(monthlyPayment * 100) * term);
      }),
    );
  });

  it('monthly payment is the SPEC formula within half a centavo, with 2 decimals', () => {
    fc.assert(
      fc.property(anyAmount, anyTerm, anyRate, (amount, term, interestRate) => {
        const { monthlyPayment } = calculateLoan({ amount, term, interestRate });
        const exact = amount / term + amount * (interestRate / 100);
        expect(Math.abs(monthlyPayment - exact)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Math.abs(monthlyPayment * 100 - Math.round(monthlyPayment * 100))).toBeLessThan(1e-6);
      }),
    );
  });

  it('a product loan always repays at least its principal', () => {
    fc.assert(
      fc.property(validAmount, productTerm, productRate, (amount, term, interestRate) => {
        const { monthlyPayment, totalRepayment } = calculateLoan({ amount, term, interestRate });
        expect(monthlyPayment * term).toBeGreaterThanOrEqual(amount);
        expect(totalRepayment).toBeGreaterThanOrEqual(amount);
      }),
    );
  });

  it('the payment never falls when the amount grows', () => {
    fc.assert(
      fc.property(anyAmount, anyAmount, anyTerm, anyRate, (a, b, term, interestRate) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(calculateLoan({ amount: low, term, interestRate }).monthlyPayment).toBeLessThanOrEqual(
          calculateLoan({ amount: high, term, interestRate }).monthlyPayment,
        );
      }),
    );
  });

  it('the payment never falls when the rate grows', () => {
    fc.assert(
      fc.property(anyAmount, anyTerm, anyRate, anyRate, (amount, term, r1, r2) => {
        const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(calculateLoan({ amount, term, interestRate: low }).monthlyPayment).toBeLessThanOrEqual(
          calculateLoan({ amount, term, interestRate: high }).monthlyPayment,
        );
      }),
    );
  });

  it('the premium rate is never dearer than the standard one', () => {
    fc.assert(
      fc.property(validAmount, productTerm, (amount, term) => {
        expect(calculateLoan({ amount, term, interestRate: 0.3 }).totalRepayment).toBeLessThan(
          calculateLoan({ amount, term, interestRate: 0.5 }).totalRepayment,
        );
      }),
    );
  });
});
