import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { lateFeesToCharge } from './late-fees';
import { installmentAccounts, loanBalance, reversalOf, type LoanPosting } from './loan-account';
import { allocatePayment, allocateValueDated } from './posting-rule';
import { accountsOf, manila, sixMonthLoan } from './test-fixtures';

/*
 * Issue 27, item 9: the loan of test-fixtures (6 × 25,750.00, due on the
 * 10th from February 2026) entered late, so on 20 March both fees are
 * charged at once: #1 (due Feb 10, fee day Feb 14) and #2 (due Mar 10, fee
 * day Mar 14), 1,287.50 each. Outstanding 6 × 25,750 + 2 × 1,287.50 =
 * 157,075.00.
 */
const MARCH_20 = manila('2026-03-20T12:00');
const fees: LoanPosting[] = lateFeesToCharge({ accounts: accountsOf([]), now: MARCH_20 });
const accounts = accountsOf(fees);

function pay(amount: number, valueDate: string) {
  return allocateValueDated({ accounts, amount: centavos(amount), now: MARCH_20, valueDate: manila(valueDate), repayments: [] });
}

describe('allocateValueDated', () => {
  it('a payment received within the grace of #1 pays no fee and removes it; #2 keeps its fee', () => {
    const result = pay(2_575_000, '2026-02-12T09:00');
    expect(result).toMatchObject({
      ok: true,
      posting: {
        kind: 'repayment',
        lines: [{ installment: 1, lateFee: 0, interest: 75_000, principal: 2_500_000 }],
        forgiven: [],
        lateFeesNotDue: [{ installment: 1, lateFee: 128_750 }],
      },
      // 157,075.00 − 25,750.00 − 1,287.50 = 130,037.50
      balanceAfter: 13_003_750,
      closesLoan: false,
    });
  });

  it('charges the later fee again on what would have been unpaid on its day', () => {
    // 30,000 on Feb 12: #1 25,750, then #2 (the current period) 750 interest and 3,500 principal.
    // #2 unpaid on Mar 14: 21,500 × 5 % = 1,075.00; 1,287.50 − 1,075.00 = 212.50 not due.
    const result = pay(3_000_000, '2026-02-12T09:00');
    expect(result).toMatchObject({
      ok: true,
      posting: {
        lines: [
          { installment: 1, lateFee: 0, interest: 75_000, principal: 2_500_000 },
          { installment: 2, lateFee: 0, interest: 75_000, principal: 350_000 },
        ],
        lateFeesNotDue: [
          { installment: 1, lateFee: 128_750 },
          { installment: 2, lateFee: 21_250 },
        ],
      },
      // 157,075.00 − 30,000 − 1,287.50 − 212.50 = 125,575.00
      balanceAfter: 12_557_500,
    });
  });

  it('between two fee days pays the fee already due and recomputes the next one', () => {
    // Mar 12: #1's fee (Feb 14) is due: 1,287.50 + 750 + 25,000 = 27,037.50; 2,962.50 left on #2: 750 interest, 2,212.50 principal.
    // #2 unpaid on Mar 14: 25,750 − 2,962.50 = 22,787.50 × 5 % = 1,139.375 → 1,139.38; 1,287.50 − 1,139.38 = 148.12.
    const result = pay(3_000_000, '2026-03-12T18:00');
    expect(result).toMatchObject({
      ok: true,
      posting: {
        lines: [
          { installment: 1, lateFee: 128_750, interest: 75_000, principal: 2_500_000 },
          { installment: 2, lateFee: 0, interest: 75_000, principal: 221_250 },
        ],
        lateFeesNotDue: [{ installment: 2, lateFee: 14_812 }],
      },
    });
  });

  it('is the payoff of its value date: later interest forgiven and both fees gone', () => {
    // Feb 12: principal 150,000 + interest of #1 and #2 (the current period) 1,500 = 151,500.00.
    const result = pay(15_150_000, '2026-02-12T09:00');
    expect(result).toMatchObject({ ok: true, closesLoan: true, balanceAfter: 0 });
    if (!result.ok) throw new Error('refused');
    expect(result.posting.forgiven.map((line) => [line.installment, line.interest])).toEqual([
      [3, 75_000],
      [4, 75_000],
      [5, 75_000],
      [6, 75_000],
    ]);
    expect(result.posting.lateFeesNotDue).toEqual([
      { installment: 1, lateFee: 128_750 },
      { installment: 2, lateFee: 128_750 },
    ]);
    expect(pay(15_150_001, '2026-02-12T09:00')).toMatchObject({ ok: false, reason: 'above_payoff', payoff: { amount: 15_150_000 } });
  });

  it('dated today, or in the future, is the posting rule of today', () => {
    const today = allocatePayment({ accounts, amount: centavos(2_575_000), now: MARCH_20 });
    expect(pay(2_575_000, '2026-03-20T12:00')).toEqual(today);
    expect(pay(2_575_000, '2026-03-25T12:00')).toEqual(today);
    // Fees first: 1,287.50 on #1, 750 interest, 23,712.50 principal.
    expect(today).toMatchObject({ posting: { lines: [{ installment: 1, lateFee: 128_750, interest: 75_000, principal: 2_371_250 }] } });
  });

  it('owes the fee again once the payment is reversed', () => {
    const result = pay(2_575_000, '2026-02-12T09:00');
    if (!result.ok) throw new Error('refused');
    const reopened = installmentAccounts({ installments: sixMonthLoan(), postings: [...fees, result.posting, reversalOf({ posting: result.posting })] });
    expect(loanBalance({ accounts: reopened }).total).toBe(15_707_500);
  });
});
