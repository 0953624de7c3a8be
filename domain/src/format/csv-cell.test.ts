import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Santos, Maria')).toBe('"Santos, Maria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1200000.5)).toBe('1200000.5');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('+639171234567+1')).toBe("'+639171234567+1");
    expect(csvCell('+0639171234567')).toBe("'+0639171234567");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Maria')).toBe('Maria');
  });

  it('defuses the full-width ＝ ＋ － ＠ a spreadsheet may fold to formulas', () => {
    expect(csvCell('\uFF1DHYPERLINK("http://evil")')).toBe('"\'\uFF1DHYPERLINK(""http://evil"")"');
    expect(csvCell('＋1')).toBe("'＋1");
    expect(csvCell('－5')).toBe("'－5");
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)");
  });

  it('writes a phone number in E.164 as written', () => {
    expect(csvCell('+639171234567')).toBe('+639171234567');
    expect(csvCell('+85291234567')).toBe('+85291234567');
  });
});
