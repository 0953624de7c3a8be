import { describe, expect, expectTypeOf, it } from 'vitest';
import { centavos } from '../money';
import { installmentAccounts, loanInstallments, payoffQuote, type CoolingOffWithdrawal } from '../repayment';
import type { WithdrawalStatus } from './contract';
import { toLoanInstallments, toLoanPayoffQuote } from './repayment';

// PHP 150,000 over 6 months at 0.5 % from 2026-01-10: 25,000 + 750 a month.
const installments = loanInstallments({
  principal: centavos(15_000_000),
  monthlyPayment: centavos(2_575_000),
  term: 6,
  startDate: '2026-01-10',
});
const accounts = installmentAccounts({
  installments,
  postings: [
    { kind: 'late_fee', installment: 1, amount: centavos(128_750) },
    {
      kind: 'repayment',
      lines: [{ installment: 1, lateFee: centavos(128_750), interest: centavos(75_000), principal: centavos(1_000_000) }],
      forgiven: [],
    },
  ],
});
const now = new Date('2026-02-20T01:00:00.000Z');

describe('toLoanInstallments', () => {
  it('sends pesos and the state at the instant', () => {
    const [first, second] = toLoanInstallments({ accounts, now });
    // Paid 1,287.50 + 750 + 10,000 = 12,037.50; owed 25,000 − 10,000 = 15,000.
    expect(first).toEqual({
      number: 1,
      dueDate: '2026-02-10',
      principal: 25_000,
      interest: 750,
      lateFee: 1_287.5,
      lateFeeWaived: 0,
      interestWaived: 0,
      amountPaid: 12_037.5,
      outstanding: 15_000,
      state: 'overdue',
      daysPastDue: 10,
    });
    expect(second).toMatchObject({ number: 2, dueDate: '2026-03-10', outstanding: 25_750, state: 'due', daysPastDue: 0 });
  });
});

describe('toLoanPayoffQuote', () => {
  it('sends the quote in pesos', () => {
    // 150,000 − 10,000 principal; interest of #2 only (#1 paid); later interest 4 × 750 not charged.
    expect(toLoanPayoffQuote({ loanId: 7, quote: payoffQuote({ accounts, now }) })).toEqual({
      loanId: 7,
      asOf: '2026-02-20',
      principal: 140_000,
      interest: 750,
      lateFees: 0,
      amount: 140_750,
      interestNotCharged: 3_000,
    });
  });
});

describe('cooling-off withdrawal statuses', () => {
  it('are the contract’s withdrawal statuses', () => {
    expectTypeOf<CoolingOffWithdrawal['status']>().toEqualTypeOf<WithdrawalStatus>();
  });
});
