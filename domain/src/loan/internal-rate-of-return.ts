export type InternalRateOfReturnInput = {
  /** Paid out at time 0. */
  principal: number;
  /** Received at the end of each period 1..periods. */
  payment: number;
  periods: number;
  /** Periods before the first payment that pay nothing (a payment holiday); 0 when absent. */
  deferred?: number;
};

const PRECISION = 1e-12;
const MAX_ITERATIONS = 500;

/** Net present value of the stream at rate r and its derivative in r. */
function presentValue(r: number, principal: number, payment: number, periods: number, deferred: number): { npv: number; slope: number } {
  let npv = -principal;
  let slope = 0;
  let discount = 1;
  for (let t = 1; t <= periods + deferred; t += 1) {
    discount /= 1 + r;
    if (t <= deferred) continue;
    npv += payment * discount;
    slope -= (t * payment * discount) / (1 + r);
  }
  return { npv, slope };
}

/**
 * The rate per period r at which the payments discount back to the
 * principal. The present value falls strictly as r rises (all payments are
 * positive), so the root is unique: Newton converges fast from a good guess,
 * and a bracket kept alongside lets it fall back to bisection whenever a step
 * would leave the bracket.
 */
export function internalRateOfReturn({ principal, payment, periods, deferred = 0 }: InternalRateOfReturnInput): number {
  if (!(principal > 0) || !(payment > 0) || !Number.isInteger(periods) || periods < 1 || !Number.isInteger(deferred) || deferred < 0) {
    throw new RangeError('IRR needs a positive principal, a positive payment and a whole number of periods');
  }
  const npvAt = (r: number) => presentValue(r, principal, payment, periods, deferred);

  // Bracket the root: NPV > 0 at low, NPV < 0 at high.
  let low = -0.99;
  while (npvAt(low).npv <= 0) low = -1 + (1 + low) / 2;
  let high = 1;
  while (npvAt(high).npv >= 0) high *= 2;

  // Flat-rate loans have an IRR close to twice the flat rate per period over (n + 1)/n.
  const flatExcess = (payment * periods - principal) / principal;
  let r = Math.min(Math.max((2 * flatExcess) / (periods + 1), low), high);

  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const { npv, slope } = npvAt(r);
    if (npv === 0) return r;
    if (npv > 0) low = r;
    else high = r;
    const newton = r - npv / slope;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - r) < PRECISION || high - low < PRECISION) return next;
    r = next;
  }
  return r;
}
