import { abovePayoffMessage, allocateValueDated, centavos, lateFeeChargedNotice, lateFeesToCharge, loanBalance, loanClosedNotice, NOTIFICATION_COLORS, paidOutLoanDst, paymentReceivedNotice, receiptNumber, SERVER_MESSAGES, sumCentavos, toPesos, type Centavos, type InstallmentAccount, type Notice, type PaymentReceipt, type PaymentSource, type NotificationTexts } from '@app/domain';
import type { MessagingSettings } from '../../config';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { ApprovalRow, LedgerEntryRow, LoanRow, LoanTransactionRow, LoanTransactionsTable, UserRow } from '../../db/schema';
import type { Insertable } from 'kysely';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/dialect';
import type { Write } from '../../db/run-write';
import { runAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { createNotification } from '../notifications';
import { postLedgerEntry, type LedgerPosting } from '../wallet';
import { accountsOf, datedRepaymentsOf, findLoanOf, hasAccount, insertTransaction, linesJsonOf, toLoanTransaction, transactionsOf } from './repayments.queries';

/*
 * The posting core (issue 30): every movement of money in a loan account or
 * a wallet is written here, by postLoanTransaction or moveWallet, inside the
 * action's write, and told to the write's posting hook in the same
 * transaction (where the general ledger of issue 31 writes its entry).
 * Around them: opening an account (with its late fees due), posting a
 * payment by the one rule, and settling the loan's status.
 */

/** A loan account's transaction, told to the posting hook. */
export async function postLoanTransaction(w: Write, values: Insertable<LoanTransactionsTable>): Promise<LoanTransactionRow> {
  const row = await insertTransaction(w.trx, values);
  await w.moved({ kind: 'loan_transaction', row });
  return row;
}

/** A wallet's ledger entry (the balance moved with it), told to the posting hook. */
export async function moveWallet(w: Write, posting: LedgerPosting): Promise<{ entry: LedgerEntryRow; user: UserRow }> {
  const moved = await postLedgerEntry(w.trx, posting);
  await w.moved({ kind: 'ledger_entry', row: moved.entry });
  return moved;
}

type Posted = { row: LoanTransactionRow; before: Centavos; balance: Centavos; isLoanClosed: boolean };

/**
 * One movement on an open loan account and what follows it, in this order
 * whatever moved it (a payment, a waiver, a reversal): the transaction, the
 * account re-folded with it, the borrower's notice, the loan's status
 * settled, and the audit entry. `rows` gains the transaction.
 */
export async function postOnAccount(
  w: Write,
  {
    loan,
    rows,
    values,
    notice,
    tone,
    purpose,
    audit,
    now,
    messaging,
  }: {
    loan: AccountLoan;
    rows: LoanTransactionRow[];
    values: Insertable<LoanTransactionsTable>;
    notice: (posted: Pick<Posted, 'row' | 'balance'>) => (t: NotificationTexts) => Notice;
    tone: keyof typeof TONES;
    purpose?: 'receipt';
    audit: (posted: Posted) => Omit<Parameters<typeof appendAudit>[1], 'now'>;
    now: Date;
    messaging: MessagingSettings;
  },
): Promise<Posted> {
  const before = loanBalance({ accounts: accountsOf(loan, rows) }).total;
  const row = await postLoanTransaction(w, values);
  rows.push(row);
  const after = accountsOf(loan, rows);
  const balance = loanBalance({ accounts: after }).total;
  await notify(w.trx, { userId: loan.userId, notice: notice({ row, balance }), tone, now, messaging, ...(purpose ? { purpose } : {}) });
  const isLoanClosed = await settleStatus(w, { loan, accounts: after, now, messaging });
  const posted = { row, before, balance, isLoanClosed };
  await appendAudit(w.trx, { ...audit(posted), now });
  return posted;
}

export type AccountLoan = LoanRow & { disbursedAt: string; startDate: string };

export type Actor = Pick<UserRow, 'id' | 'email'> | null;

export const pesos = (amount: number) => toPesos(centavos(amount));

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
  // A written-off loan charges no more late fees (decision 064): it left the books, and income on it is recovered only as paid.
  if (loan.status !== 'approved' || loan.writtenOffAt !== null) return accounts;
  const charges = lateFeesToCharge({ accounts, now, graceDays }).map(({ kind, installment, amount }) => ({ kind, installment, amount }));
  return charges.length === 0 ? accounts : accountsOf(loan, rows, charges);
}

