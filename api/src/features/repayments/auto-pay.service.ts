import { autoPaymentNotice, centavos, countryTimeZone, isQuietHours, manilaToday, nextDue, outstandingOf, paymentReference, SERVER_MESSAGES, toPesos } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { isUniqueViolation } from '../../db/dialect';
import { AppError, conflict, notFound } from '../../lib/errors';
import { runWrite } from '../../db/run-write';
import { yieldToRequests } from '../../lib/yield';
import { appendAudit } from '../audit';
import { findUserById, reservedCentavos } from '../users';
import { findLoanOf, hasAccount, transactionsOf, withdrawalsForCoolingOff } from './repayments.queries';
import { coolingOffOf } from './loan-account.service';
import { payFromWalletIn } from './pay-from-wallet.service';
import { accountsAt, notify, openAccount, publishPosting } from './posting.service';

type AutoPayDeps = Pick<AppDeps, 'db' | 'clock' | 'live' | 'config' | 'postingHook'>;

/** The claim of one installment's automatic payment: the wallet repayment's external reference, unique per loan and installment. */
function autoPayReference({ loanId, installment }: { loanId: number; installment: number }): string {
  return `AUTO-PAY-${loanId}-${installment}`;
}

/**
 * PUT /api/loans/{id}/auto-pay (issue 28, item 4): the borrower turns the
 * automatic payment of their installments from the wallet on or off. The
 * consent's time is kept on the loan (the first turning on counts while it
 * stays on); every change, off included, is audited with its time.
 */
export async function setAutoPay(
  deps: Pick<AppDeps, 'db' | 'clock' | 'live' | 'postingHook'>,
  { user, loanId, enabled }: { user: { id: number; email: string }; loanId: number; enabled: boolean },
): Promise<{ loanId: number; autoPayConsentAt: string | null }> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx, publish }) => {
    const loan = await findLoanOf(trx, { loanId, userId: user.id });
    if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
    // Only a loan paid out and still open has installments to pay; turning it off is always allowed.
    if (enabled && (!hasAccount(loan) || loan.status !== 'approved')) throw conflict(SERVER_MESSAGES.loanNotRepayable);
    const before = loan.autoPayConsentAt === null ? null : new Date(loan.autoPayConsentAt).toISOString();
    const after = enabled ? (before ?? now.toISOString()) : null;
    publish({ type: 'loan_updated', userId: user.id });
    if (after === before) return { loanId, autoPayConsentAt: after };
    await trx.updateTable('loans').set({ autoPayConsentAt: after, updatedAt: now.toISOString() }).where('id', '=', loanId).execute();
    await appendAudit(trx, {
      actor: user,
      action: enabled ? 'loan.auto_pay_on' : 'loan.auto_pay_off',
      targetType: 'loan',
      targetId: loanId,
      before: { autoPayConsentAt: before },
      after: { autoPayConsentAt: after, changedAt: now.toISOString() },
      now,
    });
    return { loanId, autoPayConsentAt: after };
  });
}

/**
 * Housekeeping (issue 28, item 4): on an installment's due date (Manila),
 * each loan whose borrower turned automatic payment on pays what is due
 * (loan.nextDue: the installments due now, late fees included) from the
 * AVAILABLE wallet balance, through the one wallet payment (payFromWalletIn)
 * and so the one posting rule; when the wallet holds less, what it holds.
 * Once per installment: the payment's external reference is unique, read
 * first and enforced by the index, so repeated and concurrent runs pay once.
 * An empty wallet pays nothing (the reminders say what is due). Not in the
 * borrower's quiet hours: the notice goes out with the payment, so a run in
 * those hours leaves it to the first run after 06:00 on their clock, still
 * on the due date. A loan in its cooling-off period is left alone: paying
 * would end the borrower's right to cancel. Returns how many it paid.
 */
export async function payDueFromWallets(deps: AutoPayDeps): Promise<number> {
  const now = deps.clock.now();
  const today = manilaToday(now);
  const graceDays = deps.config.lateFeeGraceDays;
  const messaging = deps.config.messaging;
  const consenting = await deps.db
    .selectFrom('loans')
    .select('id')
    .where('status', '=', 'approved')
    .where('deletedAt', 'is', null)
    .where('autoPayConsentAt', 'is not', null)
    .orderBy('id')
    .execute();
  let count = 0;
  for (const { id } of consenting) {
    await yieldToRequests();
    let paidFor: number | null;
    try {
      paidFor = await runWrite(deps, async (w) => {
        const { trx } = w;
        // Read again inside the transaction: the loan may have been paid off, cancelled or switched off since.
        const loan = await findLoanOf(trx, { loanId: id });
        if (!loan || !hasAccount(loan) || loan.status !== 'approved' || loan.autoPayConsentAt === null) return null;
        const owner = await findUserById(trx, loan.userId);
        if (!owner || owner.deletedAt !== null) return null;
        if (isQuietHours({ now, timeZone: countryTimeZone(owner.countryWorking) })) return null;
        const before = await transactionsOf(trx, [loan.id]);
        const dueToday = accountsAt({ loan, rows: before, now, graceDays }).find((account) => account.dueDate === today && outstandingOf(account).total > 0);
        if (!dueToday) return null;
        const reference = autoPayReference({ loanId: loan.id, installment: dueToday.number });
        if (before.some((row) => row.source === 'wallet' && row.externalReference === reference)) return null;
        if (coolingOffOf({ loan, rows: before, now, withdrawals: await withdrawalsForCoolingOff(trx, loan.userId) }).canCancel) return null;
        const available = owner.walletBalanceCentavos - (await reservedCentavos(trx, { userId: owner.id, nowIso: now.toISOString() }));
        if (available <= 0) return null;
        const account = await openAccount(w, { loanId: loan.id, now, graceDays, messaging });
        const due = nextDue({ accounts: accountsAt({ loan: account.loan, rows: account.rows, now, graceDays }), now });
        if (!due) return null;
        const amount = Math.min(due.amount, available);
        await payFromWalletIn(w, {
          loan: account.loan,
          rows: account.rows,
          payment: { amountCentavos: amount, actor: null, externalReference: reference, reason: 'Automatic payment from the wallet on the due date, as the borrower asked' },
          now,
          graceDays,
          messaging,
        });
        const remaining = due.amount - amount;
        await notify(trx, {
          userId: loan.userId,
          notice: (t) =>
            autoPaymentNotice(
              { loanId: loan.id, amount: toPesos(centavos(amount)), remaining: toPesos(centavos(remaining)), dueDate: today, paymentReference: paymentReference({ loanId: loan.id }) },
              t,
            ),
          tone: remaining === 0 ? 'success' : 'warning',
          now,
          messaging,
        });
        publishPosting(w, loan.userId, { wallet: true });
        return loan.userId;
      });
    } catch (error) {
      // Another server's housekeeping paid this installment at the same moment.
      if (isUniqueViolation(error)) continue;
      // A withdrawal took the money between the read and the payment: the next run tries again.
      if (error instanceof AppError && error.status === 409) continue;
      throw error;
    }
    if (paidFor === null) continue;
    count += 1;
  }
  return count;
}
