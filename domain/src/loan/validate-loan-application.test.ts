import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_RULE_MESSAGES } from '../messages';
import { rateOptionsFor } from './rates';
import { nearestLoanAmount, validateLoanApplication as rulesOf, type LoanApplicationInput } from './validate-loan-application';

/** The rules broken, each with its words: the rule returns a code (decision 051), the words are asserted as SPEC writes them. */
const validateLoanApplication = (input: LoanApplicationInput) => rulesOf(input).map(({ field, rule }) => ({ field, message: LOAN_RULE_MESSAGES[rule] }));

describe('validateLoanApplication', () => {
  it('accepts the defaults and the ends of the slider', () => {
    expect(validateLoanApplication({ amount: 1_200_000, term: 24, interestRate: 0.3 })).toEqual([]);
    expect(validateLoanApplication({ amount: 1_200_000, term: 24, interestRate: 0.5 })).toEqual([]);
    expect(validateLoanApplication({ amount: 150_000, term: 6, interestRate: 0.5 })).toEqual([]);
    expect(validateLoanApplication({ amount: 5_000_000, term: 48, interestRate: 0.3 })).toEqual([]);
    expect(validateLoanApplication({ amount: 500_000, term: 12, interestRate: 0.3 })).toEqual([]);
  });

  it('refuses amounts outside 150,000 to 5,000,000', () => {
    const message = 'Loan amount must be between PHP 150,000.00 and PHP 5,000,000.00';
    for (const amount of [100_000, 149_999, 5_050_000, 0, -150_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateLoanApplication({ amount, term: 24, interestRate: 0.5 })).toContainEqual({ field: 'amount', message });
    }
  });

  it('refuses amounts off the 50,000 steps, fractions included', () => {
    const message = 'Loan amount must be in steps of PHP 50,000.00';
    for (const amount of [175_000, 1_210_000, 150_000.5, 4_999_999]) {
      expect(validateLoanApplication({ amount, term: 24, interestRate: 0.5 })).toEqual([{ field: 'amount', message }]);
    }
  });

  it('refuses terms that are not offered', () => {
    for (const term of [0, 1, 7, 60, 24.5]) {
      expect(validateLoanApplication({ amount: 1_200_000, term, interestRate: 0.3 })).toEqual([
        { field: 'term', message: 'Term must be one of 6, 12, 18, 24, 36 or 48 months' },
      ]);
    }
  });

  it('refuses the premium rate below 500,000 with a hint', () => {
    expect(validateLoanApplication({ amount: 450_000, term: 12, interestRate: 0.3 })).toEqual([
      { field: 'interestRate', message: 'Interest rate 0.3% is available from PHP 500,000.00; choose 0.5%' },
    ]);
  });

  it('refuses rates that are not offered at all', () => {
    expect(validateLoanApplication({ amount: 450_000, term: 12, interestRate: 12 })).toEqual([
      { field: 'interestRate', message: 'Interest rate must be 0.5% for amounts below PHP 500,000.00' },
    ]);
    expect(validateLoanApplication({ amount: 1_200_000, term: 12, interestRate: 0.4 })).toEqual([
      { field: 'interestRate', message: 'Interest rate must be 0.5% or 0.3%' },
    ]);
  });

  it('reports every broken rule at once', () => {
    expect(validateLoanApplication({ amount: 100_000, term: 5, interestRate: 0.3 }).map((issue) => issue.field)).toEqual([
      'amount',
      'term',
      'interestRate',
    ]);
  });

  it('accepts every amount on the slider with every term and every rate offered for it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 97 }),
        fc.constantFrom(6, 12, 18, 24, 36, 48),
        fc.nat(),
        (step, term, pick) => {
          const amount = 150_000 + step * 50_000;
          const options = rateOptionsFor({ amount });
          const option = options[pick % options.length];
          expect(option).toBeDefined();
          expect(validateLoanApplication({ amount, term, interestRate: option?.rate ?? Number.NaN })).toEqual([]);
        },
      ),
    );
  });

  it('never accepts an amount off the slider', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6_000_000 }), (amount) => {
        const isOnSlider = amount >= 150_000 && amount <= 5_000_000 && (amount - 150_000) % 50_000 === 0;
        const issues = validateLoanApplication({ amount, term: 12, interestRate: 0.5 });
        expect(issues.length === 0).toBe(isOnSlider);
      }),
    );
  });
});

describe('nearestLoanAmount (issue 28, item 8)', () => {
  it('snaps a typed amount to the nearest 50,000 step within 150,000 to 5,000,000', () => {
    expect(nearestLoanAmount(250_000)).toBe(250_000);
    expect(nearestLoanAmount(260_000)).toBe(250_000);
    expect(nearestLoanAmount(275_000)).toBe(300_000);
    expect(nearestLoanAmount(299_999.99)).toBe(300_000);
    expect(nearestLoanAmount(0)).toBe(150_000);
    expect(nearestLoanAmount(149_999)).toBe(150_000);
    expect(nearestLoanAmount(5_000_001)).toBe(5_000_000);
    expect(nearestLoanAmount(12_000_000)).toBe(5_000_000);
    expect(nearestLoanAmount(Number.NaN)).toBe(150_000);
  });

  it('always gives an amount the rules accept', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(validateLoanApplication({ amount: nearestLoanAmount(amount), term: 12, interestRate: 0.5 }).filter((issue) => issue.field === 'amount')).toEqual([]);
      }),
    );
  });
});
