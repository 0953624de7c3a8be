import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanPaymentCentavos } from '../loan';
import { centavos, sumCentavos } from '../money';
import { loanInstallments } from './installments';

describe('loanInstallments', () => {
  it('1,200,000 over 24 months at 0.3%: 50,000.00 principal + 3,600.00 interest each month', () => {
    const installments = loanInstallments({
      principal: centavos(120_000_000),
      monthlyPayment: centavos(5_360_000),
      term: 24,
      startDate: '2026-01-31',
    });
    expect(installments).toHaveLength(24);
    expect(installments[0]).toEqual({ number: 1, dueDate: '2026-02-28', principal: 5_000_000, interest: 360_000 });
    expect(installments[1]).toEqual({ number: 2, dueDate: '2026-03-31', principal: 5_000_000, interest: 360_000 });
    expect(installments[23]).toEqual({ number: 24, dueDate: '2028-01-31', principal: 5_000_000, interest: 360_000 });
  });

  it('150,000 over 36 months at 0.5%: the last installment absorbs the rounding', () => {
    // 15,000,000 / 36 = 416,666.67 → 416,667 a month; monthly payment round(416,666.67 + 75,000) = 491,667.
    // Last principal: 15,000,000 − 35 × 416,667 = 15,000,000 − 14,583,345 = 416,655.
    // Interest: 491,667 − 416,667 = 75,000; last 491,667 − 416,655 = 75,012.
    const installments = loanInstallments({
      principal: centavos(15_000_000),
      monthlyPayment: centavos(491_667),
      term: 36,
      startDate: '2026-11-22',
    });
    expect(installments[0]).toEqual({ number: 1, dueDate: '2026-12-22', principal: 416_667, interest: 75_000 });
    expect(installments[34]).toEqual({ number: 35, dueDate: '2029-10-22', principal: 416_667, interest: 75_000 });
    expect(installments[35]).toEqual({ number: 36, dueDate: '2029-11-22', principal: 416_655, interest: 75_012 });
    // Interest total 35 × 75,000 + 75,012 = 2,700,012 = 36 × 491,667 − 15,000,000.
    expect(sumCentavos(installments.map((row) => row.interest))).toBe(2_700_012);
    expect(sumCentavos(installments.map((row) => row.principal))).toBe(15_000_000);
  });

  it('never makes a negative part, even for an amount of a few centavos over many months', () => {
    // 0.10 over 12 months at 0 %: 0.01 a month (round(10 / 12) = 1), 0.12 in all, so 0.02 is interest.
    // Equal shares of 1 would leave 10 − 11 = −1 for the last; cumulative rounding round(10i / 12) runs
    // 0, 1, 2, 3 (2.5), 3, 4, 5, 6, 7, 8 (7.5), 8, 9, 10, so the parts are its differences.
    const installments = loanInstallments({ principal: centavos(10), monthlyPayment: centavos(1), term: 12, startDate: '2026-01-15' });
    expect(installments.map((row) => row.principal)).toEqual([1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1]);
    expect(installments.map((row) => row.interest)).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0]);
  });

  it('repays the whole principal at 0 % even when the flat formula rounds it short', () => {
    // 1.00 over 3 months at 0 %: 0.33 a month would repay 0.99; the last installment is 0.34.
    const installments = loanInstallments({ principal: centavos(100), monthlyPayment: centavos(33), term: 3, startDate: '2026-01-15' });
    expect(installments.map(({ principal, interest }) => [principal, interest])).toEqual([
      [33, 0],
      [33, 0],
      [34, 0],
    ]);
  });

  it('refuses figures that cannot belong to the loan', () => {
    const loan = { principal: centavos(120_000_000), monthlyPayment: centavos(5_360_000), startDate: '2026-01-01' };
    expect(() => loanInstallments({ ...loan, term: 0 })).toThrow(RangeError);
    expect(() => loanInstallments({ ...loan, term: 24, monthlyPayment: centavos(4_999_999) })).toThrow(RangeError);
    expect(() => loanInstallments({ ...loan, term: 24, principal: centavos(0) })).toThrow(RangeError);
    expect(() => loanInstallments({ ...loan, term: 24, startDate: '2026-02-30' })).toThrow(RangeError);
  });

  it('matches the schedule: each installment is the monthly payment, parts add up to the totals', () => {
    fc.assert(
      fc.property(
        // Tiny amounts reach the corners; real ones the usual split.
        fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: 1_000_000_000 })),
        fc.integer({ min: 1, max: 60 }),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 })),
        (principalCents, term, rateHundredths) => {
          const principal = centavos(principalCents);
          const { monthlyPayment, totalRepayment } = loanPaymentCentavos({ principal, term, interestRate: rateHundredths / 100 });
          const installments = loanInstallments({ principal, monthlyPayment, term, startDate: '2026-03-31' });
          expect(sumCentavos(installments.map((row) => row.principal))).toBe(principal);
          for (const row of installments) {
            expect(row.principal).toBeGreaterThanOrEqual(0);
            expect(row.interest).toBeGreaterThanOrEqual(0);
          }
          const totalCharged = sumCentavos(installments.map((row) => centavos(row.principal + row.interest)));
          if (totalRepayment >= principal) {
            // The schedule's own figures: every installment is the monthly payment.
            expect(installments.every((row) => row.principal + row.interest === monthlyPayment)).toBe(true);
            expect(totalCharged).toBe(totalRepayment);
          } else {
            // Short of the principal: no interest, the principal in full.
            expect(totalCharged).toBe(principal);
          }
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);
});
