import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { affordabilityOf } from './affordability';

describe('affordabilityOf (RA 11765, decision 057)', () => {
  it('gives PHP 26,500.00 of PHP 45,000.00 as 58.89 %, above a 40 % limit', () => {
    expect(affordabilityOf({ monthlyInstallment: centavos(2_650_000), monthlyIncome: centavos(4_500_000), limitBp: 4000 })).toEqual({
      installmentToIncome: 0.5889,
      limit: 0.4,
      isAboveLimit: true,
    });
  });

  it('gives PHP 13,250.00 of PHP 45,000.00 as 29.44 %, within the limit', () => {
    expect(affordabilityOf({ monthlyInstallment: centavos(1_325_000), monthlyIncome: centavos(4_500_000), limitBp: 4000 })).toEqual({
      installmentToIncome: 0.2944,
      limit: 0.4,
      isAboveLimit: false,
    });
  });

  it('allows exactly the limit and refuses one centavo more', () => {
    expect(affordabilityOf({ monthlyInstallment: centavos(1_800_000), monthlyIncome: centavos(4_500_000), limitBp: 4000 }).isAboveLimit).toBe(false);
    const justAbove = affordabilityOf({ monthlyInstallment: centavos(1_800_001), monthlyIncome: centavos(4_500_000), limitBp: 4000 });
    expect(justAbove).toEqual({ installmentToIncome: 0.4, limit: 0.4, isAboveLimit: true });
  });

  it('counts no declared income as above the limit, and a limit of 0 as off', () => {
    expect(affordabilityOf({ monthlyInstallment: centavos(100), monthlyIncome: null, limitBp: 4000 })).toEqual({ installmentToIncome: null, limit: 0.4, isAboveLimit: true });
    expect(affordabilityOf({ monthlyInstallment: centavos(100), monthlyIncome: centavos(0), limitBp: 0 })).toEqual({ installmentToIncome: null, limit: 0, isAboveLimit: false });
  });
});
