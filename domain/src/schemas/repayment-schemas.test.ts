import { describe, expect, it } from 'vitest';
import { LoanReviewSchema } from './admin-schemas';
import {
  AdminPaymentSchema,
  LoanPaymentSchema,
  PaymentCallbackSchema,
  ReversePaymentSchema,
  SettlementRowSchema,
  WaiveFeeSchema,
  receivedAtProblem,
  startDateProblem,
} from './repayment-schemas';
import { errorsOf, outputOf } from './test-helpers';

const AMOUNT = 'Please enter an amount of more than PHP 0.00 with at most 2 decimals';

describe('LoanPaymentSchema', () => {
  it('takes pesos with at most 2 decimals, as a number or text', () => {
    expect(outputOf(LoanPaymentSchema, { amount: 25_750 })).toEqual({ amount: 25_750 });
    expect(outputOf(LoanPaymentSchema, { amount: '1287.50' })).toEqual({ amount: 1_287.5 });
    expect(outputOf(LoanPaymentSchema, { amount: 0.01 })).toEqual({ amount: 0.01 });
  });

  it('refuses nothing, zero, negatives, fractions of a centavo and junk', () => {
    for (const amount of [undefined, '', 0, -5, 10.001, '1,000', '1e3', Number.NaN, null, true]) {
      expect(errorsOf(LoanPaymentSchema, { amount }), String(amount)).toEqual({ amount: [AMOUNT] });
    }
  });
});

describe('AdminPaymentSchema', () => {
  it('takes amount, channel, reference and the date received', () => {
    expect(
      outputOf(AdminPaymentSchema, { amount: '5000', channel: ' GCash ', reference: ' 9012345678 ', receivedAt: '2026-11-20 14:05' }),
    ).toEqual({ amount: 5_000, channel: 'gcash', reference: '9012345678', receivedAt: '2026-11-20T06:05:00.000Z' });
    // A date alone is midnight in Manila.
    expect(outputOf(AdminPaymentSchema, { amount: 1, channel: 'otc', reference: 'X', receivedAt: '2026-11-20' }).receivedAt).toBe(
      '2026-11-19T16:00:00.000Z',
    );
  });

  it('says what is wrong with each field, and refuses fields it does not handle', () => {
    expect(errorsOf(AdminPaymentSchema, { amount: 0, channel: 'cash', reference: ' ', receivedAt: '20/11/2026' })).toEqual({
      amount: [AMOUNT],
      channel: ['Please choose GCash, Maya, bank transfer or over-the-counter'],
      reference: ['Transaction reference is required'],
      receivedAt: ['Date received must be a date like 2026-11-22, or a date and time'],
    });
    expect(errorsOf(AdminPaymentSchema, {})).toEqual({
      amount: [AMOUNT],
      channel: ['Please choose GCash, Maya, bank transfer or over-the-counter'],
      reference: ['Transaction reference is required'],
      receivedAt: ['Date received must be a date like 2026-11-22, or a date and time'],
    });
    const valid = { amount: 1, channel: 'maya', reference: 'R', receivedAt: '2026-11-20' };
    expect(Object.keys(errorsOf(AdminPaymentSchema, { ...valid, loanId: 3 }))).toEqual(['loanId']);
    expect(errorsOf(AdminPaymentSchema, { ...valid, reference: 'x'.repeat(101) })).toEqual({
      reference: ['Transaction reference must be at most 100 characters'],
    });
  });
});

describe('WaiveFeeSchema and ReversePaymentSchema', () => {
  it('need an installment and a reason', () => {
    expect(outputOf(WaiveFeeSchema, { installment: '2', reason: ' Hospitalised ' })).toEqual({ installment: 2, reason: 'Hospitalised' });
    expect(errorsOf(WaiveFeeSchema, { installment: 0, reason: '' })).toEqual({
      installment: ['Please choose an installment'],
      reason: ['Reason is required'],
    });
    expect(errorsOf(WaiveFeeSchema, { installment: 61, reason: 'x'.repeat(501) })).toEqual({
      installment: ['Please choose an installment'],
      reason: ['Reason must be at most 500 characters'],
    });
    expect(outputOf(ReversePaymentSchema, { reason: 'Bounced transfer' })).toEqual({ reason: 'Bounced transfer' });
    expect(errorsOf(ReversePaymentSchema, {})).toEqual({ reason: ['Reason is required'] });
  });
});

