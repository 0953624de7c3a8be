import { lateFeesToCharge } from '@app/domain';
import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import { yieldToRequests } from '../../lib/yield';
import { accountsOf, findLoanOf, forEachOpenLoanSlice, hasAccount, transactionsOf } from './repayments.queries';
import { chargeLateFees } from './posting.service';

/**
 * Housekeeping (issue 12): posts the late fees now due on every open
 * disbursed loan, one loan per write transaction so a borrower's payment is
 * never held up by the whole portfolio. The loans owing one are found from
 * a read of each slice of the portfolio (forEachOpenLoanSlice), so a run
 * with nothing to post writes nothing and lets requests in between slices.
 * Idempotent, as `lateFeesToCharge` is: a second run in the same day posts
 * nothing. Returns how many fees it posted.
 */
export async function chargeDueLateFees(deps: Pick<AppDeps, 'db' | 'clock' | 'live' | 'config' | 'postingHook'>): Promise<number> {
  const now = deps.clock.now();
  const graceDays = deps.config.lateFeeGraceDays;
  const owing: number[] = [];
  await forEachOpenLoanSlice(deps.db, (loans, rowsOf) => {
    for (const loan of loans) {
      if (lateFeesToCharge({ accounts: accountsOf(loan, rowsOf(loan.id)), now, graceDays }).length > 0) owing.push(loan.id);
    }
  });
  let count = 0;
  for (const loanId of owing) {
    await yieldToRequests();
    const posted = await runWrite(deps, async (w) => {
      const { trx } = w;
      // Read again inside the transaction: the loan may have been paid off or cancelled since the list was taken.
      const loan = await findLoanOf(trx, { loanId });
      if (!loan || !hasAccount(loan) || loan.status !== 'approved') return 0;
      const rows = await transactionsOf(trx, [loan.id]);
      const fees = await chargeLateFees(w, { loan, rows, now, graceDays, messaging: deps.config.messaging });
      if (fees.length === 0) return 0;
      w.publish({ type: 'loan_updated', userId: loan.userId });
      w.publish({ type: 'notification_created', userId: loan.userId });
      return fees.length;
    });
    count += posted;
  }
  return count;
}
