const CREDIT_SCORE_DEFAULT = 500;
export const CREDIT_SCORE_MIN = 0;
export const CREDIT_SCORE_MAX = 1000;

// Thresholds of SPEC section 4: 500 starts Good, 750 is the last Good score.
const GOOD_FROM = 500;
const GOOD_UNTIL = 750;
const BAD = 'Bad Credit';
const GOOD = 'Good Credit';
const EXCELLENT = 'Excellent Credit';

/** The bands in words, as the score card explains them. */
export const CREDIT_BAND_LEGEND = `Below ${GOOD_FROM}: ${BAD} · ${GOOD_FROM} to ${GOOD_UNTIL}: ${GOOD} · Above ${GOOD_UNTIL}: ${EXCELLENT}`;

export type CreditBandInput = { score: number | null | undefined };

export type CreditBand = {
  label: typeof BAD | typeof GOOD | typeof EXCELLENT;
  color: 'red' | 'orange' | 'green';
  /** Progress bar value 0..100 (score / 10). */
  barValue: number;
};

export function creditBand({ score }: CreditBandInput): CreditBand {
  // SPEC shows 500 when no score is known; a NaN from bad data counts as unknown.
  const value = score == null || Number.isNaN(score) ? CREDIT_SCORE_DEFAULT : score;
  // The bar cannot be fuller than full nor emptier than empty, whatever the data says.
  const barValue = Math.min(Math.max(value, CREDIT_SCORE_MIN), CREDIT_SCORE_MAX) / 10;
  if (value < GOOD_FROM) return { label: BAD, color: 'red', barValue };
  if (value <= GOOD_UNTIL) return { label: GOOD, color: 'orange', barValue };
  return { label: EXCELLENT, color: 'green', barValue };
}
