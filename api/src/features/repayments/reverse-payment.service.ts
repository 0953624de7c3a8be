import { paymentReversedNotice, receiptNumber, SERVER_MESSAGES, toPesos, type PaymentReceipt, type ReversePayment } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { ApprovalRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { holdAboveThreshold, runAction, type ActionOutcome } from '../approvals';
import { loadDecidableOwner } from '../users';
import { findLoanOf, hasAccount, isReversed, toLoanTransaction, transactionsOf } from './repayments.queries';
import { moveWallet, pesos, publishPosting, postOnAccount } from './posting.service';
import type { Write } from '../../db/run-write';

/**
 * POST /api/admin/payments/{id}/reverse: undoes one repayment with the
 * original's own lines (a reversed payoff owes its forgiven interest again).
 * Money that came from the wallet goes back to it; money from a channel
 * only reopens the account (returning it is the channel's business).
 */
export async function reversePayment(deps: AppDeps, args: ReversalArgs): Promise<{ done: PaymentReceipt } | { held: ApprovalRow }> {
  return runAction(deps, (w) => reversePaymentIn(w, deps, args));
}

type ReversalArgs = { actor: UserRow; transactionId: number; input: ReversePayment; approval?: ApprovalRow };

/** The reversal inside the caller's transaction; one of more than MAKER_CHECKER_THRESHOLD waits for a second staff member (issue 15). */
export async function reversePaymentIn(w: Write, deps: AppDeps, { actor, transactionId, input, approval }: ReversalArgs): Promise<ActionOutcome<PaymentReceipt>> {
  const { trx } = w;
  const now = deps.clock.now();
  const text = input.reason.trim();
  const original = await trx.selectFrom('loanTransactions').selectAll().where('id', '=', transactionId).where('kind', '=', 'repayment').executeTakeFirst();
  if (!original) throw notFound(SERVER_MESSAGES.paymentNotFound);
  const loan = await findLoanOf(trx, { loanId: original.loanId });
  if (!loan || !hasAccount(loan)) throw notFound(SERVER_MESSAGES.paymentNotFound);
  await loadDecidableOwner(trx, { actor, userId: loan.userId });
  const rows = await transactionsOf(trx, [loan.id]);
  if (isReversed(original, rows)) throw conflict(SERVER_MESSAGES.paymentAlreadyReversed);
  if (!approval) {
    const held = await holdAboveThreshold(trx, {
      thresholdCentavos: deps.config.makerCheckerThresholdCentavos,
      request: { kind: 'payment_reversal', targetType: 'payment', targetId: original.id, userId: loan.userId, loanId: loan.id, amountCentavos: original.amountCentavos, payload: input, reason: text, actor, now },
    });
    if (held) return { held };
  }
  const isWallet = original.source === 'wallet';
  const entry = isWallet
    ? (await moveWallet(w, { userId: loan.userId, amountCentavos: original.amountCentavos, kind: 'loan_payment_reversal', reason: text, actorId: actor.id, loanId: loan.id, now })).entry
    : null;
  const number = receiptNumber({ transactionId: original.id });
  const { row, balance } = await postOnAccount(w, {
    loan,
    rows,
    values: {
      loanId: loan.id,
      kind: 'reversal',
      amountCentavos: original.amountCentavos,
      reason: text,
      actorId: actor.id,
      reversesId: original.id,
      ledgerEntryId: entry?.id ?? null,
      createdAt: now.toISOString(),
    },
    notice: (posted) => (t) => paymentReversedNotice({ receiptNumber: number, amount: pesos(original.amountCentavos), loanId: loan.id, balance: toPesos(posted.balance), reason: text }, t),
    tone: 'warning',
    audit: (posted) => ({
      actor,
      action: 'loan.payment_reversal',
      targetType: 'loan',
      targetId: loan.id,
      before: { status: loan.status, outstandingCentavos: posted.before },
      after: {
        status: 'approved',
        outstandingCentavos: posted.balance,
        transactionId: posted.row.id,
        reversesId: original.id,
        amountCentavos: original.amountCentavos,
        walletCredited: isWallet,
        reason: text,
        ...(approval ? { approvalId: approval.id } : {}),
      },
    }),
    now,
    messaging: deps.config.messaging,
  });
  const receipt: PaymentReceipt = { transaction: toLoanTransaction(row, rows), receiptNumber: number, loanId: loan.id, amount: pesos(row.amountCentavos), balance: toPesos(balance), isLoanClosed: false };
  publishPosting(w, loan.userId, { wallet: isWallet });
  return { done: receipt };
}
