import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { installmentStates } from './installment-state';
import { lateFeesToCharge } from './late-fees';
import { installmentAccounts, isPaidInFull, loanBalance, reversalOf, type LoanPosting } from './loan-account';
import { allocatePayment, payoffQuote, waiveLateFee } from './posting-rule';
import { accountsOf, manila, paidInFull, repaid, sixMonthLoan } from './test-fixtures';

const c = centavos;

/*
 * The loan of test-fixtures: 6 × (25,000.00 principal + 750.00 interest),
 * due on the 10th from February 2026. On 15 March at noon, #1 (Feb 10) and
 * #2 (Mar 10, 5 days late) are overdue with a fee of 1,287.50 each, #3
 * (Apr 10) is the current period, #4 to #6 are later periods.
 */
const MARCH_15 = manila('2026-03-15T12:00');
const feesByMarch15: LoanPosting[] = lateFeesToCharge({ accounts: accountsOf([]), now: MARCH_15 });

describe('payoffQuote', () => {
  it('is all principal, interest due and of the current period, and unpaid fees', () => {
    // Principal 6 × 2,500,000 = 15,000,000; interest of #1–#3 3 × 75,000 = 225,000; fees 2 × 128,750 = 257,500.
    expect(payoffQuote({ accounts: accountsOf(feesByMarch15), now: MARCH_15 })).toEqual({
      asOf: '2026-03-15',
      principal: 15_000_000,
      interest: 225_000,
      lateFees: 257_500,
      amount: 15_482_500,
      interestNotCharged: 225_000,
    });
  });

  it("on the disbursement day charges the first period's interest only", () => {
    // 15,000,000 + 75,000; the other five periods' 375,000 is not charged.
    const quote = payoffQuote({ accounts: accountsOf([]), now: manila('2026-01-10T10:00') });
    expect(quote).toMatchObject({ amount: 15_075_000, interest: 75_000, interestNotCharged: 375_000 });
  });

  it('after the last due date is the whole balance', () => {
    const quote = payoffQuote({ accounts: accountsOf([]), now: manila('2026-07-11T00:00') });
    expect(quote).toMatchObject({ amount: 15_450_000, interest: 450_000, interestNotCharged: 0 });
  });
});

