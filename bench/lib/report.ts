// Figures as printed: one table per part, each figure beside its goal.
export type Row = Record<string, string>;

export function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((c) => row[c] ?? '')));
}

export const whole = (n: number) => Math.round(n).toLocaleString('en-US');
export const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
export const verdict = (isMet: boolean) => (isMet ? 'met' : 'NOT met');
