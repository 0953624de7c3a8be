import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { UploadTokensTable } from '../../db/schema';

export type UploadTokenRow = Selectable<UploadTokensTable>;

export async function findUploadToken(db: Db, tokenHash: string): Promise<UploadTokenRow | undefined> {
  return db.selectFrom('uploadTokens').selectAll().where('id', '=', tokenHash).executeTakeFirst();
}

/** The token of a direct upload, found by the key its presigned URL writes. */
export async function findUploadTokenByObjectKey(db: Db, objectKey: string): Promise<UploadTokenRow | undefined> {
  return db.selectFrom('uploadTokens').selectAll().where('objectKey', '=', objectKey).executeTakeFirst();
}

/** Records a direct upload's checked type and size; false when the token was confirmed or spent meanwhile. */
export async function markDirectUploadConfirmed(
  db: Db,
  { tokenHash, contentType, size, now }: { tokenHash: string; contentType: string; size: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('uploadTokens')
    .set({ uploadedAt: now.toISOString(), contentType, size })
    .where('id', '=', tokenHash)
    .where('uploadedAt', 'is', null)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Claims an open URL for one PUT until `until`, in one conditional UPDATE:
 * of two PUTs on one URL only one gets it. False when another PUT holds a
 * claim that has not lapsed, or the URL is no longer open.
 */
export async function claimUploadToken(db: Db, { tokenHash, userId, now, until }: { tokenHash: string; userId: number; now: Date; until: Date }): Promise<boolean> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable('uploadTokens')
    .set({ claimedUntil: until.toISOString() })
    .where('id', '=', tokenHash)
    .where('issuedTo', '=', userId)
    .where('uploadedAt', 'is', null)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', nowIso)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', nowIso)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a URL back after a PUT that stored nothing; a claim taken over meanwhile is left alone. */
export async function releaseUploadClaim(db: Db, { tokenHash, claimedUntil }: { tokenHash: string; claimedUntil: Date }): Promise<void> {
  await db.updateTable('uploadTokens').set({ claimedUntil: null }).where('id', '=', tokenHash).where('claimedUntil', '=', claimedUntil.toISOString()).execute();
}

/**
 * Records the stored file on its token, ending the claim. Conditional on the
 * token still being open and claimed by this PUT; false otherwise.
 */
export async function markTokenUploaded(
  db: Db,
  {
    tokenHash,
    claimedUntil,
    objectKey,
    contentType,
    size,
    now,
  }: { tokenHash: string; claimedUntil: Date; objectKey: string; contentType: string; size: number; now: Date },
): Promise<boolean> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable('uploadTokens')
    .set({ uploadedAt: nowIso, objectKey, contentType, size, claimedUntil: null })
    .where('id', '=', tokenHash)
    .where('claimedUntil', '=', claimedUntil.toISOString())
    .where('uploadedAt', 'is', null)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', nowIso)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
