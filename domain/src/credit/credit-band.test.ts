import { describe, expect, it } from 'vitest';
import { CREDIT_BAND_LEGEND, creditBand } from './credit-band';

describe('creditBand', () => {
  it('below 500 is Bad Credit in red', () => {
    expect(creditBand({ score: 0 })).toEqual({ label: 'Bad Credit', color: 'red', barValue: 0 });
    expect(creditBand({ score: 499 })).toEqual({ label: 'Bad Credit', color: 'red', barValue: 49.9 });
  });

  it('500 to 750 inclusive is Good Credit in orange', () => {
    expect(creditBand({ score: 500 })).toEqual({ label: 'Good Credit', color: 'orange', barValue: 50 });
    expect(creditBand({ score: 750 })).toEqual({ label: 'Good Credit', color: 'orange', barValue: 75 });
  });

  it('above 750 is Excellent Credit in green', () => {
    expect(creditBand({ score: 751 })).toEqual({ label: 'Excellent Credit', color: 'green', barValue: 75.1 });
    expect(creditBand({ score: 1000 })).toEqual({ label: 'Excellent Credit', color: 'green', barValue: 100 });
  });

  it('a missing score counts as the default 500', () => {
    expect(creditBand({ score: null })).toEqual({ label: 'Good Credit', color: 'orange', barValue: 50 });
    expect(creditBand({ score: undefined })).toEqual({ label: 'Good Credit', color: 'orange', barValue: 50 });
    expect(creditBand({ score: Number.NaN })).toEqual({ label: 'Good Credit', color: 'orange', barValue: 50 });
  });

  it('keeps the bar inside 0..100 for scores outside the scale', () => {
    expect(creditBand({ score: 1200 })).toEqual({ label: 'Excellent Credit', color: 'green', barValue: 100 });
    expect(creditBand({ score: -20 })).toEqual({ label: 'Bad Credit', color: 'red', barValue: 0 });
  });

  it('explains the bands in words', () => {
    expect(CREDIT_BAND_LEGEND).toBe('Below 500: Bad Credit · 500 to 750: Good Credit · Above 750: Excellent Credit');
  });
});
