import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, SERVER_MESSAGES, UPLOAD_TOKEN_PATTERN, type UploadRequest } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import type { ByteBudget } from '../../lib/byte-budget';
import { addMs, HOUR, MINUTE } from '../../lib/clock';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../lib/errors';
import { sniffImageType } from '../../lib/sniff';
import { generateObjectKey, generateToken, hashToken } from '../../lib/tokens';
import type { DirectUploads } from '../../lib/object-store';
import {
  claimUploadToken,
  findUploadToken,
  findUploadTokenByObjectKey,
  markDirectUploadConfirmed,
  markTokenUploaded,
  releaseUploadClaim,
  type UploadTokenRow,
} from './objects.queries';

const UPLOAD_PATH = '/api/objects/upload/';
const UPLOAD_URL_TTL_MS = 10 * MINUTE;
/** A presigned URL straight to the store cannot be made single-use: it is kept short instead. */
const DIRECT_UPLOAD_TTL_MS = 5 * MINUTE;
// A file uploaded near the end of its 10 minutes still needs time to be
// registered with the rest of the form.
const REGISTRATION_WINDOW_MS = HOUR;

const uploadUrlGone = () => new AppError({ status: 410, message: SERVER_MESSAGES.uploadUrlInvalid });
const uploadTooLarge = () => new AppError({ status: 413, message: SERVER_MESSAGES.uploadTooLarge });
const uploadInProgress = () => new AppError({ status: 409, message: SERVER_MESSAGES.uploadInProgress });
const uploadWrongType = () => new AppError({ status: 415, message: SERVER_MESSAGES.uploadType });
const uploadTimedOut = () => new AppError({ status: 408, message: SERVER_MESSAGES.uploadTimedOut });
/** How long a client refused for lack of room waits before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 10;
const uploadsBusy = () =>
  new AppError({ status: 503, message: SERVER_MESSAGES.uploadBusy, headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } });

/**
 * A direct upload's URL binds the file's type and size into its signature,
 * so they are needed up front and checked here; the bytes are checked again
 * on registration (confirmUploadedFile).
 */
function checkDeclaredFile(file: UploadRequest): { contentType: string; size: number } {
  const { contentType, size } = file;
  if (contentType === undefined || size === undefined) throw badRequest(SERVER_MESSAGES.uploadDetailsRequired);
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(contentType)) throw uploadWrongType();
  if (size === 0) throw badRequest(SERVER_MESSAGES.uploadEmpty);
  if (size > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  return { contentType, size };
}

/**
 * DEPARTURES.md 6: a single-use URL on this server, short-lived, of which
 * only the hash is stored; or, with a store that takes uploads directly
 * (S3), a presigned URL to the store for this one file.
 */
export async function issueUpload(deps: AppDeps, { user, file, origin }: { user: UserRow; file: UploadRequest; origin: string }): Promise<string> {
  const direct = deps.objects.direct;
  const declared = direct ? checkDeclaredFile(file) : null;
  if (!(await deps.rateLimiter.hit(`upload:account:${user.id}`, deps.config.rateLimits.uploadPerAccount))) {
    throw tooManyRequests(SERVER_MESSAGES.rateLimited);
  }
  const token = generateToken();
  const now = deps.clock.now();
  // A direct upload's token never leaves the server: the row is found by its object key.
  const objectKey = direct ? generateObjectKey() : null;
  await deps.db
    .insertInto('uploadTokens')
    .values({
      id: hashToken(token),
      issuedTo: user.id,
      createdAt: now.toISOString(),
      expiresAt: addMs(now, direct ? DIRECT_UPLOAD_TTL_MS : UPLOAD_URL_TTL_MS).toISOString(),
      uploadedAt: null,
      consumedAt: null,
      objectKey,
      contentType: null,
      size: null,
      claimedUntil: null,
    })
    .execute();
  if (direct && declared && objectKey) {
    return direct.signPut({ key: objectKey, ...declared, contentLength: declared.size, expiresInSeconds: DIRECT_UPLOAD_TTL_MS / 1000 });
  }
  return `${origin}${UPLOAD_PATH}${token}`;
}

