import { randomBytes } from 'node:crypto';
import { RETENTION_REMOVED_TEXT } from '@app/domain';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import type { ObjectStore } from '../../lib/object-store';
import { appendAudit } from '../audit';
import { amlRecordsKeptUntil } from '../compliance';

/*
 * Retention (issue 15, decision 023): `npm run retention`. A borrower's
 * account closed (deactivated or deleted, users.closed_at) more than
 * RETENTION_YEARS ago loses its ID images and personal fields, and its
 * complaints their words: the description, what staff wrote on them and the
 * images filed as evidence. Its loans, ledger, withdrawals, audit entries and
 * each complaint's category, dates, reference, state and staff steps stay
 * (the regulator's complaint figures still add up), pointing at the same
 * row, now named only by a pseudonymous reference. An account with an open
 * loan or money in its wallet is never touched, nor one whose records the
 * AML law still keeps (decision 069: five years after the account closed or
 * after the latest report on it, whichever is later).
 */

/** The personal fields erased, as the audit entry lists them. */
const ERASED_FIELDS = [
  'fullName',
  'email',
  'contactNumber',
  'address',
  'countryWorking',
  'monthlyIncome',
  'loanPurpose',
  'contactPersonName',
  'contactPersonTel',
  'bankName',
  'accountNumber',
  'registrationCountry',
  'passwordHash',
] as const;

type SkipReason = 'open_loan' | 'wallet_balance' | 'aml_hold';

export interface RetentionPlan {
  cutoff: string;
  /** Accounts to erase, with how many ID images, complaints, staff messages on them and complaint images each still has. */
  due: ({ userId: number; closedAt: string; images: number } & ComplaintContent)[];
  /** `heldUntil`: for an AML hold, when the law lets the records go. */
  skipped: { userId: number; closedAt: string; reason: SkipReason; heldUntil?: string }[];
}

/** The instant `years` calendar years before `now`: accounts closed at or before it are due. */
function cutoffOf(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * A loan not yet paid, cancelled or rejected is open; a disbursed one usually
 * leaves money in the wallet too. Last, an AML hold not yet over.
 */
async function skipReason(db: Db, user: { id: number; walletBalanceCentavos: number; closedAt: string }, now: Date): Promise<{ reason: SkipReason; heldUntil?: string } | null> {
  const open = await db
    .selectFrom('loans')
    .select('id')
    .where('userId', '=', user.id)
    .where('deletedAt', 'is', null)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  if (open) return { reason: 'open_loan' };
  if (Number(user.walletBalanceCentavos) !== 0) return { reason: 'wallet_balance' };
  const heldUntil = await amlRecordsKeptUntil(db, { userId: user.id, closedAt: user.closedAt });
  return heldUntil !== null && heldUntil > now.toISOString() ? { reason: 'aml_hold', heldUntil } : null;
}

async function liveImageKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('documents').select('objectKey').where('userId', '=', userId).where('deletedAt', 'is', null).orderBy('id').execute();
  return rows.map((row) => row.objectKey);
}

interface ComplaintContent {
  /** Complaints whose description is still there. */
  complaints: number;
  /** Staff replies, escalations and resolutions on them whose text is still there. */
  complaintMessages: number;
  /** Images filed as evidence. */
  evidenceImages: number;
}

/** A member's complaints still holding their words, and the object keys of their evidence images. */
async function complaintContent(db: Db, userId: number): Promise<Omit<ComplaintContent, 'evidenceImages'> & { evidenceKeys: string[] }> {
  const ofMember = db.selectFrom('complaints').select('id').where('userId', '=', userId);
  const [complaints, messages, evidence] = await Promise.all([
    db.selectFrom('complaints').select('id').where('userId', '=', userId).where('description', '!=', RETENTION_REMOVED_TEXT).execute(),
    db.selectFrom('complaintMessages').select('id').where('complaintId', 'in', ofMember).where('body', '!=', RETENTION_REMOVED_TEXT).execute(),
    db.selectFrom('complaintEvidence').select('objectKey').where('complaintId', 'in', ofMember).orderBy('id').execute(),
  ]);
  return { complaints: complaints.length, complaintMessages: messages.length, evidenceKeys: evidence.map((row) => row.objectKey) };
}

/** Checked again right before each step of an erasure: the account may have been reopened or given a loan since the plan. */
async function isStillDue(db: Db, { userId, cutoff, now }: { userId: number; cutoff: string; now: Date }): Promise<{ closedAt: string } | null> {
  const user = await db.selectFrom('users').select(['id', 'closedAt', 'erasedAt', 'walletBalanceCentavos']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.erasedAt !== null || user.closedAt === null || user.closedAt > cutoff) return null;
  if ((await skipReason(db, { ...user, closedAt: user.closedAt }, now)) !== null) return null;
  return { closedAt: user.closedAt };
}