/**
 * Posts the late fees due at `now` (idempotent: an installment's fee is
 * charged once) and tells the borrower. Runs in the caller's transaction.
 */
export async function chargeLateFees(
  w: Write,
  { loan, rows, now, graceDays, messaging }: { loan: AccountLoan; rows: LoanTransactionRow[]; now: Date; graceDays: number; messaging: MessagingSettings },
): Promise<LoanTransactionRow[]> {
  if (loan.status !== 'approved' || loan.writtenOffAt !== null) return [];
  const charges = lateFeesToCharge({ accounts: accountsOf(loan, rows), now, graceDays });
  const posted: LoanTransactionRow[] = [];
  for (const charge of charges) {
    const row = await postLoanTransaction(w, {
      loanId: loan.id,
      kind: 'late_fee',
      amountCentavos: charge.amount,
      installment: charge.installment,
      reason: `5% of ${pesos(charge.unpaid).toFixed(2)} unpaid ${graceDays} days after ${charge.dueDate}`,
      actorId: null,
      createdAt: now.toISOString(),
    });
    posted.push(row);
    await notify(w.trx, { userId: loan.userId, notice: (t) => lateFeeChargedNotice({ loanId: loan.id, installment: charge.installment, fee: pesos(charge.amount), graceDays }, t), tone: 'warning', now, messaging });
  }
  rows.push(...posted);
  return posted;
}

/** A loan that has paid out: its start date is set with its payout. */
export function withStartDate<T extends { id: number; startDate: string | null }>(loan: T): T & { startDate: string } {
  if (loan.startDate === null) throw new Error(`Loan #${loan.id} has paid out without a start date`);
  return loan as T & { startDate: string };
}

/**
 * The first approval's side of the loan account, in the approval's
 * transaction: the principal credited to the wallet, the disbursement
 * transaction beside that ledger entry, and,
 * for a loan recorded late, every late fee already due (issue 12).
 */
export async function recordDisbursement(
  w: Write,
  { loan, actor, now, graceDays, messaging }: { loan: LoanRow; actor: Actor; now: Date; graceDays: number; messaging: MessagingSettings },
): Promise<void> {
  // Decision 072: a tax the borrower bears is paid to the BIR out of the proceeds; the loan is still the whole principal.
  const { deducted } = paidOutLoanDst(withStartDate(loan));
  const { entry } = await moveWallet(w, {
    userId: loan.userId,
    amountCentavos: centavos(loan.amountCentavos - deducted),
    kind: 'disbursement',
    reason: deducted > 0 ? `Loan #${loan.id} approved, less ${pesos(deducted).toFixed(2)} documentary stamp tax` : `Loan #${loan.id} approved`,
    actorId: actor?.id ?? null,
    loanId: loan.id,
    now,
  });
  const row = await postLoanTransaction(w, {
    loanId: loan.id,
    kind: 'disbursement',
    amountCentavos: loan.amountCentavos,
    reason: `Loan #${loan.id} approved, start date ${loan.startDate}`,
    actorId: actor?.id ?? null,
    ledgerEntryId: entry.id,
    createdAt: now.toISOString(),
  });
  if (hasAccount(loan)) await chargeLateFees(w, { loan, rows: [row], now, graceDays, messaging });
}

export async function openAccount(w: Write, { loanId, userId, now, graceDays, messaging }: { loanId: number; userId?: number; now: Date; graceDays: number; messaging: MessagingSettings }) {
  const loan = await findLoanOf(w.trx, { loanId, ...(userId !== undefined ? { userId } : {}) });
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  if (!hasAccount(loan) || loan.status !== 'approved') throw conflict(SERVER_MESSAGES.loanNotRepayable);
  const rows = await transactionsOf(w.trx, [loan.id]);
  await chargeLateFees(w, { loan, rows, now, graceDays, messaging });
  return { loan, rows };
}

