import {
  DUTIES_TO_READ,
  idDocumentsUpdatedMessage,
  isAdminRole,
  NOTIFICATION_COLORS,
  SERVER_MESSAGES,
  type DocumentRecord,
  type DocumentType,
  type DocumentView,
  type UploadFromStorage,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import type { DocumentRow, UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { isObjectKey, type ObjectStream } from '../../lib/object-store';
import { assertDuty } from '../../lib/staff-duties';
import { notificationTexts } from '../../lib/texts';
import { appendAudit } from '../audit';
import { createNotification } from '../notifications';
import { claimUploadedFile, confirmUploadedFile } from '../objects';
import { assertCanManage, findUserById, loadManageable, loadUnverifiedSelf, recordVerificationIfComplete } from '../users';
import { findLiveDocumentByObjectKey, listDocumentsOfUser, listDocumentViewsOf, listLiveDocumentsOfType, recordDocumentView, toDocumentRecord } from './documents.queries';

/**
 * Turns uploaded files into documents, all or none: every token must be the
 * caller's, uploaded and not yet registered. Only admins may file documents
 * for someone else (SPEC.md 7, targetUserId), and those uploads are audited.
 * A verified borrower's ID images are replaced by staff only, and the
 * borrower is told (DEPARTURES 12).
 */
export async function registerUploads(deps: AppDeps, { actor, input }: { actor: UserRow; input: UploadFromStorage }): Promise<DocumentRecord[]> {
  const isAdmin = isAdminRole(actor.role);
  if (input.targetUserId !== undefined && !isAdmin) throw forbidden(SERVER_MESSAGES.forbidden);
  // Filing a member's documents is the Members duty (DEPARTURES 15).
  if (input.targetUserId !== undefined) assertDuty(actor, ['members']);
  const files: { type: DocumentType; tokenHash: string }[] = [];
  for (const file of input.uploadedFiles) {
    files.push({ type: file.type, tokenHash: await confirmUploadedFile(deps, { uploadURL: file.uploadURL, userId: actor.id }) });
  }
  const now = deps.clock.now();
  const rows = await runWrite(deps, async ({ trx, publish }) => {
    const owner =
      input.targetUserId === undefined
        ? isAdmin
          ? actor
          : await loadUnverifiedSelf(trx, actor.id)
        : await loadManageable(trx, { actor, userId: input.targetUserId });
    const inserted: DocumentRow[] = [];
    for (const file of files) {
      const upload = await claimUploadedFile(trx, { tokenHash: file.tokenHash, userId: actor.id, now });
      const row = await trx
        .insertInto('documents')
        .values({ userId: owner.id, type: file.type, ...upload, uploadedBy: actor.id, uploadedAt: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (isAdmin) {
        await appendAudit(trx, {
          actor,
          action: 'document.upload',
          targetType: 'user',
          targetId: owner.id,
          after: { type: row.type, size: row.size, contentType: row.contentType },
          now,
        });
      }
      inserted.push(row);
    }
    const isReplacement = owner.id !== actor.id && owner.verificationCompletedAt !== null;
    const t = notificationTexts(owner.language);
    const replacedMessage = isReplacement ? idDocumentsUpdatedMessage({ types: files.map((file) => file.type) }, t) : null;
    if (replacedMessage) {
      await createNotification(trx, { userId: owner.id, title: t.idDocumentsUpdatedTitle, message: replacedMessage, type: 'warning', color: NOTIFICATION_COLORS.accountIssue, now, messaging: deps.config.messaging });
    }
    await recordVerificationIfComplete(trx, { user: owner, now });
    if (replacedMessage) publish({ type: 'notification_created', userId: owner.id });
    publish({ type: 'document_updated', userId: owner.id });
    return inserted;
  });
  return rows.map(toDocumentRecord);
}

export async function listMemberDocuments(deps: AppDeps, { actor, userId }: { actor: UserRow; userId: number }): Promise<DocumentRecord[]> {
  await loadManageable(deps.db, { actor, userId });
  return listDocumentsOfUser(deps.db, userId);
}

export async function listMemberDocumentViews(deps: AppDeps, { actor, userId }: { actor: UserRow; userId: number }): Promise<DocumentView[]> {
  await loadManageable(deps.db, { actor, userId });
  return listDocumentViewsOf(deps.db, userId);
}

/**
 * Removes every live document of one type of a member. The rows are
 * soft-deleted (and audited) first; the bytes go only after the commit, so a
 * rollback can never leave a document whose file is already gone.
 */
export async function deleteDocumentsOfType(
  deps: AppDeps,
  { actor, userId, type }: { actor: UserRow; userId: number; type: DocumentType },
): Promise<void> {
  const now = deps.clock.now();
  const objectKeys = await runWrite(deps, async ({ trx }) => {
    await loadManageable(trx, { actor, userId });
    const rows = await listLiveDocumentsOfType(trx, { userId, type });
    if (rows.length === 0) throw notFound(SERVER_MESSAGES.noDocumentsOfType);
    await trx
      .updateTable('documents')
      .set({ deletedAt: now.toISOString() })
      .where('id', 'in', rows.map((row) => row.id))
      .execute();
    await appendAudit(trx, { actor, action: 'document.delete', targetType: 'user', targetId: userId, before: { count: rows.length, type }, now });
    return rows.map((row) => row.objectKey);
  });
  for (const key of objectKeys) {
    try {
      await deps.objects.delete(key);
    } catch (error) {
      // The document is already gone for everyone; a leftover file is logged for cleanup, not fatal.
      deps.logger.warn({ err: error, objectKey: key }, 'could not delete document bytes');
    }
  }
  deps.live.publish({ type: 'document_updated', userId });
}

/** DEPARTURES.md 6: a document's bytes go to its owner and to the staff who may manage the owner (SPEC.md 6), nobody else. */
export async function readPrivateObject(deps: AppDeps, { user, key }: { user: UserRow; key: string }): Promise<ObjectStream & { contentType: string }> {
  // Only server-made keys name a file: this runs before any lookup or store access.
  if (!isObjectKey(key)) throw notFound(SERVER_MESSAGES.notFound);
  const document = await findLiveDocumentByObjectKey(deps.db, key);
  if (!document) throw notFound(SERVER_MESSAGES.notFound);
  if (document.userId !== user.id) {
    if (!isAdminRole(user.role)) throw forbidden(SERVER_MESSAGES.forbidden);
    assertDuty(user, DUTIES_TO_READ.memberDocuments);
    const owner = await findUserById(deps.db, document.userId);
    if (!owner) throw notFound(SERVER_MESSAGES.notFound);
    assertCanManage(user, owner);
  }
  const stored = await deps.objects.open(key);
  if (!stored) {
    deps.logger.warn({ documentId: document.id }, 'document bytes missing from the object store');
    throw notFound(SERVER_MESSAGES.notFound);
  }
  // RA 10173 (decision 023): every staff view of an ID image is recorded before a byte is sent; the owner's own are not.
  if (document.userId !== user.id) await recordDocumentView(deps.db, { document, viewerId: user.id, now: deps.clock.now() });
  return { ...stored, contentType: document.contentType };
}
