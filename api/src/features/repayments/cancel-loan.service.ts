import { centavos, loanCancelledNotice, paidOutLoanDst, SERVER_MESSAGES } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { LoanRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { appendAudit } from '../audit';
import { findLoanOf, hasAccount, transactionsOf, withdrawalsForCoolingOff } from './repayments.queries';
import { coolingOffOf } from './loan-account.service';
import { moveWallet, notify, pesos, postLoanTransaction, publishPosting, withStartDate } from './posting.service';
import { runWrite } from '../../db/run-write';

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
  return runWrite(deps, async (w) => {
    const { trx } = w;
    const loan = await findLoanOf(trx, { loanId, userId: user.id });
    if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
    if (!hasAccount(loan) || loan.status !== 'approved') throw conflict(SERVER_MESSAGES.loanNotRepayable);
    const rows = await transactionsOf(trx, [loan.id]);
    const state = coolingOffOf({ loan, rows, now, withdrawals: await withdrawalsForCoolingOff(trx, user.id) });
    if (!state.canCancel) throw conflict(COOLING_OFF_REFUSALS[state.reason]);
    const disbursement = rows.find((row) => row.kind === 'disbursement');
    if (!disbursement) throw conflict(SERVER_MESSAGES.loanNotRepayable);
    // The borrower returns what the wallet received: with a borrower-borne tax, the principal less the tax (decision 072).
    const received = centavos(disbursement.amountCentavos - paidOutLoanDst(withStartDate(loan)).deducted);
    const { entry } = await moveWallet(w, { userId: user.id, amountCentavos: centavos(-received), kind: 'loan_cancellation', reason: `Loan #${loan.id} cancelled (cooling-off)`, actorId: user.id, loanId: loan.id, now });
    await postLoanTransaction(w, {
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
    await notify(trx, { userId: user.id, notice: (t) => loanCancelledNotice({ loanId: loan.id, amount: pesos(received) }, t), tone: 'info', now, messaging: deps.config.messaging });
    await appendAudit(trx, {
      actor: user,
      action: 'loan.cancel',
      targetType: 'loan',
      targetId: loan.id,
      before: { status: loan.status, disbursedAt: loan.disbursedAt },
      after: { status: 'cancelled', reversedCentavos: disbursement.amountCentavos, returnedCentavos: received },
      now,
    });
    publishPosting(w, user.id, { wallet: true });
    return (await findLoanOf(trx, { loanId })) as LoanRow;
  });
}
