import { formatDecimal, toCentavos, toPesos, type Centavos } from './money';

/*
 * An amount as people in the Philippines type it (issue 28, item 1):
 * "38,000", "38 000", "PHP 1,500", "Php1500", "₱ 2,000.50", "P500", with
 * spaces around. The rules:
 * - a leading currency mark, optional: "PHP" (any case), "₱" or "P", with or
 *   without a space after it;
 * - the digits either plain ("38000") or grouped by thousands with commas or
 *   with spaces, one kind in one amount ("38,000", "1 234 567"). Filipino
 *   grouping is by thousands, so any other grouping ("3,80,000", the Indian
 *   lakh, or "38,00") is refused: it is more likely a typo than an amount;
 * - at most 2 decimals after a dot ("38,000.5" and "38,000.50" are the same);
 *   a comma is never a decimal mark here;
 * - no sign: an amount typed in a form is never negative, and "+" is noise.
 * Anything else (letters, two dots, exponents, other digits) is not an amount.
 * Integer parts longer than 13 digits (ten trillion pesos) are refused too, so
 * the centavos stay exact; every form caps amounts far below that.
 */

export type AmountTextProblem = 'blank' | 'not-an-amount' | 'too-many-decimals' | 'negative';

export type AmountTextResult = { ok: true; pesos: number; centavos: Centavos } | { ok: false; problem: AmountTextProblem };

const CURRENCY_MARK = /^(?:php|₱|p)\s*/i;
// Whitespace that a phone keyboard or a paste may carry: spaces, no-break and thin spaces.
const SPACE = '[ \\u00A0\\u202F\\u2009]';
const PLAIN = '\\d+';
const COMMA_GROUPED = '[1-9]\\d{0,2}(?:,\\d{3})+';
const SPACE_GROUPED = `[1-9]\\d{0,2}(?:${SPACE}\\d{3})+`;
const AMOUNT = new RegExp(`^(${PLAIN}|${COMMA_GROUPED}|${SPACE_GROUPED})?(?:\\.(\\d+))?$`);
const MAX_WHOLE_DIGITS = 13;
const MAX_DECIMALS = 2;

/** Reads a typed amount; see the rules above. */
export function parseAmountText(text: string): AmountTextResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'blank' };
  const body = trimmed.replace(CURRENCY_MARK, '');
  if (/^[-−]/.test(body) || /^[-−]/.test(trimmed)) return { ok: false, problem: 'negative' };
  const match = AMOUNT.exec(body);
  const whole = match?.[1];
  const fraction = match?.[2];
  // A lone dot, or a dot with nothing after it, says nothing.
  if (!match || (whole === undefined && fraction === undefined) || body.endsWith('.')) return { ok: false, problem: 'not-an-amount' };
  const digits = (whole ?? '0').replace(/\D/g, '');
  if (digits.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'not-an-amount' };
  if (fraction !== undefined && fraction.length > MAX_DECIMALS) return { ok: false, problem: 'too-many-decimals' };
  const cents = toCentavos(Number(`${digits}.${(fraction ?? '').padEnd(MAX_DECIMALS, '0')}`));
  return { ok: true, pesos: toPesos(cents), centavos: cents };
}

/** An amount as a field shows it back: grouped by thousands, "38,000" when whole, "38,000.50" otherwise. */
export function formatAmountText(pesos: number): string {
  const isWhole = toCentavos(pesos) % 100 === 0;
  return formatDecimal(pesos, { minDecimals: isWhole ? 0 : MAX_DECIMALS, maxDecimals: MAX_DECIMALS });
}
