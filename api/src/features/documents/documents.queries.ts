import { isAdminRole, type DocumentRecord, type DocumentType, type DocumentView } from '@app/domain';
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

export async function recordDocumentView(db: Db, { document, viewerId, now }: { document: DocumentRow; viewerId: number; now: Date }): Promise<void> {
  await db.insertInto('documentViews').values({ documentId: document.id, ownerId: document.userId, viewerId, viewedAt: now.toISOString() }).execute();
}

/** Every staff view of a member's ID images, deleted documents' too, newest first. */
export async function listDocumentViewsOf(db: Db, ownerId: number): Promise<DocumentView[]> {
  const rows = await db
    .selectFrom('documentViews')
    .innerJoin('documents', 'documents.id', 'documentViews.documentId')
    .innerJoin('users', 'users.id', 'documentViews.viewerId')
    .select(['documentViews.id', 'documents.type', 'documentViews.viewedAt', 'users.fullName', 'users.role'])
    .where('documentViews.ownerId', '=', ownerId)
    .orderBy('documentViews.viewedAt', 'desc')
    .orderBy('documentViews.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    documentType: row.type as DocumentType,
    viewedAt: row.viewedAt,
    viewerName: row.fullName,
    viewerRole: isAdminRole(row.role) ? row.role : 'borrower',
  }));
}
