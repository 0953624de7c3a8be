import { PAYMENT_CHANNELS, SERVER_MESSAGES, type AssignUnmatched, type PaymentReceipt, type UnmatchedReason, type UnmatchedPayment } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { ApprovalRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { holdAboveThreshold, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { loadDecidableOwner } from '../users';
import { openAccount, pesos, postByStaff, postPayment, publishPosting } from './posting.service';
import type { Write } from '../../db/run-write';

/** GET /api/admin/payments/unmatched: what is held and not yet assigned, newest first. */
export async function listUnmatched(db: Db): Promise<UnmatchedPayment[]> {
  const rows = await db.selectFrom('unmatchedPayments').selectAll().where('assignedLoanId', 'is', null).orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    origin: row.origin as UnmatchedPayment['origin'],
    line: row.line,
    reference: row.reference,
    amount: row.amountCentavos === null ? null : pesos(row.amountCentavos),
    paidAt: row.paidAt,
    transactionId: row.transactionId,
    channel: row.channel,
    channelPartner: row.channelPartner,
    reason: row.reason as UnmatchedReason,
    message: row.message,
    createdAt: row.createdAt,
  }));
}

function isPaymentChannel(channel: string | null): channel is (typeof PAYMENT_CHANNELS)[number] {
  return PAYMENT_CHANNELS.some((known) => known === channel);
}

/**
 * POST /api/admin/payments/unmatched/{id}/assign: an officer posts held money
 * to a loan by the one rule (refused above its payoff), once; audited. A
 * settlement row posted by hand is gated like a recorded payment (issue 27).
 */
export async function assignUnmatched(deps: AppDeps, args: AssignArgs): Promise<{ done: PaymentReceipt } | { held: ApprovalRow }> {
  return postByStaff(deps, (w) => assignUnmatchedIn(w, deps, args));
}

type AssignArgs = { actor: UserRow; id: number; input: AssignUnmatched; approval?: ApprovalRow };

export async function assignUnmatchedIn(w: Write, deps: AppDeps, { actor, id, input, approval }: AssignArgs): Promise<ActionOutcome<PaymentReceipt>> {
  const { trx } = w;
  const now = deps.clock.now();
  const held = await trx.selectFrom('unmatchedPayments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!held) throw notFound(SERVER_MESSAGES.unmatchedNotFound);
  if (held.assignedLoanId !== null) throw conflict(SERVER_MESSAGES.unmatchedAlreadyAssigned);
  const { amountCentavos, paidAt, channel } = held;
  if (amountCentavos === null || paidAt === null || !isPaymentChannel(channel)) throw conflict(SERVER_MESSAGES.unmatchedNotAssignable);
  const { loan, rows } = await openAccount(w, { loanId: input.loanId, now, graceDays: deps.config.lateFeeGraceDays, messaging: deps.config.messaging });
  await loadDecidableOwner(trx, { actor, userId: loan.userId });
  const reason = `Assigned from unmatched payment #${held.id}`;
  const request = await holdAboveThreshold(trx, {
    thresholdCentavos: deps.config.makerCheckerThresholdCentavos,
    request: { kind: 'unmatched_assign', targetType: 'unmatched', targetId: held.id, userId: loan.userId, loanId: loan.id, amountCentavos, payload: input, reason: `${reason} to loan #${loan.id}`, actor, now },
    approval,
  });
  if (request) return { held: request };
  const receipt = await postPayment(w, {
    loan,
    rows,
    payment: { amountCentavos, source: channel, channelPartner: held.channelPartner, externalReference: held.transactionId, receivedAt: paidAt, actor, reason },
    now,
    graceDays: deps.config.lateFeeGraceDays,
    messaging: deps.config.messaging,
  });
  await trx.updateTable('unmatchedPayments').set({ assignedLoanId: loan.id, assignedTransactionId: receipt.transaction.id }).where('id', '=', held.id).execute();
  await appendAudit(trx, {
    actor,
    action: 'payment.assign',
    targetType: 'unmatched_payment',
    targetId: held.id,
    before: { reason: held.reason, reference: held.reference },
    after: { loanId: loan.id, transactionId: receipt.transaction.id, amountCentavos, ...(approval ? { approvalId: approval.id } : {}) },
    now,
  });
  publishPosting(w, loan.userId, { wallet: false });
  return { done: receipt };
}
