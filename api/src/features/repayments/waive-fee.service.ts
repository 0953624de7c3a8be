import { DESK_MESSAGES, lateFeeWaivedNotice, SERVER_MESSAGES, waiveLateFee, type WaiveFee } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { ApprovalRow, LoanRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { holdAboveThreshold, runAction, type ActionOutcome } from '../approvals';
import { loadDecidableOwner } from '../users';
import { accountsOf, findLoanOf } from './repayments.queries';
import { type LoanAccountFields, loanAccountFields } from './loan-account.service';
import { openAccount, pesos, postOnAccount } from './posting.service';
import type { Write } from '../../db/run-write';

/**
 * POST /api/admin/loans/{id}/waive-fee: what is unpaid of one installment's
 * late fee, with a reason (audited). Erasing debt is gated like moving money
 * (issue 27); `approval` is the held request, replayed by its checker.
 */
export async function waiveFee(deps: AppDeps, args: WaiverArgs): Promise<{ done: LoanAccountFields } | { held: ApprovalRow }> {
  const outcome = await runAction(deps, (w) => waiveFeeIn(w, deps, args));
  if ('held' in outcome) return outcome;
  return { done: (await loanAccountFields(deps.db, { loans: [outcome.done], now: deps.clock.now(), graceDays: deps.config.lateFeeGraceDays })).get(outcome.done.id) as LoanAccountFields };
}

type WaiverArgs = { actor: UserRow; loanId: number; input: WaiveFee; approval?: ApprovalRow };

export async function waiveFeeIn(w: Write, deps: AppDeps, { actor, loanId, input, approval }: WaiverArgs): Promise<ActionOutcome<LoanRow>> {
  const { trx } = w;
  const now = deps.clock.now();
  const { loan, rows } = await openAccount(w, { loanId, now, graceDays: deps.config.lateFeeGraceDays, messaging: deps.config.messaging });
  await loadDecidableOwner(trx, { actor, userId: loan.userId });
  // Its late fees left the books with the write-off (decision 064): a waiver would have nothing to take them from.
  if (loan.writtenOffAt !== null) throw conflict(DESK_MESSAGES.writtenOffNoWaiver);
  const waiver = waiveLateFee({ accounts: accountsOf(loan, rows), installment: input.installment });
  if (!waiver.ok) {
    if (waiver.reason === 'unknown_installment') throw notFound(SERVER_MESSAGES.installmentNotFound);
    throw conflict(SERVER_MESSAGES.noLateFeeToWaive);
  }
  const reason = input.reason.trim();
  const held = await holdAboveThreshold(trx, {
    thresholdCentavos: deps.config.makerCheckerThresholdCentavos,
    request: { kind: 'fee_waiver', targetType: 'loan_fee', targetId: loan.id, userId: loan.userId, loanId: loan.id, amountCentavos: waiver.posting.amount, payload: input, reason, actor, now },
    approval,
  });
  if (held) return { held };
  await postOnAccount(w, {
    loan,
    rows,
    values: { loanId: loan.id, kind: 'waiver', amountCentavos: waiver.posting.amount, installment: input.installment, reason, actorId: actor.id, createdAt: now.toISOString() },
    notice: ({ row }) => (t) => lateFeeWaivedNotice({ loanId: loan.id, installment: input.installment, fee: pesos(row.amountCentavos) }, t),
    tone: 'info',
    audit: ({ row, before, balance }) => ({
      actor,
      action: 'loan.waive_fee',
      targetType: 'loan',
      targetId: loan.id,
      before: { outstandingCentavos: before },
      after: { outstandingCentavos: balance, transactionId: row.id, installment: input.installment, amountCentavos: row.amountCentavos, reason, ...(approval ? { approvalId: approval.id } : {}) },
    }),
    now,
    messaging: deps.config.messaging,
  });
  w.publish({ type: 'loan_updated', userId: loan.userId });
  w.publish({ type: 'notification_created', userId: loan.userId });
  return { done: (await findLoanOf(trx, { loanId })) as LoanRow };
}
