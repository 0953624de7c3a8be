import { describe, expect, it } from 'vitest';
import { borrowersDst, quote, withAmount } from './loan-calculator';

describe('withAmount', () => {
  const premium = { amount: 1_200_000, term: 24, interestRate: 0.3 };
  const standard = { amount: 1_200_000, term: 24, interestRate: 0.5 };

  it('keeps the chosen rate while it is still offered', () => {
    expect(withAmount(premium, 2_000_000)).toEqual({ amount: 2_000_000, term: 24, interestRate: 0.3 });
    expect(withAmount(standard, 500_000)).toEqual({ amount: 500_000, term: 24, interestRate: 0.5 });
  });

  it('falls to the fixed 0.5% below 500,000', () => {
    expect(withAmount(premium, 450_000)).toEqual({ amount: 450_000, term: 24, interestRate: 0.5 });
    expect(withAmount(premium, 150_000)).toEqual({ amount: 150_000, term: 24, interestRate: 0.5 });
  });

  it('switches to the recommended 0.3% when the amount climbs to 500,000 or more', () => {
    expect(withAmount({ amount: 450_000, term: 12, interestRate: 0.5 }, 500_000)).toEqual({
      amount: 500_000,
      term: 12,
      interestRate: 0.3,
    });
  });
});

describe('borrowersDst and a quote with the tax deducted (decision 072)', () => {
  it('estimates the tax from today and deducts it on the disclosure: 150,000 over 6 months from 2026-01-15 (181 days) is 557.88', () => {
    // 750 units of 200 × 1.50 = 1,125.00; × 181 / 365 = 557.876… → 557.88.
    const choice = { amount: 150_000, term: 6, interestRate: 0.5 };
    expect(borrowersDst(choice, '2026-01-15')).toBe(557.88);
    // 1,200,000 over 24 months: over a year, the whole 6,000 × 1.50 = 9,000.00.
    expect(borrowersDst({ amount: 1_200_000, term: 24, interestRate: 0.3 }, '2026-11-28')).toBe(9_000);
    // The IRR of 149,442.12 against 6 × 25,750.00 (an independent solution): 0.95936926 % a month, 12.14 % a year.
    expect(quote(choice, 557.88).disclosure).toMatchObject({ documentaryStampTax: 557.88, netProceeds: 149_442.12, financeCharge: 4_500, effectiveMonthlyRate: 0.9594, effectiveAnnualRate: 12.14 });
  });
});

describe('quote', () => {
  it('1,200,000 over 24 months at 0.3%: 50,000 + 3,600 = 53,600 a month, 1,286,400 in all', () => {
    const figures = quote({ amount: 1_200_000, term: 24, interestRate: 0.3 });
    expect(figures).toMatchObject({ amount: 1_200_000, term: 24, interestRate: 0.3, monthlyPayment: 53_600, totalRepayment: 1_286_400 });
    expect(figures.disclosure).toMatchObject({
      amountFinanced: 1_200_000,
      fees: 0,
      documentaryStampTax: 0,
      netProceeds: 1_200_000,
      financeCharge: 86_400,
      totalRepayment: 1_286_400,
      monthlyPayment: 53_600,
      flatMonthlyRate: 0.3,
      effectiveMonthlyRate: 0.5639,
      effectiveAnnualRate: 6.98,
      nominalAnnualRate: 6.77,
    });
  });

  it('1,200,000 over 24 months at 0.5%: 50,000 + 6,000 = 56,000 a month, 1,344,000 in all', () => {
    const figures = quote({ amount: 1_200_000, term: 24, interestRate: 0.5 });
    expect(figures).toMatchObject({ monthlyPayment: 56_000, totalRepayment: 1_344_000 });
    expect(figures.disclosure).toMatchObject({ financeCharge: 144_000, effectiveAnnualRate: 11.71 });
  });

  it('rounds the monthly payment once: 1,200,000 / 36 + 3,600 = 36,933.33, × 36 = 1,329,599.88', () => {
    expect(quote({ amount: 1_200_000, term: 36, interestRate: 0.3 })).toMatchObject({
      monthlyPayment: 36_933.33,
      totalRepayment: 1_329_599.88,
    });
  });
});
