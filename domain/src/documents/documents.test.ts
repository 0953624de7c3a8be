import { describe, expect, it } from 'vitest';
import { DOCUMENT_LABELS, DOCUMENT_TYPES, MAX_UPLOAD_BYTES, documentUrl, hasAllDocuments, isDocumentType, latestPerType } from './documents';

describe('document constants', () => {
  it('has the three types of SPEC with labels, and a 5 MB limit', () => {
    expect(DOCUMENT_TYPES).toEqual(['front_id', 'back_id', 'selfie_with_id']);
    expect(DOCUMENT_LABELS).toEqual({ front_id: 'Front of ID', back_id: 'Back of ID', selfie_with_id: 'Selfie with ID' });
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(isDocumentType('back_id')).toBe(true);
    expect(isDocumentType('passport')).toBe(false);
  });
});

describe('documentUrl', () => {
  it('uses an /objects/ path as it is', () => {
    expect(documentUrl({ filename: '/objects/uploads/abc-123' })).toBe('/objects/uploads/abc-123');
  });

  it('puts anything else under /uploads/', () => {
    expect(documentUrl({ filename: 'front-17.jpg' })).toBe('/uploads/front-17.jpg');
    expect(documentUrl({ filename: 'objects/x.png' })).toBe('/uploads/objects/x.png');
  });
});

describe('latestPerType', () => {
  const documents = [
    { id: 1, type: 'front_id', uploadedAt: '2026-01-01T00:00:00Z' },
    { id: 2, type: 'back_id', uploadedAt: '2026-01-01T00:00:00Z' },
    { id: 3, type: 'front_id', uploadedAt: '2026-02-01T00:00:00Z' },
    { id: 4, type: 'front_id', uploadedAt: '2026-01-15T00:00:00Z' },
    { id: 5, type: 'back_id', uploadedAt: '2026-01-01T00:00:00Z' },
  ];

  it('keeps the newest upload of each type, in the order of the types', () => {
    expect(latestPerType(documents).map((document) => document.id)).toEqual([3, 5]);
  });

  it('breaks a tie in time by the later row', () => {
    expect(latestPerType([documents[4]!, documents[1]!]).map((document) => document.id)).toEqual([5]);
  });

  it('ignores unknown types and is empty for no documents', () => {
    expect(latestPerType([{ id: 9, type: 'passport', uploadedAt: '2026-01-01T00:00:00Z' }])).toEqual([]);
    expect(latestPerType([])).toEqual([]);
  });

  it('knows when all three are there', () => {
    expect(hasAllDocuments({ documents })).toBe(false);
    expect(
      hasAllDocuments({
        documents: [...documents, { id: 6, type: 'selfie_with_id', uploadedAt: '2026-03-01T00:00:00Z' }],
      }),
    ).toBe(true);
  });
});
