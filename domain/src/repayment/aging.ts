import { sumCentavos, type Centavos } from '../money';
import { loanBalance, outstandingOf, type InstallmentAccount } from './loan-account';
import { daysPastDue, manilaToday } from './manila-days';

export type AgingBucketKey = '1_30' | '31_60' | '61_90' | 'over_90';

type AgingBucketBounds = { key: AgingBucketKey; minDays: number; maxDays: number | null };

/** Days past due of the oldest unpaid installment, in the report's bands. */
const AGING_BUCKETS: readonly AgingBucketBounds[] = [
  { key: '1_30', minDays: 1, maxDays: 30 },
  { key: '31_60', minDays: 31, maxDays: 60 },
  { key: '61_90', minDays: 61, maxDays: 90 },
  { key: 'over_90', minDays: 91, maxDays: null },
];

/** The report's band of a loan so many days past due; null when it is not past due. */
export function agingBucketOf(days: number): AgingBucketKey | null {
  return AGING_BUCKETS.find(({ minDays, maxDays }) => days >= minDays && (maxDays === null || days <= maxDays))?.key ?? null;
}

/** A loan's days past due on `today`: those of its oldest installment with principal or interest unpaid (a late fee alone does not age it); 0 when none is late. */
export function loanDaysPastDue(accounts: readonly InstallmentAccount[], today: string): number {
  const late = accounts.filter((account) => {
    const owed = outstandingOf(account);
    return owed.principal + owed.interest > 0;
  });
  return Math.max(0, ...late.map((account) => daysPastDue({ dueDate: account.dueDate, today })));
}

/** Portfolio at risk counts loans more than this many days past due. */
const PAR_DAYS = 30;

type AgingLoanInput = { loanId: number; accounts: readonly InstallmentAccount[] };

type AgedLoan = {
  loanId: number;
  daysPastDue: number;
  bucket: AgingBucketKey | null;
  outstandingPrincipal: Centavos;
};

type AgingBucket = AgingBucketBounds & { loans: number; outstandingPrincipal: Centavos };

export type AgingReport = {
  asOf: string;
  buckets: AgingBucket[];
  /** Loans with anything still owed. */
  activeLoans: number;
  outstandingPrincipal: Centavos;
  par30: {
    loans: number;
    outstandingPrincipal: Centavos;
    /** outstandingPrincipal / the active loans' outstanding principal, 0 to 1; 0 when nothing is outstanding. */
    share: number;
  };
  /** One row per active loan, for the CSV export. */
  loans: AgedLoan[];
};

export type AgingReportInput = { loans: readonly AgingLoanInput[]; now: Date };

/**
 * A loan's days past due are those of its oldest installment with principal
 * or interest unpaid (a late fee alone does not age a loan); the loan goes
 * into that band with all its outstanding principal, as portfolio-at-risk
 * reports do. PAR30 is the outstanding principal of loans more than 30 days
 * past due over that of all active loans.
 */
export function agingReport({ loans, now }: AgingReportInput): AgingReport {
  const asOf = manilaToday(now);
  const aged: AgedLoan[] = [];
  for (const { loanId, accounts } of loans) {
    const balance = loanBalance({ accounts });
    if (balance.total === 0) continue;
    const days = loanDaysPastDue(accounts, asOf);
    aged.push({ loanId, daysPastDue: days, bucket: agingBucketOf(days), outstandingPrincipal: balance.principal });
  }
  const principalOf = (rows: readonly AgedLoan[]) => sumCentavos(rows.map((row) => row.outstandingPrincipal));
  const outstandingPrincipal = principalOf(aged);
  const atRisk = aged.filter((row) => row.daysPastDue > PAR_DAYS);
  const atRiskPrincipal = principalOf(atRisk);
  return {
    asOf,
    buckets: AGING_BUCKETS.map((bounds) => {
      const rows = aged.filter((row) => row.bucket === bounds.key);
      return { ...bounds, loans: rows.length, outstandingPrincipal: principalOf(rows) };
    }),
    activeLoans: aged.length,
    outstandingPrincipal,
    par30: {
      loans: atRisk.length,
      outstandingPrincipal: atRiskPrincipal,
      share: outstandingPrincipal === 0 ? 0 : atRiskPrincipal / outstandingPrincipal,
    },
    loans: aged,
  };
}
