import { csvCell } from '@app/domain';

/** A CSV file from a heading row and data rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The headers of a CSV download named `filename`. */
export const csvAttachment = (filename: string) => ({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` });