describe('LoanReviewSchema with a start date', () => {
  it('takes a start date on approval', () => {
    expect(outputOf(LoanReviewSchema, { status: 'approve', startDate: '2024-03-01' })).toMatchObject({
      status: 'approve',
      startDate: '2024-03-01',
    });
    expect(outputOf(LoanReviewSchema, { status: 'approved' }).startDate).toBeUndefined();
  });

  it('refuses a date that does not exist or comes with another action', () => {
    expect(errorsOf(LoanReviewSchema, { status: 'approve', startDate: '2026-02-30' })).toEqual({
      startDate: ['Start date must be a date like 2026-11-22'],
    });
    expect(errorsOf(LoanReviewSchema, { status: 'approve', startDate: '2026-11-22T00:00' })).toEqual({
      startDate: ['Start date must be a date like 2026-11-22'],
    });
    expect(errorsOf(LoanReviewSchema, { status: 'decline', startDate: '2026-11-01' })).toEqual({
      startDate: ['A start date can only be given when approving'],
    });
  });
});

describe('startDateProblem', () => {
  it('allows today back to the same day 5 years ago', () => {
    expect(startDateProblem({ startDate: '2026-11-22', today: '2026-11-22' })).toBeNull();
    expect(startDateProblem({ startDate: '2021-11-22', today: '2026-11-22' })).toBeNull();
    // 5 years before Feb 29 is Feb 28 (there is no Feb 29, 2023).
    expect(startDateProblem({ startDate: '2023-02-28', today: '2028-02-29' })).toBeNull();
  });

  it('refuses the future and more than 5 years back', () => {
    expect(startDateProblem({ startDate: '2026-11-23', today: '2026-11-22' })).toBe('Start date cannot be in the future');
    expect(startDateProblem({ startDate: '2021-11-21', today: '2026-11-22' })).toBe('Start date can be at most 5 years ago');
  });
});

describe('receivedAtProblem', () => {
  it('refuses a time after now', () => {
    const now = new Date('2026-11-22T06:00:00.000Z');
    expect(receivedAtProblem({ receivedAt: '2026-11-22T06:00:00.000Z', now })).toBeNull();
    expect(receivedAtProblem({ receivedAt: '2026-11-22T06:00:00.001Z', now })).toBe('Date received cannot be in the future');
  });
});

describe('PaymentCallbackSchema', () => {
  it('takes the gateway body and drops keys it does not know', () => {
    expect(
      outputOf(PaymentCallbackSchema, {
        reference: '70000000011',
        amount: 25_750,
        transactionId: 'GC-123',
        paidAt: '2026-11-22T10:00:00+08:00',
        channel: 'gcash',
        signature: 'ignored',
      }),
    ).toEqual({ reference: '70000000011', amount: 25_750, transactionId: 'GC-123', paidAt: '2026-11-22T02:00:00.000Z', channel: 'gcash', partner: null });
  });

  it('keeps a malformed reference for the posting to call invalid', () => {
    expect(
      outputOf(PaymentCallbackSchema, { reference: '123', amount: 1, transactionId: 'T', paidAt: '2026-11-22', channel: 'maya' }).reference,
    ).toBe('123');
    expect(errorsOf(PaymentCallbackSchema, { amount: 1, transactionId: ' ', paidAt: 'yesterday', channel: 'maya' })).toEqual({
      reference: ['Payment reference is required'],
      transactionId: ['Transaction id is required'],
      paidAt: ['Paid at must be a date like 2026-11-22, or a date and time'],
    });
  });
});

describe('SettlementRowSchema', () => {
  it('maps the CSV column names to the API names', () => {
    expect(
      outputOf(SettlementRowSchema, {
        reference: '70000000011',
        amount: '25750.00',
        paid_at: '2026-11-22',
        transaction_id: 'BDO-9',
        channel: 'BANK_TRANSFER',
      }),
    ).toEqual({ reference: '70000000011', amount: 25_750, paidAt: '2026-11-21T16:00:00.000Z', transactionId: 'BDO-9', channel: 'bank_transfer', partner: null });
  });
});
