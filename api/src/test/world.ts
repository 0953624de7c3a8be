import { centavos, OTP_TTL_MINUTES } from '@app/domain';
import { createSession } from '../http/sessions';
import { postLedgerEntry } from '../features/wallet';
import { booksPostingHook } from '../features/books';
import { addMs, MINUTE } from '../lib/clock';
import { hashSecret } from '../lib/passwords';
import { generateToken, hashToken } from '../lib/tokens';
import { userRow } from './builders';
import { createTestContext, markVerified, PASSWORD, removeSeed, TestClient, type Seed, type TestContext } from './harness';
import { PNG } from './images';

export const ACTORS = ['anonymous', 'borrowerA', 'borrowerB', 'inactive', 'deleted', 'admin', 'mainAdmin'] as const;
export type Actor = (typeof ACTORS)[number];

/** The code of borrower A's waiting withdrawal. */
export const WORLD_CODE = '123456';

interface WorldData {
  ids: { borrowerA: number; borrowerB: number; inactive: number; deleted: number; admin: number; mainAdmin: number; otherAdmin: number };
  emails: Record<'borrowerA' | 'borrowerB' | 'otherAdmin', string>;
  /** Borrower A's things: an approved and a pending loan, a waiting withdrawal, a notification, a document and two upload URLs. */
  approvedLoanId: number;
  pendingLoanId: number;
  withdrawalId: number;
  notificationId: number;
  documentKey: string;
  /** A's complaint (issue 15) and its one image. */
  complaintId: number;
  complaintEvidenceId: number;
  /** Issued to A, nothing uploaded yet. */
  freshUploadToken: string;
  /** Issued to A, a PNG uploaded, not yet registered. */
  uploadedUploadToken: string;
  /** The same, issued to each of the two signed-in staff (to file for a member with targetUserId). */
  staffUploadTokens: Record<'admin' | 'mainAdmin', string>;
  /** A front_id document (with its bytes) of each staff account: what a plain admin must not reach. */
  staffDocumentKeys: Record<'admin' | 'mainAdmin' | 'otherAdmin', string>;
  cookies: Partial<Record<Actor, string>>;
  /** The main admin half signed in: right password, second factor still due (decision 032). */
  halfSignedInCookie: string;
}

export interface World extends WorldData {
  ctx: TestContext;
  client(actor: Actor, options?: ConstructorParameters<typeof TestClient>[1]): TestClient;
}

// Hashing is the slow part of building a world; the same hashes serve every one.
let hashes: Promise<{ password: string; code: string }> | null = null;
const sharedHashes = () => (hashes ??= Promise.all([hashSecret(PASSWORD), hashSecret(WORLD_CODE)]).then(([password, code]) => ({ password, code })));

/**
 * A fresh copy of the world. The first call builds it and keeps a copy of
 * its DATA_DIR; later calls start from that copy, which is much cheaper
 * than writing it again row by row.
 */
let template: Promise<{ seed: Seed; data: WorldData }> | null = null;
export async function buildWorld(): Promise<World> {
  template ??= (async () => {
    const { ctx, data } = await writeWorld();
    return { seed: await ctx.closeAsSeed(), data };
  })();
  const { seed, data } = await template;
  const ctx = await createTestContext({ seed });
  return {
    ...data,
    ctx,
    client(actor, clientOptions) {
      const client = new TestClient(ctx, clientOptions);
      client.cookie = data.cookies[actor] ?? null;
      return client;
    },
  };
}

/** Removes the kept copy; call from afterAll of a file that builds worlds. */
export async function removeWorldTemplate(): Promise<void> {
  if (!template) return;
  const { seed } = await template;
  removeSeed(seed);
  template = null;
}

/**
 * A small, complete data set with one signed-in session per actor, written
 * straight to the database so that each test cell can start from a fresh
 * copy cheaply. The inactive and deleted members keep the session they had
 * before an admin turned them off: an old cookie that must no longer work.
 */
