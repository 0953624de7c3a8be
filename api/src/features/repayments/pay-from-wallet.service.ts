import { centavos, SERVER_MESSAGES, toCentavos, type PaymentReceipt } from '@app/domain';
import type { MessagingSettings } from '../../config';
import type { AppDeps } from '../../app-env';
import type { LoanTransactionRow, UserRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { reservedCentavos } from '../users';
import { type AccountLoan, type Actor, moveWallet, openAccount, postPayment, publishPosting } from './posting.service';
import { runWrite, type Write } from '../../db/run-write';

/** A payment out of the borrower's wallet: by the borrower (PAY FROM WALLET), or by housekeeping on a due date as they asked (issue 28). */
export type WalletPayment = { amountCentavos: number; actor: Actor; externalReference: string | null; reason: string | null };

/**
 * The one wallet payment, in the caller's write transaction: the posting
 * rule (postPayment), and the rules of withdrawals: never more than the
 * balance less what open withdrawal requests reserve, checked under the
 * write lock so a withdrawal racing the payment cannot overdraw with it.
 */
export async function payFromWalletIn(
  w: Write,
  { loan, rows, payment, now, graceDays, messaging }: { loan: AccountLoan; rows: LoanTransactionRow[]; payment: WalletPayment; now: Date; graceDays: number; messaging: MessagingSettings },
): Promise<PaymentReceipt> {
  const { amountCentavos, actor, externalReference, reason } = payment;
  return postPayment(w, {
    loan,
    rows,
    payment: { amountCentavos, source: 'wallet', channelPartner: null, externalReference, receivedAt: null, actor, reason },
    now,
    graceDays,
    messaging,
    beforePosting: async () => {
      const owner = await w.trx.selectFrom('users').select('walletBalanceCentavos').where('id', '=', loan.userId).executeTakeFirstOrThrow();
      const available = owner.walletBalanceCentavos - (await reservedCentavos(w.trx, { userId: loan.userId, nowIso: now.toISOString() }));
      if (amountCentavos > available) throw conflict(SERVER_MESSAGES.paymentExceedsBalance);
      const { entry } = await moveWallet(w, { userId: loan.userId, amountCentavos: centavos(-amountCentavos), kind: 'loan_payment', reason: `Payment on loan #${loan.id}`, actorId: actor?.id ?? null, loanId: loan.id, now });
      return entry.id;
    },
  });
}

/** POST /api/loans/{id}/pay: the borrower pays from the wallet. */
export async function payFromWallet(deps: AppDeps, { user, loanId, amount }: { user: UserRow; loanId: number; amount: number }): Promise<PaymentReceipt> {
  const now = deps.clock.now();
  const graceDays = deps.config.lateFeeGraceDays;
  return runWrite(deps, async (w) => {
    const { loan, rows } = await openAccount(w, { loanId, userId: user.id, now, graceDays, messaging: deps.config.messaging });
    const receipt = await payFromWalletIn(w, { loan, rows, payment: { amountCentavos: toCentavos(amount), actor: user, externalReference: null, reason: null }, now, graceDays, messaging: deps.config.messaging });
    publishPosting(w, user.id, { wallet: true });
    return receipt;
  });
}
