import { describe, expect, it } from 'vitest';
import { COMPANY } from '../company';
import { certificateText, letterheadLines, termText } from './document-messages';

describe('the loan documents’ texts', () => {
  it('heads every document with the registration, the office and the hotline', () => {
    expect(letterheadLines(COMPANY)).toEqual([
      'SEC Registration No. CS0000000000 (sample) · Certificate of Authority CA No. 0000 (sample)',
      'Head Office: Unit 000, Sample Tower, 1 Example Avenue, Makati City, Metro Manila 1200 (sample)',
      'Hotline +63 2 8000 0000 (sample) · help@lending.example',
    ]);
  });

  it('says a term in months, one month in the singular', () => {
    expect(termText({ months: 1 })).toBe('1 month');
    expect(termText({ months: 24 })).toBe('24 months');
  });

  it('certifies who paid which loan in full, from the Manila start date', () => {
    expect(certificateText({ company: 'Sample Lending Corporation', borrower: 'Juan dela Cruz', loanId: 7, amount: 1_200_000, startDate: '2026-01-31', term: 24, closedOn: 'Nov 22, 2026' })).toBe(
      'This certifies that Juan dela Cruz has paid in full loan #7 of PHP 1,200,000.00 for 24 months, granted by Sample Lending Corporation on Jan 31, 2026. The loan was closed on Nov 22, 2026 and nothing is owed on it.',
    );
  });
});
