import type { Centavos } from '../money';

export type RiskLevel = 'low' | 'normal' | 'high';

export type RiskReason =
  | 'fatf_call_for_action'
  | 'fatf_increased_monitoring'
  | 'politically_exposed'
  | 'possible_list_match'
  | 'earlier_suspicious_report'
  | 'earlier_covered_report'
  | 'loan_above_income'
  | 'income_unknown';

/**
 * A loan above this many months of the declared income makes a borrower
 * normal risk, never high alone: affordability is the four-eyes review's
 * (decision 057), and the product lends up to 5,000,000 to OFWs whose
 * income would put most large loans there.
 */
const LOAN_MONTHS_OF_INCOME = 12;

export type RiskFacts = {
  /** Which FATF list the country of work is on, if any. */
  fatfList: 'call_for_action' | 'increased_monitoring' | null;
  isPep: boolean;
  /** An open or confirmed screening case. */
  hasPossibleMatch: boolean;
  suspiciousReports: number;
  coveredReports: number;
  /** The largest loan asked for or held (the one being disbursed included). */
  largestLoan: Centavos | null;
  monthlyIncome: Centavos | null;
};

const LEVEL_OF: Record<RiskReason, RiskLevel> = {
  fatf_call_for_action: 'high',
  politically_exposed: 'high',
  possible_list_match: 'high',
  earlier_suspicious_report: 'high',
  fatf_increased_monitoring: 'normal',
  earlier_covered_report: 'normal',
  loan_above_income: 'normal',
  income_unknown: 'normal',
};

const RANK: Record<RiskLevel, number> = { low: 0, normal: 1, high: 2 };

/**
 * A borrower's risk (issue 33, decision 069), from stated rules: each rule
 * that fires names its level, and the rating is the highest of them; no
 * rule fired is low. The reasons are given in the order above.
 */
export function riskRating(facts: RiskFacts): { level: RiskLevel; reasons: RiskReason[] } {
  const reasons: RiskReason[] = [];
  if (facts.fatfList === 'call_for_action') reasons.push('fatf_call_for_action');
  if (facts.fatfList === 'increased_monitoring') reasons.push('fatf_increased_monitoring');
  if (facts.isPep) reasons.push('politically_exposed');
  if (facts.hasPossibleMatch) reasons.push('possible_list_match');
  if (facts.suspiciousReports > 0) reasons.push('earlier_suspicious_report');
  if (facts.coveredReports > 0) reasons.push('earlier_covered_report');
  if (facts.largestLoan !== null) {
    if (facts.monthlyIncome === null || facts.monthlyIncome <= 0) reasons.push('income_unknown');
    else if (facts.largestLoan > facts.monthlyIncome * LOAN_MONTHS_OF_INCOME) reasons.push('loan_above_income');
  }
  const level = reasons.map((reason) => LEVEL_OF[reason]).reduce<RiskLevel>((a, b) => (RANK[b] > RANK[a] ? b : a), 'low');
  return { level, reasons };
}
