import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmountText, parseAmountText } from './amount-text';

describe('parseAmountText', () => {
  it('reads amounts as people in the Philippines type them', () => {
    const cases: [string, number, number][] = [
      ['38000', 38_000, 3_800_000],
      ['38,000', 38_000, 3_800_000],
      ['1,234,567.50', 1_234_567.5, 123_456_750],
      ['38 000', 38_000, 3_800_000],
      ['1 234 567', 1_234_567, 123_456_700],
      ['38\u00A0000', 38_000, 3_800_000],
      ['PHP 1,500', 1_500, 150_000],
      ['PHP1500', 1_500, 150_000],
      ['Php 1,500', 1_500, 150_000],
      ['php 20', 20, 2_000],
      ['₱ 2,000.50', 2_000.5, 200_050],
      ['₱2,000.5', 2_000.5, 200_050],
      ['P500', 500, 50_000],
      ['P 500.05', 500.05, 50_005],
      ['  38,000  ', 38_000, 3_800_000],
      ['0', 0, 0],
      ['0.10', 0.1, 10],
      ['.5', 0.5, 50],
      ['999', 999, 99_900],
      ['1,000', 1_000, 100_000],
      ['007', 7, 700],
      ['9,999,999,999,999.99', 9_999_999_999_999.99, 999_999_999_999_999],
    ];
    for (const [text, pesos, centavos] of cases) {
      expect(parseAmountText(text), text).toEqual({ ok: true, pesos, centavos });
    }
  });

  it('names the problem with anything else', () => {
    const cases: [string, string][] = [
      ['', 'blank'],
      ['   ', 'blank'],
      ['PHP', 'not-an-amount'],
      ['₱', 'not-an-amount'],
      ['abc', 'not-an-amount'],
      ['38k', 'not-an-amount'],
      ['1.2.3', 'not-an-amount'],
      ['38..00', 'not-an-amount'],
      ['38.', 'not-an-amount'],
      ['.', 'not-an-amount'],
      ['3,80,000', 'not-an-amount'],
      ['38,00', 'not-an-amount'],
      ['38,0000', 'not-an-amount'],
      [',380', 'not-an-amount'],
      ['380,', 'not-an-amount'],
      ['0,500', 'not-an-amount'],
      ['1,234 567', 'not-an-amount'],
      ['38,000,', 'not-an-amount'],
      ['38.000,50', 'not-an-amount'],
      ['1e3', 'not-an-amount'],
      ['0x10', 'not-an-amount'],
      ['+500', 'not-an-amount'],
      ['USD 500', 'not-an-amount'],
      ['PP 500', 'not-an-amount'],
      ['500 PHP', 'not-an-amount'],
      ['١٢٣', 'not-an-amount'],
      ['１２３', 'not-an-amount'],
      ['Infinity', 'not-an-amount'],
      ['NaN', 'not-an-amount'],
      ['10000000000000', 'not-an-amount'],
      ['38,000.505', 'too-many-decimals'],
      ['0.001', 'too-many-decimals'],
      ['-500', 'negative'],
      ['−500', 'negative'],
      ['PHP -1,500', 'negative'],
      ['-PHP 1,500', 'negative'],
    ];
    for (const [text, problem] of cases) {
      expect(parseAmountText(text), text).toEqual({ ok: false, problem });
    }
  });
});

describe('formatAmountText', () => {
  it('groups by thousands, with 2 decimals only when there are centavos', () => {
    expect(formatAmountText(38_000)).toBe('38,000');
    expect(formatAmountText(1_234_567.5)).toBe('1,234,567.50');
    expect(formatAmountText(2_000.05)).toBe('2,000.05');
    expect(formatAmountText(0)).toBe('0');
    expect(formatAmountText(999.99)).toBe('999.99');
    expect(formatAmountText(1_000_000)).toBe('1,000,000');
  });

  const centavosArbitrary = fc.integer({ min: 0, max: 999_999_999_999_999 });

  it('is read back as the same amount, with or without a currency mark', () => {
    fc.assert(
      fc.property(centavosArbitrary, fc.constantFrom('', 'PHP ', 'Php', '₱ ', '₱', 'P'), (centavos, mark) => {
        const pesos = centavos / 100;
        expect(parseAmountText(`${mark}${formatAmountText(pesos)}`)).toEqual({ ok: true, pesos, centavos });
      }),
    );
  });

  it('reads plain and space-grouped digits as the comma-grouped ones', () => {
    fc.assert(
      fc.property(centavosArbitrary, (centavos) => {
        const shown = formatAmountText(centavos / 100);
        const expected = parseAmountText(shown);
        expect(parseAmountText(shown.replace(/,/g, ''))).toEqual(expected);
        expect(parseAmountText(shown.replace(/,/g, ' '))).toEqual(expected);
      }),
    );
  });
});
