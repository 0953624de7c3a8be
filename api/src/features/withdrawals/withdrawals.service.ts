import {
  centavos,
  NOTIFICATION_COLORS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  SERVER_MESSAGES,
  subCentavos,
  toCentavos,
  toPesos,
  withdrawalApprovalHeldMessage,
  withdrawalCodeMessage,
  withdrawalsHeldMessage,
  type Centavos,
  type WithdrawalDecision,
  type WithdrawalRequest,
  type WithdrawalVerify,
} from '@app/domain';
import type { MessagingSettings } from '../../config';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite, type Write } from '../../db/run-write';
import type { ApprovalRow, UserRow, WithdrawalRow } from '../../db/schema';
import { addMs, MINUTE } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { hashSecret, verifySecret } from '../../lib/passwords';
import { notificationTexts } from '../../lib/texts';
import { generateOtp } from '../../lib/tokens';
import { holdAboveThreshold, runAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { assertNotUnderReview, screenBeforePaying } from '../compliance';
import { createNotification, notificationTextsOf } from '../notifications';
import { composeEmail, queueMessage } from '../outbox';
import { assertBorrowerAccount, findLiveUserById, isReserving, isWithdrawalHeld, loadDecidableOwner, reservedCentavos } from '../users';
import { moveWallet } from '../repayments';
import { findLiveWithdrawal, findOpenWithdrawal } from './withdrawals.queries';

/**
 * Once a code can no longer be used, the notification that carried it stops
 * showing it, and so do the outbox messages that carried it (issue 29): a
 * spent code is nowhere in the database.
 */
async function scrubCodeNotification(trx: Db, row: Pick<WithdrawalRow, 'codeNotificationId' | 'userId'>): Promise<void> {
  const t = await notificationTextsOf(trx, row.userId);
  await trx
    .updateTable('outboxMessages')
    .set({ body: t.withdrawalCodeSpent, html: null })
    .where('userId', '=', row.userId)
    .where('purpose', '=', 'code')
    .where('body', '<>', t.withdrawalCodeSpent)
    .execute();
  if (row.codeNotificationId === null) return;
  await trx.updateTable('notifications').set({ message: t.withdrawalCodeSpent }).where('id', '=', row.codeNotificationId).execute();
}

/**
 * Codes past their time are expired (and their notifications scrubbed):
 * for one borrower before anything reads their requests, and for everyone
 * by the periodic maintenance. Returns the borrowers whose requests expired.
 */
export async function expireStaleCodes(trx: Db, { userId, now }: { userId?: number; now: Date }): Promise<number[]> {
  let query = trx
    .selectFrom('withdrawals')
    .select(['id', 'userId', 'codeNotificationId'])
    .where('status', '=', 'awaiting_code')
    .where('codeExpiresAt', '<=', now.toISOString());
  if (userId !== undefined) query = query.where('userId', '=', userId);
  const stale = await query.execute();
  for (const row of stale) {
    await trx.updateTable('withdrawals').set({ status: 'expired', codeHash: null }).where('id', '=', row.id).execute();
    await scrubCodeNotification(trx, row);
  }
  return stale.map((row) => row.userId);
}

/** The audit entry of a staff decision on a request: its status and amount before, and what became of it. */
async function auditDecision(
  trx: Db,
  { actor, action, before, after, now }: { actor: UserRow; action: string; before: WithdrawalRow; after: Record<string, unknown> | null; now: Date },
): Promise<void> {
  await appendAudit(trx, {
    actor,
    action,
    targetType: 'withdrawal',
    targetId: before.id,
    before: { status: before.status, amountCentavos: before.amountCentavos },
    after,
    now,
  });
}

/** A request changed by time or a try, and the notification that carried its code. */
export function publishCodeChange(w: Pick<Write, 'publish'>, userId: number): void {
  w.publish({ type: 'withdrawal_updated', userId });
  w.publish({ type: 'notification_created', userId });
}

async function hasReservingWithdrawal(db: Db, { userId, nowIso }: { userId: number; nowIso: string }): Promise<boolean> {
  const row = await db.selectFrom('withdrawals').select('id').where('userId', '=', userId).where('deletedAt', 'is', null).where(isReserving(nowIso)).executeTakeFirst();
  return row !== undefined;
}

/**
 * A new code and its argon2 hash, made before the write transaction opens:
 * hashing takes tens of milliseconds on the thread pool, and inside the
 * transaction it would hold the database's one write lock all that time.
 */
async function newCode(): Promise<{ code: string; codeHash: string }> {
  const code = generateOtp();
  return { code, codeHash: await hashSecret(code) };
}

type CodeFields = Pick<WithdrawalRow, 'codeHash' | 'codeSentAt' | 'codeExpiresAt' | 'codeNotificationId'> & { codeSentTo: string };

/**
 * Inside the transaction: the code queued to the borrower's phone and
 * verified email (sent by the outbox worker after commit), and the in-app
 * notification. DEPARTURES 16: when a real provider reaches the borrower, the
 * notification says where the code went, never the code, so a stolen
 * session cannot complete a withdrawal alone; with only the development
 * stand-in, SPEC.md's in-app code stays. Nothing slow.
 */
async function issueCode(
  trx: Db,
  deps: Pick<AppDeps, 'config'>,
  { user, amountCentavos, code, codeHash, now }: { user: UserRow; amountCentavos: Centavos; code: string; codeHash: string; now: Date },
): Promise<CodeFields> {
  const t = notificationTexts(user.language);
  const text = withdrawalCodeMessage({ code, amount: toPesos(amountCentavos), minutes: OTP_TTL_MINUTES }, t);
  const { reaches } = await queueMessage(trx, deps.config.messaging, {
    userId: user.id,
    purpose: 'code',
    sms: text,
    // Every email carries the lender's name, SEC and CA numbers in its footer (SEC MC 19 s.2019), the code's too.
    email: composeEmail({ title: t.withdrawalCodeTitle, message: text, t }),
    now,
  });
  const codeNotificationId = await createNotification(trx, {
    userId: user.id,
    title: t.withdrawalCodeTitle,
    message: reaches.length > 0 ? t.withdrawalCodeSentMessage({ destinations: reaches.join(t.destinationsJoin), minutes: OTP_TTL_MINUTES }) : text,
    type: 'info',
    color: NOTIFICATION_COLORS.approve,
    now,
    sendOut: false,
  });
  return {
    codeHash,
    codeSentAt: now.toISOString(),
    codeExpiresAt: addMs(now, OTP_TTL_MINUTES * MINUTE).toISOString(),
    codeNotificationId,
    codeSentTo: JSON.stringify(reaches),
  };
}

/**
 * DEPARTURES.md 2 and 3: the request reserves the amount (it can never
 * exceed balance minus what other requests hold) and the system sends a
 * single-use code. The write lock of the transaction serialises
 * concurrent requests, so they cannot overdraw together.
 */
export async function requestWithdrawal(deps: AppDeps, { user, input }: { user: UserRow; input: WithdrawalRequest }): Promise<WithdrawalRow> {
  assertBorrowerAccount(user);
  const now = deps.clock.now();
  const amountCentavos = toCentavos(input.amount);
  // What the transaction would refuse anyway is refused before paying for a
  // hash (read-only, no lock; the transaction checks again under the lock).
  if (await hasReservingWithdrawal(deps.db, { userId: user.id, nowIso: now.toISOString() })) throw conflict(SERVER_MESSAGES.withdrawalPending);
  if (amountCentavos > user.walletBalanceCentavos) throw conflict(SERVER_MESSAGES.insufficientBalance);
  const { code, codeHash } = await newCode();
  return runWrite(deps, async ({ trx, publish }) => {
    await expireStaleCodes(trx, { userId: user.id, now });
    if (await findOpenWithdrawal(trx, user.id)) throw conflict(SERVER_MESSAGES.withdrawalPending);
    const fresh = await findLiveUserById(trx, user.id);
    if (!fresh) throw notFound(SERVER_MESSAGES.notFound);
    if (isWithdrawalHeld(fresh, now)) throw conflict(withdrawalsHeldMessage({ until: fresh.withdrawalsHeldUntil }), 'withdrawals_held');
    const available = subCentavos(fresh.walletBalanceCentavos, await reservedCentavos(trx, { userId: user.id, nowIso: now.toISOString() }));
    if (amountCentavos > available) throw conflict(SERVER_MESSAGES.insufficientBalance);
    const codeFields = await issueCode(trx, deps, { user: fresh, amountCentavos, code, codeHash, now });
    publish({ type: 'withdrawal_updated', userId: user.id });
    publish({ type: 'notification_created', userId: user.id });
    return trx
      .insertInto('withdrawals')
      .values({
        userId: user.id,
        amountCentavos,
        status: 'awaiting_code',
        ...codeFields,
        codeAttempts: 0,
        verifiedAt: null,
        decidedAt: null,
        decidedBy: null,
        createdAt: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * A borrower's code tries (verifying, or asking for the code again) share
 * one limit per account and one per address: a resend is not a way round them.
 */
async function assertCodeTriesAllowed({ rateLimiter, config }: Pick<AppDeps, 'rateLimiter' | 'config'>, { user, address }: { user: UserRow; address: string }) {
  assertBorrowerAccount(user);
  if (
    !(await rateLimiter.hit(`code:account:${user.id}`, config.rateLimits.codePerAccount)) ||
    !(await rateLimiter.hit(`code:address:${address}`, config.rateLimits.codePerAddress))
  ) {
    throw tooManyRequests(SERVER_MESSAGES.rateLimited);
  }
}

/**
 * Checks the code of the borrower's waiting request. Each try is counted
 * before the comparison, atomically, so parallel guesses cannot go past
 * the limit; a right code is spent at once.
 */
export async function verifyWithdrawalCode(
  deps: AppDeps,
  { user, input, address }: { user: UserRow; input: WithdrawalVerify; address: string },
): Promise<WithdrawalRow> {
  const { db, clock } = deps;
  await assertCodeTriesAllowed(deps, { user, address });
  const now = clock.now();
  const waiting = await runWrite(deps, async (w) => {
    const { trx } = w;
    if ((await expireStaleCodes(trx, { userId: user.id, now })).length > 0) publishCodeChange(w, user.id);
    const waiting = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('userId', '=', user.id)
      .where('deletedAt', 'is', null)
      .where('status', 'in', ['awaiting_code', 'expired'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return waiting;
  });
  if (!waiting) throw conflict(SERVER_MESSAGES.noWithdrawalAwaitingCode);
  if (waiting.status === 'expired') throw conflict(SERVER_MESSAGES.otpExpired);
  if (input.amount !== undefined && toCentavos(input.amount) !== waiting.amountCentavos) {
    throw badRequest(SERVER_MESSAGES.withdrawalAmountMismatch, { amount: [SERVER_MESSAGES.withdrawalAmountMismatch] });
  }
  const counted = await db
    .updateTable('withdrawals')
    .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
    .where('id', '=', waiting.id)
    .where('status', '=', 'awaiting_code')
    .where('codeAttempts', '<', OTP_MAX_ATTEMPTS)
    .returning(['codeHash'])
    .executeTakeFirst();
  if (!counted) {
    // Either the tries ran out, or the withdrawal left awaiting_code since it
    // was read: a simultaneous right answer spent the code (as a later try finds).
    const current = await db.selectFrom('withdrawals').select('status').where('id', '=', waiting.id).executeTakeFirst();
    throw conflict(current?.status === 'awaiting_code' ? SERVER_MESSAGES.otpLocked : SERVER_MESSAGES.noWithdrawalAwaitingCode);
  }
  if (counted.codeHash === null) throw conflict(SERVER_MESSAGES.otpLocked);
  if (!(await verifySecret(counted.codeHash, input.otp))) {
    // The back office shows the tries left.
    deps.live.publish({ type: 'withdrawal_updated', userId: user.id });
    throw badRequest(SERVER_MESSAGES.otpInvalid, { otp: [SERVER_MESSAGES.otpInvalid] });
  }
  const verified = await runWrite(deps, async ({ trx }) => {
    const spent = await trx
      .updateTable('withdrawals')
      .set({ status: 'pending', codeHash: null, verifiedAt: now.toISOString() })
      .where('id', '=', waiting.id)
      .where('status', '=', 'awaiting_code')
      .returningAll()
      .executeTakeFirst();
    // A simultaneous right answer spent the same code a moment earlier: single
    // use, and the same refusal whichever step the race was lost at.
    if (!spent) throw conflict(SERVER_MESSAGES.noWithdrawalAwaitingCode);
    await scrubCodeNotification(trx, spent);
    return spent;
  });
  await deps.rateLimiter.reset(`code:account:${user.id}`);
  publishCodeChange(deps.live, user.id);
  return verified;
}

/**
 * Approve (money leaves the wallet, once) or reject (nothing moves); only
 * while pending. An approval that, with the officer's other direct actions on
 * the member in 24 hours, passes MAKER_CHECKER_THRESHOLD waits for a second
 * officer with the payouts duty (issue 27); `approval` is that request,
 * replayed here by its checker.
 */
export async function decideWithdrawal(deps: AppDeps, args: WithdrawalDecisionArgs): Promise<{ done: WithdrawalRow } | { held: ApprovalRow }> {
  if (args.input.status === 'approved') {
    // Issue 33: screened against the designation lists before each payout.
    const row = await findLiveWithdrawal(deps.db, args.withdrawalId);
    if (row) await screenBeforePaying(deps, { userId: row.userId, occasion: 'payout' });
  }
  return runAction(deps, (w) => decideWithdrawalIn(w, deps, args));
}

type WithdrawalDecisionArgs = { actor: UserRow; withdrawalId: number; input: WithdrawalDecision; approval?: ApprovalRow };

export async function decideWithdrawalIn(w: Write, deps: AppDeps, { actor, withdrawalId, input, approval }: WithdrawalDecisionArgs): Promise<ActionOutcome<WithdrawalRow>> {
  const { trx } = w;
  const now = deps.clock.now();
  const before = await findLiveWithdrawal(trx, withdrawalId);
  if (!before) throw notFound(SERVER_MESSAGES.withdrawalNotFound);
  const owner = await loadDecidableOwner(trx, { actor, userId: before.userId });
  if (before.status === 'awaiting_code') throw conflict(SERVER_MESSAGES.withdrawalNotVerified);
  if (before.status !== 'pending') throw conflict(SERVER_MESSAGES.withdrawalAlreadyDecided);
  if (input.status === 'approved' && isWithdrawalHeld(owner, now)) throw conflict(withdrawalApprovalHeldMessage({ until: owner.withdrawalsHeldUntil }), 'withdrawal_approval_held');
  const isApproved = input.status === 'approved';
  if (isApproved) {
    await assertNotUnderReview(trx, before.userId);
    const held = await holdAboveThreshold(trx, {
      thresholdCentavos: deps.config.makerCheckerThresholdCentavos,
      request: { kind: 'withdrawal_approval', targetType: 'withdrawal', targetId: withdrawalId, userId: before.userId, loanId: null, amountCentavos: before.amountCentavos, payload: input, actor, now },
      approval,
    });
    if (held) return { held };
  }
  const after = await trx
    .updateTable('withdrawals')
    .set({ status: input.status, decidedAt: now.toISOString(), decidedBy: actor.id })
    .where('id', '=', withdrawalId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
  if (isApproved) {
    await moveWallet(w, {
      userId: before.userId,
      amountCentavos: centavos(-before.amountCentavos),
      kind: 'withdrawal',
      reason: `Withdrawal #${before.id} approved`,
      actorId: actor.id,
      withdrawalId: before.id,
      now,
    });
  }
  await createNotification(trx, {
    userId: before.userId,
    compose: (t) =>
      isApproved ? { title: t.withdrawalApprovedTitle, message: t.withdrawalApprovedMessage } : { title: t.withdrawalRejectedTitle, message: t.withdrawalRejectedMessage },
    type: isApproved ? 'success' : 'error',
    color: isApproved ? NOTIFICATION_COLORS.approve : NOTIFICATION_COLORS.decline,
    now,
    messaging: deps.config.messaging,
  });
  const reason = input.reason === undefined ? {} : { reason: input.reason };
  await auditDecision(trx, {
    actor,
    action: 'withdrawal.decide',
    before,
    after: { status: after.status, amountCentavos: after.amountCentavos, ...reason, ...(approval ? { approvalId: approval.id } : {}) },
    now,
  });
  w.publish({ type: 'withdrawal_updated', userId: after.userId });
  w.publish({ type: 'notification_created', userId: after.userId });
  if (isApproved) w.publish({ type: 'wallet_updated', userId: after.userId });
  return { done: after };
}

/** 'Resend code' of DEPARTURES.md 2: a new code, new time and tries, for a request still waiting for one. */
export async function resendWithdrawalCode(deps: AppDeps, { actor, withdrawalId }: { actor: UserRow; withdrawalId: number }): Promise<WithdrawalRow> {
  const now = deps.clock.now();
  const { code, codeHash } = await newCode();
  return runWrite(deps, async ({ trx, publish }) => {
    const before = await findLiveWithdrawal(trx, withdrawalId);
    if (!before) throw notFound(SERVER_MESSAGES.withdrawalNotFound);
    const borrower = await loadDecidableOwner(trx, { actor, userId: before.userId });
    await expireStaleCodes(trx, { userId: before.userId, now });
    // The request as the expiry just left it.
    const current = await findLiveWithdrawal(trx, withdrawalId);
    if (!current) throw notFound(SERVER_MESSAGES.withdrawalNotFound);
    if (current.status !== 'awaiting_code' && current.status !== 'expired') throw conflict(SERVER_MESSAGES.withdrawalCodeNotNeeded);
    if (current.status === 'expired') {
      // Reviving an expired request must not overdraw: it reserves again.
      if (await findOpenWithdrawal(trx, current.userId)) throw conflict(SERVER_MESSAGES.withdrawalPending);
      if (current.amountCentavos > borrower.walletBalanceCentavos) throw conflict(SERVER_MESSAGES.insufficientBalance);
    }
    await scrubCodeNotification(trx, current);
    const codeFields = await issueCode(trx, deps, { user: borrower, amountCentavos: current.amountCentavos, code, codeHash, now });
    const after = await trx
      .updateTable('withdrawals')
      .set({ status: 'awaiting_code', ...codeFields, codeAttempts: 0 })
      .where('id', '=', withdrawalId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actor,
      action: 'withdrawal.resend_code',
      targetType: 'withdrawal',
      targetId: withdrawalId,
      before: { status: current.status, codeAttempts: current.codeAttempts, codeExpiresAt: current.codeExpiresAt },
      after: { status: after.status, codeAttempts: after.codeAttempts, codeExpiresAt: after.codeExpiresAt },
      now,
    });
    publish({ type: 'withdrawal_updated', userId: after.userId });
    publish({ type: 'notification_created', userId: after.userId });
    return after;
  });
}

/** How long after a code was sent the borrower may ask for another (issue 29). */
const RESEND_AFTER_MS = MINUTE;

/**
 * The borrower's "Send again" (issue 29, decision 039): a new code for the
 * request still waiting for one, a minute after the last was sent. The old
 * code stops working; the new one lives OTP_TTL_MINUTES like any code. The
 * tries already used stay used: the request never gets more than
 * OTP_MAX_ATTEMPTS guesses in total, however often the code is resent, and a
 * request whose tries ran out is not revived (a new withdrawal starts over).
 */
export async function resendOwnWithdrawalCode(deps: AppDeps, { user, address }: { user: UserRow; address: string }): Promise<WithdrawalRow> {
  await assertCodeTriesAllowed(deps, { user, address });
  const now = deps.clock.now();
  const { code, codeHash } = await newCode();
  const row = await runWrite(deps, async (w) => {
    const { trx } = w;
    if ((await expireStaleCodes(trx, { userId: user.id, now })).length > 0) publishCodeChange(w, user.id);
    const waiting = await trx
      .selectFrom('withdrawals')
      .selectAll()
      .where('userId', '=', user.id)
      .where('deletedAt', 'is', null)
      .where('status', '=', 'awaiting_code')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!waiting) return null;
    if (waiting.codeAttempts >= OTP_MAX_ATTEMPTS) throw conflict(SERVER_MESSAGES.otpLocked);
    const waitMs = Date.parse(waiting.codeSentAt) + RESEND_AFTER_MS - now.getTime();
    if (waitMs > 0) {
      const seconds = String(Math.ceil(waitMs / 1000));
      throw new AppError({ status: 429, message: SERVER_MESSAGES.codeResendTooSoon, headers: { 'Retry-After': seconds } });
    }
    await scrubCodeNotification(trx, waiting);
    const codeFields = await issueCode(trx, deps, { user, amountCentavos: waiting.amountCentavos, code, codeHash, now });
    const after = await trx
      .updateTable('withdrawals')
      .set(codeFields)
      .where('id', '=', waiting.id)
      .where('status', '=', 'awaiting_code')
      .returningAll()
      .executeTakeFirst();
    // The code was spent or the request closed since it was read.
    if (!after) throw conflict(SERVER_MESSAGES.noWithdrawalAwaitingCode);
    publishCodeChange(w, user.id);
    return after;
  });
  if (!row) throw conflict(SERVER_MESSAGES.noWithdrawalAwaitingCode);
  return row;
}

/**
 * Closing an account rejects every request that could still pay out
 * (waiting for a code, expired and revivable, or verified) in the caller's
 * transaction: codes spent, audited, the borrower notified. Returns how many.
 */
export async function rejectOpenWithdrawalsOf(
  trx: Db,
  { actor, userId, reason, now, messaging }: { actor: UserRow; userId: number; reason: string; now: Date; messaging: MessagingSettings },
): Promise<number> {
  const open = await trx
    .selectFrom('withdrawals')
    .selectAll()
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .where('status', 'in', ['awaiting_code', 'expired', 'pending'])
    .execute();
  for (const row of open) {
    await trx
      .updateTable('withdrawals')
      .set({ status: 'rejected', codeHash: null, decidedAt: now.toISOString(), decidedBy: actor.id })
      .where('id', '=', row.id)
      .execute();
    await scrubCodeNotification(trx, row);
    await createNotification(trx, {
      userId,
      compose: (t) => ({ title: t.withdrawalRejectedTitle, message: t.accountClosedWithdrawalMessage }),
      type: 'error',
      color: NOTIFICATION_COLORS.decline,
      now,
      messaging,
    });
    await auditDecision(trx, { actor, action: 'withdrawal.decide', before: row, after: { status: 'rejected', amountCentavos: row.amountCentavos, reason }, now });
  }
  return open.length;
}

/** Hides a request from every list; an approved one's debit stays in the ledger. */
export async function deleteWithdrawal(deps: AppDeps, { actor, withdrawalId }: { actor: UserRow; withdrawalId: number }): Promise<void> {
  const now = deps.clock.now();
  await runWrite(deps, async ({ trx, publish }) => {
    const before = await findLiveWithdrawal(trx, withdrawalId);
    if (!before) throw notFound(SERVER_MESSAGES.withdrawalNotFound);
    await trx.updateTable('withdrawals').set({ deletedAt: now.toISOString(), codeHash: null }).where('id', '=', withdrawalId).execute();
    await scrubCodeNotification(trx, before);
    await auditDecision(trx, { actor, action: 'withdrawal.delete', before, after: null, now });
    publish({ type: 'withdrawal_updated', userId: before.userId });
    if (before.codeNotificationId !== null) publish({ type: 'notification_created', userId: before.userId });
  });
}