/** What a run would do; changes nothing (--dry-run). */
export async function planRetention(db: Db, { now, years }: { now: Date; years: number }): Promise<RetentionPlan> {
  const cutoff = cutoffOf(now, years).toISOString();
  const candidates = await db
    .selectFrom('users')
    .select(['id', 'closedAt', 'walletBalanceCentavos'])
    .where('role', '=', 'borrower')
    .where('erasedAt', 'is', null)
    .where('closedAt', 'is not', null)
    .where('closedAt', '<=', cutoff)
    .orderBy('id')
    .execute();
  const plan: RetentionPlan = { cutoff, due: [], skipped: [] };
  for (const user of candidates) {
    const closedAt = user.closedAt as string;
    const skip = await skipReason(db, { ...user, closedAt }, now);
    if (skip) plan.skipped.push({ userId: user.id, closedAt, ...skip });
    else {
      const { evidenceKeys, ...complaints } = await complaintContent(db, user.id);
      plan.due.push({ userId: user.id, closedAt, images: (await liveImageKeys(db, user.id)).length, ...complaints, evidenceImages: evidenceKeys.length });
    }
  }
  return plan;
}

export interface RetentionResult extends RetentionPlan {
  erased: ({ userId: number; reference: string; imagesDeleted: number } & ComplaintContent)[];
}

/**
 * Erases every due account (--apply), each in its own transaction that
 * checks again what the plan saw, so an account reopened or given a loan
 * meanwhile is left alone. The images (ID and complaint evidence) are
 * deleted from the store first: if the run stops in between, the account is
 * still due and the next run finishes it (deleting a missing object is no
 * error).
 */
export async function applyRetention(
  deps: { db: Db; objects: ObjectStore; logger: Logger },
  { now, years }: { now: Date; years: number },
): Promise<RetentionResult> {
  const plan = await planRetention(deps.db, { now, years });
  const result: RetentionResult = { ...plan, erased: [] };
  for (const { userId } of plan.due) {
    if (!(await isStillDue(deps.db, { userId, cutoff: plan.cutoff, now }))) continue;
    const keys = await liveImageKeys(deps.db, userId);
    const { evidenceKeys } = await complaintContent(deps.db, userId);
    for (const key of [...keys, ...evidenceKeys]) await deps.objects.delete(key);
    const reference = `ERASED-${randomBytes(6).toString('hex').toUpperCase()}`;
    const erasedComplaints = await deps.db.transaction().execute(async (trx) => {
      const due = await isStillDue(trx, { userId, cutoff: plan.cutoff, now });
      if (!due) return null;
      // Counted in the transaction that erases them, so the audit entry says what it did.
      const content = await complaintContent(trx, userId);
      const nowIso = now.toISOString();
      await trx
        .updateTable('users')
        .set({
          fullName: `Erased member ${reference}`,
          email: `${reference.toLowerCase()}@erased.invalid`,
          contactNumber: '',
          address: null,
          countryWorking: null,
          monthlyIncomeCentavos: null,
          loanPurpose: null,
          contactPersonName: null,
          contactPersonTel: null,
          bankName: null,
          accountNumber: null,
          registrationCountry: null,
          // No password verifies against an empty hash.
          passwordHash: '',
          isActive: 0,
          erasedAt: nowIso,
          erasedReference: reference,
          updatedAt: nowIso,
        })
        .where('id', '=', userId)
        .execute();
      await trx.updateTable('documents').set({ deletedAt: nowIso }).where('userId', '=', userId).where('deletedAt', 'is', null).execute();
      // Their texts name the member and their money: not part of the records kept.
      await trx.deleteFrom('notifications').where('userId', '=', userId).execute();
      // The same texts as sent by SMS and email, with the number and address they went to (issue 29).
      await trx.deleteFrom('outboxMessages').where('userId', '=', userId).execute();
      await trx.deleteFrom('emailVerificationTokens').where('userId', '=', userId).execute();
      await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
      await trx.deleteFrom('uploadTokens').where('issuedTo', '=', userId).execute();
      const ofMember = trx.selectFrom('complaints').select('id').where('userId', '=', userId);
      await trx.updateTable('complaints').set({ description: RETENTION_REMOVED_TEXT }).where('userId', '=', userId).execute();
      await trx.updateTable('complaintMessages').set({ body: RETENTION_REMOVED_TEXT }).where('complaintId', 'in', ofMember).execute();
      await trx.deleteFrom('complaintEvidence').where('complaintId', 'in', ofMember).execute();
      const counts = { complaints: content.complaints, complaintMessages: content.complaintMessages, evidenceImages: content.evidenceKeys.length };
      await appendAudit(trx, {
        actor: null,
        action: 'privacy.retention_erase',
        targetType: 'user',
        targetId: userId,
        after: {
          reference,
          closedAt: due.closedAt,
          retentionYears: years,
          imagesDeleted: keys.length,
          fieldsErased: ERASED_FIELDS,
          complaintsErased: counts.complaints,
          complaintMessagesErased: counts.complaintMessages,
          evidenceImagesDeleted: counts.evidenceImages,
        },
        now,
      });
      return counts;
    });
    if (erasedComplaints) result.erased.push({ userId, reference, imagesDeleted: keys.length, ...erasedComplaints });
    else deps.logger.warn({ userId }, 'retention: account no longer due when erased; left alone');
  }
  return result;
}
