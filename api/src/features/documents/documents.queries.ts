import type { DocumentRecord, DocumentType } from '@app/domain';
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
export async function listDocumentsOfUser(db: Db, userId: number): Promise<DocumentRecord[]> {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('uploadedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toDocumentRecord);
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
