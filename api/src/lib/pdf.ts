import { asOneLine } from '@app/domain';
import PDFDocument from 'pdfkit';

/*
 * The one way the server writes a PDF (decision 015): a letterhead and a
 * list of blocks, laid out by pdfkit on A4 with its built-in Helvetica, so
 * nothing is read from disk and nothing native is built. Helvetica covers
 * Latin-1 (ñ, é, the peso figures written "PHP"); a name in another script
 * would need an embedded font.
 */

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs, one per line. */
  | { kind: 'fields'; rows: readonly (readonly [string, string])[] }
  /** `numeric` columns are right-aligned. */
  | { kind: 'table'; header: readonly string[]; rows: readonly (readonly string[])[]; numeric?: readonly number[] }
  /** A word across the page in red capitals, such as REVERSED. */
  | { kind: 'stamp'; text: string };

export type PdfInput = {
  title: string;
  /** The document's date in its metadata: the figures' as-of time, so the same data gives the same file. */
  createdAt: Date;
  letterhead: { name: string; lines: readonly string[] };
  blocks: readonly PdfBlock[];
};

/*
 * The forms refuse control characters, line separators and bidirectional
 * marks (issue 27), but a value stored before that could still hold
 * "\nLoan status: PAID IN FULL": under the letterhead it would read as the
 * lender's own line, since pdfkit starts a new line at each \n. Every value
 * goes through asOneLine (the domain's rule), so it prints where its label
 * says, on its own line.
 */

const MARGIN = 50;
const INK = '#111111';
const MUTED = '#555555';
const STAMP = '#C62828';

function drawBlock(doc: PDFKit.PDFDocument, block: PdfBlock): void {
  switch (block.kind) {
    case 'heading':
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(INK).text(asOneLine(block.text)).moveDown(0.3);
      return;
    case 'paragraph':
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(asOneLine(block.text), { lineGap: 2 }).moveDown(0.5);
      return;
    case 'fields':
      for (const [label, value] of block.rows) {
        doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(`${asOneLine(label)}: `, { continued: true }).font('Helvetica').fillColor(INK).text(asOneLine(value));
      }
      return;
    case 'table': {
      const numeric = new Set(block.numeric ?? []);
      const cell = (text: string, column: number, isHeader: boolean) => ({
        text: asOneLine(text),
        type: isHeader ? ('TH' as const) : ('TD' as const),
        align: { x: numeric.has(column) ? ('right' as const) : ('left' as const) },
        ...(isHeader ? { font: { src: 'Helvetica-Bold' }, backgroundColor: '#EEEEEE' } : {}),
      });
      doc.font('Helvetica').fontSize(8).fillColor(INK);
      doc.table({
        defaultStyle: { padding: 3, border: 0.5, borderColor: '#BBBBBB' },
        data: [block.header.map((text, column) => cell(text, column, true)), ...block.rows.map((row) => row.map((text, column) => cell(text, column, false)))],
      });
      doc.x = MARGIN;
      doc.moveDown(0.5);
      return;
    }
    case 'stamp':
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(28).fillColor(STAMP).text(asOneLine(block.text), { align: 'center' }).fillColor(INK).moveDown(0.5);
      return;
  }
}

/** The PDF's bytes. */
export function renderPdf({ title, createdAt, letterhead, blocks }: PdfInput): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: letterhead.name, CreationDate: createdAt, ModDate: createdAt }, lang: 'en-PH', displayTitle: true });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(asOneLine(letterhead.name));
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  for (const line of letterhead.lines) doc.text(asOneLine(line));
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(16).fillColor(INK).text(asOneLine(title));
  for (const block of blocks) drawBlock(doc, block);
  doc.end();
  return bytes;
}

/** A PDF sent as a download that no cache keeps: it carries a member's money. */
export function pdfAttachment({ bytes, filename }: { bytes: Uint8Array; filename: string }): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' },
  });
}
