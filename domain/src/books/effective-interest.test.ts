import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { effectiveInterestSchedule } from './effective-interest';

// Worked out apart from this code, in 50-digit decimals: the monthly IRR r
// by bisection on sum(A / (1 + r)^t) = P, then each month's interest
// round(carrying × r), half up, and the last month the rest of the charge.
describe('effectiveInterestSchedule', () => {
  it('spreads the finance charge of 1,200,000 over 24 months at 0.3 % flat by the IRR (0.563851 % a month)', () => {
    // Installment 50,000 + 3,600 = 53,600.00; finance charge 24 × 53,600 − 1,200,000 = 86,400.00.
    const schedule = effectiveInterestSchedule({ netProceeds: centavos(120_000_000), monthlyPayment: centavos(5_360_000), term: 24, startDate: '2026-01-31' });
    expect(schedule.map((row) => row.interestEarned)).toEqual([
      676_621, 650_214, 623_657, 596_952, 570_095, 543_087, 515_927, 488_614, 461_146, 433_524, 405_746, 377_811, 349_719, 321_469, 293_059, 264_489,
      235_758, 206_865, 177_809, 148_589, 119_205, 89_654, 59_937, 30_053,
    ]);
    expect(schedule.reduce((sum, row) => sum + row.interestEarned, 0)).toBe(8_640_000);
    expect(schedule[0]).toEqual({ period: 1, date: '2026-02-28', interestEarned: 676_621, unearnedAfter: 7_963_379 });
    expect(schedule[1]).toMatchObject({ date: '2026-03-31', unearnedAfter: 7_313_165 });
    expect(schedule[22]).toEqual({ period: 23, date: '2027-12-31', interestEarned: 59_937, unearnedAfter: 30_053 });
    expect(schedule[23]).toEqual({ period: 24, date: '2028-01-31', interestEarned: 30_053, unearnedAfter: 0 });
  });

  it('spreads the finance charge of 150,000 over 6 months at 0.5 % flat (0.851132 % a month)', () => {
    // Installment 25,000 + 750 = 25,750.00; finance charge 6 × 25,750 − 150,000 = 4,500.00.
    const schedule = effectiveInterestSchedule({ netProceeds: centavos(15_000_000), monthlyPayment: centavos(2_575_000), term: 6, startDate: '2026-10-19' });
    expect(schedule).toEqual([
      { period: 1, date: '2026-11-19', interestEarned: 127_670, unearnedAfter: 322_330 },
      { period: 2, date: '2026-12-19', interestEarned: 106_840, unearnedAfter: 215_490 },
      { period: 3, date: '2027-01-19', interestEarned: 85_832, unearnedAfter: 129_658 },
      { period: 4, date: '2027-02-19', interestEarned: 64_646, unearnedAfter: 65_012 },
      { period: 5, date: '2027-03-19', interestEarned: 43_280, unearnedAfter: 21_732 },
      { period: 6, date: '2027-04-19', interestEarned: 21_732, unearnedAfter: 0 },
    ]);
  });

  it('earns nothing on a loan without a finance charge', () => {
    const schedule = effectiveInterestSchedule({ netProceeds: centavos(600_000), monthlyPayment: centavos(100_000), term: 6, startDate: '2026-01-01' });
    expect(schedule.every((row) => row.interestEarned === 0 && row.unearnedAfter === 0)).toBe(true);
  });

  it('refuses installments that do not repay the proceeds, and a term that is not whole months', () => {
    expect(() => effectiveInterestSchedule({ netProceeds: centavos(600_000), monthlyPayment: centavos(99_999), term: 6, startDate: '2026-01-01' })).toThrow(RangeError);
    expect(() => effectiveInterestSchedule({ netProceeds: centavos(600_000), monthlyPayment: centavos(100_000), term: 0, startDate: '2026-01-01' })).toThrow(RangeError);
  });
});
