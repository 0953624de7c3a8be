import { agingReport, toLoanAgingReport, type LoanAgingReport } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { toCsv } from '../../lib/csv';
import { hasAccount, openLoans, transactionsOf } from './repayments.queries';
import { accountsAt } from './posting.service';

/** The aging report over every open disbursed loan, as it stands now (late fees already due counted). */
export async function agingReportOf(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<LoanAgingReport> {
  const now = deps.clock.now();
  const open = (await openLoans(deps.db)).filter(hasAccount);
  const rows = await transactionsOf(
    deps.db,
    open.map((loan) => loan.id),
  );
  const loans = open.map((loan) => ({
    loanId: loan.id,
    accounts: accountsAt({ loan, rows: rows.filter((row) => row.loanId === loan.id), now, graceDays: deps.config.lateFeeGraceDays }),
  }));
  const idsWhere = (isFlagged: (loan: (typeof open)[number]) => boolean) => new Set(open.filter(isFlagged).map((loan) => loan.id));
  return toLoanAgingReport(agingReport({ loans, now }), { restructured: idsWhere((loan) => loan.restructuredAt !== null), writtenOff: idsWhere((loan) => loan.writtenOffAt !== null) });
}

const BAND_LABELS: Record<LoanAgingReport['buckets'][number]['key'], string> = {
  '1_30': '1-30 days past due',
  '31_60': '31-60 days past due',
  '61_90': '61-90 days past due',
  over_90: 'Over 90 days past due',
};

const percent = (share: number) => (share * 100).toFixed(2);

/** The report as a spreadsheet: one row per band, then PAR30 and the whole portfolio; shares of the outstanding principal. */
export function agingCsv(report: LoanAgingReport): string {
  const shareOf = (principal: number) => percent(report.outstandingPrincipal === 0 ? 0 : principal / report.outstandingPrincipal);
  return toCsv(
    ['as_of', 'band', 'loans', 'outstanding_principal', 'share_percent'],
    [
      ...report.buckets.map((band) => [report.asOf, BAND_LABELS[band.key], band.loans, band.outstandingPrincipal.toFixed(2), shareOf(band.outstandingPrincipal)]),
      [report.asOf, 'PAR30', report.par30.loans, report.par30.outstandingPrincipal.toFixed(2), percent(report.par30.share)],
      [report.asOf, 'All active loans', report.activeLoans, report.outstandingPrincipal.toFixed(2), shareOf(report.outstandingPrincipal)],
    ],
  );
}
