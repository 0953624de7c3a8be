import { receivedAtProblem, SERVER_MESSAGES, toCentavos, type AdminPayment, type PaymentReceipt } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { ApprovalRow, UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { holdAboveThreshold, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { claimUploadedFile, confirmUploadedFile } from '../objects';
import type { ObjectStream } from '../../lib/object-store';
import { loadDecidableOwner } from '../users';
import { findChannelPayment, findLoanOf } from './repayments.queries';
import { openAccount, postByStaff, postPayment, publishPosting } from './posting.service';
import { runWrite, type Write } from '../../db/run-write';


/**
 * POST /api/admin/loans/{id}/payments: money an officer saw arrive through a
 * channel. It moves debt as surely as money, so it is gated like any money
 * action (issue 27); `approval` is the held request, replayed by its checker.
 */
export async function recordStaffPayment(deps: AppDeps, args: StaffPaymentArgs): Promise<{ done: PaymentReceipt } | { held: ApprovalRow }> {
  const { input, actor } = args;
  // The receipt photo's upload is checked (and, on S3, confirmed) before the transaction, as an ID image's is.
  const receiptTokenHash = input.receiptUploadURL ? await confirmUploadedFile(deps, { uploadURL: input.receiptUploadURL, userId: actor.id }) : undefined;
  return postByStaff(deps, (w) => recordStaffPaymentIn(w, deps, { ...args, ...(receiptTokenHash ? { receiptTokenHash } : {}) }));
}

type StaffPaymentArgs = { actor: UserRow; loanId: number; input: AdminPayment; approval?: ApprovalRow; receiptTokenHash?: string };

type ClaimedReceipt = { objectKey: string; contentType: string };

/**
 * The receipt photo of a staff payment: claimed from its upload by the maker's
 * request, before the four-eyes gate, so that a held request keeps it (in
 * what the maker saw, the approval's seen) and its checker posts it as is.
 */
async function receiptPhotoOf(trx: Db, { actor, receiptTokenHash, approval, now }: { actor: UserRow; receiptTokenHash: string | undefined; approval: ApprovalRow | undefined; now: Date }): Promise<ClaimedReceipt | null> {
  if (approval) return approval.seenJson ? ((JSON.parse(approval.seenJson) as { receipt?: ClaimedReceipt }).receipt ?? null) : null;
  if (!receiptTokenHash) return null;
  const { objectKey, contentType } = await claimUploadedFile(trx, { tokenHash: receiptTokenHash, userId: actor.id, now });
  return { objectKey, contentType };
}

export async function recordStaffPaymentIn(w: Write, deps: AppDeps, { actor, loanId, input, approval, receiptTokenHash }: StaffPaymentArgs): Promise<ActionOutcome<PaymentReceipt>> {
  const { trx } = w;
  const now = deps.clock.now();
  const problem = receivedAtProblem({ receivedAt: input.receivedAt, now });
  if (problem) throw badRequest(problem, { receivedAt: [problem] });
  const graceDays = deps.config.lateFeeGraceDays;
  const { loan, rows } = await openAccount(w, { loanId, now, graceDays, messaging: deps.config.messaging });
  await loadDecidableOwner(trx, { actor, userId: loan.userId });
  const reference = input.reference.trim();
  if (await findChannelPayment(trx, { channel: input.channel, channelPartner: null, reference })) throw conflict(SERVER_MESSAGES.duplicatePayment);
  const amountCentavos = toCentavos(input.amount);
  const receipt = await receiptPhotoOf(trx, { actor, receiptTokenHash, approval, now });
  const held = await holdAboveThreshold(trx, {
    thresholdCentavos: deps.config.makerCheckerThresholdCentavos,
    request: {
      kind: 'payment_record',
      targetType: 'loan_payment',
      targetId: loan.id,
      userId: loan.userId,
      loanId: loan.id,
      amountCentavos,
      payload: input,
      ...(receipt ? { seen: { receipt } } : {}),
      reason: `${input.channel} ${reference}`,
      actor,
      now,
    },
    approval,
  });
  if (held) return { held };
  const posted = await postPayment(w, {
    loan,
    rows,
    payment: {
      amountCentavos,
      source: input.channel,
      channelPartner: null,
      ...(receipt ? { receipt } : {}),
      externalReference: reference,
      receivedAt: new Date(input.receivedAt).toISOString(),
      actor,
      reason: null,
    },
    now,
    graceDays,
    messaging: deps.config.messaging,
  });
  publishPosting(w, loan.userId, { wallet: false });
  return { done: posted };
}

/**
 * GET /api/admin/payments/{id}/receipt-photo: the receipt an officer attached
 * to a payment, to staff who may manage its borrower; each view is audited,
 * as staff views of ID images are recorded (decision 023).
 */
export async function readReceiptPhoto(deps: AppDeps, { actor, transactionId }: { actor: UserRow; transactionId: number }): Promise<ObjectStream & { contentType: string }> {
  const row = await deps.db.selectFrom('loanTransactions').selectAll().where('id', '=', transactionId).where('kind', '=', 'repayment').executeTakeFirst();
  if (!row || row.receiptObjectKey === null || row.receiptContentType === null) throw notFound(SERVER_MESSAGES.notFound);
  const loan = await findLoanOf(deps.db, { loanId: row.loanId });
  if (!loan) throw notFound(SERVER_MESSAGES.notFound);
  await loadDecidableOwner(deps.db, { actor, userId: loan.userId });
  const stored = await deps.objects.open(row.receiptObjectKey);
  if (!stored) {
    deps.logger.warn({ transactionId }, 'receipt photo missing from the object store');
    throw notFound(SERVER_MESSAGES.notFound);
  }
  const now = deps.clock.now();
  await runWrite(deps, (w) => appendAudit(w.trx, { actor, action: 'payment.receipt_view', targetType: 'payment', targetId: row.id, after: { loanId: loan.id }, now }));
  return { ...stored, contentType: row.receiptContentType };
}
