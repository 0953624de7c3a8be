import * as v from 'valibot';
import { SERVER_MESSAGES as S, settlementFieldCountMessage } from '../messages';
import { SettlementRowSchema, type SettlementRow } from './repayment-schemas';

/*
 * A collection partner's settlement file (issue 12): RFC 4180 CSV with the
 * header reference,amount,paid_at,transaction_id,channel. Pure parsing and
 * row validation; matching references to loans and skipping duplicates is
 * the API's. A cell is only ever text: '=HYPERLINK(…)' is a string that
 * fails or passes validation like any other.
 */

const SETTLEMENT_CSV_COLUMNS = ['reference', 'amount', 'paid_at', 'transaction_id', 'channel'] as const;
type SettlementCsvColumn = (typeof SETTLEMENT_CSV_COLUMNS)[number];
const SETTLEMENT_MAX_ROWS = 10_000;

type SettlementCsvLine =
  | { line: number; ok: true; row: SettlementRow }
  | {
      line: number;
      ok: false;
      /** One message per problem, each naming its field. */
      errors: string[];
      /** The cells as read, for the unmatched list. */
      values: Partial<Record<SettlementCsvColumn, string>>;
    };

export type SettlementCsv = { ok: true; lines: SettlementCsvLine[] } | { ok: false; message: string };

type CsvRecord = { line: number; fields: string[]; problem: string | null };

/**
 * Splits CSV text into records: quoted fields may hold commas, quotes ("") and
 * line breaks; a stray or unclosed quote is the record's problem. The one CSV
 * reader of the settlement files and the AMLC list.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let isQuoted = false;
  let hasClosedQuote = false;
  let problem: string | null = null;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field);
    field = '';
    hasClosedQuote = false;
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, fields, problem });
    fields = [];
    problem = null;
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
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line += 1;
        field += ch;
      }
    } else if (ch === '"' && field === '' && !hasClosedQuote) {
      isQuoted = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      if (ch === '"' || hasClosedQuote) problem ??= S.settlementStrayQuote;
      field += ch;
    }
  }
  if (isQuoted) problem = S.settlementUnclosedQuote;
  if (field !== '' || fields.length > 0 || isQuoted || hasClosedQuote) endRecord();
  return records;
}

function isBlank(record: CsvRecord): boolean {
  return record.problem === null && record.fields.length === 1 && record.fields[0]!.trim() === '';
}

function valuesOf(fields: readonly string[], order: readonly SettlementCsvColumn[]): Partial<Record<SettlementCsvColumn, string>> {
  const values: Partial<Record<SettlementCsvColumn, string>> = {};
  order.forEach((column, index) => {
    if (index < fields.length) values[column] = fields[index];
  });
  return values;
}

/**
 * Reads a settlement file. The whole file is refused (ok: false) when its
 * first line is not the header (columns in any order, any case) or it has
 * more than 10,000 rows; otherwise every non-blank line after the header
 * comes back valid or with its errors. A UTF-8 BOM and CRLF or LF line ends
 * are accepted.
 */
export function parseSettlementCsv({ text }: { text: string }): SettlementCsv {
  const records = readCsvRecords(text.startsWith('\ufeff') ? text.slice(1) : text);
  const header = records[0];
  const columns = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const isHeader =
    header !== undefined &&
    header.problem === null &&
    columns.length === SETTLEMENT_CSV_COLUMNS.length &&
    SETTLEMENT_CSV_COLUMNS.every((column) => columns.includes(column));
  if (!isHeader) return { ok: false, message: S.settlementHeader };
  const order = columns as SettlementCsvColumn[];
  const rows = records.slice(1).filter((record) => !isBlank(record));
  if (rows.length > SETTLEMENT_MAX_ROWS) return { ok: false, message: S.settlementTooManyRows };

  const lines = rows.map((record): SettlementCsvLine => {
    const values = valuesOf(record.fields, order);
    if (record.problem !== null) return { line: record.line, ok: false, errors: [record.problem], values };
    if (record.fields.length !== order.length) {
      return { line: record.line, ok: false, errors: [settlementFieldCountMessage({ found: record.fields.length })], values };
    }
    const result = v.safeParse(SettlementRowSchema, values);
    if (result.success) return { line: record.line, ok: true, row: result.output };
    return { line: record.line, ok: false, errors: result.issues.map((issue) => issue.message), values };
  });
  return { ok: true, lines };
}
