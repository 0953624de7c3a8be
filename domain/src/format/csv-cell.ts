/*
 * A cell that starts with =, +, -, @ (or a tab or carriage return, or the
 * full-width ＝ ＋ － ＠ that some spreadsheet programs fold to their ASCII
 * twins) is read as a formula, so a member named "=HYPERLINK(...)" could run
 * something on an officer's machine. Such cells get a leading apostrophe
 * (OWASP "CSV injection"), and every cell is quoted when it holds a comma,
 * quote or line break (RFC 4180). A phone number in E.164 (+ and 2 to 15
 * digits) is no formula a spreadsheet runs, and officers dial it from the
 * file, so it comes out as written. The one rule of every CSV export, the
 * back office's and the server's.
 */
const E164 = /^\+[1-9]\d{1,14}$/;
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !E164.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
