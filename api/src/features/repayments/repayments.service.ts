import {
  abovePayoffMessage,
  checkPaymentReference,
  allocateValueDated,
  collectionChannel,
  centavos,
  coolingOff,
  lateFeeChargedNotice,
  lateFeesToCharge,
  lateFeeWaivedNotice,
  loanBalance,
  loanCancelledNotice,
  loanClosedNotice,
  NOTIFICATION_COLORS,
  nextDue,
  parseSettlementCsv,
  PAYMENT_CHANNELS,
  paidAtProblem,
  paymentReceivedNotice,
  paymentReference,
  paymentReversedNotice,
  payoffQuote,
  receiptNumber,
  receivedAtProblem,
  SERVER_MESSAGES,
  sumCentavos,
  toLoanInstallments,
  toLoanPayoffQuote,
  toCentavos,
  toPesos,
  waiveLateFee,
  type AdminPayment,
  type AssignUnmatched,
  type Centavos,
  type InstallmentAccount,
  type LoanPayoffQuote,
  type LoanTransaction,
  type Notice,
  type LoanWithAccount,
  type PaymentCallback,
  type PaymentCallbackResult,
  type PaymentReceipt,
  type ReversePayment,
  type UnmatchedReason,
  type PaymentSource,
  type SettlementCsv,
  type SettlementImportResult,
  type SettlementImportRow,
  type NotificationTexts,
  type UnmatchedPayment,
  type WaiveFee,
} from '@app/domain';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { MessagingSettings } from '../../config';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { ApprovalRow, LoanRow, LoanTransactionRow, UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/dialect';
import { directSumOf, holdAboveThreshold, holdRequest, isAboveThreshold, publishApprovalChange, recordDirectAction, runAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { claimUploadedFile, confirmUploadedFile } from '../objects';
import type { ObjectStream } from '../../lib/object-store';
import { createNotification } from '../notifications';
import { loadDecidableOwner, reservedCentavos } from '../users';
import { postLedgerEntry } from '../wallet';
import {
  accountsOf,
  datedRepaymentsOf,
  findChannelPayment,
  findLoanOf,
  hasAccount,
  insertTransaction,
  isReversed,
  linesJsonOf,
  toLoanTransaction,
  transactionsOf,
  transactionsOfMember,
  withdrawalsForCoolingOff,
} from './repayments.queries';

type AccountLoan = LoanRow & { disbursedAt: string; startDate: string };
type Actor = Pick<UserRow, 'id' | 'email'> | null;

const pesos = (amount: number) => toPesos(centavos(amount));

const TONES = {
  success: NOTIFICATION_COLORS.approve,
  info: NOTIFICATION_COLORS.approve,
  warning: NOTIFICATION_COLORS.accountIssue,
} as const;

/** A notice to the loan's borrower: already written in their language, or written here in it (issue 15). */
export async function notify(
  trx: Db,
  {
    userId,
    notice,
    tone,
    now,
    messaging,
    purpose,
  }: { userId: number; notice: Notice | ((t: NotificationTexts) => Notice); tone: keyof typeof TONES; now: Date; messaging: MessagingSettings; purpose?: 'reminder' | 'receipt' },
): Promise<void> {
  const compose = (t: NotificationTexts) => {
    const { title, message } = typeof notice === 'function' ? notice(t) : notice;
    return { title, message: message ?? '' };
  };
  await createNotification(trx, { userId, compose, type: tone, color: TONES[tone], now, messaging, ...(purpose ? { purpose } : {}) });
}

/** The accounts as they stand at `now`: late fees already due are counted even before housekeeping posts them. */
export function accountsAt({ loan, rows, now, graceDays }: { loan: AccountLoan; rows: readonly LoanTransactionRow[]; now: Date; graceDays: number }): InstallmentAccount[] {
  const accounts = accountsOf(loan, rows);
  if (loan.status !== 'approved') return accounts;
  const charges = lateFeesToCharge({ accounts, now, graceDays }).map(({ kind, installment, amount }) => ({ kind, installment, amount }));
  return charges.length === 0 ? accounts : accountsOf(loan, rows, charges);
}

/** What GET /api/loans adds to each loan: its installments, balance, payment reference and cooling-off. */
export type LoanAccountFields = Pick<LoanWithAccount, 'status' | 'installments' | 'outstanding' | 'paymentReference' | 'nextDue' | 'cancellableUntil' | 'autoPayConsentAt'>;

/** `loans`: one member's (their list, or one loan of theirs). */
export async function loanAccountFields(db: Db, { loans, now, graceDays }: { loans: readonly LoanRow[]; now: Date; graceDays: number }): Promise<Map<number, LoanAccountFields>> {
  const withAccount = new Set(loans.filter(hasAccount).map((loan) => loan.id));
  const [first] = loans;
  if (first && loans.some((loan) => loan.userId !== first.userId)) throw new Error('loanAccountFields takes the loans of one member');
  const rows = first && withAccount.size > 0 ? (await transactionsOfMember(db, first.userId)).filter((row) => withAccount.has(row.loanId)) : [];
  const withdrawals = new Map<number, Awaited<ReturnType<typeof withdrawalsForCoolingOff>>>();
  const fields = new Map<number, LoanAccountFields>();
  for (const loan of loans) {
    const status = loan.status as LoanAccountFields['status'];
    if (!hasAccount(loan)) {
      fields.set(loan.id, { status, installments: [], outstanding: 0, paymentReference: null, nextDue: null, cancellableUntil: null, autoPayConsentAt: null });
      continue;
    }
    const own = rows.filter((row) => row.loanId === loan.id);
    const accounts = accountsAt({ loan, rows: own, now, graceDays });
    const due = nextDue({ accounts, now });
    let cancellableUntil: string | null = null;
    if (loan.status === 'approved') {
      if (!withdrawals.has(loan.userId)) withdrawals.set(loan.userId, await withdrawalsForCoolingOff(db, loan.userId));
      const state = coolingOffOf({ loan, rows: own, now, withdrawals: withdrawals.get(loan.userId) ?? [] });
      cancellableUntil = state.canCancel ? state.endsAt.toISOString() : null;
    }
    fields.set(loan.id, {
      status,
      installments: toLoanInstallments({ accounts, now }),
      outstanding: toPesos(loanBalance({ accounts }).total),
      paymentReference: paymentReference({ loanId: loan.id }),
      nextDue: due ? { dueDate: due.dueDate, amount: toPesos(due.amount) } : null,
      cancellableUntil,
      autoPayConsentAt: loan.autoPayConsentAt === null ? null : new Date(loan.autoPayConsentAt).toISOString(),
    });
  }
  return fields;
}

export function coolingOffOf({ loan, rows, now, withdrawals }: { loan: AccountLoan; rows: readonly LoanTransactionRow[]; now: Date; withdrawals: Awaited<ReturnType<typeof withdrawalsForCoolingOff>> }) {
  const hasRepayments = rows.some((row) => row.kind === 'repayment' && !isReversed(row, rows));
  return coolingOff({ disbursedAt: new Date(loan.disbursedAt), startDate: loan.startDate, now, withdrawals, hasRepayments });
}

/**
 * Posts the late fees due at `now` (idempotent: an installment's fee is
 * charged once) and tells the borrower. Runs in the caller's transaction.
 */
export async function chargeLateFees(
  trx: Db,
  { loan, rows, now, graceDays, messaging }: { loan: AccountLoan; rows: LoanTransactionRow[]; now: Date; graceDays: number; messaging: MessagingSettings },
): Promise<LoanTransactionRow[]> {
  if (loan.status !== 'approved') return [];
  const charges = lateFeesToCharge({ accounts: accountsOf(loan, rows), now, graceDays });
  const posted: LoanTransactionRow[] = [];
  for (const charge of charges) {
    const row = await insertTransaction(trx, {
      loanId: loan.id,
      kind: 'late_fee',
      amountCentavos: charge.amount,
      installment: charge.installment,
      reason: `5% of ${pesos(charge.unpaid).toFixed(2)} unpaid ${graceDays} days after ${charge.dueDate}`,
      actorId: null,
      createdAt: now.toISOString(),
    });
    posted.push(row);
    await notify(trx, { userId: loan.userId, notice: (t) => lateFeeChargedNotice({ loanId: loan.id, installment: charge.installment, fee: pesos(charge.amount), graceDays }, t), tone: 'warning', now, messaging });
  }
  rows.push(...posted);
  return posted;
}

/**
 * The first approval's side of the loan account, in the approval's
 * transaction: the disbursement transaction beside its ledger entry, and,
 * for a loan recorded late, every late fee already due (issue 12).
 */
export async function recordDisbursement(
  trx: Db,
  { loan, ledgerEntryId, actor, now, graceDays, messaging }: { loan: LoanRow; ledgerEntryId: number; actor: Actor; now: Date; graceDays: number; messaging: MessagingSettings },
): Promise<void> {
  const row = await insertTransaction(trx, {
    loanId: loan.id,
    kind: 'disbursement',
    amountCentavos: loan.amountCentavos,
    reason: `Loan #${loan.id} approved, start date ${loan.startDate}`,
    actorId: actor?.id ?? null,
    ledgerEntryId,
    createdAt: now.toISOString(),
  });
  if (hasAccount(loan)) await chargeLateFees(trx, { loan, rows: [row], now, graceDays, messaging });
}

export async function openAccount(trx: Db, { loanId, userId, now, graceDays, messaging }: { loanId: number; userId?: number; now: Date; graceDays: number; messaging: MessagingSettings }) {
  const loan = await findLoanOf(trx, { loanId, ...(userId !== undefined ? { userId } : {}) });
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  if (!hasAccount(loan) || loan.status !== 'approved') throw conflict(SERVER_MESSAGES.loanNotRepayable);
  const rows = await transactionsOf(trx, [loan.id]);
  await chargeLateFees(trx, { loan, rows, now, graceDays, messaging });
  return { loan, rows };
}

/** GET /api/loans/{id}/payoff: what closes the borrower's loan today (DEPARTURES 11). */
export async function payoffOf(deps: AppDeps, { user, loanId }: { user: UserRow; loanId: number }): Promise<LoanPayoffQuote> {
  const now = deps.clock.now();
  const loan = await findLoanOf(deps.db, { loanId, userId: user.id });
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  if (!hasAccount(loan) || loan.status !== 'approved') throw conflict(SERVER_MESSAGES.loanNotRepayable);
  const rows = await transactionsOf(deps.db, [loan.id]);
  const quote = payoffQuote({ accounts: accountsAt({ loan, rows, now, graceDays: deps.config.lateFeeGraceDays }), now });
  return toLoanPayoffQuote({ loanId: loan.id, quote });
}

type Payment = {
  amountCentavos: number;
  source: PaymentSource;
  /** The collection partner under `source`, if any (issue 27). */
  channelPartner: string | null;
  /** Staff payments: the receipt's photo, claimed from its upload. */
  receipt?: { objectKey: string; contentType: string };
  externalReference: string | null;
  receivedAt: string | null;
  actor: Actor;
  reason: string | null;
};

/** A loan whose balance reached 0 is `closed` and the borrower told; one reopened by a reversal is `approved` again. */
async function settleStatus(trx: Db, { loan, accounts, now, messaging }: { loan: AccountLoan; accounts: InstallmentAccount[]; now: Date; messaging: MessagingSettings }): Promise<boolean> {
  const isClosed = loanBalance({ accounts }).total === 0;
  const status = isClosed ? 'closed' : 'approved';
  if (status === loan.status) return isClosed;
  await trx.updateTable('loans').set({ status, updatedAt: now.toISOString() }).where('id', '=', loan.id).execute();
  if (isClosed) {
    await notify(trx, { userId: loan.userId, notice: (t) => loanClosedNotice({ loanId: loan.id }, t), tone: 'success', now, messaging });
  }
  return isClosed;
}

/**
 * The posting rule applied on the payment's value date: the day the channel
 * received it (issue 27, item 9); wallet payments are received when posted.
 */
function allocationOf({ loan, rows, payment, now, graceDays }: { loan: AccountLoan; rows: readonly LoanTransactionRow[]; payment: Pick<Payment, 'amountCentavos' | 'receivedAt'>; now: Date; graceDays: number }) {
  return allocateValueDated({
    accounts: accountsOf(loan, rows),
    amount: centavos(payment.amountCentavos),
    now,
    valueDate: payment.receivedAt === null ? now : new Date(payment.receivedAt),
    repayments: datedRepaymentsOf(rows),
    graceDays,
  });
}

/**
 * The one posting rule for money coming in, whichever way (decision 013):
 * allocation by the domain, a transaction with its lines, the receipt
 * notification, closure when paid in full, and the audit entry. Runs in the
 * caller's write transaction; `beforePosting` moves the wallet, if it pays.
 */
async function postPayment(
  trx: Db,
  {
    loan,
    rows,
    payment,
    now,
    graceDays,
    messaging,
    beforePosting,
  }: { loan: AccountLoan; rows: LoanTransactionRow[]; payment: Payment; now: Date; graceDays: number; messaging: MessagingSettings; beforePosting?: () => Promise<number | null> },
): Promise<PaymentReceipt> {
  const accounts = accountsOf(loan, rows);
  const allocation = allocationOf({ loan, rows, payment, now, graceDays });
  if (!allocation.ok) {
    if (allocation.reason === 'above_payoff') throw conflict(abovePayoffMessage({ payoff: toPesos(allocation.payoff.amount) }), 'above_payoff');
    throw badRequest(SERVER_MESSAGES.validation, { amount: [SERVER_MESSAGES.loanNotRepayable] });
  }
  const ledgerEntryId = beforePosting ? await beforePosting() : null;
  const row = await insertTransaction(trx, {
    loanId: loan.id,
    kind: 'repayment',
    amountCentavos: centavos(payment.amountCentavos),
    linesJson: linesJsonOf(allocation.posting),
    source: payment.source,
    channelPartner: payment.channelPartner,
    receiptObjectKey: payment.receipt?.objectKey ?? null,
    receiptContentType: payment.receipt?.contentType ?? null,
    externalReference: payment.externalReference,
    receivedAt: payment.receivedAt,
    reason: payment.reason,
    actorId: payment.actor?.id ?? null,
    ledgerEntryId,
    createdAt: now.toISOString(),
  });
  rows.push(row);
  const after = accountsOf(loan, rows);
  const balance = loanBalance({ accounts: after }).total;
  const number = receiptNumber({ transactionId: row.id });
  await notify(trx, { userId: loan.userId, notice: (t) => paymentReceivedNotice({ receiptNumber: number, amount: pesos(row.amountCentavos), loanId: loan.id, balance: toPesos(balance) }, t), tone: 'success', now, messaging, purpose: 'receipt' });
  const isLoanClosed = await settleStatus(trx, { loan, accounts: after, now, messaging });
  await appendAudit(trx, {
    actor: payment.actor,
    action: 'loan.payment',
    targetType: 'loan',
    targetId: loan.id,
    before: { status: loan.status, outstandingCentavos: loanBalance({ accounts }).total },
    after: {
      status: isLoanClosed ? 'closed' : 'approved',
      outstandingCentavos: balance,
      transactionId: row.id,
      receiptNumber: number,
      amountCentavos: row.amountCentavos,
      source: row.source,
      externalReference: row.externalReference,
      receivedAt: row.receivedAt,
      lateFeesNotDueCentavos: sumCentavos((allocation.posting.lateFeesNotDue ?? []).map((line) => line.lateFee)),
    },
    now,
  });
  return { transaction: toLoanTransaction(row, rows), receiptNumber: number, loanId: loan.id, amount: pesos(row.amountCentavos), balance: toPesos(balance), isLoanClosed };
}

export function publishPosting(deps: Pick<AppDeps, 'live'>, userId: number, { wallet }: { wallet: boolean }): void {
  deps.live.publish({ type: 'loan_updated', userId });
  deps.live.publish({ type: 'notification_created', userId });
  if (wallet) deps.live.publish({ type: 'wallet_updated', userId });
}

/**
 * Staff posting money a channel received (recorded, or assigned from the
 * unmatched queue): one write transaction, which may hold the request for a
 * second officer instead (issue 27); the same channel transaction posted
 * meanwhile by another way is refused as already posted.
 */
async function postByStaff(deps: AppDeps, post: (trx: Db) => Promise<ActionOutcome<PaymentReceipt>>): Promise<{ done: PaymentReceipt } | { held: ApprovalRow }> {
  try {
    return await runAction(deps, post);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.duplicatePayment);
    throw error;
  }
}

/** A payment out of the borrower's wallet: by the borrower (PAY FROM WALLET), or by housekeeping on a due date as they asked (issue 28). */
export type WalletPayment = { amountCentavos: number; actor: Actor; externalReference: string | null; reason: string | null };

/**
 * The one wallet payment, in the caller's write transaction: the posting
 * rule (postPayment), and the rules of withdrawals: never more than the
 * balance less what open withdrawal requests reserve, checked under the
 * write lock so a withdrawal racing the payment cannot overdraw with it.
 */
export async function payFromWalletIn(
  trx: Db,
  { loan, rows, payment, now, graceDays, messaging }: { loan: AccountLoan; rows: LoanTransactionRow[]; payment: WalletPayment; now: Date; graceDays: number; messaging: MessagingSettings },
): Promise<PaymentReceipt> {
  const { amountCentavos, actor, externalReference, reason } = payment;
  return postPayment(trx, {
    loan,
    rows,
    payment: { amountCentavos, source: 'wallet', channelPartner: null, externalReference, receivedAt: null, actor, reason },
    now,
    graceDays,
    messaging,
    beforePosting: async () => {
      const owner = await trx.selectFrom('users').select('walletBalanceCentavos').where('id', '=', loan.userId).executeTakeFirstOrThrow();
      const available = owner.walletBalanceCentavos - (await reservedCentavos(trx, { userId: loan.userId, nowIso: now.toISOString() }));
      if (amountCentavos > available) throw conflict(SERVER_MESSAGES.paymentExceedsBalance);
      const { entry } = await postLedgerEntry(trx, { userId: loan.userId, amountCentavos: centavos(-amountCentavos), kind: 'loan_payment', reason: `Payment on loan #${loan.id}`, actorId: actor?.id ?? null, loanId: loan.id, now });
      return entry.id;
    },
  });
}

/** POST /api/loans/{id}/pay: the borrower pays from the wallet. */
export async function payFromWallet(deps: AppDeps, { user, loanId, amount }: { user: UserRow; loanId: number; amount: number }): Promise<PaymentReceipt> {
  const now = deps.clock.now();
  const graceDays = deps.config.lateFeeGraceDays;
  const receipt = await deps.db.transaction().execute(async (trx) => {
    const { loan, rows } = await openAccount(trx, { loanId, userId: user.id, now, graceDays, messaging: deps.config.messaging });
    return payFromWalletIn(trx, { loan, rows, payment: { amountCentavos: toCentavos(amount), actor: user, externalReference: null, reason: null }, now, graceDays, messaging: deps.config.messaging });
  });
  publishPosting(deps, user.id, { wallet: true });
  return receipt;
}

/**
 * POST /api/admin/loans/{id}/payments: money an officer saw arrive through a
 * channel. It moves debt as surely as money, so it is gated like any money
 * action (issue 27); `approval` is the held request, replayed by its checker.
 */
export async function recordStaffPayment(deps: AppDeps, args: StaffPaymentArgs): Promise<{ done: PaymentReceipt } | { held: ApprovalRow }> {
  const { input, actor } = args;
  // The receipt photo's upload is checked (and, on S3, confirmed) before the transaction, as an ID image's is.
  const receiptTokenHash = input.receiptUploadURL ? await confirmUploadedFile(deps, { uploadURL: input.receiptUploadURL, userId: actor.id }) : undefined;
  return postByStaff(deps, (trx) => recordStaffPaymentIn(trx, deps, { ...args, ...(receiptTokenHash ? { receiptTokenHash } : {}) }));
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

export async function recordStaffPaymentIn(trx: Db, deps: AppDeps, { actor, loanId, input, approval, receiptTokenHash }: StaffPaymentArgs): Promise<ActionOutcome<PaymentReceipt>> {
  const now = deps.clock.now();
  const problem = receivedAtProblem({ receivedAt: input.receivedAt, now });
  if (problem) throw badRequest(problem, { receivedAt: [problem] });
  const graceDays = deps.config.lateFeeGraceDays;
  const { loan, rows } = await openAccount(trx, { loanId, now, graceDays, messaging: deps.config.messaging });
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
  const posted = await postPayment(trx, {
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
  return { done: posted, publish: () => publishPosting(deps, loan.userId, { wallet: false }) };
}

/**
 * POST /api/admin/loans/{id}/waive-fee: what is unpaid of one installment's
 * late fee, with a reason (audited). Erasing debt is gated like moving money
 * (issue 27); `approval` is the held request, replayed by its checker.
 */
export async function waiveFee(deps: AppDeps, args: WaiverArgs): Promise<{ done: LoanAccountFields } | { held: ApprovalRow }> {
  const outcome = await runAction(deps, (trx) => waiveFeeIn(trx, deps, args));
  if ('held' in outcome) return outcome;
  return { done: (await loanAccountFields(deps.db, { loans: [outcome.done], now: deps.clock.now(), graceDays: deps.config.lateFeeGraceDays })).get(outcome.done.id) as LoanAccountFields };
}

type WaiverArgs = { actor: UserRow; loanId: number; input: WaiveFee; approval?: ApprovalRow };

export async function waiveFeeIn(trx: Db, deps: AppDeps, { actor, loanId, input, approval }: WaiverArgs): Promise<ActionOutcome<LoanRow>> {
  const now = deps.clock.now();
  const { loan, rows } = await openAccount(trx, { loanId, now, graceDays: deps.config.lateFeeGraceDays, messaging: deps.config.messaging });
  await loadDecidableOwner(trx, { actor, userId: loan.userId });
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
  const row = await insertTransaction(trx, {
    loanId: loan.id,
    kind: 'waiver',
    amountCentavos: waiver.posting.amount,
    installment: input.installment,
    reason,
    actorId: actor.id,
    createdAt: now.toISOString(),
  });
  rows.push(row);
  const after = accountsOf(loan, rows);
  await notify(trx, { userId: loan.userId, notice: (t) => lateFeeWaivedNotice({ loanId: loan.id, installment: input.installment, fee: pesos(row.amountCentavos) }, t), tone: 'info', now, messaging: deps.config.messaging });
  await settleStatus(trx, { loan, accounts: after, now, messaging: deps.config.messaging });
  await appendAudit(trx, {
    actor,
    action: 'loan.waive_fee',
    targetType: 'loan',
    targetId: loan.id,
    before: { outstandingCentavos: loanBalance({ accounts: accountsOf(loan, rows.slice(0, -1)) }).total },
    after: {
      outstandingCentavos: loanBalance({ accounts: after }).total,
      transactionId: row.id,
      installment: input.installment,
      amountCentavos: row.amountCentavos,
      reason,
      ...(approval ? { approvalId: approval.id } : {}),
    },
    now,
  });
  const publish = () => {
    deps.live.publish({ type: 'loan_updated', userId: loan.userId });
    deps.live.publish({ type: 'notification_created', userId: loan.userId });
  };
  return { done: (await findLoanOf(trx, { loanId })) as LoanRow, publish };
}

/**
 * POST /api/admin/payments/{id}/reverse: undoes one repayment with the
 * original's own lines (a reversed payoff owes its forgiven interest again).
 * Money that came from the wallet goes back to it; money from a channel
 * only reopens the account (returning it is the channel's business).
 */
export async function reversePayment(deps: AppDeps, args: ReversalArgs): Promise<{ done: PaymentReceipt } | { held: ApprovalRow }> {
  return runAction(deps, (trx) => reversePaymentIn(trx, deps, args));
}

type ReversalArgs = { actor: UserRow; transactionId: number; input: ReversePayment; approval?: ApprovalRow };

/** The reversal inside the caller's transaction; one of more than MAKER_CHECKER_THRESHOLD waits for a second staff member (issue 15). */
export async function reversePaymentIn(trx: Db, deps: AppDeps, { actor, transactionId, input, approval }: ReversalArgs): Promise<ActionOutcome<PaymentReceipt>> {
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
    ? (await postLedgerEntry(trx, { userId: loan.userId, amountCentavos: original.amountCentavos, kind: 'loan_payment_reversal', reason: text, actorId: actor.id, loanId: loan.id, now })).entry
    : null;
  const row = await insertTransaction(trx, {
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
  await settleStatus(trx, { loan, accounts: after, now, messaging: deps.config.messaging });
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
  return { done: receipt, publish: () => publishPosting(deps, loan.userId, { wallet: isWallet }) };
}

const COOLING_OFF_REFUSALS = {
  period_over: SERVER_MESSAGES.coolingOffOver,
  withdrawal_requested: SERVER_MESSAGES.coolingOffWithdrawal,
  payment_made: SERVER_MESSAGES.coolingOffPaid,
} as const;

/**
 * POST /api/loans/{id}/cancel: cooling-off (RA 11765, DEPARTURES 11). The
 * disbursement is reversed in full from the wallet, nothing is charged, and
 * the loan is `cancelled`.
 */
export async function cancelLoan(deps: AppDeps, { user, loanId }: { user: UserRow; loanId: number }): Promise<LoanRow> {
  const now = deps.clock.now();
  const loan = await deps.db.transaction().execute(async (trx) => {
    const loan = await findLoanOf(trx, { loanId, userId: user.id });
    if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
    if (!hasAccount(loan) || loan.status !== 'approved') throw conflict(SERVER_MESSAGES.loanNotRepayable);
    const rows = await transactionsOf(trx, [loan.id]);
    const state = coolingOffOf({ loan, rows, now, withdrawals: await withdrawalsForCoolingOff(trx, user.id) });
    if (!state.canCancel) throw conflict(COOLING_OFF_REFUSALS[state.reason]);
    const disbursement = rows.find((row) => row.kind === 'disbursement');
    if (!disbursement) throw conflict(SERVER_MESSAGES.loanNotRepayable);
    const { entry } = await postLedgerEntry(trx, { userId: user.id, amountCentavos: centavos(-disbursement.amountCentavos), kind: 'loan_cancellation', reason: `Loan #${loan.id} cancelled (cooling-off)`, actorId: user.id, loanId: loan.id, now });
    await insertTransaction(trx, {
      loanId: loan.id,
      kind: 'reversal',
      amountCentavos: disbursement.amountCentavos,
      reason: 'Cancelled within the cooling-off period',
      actorId: user.id,
      reversesId: disbursement.id,
      ledgerEntryId: entry.id,
      createdAt: now.toISOString(),
    });
    await trx.updateTable('loans').set({ status: 'cancelled', updatedAt: now.toISOString() }).where('id', '=', loan.id).execute();
    await notify(trx, { userId: user.id, notice: (t) => loanCancelledNotice({ loanId: loan.id, amount: pesos(disbursement.amountCentavos) }, t), tone: 'info', now, messaging: deps.config.messaging });
    await appendAudit(trx, {
      actor: user,
      action: 'loan.cancel',
      targetType: 'loan',
      targetId: loan.id,
      before: { status: loan.status, disbursedAt: loan.disbursedAt },
      after: { status: 'cancelled', reversedCentavos: disbursement.amountCentavos },
      now,
    });
    return (await findLoanOf(trx, { loanId })) as LoanRow;
  });
  publishPosting(deps, user.id, { wallet: true });
  return loan;
}

/** A loan's transactions as the back office lists them, oldest first. */
export async function loanTransactionsOf(db: Db, loanId: number): Promise<LoanTransaction[]> {
  const rows = await transactionsOf(db, [loanId]);
  return rows.map((row) => toLoanTransaction(row, rows));
}

/** GET /api/loans/{id}/transactions: the borrower's own loan only; anyone else's is not found. */
export async function ownLoanTransactions(deps: AppDeps, { user, loanId }: { user: UserRow; loanId: number }): Promise<LoanTransaction[]> {
  const loan = await findLoanOf(deps.db, { loanId, userId: user.id });
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  return loanTransactionsOf(deps.db, loan.id);
}

/** The receipt of a posting already made: its balance is the loan's just after it. */
export function receiptOf(row: LoanTransactionRow, loan: AccountLoan, rows: readonly LoanTransactionRow[]): PaymentReceipt {
  const upTo = rows.filter((other) => other.id <= row.id);
  const balance = loanBalance({ accounts: accountsOf(loan, upTo) }).total;
  const number = receiptNumber({ transactionId: row.id });
  return { transaction: toLoanTransaction(row, rows), receiptNumber: number, loanId: loan.id, amount: pesos(row.amountCentavos), balance: toPesos(balance), isLoanClosed: balance === 0 };
}

async function postedEarlier(trx: Db, { channel, channelPartner, transactionId }: { channel: string; channelPartner: string | null; transactionId: string }): Promise<PaymentCallbackResult | null> {
  const original = await findChannelPayment(trx, { channel, channelPartner, reference: transactionId });
  if (!original) return null;
  const loan = (await findLoanOf(trx, { loanId: original.loanId })) as AccountLoan;
  return { status: 'duplicate', receipt: receiptOf(original, loan, await transactionsOf(trx, [loan.id])) };
}

const UNMATCHED_MESSAGES: Record<Exclude<UnmatchedReason, 'invalid_row' | 'above_payoff'>, string> = {
  invalid_reference: SERVER_MESSAGES.invalidReference,
  unknown_reference: SERVER_MESSAGES.unknownReference,
  loan_not_open: SERVER_MESSAGES.loanNotRepayable,
};

type Incoming = {
  origin: 'settlement' | 'callback';
  line: number | null;
  reference: string;
  amountCentavos: Centavos;
  paidAt: string;
  transactionId: string;
  channel: PaymentSource;
  channelPartner: string | null;
};
/** What is held: a settlement row that failed validation may lack an amount, a date or a channel. */
type Held = Omit<Incoming, 'amountCentavos' | 'paidAt' | 'channel'> & { amountCentavos: Centavos | null; paidAt: string | null; channel: string | null };

/**
 * Money that names no open loan, or more than its payoff, is held for an
 * officer; once per channel transaction (a row without a channel: once per
 * transaction id and reference).
 */
async function holdUnmatched(trx: Db, { incoming, reason, message, now }: { incoming: Held; reason: UnmatchedReason; message: string; now: Date }): Promise<PaymentCallbackResult> {
  let query = trx.selectFrom('unmatchedPayments').select(['reason', 'message']).where('transactionId', '=', incoming.transactionId);
  query =
    incoming.channel === null
      ? query.where('channel', 'is', null).where('reference', '=', incoming.reference)
      : query.where('channel', '=', incoming.channel).where(sql<string>`coalesce(channel_partner, '')`, '=', incoming.channelPartner ?? '');
  const held = await query.executeTakeFirst();
  if (held) return { status: 'unmatched', reason: held.reason as UnmatchedReason, message: held.message };
  await trx.insertInto('unmatchedPayments').values({ ...incoming, reason, message, createdAt: now.toISOString(), assignedLoanId: null, assignedTransactionId: null }).execute();
  return { status: 'unmatched', reason, message };
}

/**
 * Money a channel reports (gateway callback; settlement rows use the same
 * path): matched by payment reference and posted by the one rule, or held as
 * unmatched. Idempotent on the channel's transaction id: a repeat answers
 * with the original posting and posts nothing. In the caller's transaction;
 * `userId` is the member whose loan it paid, if posted.
 */
async function receiveIncomingIn(trx: Db, deps: AppDeps, incoming: Incoming): Promise<{ result: PaymentCallbackResult; userId: number | null }> {
  const now = deps.clock.now();
  const graceDays = deps.config.lateFeeGraceDays;
  const earlier = await postedEarlier(trx, incoming);
  if (earlier) return { result: earlier, userId: null };
  const check = checkPaymentReference({ reference: incoming.reference });
  const unmatched = (reason: keyof typeof UNMATCHED_MESSAGES) => holdUnmatched(trx, { incoming, reason, message: UNMATCHED_MESSAGES[reason], now }).then((result) => ({ result, userId: null }));
  if (check.status === 'invalid') return unmatched('invalid_reference');
  const loan = await findLoanOf(trx, { loanId: check.loanId });
  if (!loan) return unmatched('unknown_reference');
  if (!hasAccount(loan) || loan.status !== 'approved') return unmatched('loan_not_open');
  const rows = await transactionsOf(trx, [loan.id]);
  await chargeLateFees(trx, { loan, rows, now, graceDays, messaging: deps.config.messaging });
  const payment: Payment = { amountCentavos: incoming.amountCentavos, source: incoming.channel, channelPartner: incoming.channelPartner, externalReference: incoming.transactionId, receivedAt: incoming.paidAt, actor: null, reason: null };
  const allocation = allocationOf({ loan, rows, payment, now, graceDays });
  if (!allocation.ok && allocation.reason === 'above_payoff') {
    const result = await holdUnmatched(trx, { incoming, reason: 'above_payoff', message: abovePayoffMessage({ payoff: toPesos(allocation.payoff.amount) }), now });
    return { result, userId: null };
  }
  const receipt = await postPayment(trx, { loan, rows, payment, now, graceDays, messaging: deps.config.messaging });
  return { result: { status: 'posted', receipt } as PaymentCallbackResult, userId: loan.userId };
}

/** One channel payment in its own write transaction, its live events once committed. */
async function receiveIncoming(deps: AppDeps, incoming: Incoming): Promise<PaymentCallbackResult> {
  const run = () => deps.db.transaction().execute((trx) => receiveIncomingIn(trx, deps, incoming));
  try {
    const { result, userId } = await run();
    if (userId !== null) publishPosting(deps, userId, { wallet: false });
    return result;
  } catch (error) {
    // The same transaction arriving twice at once: the second finds the first's posting.
    if (isUniqueViolation(error)) return (await run()).result;
    throw error;
  }
}

type IncomingInput = Pick<PaymentCallback, 'reference' | 'amount' | 'paidAt' | 'transactionId' | 'channel' | 'partner'>;

function incomingOf({ origin, line, input }: { origin: Incoming['origin']; line: number | null; input: IncomingInput }): Incoming {
  return {
    origin,
    line,
    reference: input.reference.trim(),
    amountCentavos: toCentavos(input.amount),
    paidAt: new Date(input.paidAt).toISOString(),
    transactionId: input.transactionId.trim(),
    channel: input.channel,
    channelPartner: input.partner,
  };
}

/** POST /api/payments/callback, once its signature was checked. */
export async function receiveCallback(deps: AppDeps, input: PaymentCallback): Promise<PaymentCallbackResult> {
  const problem = paidAtProblem({ paidAt: input.paidAt, now: deps.clock.now() });
  if (problem) throw badRequest(problem, { paidAt: [problem] });
  return receiveIncoming(deps, incomingOf({ origin: 'callback', line: null, input }));
}

type SettlementLine = Extract<SettlementCsv, { ok: true }>['lines'][number];

/** A row that failed validation is held as read, with its problems as the reason. */
function heldInvalidRow(line: Extract<SettlementLine, { ok: false }>): Held {
  const { values } = line;
  const label = values.channel?.trim() ?? '';
  const channel = label === '' ? null : collectionChannel({ label });
  return {
    origin: 'settlement',
    line: line.line,
    reference: values.reference?.trim() ?? '',
    amountCentavos: null,
    paidAt: null,
    transactionId: values.transaction_id?.trim() ?? '',
    channel: channel?.channel ?? null,
    channelPartner: channel?.partner ?? null,
  };
}

async function holdInvalidRow(deps: AppDeps, line: Extract<SettlementLine, { ok: false }>): Promise<PaymentCallbackResult> {
  const now = deps.clock.now();
  const run = () => deps.db.transaction().execute((trx) => holdUnmatched(trx, { incoming: heldInvalidRow(line), reason: 'invalid_row', message: line.errors.join('; '), now }));
  try {
    return await run();
  } catch (error) {
    // The same row held by an import running at the same time.
    if (isUniqueViolation(error)) return run();
    throw error;
  }
}

/** A row paid after now is held like a row that fails validation: its date is wrong, not its money. */
function inTheFuture(line: SettlementLine, now: Date): SettlementLine {
  if (!line.ok) return line;
  const problem = paidAtProblem({ paidAt: line.row.paidAt, now });
  if (!problem) return line;
  const { row } = line;
  const values = { reference: row.reference, amount: String(row.amount), paid_at: row.paidAt, transaction_id: row.transactionId, channel: row.channel };
  return { line: line.line, ok: false, errors: [problem], values };
}

function importRowOf(line: number, result: PaymentCallbackResult): SettlementImportRow {
  if (result.status === 'unmatched') return { line, status: 'unmatched', loanId: null, receiptNumber: null, reason: result.reason, message: result.message };
  return { line, status: result.status, loanId: result.receipt.loanId, receiptNumber: result.receipt.receiptNumber, reason: null, message: null };
}

/** What a held settlement file keeps to be replayed: the file as sent. */
export const SettlementImportPayloadSchema = v.strictObject({ text: v.string() });
type SettlementImportPayload = v.InferOutput<typeof SettlementImportPayloadSchema>;

/**
 * What a file would post, by member: the rows with a valid reference to an
 * open loan that were not posted before. Rows that would be held as
 * unmatched move nothing now (assigning them later is gated on its own).
 * A few reads for the whole file, whatever its length.
 */
async function settlementAmountsByMember(trx: Db, lines: readonly SettlementLine[]): Promise<Map<number, number>> {
  const candidates = lines.flatMap((line) => {
    if (!line.ok) return [];
    const incoming = incomingOf({ origin: 'settlement', line: line.line, input: line.row });
    const check = checkPaymentReference({ reference: incoming.reference });
    return check.status === 'invalid' ? [] : [{ incoming, loanId: check.loanId }];
  });
  const loanIds = [...new Set(candidates.map((candidate) => candidate.loanId))];
  const loans = await inChunks(loanIds, (ids) => trx.selectFrom('loans').selectAll().where('id', 'in', ids).where('deletedAt', 'is', null).execute());
  const open = new Map(loans.filter((loan) => hasAccount(loan) && loan.status === 'approved').map((loan) => [loan.id, loan.userId]));
  const payable = candidates.filter((candidate) => open.has(candidate.loanId));
  const transactionIds = [...new Set(payable.map((candidate) => candidate.incoming.transactionId))];
  const posted = await inChunks(transactionIds, (ids) =>
    trx.selectFrom('loanTransactions').select(['source', 'externalReference']).where('kind', '=', 'repayment').where('externalReference', 'in', ids).execute(),
  );
  const isPosted = new Set(posted.map((row) => `${row.source} ${row.externalReference}`));
  const byMember = new Map<number, number>();
  for (const { incoming, loanId } of payable) {
    if (isPosted.has(`${incoming.channel} ${incoming.transactionId}`)) continue;
    const userId = open.get(loanId)!;
    byMember.set(userId, (byMember.get(userId) ?? 0) + incoming.amountCentavos);
  }
  return byMember;
}

/** A read by a list of values, a thousand at a time: both stores cap the parameters of one statement. */
async function inChunks<T, R>(values: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < values.length; start += 1000) rows.push(...(await read(values.slice(start, start + 1000))));
  return rows;
}

/** One pending request per file: a file sent again while it waits is refused as already pending. */
function settlementTargetId(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) & 0x7fffffff;
}

/**
 * The four-eyes gate of a settlement file (issue 27, decision 033): a file
 * an officer uploads is as good as payments they record, so the whole file
 * waits for a second officer when its total, or for any member it pays the
 * officer's direct 24-hour sum with this file's rows for that member, is
 * above the threshold. Otherwise each member's rows count towards the
 * officer's sum, here, in one write transaction (serialised, so two files
 * at once cannot both slip under).
 */
async function gateSettlement(trx: Db, deps: AppDeps, { actor, text, lines }: { actor: UserRow; text: string; lines: readonly SettlementLine[] }): Promise<ApprovalRow | null> {
  const now = deps.clock.now();
  const thresholdCentavos = deps.config.makerCheckerThresholdCentavos;
  const byMember = await settlementAmountsByMember(trx, lines);
  const total = [...byMember.values()].reduce((sum, amount) => sum + amount, 0);
  let isAbove = isAboveThreshold({ thresholdCentavos, amountCentavos: total, directSumCentavos: 0 });
  for (const [userId, amountCentavos] of byMember) {
    if (isAbove) break;
    isAbove = isAboveThreshold({ thresholdCentavos, amountCentavos, directSumCentavos: thresholdCentavos > 0 ? await directSumOf(trx, { actorId: actor.id, userId, now }) : 0 });
  }
  if (isAbove) {
    const [first] = [...byMember.entries()].sort((a, b) => b[1] - a[1]);
    return holdRequest(trx, {
      kind: 'settlement_import',
      targetType: 'settlement',
      targetId: settlementTargetId(text),
      userId: first![0],
      loanId: null,
      amountCentavos: centavos(total),
      payload: { text } satisfies SettlementImportPayload,
      reason: `Settlement file of ${lines.length} rows`,
      actor,
      now,
    });
  }
  for (const [userId, amountCentavos] of byMember) await recordDirectAction(trx, { actorId: actor.id, userId, kind: 'settlement_import', amountCentavos, now });
  return null;
}

function resultOf(rows: SettlementImportRow[]): SettlementImportResult {
  const count = (status: SettlementImportRow['status']) => rows.filter((row) => row.status === status).length;
  return { posted: count('posted'), duplicates: count('duplicate'), unmatched: count('unmatched'), rows };
}

async function auditImport(trx: Db, { actor, result, approval, now }: { actor: UserRow; result: SettlementImportResult; approval?: ApprovalRow | undefined; now: Date }): Promise<void> {
  await appendAudit(trx, {
    actor,
    action: 'payments.import',
    targetType: 'settlement',
    targetId: null,
    after: { rows: result.rows.length, posted: result.posted, duplicates: result.duplicates, unmatched: result.unmatched, ...(approval ? { approvalId: approval.id } : {}) },
    now,
  });
}

/**
 * POST /api/admin/payments/import: a collection partner's settlement file.
 * First the four-eyes gate on the whole file; then each row goes the
 * callback's way (matched by reference, posted by the one rule or held), one
 * transaction per row, so a file imported twice, even at once, posts each
 * channel transaction once. Audited once per import.
 */
export async function importSettlement(deps: AppDeps, { actor, text }: { actor: UserRow; text: string }): Promise<{ done: SettlementImportResult } | { held: ApprovalRow }> {
  const parsed = parseSettlementCsv({ text });
  if (!parsed.ok) throw badRequest(parsed.message);
  const held = await deps.db.transaction().execute((trx) => gateSettlement(trx, deps, { actor, text, lines: parsed.lines }));
  if (held) {
    publishApprovalChange(deps, held);
    return { held };
  }
  const rows: SettlementImportRow[] = [];
  for (const parsedLine of parsed.lines) {
    const line = inTheFuture(parsedLine, deps.clock.now());
    const result = line.ok ? await receiveIncoming(deps, incomingOf({ origin: 'settlement', line: line.line, input: line.row })) : await holdInvalidRow(deps, line);
    rows.push(importRowOf(line.line, result));
  }
  const result = resultOf(rows);
  const now = deps.clock.now();
  await deps.db.transaction().execute((trx) => auditImport(trx, { actor, result, now }));
  return { done: result };
}

/** A held file approved: every row in the checker's transaction, as the checker. */
export async function importSettlementIn(trx: Db, deps: AppDeps, { actor, input, approval }: { actor: UserRow; input: SettlementImportPayload; approval: ApprovalRow }): Promise<ActionOutcome<SettlementImportResult>> {
  const parsed = parseSettlementCsv({ text: input.text });
  if (!parsed.ok) throw badRequest(parsed.message);
  const now = deps.clock.now();
  const rows: SettlementImportRow[] = [];
  const paid = new Set<number>();
  for (const line of parsed.lines) {
    if (line.ok) {
      const { result, userId } = await receiveIncomingIn(trx, deps, incomingOf({ origin: 'settlement', line: line.line, input: line.row }));
      if (userId !== null) paid.add(userId);
      rows.push(importRowOf(line.line, result));
    } else {
      rows.push(importRowOf(line.line, await holdUnmatched(trx, { incoming: heldInvalidRow(line), reason: 'invalid_row', message: line.errors.join('; '), now })));
    }
  }
  const result = resultOf(rows);
  await auditImport(trx, { actor, result, approval, now });
  return { done: result, publish: () => paid.forEach((userId) => publishPosting(deps, userId, { wallet: false })) };
}

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
  return postByStaff(deps, (trx) => assignUnmatchedIn(trx, deps, args));
}

type AssignArgs = { actor: UserRow; id: number; input: AssignUnmatched; approval?: ApprovalRow };

export async function assignUnmatchedIn(trx: Db, deps: AppDeps, { actor, id, input, approval }: AssignArgs): Promise<ActionOutcome<PaymentReceipt>> {
  const now = deps.clock.now();
  const held = await trx.selectFrom('unmatchedPayments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!held) throw notFound(SERVER_MESSAGES.unmatchedNotFound);
  if (held.assignedLoanId !== null) throw conflict(SERVER_MESSAGES.unmatchedAlreadyAssigned);
  const { amountCentavos, paidAt, channel } = held;
  if (amountCentavos === null || paidAt === null || !isPaymentChannel(channel)) throw conflict(SERVER_MESSAGES.unmatchedNotAssignable);
  const { loan, rows } = await openAccount(trx, { loanId: input.loanId, now, graceDays: deps.config.lateFeeGraceDays, messaging: deps.config.messaging });
  await loadDecidableOwner(trx, { actor, userId: loan.userId });
  const reason = `Assigned from unmatched payment #${held.id}`;
  const request = await holdAboveThreshold(trx, {
    thresholdCentavos: deps.config.makerCheckerThresholdCentavos,
    request: { kind: 'unmatched_assign', targetType: 'unmatched', targetId: held.id, userId: loan.userId, loanId: loan.id, amountCentavos, payload: input, reason: `${reason} to loan #${loan.id}`, actor, now },
    approval,
  });
  if (request) return { held: request };
  const receipt = await postPayment(trx, {
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
  return { done: receipt, publish: () => publishPosting(deps, loan.userId, { wallet: false }) };
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
  await deps.db.transaction().execute((trx) => appendAudit(trx, { actor, action: 'payment.receipt_view', targetType: 'payment', targetId: row.id, after: { loanId: loan.id }, now }));
  return { ...stored, contentType: row.receiptContentType };
}
