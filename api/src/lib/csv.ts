/*
 * A cell that starts with =, +, -, @ (or a tab or carriage return) is read
 * as a formula by spreadsheet programs, so text a member typed could run
 * something on an officer's machine. Such cells get a leading apostrophe
 * (OWASP "CSV injection"), and every cell is quoted when it holds a comma,
 * quote or line break (RFC 4180) — the rule of the web's exports.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file from a heading row and data rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
