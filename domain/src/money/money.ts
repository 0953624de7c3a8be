export type Centavos = number & { readonly __brand: 'Centavos' };

/*
 * Binary floating point cannot hold most decimal fractions, so a product such
 * as 1.005 * 100 lands on 100.49999999999999 instead of 100.5. A fraction that
 * sits within a few units in the last place below one half is treated as that
 * half. The tolerance is relative to the magnitude because the spacing of
 * doubles grows with it; 8 ulps covers the handful of operations money passes
 * through here while staying far below anything a real amount could mean.
 */
const HALF_NOISE = 8 * Number.EPSILON;
// Past about 5e11 the relative tolerance would swallow real fractions, so it stops growing.
const MAX_NOISE = 2 ** -10;

function noiseAt(magnitude: number): number {
  return Math.min(magnitude * HALF_NOISE, MAX_NOISE);
}

/** The one rounding rule of the product: to the nearest integer, halves away from zero. */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot round a non-finite number: ${value}`);
  }
  const magnitude = Math.abs(value);
  const whole = Math.floor(magnitude);
  const fraction = magnitude - whole;
  const rounded = fraction >= 0.5 - noiseAt(magnitude) ? whole + 1 : whole;
  // Normalise -0 so that callers never see or print a negative zero.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds to a number of decimal places with the same rule (for rates and display figures). */
export function roundToDecimals({ value, decimals }: RoundToDecimalsInput): number {
  const scale = 10 ** decimals;
  return roundHalfAwayFromZero(value * scale) / scale;
}

export type RoundToDecimalsInput = { value: number; decimals: number };

/** A rate in percent as whole basis points (0.5 % is 50), as loans store it; rounded with the same rule. */
export function toBasisPoints(ratePercent: number): number {
  return roundHalfAwayFromZero(ratePercent * 100);
}

/** Basis points back to a rate in percent (50 is 0.5 %). */
export function fromBasisPoints(basisPoints: number): number {
  return basisPoints / 100;
}

/** Brands a whole number of centavos; anything else is a programming error. */
export function centavos(n: number): Centavos {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Centavos must be a safe integer, got ${n}`);
  }
  return (n === 0 ? 0 : n) as Centavos;
}

export function toCentavos(pesos: number): Centavos {
  return centavos(roundHalfAwayFromZero(pesos * 100));
}

export function toPesos(c: Centavos): number {
  return c / 100;
}

export function addCentavos(a: Centavos, b: Centavos): Centavos {
  return centavos(a + b);
}

export function subCentavos(a: Centavos, b: Centavos): Centavos {
  return centavos(a - b);
}

export function sumCentavos(amounts: readonly Centavos[]): Centavos {
  return amounts.reduce<Centavos>((total, amount) => addCentavos(total, amount), centavos(0));
}

export type MulCentavosByRateInput = { amount: Centavos; ratePercent: number };

/** amount × ratePercent / 100, rounded to whole centavos. */
export function mulCentavosByRate({ amount, ratePercent }: MulCentavosByRateInput): Centavos {
  return centavos(roundHalfAwayFromZero((amount * ratePercent) / 100));
}

function isNearInteger(value: number): boolean {
  return Math.abs(value - Math.round(value)) <= noiseAt(Math.abs(value));
}

/**
 * A finite number with at most 2 decimals. Inputs like 10.1 or 0.1 + 0.2 are
 * 2-decimal amounts carrying float noise, so closeness is judged with the same
 * tolerance as rounding rather than by exact equality.
 */
export function isPesoAmount(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && isNearInteger(value * 100);
}

/** Groups of three digits, as en-PH writes numbers: '1234567' becomes '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The digits of a whole number at or above 1e21, where toFixed turns to exponents: its shortest digits, padded with zeros. */
function wholeDigits(value: number): string {
  const match = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(String(value));
  if (!match) return value.toFixed(0);
  const mantissa = `${match[1]}${match[2] ?? ''}`;
  return mantissa.padEnd(Number(match[3]) + 1, '0');
}

/**
 * A number as en-PH writes it ('1,234,567.5'): grouped by thousands, rounded
 * with the product's rule to at most `maxDecimals`, trailing zeros kept down
 * to `minDecimals`. Plain arithmetic on purpose: the first Intl.NumberFormat
 * a page makes costs a slow phone about 70 ms (docs/performance.md), and
 * `toLocaleString` with options makes one per call.
 */
export function formatDecimal(value: number, { minDecimals = 0, maxDecimals = minDecimals }: { minDecimals?: number; maxDecimals?: number } = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  // Round with the product's rule while the scaled value is exact enough for it; beyond, the number is shown as it is.
  const rounded = magnitude * 10 ** maxDecimals < Number.MAX_SAFE_INTEGER ? roundToDecimals({ value: magnitude, decimals: maxDecimals }) : magnitude;
  const [whole = '0', fraction = ''] = rounded >= 1e21 ? [wholeDigits(rounded)] : rounded.toFixed(maxDecimals).split('.');
  let decimals = fraction.padEnd(maxDecimals, '0');
  while (decimals.length > minDecimals && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  // As the product's rounding never yields -0, nothing rounded to zero shows a minus.
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`;
}

function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Amounts sometimes arrive as numeric strings (form fields, SQLite decimals).
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** 'PHP 1,200,000.00'; anything that is not a finite amount shows 'PHP 0.00' as SPEC asks. */
export function formatPhp(amount: unknown): string {
  const value = toFiniteNumber(amount);
  if (value === null) return 'PHP 0.00';
  // Rounded with the product's rule, so display and stored centavos agree
  // (Intl would round 1.005 down, because the double is just below it).
  return `PHP ${formatDecimal(value, { minDecimals: 2 })}`;
}
