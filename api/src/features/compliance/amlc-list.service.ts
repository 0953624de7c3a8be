import { createHash } from 'node:crypto';
import { readCsvRecords } from '@app/domain/schemas';
import type { ListParse } from './un-list.service';

/**
 * The AMLC's designated persons as a CSV file (decision 065): the AMLC
 * publishes no machine format, so compliance keys its resolutions into this
 * one. The first line names the columns, in this order.
 */
const AMLC_COLUMNS = ['reference', 'name', 'aliases', 'birth_dates', 'listed_on'] as const;

const splitList = (value: string): string[] =>
  value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const BIRTH_DATE = /^\d{4}(-\d{2}-\d{2})?$/;
const LISTED_ON = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `reference,name,aliases,birth_dates,listed_on`: aliases and dates of birth
 * separated by ";", a date of birth as YYYY-MM-DD or a year, listed_on as
 * YYYY-MM-DD or empty. The version is the first 16 hex digits of the file's
 * SHA-256: the AMLC numbers its resolutions, not a file. A file with any bad
 * row is refused whole.
 */
export function parseAmlcList(csv: string): ListParse {
  const records = readCsvRecords(csv.replace(/^\uFEFF/, ''));
  if (records.some((record) => record.problem !== null)) return { ok: false, problem: 'bad_quotes' };
  const rows = records.map((record) => record.fields).filter((row) => row.some((value) => value.trim() !== ''));
  const [header, ...entries] = rows;
  if (header?.map((name) => name.trim().toLowerCase()).join(',') !== AMLC_COLUMNS.join(',')) return { ok: false, problem: 'bad_header' };
  const designations = [];
  for (const row of entries) {
    if (row.length !== AMLC_COLUMNS.length) return { ok: false, problem: 'bad_row' };
    const [reference, name, aliases, birthDates, listedOn] = row.map((value) => value.replace(/\s+/g, ' ').trim()) as [string, string, string, string, string];
    const births = splitList(birthDates);
    if (reference === '' || name === '' || !births.every((date) => BIRTH_DATE.test(date)) || (listedOn !== '' && !LISTED_ON.test(listedOn))) {
      return { ok: false, problem: 'bad_row' };
    }
    designations.push({ reference, kind: 'individual' as const, name, aliases: splitList(aliases), birthDates: births, listedOn: listedOn || null });
  }
  return { ok: true, list: { version: createHash('sha256').update(csv).digest('hex').slice(0, 16), designations } };
}
