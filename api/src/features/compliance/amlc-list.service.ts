import { createHash } from 'node:crypto';
import type { ListParse } from './un-list.service';

/**
 * The AMLC's designated persons as a CSV file (decision 065): the AMLC
 * publishes no machine format, so compliance keys its resolutions into this
 * one. The first line names the columns, in this order.
 */
const AMLC_COLUMNS = ['reference', 'name', 'aliases', 'birth_dates', 'listed_on'] as const;

/** Splits CSV text into rows of fields; null when a quote is left open or stray. */
function readRows(text: string): string[][] | null {
  const rows: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let isQuoted = false;
  let hasClosedQuote = false;
  const endField = () => {
    fields.push(field);
    field = '';
    hasClosedQuote = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (isQuoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        isQuoted = false;
        hasClosedQuote = true;
      } else field += ch;
    } else if (ch === '"' && field === '' && !hasClosedQuote) isQuoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endField();
      rows.push(fields);
      fields = [];
    } else if (ch === '"' || hasClosedQuote) return null;
    else field += ch;
  }
  if (isQuoted) return null;
  if (field !== '' || fields.length > 0) {
    endField();
    rows.push(fields);
  }
  return rows.filter((row) => row.some((value) => value.trim() !== ''));
}

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
  const rows = readRows(csv.replace(/^\uFEFF/, ''));
  if (rows === null) return { ok: false, problem: 'bad_quotes' };
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