async function writeWorld(): Promise<{ ctx: TestContext; data: WorldData }> {
  const ctx = await createTestContext();
  const { password: passwordHash, code: codeHash } = await sharedHashes();
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const addUser = async (key: string, role: 'borrower' | 'admin' | 'main_admin', extra: { isActive?: number; deletedAt?: string } = {}) => {
    const row = await ctx.db
      .insertInto('users')
      .values(
        userRow({
          email: `${key.toLowerCase()}@example.com`,
          passwordHash,
          role,
          now: iso,
          fullName: `Member ${key}`,
          registrationCountry: role === 'borrower' ? 'Philippines' : null,
          ...extra,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const ids = {
    borrowerA: await addUser('borrowerA', 'borrower'),
    borrowerB: await addUser('borrowerB', 'borrower'),
    inactive: await addUser('inactive', 'borrower'),
    deleted: await addUser('deleted', 'borrower'),
    admin: await addUser('admin', 'admin'),
    mainAdmin: await addUser('mainAdmin', 'main_admin'),
    otherAdmin: await addUser('otherAdmin', 'admin'),
  };
  await markVerified(ctx, ids.borrowerA);
  await markVerified(ctx, ids.borrowerB);
  const cookies: Partial<Record<Actor, string>> = {};
  for (const actor of ACTORS) {
    if (actor === 'anonymous') continue;
    const { token } = await createSession(ctx.db, { userId: ids[actor], isRemembered: false, now });
    cookies[actor] = `session=${token}`;
  }
  const halfSignedIn = await createSession(ctx.db, { userId: ids.mainAdmin, isRemembered: false, now, isMfaPending: true });
  // Turned off after they signed in: their sessions are still in the table.
  await ctx.db.updateTable('users').set({ isActive: 0 }).where('id', '=', ids.inactive).execute();
  await ctx.db.updateTable('users').set({ isActive: 0, deletedAt: iso }).where('id', '=', ids.deleted).execute();

  const loan = (status: string, disbursedAt: string | null) =>
    ctx.db
      .insertInto('loans')
      .values({
        userId: ids.borrowerA,
        amountCentavos: centavos(15_000_000),
        term: 12,
        interestRateBp: 50,
        monthlyPaymentCentavos: centavos(1_325_000),
        totalRepaymentCentavos: centavos(15_900_000),
        status,
        startDate: disbursedAt ? '2026-11-21' : null,
        disbursedAt,
        createdAt: iso,
        updatedAt: iso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const approvedLoanId = (await loan('approved', iso)).id;
  const pendingLoanId = (await loan('pending', null)).id;
  await ctx.db.transaction().execute(async (trx) => {
    const { entry } = await postLedgerEntry(trx, { userId: ids.borrowerA, amountCentavos: centavos(15_000_000), kind: 'disbursement', reason: 'Loan approved', actorId: ids.mainAdmin, loanId: approvedLoanId, now });
    const row = await trx
      .insertInto('loanTransactions')
      .values({ loanId: approvedLoanId, kind: 'disbursement', amountCentavos: centavos(15_000_000), reason: 'Loan approved', actorId: ids.mainAdmin, ledgerEntryId: entry.id, createdAt: iso })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Written beside the posting core, so its books are posted here.
    await booksPostingHook(trx, { kind: 'ledger_entry', row: entry });
    await booksPostingHook(trx, { kind: 'loan_transaction', row });
  });
  const notification = await ctx.db
    .insertInto('notifications')
    .values({ userId: ids.borrowerA, title: 'Withdrawal code', message: 'Your code was sent.', type: 'info', color: '#10B981', createdAt: iso, readAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const withdrawal = await ctx.db
    .insertInto('withdrawals')
    .values({
      userId: ids.borrowerA,
      amountCentavos: centavos(100_000),
      status: 'awaiting_code',
      codeHash,
      codeSentAt: iso,
      codeExpiresAt: addMs(now, OTP_TTL_MINUTES * MINUTE).toISOString(),
      codeAttempts: 0,
      codeNotificationId: notification.id,
      verifiedAt: null,
      decidedAt: null,
      decidedBy: null,
      createdAt: iso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = await ctx.db
    .selectFrom('documents')
    .select('objectKey')
    .where('userId', '=', ids.borrowerA)
    .where('type', '=', 'front_id')
    .executeTakeFirstOrThrow();
  await ctx.deps.objects.put(document.objectKey, PNG);

  const uploadToken = async (uploadedKey: string | null, issuedTo = ids.borrowerA) => {
    const token = generateToken();
    await ctx.db
      .insertInto('uploadTokens')
      .values({
        id: hashToken(token),
        issuedTo,
        createdAt: iso,
        expiresAt: addMs(now, 10 * MINUTE).toISOString(),
        uploadedAt: uploadedKey ? iso : null,
        consumedAt: null,
        objectKey: uploadedKey,
        contentType: uploadedKey ? 'image/png' : null,
        size: uploadedKey ? PNG.byteLength : null,
      })
      .execute();
    if (uploadedKey) await ctx.deps.objects.put(uploadedKey, PNG);
    return token;
  };
  const freshUploadToken = await uploadToken(null);
  const uploadedUploadToken = await uploadToken('ab'.repeat(16));
  const staffUploadTokens = { admin: await uploadToken('ac'.repeat(16), ids.admin), mainAdmin: await uploadToken('ad'.repeat(16), ids.mainAdmin) };
  const staffDocument = async (userId: number, objectKey: string) => {
    await ctx.db.insertInto('documents').values({ userId, type: 'front_id', objectKey, contentType: 'image/png', size: PNG.byteLength, uploadedBy: userId, uploadedAt: iso }).execute();
    await ctx.deps.objects.put(objectKey, PNG);
    return objectKey;
  };
  const staffDocumentKeys = {
    admin: await staffDocument(ids.admin, 'ae'.repeat(16)),
    mainAdmin: await staffDocument(ids.mainAdmin, 'af'.repeat(16)),
    otherAdmin: await staffDocument(ids.otherAdmin, 'b0'.repeat(16)),
  };

  const complaint = await ctx.db
    .insertInto('complaints')
    .values({
      userId: ids.borrowerA,
      reference: 'CMP-2026-000001-4',
      category: 'payment_not_credited',
      description: 'My payment is not credited.',
      state: 'submitted',
      assigneeId: null,
      createdAt: iso,
      acknowledgedAt: null,
      ackDueAt: addMs(now, 2 * 24 * 60 * MINUTE).toISOString(),
      resolveDueAt: addMs(now, 30 * 24 * 60 * MINUTE).toISOString(),
      resolvedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const evidenceKey = 'b1'.repeat(16);
  await ctx.deps.objects.put(evidenceKey, PNG);
  const evidence = await ctx.db
    .insertInto('complaintEvidence')
    .values({ complaintId: complaint.id, objectKey: evidenceKey, contentType: 'image/png', size: PNG.byteLength, createdAt: iso })
    .returning('id')
    .executeTakeFirstOrThrow();

  const data: WorldData = {
    ids,
    emails: { borrowerA: 'borrowera@example.com', borrowerB: 'borrowerb@example.com', otherAdmin: 'otheradmin@example.com' },
    approvedLoanId,
    pendingLoanId,
    withdrawalId: withdrawal.id,
    notificationId: notification.id,
    documentKey: document.objectKey,
    complaintId: complaint.id,
    complaintEvidenceId: evidence.id,
    freshUploadToken,
    uploadedUploadToken,
    staffUploadTokens,
    staffDocumentKeys,
    cookies,
    halfSignedInCookie: `session=${halfSignedIn.token}`,
  };
  return { ctx, data };
}
