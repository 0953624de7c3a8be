import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { lateFeesToCharge } from './late-fees';
import type { LoanPosting } from './loan-account';
import { accountsOf, manila, paidInFull, repaid, sixMonthLoan } from './test-fixtures';

const c = centavos;

function feesAt(wallTime: string, postings: LoanPosting[] = [], graceDays?: number) {
  return lateFeesToCharge({ accounts: accountsOf(postings), now: manila(wallTime), ...(graceDays === undefined ? {} : { graceDays }) });
}

describe('lateFeesToCharge', () => {
  it('charges nothing during the 3 full days after the due date (Feb 11, 12 and 13)', () => {
    expect(feesAt('2026-02-10T23:59')).toEqual([]);
    expect(feesAt('2026-02-13T23:59:59')).toEqual([]);
  });

  it('charges 5 % of the unpaid installment from 00:00 Manila on the fourth day', () => {
    // 25,750.00 × 5 % = 1,287.50.
    expect(feesAt('2026-02-14T00:00')).toEqual([
      { kind: 'late_fee', installment: 1, amount: 128_750, dueDate: '2026-02-10', unpaid: 2_575_000 },
    ]);
  });

  it('takes 5 % of what is still unpaid of principal + interest', () => {
    // 10,000.00 paid: 750.00 interest, 9,250.00 principal; 15,750.00 unpaid × 5 % = 787.50.
    const part = repaid({ installment: 1, interest: 75_000, principal: 925_000 });
    expect(feesAt('2026-02-14T00:00', [part])).toEqual([
      { kind: 'late_fee', installment: 1, amount: 78_750, dueDate: '2026-02-10', unpaid: 1_575_000 },
    ]);
  });

  it('rounds once, halves away from zero, and posts no fee of 0', () => {
    const leaving = (unpaid: number) => repaid({ installment: 1, interest: 75_000, principal: 2_500_000 - unpaid });
    // 0.10 × 5 % = 0.005 → 0.01; 0.09 × 5 % = 0.0045 → 0.00; 0.30 × 5 % = 0.015 → 0.02.
    expect(feesAt('2026-02-14T00:00', [leaving(10)]).map((fee) => fee.amount)).toEqual([1]);
    expect(feesAt('2026-02-14T00:00', [leaving(9)])).toEqual([]);
    expect(feesAt('2026-02-14T00:00', [leaving(30)]).map((fee) => fee.amount)).toEqual([2]);
  });

  it('never charges an installment twice, even when its fee was waived', () => {
    const charged: LoanPosting[] = [{ kind: 'late_fee', installment: 1, amount: c(128_750) }];
    expect(feesAt('2026-02-20T00:00', charged)).toEqual([]);
    expect(feesAt('2026-02-20T00:00', [...charged, { kind: 'waiver', installment: 1, amount: c(128_750) }])).toEqual([]);
  });

  it('charges nothing on a paid installment', () => {
    expect(feesAt('2026-02-20T00:00', [paidInFull(1)])).toEqual([]);
  });

  it('charges every past fee of a backdated loan at once', () => {
    // Disbursed 2025-01-10; on 2025-05-12 the installments of Feb 10, Mar 10 and Apr 10 are past their
    // grace; May 10's is only 2 days late.
    const accounts = accountsOf([], sixMonthLoan('2025-01-10'));
    const fees = lateFeesToCharge({ accounts, now: manila('2025-05-12T08:00') });
    expect(fees.map(({ installment, amount }) => [installment, amount])).toEqual([
      [1, 128_750],
      [2, 128_750],
      [3, 128_750],
    ]);
  });

  it('takes the grace days as a parameter', () => {
    expect(feesAt('2026-02-11T00:00', [], 0).map((fee) => fee.installment)).toEqual([1]);
    expect(feesAt('2026-02-10T23:59', [], 0)).toEqual([]);
    // 5 full days: Feb 11 to 15, charged from Feb 16.
    expect(feesAt('2026-02-15T23:59', [], 5)).toEqual([]);
    expect(feesAt('2026-02-16T00:00', [], 5).map((fee) => fee.installment)).toEqual([1]);
    expect(() => feesAt('2026-02-16T00:00', [], -1)).toThrow(RangeError);
  });
});
