import { describe, expect, it } from 'vitest';
import { pdfLines, pdfText } from '../test/pdf-text';
import { renderPdf } from './pdf';

const letterhead = { name: 'Sample Lending Corporation', lines: ['Hotline +63 2 8000 0000 (sample)'] };

describe('renderPdf', () => {
  it('continues a table longer than a page on the next pages, every row kept', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [String(i + 1), `Row ${i + 1}`, 'PHP 1,000.00']);
    const bytes = await renderPdf({ title: 'Long', createdAt: new Date('2026-11-21T02:00:00Z'), letterhead, blocks: [{ kind: 'table', header: ['No.', 'What', 'Amount'], rows, numeric: [0, 2] }] });
    const text = await pdfText(bytes);
    expect(text).toContain('1 Row 1 PHP 1,000.00');
    expect(text).toContain('150 Row 150 PHP 1,000.00');
    expect(text.match(/PHP 1,000\.00/g)).toHaveLength(150);
    expect(new TextDecoder('latin1').decode(bytes).match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(2);
  });

  it('gives the same bytes for the same content and date', async () => {
    const input = { title: 'Same', createdAt: new Date('2026-11-21T02:00:00Z'), letterhead, blocks: [{ kind: 'paragraph', text: 'Niño Dela Cruz' }] as const };
    const first = await renderPdf(input);
    expect(Buffer.from(await renderPdf(input)).equals(Buffer.from(first))).toBe(true);
    expect(await pdfText(first)).toContain('Niño Dela Cruz');
  });
});

describe('a value with line breaks or direction marks (issue 27, item 3)', () => {
  it('prints each value on its own line, whatever it holds', async () => {
    const forged = 'Mallory Cruz\nLoan status: PAID IN FULL\r\n\tApproved by: Main Administrator\u2028\u202Eok';
    const bytes = await renderPdf({
      title: 'Statement',
      createdAt: new Date('2026-11-21T02:00:00Z'),
      letterhead,
      blocks: [
        { kind: 'fields', rows: [['Borrower', forged], ['Loan', '#1']] },
        { kind: 'table', header: ['Details'], rows: [[forged]] },
        { kind: 'paragraph', text: `Issued to ${forged}.` },
      ],
    });
    const lines = await pdfLines(bytes);
    expect(lines).toContain('Borrower: Mallory Cruz Loan status: PAID IN FULL Approved by: Main Administrator ok');
    expect(lines).toContain('Loan: #1');
    expect(lines.filter((line) => /^(Loan status|Approved by)/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('Mallory Cruz'))).toHaveLength(3);
  });
});
