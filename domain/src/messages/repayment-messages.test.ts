import { createI18n } from '@nanostores/i18n';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../format';
import { formatPhp } from '../money';
import { SERVER_MESSAGES, abovePayoffMessage, settlementFieldCountMessage } from '.';
import {
  lateFeeChargedNotice,
  lateFeeWaivedNotice,
  loanCancelledNotice,
  loanClosedNotice,
  paymentReceivedNotice,
  paymentReversedNotice,
  reminderNotice,
} from './notification-messages';
import { agingAsOf, settlementImportSummary, WALLET_REPAYMENT_TEXTS } from './repayment-messages';

// The screen's texts in English, as the web's i18n gives them (decision 024).
const english = createI18n(atom('en'), { baseLocale: 'en', get: () => Promise.resolve({}) });
const T = english('WALLET_REPAYMENT_TEXTS', WALLET_REPAYMENT_TEXTS).get();

describe('repayment notifications', () => {
  it('a receipt names the receipt number, the amount, the loan and the remaining balance', () => {
    expect(paymentReceivedNotice({ receiptNumber: 'R-00000042', amount: 30_000, loanId: 12, balance: 127_075 })).toEqual({
      title: 'Payment Received',
      message: 'We received your payment of PHP 30,000.00 for loan #12. Receipt number: R-00000042. Remaining balance: PHP 127,075.00.',
    });
  });

  it('tells of closure and of a cooling-off cancellation', () => {
    expect(loanClosedNotice({ loanId: 12 })).toEqual({
      title: 'Loan Fully Paid',
      message:
        'Your loan #12 is fully paid and now closed. Thank you! Your certificate of full payment is ready in the WALLET tab, and you may apply for a new loan.',
    });
    expect(loanCancelledNotice({ loanId: 12, amount: 150_000 })).toEqual({
      title: 'Loan Cancelled',
      message:
        'Your loan #12 was cancelled within the cooling-off period. PHP 150,000.00 was taken back from your wallet; no interest or fees are charged.',
    });
  });

  it('reminds before, on and after the due date', () => {
    const input = { loanId: 12, amount: 25_750, dueDate: '2026-02-10', paymentReference: '70000000011', graceDays: 3 };
    expect(reminderNotice({ ...input, kind: 'before_due' })).toEqual({
      title: 'Payment Reminder',
      message: 'Your payment of PHP 25,750.00 for loan #12 is due on Feb 10, 2026. Pay from your wallet or with payment reference 70000000011.',
    });
    expect(reminderNotice({ ...input, kind: 'due_today' })).toEqual({
      title: 'Payment Due Today',
      message:
        'Your payment of PHP 25,750.00 for loan #12 is due today, Feb 10, 2026. Pay from your wallet or with payment reference 70000000011.',
    });
    expect(reminderNotice({ ...input, kind: 'overdue' })).toEqual({
      title: 'Payment Overdue',
      message:
        'Your payment of PHP 25,750.00 for loan #12 was due on Feb 10, 2026. Please pay as soon as you can: a late fee of 5% applies if it is still unpaid 3 days after the due date. Pay from your wallet or with payment reference 70000000011.',
    });
  });

  it('tells of fees charged, waived and payments reversed', () => {
    expect(lateFeeChargedNotice({ loanId: 12, installment: 1, fee: 1_287.5, graceDays: 3 })).toEqual({
      title: 'Late Fee Charged',
      message: 'A late fee of PHP 1,287.50 was added to installment 1 of loan #12, which is still unpaid 3 days after its due date.',
    });
    expect(lateFeeWaivedNotice({ loanId: 12, installment: 1, fee: 1_287.5 })).toEqual({
      title: 'Late Fee Waived',
      message: 'The late fee of PHP 1,287.50 on installment 1 of loan #12 has been waived.',
    });
    expect(
      paymentReversedNotice({ receiptNumber: 'R-00000042', amount: 30_000, loanId: 12, balance: 157_075, reason: 'the transfer bounced' }),
    ).toEqual({
      title: 'Payment Reversed',
      message:
        'Your payment of PHP 30,000.00 for loan #12 (receipt R-00000042) was reversed: the transfer bounced. Remaining balance: PHP 157,075.00.',
    });
  });
});

describe('payoff and cooling-off texts', () => {
  it('say what the payoff includes and that nothing else is charged (DEPARTURES 11)', () => {
    expect(T.payoffExplanation({ amount: formatPhp(154_825), date: formatDate('2026-03-15T12:00:00+08:00') })).toBe(
      'PHP 154,825.00 pays off your loan today, Mar 15, 2026: the outstanding principal, the interest of installments already due and of the current period, and unpaid late fees. Interest of later periods is not charged, and there is no prepayment charge.',
    );
  });

  it('say until when a loan may be cancelled, in Manila time', () => {
    expect(T.coolingOffExplanation({ date: formatDateTime('2026-11-23T02:00:00.000Z') })).toBe(
      'You may cancel this loan free of charge until Nov 23, 2026, 10:00 AM, as long as none of the money has been withdrawn or paid. The amount is taken back from your wallet and no interest or fees are charged.',
    );
  });
});

describe('repayment server messages', () => {
  it('name the unmatched reasons as the issue words them', () => {
    expect(SERVER_MESSAGES.invalidReference).toBe('invalid reference');
    expect(SERVER_MESSAGES.unknownReference).toBe('unknown reference');
  });

  it('give the payoff when an amount is above it', () => {
    expect(abovePayoffMessage({ payoff: 154_825 })).toBe('The amount is more than what pays off this loan today (PHP 154,825.00)');
    expect(settlementFieldCountMessage({ found: 3 })).toBe('Expected 5 fields, found 3');
  });
});

describe('back-office repayment texts', () => {
  it('sums up a settlement import and dates the aging report in Manila', () => {
    expect(settlementImportSummary({ posted: 12, duplicates: 3, unmatched: 1 })).toBe('Posted 12, duplicates 3, unmatched 1.');
    expect(agingAsOf({ asOf: '2026-11-22' })).toBe('As of Nov 22, 2026, Philippine time.');
  });
});

describe("the WALLET tab's confirmations", () => {
  it('names the amount and the loan of a wallet payment', () => {
    expect(T.walletPaymentQuestion({ amount: formatPhp(45_325), loanId: 12 })).toBe(
      'Pay PHP 45,325.00 from your wallet to loan #12? The money leaves your wallet at once and cannot be withdrawn afterwards.',
    );
  });

  it('says what cancelling in cooling-off does and until when', () => {
    expect(T.cancelLoanQuestion({ amount: formatPhp(500_000), loanId: 12, date: formatDateTime('2026-11-23T02:00:00.000Z') })).toBe(
      'Cancel loan #12? The PHP 500,000.00 released to you is taken back from your wallet, and no interest or fees are charged. You can cancel until Nov 23, 2026, 10:00 AM.',
    );
  });
});
