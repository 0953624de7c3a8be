import {
  balanceChangedMessage,
  centavos,
  bankDetailsChangedMessage,
  NOTIFICATION_COLORS,
  SERVER_MESSAGES,
  subCentavos,
  toCentavos,
  toPesos,
  type AdminMemberUpdate,
  type AdminWalletAdjust,
} from '@app/domain';
import type { MessagingSettings } from '../../config';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { ApprovalRow, UserRow, UserUpdate } from '../../db/schema';
import { addMs, HOUR } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { normalizePhone } from '../../lib/phone';
import { notificationTexts } from '../../lib/texts';
import { holdAboveThreshold, runAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { isUniqueViolation } from '../../db/dialect';
import { runWrite, type Write } from '../../db/run-write';
import { invalidateUserSessions } from '../../http/sessions';
import { createNotification } from '../notifications';
import { declinePendingLoansOf } from '../loans';
import { isWithdrawalHeld, loadManageable, recordVerificationIfComplete } from '../users';
import { rejectOpenWithdrawalsOf } from '../withdrawals';
import { moveWallet } from '../repayments';

/** What the audit trail keeps of a member: their details, never a password or hash. */
function memberView(user: UserRow) {
  const { passwordHash: _hash, ...rest } = user;
  return rest;
}

/**
 * Issue 10: nothing pays out of a closed account. Deleting or deactivating
 * rejects every open request in the same transaction; reactivating revives none.
 */
async function closeOpenRequestsOf(trx: Db, args: { actor: UserRow; userId: number; reason: string; now: Date; messaging: MessagingSettings }): Promise<boolean> {
  const withdrawals = await rejectOpenWithdrawalsOf(trx, args);
  const loans = await declinePendingLoansOf(trx, args);
  return withdrawals + loans > 0;
}

function publishClosedRequests(w: Pick<Write, 'publish'>, userId: number): void {
  w.publish({ type: 'withdrawal_updated', userId });
  w.publish({ type: 'loan_updated', userId });
  w.publish({ type: 'notification_created', userId });
}

export async function setMemberStatus(deps: AppDeps, { actor, userId, isActive }: { actor: UserRow; userId: number; isActive: boolean }): Promise<UserRow> {
  const now = deps.clock.now();
  return runWrite(deps, async (w) => {
    const { trx } = w;
    const before = await loadManageable(trx, { actor, userId });
    const hasClosed = !isActive && (await closeOpenRequestsOf(trx, { actor, userId, reason: 'member deactivated', now, messaging: deps.config.messaging }));
    const after = await trx
      .updateTable('users')
      .set({ isActive: isActive ? 1 : 0, updatedAt: now.toISOString(), closedAt: isActive ? null : (before.closedAt ?? now.toISOString()) })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A deactivated member is signed out everywhere at once.
    if (!isActive) await invalidateUserSessions(trx, { userId });
    await appendAudit(trx, { actor, action: 'user.status', targetType: 'user', targetId: userId, before: { isActive: before.isActive === 1 }, after: { isActive }, now });
    w.publish({ type: 'user_updated', userId });
    if (hasClosed) publishClosedRequests(w, userId);
    if (!isActive) w.publish({ type: 'session_revoked', userId });
    return after;
  });
}

/** Deleting keeps the row (ledger and audit point at it) but ends the account and frees its email. */
export async function deleteMember(deps: AppDeps, { actor, userId }: { actor: UserRow; userId: number }): Promise<void> {
  const now = deps.clock.now();
  await runWrite(deps, async (w) => {
    const { trx } = w;
    const before = await loadManageable(trx, { actor, userId });
    const hasClosed = await closeOpenRequestsOf(trx, { actor, userId, reason: 'member deleted', now, messaging: deps.config.messaging });
    // Closed since the earlier of deactivation and deletion (retention counts from it).
    await trx
      .updateTable('users')
      .set({ deletedAt: now.toISOString(), isActive: 0, updatedAt: now.toISOString(), closedAt: before.closedAt ?? now.toISOString() })
      .where('id', '=', userId)
      .execute();
    await invalidateUserSessions(trx, { userId });
    await appendAudit(trx, { actor, action: 'user.delete', targetType: 'user', targetId: userId, before: memberView(before), after: null, now });
    w.publish({ type: 'user_updated', userId });
    if (hasClosed) publishClosedRequests(w, userId);
    w.publish({ type: 'session_revoked', userId });
  });
}

export async function updateMember(deps: AppDeps, { actor, userId, input }: { actor: UserRow; userId: number; input: AdminMemberUpdate }): Promise<UserRow> {
  const now = deps.clock.now();
  const changes: UserUpdate = {};
  if (input.fullName !== undefined) changes.fullName = input.fullName;
  if (input.email !== undefined) changes.email = input.email.toLowerCase();
  if (input.contactNumber !== undefined) {
    const phone = normalizePhone(input.contactNumber);
    if (!phone) throw badRequest(SERVER_MESSAGES.invalidContactNumber, { contactNumber: [SERVER_MESSAGES.invalidContactNumber] });
    changes.contactNumber = phone.e164;
  }
  if (input.address !== undefined) changes.address = input.address;
  if (input.countryWorking !== undefined) changes.countryWorking = input.countryWorking;
  if (input.monthlyIncome !== undefined) changes.monthlyIncomeCentavos = toCentavos(input.monthlyIncome);
  if (input.loanPurpose !== undefined) changes.loanPurpose = input.loanPurpose;
  if (input.contactPersonName !== undefined) changes.contactPersonName = input.contactPersonName;
  if (input.contactPersonTel !== undefined) changes.contactPersonTel = input.contactPersonTel;
  if (input.bankName !== undefined) changes.bankName = input.bankName;
  if (input.accountNumber !== undefined) changes.accountNumber = input.accountNumber;
  if (input.creditScore !== undefined) changes.creditScore = input.creditScore;
  const isOnlyCreditScore = Object.keys(changes).length === 1 && changes.creditScore !== undefined;
  try {
    return await runWrite(deps, async ({ trx, publish }) => {
      const before = await loadManageable(trx, { actor, userId });
      const isBankChange =
        (changes.bankName !== undefined && changes.bankName !== before.bankName) ||
        (changes.accountNumber !== undefined && changes.accountNumber !== before.accountNumber);
      // DEPARTURES 12: a new payout account waits, so the borrower can object before money goes there.
      const held = isBankChange ? { withdrawalsHeldUntil: addMs(now, deps.config.bankChangeHoldHours * HOUR).toISOString() } : {};
      // A new address has not been proved by its owner: no email carries messages to it until it is (issue 29).
      const unproved = changes.email !== undefined && changes.email !== before.email ? { emailVerifiedAt: null } : {};
      const changed = await trx
        .updateTable('users')
        .set({ ...changes, ...held, ...unproved, updatedAt: now.toISOString() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const updated = await recordVerificationIfComplete(trx, { user: changed, now });
      const keys = [...Object.keys(changes), ...Object.keys(held), ...Object.keys(unproved)] as (keyof UserRow)[];
      if (updated.verificationCompletedAt !== before.verificationCompletedAt) keys.push('verificationCompletedAt');
      const bankNotice = isBankChange
        ? bankDetailsChangedMessage(
            { bankName: updated.bankName, accountNumber: updated.accountNumber, heldUntil: isWithdrawalHeld(updated, now) ? updated.withdrawalsHeldUntil : null },
            notificationTexts(updated.language),
          )
        : null;
      if (bankNotice) {
        const title = notificationTexts(updated.language).bankDetailsChangedTitle;
        await createNotification(trx, { userId, title, message: bankNotice, type: 'warning', color: NOTIFICATION_COLORS.accountIssue, now, messaging: deps.config.messaging });
      }
      await appendAudit(trx, {
        actor,
        action: isOnlyCreditScore ? 'user.credit_score' : 'user.update',
        targetType: 'user',
        targetId: userId,
        before: Object.fromEntries(keys.map((k) => [k, before[k]])),
        after: Object.fromEntries(keys.map((k) => [k, updated[k]])),
        now,
      });
      publish({ type: changes.creditScore !== undefined ? 'credit_score_updated' : 'user_updated', userId });
      if (bankNotice) publish({ type: 'notification_created', userId });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * DEPARTURES.md 3: the inline balance edit posts the difference as an
 * adjustment, with its reason. The difference is only meaningful against the
 * balance the officer saw: if it has changed since (a withdrawal approved, a
 * loan paid out, another officer's edit), nothing is posted. A change of more
 * than MAKER_CHECKER_THRESHOLD waits for a second staff member (issue 15);
 * `approval` is that request, replayed here by its checker.
 */
export async function adjustWalletBalance(deps: AppDeps, args: WalletAdjustArgs): Promise<{ done: UserRow } | { held: ApprovalRow }> {
  return runAction(deps, (w) => adjustWalletBalanceIn(w, deps, args));
}

type WalletAdjustArgs = { actor: UserRow; userId: number; input: AdminWalletAdjust; approval?: ApprovalRow };

export async function adjustWalletBalanceIn(w: Write, deps: AppDeps, { actor, userId, input, approval }: WalletAdjustArgs): Promise<ActionOutcome<UserRow>> {
  const { trx } = w;
  const now = deps.clock.now();
  const target = toCentavos(input.walletBalance);
  const before = await loadManageable(trx, { actor, userId });
  if (toCentavos(input.expectedBalance) !== before.walletBalanceCentavos) {
    throw conflict(balanceChangedMessage({ balance: toPesos(before.walletBalanceCentavos) }), 'balance_changed');
  }
  const difference = subCentavos(target, before.walletBalanceCentavos);
  if (difference === 0) {
    w.publish({ type: 'wallet_updated', userId });
    return { done: before };
  }
  if (!approval) {
    const held = await holdAboveThreshold(trx, {
      thresholdCentavos: deps.config.makerCheckerThresholdCentavos,
      request: { kind: 'balance_adjustment', targetType: 'user', targetId: userId, userId, loanId: null, amountCentavos: centavos(Math.abs(difference)), payload: input, reason: input.reason ?? null, actor, now },
    });
    if (held) return { held };
  }
  const { user: adjusted } = await moveWallet(w, {
    userId,
    amountCentavos: difference,
    kind: 'adjustment',
    reason: input.reason,
    reasonKind: input.reasonKind || null,
    depositChannel: input.depositChannel || null,
    actorId: actor.id,
    now,
  });
  await appendAudit(trx, {
    actor,
    action: 'wallet.adjust',
    targetType: 'user',
    targetId: userId,
    before: { walletBalanceCentavos: before.walletBalanceCentavos },
    after: { walletBalanceCentavos: target, reason: input.reason, ...(input.reasonKind ? { reasonKind: input.reasonKind } : {}), ...(approval ? { approvalId: approval.id } : {}) },
    now,
  });
  w.publish({ type: 'wallet_updated', userId });
  return { done: adjusted };
}