/** The token of an upload URL, given whole or as a path; null when it is not one. */
function uploadTokenFromUrl(uploadURL: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(uploadURL, 'http://upload.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_PATH)) return null;
  const token = pathname.slice(UPLOAD_PATH.length);
  return UPLOAD_TOKEN_PATTERN.test(token) ? token : null;
}

/** Ownership before state: another user's link is refused as not theirs, whatever state it is in. */
function checkTokenOwner({ row, userId }: { row: UploadTokenRow | undefined; userId: number }): UploadTokenRow {
  if (!row) throw badRequest(SERVER_MESSAGES.uploadUrlInvalid);
  if (row.issuedTo !== userId) throw forbidden(SERVER_MESSAGES.forbidden);
  return row;
}

/**
 * Reads the body while counting, so a missing or lying Content-Length cannot
 * make the server hold more than it reserved, and gives up at the deadline.
 */
async function readUpload({ body, maxBytes, deadlineMs }: { body: ReadableStream<Uint8Array> | null; maxBytes: number; deadlineMs: number }): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(uploadTimedOut()), deadlineMs);
  });
  // Raced below; a deadline passing while nothing awaits it is no crash.
  deadline.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw uploadTooLarge();
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The Content-Length of an upload, when it is a plain whole number. */
function declaredBytes(declaredLength: string | undefined): number | null {
  return declaredLength !== undefined && /^\d{1,15}$/.test(declaredLength) ? Number(declaredLength) : null;
}

/**
 * The PUT of an upload URL. Everything that can refuse it without the body
 * does so before a byte is read (the caller's own open URL, the declared
 * size, room among the uploads in flight, the URL's claim), so a refused PUT
 * costs no memory and no disk. Nothing is kept unless every check passes:
 * at most MAX_UPLOAD_BYTES, within the deadline, and bytes that really are
 * an accepted image whatever the Content-Type header claims.
 */