describe('allocatePayment', () => {
  it('pays overdue installments oldest first: fee, interest, principal on each', () => {
    const result = allocatePayment({ accounts: accountsOf(feesByMarch15), amount: c(3_000_000), now: MARCH_15 });
    // #1: 3,000,000 − 128,750 − 75,000 − 2,500,000 = 296,250 left;
    // #2: 296,250 − 128,750 − 75,000 = 92,500, all to its principal.
    expect(result).toMatchObject({
      ok: true,
      posting: {
        kind: 'repayment',
        lines: [
          { installment: 1, lateFee: 128_750, interest: 75_000, principal: 2_500_000 },
          { installment: 2, lateFee: 128_750, interest: 75_000, principal: 92_500 },
        ],
        forgiven: [],
      },
      closesLoan: false,
      // 15,000,000 + 450,000 + 257,500 − 3,000,000.
      balanceAfter: 12_707_500,
    });
  });

  it('pays later installments in advance on principal only, never their interest', () => {
    // 20 Jan, #1 current: 75,000 + 2,500,000 to #1, the remaining 425,000 to #2's principal.
    const now = manila('2026-01-20T12:00');
    const result = allocatePayment({ accounts: accountsOf([]), amount: c(3_000_000), now });
    expect(result).toMatchObject({
      ok: true,
      posting: {
        lines: [
          { installment: 1, lateFee: 0, interest: 75_000, principal: 2_500_000 },
          { installment: 2, lateFee: 0, interest: 0, principal: 425_000 },
        ],
      },
      closesLoan: false,
    });
    if (!result.ok) return;
    // Paying in two parts costs what paying off at once does: 15,075,000 − 3,000,000.
    const accounts = accountsOf([result.posting]);
    expect(payoffQuote({ accounts, now }).amount).toBe(12_075_000);
  });

  it('closes the loan with a payment equal to the payoff and forgives later interest', () => {
    const accounts = accountsOf(feesByMarch15);
    const result = allocatePayment({ accounts, amount: c(15_482_500), now: MARCH_15 });
    expect(result).toMatchObject({
      ok: true,
      posting: {
        lines: [
          { installment: 1, lateFee: 128_750, interest: 75_000, principal: 2_500_000 },
          { installment: 2, lateFee: 128_750, interest: 75_000, principal: 2_500_000 },
          { installment: 3, lateFee: 0, interest: 75_000, principal: 2_500_000 },
          { installment: 4, lateFee: 0, interest: 0, principal: 2_500_000 },
          { installment: 5, lateFee: 0, interest: 0, principal: 2_500_000 },
          { installment: 6, lateFee: 0, interest: 0, principal: 2_500_000 },
        ],
        forgiven: [
          { installment: 4, interest: 75_000 },
          { installment: 5, interest: 75_000 },
          { installment: 6, interest: 75_000 },
        ],
      },
      closesLoan: true,
      balanceAfter: 0,
    });
    if (!result.ok) return;
    const closed = accountsOf([...feesByMarch15, result.posting]);
    expect(isPaidInFull({ accounts: closed })).toBe(true);
    expect(installmentStates({ accounts: closed, now: MARCH_15 }).every(({ state }) => state === 'paid')).toBe(true);
  });

  it('refuses an amount above the payoff or not above zero, and says the payoff', () => {
    const accounts = accountsOf(feesByMarch15);
    const above = allocatePayment({ accounts, amount: c(15_482_501), now: MARCH_15 });
    expect(above).toMatchObject({ ok: false, reason: 'above_payoff', payoff: { amount: 15_482_500 } });
    expect(allocatePayment({ accounts, amount: c(0), now: MARCH_15 })).toMatchObject({ ok: false, reason: 'amount_not_positive' });
    expect(allocatePayment({ accounts, amount: c(-100), now: MARCH_15 })).toMatchObject({ ok: false, reason: 'amount_not_positive' });
    expect(allocatePayment({ accounts, amount: 1.5 as never, now: MARCH_15 })).toMatchObject({ ok: false, reason: 'amount_not_positive' });
  });

  it('refuses any payment on a loan paid in full', () => {
    const installments = sixMonthLoan().slice(0, 1);
    const accounts = installmentAccounts({ installments, postings: [paidInFull(1)] });
    expect(allocatePayment({ accounts, amount: c(1), now: MARCH_15 })).toMatchObject({
      ok: false,
      reason: 'above_payoff',
      payoff: { amount: 0 },
    });
  });

  it('a reversal of the payoff reopens the loan with its later interest', () => {
    const accounts = accountsOf(feesByMarch15);
    const result = allocatePayment({ accounts, amount: c(15_482_500), now: MARCH_15 });
    if (!result.ok) throw new Error('expected the payoff to be accepted');
    const reopened = accountsOf([...feesByMarch15, result.posting, reversalOf({ posting: result.posting })]);
    expect(reopened).toEqual(accounts);
    expect(loanBalance({ accounts: reopened }).total).toBe(15_707_500);
  });
});

describe('waiveLateFee', () => {
  it('waives what is unpaid of the fee', () => {
    const accounts = accountsOf([...feesByMarch15, repaid({ installment: 1, lateFee: 10_000 })]);
    // 128,750 − 10,000 paid = 118,750.
    expect(waiveLateFee({ accounts, installment: 1 })).toEqual({ ok: true, posting: { kind: 'waiver', installment: 1, amount: 118_750 } });
  });

  it('says why when there is nothing to waive', () => {
    const accounts = accountsOf(feesByMarch15);
    expect(waiveLateFee({ accounts, installment: 3 })).toEqual({ ok: false, reason: 'no_unpaid_late_fee' });
    expect(waiveLateFee({ accounts, installment: 9 })).toEqual({ ok: false, reason: 'unknown_installment' });
    const waived = accountsOf([...feesByMarch15, { kind: 'waiver', installment: 1, amount: c(128_750) }]);
    expect(waiveLateFee({ accounts: waived, installment: 1 })).toEqual({ ok: false, reason: 'no_unpaid_late_fee' });
  });
});
