import {
  AdminPaymentSchema,
  AdminWalletAdjustSchema,
  AdminWithdrawalDecisionSchema,
  AssignUnmatchedSchema,
  BookCloseSchema,
  BookOpeningSchema,
  APPROVAL_MESSAGES,
  dutyOfApprovalKind,
  LoanOfferInputSchema,
  LoanReviewSchema,
  ReversePaymentSchema,
  SERVER_MESSAGES,
  WaiveFeeSchema,
  WriteOffSchema,
  type Approval,
  type ApprovalDecision,
  type ApprovalKind,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import { isUniqueViolation } from '../../db/dialect';
import { runWrite, type Write } from '../../db/run-write';
import type { ApprovalRow, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { assertDuty } from '../../lib/staff-duties';
import { parseWith } from '../../lib/validate';
import { findApproval, publishApprovalChange, toApprovals, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { closeMonthIn, recordOpeningIn } from '../books';
import { makeOfferIn, writeOffIn } from '../hardship';
import { reviewLoanIn } from '../loans';
import { assignUnmatchedIn, importSettlementIn, recordStaffPaymentIn, reversePaymentIn, SettlementImportPayloadSchema, waiveFeeIn } from '../repayments';
import { decideWithdrawalIn } from '../withdrawals';
import { adjustWalletBalanceIn } from './members.service';

type Replay = (w: Write, deps: AppDeps, args: { actor: UserRow; approval: ApprovalRow; payload: unknown }) => Promise<ActionOutcome<unknown>>;

/**
 * Each kind runs through the service of its direct call, as the checker, on
 * the state at this moment: the rules live there once (decision 022).
 */
const REPLAYS: Readonly<Record<ApprovalKind, Replay>> = {
  loan_approval: (w, deps, { actor, approval, payload }) => reviewLoanIn(w, deps, { actor, loanId: approval.targetId, input: parseWith(LoanReviewSchema, payload), approval }),
  balance_adjustment: (w, deps, { actor, approval, payload }) =>
    adjustWalletBalanceIn(w, deps, { actor, userId: approval.targetId, input: parseWith(AdminWalletAdjustSchema, payload), approval }),
  payment_reversal: (w, deps, { actor, approval, payload }) =>
    reversePaymentIn(w, deps, { actor, transactionId: approval.targetId, input: parseWith(ReversePaymentSchema, payload), approval }),
  withdrawal_approval: (w, deps, { actor, approval, payload }) =>
    decideWithdrawalIn(w, deps, { actor, withdrawalId: approval.targetId, input: parseWith(AdminWithdrawalDecisionSchema, payload), approval }),
  payment_record: (w, deps, { actor, approval, payload }) => recordStaffPaymentIn(w, deps, { actor, loanId: approval.targetId, input: parseWith(AdminPaymentSchema, payload), approval }),
  unmatched_assign: (w, deps, { actor, approval, payload }) => assignUnmatchedIn(w, deps, { actor, id: approval.targetId, input: parseWith(AssignUnmatchedSchema, payload), approval }),
  fee_waiver: (w, deps, { actor, approval, payload }) => waiveFeeIn(w, deps, { actor, loanId: approval.targetId, input: parseWith(WaiveFeeSchema, payload), approval }),
  settlement_import: (w, deps, { actor, approval, payload }) => importSettlementIn(w, deps, { actor, input: parseWith(SettlementImportPayloadSchema, payload), approval }),
  loan_offer: (w, deps, { actor, approval, payload }) => makeOfferIn(w, deps, { actor, loanId: approval.targetId, input: parseWith(LoanOfferInputSchema, payload), approval }),
  write_off: (w, deps, { actor, approval, payload }) => writeOffIn(w, deps, { actor, loanId: approval.targetId, input: parseWith(WriteOffSchema, payload), approval }),
  month_close: (w, deps, { actor, approval, payload }) => closeMonthIn(w, deps, { actor, input: parseWith(BookCloseSchema, payload), approval }),
  book_opening: (w, deps, { actor, approval, payload }) => recordOpeningIn(w, deps, { actor, input: parseWith(BookOpeningSchema, payload), approval }),
};

/**
 * POST /api/admin/approvals/{id}: a second staff member approves (the
 * action runs now, in this transaction) or rejects (nothing runs). Writers
 * are serialised (decision 017), so of two checkers deciding at once the
 * second finds the request decided. When the action is refused (its target
 * changed meanwhile), the whole transaction rolls back and the request stays
 * pending, to be rejected.
 */
export async function decideApproval(deps: AppDeps, { actor, approvalId, input }: { actor: UserRow; approvalId: number; input: ApprovalDecision }): Promise<Approval> {
  const now = deps.clock.now();
  const reason = input.reason?.trim() || null;
  const decided = await runWrite(deps, async (w) => {
    const { trx } = w;
    const approval = await findApproval(trx, approvalId);
    if (!approval) throw notFound(APPROVAL_MESSAGES.approvalNotFound);
    // DEPARTURES 15: the checker holds the duty of the action, as its maker did.
    assertDuty(actor, [dutyOfApprovalKind[approval.kind as ApprovalKind]]);
    if (approval.state !== 'pending') throw conflict(APPROVAL_MESSAGES.approvalAlreadyDecided);
    // By account, not session: a second sign-in of the maker is still the maker.
    if (approval.makerId === actor.id) throw forbidden(APPROVAL_MESSAGES.makerCannotCheck);
    const isApproved = input.decision === 'approve';
    if (isApproved) {
      const outcome = await REPLAYS[approval.kind as ApprovalKind](w, deps, { actor, approval, payload: JSON.parse(approval.payloadJson) });
      if ('held' in outcome) throw new Error(`approval ${approval.id} was held again on replay`);
    }
    const state = isApproved ? 'approved' : 'rejected';
    const decided = await trx
      .updateTable('approvals')
      .set({ state, checkerId: actor.id, decidedAt: now.toISOString(), reason })
      .where('id', '=', approval.id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actor,
      action: isApproved ? 'approval.approve' : 'approval.reject',
      targetType: 'approval',
      targetId: approval.id,
      before: { state: approval.state, makerId: approval.makerId },
      after: { state, kind: approval.kind, targetType: approval.targetType, targetId: approval.targetId, amountCentavos: approval.amountCentavos, reason },
      now,
    });
    publishApprovalChange(w, decided);
    return decided;
  }).catch((error: unknown) => {
    // A channel transaction posted meanwhile another way (a callback, a file): the replay is refused as already posted; the request stays pending.
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.duplicatePayment);
    throw error;
  });
  const [approval] = await toApprovals(deps.db, [decided]);
  return approval!;
}
