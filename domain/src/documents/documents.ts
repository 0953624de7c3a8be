export const DOCUMENT_TYPES = ['front_id', 'back_id', 'selfie_with_id'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_LABELS: Readonly<Record<DocumentType, string>> = {
  front_id: 'Front of ID',
  back_id: 'Back of ID',
  selfie_with_id: 'Selfie with ID',
};

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

export type DocumentUrlInput = { filename: string };

/** SPEC section 3: object-store paths are used as they are, anything else lives under /uploads/. */
export function documentUrl({ filename }: DocumentUrlInput): string {
  return filename.startsWith('/objects/') ? filename : `/uploads/${filename}`;
}

export type DatedDocument = { type: string; uploadedAt: string; id?: number };

function uploadedTime(document: DatedDocument): number {
  const time = Date.parse(document.uploadedAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function isNewer(candidate: DatedDocument, current: DatedDocument): boolean {
  const difference = uploadedTime(candidate) - uploadedTime(current);
  if (difference !== 0) return difference > 0;
  // Same instant: the later row (higher id) is the later upload.
  return (candidate.id ?? 0) > (current.id ?? 0);
}

/**
 * The newest upload of each type, in the order of DOCUMENT_TYPES; types
 * without an upload are left out, so `.length === 3` means all are present.
 */
export function latestPerType<T extends DatedDocument>(documents: readonly T[]): T[] {
  const latest = new Map<string, T>();
  for (const document of documents) {
    const current = latest.get(document.type);
    if (!current || isNewer(document, current)) latest.set(document.type, document);
  }
  return DOCUMENT_TYPES.flatMap((type) => {
    const document = latest.get(type);
    return document ? [document] : [];
  });
}

export type HasAllDocumentsInput = { documents: readonly DatedDocument[] };

/** SPEC's verification needs one upload of each of the three types. */
export function hasAllDocuments({ documents }: HasAllDocumentsInput): boolean {
  return latestPerType(documents).length === DOCUMENT_TYPES.length;
}
