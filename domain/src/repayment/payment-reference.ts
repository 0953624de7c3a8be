/*
 * A loan's payment reference: digits only, so it can be keyed into any
 * wallet, bank or over-the-counter form. '7' + the loan id zero-padded to 9
 * digits + a Damm check digit, 11 digits in all ('70000000011' for loan 1).
 * The leading 7 keeps spreadsheets from dropping leading zeros and sets our
 * references apart from other numbers a partner's file may carry.
 *
 * The Damm algorithm (H. M. Damm, 2004) catches every single-digit error and
 * every swap of two neighbouring digits, the check digit included, with one
 * digit and no weights, unlike Luhn (misses 09 ↔ 90) or mod 11 (needs an X).
 */

/** Damm's totally anti-symmetric quasigroup of order 10 (weak, zero diagonal). */
const DAMM_TABLE: readonly (readonly number[])[] = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
];

const DIGITS = /^[0-9]+$/;

function dammInterim(digits: string): number {
  let interim = 0;
  for (const digit of digits) interim = DAMM_TABLE[interim]![Number(digit)]!;
  return interim;
}

/** The Damm check digit of a string of ASCII digits ('572' → '4'). */
export function dammCheckDigit(digits: string): string {
  if (!DIGITS.test(digits)) throw new RangeError(`Expected ASCII digits, got '${digits}'`);
  return String(dammInterim(digits));
}

/** True when the last digit is the Damm check digit of the others ('5724'). */
export function isDammValid(digits: string): boolean {
  return DIGITS.test(digits) && digits.length >= 2 && dammInterim(digits) === 0;
}

const PAYMENT_REFERENCE_PREFIX = '7';
const LOAN_ID_DIGITS = 9;
const PAYMENT_REFERENCE_LENGTH = PAYMENT_REFERENCE_PREFIX.length + LOAN_ID_DIGITS + 1;
const MAX_LOAN_ID = 10 ** LOAN_ID_DIGITS - 1;

/** The payment reference of a loan: '70000000011' for loan 1. */
export function paymentReference({ loanId }: { loanId: number }): string {
  if (!Number.isSafeInteger(loanId) || loanId < 1 || loanId > MAX_LOAN_ID) {
    throw new RangeError(`A loan id from 1 to ${MAX_LOAN_ID} is needed, got ${loanId}`);
  }
  const body = `${PAYMENT_REFERENCE_PREFIX}${String(loanId).padStart(LOAN_ID_DIGITS, '0')}`;
  return body + dammCheckDigit(body);
}

/** '70000000011' → '7000 0000 011', as the app and the documents show it: easier to read out and type. */
export function groupedReference(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type PaymentReferenceCheck =
  | { status: 'valid'; reference: string; loanId: number }
  | { status: 'invalid'; reason: 'format' | 'check_digit' };

/**
 * Reads a reference as typed: spaces and hyphens between digit groups are
 * ignored. 'invalid' means no loan can have it ("invalid reference"); a
 * 'valid' one may still match no loan, which only the database can tell
 * ("unknown reference").
 */
export function checkPaymentReference({ reference }: { reference: string }): PaymentReferenceCheck {
  const compact = reference.replace(/[\s-]/g, '');
  if (compact.length !== PAYMENT_REFERENCE_LENGTH || !DIGITS.test(compact)) return { status: 'invalid', reason: 'format' };
  if (!isDammValid(compact)) return { status: 'invalid', reason: 'check_digit' };
  const loanId = Number(compact.slice(PAYMENT_REFERENCE_PREFIX.length, -1));
  if (!compact.startsWith(PAYMENT_REFERENCE_PREFIX) || loanId < 1) return { status: 'invalid', reason: 'format' };
  return { status: 'valid', reference: compact, loanId };
}

/** The number printed on a receipt for a loan transaction: 'R-00000042'. */
export function receiptNumber({ transactionId }: { transactionId: number }): string {
  if (!Number.isSafeInteger(transactionId) || transactionId < 1) {
    throw new RangeError(`A transaction id of 1 or more is needed, got ${transactionId}`);
  }
  return `R-${String(transactionId).padStart(8, '0')}`;
}
