import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { documentaryStampTax, loanDocumentaryStampTax, paidOutLoanDst } from './documentary-stamp-tax';

describe('documentaryStampTax', () => {
  it('is PHP 1.50 per PHP 200 of principal for a term of a year or more: 1,200,000 over 24 months is 9,000.00', () => {
    // 1,200,000 / 200 = 6,000 units; 6,000 × 1.50 = 9,000.00 (730 days: 2026-01-15 to 2028-01-15).
    expect(documentaryStampTax({ principal: centavos(120_000_000), termDays: 730 })).toBe(900_000);
    expect(documentaryStampTax({ principal: centavos(120_000_000), termDays: 365 })).toBe(900_000);
  });

  it('counts a fraction of PHP 200 as a whole unit', () => {
    // 1,000.50 / 200 = 5.0025: 6 units, 9.00.
    expect(documentaryStampTax({ principal: centavos(100_050), termDays: 400 })).toBe(900);
    // Exactly 1,000.00: 5 units, 7.50.
    expect(documentaryStampTax({ principal: centavos(100_000), termDays: 400 })).toBe(750);
  });

  it('takes days/365 of it for a term under one year: 150,000 over 6 months (181 days) is 557.88', () => {
    // 150,000 / 200 = 750 units × 1.50 = 1,125.00; × 181 / 365 = 557.876… → 557.88.
    expect(documentaryStampTax({ principal: centavos(15_000_000), termDays: 181 })).toBe(55_788);
    // 5,000 over 92 days: 25 units × 1.50 = 37.50; × 92 / 365 = 9.452… → 9.45.
    expect(documentaryStampTax({ principal: centavos(500_000), termDays: 92 })).toBe(945);
  });

  it('refuses figures that are not a loan’s', () => {
    expect(() => documentaryStampTax({ principal: centavos(0), termDays: 30 })).toThrow(RangeError);
    expect(() => documentaryStampTax({ principal: centavos(100_000), termDays: 0 })).toThrow(RangeError);
  });

  it('taxes a loan over the days from its start to its last due date, term months later', () => {
    // 2026-01-15 to 2026-07-15: 16 + 28 + 31 + 30 + 31 + 30 + 15 = 181 days; 1,125.00 × 181 / 365 = 557.88.
    expect(loanDocumentaryStampTax({ principal: centavos(15_000_000), term: 6, startDate: '2026-01-15' })).toBe(55_788);
    // 2026-03-15 to 2026-09-15: 16 + 30 + 31 + 30 + 31 + 31 + 15 = 184 days; 1,125.00 × 184 / 365 = 567.123… → 567.12.
    expect(loanDocumentaryStampTax({ principal: centavos(15_000_000), term: 6, startDate: '2026-03-15' })).toBe(56_712);
    // 24 months is over a year: the whole 9,000.00.
    expect(loanDocumentaryStampTax({ principal: centavos(120_000_000), term: 24, startDate: '2026-01-15' })).toBe(900_000);
  });
});

describe('paidOutLoanDst', () => {
  it('keeps what was fixed at payout, and deducts it only when the borrower bore it', () => {
    const loan = { amountCentavos: 15_000_000, term: 6, startDate: '2026-01-15' };
    expect(paidOutLoanDst({ ...loan, dstBorneBy: 'borrower', dstCentavos: 55_788 })).toEqual({ borneBy: 'borrower', tax: 55_788, deducted: 55_788 });
    // PostgreSQL reads a bigint as text.
    expect(paidOutLoanDst({ ...loan, dstBorneBy: 'lender', dstCentavos: '55788' })).toEqual({ borneBy: 'lender', tax: 55_788, deducted: 0 });
  });

  it('reads a loan paid out before the tax was fixed as lender-borne, its tax from its terms (181 days: 557.88)', () => {
    expect(paidOutLoanDst({ amountCentavos: 15_000_000, term: 6, startDate: '2026-01-15', dstBorneBy: null, dstCentavos: null })).toEqual({ borneBy: 'lender', tax: 55_788, deducted: 0 });
  });
});
