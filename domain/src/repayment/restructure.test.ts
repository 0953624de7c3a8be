import { describe, expect, it } from 'vitest';
import { centavos } from '../money';
import { installmentAccounts, loanBalance } from './loan-account';
import { extensionWindow, restructurePlan } from './restructure';
import { accountsOf, paidInFull, sixMonthLoan } from './test-fixtures';

/*
 * PHP 150,000 over 6 months at 0.5 % (25,000.00 + 750.00 a month, due the
 * 10th, February to July 2026). Installments 1 and 2 paid; installment 3 due
 * 10 April unpaid with its late fee of 5 % of 25,750.00 = 1,287.50.
 * Carried: principal 4 × 25,000.00 = 100,000.00, interest 4 × 750.00 = 3,000.00.
 */
const inTrouble = () => accountsOf([paidInFull(1, 2), { kind: 'late_fee', installment: 3, amount: centavos(128_750) }]);

const figures = (plan: { newInstallments: { number: number; dueDate: string; principal: number; interest: number }[] }) =>
  plan.newInstallments.map(({ number, dueDate, principal, interest }) => [number, dueDate, principal, interest]);

describe('restructurePlan', () => {
  it('a new term of 6 for the 4 installments left adds 2 months at 0.5 % of 100,000.00 = 1,000.00, spread over 6 from the anchor', () => {
    const result = restructurePlan({ accounts: inTrouble(), terms: { kind: 'restructure', term: 6 }, interestRate: 0.5, anchorDate: '2026-04-20' });
    if (!result.ok) throw new Error('expected a plan');
    const { plan } = result;
    expect(plan.carriedPrincipal).toBe(10_000_000);
    expect(plan.carriedInterest).toBe(300_000);
    expect(plan.financeCharge).toBe(100_000);
    expect(plan.lateFeesWaived).toEqual([{ installment: 3, amount: 128_750 }]);
    // 100,000.00 / 6 and 4,000.00 / 6 by cumulative rounding.
    expect(figures(plan)).toEqual([
      [7, '2026-05-20', 1_666_667, 66_667],
      [8, '2026-06-20', 1_666_666, 66_666],
      [9, '2026-07-20', 1_666_667, 66_667],
      [10, '2026-08-20', 1_666_667, 66_667],
      [11, '2026-09-20', 1_666_666, 66_666],
      [12, '2026-10-20', 1_666_667, 66_667],
    ]);
    expect(plan.disclosure).toMatchObject({ amountFinanced: 100_000, financeCharge: 4_000, totalRepayment: 104_000, monthlyPayment: 17_333.34, installments: 6, monthsDeferred: 0 });
    // The old installments 3 to 6 owe nothing more; 1 and 2 keep what they were.
    expect(plan.schedule.slice(0, 6).map((i) => [i.number, i.principal, i.interest])).toEqual([
      [1, 2_500_000, 75_000],
      [2, 2_500_000, 75_000],
      [3, 0, 0],
      [4, 0, 0],
      [5, 0, 0],
      [6, 0, 0],
    ]);
  });

  it('folded over the loan\'s postings and the waiver, the new schedule owes 104,000.00: what remained (103,000.00) and the new charge', () => {
    const result = restructurePlan({ accounts: inTrouble(), terms: { kind: 'restructure', term: 6 }, interestRate: 0.5, anchorDate: '2026-04-20' });
    if (!result.ok) throw new Error('expected a plan');
    const accounts = installmentAccounts({
      installments: result.plan.schedule,
      postings: [paidInFull(1, 2), { kind: 'late_fee', installment: 3, amount: centavos(128_750) }, { kind: 'waiver', installment: 3, amount: centavos(128_750) }],
    });
    expect(loanBalance({ accounts })).toEqual({ lateFee: 0, interest: 400_000, principal: 10_000_000, total: 10_400_000 });
  });

  it('a holiday of 2 installments moves the 4 left 2 months on and charges 2 months at 0.5 % of 100,000.00', () => {
    const result = restructurePlan({ accounts: inTrouble(), terms: { kind: 'holiday', installments: 2 }, interestRate: 0.5, anchorDate: '2026-04-20' });
    if (!result.ok) throw new Error('expected a plan');
    expect(result.plan.financeCharge).toBe(100_000);
    expect(figures(result.plan)).toEqual([
      [7, '2026-07-20', 2_500_000, 100_000],
      [8, '2026-08-20', 2_500_000, 100_000],
      [9, '2026-09-20', 2_500_000, 100_000],
      [10, '2026-10-20', 2_500_000, 100_000],
    ]);
    expect(result.plan.disclosure).toMatchObject({ amountFinanced: 100_000, financeCharge: 4_000, totalRepayment: 104_000, monthlyPayment: 26_000, installments: 4, monthsDeferred: 2 });
  });

  it('a shorter term adds no charge: what remains carries over exactly', () => {
    const result = restructurePlan({ accounts: inTrouble(), terms: { kind: 'restructure', term: 2 }, interestRate: 0.5, anchorDate: '2026-04-20' });
    if (!result.ok) throw new Error('expected a plan');
    expect(result.plan.financeCharge).toBe(0);
    expect(figures(result.plan)).toEqual([
      [7, '2026-05-20', 5_000_000, 150_000],
      [8, '2026-06-20', 5_000_000, 150_000],
    ]);
  });

  it('refuses a loan with nothing owed', () => {
    expect(restructurePlan({ accounts: accountsOf([paidInFull(1, 2, 3, 4, 5, 6)]), terms: { kind: 'holiday', installments: 1 }, interestRate: 0.5, anchorDate: '2026-04-20' })).toEqual({ ok: false, reason: 'nothing_owed' });
  });
});

describe('extensionWindow', () => {
  // The last due date of the six-month loan is 2026-07-10.
  it('is open 5 days before the term ends and closed 4 days before', () => {
    const accounts = sixMonthLoan();
    expect(extensionWindow({ accounts, today: '2026-07-05' })).toEqual({ isOpen: true, lastDay: '2026-07-05' });
    expect(extensionWindow({ accounts, today: '2026-07-06' })).toEqual({ isOpen: false, lastDay: '2026-07-05' });
  });
});
