import type { DocumentRecord, DocumentType } from '@app/domain';
import { compileOnce } from '../../db/compile-once';
import type { Db } from '../../db/connection';
import type { DocumentRow } from '../../db/schema';

export function toDocumentRecord(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as DocumentType,
    filename: `/objects/${row.objectKey}`,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt,
  };
}

/** Newest first; equal times fall back to insertion order. */
// Polled by the borrower's app: compiled once (db/compile-once.ts).
const liveDocumentsOfUser = compileOnce((db: Db, userId: number) =>
  db.selectFrom('documents').selectAll().where('userId', '=', userId).where('deletedAt', 'is', null).orderBy('uploadedAt', 'desc').orderBy('id', 'desc'),
);

export async function listDocumentsOfUser(db: Db, userId: number): Promise<DocumentRecord[]> {
  return (await liveDocumentsOfUser(db, userId)).map(toDocumentRecord);
}

export async function findLiveDocumentByObjectKey(db: Db, objectKey: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('objectKey', '=', objectKey).where('deletedAt', 'is', null).executeTakeFirst();
}

export async function listLiveDocumentsOfType(db: Db, { userId, type }: { userId: number; type: DocumentType }): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('userId', '=', userId)
    .where('type', '=', type)
    .where('deletedAt', 'is', null)
    .execute();
}
