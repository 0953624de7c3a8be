import type { AppDeps } from '../../app-env';
import { findLoanOf, hasAccount, openLoans, transactionsOf } from './repayments.queries';
import { chargeLateFees } from './repayments.service';

/**
 * Housekeeping (issue 12): posts the late fees now due on every open
 * disbursed loan, one loan per write transaction so a borrower's payment is
 * never held up by the whole portfolio. Idempotent, as `lateFeesToCharge`
 * is: a second run in the same day posts nothing. Returns how many fees it posted.
 */
export async function chargeDueLateFees(deps: Pick<AppDeps, 'db' | 'clock' | 'live' | 'config'>): Promise<number> {
  const now = deps.clock.now();
  const graceDays = deps.config.lateFeeGraceDays;
  let count = 0;
  for (const { id: loanId } of await openLoans(deps.db)) {
    const posted = await deps.db.transaction().execute(async (trx) => {
      // Read again inside the transaction: the loan may have been paid off or cancelled since the list was taken.
      const loan = await findLoanOf(trx, { loanId });
      if (!loan || !hasAccount(loan) || loan.status !== 'approved') return null;
      const rows = await transactionsOf(trx, [loan.id]);
      const fees = await chargeLateFees(trx, { loan, rows, now, graceDays });
      return fees.length === 0 ? null : { userId: loan.userId, fees: fees.length };
    });
    if (!posted) continue;
    count += posted.fees;
    deps.live.publish({ type: 'loan_updated', userId: posted.userId });
    deps.live.publish({ type: 'notification_created', userId: posted.userId });
  }
  return count;
}
