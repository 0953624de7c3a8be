import { centavos, DESK_MESSAGES, loanBalance, loanDaysPastDue, manilaToday, SERVER_MESSAGES, type WriteOff } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Write } from '../../db/run-write';
import type { ApprovalRow, LoanWriteOffRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { holdRequest, runAction, type ActionOutcome } from '../approvals';
import { unearnedInterestOf } from '../books';
import { accountsOf, hasAccount, openAccount, writeOffAccount } from '../repayments';
import { loadDecidableOwner } from '../users';

type WriteOffArgs = { actor: UserRow; loanId: number; input: WriteOff; approval?: ApprovalRow | undefined };

/**
 * POST /api/admin/loans/{id}/write-off (issue 32, decision 064) and its
 * replay on approval: a loan paid out, still open, not yet written off, and
 * more than WRITE_OFF_DAYS past due (its oldest installment with principal
 * or interest unpaid, late fees due charged first). Asked by Collections, it
 * always waits for a second officer; approved by Finance (never the maker),
 * it is checked again on the account as it is then, and carried out.
 */
export async function writeOffIn(w: Write, deps: AppDeps, { actor, loanId, input, approval }: WriteOffArgs): Promise<ActionOutcome<LoanWriteOffRow>> {
  const now = deps.clock.now();
  const found = await w.trx.selectFrom('loans').selectAll().where('id', '=', loanId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!found) throw notFound(SERVER_MESSAGES.loanNotFound);
  await loadDecidableOwner(w.trx, { actor, userId: found.userId });
  if (found.writtenOffAt !== null) throw conflict(DESK_MESSAGES.writeOffAlready);
  if (!hasAccount(found) || found.status !== 'approved') throw conflict(DESK_MESSAGES.writeOffLoanNotOpen);
  const { loan, rows } = await openAccount(w, { loanId, now, graceDays: deps.config.lateFeeGraceDays, messaging: deps.config.messaging });
  const accounts = accountsOf(loan, rows);
  if (loanDaysPastDue(accounts, manilaToday(now)) <= deps.config.writeOffDays) throw conflict(DESK_MESSAGES.writeOffNotPastDue);
  const balance = loanBalance({ accounts });
  const reason = input.reason.trim();
  if (!approval) {
    const held = await holdRequest(w.trx, {
      kind: 'write_off',
      targetType: 'loan_write_off',
      targetId: loan.id,
      userId: loan.userId,
      loanId: loan.id,
      amountCentavos: centavos(balance.principal + balance.interest + balance.lateFee),
      payload: input,
      reason,
      actor,
      now,
    });
    return { held };
  }
  const figures = { receivable: balance.principal + balance.interest, unearned: await unearnedInterestOf(w.trx, { loan, accounts }), lateFees: balance.lateFee };
  const row = await writeOffAccount(w, { loan, figures, reason, proposedBy: approval.makerId, actor, now });
  w.publish({ type: 'loan_updated', userId: loan.userId });
  return { done: row };
}

export const requestWriteOff = (deps: AppDeps, args: Omit<WriteOffArgs, 'approval'>) => runAction(deps, (w) => writeOffIn(w, deps, args));
