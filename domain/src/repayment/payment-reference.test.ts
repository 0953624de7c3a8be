import { describe, expect, it } from 'vitest';
import { checkPaymentReference, dammCheckDigit, isDammValid, paymentReference, receiptNumber } from './payment-reference';

describe('dammCheckDigit', () => {
  it("gives Damm's published example: 572 → 4", () => {
    // interim 0 → row 0, col 5 = 9 → row 9, col 7 = 7 → row 7, col 2 = 4.
    expect(dammCheckDigit('572')).toBe('4');
    expect(isDammValid('5724')).toBe(true);
    expect(isDammValid('5723')).toBe(false);
  });

  it('refuses anything but ASCII digits', () => {
    expect(() => dammCheckDigit('57a')).toThrow(RangeError);
    expect(() => dammCheckDigit('')).toThrow(RangeError);
    expect(() => dammCheckDigit('٥٧٢')).toThrow(RangeError);
    expect(isDammValid('0')).toBe(false);
  });
});

describe('paymentReference', () => {
  it('is 7, the loan id in 9 digits and the check digit', () => {
    // 7000000001: 0 →(7) 6 →(0) 5 →(0) 3 →(0) 1 →(0) 7 →(0) 8 →(0) 9 →(0) 2 →(0) 4 →(1) 1.
    expect(paymentReference({ loanId: 1 })).toBe('70000000011');
    expect(paymentReference({ loanId: 999_999_999 })).toMatch(/^7999999999\d$/);
  });

  it('refuses ids that do not fit', () => {
    expect(() => paymentReference({ loanId: 0 })).toThrow(RangeError);
    expect(() => paymentReference({ loanId: 1_000_000_000 })).toThrow(RangeError);
    expect(() => paymentReference({ loanId: 1.5 })).toThrow(RangeError);
  });
});

const SAMPLE_IDS = [1, 12, 305, 4_096, 90_909, 123_456, 7_777_777, 31_415_926, 999_999_999];

describe('checkPaymentReference', () => {
  it('reads back the loan id, with spaces and hyphens ignored', () => {
    expect(checkPaymentReference({ reference: '70000000011' })).toEqual({ status: 'valid', reference: '70000000011', loanId: 1 });
    expect(checkPaymentReference({ reference: ' 7000-0000-011 ' })).toMatchObject({ status: 'valid', loanId: 1 });
    for (const loanId of SAMPLE_IDS) {
      expect(checkPaymentReference({ reference: paymentReference({ loanId }) })).toMatchObject({ status: 'valid', loanId });
    }
  });

  it('calls a bad length, a non-digit or a foreign prefix a format error', () => {
    expect(checkPaymentReference({ reference: '' })).toEqual({ status: 'invalid', reason: 'format' });
    expect(checkPaymentReference({ reference: '7000000001' })).toEqual({ status: 'invalid', reason: 'format' });
    expect(checkPaymentReference({ reference: '700000000111' })).toEqual({ status: 'invalid', reason: 'format' });
    expect(checkPaymentReference({ reference: '7000000001O' })).toEqual({ status: 'invalid', reason: 'format' });
    expect(checkPaymentReference({ reference: '=7000000001' })).toEqual({ status: 'invalid', reason: 'format' });
    // 5 then 9 digits, check digit right for it, but not one of ours.
    const foreign = `5000000001${dammCheckDigit('5000000001')}`;
    expect(checkPaymentReference({ reference: foreign })).toEqual({ status: 'invalid', reason: 'format' });
    const zero = `7000000000${dammCheckDigit('7000000000')}`;
    expect(checkPaymentReference({ reference: zero })).toEqual({ status: 'invalid', reason: 'format' });
  });

  it('catches every single-digit error of every sample reference', () => {
    const missed: string[] = [];
    for (const loanId of SAMPLE_IDS) {
      const reference = paymentReference({ loanId });
      for (let position = 0; position < reference.length; position += 1) {
        for (let digit = 0; digit <= 9; digit += 1) {
          if (String(digit) === reference[position]) continue;
          const typo = reference.slice(0, position) + digit + reference.slice(position + 1);
          if (checkPaymentReference({ reference: typo }).status !== 'invalid') missed.push(typo);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('catches every swap of two neighbouring digits, the check digit included', () => {
    const missed: string[] = [];
    for (const loanId of SAMPLE_IDS) {
      const reference = paymentReference({ loanId });
      for (let position = 0; position + 1 < reference.length; position += 1) {
        const [a, b] = [reference[position]!, reference[position + 1]!];
        if (a === b) continue;
        const swapped = reference.slice(0, position) + b + a + reference.slice(position + 2);
        if (checkPaymentReference({ reference: swapped }).status !== 'invalid') missed.push(swapped);
      }
    }
    expect(missed).toEqual([]);
  });

  it('catches every single-digit error and neighbour swap of every 4-digit Damm number', () => {
    const missed: string[] = [];
    let tried = 0;
    for (let n = 0; n < 1_000; n += 1) {
      const body = String(n).padStart(3, '0');
      const number = body + dammCheckDigit(body);
      for (let position = 0; position < 4; position += 1) {
        for (let digit = 0; digit <= 9; digit += 1) {
          if (String(digit) === number[position]) continue;
          const typo = number.slice(0, position) + digit + number.slice(position + 1);
          tried += 1;
          if (isDammValid(typo)) missed.push(typo);
        }
        if (position < 3 && number[position] !== number[position + 1]) {
          const swapped = number.slice(0, position) + number[position + 1] + number[position] + number.slice(position + 2);
          tried += 1;
          if (isDammValid(swapped)) missed.push(swapped);
        }
      }
    }
    expect(missed).toEqual([]);
    // 1,000 numbers × 4 positions × 9 wrong digits, plus the swaps of unequal neighbours.
    expect(tried).toBeGreaterThan(36_000);
  });
});

describe('receiptNumber', () => {
  it('is R- and the transaction id in 8 digits', () => {
    expect(receiptNumber({ transactionId: 42 })).toBe('R-00000042');
    expect(() => receiptNumber({ transactionId: 0 })).toThrow(RangeError);
  });
});
