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
/** The p-quantile (0.5, 0.99) of numbers sorted from lowest; 0 for none. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
export const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
export const verdict = (isMet: boolean) => (isMet ? 'met' : 'NOT met');

/** Counts by kind: errors by status (or the socket error's code when no answer came), refusals by code. */
export type Counts = Record<string, number>;
export function tally(counts: Counts, kind: string): void {
  counts[kind] = (counts[kind] ?? 0) + 1;
}
export const total = (counts: Counts): number => Object.values(counts).reduce((sum, n) => sum + n, 0);
export function merged(all: readonly Counts[]): Counts {
  const into: Counts = {};
  for (const counts of all) for (const [kind, n] of Object.entries(counts)) into[kind] = (into[kind] ?? 0) + n;
  return into;
}
/** "3 ECONNRESET, 1 502", or "0". */
export const described = (counts: Counts): string => Object.entries(counts).map(([kind, n]) => `${n} ${kind}`).join(', ') || '0';
