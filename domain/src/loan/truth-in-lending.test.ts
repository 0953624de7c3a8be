import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truthInLending } from './truth-in-lending';

const METHOD = 'Internal rate of return of the monthly payment stream (actuarial method); annual rate compounded monthly';

/*
 * Rates from an independent 50-digit solution (Python mpmath):
 * 1,200,000 / 24 × 53,600 → r = 0.0056385069842786 per month,
 * (1 + r)^12 − 1 = 6.98003489%, 12r = 6.76620838%.
 */
describe('truthInLending', () => {
  it('discloses 1,200,000 over 24 months at 0.3% flat', () => {
    expect(truthInLending({ amount: 1_200_000, term: 24, interestRate: 0.3 })).toEqual({
      amountFinanced: 1_200_000,
      fees: 0,
      documentaryStampTax: 0,
      financeCharge: 86_400,
      netProceeds: 1_200_000,
      totalRepayment: 1_286_400,
      monthlyPayment: 53_600,
      flatMonthlyRate: 0.3,
      effectiveMonthlyRate: 0.5639,
      effectiveAnnualRate: 6.98,
      nominalAnnualRate: 6.77,
      method: METHOD,
    });
  });

  /*
   * Borrower-borne documentary stamp tax (decision 072), rates from the same
   * independent solution: 1,191,000 (1,200,000 less 9,000.00 of tax) against
   * 24 × 53,600 → r = 0.62584400582 % per month, (1 + r)^12 − 1 = 7.77410693 %,
   * 12r = 7.51012807 %: on the principal it would be 0.5639 % / 6.98 %.
   */
  it('discloses a borrower-borne tax as a deduction and measures the effective rate on the net proceeds', () => {
    expect(truthInLending({ amount: 1_200_000, term: 24, interestRate: 0.3, documentaryStampTax: 9_000 })).toEqual({
      amountFinanced: 1_200_000,
      fees: 0,
      documentaryStampTax: 9_000,
      financeCharge: 86_400,
      netProceeds: 1_191_000,
      totalRepayment: 1_286_400,
      monthlyPayment: 53_600,
      flatMonthlyRate: 0.3,
      effectiveMonthlyRate: 0.6258,
      effectiveAnnualRate: 7.77,
      nominalAnnualRate: 7.51,
      method: METHOD,
    });
  });

  it('discloses 150,000 over 6 months with 557.88 of tax deducted: r = 0.95936926% on 149,442.12, not 0.85113179% on 150,000', () => {
    expect(truthInLending({ amount: 150_000, term: 6, interestRate: 0.5, documentaryStampTax: 557.88 })).toMatchObject({
      documentaryStampTax: 557.88,
      netProceeds: 149_442.12,
      financeCharge: 4_500,
      totalRepayment: 154_500,
      effectiveMonthlyRate: 0.9594,
      effectiveAnnualRate: 12.14,
      nominalAnnualRate: 11.51,
    });
  });

  it('refuses a tax that would leave no proceeds', () => {
    expect(() => truthInLending({ amount: 1_000, term: 6, interestRate: 0.5, documentaryStampTax: 1_000 })).toThrow(RangeError);
    expect(() => truthInLending({ amount: 1_000, term: 6, interestRate: 0.5, documentaryStampTax: -1 })).toThrow(RangeError);
  });

  it('discloses 150,000 over 6 months at 0.5% flat (r = 0.85113179%)', () => {
    expect(truthInLending({ amount: 150_000, term: 6, interestRate: 0.5 })).toMatchObject({
      financeCharge: 4_500,
      totalRepayment: 154_500,
      monthlyPayment: 25_750,
      effectiveMonthlyRate: 0.8511,
      effectiveAnnualRate: 10.71,
      nominalAnnualRate: 10.21,
    });
  });

  it('discloses 1,000,000 over 36 months at 0.5% flat (r = 0.92353816%)', () => {
    expect(truthInLending({ amount: 1_000_000, term: 36, interestRate: 0.5 })).toMatchObject({
      financeCharge: 180_000.08,
      totalRepayment: 1_180_000.08,
      monthlyPayment: 32_777.78,
      effectiveMonthlyRate: 0.9235,
      effectiveAnnualRate: 11.66,
      nominalAnnualRate: 11.08,
    });
  });

  it('discloses 5,000,000 over 48 months at 0.3% flat (r = 0.56302350%)', () => {
    expect(truthInLending({ amount: 5_000_000, term: 48, interestRate: 0.3 })).toMatchObject({
      financeCharge: 720_000.16,
      totalRepayment: 5_720_000.16,
      monthlyPayment: 119_166.67,
      effectiveMonthlyRate: 0.563,
      effectiveAnnualRate: 6.97,
      nominalAnnualRate: 6.76,
    });
  });

  it('discloses 500,000 over 12 months at 0.3% flat (r = 0.54835023%)', () => {
    expect(truthInLending({ amount: 500_000, term: 12, interestRate: 0.3 })).toMatchObject({
      financeCharge: 18_000.04,
      monthlyPayment: 43_166.67,
      effectiveMonthlyRate: 0.5484,
      effectiveAnnualRate: 6.78,
      nominalAnnualRate: 6.58,
    });
  });

  it('shows a zero rate when nothing is charged', () => {
    expect(truthInLending({ amount: 300_000, term: 12, interestRate: 0 })).toMatchObject({
      financeCharge: 0,
      monthlyPayment: 25_000,
      effectiveMonthlyRate: 0,
      effectiveAnnualRate: 0,
      nominalAnnualRate: 0,
    });
  });

  it('for every product loan: charge = total − financed, and the effective rate exceeds the flat one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 97 }).map((k) => 150_000 + k * 50_000),
        fc.constantFrom(6, 12, 18, 24, 36, 48),
        fc.constantFrom(0.3, 0.5),
        (amount, term, interestRate) => {
          const disclosure = truthInLending({ amount, term, interestRate });
          expect(Math.round(disclosure.financeCharge * 100)).toBe(
            Math.round(disclosure.totalRepayment * 100) - Math.round(disclosure.amountFinanced * 100),
          );
          expect(disclosure.netProceeds).toBe(amount);
          // A flat rate is charged on the original principal even as it is repaid,
          // so the true monthly rate is always higher.
          expect(disclosure.effectiveMonthlyRate).toBeGreaterThan(interestRate);
          expect(disclosure.effectiveAnnualRate).toBeGreaterThanOrEqual(disclosure.nominalAnnualRate);
        },
      ),
    );
  });
});
