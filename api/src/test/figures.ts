import { appendFileSync } from 'node:fs';

/**
 * The security tests count what they tried (requests, generated inputs,
 * killed writes). With SECURITY_FIGURES_FILE set, each count is appended to
 * that file as a JSON line; docs/security.md is written from such a run.
 */
export function recordFigure(name: string, value: number): void {
  const file = process.env.SECURITY_FIGURES_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ name, value })}\n`);
}
