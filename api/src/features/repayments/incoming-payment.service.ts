import { abovePayoffMessage, checkPaymentReference, paidAtProblem, SERVER_MESSAGES, toCentavos, toPesos, type Centavos, type PaymentCallback, type PaymentCallbackResult, type UnmatchedReason, type PaymentSource, type SettlementCsv } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../db/dialect';
import { findChannelPayment, findLoanOf, hasAccount, isHeldChannelTransaction, transactionsOf } from './repayments.queries';
import { receiptOf } from './loan-account.service';
import { type AccountLoan, type Payment, allocationOf, chargeLateFees, postPayment, publishPosting } from './posting.service';
import { runWrite, type Write } from '../../db/run-write';


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
export type Held = Omit<Incoming, 'amountCentavos' | 'paidAt' | 'channel'> & { amountCentavos: Centavos | null; paidAt: string | null; channel: string | null };

/**
 * Money that names no open loan, or more than its payoff, is held for an
 * officer; once per channel transaction (a row without a channel: once per
 * transaction id and reference). Held money is a movement (into unapplied
 * collections), told to the posting hook.
 */
export async function holdUnmatched(w: Write, { incoming, reason, message, now }: { incoming: Held; reason: UnmatchedReason; message: string; now: Date }): Promise<PaymentCallbackResult> {
  const { trx } = w;
  const { channel } = incoming;
  const held = await trx
    .selectFrom('unmatchedPayments')
    .select(['reason', 'message'])
    .where((eb) =>
      channel === null
        ? eb.and([eb('transactionId', '=', incoming.transactionId), eb('channel', 'is', null), eb('reference', '=', incoming.reference)])
        : isHeldChannelTransaction(eb, { ...incoming, channel }),
    )
    .executeTakeFirst();
  if (held) return { status: 'unmatched', reason: held.reason as UnmatchedReason, message: held.message };
  const row = await trx.insertInto('unmatchedPayments').values({ ...incoming, reason, message, createdAt: now.toISOString(), assignedLoanId: null, assignedTransactionId: null }).returningAll().executeTakeFirstOrThrow();
  await w.moved({ kind: 'unmatched_payment', row });
  return { status: 'unmatched', reason, message };
}

/**
 * Money a channel reports (gateway callback; settlement rows use the same
 * path): matched by payment reference and posted by the one rule, or held as
 * unmatched. Idempotent on the channel's transaction id: a repeat answers
 * with the original posting and posts nothing. In the caller's transaction;
 * `userId` is the member whose loan it paid, if posted.
 */
export async function receiveIncomingIn(w: Write, deps: AppDeps, incoming: Incoming): Promise<{ result: PaymentCallbackResult; userId: number | null }> {
  const { trx } = w;
  const now = deps.clock.now();
  const graceDays = deps.config.lateFeeGraceDays;
  const earlier = await postedEarlier(trx, incoming);
  if (earlier) return { result: earlier, userId: null };
  const check = checkPaymentReference({ reference: incoming.reference });
  const unmatched = (reason: keyof typeof UNMATCHED_MESSAGES) => holdUnmatched(w, { incoming, reason, message: UNMATCHED_MESSAGES[reason], now }).then((result) => ({ result, userId: null }));
  if (check.status === 'invalid') return unmatched('invalid_reference');
  const loan = await findLoanOf(trx, { loanId: check.loanId });
  if (!loan) return unmatched('unknown_reference');
  if (!hasAccount(loan) || loan.status !== 'approved') return unmatched('loan_not_open');
  const rows = await transactionsOf(trx, [loan.id]);
  await chargeLateFees(w, { loan, rows, now, graceDays, messaging: deps.config.messaging });
  const payment: Payment = { amountCentavos: incoming.amountCentavos, source: incoming.channel, channelPartner: incoming.channelPartner, externalReference: incoming.transactionId, receivedAt: incoming.paidAt, actor: null, reason: null };
  const allocation = allocationOf({ loan, rows, payment, now, graceDays });
  if (!allocation.ok && allocation.reason === 'above_payoff') {
    const result = await holdUnmatched(w, { incoming, reason: 'above_payoff', message: abovePayoffMessage({ payoff: toPesos(allocation.payoff.amount) }), now });
    return { result, userId: null };
  }
  const receipt = await postPayment(w, { loan, rows, payment, now, graceDays, messaging: deps.config.messaging });
  await settleHeldRetry(trx, incoming, { loanId: loan.id, transactionId: receipt.transaction.id });
  return { result: { status: 'posted', receipt } as PaymentCallbackResult, userId: loan.userId };
}

/**
 * The same money held before (its loan was not open yet) and now posted on
 * the channel's retry: the held row is this posting, so it leaves the queue
 * as if assigned, and cannot be assigned again. The books read it as money
 * assigned from unapplied collections. Only the same amount counts: a retry
 * that differs is left for an officer to look at.
 */
async function settleHeldRetry(trx: Db, incoming: Incoming, { loanId, transactionId }: { loanId: number; transactionId: number }): Promise<void> {
  await trx
    .updateTable('unmatchedPayments')
    .set({ assignedLoanId: loanId, assignedTransactionId: transactionId })
    .where((eb) => isHeldChannelTransaction(eb, incoming))
    .where('amountCentavos', '=', incoming.amountCentavos)
    .where('assignedLoanId', 'is', null)
    .execute();
}

/** One channel payment in its own write transaction, its live events once committed. */
async function receiveIncoming(deps: AppDeps, incoming: Incoming): Promise<PaymentCallbackResult> {
  const run = () =>
    runWrite(deps, async (w) => {
      const { result, userId } = await receiveIncomingIn(w, deps, incoming);
      if (userId !== null) publishPosting(w, userId, { wallet: false });
      return { result, userId };
    });
  try {
    return (await run()).result;
  } catch (error) {
    // The same transaction arriving twice at once: the second finds the first's posting.
    if (isUniqueViolation(error)) return (await run()).result;
    throw error;
  }
}

type IncomingInput = Pick<PaymentCallback, 'reference' | 'amount' | 'paidAt' | 'transactionId' | 'channel' | 'partner'>;

export function incomingOf({ origin, line, input }: { origin: Incoming['origin']; line: number | null; input: IncomingInput }): Incoming {
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

export type SettlementLine = Extract<SettlementCsv, { ok: true }>['lines'][number];
