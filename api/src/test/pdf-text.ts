import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reads the metrics of the standard fonts (the documents use Helvetica) from its own package.
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Each printed line of a PDF, page after page: its runs of text trimmed and joined by one space, top to bottom. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    // Runs on one baseline (the same y) are one line: a label and its value are two runs.
    let baseline: number | null = null;
    let runs: string[] = [];
    for (const item of (await page.getTextContent()).items) {
      const text = 'str' in item ? item.str.trim() : '';
      if (text === '' || !('transform' in item)) continue;
      const y = Math.round(Number(item.transform[5]));
      if (baseline !== null && y !== baseline && runs.length > 0) {
        lines.push(runs.join(' '));
        runs = [];
      }
      baseline = y;
      runs.push(text);
    }
    if (runs.length > 0) lines.push(runs.join(' '));
  }
  await pdf.destroy();
  return lines;
}

/**
 * The text of a PDF as a reader's program extracts it, page after page:
 * every run of text trimmed and joined by one space, so a label and its
 * value read "Receipt number: R-00000002" and a table row reads cell by cell.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfLines(bytes)).join(' ');
}
