import { csvCell } from '@app/domain/format';

/** One column of an export: its heading and how a row gives its cell. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null | undefined };

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))))];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** Saves the text as a file through a temporary link; the BOM lets Excel read UTF-8 names. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
