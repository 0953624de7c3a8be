import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { amountPaidOn, installmentAccounts, isPaidInFull, loanBalance, outstandingOf, reversalOf, type RepaymentPosting } from './loan-account';
import { accountsOf, sixMonthLoan } from './test-fixtures';

const c = centavos;

const payment: RepaymentPosting = {
  kind: 'repayment',
  lines: [
    { installment: 1, lateFee: c(128_750), interest: c(75_000), principal: c(2_500_000) },
    { installment: 2, lateFee: c(0), interest: c(75_000), principal: c(100_000) },
  ],
  forgiven: [],
};

describe('installmentAccounts', () => {
  it('starts every installment with nothing charged or paid', () => {
    const [first] = accountsOf([]);
    expect(first).toEqual({
      number: 1,
      dueDate: '2026-02-10',
      principal: 2_500_000,
      interest: 75_000,
      lateFee: 0,
      lateFeeWaived: 0,
      interestForgiven: 0,
      lateFeePaid: 0,
      interestPaid: 0,
      principalPaid: 0,
    });
  });

  it('folds fees, payments, waivers and reversals in order', () => {
    const accounts = accountsOf([
      { kind: 'late_fee', installment: 1, amount: c(128_750) },
      payment,
      { kind: 'late_fee', installment: 2, amount: c(125_000) },
      { kind: 'waiver', installment: 2, amount: c(125_000) },
    ]);
    expect(outstandingOf(accounts[0]!)).toEqual({ lateFee: 0, interest: 0, principal: 0, total: 0 });
    // 2,500,000 − 100,000 principal left on the second; its fee was waived.
    expect(outstandingOf(accounts[1]!)).toEqual({ lateFee: 0, interest: 0, principal: 2_400_000, total: 2_400_000 });
    expect(amountPaidOn(accounts[0]!)).toBe(2_703_750);
    // 6 × 2,575,000 + 128,750 + 125,000 − 2,703,750 − 175,000 paid − 125,000 waived
    // = 15,450,000 + 253,750 − 3,003,750 = 12,700,000.
    expect(loanBalance({ accounts })).toEqual({ lateFee: 0, interest: 300_000, principal: 12_400_000, total: 12_700_000 });
  });

  it('undoes a repayment with its reversal', () => {
    const before = accountsOf([{ kind: 'late_fee', installment: 1, amount: c(128_750) }]);
    const after = accountsOf([{ kind: 'late_fee', installment: 1, amount: c(128_750) }, payment, reversalOf({ posting: payment })]);
    expect(after).toEqual(before);
    expect(reversalOf({ posting: payment })).toEqual({ kind: 'reversal', lines: payment.lines, forgiven: [] });
  });

  it('refuses a history that settles more than is owed or charges a fee twice', () => {
    const installments = sixMonthLoan();
    const overpaid: RepaymentPosting = {
      kind: 'repayment',
      lines: [{ installment: 1, lateFee: c(0), interest: c(75_001), principal: c(0) }],
      forgiven: [],
    };
    expect(() => installmentAccounts({ installments, postings: [overpaid] })).toThrow(RangeError);
    expect(() => installmentAccounts({ installments, postings: [reversalOf({ posting: payment })] })).toThrow(RangeError);
    expect(() =>
      installmentAccounts({
        installments,
        postings: [
          { kind: 'late_fee', installment: 1, amount: c(1) },
          { kind: 'late_fee', installment: 1, amount: c(1) },
        ],
      }),
    ).toThrow(RangeError);
    expect(() => installmentAccounts({ installments, postings: [{ kind: 'waiver', installment: 1, amount: c(1) }] })).toThrow(RangeError);
    expect(() => installmentAccounts({ installments, postings: [{ kind: 'late_fee', installment: 7, amount: c(1) }] })).toThrow(RangeError);
    expect(() => installmentAccounts({ installments, postings: [{ kind: 'late_fee', installment: 1, amount: c(-1) }] })).toThrow(RangeError);
    const twice: RepaymentPosting = { kind: 'repayment', lines: [payment.lines[1]!, payment.lines[1]!], forgiven: [] };
    expect(() => installmentAccounts({ installments, postings: [twice] })).toThrow(RangeError);
  });

  it('is paid in full only when nothing at all is owed', () => {
    expect(isPaidInFull({ accounts: accountsOf([]) })).toBe(false);
    const installments = sixMonthLoan().slice(0, 1);
    const all: RepaymentPosting = {
      kind: 'repayment',
      lines: [{ installment: 1, lateFee: c(0), interest: c(75_000), principal: c(2_500_000) }],
      forgiven: [],
    };
    expect(isPaidInFull({ accounts: installmentAccounts({ installments, postings: [all] }) })).toBe(true);
  });
});
