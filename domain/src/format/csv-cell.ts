/*
 * A cell that starts with =, +, -, @ (or a tab or carriage return) is read
 * as a formula by spreadsheet programs, so a member named "=HYPERLINK(...)"
 * could run something on an officer's machine. Such cells get a leading
 * apostrophe (OWASP "CSV injection"), and every cell is quoted when it holds
 * a comma, quote or line break (RFC 4180). The one rule of every CSV export,
 * the back office's and the server's.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
