import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { UploadTokensTable } from '../../db/schema';

export type UploadTokenRow = Selectable<UploadTokensTable>;

export async function findUploadToken(db: Db, tokenHash: string): Promise<UploadTokenRow | undefined> {
  return db.selectFrom('uploadTokens').selectAll().where('id', '=', tokenHash).executeTakeFirst();
}

/**
 * Records the stored file on its token. Conditional on the token still being
 * open, so of two PUTs on one URL only the first lands; false for the other.
 */
export async function markTokenUploaded(
  db: Db,
  { tokenHash, userId, objectKey, contentType, size, now }: { tokenHash: string; userId: number; objectKey: string; contentType: string; size: number; now: Date },
): Promise<boolean> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable('uploadTokens')
    .set({ uploadedAt: nowIso, objectKey, contentType, size })
    .where('id', '=', tokenHash)
    .where('issuedTo', '=', userId)
    .where('uploadedAt', 'is', null)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', nowIso)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
