import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { agingReport } from './aging';
import { accountsOf, manila, paidInFull, sixMonthLoan } from './test-fixtures';

const c = centavos;

/*
 * On 15 April 2026, each loan being 6 × (2,500,000 principal + 75,000 interest):
 * A  from 2026-01-10, nothing paid: #1 due Feb 10, 64 days late (18 + 31 + 15) → 61–90, 15,000,000.
 * B  from 2026-01-10, #1 and #2 paid: #3 due Apr 10, 5 days late → 1–30, 10,000,000.
 * C  from 2025-12-01, nothing paid: #1 due Jan 1, 104 days late (30 + 28 + 31 + 15) → over 90, 15,000,000.
 * D  from 2026-04-01: first due May 1, not late, 15,000,000.
 * E  from 2026-02-16: #1 due Mar 16, exactly 30 days late (15 + 15) → 1–30, not at risk, 15,000,000.
 * F  from 2026-02-15: #1 due Mar 15, 31 days late → 31–60 and at risk, 15,000,000.
 * G  paid in full: not active.
 * Active principal 15 + 10 + 15 + 15 + 15 + 15 = 85,000,000; PAR30 = A + C + F = 45,000,000.
 */
const NOW = manila('2026-04-15T09:00');
const loans = [
  { loanId: 1, accounts: accountsOf([]) },
  { loanId: 2, accounts: accountsOf([paidInFull(1, 2)]) },
  { loanId: 3, accounts: accountsOf([], sixMonthLoan('2025-12-01')) },
  { loanId: 4, accounts: accountsOf([], sixMonthLoan('2026-04-01')) },
  { loanId: 5, accounts: accountsOf([], sixMonthLoan('2026-02-16')) },
  { loanId: 6, accounts: accountsOf([], sixMonthLoan('2026-02-15')) },
  { loanId: 7, accounts: accountsOf([paidInFull(1, 2, 3, 4, 5, 6)]) },
];

describe('agingReport', () => {
  it('ages each loan by its oldest unpaid installment', () => {
    const report = agingReport({ loans, now: NOW });
    expect(report.loans.map(({ loanId, daysPastDue, bucket }) => [loanId, daysPastDue, bucket])).toEqual([
      [1, 64, '61_90'],
      [2, 5, '1_30'],
      [3, 104, 'over_90'],
      [4, 0, null],
      [5, 30, '1_30'],
      [6, 31, '31_60'],
    ]);
  });

  it('sums outstanding principal and counts per bucket, and PAR30 in centavos and as a share', () => {
    const report = agingReport({ loans, now: NOW });
    expect(report.buckets).toEqual([
      { key: '1_30', minDays: 1, maxDays: 30, loans: 2, outstandingPrincipal: 25_000_000 },
      { key: '31_60', minDays: 31, maxDays: 60, loans: 1, outstandingPrincipal: 15_000_000 },
      { key: '61_90', minDays: 61, maxDays: 90, loans: 1, outstandingPrincipal: 15_000_000 },
      { key: 'over_90', minDays: 91, maxDays: null, loans: 1, outstandingPrincipal: 15_000_000 },
    ]);
    expect(report.activeLoans).toBe(6);
    expect(report.outstandingPrincipal).toBe(85_000_000);
    expect(report.par30).toEqual({ loans: 3, outstandingPrincipal: 45_000_000, share: 45 / 85 });
    expect(report.asOf).toBe('2026-04-15');
  });

  it('does not age a loan for an unpaid late fee alone', () => {
    const feeOnly = accountsOf([{ kind: 'late_fee', installment: 1, amount: c(128_750) }, paidInFull(1)]);
    const report = agingReport({ loans: [{ loanId: 8, accounts: feeOnly }], now: manila('2026-02-20T09:00') });
    expect(report.loans).toEqual([{ loanId: 8, daysPastDue: 0, bucket: null, outstandingPrincipal: 12_500_000 }]);
  });

  it('has a share of 0 with nothing outstanding', () => {
    expect(agingReport({ loans: [], now: NOW }).par30).toEqual({ loans: 0, outstandingPrincipal: 0, share: 0 });
  });
});
