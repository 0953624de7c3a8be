import { centavos, roundHalfAwayFromZero, sumCentavos, type Centavos } from '../money';
import { agingBucketOf, type AgingBucketKey } from '../repayment/aging';

/** The provision matrix's rows: the aging report's bands plus loans not past due. */
type AllowanceBucket = 'current' | AgingBucketKey;

const ALLOWANCE_BUCKETS: readonly AllowanceBucket[] = ['current', '1_30', '31_60', '61_90', 'over_90'];

/** Expected loss of each row, in basis points of the loans' carrying amount (100 is 1 %). */
export type ProvisionRates = Readonly<Record<AllowanceBucket, number>>;

/**
 * The default matrix (configurable, issue 31): unsecured consumer loans lose
 * little while current and nearly everything once past 90 days, the shape
 * of the Philippine regulators' classification of unsecured loans.
 */
export const DEFAULT_PROVISION_RATES: ProvisionRates = { current: 100, '1_30': 500, '31_60': 2_500, '61_90': 5_000, over_90: 10_000 };

export type AllowanceLoan = {
  daysPastDue: number;
  /** Amortised cost: what is owed of principal and interest less the interest not yet earned. */
  carrying: Centavos;
};

type AllowanceRow = { bucket: AllowanceBucket; loans: number; carrying: Centavos; rate: number; required: Centavos };

export type RequiredAllowance = { rows: AllowanceRow[]; total: Centavos };

/**
 * The allowance for credit losses the provision matrix requires: each row's
 * carrying amount times its rate, rounded once per row, so the figure a
 * month-end posts the change of is the one the report prints.
 */
export function requiredAllowance(loans: readonly AllowanceLoan[], rates: ProvisionRates = DEFAULT_PROVISION_RATES): RequiredAllowance {
  const rows = ALLOWANCE_BUCKETS.map((bucket): AllowanceRow => {
    const members = loans.filter((loan) => (agingBucketOf(loan.daysPastDue) ?? 'current') === bucket);
    const carrying = sumCentavos(members.map((loan) => loan.carrying));
    const rate = rates[bucket];
    return { bucket, loans: members.length, carrying, rate, required: centavos(roundHalfAwayFromZero((carrying * rate) / 10_000)) };
  });
  return { rows, total: sumCentavos(rows.map((row) => row.required)) };
}