export type Payment = {
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
async function settleStatus(w: Write, { loan, accounts, now, messaging }: { loan: AccountLoan; accounts: InstallmentAccount[]; now: Date; messaging: MessagingSettings }): Promise<boolean> {
  const isClosed = loanBalance({ accounts }).total === 0;
  const status = isClosed ? 'closed' : 'approved';
  if (status === loan.status) return isClosed;
  await w.trx.updateTable('loans').set({ status, updatedAt: now.toISOString() }).where('id', '=', loan.id).execute();
  if (isClosed) {
    await notify(w.trx, { userId: loan.userId, notice: (t) => loanClosedNotice({ loanId: loan.id }, t), tone: 'success', now, messaging });
  }
  return isClosed;
}

/**
 * The posting rule applied on the payment's value date: the day the channel
 * received it (issue 27, item 9); wallet payments are received when posted.
 */
export function allocationOf({ loan, rows, payment, now, graceDays }: { loan: AccountLoan; rows: readonly LoanTransactionRow[]; payment: Pick<Payment, 'amountCentavos' | 'receivedAt'>; now: Date; graceDays: number }) {
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
export async function postPayment(
  w: Write,
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
  const allocation = allocationOf({ loan, rows, payment, now, graceDays });
  if (!allocation.ok) {
    if (allocation.reason === 'above_payoff') throw conflict(abovePayoffMessage({ payoff: toPesos(allocation.payoff.amount) }), 'above_payoff');
    throw badRequest(SERVER_MESSAGES.validation, { amount: [SERVER_MESSAGES.loanNotRepayable] });
  }
  const ledgerEntryId = beforePosting ? await beforePosting() : null;
  const { row, balance, isLoanClosed } = await postOnAccount(w, {
    loan,
    rows,
    values: {
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
    },
    notice: (posted) => (t) =>
      paymentReceivedNotice({ receiptNumber: receiptNumber({ transactionId: posted.row.id }), amount: pesos(posted.row.amountCentavos), loanId: loan.id, balance: toPesos(posted.balance) }, t),
    tone: 'success',
    purpose: 'receipt',
    audit: (posted) => ({
      actor: payment.actor,
      action: 'loan.payment',
      targetType: 'loan',
      targetId: loan.id,
      before: { status: loan.status, outstandingCentavos: posted.before },
      after: {
        status: posted.isLoanClosed ? 'closed' : 'approved',
        outstandingCentavos: posted.balance,
        transactionId: posted.row.id,
        receiptNumber: receiptNumber({ transactionId: posted.row.id }),
        amountCentavos: posted.row.amountCentavos,
        source: posted.row.source,
        externalReference: posted.row.externalReference,
        receivedAt: posted.row.receivedAt,
        lateFeesNotDueCentavos: sumCentavos((allocation.posting.lateFeesNotDue ?? []).map((line) => line.lateFee)),
      },
    }),
    now,
    messaging,
  });
  const number = receiptNumber({ transactionId: row.id });
  return { transaction: toLoanTransaction(row, rows), receiptNumber: number, loanId: loan.id, amount: pesos(row.amountCentavos), balance: toPesos(balance), isLoanClosed };
}

/** What a posting changed for its borrower, queued on the write (sent once committed). */
export function publishPosting(write: Pick<Write, 'publish'>, userId: number, { wallet }: { wallet: boolean }): void {
  write.publish({ type: 'loan_updated', userId });
  write.publish({ type: 'notification_created', userId });
  if (wallet) write.publish({ type: 'wallet_updated', userId });
}

/**
 * Staff posting money a channel received (recorded, or assigned from the
 * unmatched queue): one write transaction, which may hold the request for a
 * second officer instead (issue 27); the same channel transaction posted
 * meanwhile by another way is refused as already posted.
 */
export async function postByStaff(deps: AppDeps, post: (write: Write) => Promise<ActionOutcome<PaymentReceipt>>): Promise<{ done: PaymentReceipt } | { held: ApprovalRow }> {
  try {
    return await runAction(deps, post);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.duplicatePayment);
    throw error;
  }
}