export async function receiveUpload(
  deps: AppDeps,
  {
    user,
    token,
    body,
    declaredLength,
    budget,
  }: { user: UserRow; token: string; body: ReadableStream<Uint8Array> | null; declaredLength: string | undefined; budget: ByteBudget },
): Promise<{ objectKey: string }> {
  const tokenHash = hashToken(token);
  const row = checkTokenOwner({ row: await findUploadToken(deps.db, tokenHash), userId: user.id });
  if (!isOpen(row, deps.clock.now())) throw uploadUrlGone();
  const declared = declaredBytes(declaredLength);
  if (declared !== null && declared > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  // Without a declared length the body may be anything up to the limit.
  const reserved = declared ?? MAX_UPLOAD_BYTES;
  if (!budget.tryReserve(reserved)) throw uploadsBusy();
  try {
    const { deadlineMs } = deps.config.uploads;
    const claimedUntil = addMs(deps.clock.now(), deadlineMs);
    if (!(await claimUploadToken(deps.db, { tokenHash, userId: user.id, now: deps.clock.now(), until: claimedUntil }))) {
      const current = await findUploadToken(deps.db, tokenHash);
      throw current && isOpen(current, deps.clock.now()) ? uploadInProgress() : uploadUrlGone();
    }
    try {
      return await storeUpload(deps, { tokenHash, claimedUntil, bytes: await readUpload({ body, maxBytes: reserved, deadlineMs }) });
    } catch (error) {
      // Nothing was stored: the URL may be tried again while it lasts.
      await releaseUploadClaim(deps.db, { tokenHash, claimedUntil });
      throw error;
    }
  } finally {
    budget.release(reserved);
  }
}

const isOpen = (row: UploadTokenRow, now: Date) => row.uploadedAt === null && row.consumedAt === null && row.expiresAt > now.toISOString();

async function storeUpload(deps: AppDeps, { tokenHash, claimedUntil, bytes }: { tokenHash: string; claimedUntil: Date; bytes: Uint8Array }): Promise<{ objectKey: string }> {
  if (bytes.byteLength === 0) throw badRequest(SERVER_MESSAGES.uploadEmpty);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw uploadWrongType();
  const objectKey = generateObjectKey();
  await deps.objects.put(objectKey, bytes);
  const isMarked = await markTokenUploaded(deps.db, { tokenHash, claimedUntil, objectKey, contentType, size: bytes.byteLength, now: deps.clock.now() });
  if (!isMarked) {
    // The link ran out meanwhile, or its claim lapsed and another PUT took it.
    await deps.objects.delete(objectKey);
    throw uploadUrlGone();
  }
  return { objectKey };
}

/** Enough of a file to tell its type (sniff.ts reads at most the first 12 bytes). */
const SNIFF_BYTES = 16;

/**
 * Checks what a browser PUT straight to the store: moves it where no URL can
 * write, then reads its real size and first bytes there. A file that is
 * missing, too large or not an accepted image is refused and deleted.
 */
async function confirmDirectUpload(deps: AppDeps, { direct, row }: { direct: DirectUploads; row: UploadTokenRow & { objectKey: string } }): Promise<void> {
  const key = row.objectKey;
  if (!(await direct.adopt(key))) throw badRequest(SERVER_MESSAGES.uploadMissing);
  const stored = await direct.peek({ key, bytes: SNIFF_BYTES });
  if (!stored) throw badRequest(SERVER_MESSAGES.uploadMissing);
  const contentType = sniffImageType(stored.head);
  if (stored.size === 0 || stored.size > MAX_UPLOAD_BYTES || contentType === null) {
    await deps.objects.delete(key);
    throw stored.size === 0 ? badRequest(SERVER_MESSAGES.uploadEmpty) : stored.size > MAX_UPLOAD_BYTES ? uploadTooLarge() : uploadWrongType();
  }
  if (!(await markDirectUploadConfirmed(deps.db, { tokenHash: row.id, contentType, size: stored.size, now: deps.clock.now() }))) throw uploadUrlGone();
}

/**
 * The token (its hash) of an upload URL given for registration, outside any
 * transaction: a direct upload is checked on the store first, which a write
 * transaction should not wait for.
 */
export async function confirmUploadedFile(deps: AppDeps, { uploadURL, userId }: { uploadURL: string; userId: number }): Promise<string> {
  const direct = deps.objects.direct;
  if (!direct) {
    const token = uploadTokenFromUrl(uploadURL);
    if (!token) throw badRequest(SERVER_MESSAGES.uploadUrlInvalid);
    return hashToken(token);
  }
  const key = await direct.keyOfUrl(uploadURL);
  const row = checkTokenOwner({ row: key ? await findUploadTokenByObjectKey(deps.db, key) : undefined, userId });
  if (row.uploadedAt === null && row.consumedAt === null && row.objectKey !== null) {
    if (addMs(new Date(row.createdAt), REGISTRATION_WINDOW_MS) <= deps.clock.now()) throw uploadUrlGone();
    await confirmDirectUpload(deps, { direct, row: { ...row, objectKey: row.objectKey } });
  }
  return row.id;
}

/**
 * Spends an uploaded token for document registration, inside the caller's
 * transaction. SQLite's write lock already serialises registrations; the
 * conditional update keeps a token single-use where it does not (PostgreSQL
 * at read committed lets two transactions read the same open token).
 */
export async function claimUploadedFile(
  trx: Db,
  { tokenHash, userId, now }: { tokenHash: string; userId: number; now: Date },
): Promise<{ objectKey: string; contentType: string; size: number }> {
  const row = checkTokenOwner({ row: await findUploadToken(trx, tokenHash), userId });
  if (row.uploadedAt === null || row.objectKey === null || row.contentType === null || row.size === null) {
    throw badRequest(SERVER_MESSAGES.uploadUrlInvalid);
  }
  if (row.consumedAt !== null || addMs(new Date(row.createdAt), REGISTRATION_WINDOW_MS) <= now) throw uploadUrlGone();
  const result = await trx
    .updateTable('uploadTokens')
    .set({ consumedAt: now.toISOString() })
    .where('id', '=', tokenHash)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw uploadUrlGone();
  return { objectKey: row.objectKey, contentType: row.contentType, size: row.size };
}

/**
 * Files uploaded but never registered as documents, once their registration
 * window has passed, are deleted with their tokens; spent tokens are
 * forgotten a day later (the documents keep everything that matters). With
 * direct uploads, a file PUT to a URL that was never registered, or PUT
 * again after registration while the URL lasted, goes with its token.
 */
export async function sweepStaleUploads(deps: Pick<AppDeps, 'db' | 'objects'>, { now }: { now: Date }): Promise<number> {
  const windowClosed = addMs(now, -REGISTRATION_WINDOW_MS).toISOString();
  const abandoned = await deps.db
    .selectFrom('uploadTokens')
    .select(['id', 'objectKey'])
    .where('consumedAt', 'is', null)
    .where('createdAt', '<=', windowClosed)
    .execute();
  const direct = deps.objects.direct;
  for (const token of abandoned) {
    // The file first: if the process stops in between, the next sweep finds the token again.
    if (token.objectKey) {
      await deps.objects.delete(token.objectKey);
      await direct?.discard(token.objectKey);
    }
    await deps.db.deleteFrom('uploadTokens').where('id', '=', token.id).where('consumedAt', 'is', null).execute();
  }
  const spentBefore = addMs(now, -24 * HOUR).toISOString();
  if (direct) {
    const spent = await deps.db.selectFrom('uploadTokens').select('objectKey').where('consumedAt', 'is not', null).where('consumedAt', '<=', spentBefore).execute();
    for (const { objectKey } of spent) if (objectKey) await direct.discard(objectKey);
  }
  await deps.db.deleteFrom('uploadTokens').where('consumedAt', 'is not', null).where('consumedAt', '<=', spentBefore).execute();
  return abandoned.length;
}
