import { centavos, offerAcceptedNotice, sumCentavos, type EffectiveInterestRestructure, type RestructurePlan } from '@app/domain';
import type { MessagingSettings } from '../../config';
import type { LoanOfferRow, LoanTransactionRow } from '../../db/schema';
import type { Write } from '../../db/run-write';
import { appendAudit } from '../audit';
import { type AccountLoan, type Actor, notify, pesos, postLoanTransaction } from './posting.service';

/**
 * An accepted offer restructures the loan account (issue 32, decision 062),
 * inside the acceptance's write: the unpaid late fees waived as the offer
 * states (each a waiver transaction, so the books see it), the schedule the
 * plan leaves stored on the loan (the old installments owe nothing more, the
 * new ones start), the offer marked accepted with the borrower's consent
 * time, and that acceptance told to the posting hook as a movement of its
 * own: the carried receivable and the new finance charge post to the books.
 */
export async function restructureAccount(
  w: Write,
  { loan, offer, plan, actor, now, messaging }: { loan: AccountLoan; offer: LoanOfferRow; plan: RestructurePlan; actor: Actor; now: Date; messaging: MessagingSettings },
): Promise<LoanOfferRow> {
  const waivers: LoanTransactionRow[] = [];
  for (const { installment, amount } of plan.lateFeesWaived) {
    waivers.push(
      await postLoanTransaction(w, {
        loanId: loan.id,
        kind: 'waiver',
        amountCentavos: amount,
        installment,
        reason: `Waived by offer #${offer.id}: the installment was restructured`,
        actorId: actor?.id ?? null,
        createdAt: now.toISOString(),
      }),
    );
  }
  await w.trx.updateTable('loans').set({ scheduleJson: JSON.stringify(plan.schedule), restructuredAt: now.toISOString(), updatedAt: now.toISOString() }).where('id', '=', loan.id).execute();
  const accepted = await w.trx.updateTable('loanOffers').set({ state: 'accepted', acceptedAt: now.toISOString() }).where('id', '=', offer.id).returningAll().executeTakeFirstOrThrow();
  await w.moved({ kind: 'loan_offer', row: accepted });
  const first = plan.newInstallments[0]!;
  await notify(w.trx, { userId: loan.userId, notice: (t) => offerAcceptedNotice({ loanId: loan.id, amount: pesos(first.principal + first.interest), date: first.dueDate }, t), tone: 'info', now, messaging });
  await appendAudit(w.trx, {
    actor,
    action: 'loan.restructure',
    targetType: 'loan',
    targetId: loan.id,
    before: { term: loan.term, scheduleJson: loan.scheduleJson },
    after: {
      offerId: offer.id,
      kind: offer.kind,
      consentAt: accepted.acceptedAt,
      carriedPrincipalCentavos: plan.carriedPrincipal,
      carriedInterestCentavos: plan.carriedInterest,
      financeChargeCentavos: plan.financeCharge,
      lateFeesWaived: waivers.map((row) => ({ transactionId: row.id, installment: row.installment, amountCentavos: row.amountCentavos })),
      firstDue: { date: first.dueDate, amount: pesos(first.principal + first.interest) },
    },
    now,
  });
  return accepted;
}

/**
 * An accepted offer as the effective-interest schedule takes it (decision
 * 068): the loan's `amortization` and the month-end close read the same.
 */
export function restructureOf(row: LoanOfferRow): EffectiveInterestRestructure {
  const plan = JSON.parse(row.planJson) as Pick<RestructurePlan, 'newInstallments'>;
  return {
    anchorDate: row.anchorDate,
    addedCharge: centavos(row.financeChargeCentavos),
    deferred: row.kind === 'holiday' ? (row.installments ?? 0) : 0,
    installments: plan.newInstallments.map((installment) => ({ dueDate: installment.dueDate, amount: sumCentavos([installment.principal, installment.interest]) })),
  };
}
