import { loanBalance, paymentReversedNotice, receiptNumber, SERVER_MESSAGES, toPesos, type PaymentReceipt, type ReversePayment } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { ApprovalRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { holdAboveThreshold, runAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { loadDecidableOwner } from '../users';
import { accountsOf, findLoanOf, hasAccount, isReversed, toLoanTransaction, transactionsOf } from './repayments.queries';
import { moveWallet, notify, pesos, postLoanTransaction, publishPosting, settleStatus } from './posting.service';
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
  const before = loanBalance({ accounts: accountsOf(loan, rows) }).total;
  const isWallet = original.source === 'wallet';
  const entry = isWallet
    ? (await moveWallet(w, { userId: loan.userId, amountCentavos: original.amountCentavos, kind: 'loan_payment_reversal', reason: text, actorId: actor.id, loanId: loan.id, now })).entry
    : null;
  const row = await postLoanTransaction(w, {
    loanId: loan.id,
    kind: 'reversal',
    amountCentavos: original.amountCentavos,
    reason: text,
    actorId: actor.id,
    reversesId: original.id,
    ledgerEntryId: entry?.id ?? null,
    createdAt: now.toISOString(),
  });
  rows.push(row);
  const after = accountsOf(loan, rows);
  const balance = loanBalance({ accounts: after }).total;
  const number = receiptNumber({ transactionId: original.id });
  await notify(trx, { userId: loan.userId, notice: (t) => paymentReversedNotice({ receiptNumber: number, amount: pesos(original.amountCentavos), loanId: loan.id, balance: toPesos(balance), reason: text }, t), tone: 'warning', now, messaging: deps.config.messaging });
  await settleStatus(w, { loan, accounts: after, now, messaging: deps.config.messaging });
  await appendAudit(trx, {
    actor,
    action: 'loan.payment_reversal',
    targetType: 'loan',
    targetId: loan.id,
    before: { status: loan.status, outstandingCentavos: before },
    after: {
      status: 'approved',
      outstandingCentavos: balance,
      transactionId: row.id,
      reversesId: original.id,
      amountCentavos: original.amountCentavos,
      walletCredited: isWallet,
      reason: text,
      ...(approval ? { approvalId: approval.id } : {}),
    },
    now,
  });
  const receipt: PaymentReceipt = { transaction: toLoanTransaction(row, rows), receiptNumber: number, loanId: loan.id, amount: pesos(row.amountCentavos), balance: toPesos(balance), isLoanClosed: false };
  publishPosting(w, loan.userId, { wallet: isWallet });
  return { done: receipt };
}
