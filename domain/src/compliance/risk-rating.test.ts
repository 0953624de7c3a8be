import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { riskRating, type RiskFacts } from './risk-rating';

const plain: RiskFacts = { fatfList: null, isPep: false, hasPossibleMatch: false, suspiciousReports: 0, coveredReports: 0, largestLoan: centavos(150_000_00), monthlyIncome: centavos(45_000_00) };

describe('riskRating', () => {
  it('is low when no rule fires: 150,000 is under twelve months of 45,000 (540,000)', () => {
    expect(riskRating(plain)).toEqual({ level: 'low', reasons: [] });
  });

  it('is normal for a loan above twelve months of income, however far above', () => {
    // 12 × 45,000 = 540,000.
    expect(riskRating({ ...plain, largestLoan: centavos(540_000_00) })).toEqual({ level: 'low', reasons: [] });
    expect(riskRating({ ...plain, largestLoan: centavos(540_000_01) })).toEqual({ level: 'normal', reasons: ['loan_above_income'] });
    expect(riskRating({ ...plain, largestLoan: centavos(5_000_000_00) })).toEqual({ level: 'normal', reasons: ['loan_above_income'] });
    expect(riskRating({ ...plain, monthlyIncome: null })).toEqual({ level: 'normal', reasons: ['income_unknown'] });
  });

  it('is high for a country of work under a FATF call for action, a PEP, a possible match or an earlier suspicious report, and names every reason', () => {
    expect(riskRating({ ...plain, fatfList: 'increased_monitoring', coveredReports: 1 })).toEqual({ level: 'normal', reasons: ['fatf_increased_monitoring', 'earlier_covered_report'] });
    expect(riskRating({ ...plain, fatfList: 'call_for_action', isPep: true, hasPossibleMatch: true, suspiciousReports: 2 })).toEqual({
      level: 'high',
      reasons: ['fatf_call_for_action', 'politically_exposed', 'possible_list_match', 'earlier_suspicious_report'],
    });
  });
});
