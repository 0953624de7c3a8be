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

  it('writes an E.164 phone number as written and defuses the full-width formula starts', () => {
    expect(toCsv(['contact', 'name'], [['+639171234567', '＝1+1'], ['+63 917', '＋1'], ['－2', '＠A1']])).toBe(
      ['contact,name', "+639171234567,'＝1+1", "'+63 917,'＋1", "'－2,'＠A1", ''].join('\r\n'),
    );
  });
});
