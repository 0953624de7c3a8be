import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reads the metrics of the standard fonts (the documents use Helvetica) from its own package.
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text of a PDF as a reader's program extracts it, page after page:
 * every run of text trimmed and joined by one space, so a label and its
 * value read "Receipt number: R-00000002" and a table row reads cell by cell.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    for (const item of (await page.getTextContent()).items) {
      const text = 'str' in item ? item.str.trim() : '';
      if (text !== '') runs.push(text);
    }
  }
  await pdf.destroy();
  return runs.join(' ');
}
