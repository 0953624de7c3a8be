import { describe, expect, it } from 'vitest';
import { parseAmlcList } from './amlc-list.service';

const HEADER = 'reference,name,aliases,birth_dates,listed_on';

describe("the AMLC's designations as CSV (decision 065)", () => {
  it('reads quoted names, aliases and dates of birth split on ";", and an empty listed_on', () => {
    const parsed = parseAmlcList(`${HEADER}\r\nAMLC-1,"BAUTISTA, PEDRO","Pedring; ""Boy"" Bautista",1980-05-01;1981,2026-10-01\r\nAMLC-2,Ana Reyes,,,\r\n`);
    expect(parsed).toMatchObject({
      ok: true,
      list: {
        designations: [
          { reference: 'AMLC-1', kind: 'individual', name: 'BAUTISTA, PEDRO', aliases: ['Pedring', '"Boy" Bautista'], birthDates: ['1980-05-01', '1981'], listedOn: '2026-10-01' },
          { reference: 'AMLC-2', kind: 'individual', name: 'Ana Reyes', aliases: [], birthDates: [], listedOn: null },
        ],
      },
    });
  });

  it('versions a file by its content: the same bytes, the same version', () => {
    const csv = `${HEADER}\nAMLC-1,Ana Reyes,,,\n`;
    const first = parseAmlcList(csv);
    const again = parseAmlcList(csv);
    const other = parseAmlcList(`${csv}AMLC-2,Juan Cruz,,,\n`);
    if (!first.ok || !again.ok || !other.ok) throw new Error('not read');
    expect(first.list.version).toMatch(/^[0-9a-f]{16}$/);
    expect(again.list.version).toBe(first.list.version);
    expect(other.list.version).not.toBe(first.list.version);
  });

  it.each([
    ['another header', 'name,reference\nAna Reyes,AMLC-1\n', 'bad_header'],
    ['a row without a name', `${HEADER}\nAMLC-1,,,,\n`, 'bad_row'],
    ['a row of the wrong width', `${HEADER}\nAMLC-1,Ana Reyes\n`, 'bad_row'],
    ['a date of birth that is not one', `${HEADER}\nAMLC-1,Ana Reyes,,05/01/1980,\n`, 'bad_row'],
    ['a quote left open', `${HEADER}\nAMLC-1,"Ana Reyes,,,\n`, 'bad_quotes'],
    ['a stray quote', `${HEADER}\nAMLC-1,Ana "Reyes",,,\n`, 'bad_quotes'],
  ])('refuses the whole file for %s', (_, csv, problem) => {
    expect(parseAmlcList(csv)).toEqual({ ok: false, problem });
  });
});
