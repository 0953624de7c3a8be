import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('defuses cells a spreadsheet would run as formulas and quotes commas, quotes and line breaks', () => {
    expect(toCsv(['name', 'note'], [['=HYPERLINK("http://x")', '+1'], ['-2', '@SUM(A1)'], ['\tTab', 'a,b'], ['say "hi"', 'two\nlines'], [12.5, null]])).toBe(
      [
        'name,note',
        `"'=HYPERLINK(""http://x"")",'+1`,
        `'-2,'@SUM(A1)`,
        `'\tTab,"a,b"`,
        `"say ""hi""","two\nlines"`,
        '12.5,',
        '',
      ].join('\r\n'),
    );
  });
});
