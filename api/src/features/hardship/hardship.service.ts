import {
  centavos,
  DESK_MESSAGES,
  extensionTooLateMessage,
  extensionWindow,
  fromBasisPoints,
  helpRequestedNotice,
  manilaToday,
  offerMadeNotice,
  restructurePlan,
  SERVER_MESSAGES,
  sumCentavos,
  toPesos,
  type AdminLoanDetail,
  type EffectiveInterestRestructure,
  type ExtensionRequest,
  type HardshipRequest,
  type LoanHelpRequest,
  type LoanOffer,
  type LoanOfferInput,
  type OfferTerms,
  type RestructurePlan,
} from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { runWrite, type Write } from '../../db/run-write';
import type { ApprovalRow, LoanOfferRow, LoanRequestRow, LoanRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { holdAboveThreshold, runAction, type ActionOutcome } from '../approvals';
import { appendAudit } from '../audit';
import { accountsAt, accountsOf, hasAccount, notify, openAccount, restructureAccount, restructureOf, transactionsOf } from '../repayments';
import { loadDecidableOwner } from '../users';

/*
 * Helping a borrower in trouble (issue 32, decision 062). The borrower asks
 * (an extension of the term, or hardship with a reason); staff with Lending
 * answer with an offer, which carries the new schedule and its disclosure;
 * the borrower accepts it, and the posting core restructures the account.
 * An extension is one kind of request on the same path: staff answer it with
 * a restructure of the longer term.
 */

type StoredPlan = Pick<RestructurePlan, 'newInstallments' | 'carriedPrincipal' | 'carriedInterest' | 'financeCharge' | 'lateFeesWaived' | 'disclosure'>;

function toHelpRequest(row: LoanRequestRow): LoanHelpRequest {
  return { id: row.id, loanId: row.loanId, kind: row.kind, months: row.months, reason: row.reason, note: row.note, state: row.state, createdAt: new Date(row.createdAt).toISOString() };
}

function toOffer(row: LoanOfferRow): LoanOffer {
  const plan = JSON.parse(row.planJson) as StoredPlan;
  return {
    id: row.id,
    loanId: row.loanId,
    requestId: row.requestId,
    kind: row.kind,
    term: row.term,
    installments: row.installments,
    state: row.state,
    carriedPrincipal: toPesos(plan.carriedPrincipal),
    carriedInterest: toPesos(plan.carriedInterest),
    financeCharge: toPesos(plan.financeCharge),
    lateFeesWaived: toPesos(sumCentavos(plan.lateFeesWaived.map((line) => line.amount))),
    schedule: plan.newInstallments.map((i) => ({ number: i.number, dueDate: i.dueDate, principal: toPesos(i.principal), interest: toPesos(i.interest), amount: toPesos(sumCentavos([i.principal, i.interest])) })),
    disclosure: plan.disclosure,
    createdAt: new Date(row.createdAt).toISOString(),
    acceptedAt: row.acceptedAt === null ? null : new Date(row.acceptedAt).toISOString(),
  };
}

/** The borrower's own loan, paid out and still open: the only kind help is asked on. */
async function ownOpenLoan(db: Db, { user, loanId }: { user: UserRow; loanId: number }) {
  const loan = await db.selectFrom('loans').selectAll().where('id', '=', loanId).where('userId', '=', user.id).where('deletedAt', 'is', null).executeTakeFirst();
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  if (!hasAccount(loan) || loan.status !== 'approved') throw conflict(SERVER_MESSAGES.loanNotRepayable);
  return loan;
}

async function fileRequest(
  deps: AppDeps,
  { user, loanId, values, check }: { user: UserRow; loanId: number; values: Pick<LoanRequestRow, 'kind' | 'months' | 'reason' | 'note'>; check?: (accounts: ReturnType<typeof accountsAt>, now: Date) => void },
): Promise<LoanHelpRequest> {
  const now = deps.clock.now();
  return runWrite(deps, async (w) => {
    const loan = await ownOpenLoan(w.trx, { user, loanId });
    if (check) check(accountsAt({ loan, rows: await transactionsOf(w.trx, [loan.id]), now, graceDays: deps.config.lateFeeGraceDays }), now);
    const row = await w.trx.insertInto('loanRequests').values({ loanId: loan.id, userId: user.id, ...values, state: 'open', createdAt: now.toISOString() }).returningAll().executeTakeFirstOrThrow();
    await notify(w.trx, { userId: user.id, notice: (t) => helpRequestedNotice({ loanId: loan.id }, t), tone: 'info', now, messaging: deps.config.messaging });
    await appendAudit(w.trx, { actor: user, action: `loan.${values.kind}_request`, targetType: 'loan', targetId: loan.id, before: null, after: { requestId: row.id, ...values }, now });
    w.publish({ type: 'notification_created', userId: user.id });
    return toHelpRequest(row);
  });
}

/** POST /api/loans/{id}/extension: refused, naming the last day, fewer than 5 days before the term ends. */
export function requestExtension(deps: AppDeps, { user, loanId, input }: { user: UserRow; loanId: number; input: ExtensionRequest }): Promise<LoanHelpRequest> {
  return fileRequest(deps, {
    user,
    loanId,
    values: { kind: 'extension', months: input.months, reason: null, note: null },
    check: (accounts, now) => {
      const window = extensionWindow({ accounts, today: manilaToday(now) });
      if (!window.isOpen) throw conflict(extensionTooLateMessage({ lastDay: window.lastDay }), 'extension_too_late');
    },
  });
}

/** POST /api/loans/{id}/hardship: at any time while the loan is open. */
export function requestHardship(deps: AppDeps, { user, loanId, input }: { user: UserRow; loanId: number; input: HardshipRequest }): Promise<LoanHelpRequest> {
  return fileRequest(deps, { user, loanId, values: { kind: 'hardship', months: null, reason: input.reason, note: input.note } });
}

/** The loan drawer's part (GET /api/admin/loans/{id}): the restructured and written-off flags, the requests and the offers, newest first. */
export async function helpOf(db: Db, { loan, writeOffDays }: { loan: Pick<LoanRow, 'id' | 'restructuredAt' | 'writtenOffAt'>; writeOffDays: number }): Promise<AdminLoanDetail['help']> {
  const [requests, offers] = await Promise.all([
    db.selectFrom('loanRequests').selectAll().where('loanId', '=', loan.id).orderBy('id', 'desc').execute(),
    db.selectFrom('loanOffers').selectAll().where('loanId', '=', loan.id).orderBy('id', 'desc').execute(),
  ]);
  const instant = (at: string | null) => (at === null ? null : new Date(at).toISOString());
  return { restructuredAt: instant(loan.restructuredAt), writtenOffAt: instant(loan.writtenOffAt), writeOffDays, requests: requests.map(toHelpRequest), offers: offers.map(toOffer) };
}

/** The loan's accepted offers, in the order they were accepted, as its effective-interest schedule needs them (decision 068). */
export async function acceptedRestructuresOf(db: Db, loanId: number): Promise<EffectiveInterestRestructure[]> {
  const rows = await db.selectFrom('loanOffers').selectAll().where('loanId', '=', loanId).where('state', '=', 'accepted').orderBy('acceptedAt').orderBy('id').execute();
  return rows.map(restructureOf);
}

/** GET /api/loans/{id}/offers: the borrower's own loan's offers, newest first. */
export async function offersOf(deps: AppDeps, { user, loanId }: { user: UserRow; loanId: number }): Promise<LoanOffer[]> {
  const loan = await deps.db.selectFrom('loans').select('id').where('id', '=', loanId).where('userId', '=', user.id).where('deletedAt', 'is', null).executeTakeFirst();
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  const rows = await deps.db.selectFrom('loanOffers').selectAll().where('loanId', '=', loan.id).orderBy('id', 'desc').execute();
  return rows.map(toOffer);
}

const termsOf = (input: LoanOfferInput): OfferTerms => (input.kind === 'restructure' ? { kind: 'restructure', term: input.term } : { kind: 'holiday', installments: input.installments });

/** The plan of an offer's terms on the account as it stands (late fees due charged first). */
async function planOn(w: Write, deps: AppDeps, { loanId, terms, anchorDate, now }: { loanId: number; terms: OfferTerms; anchorDate: string; now: Date }) {
  const { loan, rows } = await openAccount(w, { loanId, now, graceDays: deps.config.lateFeeGraceDays, messaging: deps.config.messaging });
  const result = restructurePlan({ accounts: accountsOf(loan, rows), terms, interestRate: fromBasisPoints(loan.interestRateBp), anchorDate });
  if (!result.ok) throw conflict(DESK_MESSAGES.offerNothingOwed);
  return { loan, rows, plan: result.plan };
}

const storedPlan = (plan: RestructurePlan): StoredPlan => ({
  newInstallments: plan.newInstallments,
  carriedPrincipal: plan.carriedPrincipal,
  carriedInterest: plan.carriedInterest,
  financeCharge: plan.financeCharge,
  lateFeesWaived: plan.lateFeesWaived,
  disclosure: plan.disclosure,
});

type OfferArgs = { actor: UserRow; loanId: number; input: LoanOfferInput; approval?: ApprovalRow };

/**
 * POST /api/admin/loans/{id}/offers (Lending): the plan counted from today,
 * answering the loan's newest open request if any; an earlier open offer is
 * superseded. The borrower is told in their language. An offer carrying more
 * than RESTRUCTURE_FOUR_EYES_THRESHOLD waits for a second officer (decision
 * 022); `approval` is the held request, replayed by its checker.
 */
export async function makeOffer(deps: AppDeps, args: OfferArgs): Promise<ActionOutcome<LoanOffer>> {
  return runAction(deps, (w) => makeOfferIn(w, deps, args));
}

export async function makeOfferIn(w: Write, deps: AppDeps, { actor, loanId, input, approval }: OfferArgs): Promise<ActionOutcome<LoanOffer>> {
  const now = deps.clock.now();
  {
    const found = await w.trx.selectFrom('loans').selectAll().where('id', '=', loanId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!found) throw notFound(SERVER_MESSAGES.loanNotFound);
    await loadDecidableOwner(w.trx, { actor, userId: found.userId });
    // A written-off loan is out of the books (decision 064): restructuring it would book a receivable the write-off took out.
    if (!hasAccount(found) || found.status !== 'approved' || found.writtenOffAt !== null) throw conflict(DESK_MESSAGES.offerLoanNotOpen);
    const terms = termsOf(input);
    const { loan, plan } = await planOn(w, deps, { loanId, terms, anchorDate: manilaToday(now), now });
    const held = await holdAboveThreshold(w.trx, {
      thresholdCentavos: deps.config.restructureFourEyesThresholdCentavos,
      request: { kind: 'loan_offer', targetType: 'loan_offer', targetId: loan.id, userId: loan.userId, loanId: loan.id, amountCentavos: centavos(plan.carriedPrincipal + plan.carriedInterest), payload: input, actor, now },
      approval,
    });
    if (held) return { held };
    const request = await w.trx.selectFrom('loanRequests').selectAll().where('loanId', '=', loan.id).where('state', '=', 'open').orderBy('id', 'desc').executeTakeFirst();
    if (request) await w.trx.updateTable('loanRequests').set({ state: 'answered' }).where('loanId', '=', loan.id).where('state', '=', 'open').execute();
    await w.trx.updateTable('loanOffers').set({ state: 'superseded' }).where('loanId', '=', loan.id).where('state', '=', 'open').execute();
    const row = await w.trx
      .insertInto('loanOffers')
      .values({
        loanId: loan.id,
        requestId: request?.id ?? null,
        kind: terms.kind,
        term: terms.kind === 'restructure' ? terms.term : null,
        installments: terms.kind === 'holiday' ? terms.installments : null,
        anchorDate: manilaToday(now),
        planJson: JSON.stringify(storedPlan(plan)),
        financeChargeCentavos: plan.financeCharge,
        carriedCentavos: plan.carriedPrincipal + plan.carriedInterest,
        state: 'open',
        createdBy: actor.id,
        createdAt: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await notify(w.trx, { userId: loan.userId, notice: (t) => offerMadeNotice({ loanId: loan.id, count: plan.disclosure.installments, amount: plan.disclosure.monthlyPayment }, t), tone: 'info', now, messaging: deps.config.messaging });
    await appendAudit(w.trx, {
      actor,
      action: 'loan.offer',
      targetType: 'loan',
      targetId: loan.id,
      before: null,
      after: { offerId: row.id, requestId: row.requestId, ...terms, financeChargeCentavos: plan.financeCharge, ...(approval ? { approvalId: approval.id } : {}) },
      now,
    });
    w.publish({ type: 'loan_updated', userId: loan.userId });
    w.publish({ type: 'notification_created', userId: loan.userId });
    return { done: toOffer(row) };
  }
}

/**
 * POST /api/loans/{id}/offers/{offerId}/accept: the borrower's consent,
 * recorded with its time. The plan is counted again from the offer's day on
 * the account as it is now; if a payment or a reversal changed what is
 * carried since, the offer no longer says what would happen, and is refused.
 */
export async function acceptOffer(deps: AppDeps, { user, loanId, offerId }: { user: UserRow; loanId: number; offerId: number }): Promise<LoanOffer> {
  const now = deps.clock.now();
  return runWrite(deps, async (w) => {
    await ownOpenLoan(w.trx, { user, loanId });
    const offer = await w.trx.selectFrom('loanOffers').selectAll().where('id', '=', offerId).where('loanId', '=', loanId).executeTakeFirst();
    if (!offer) throw notFound(SERVER_MESSAGES.offerNotFound);
    if (offer.state !== 'open') throw conflict(SERVER_MESSAGES.offerNotOpen);
    const terms: OfferTerms = offer.kind === 'restructure' ? { kind: 'restructure', term: offer.term ?? 0 } : { kind: 'holiday', installments: offer.installments === 2 ? 2 : 1 };
    const { loan, plan } = await planOn(w, deps, { loanId, terms, anchorDate: offer.anchorDate, now });
    const stored = JSON.parse(offer.planJson) as StoredPlan;
    if (JSON.stringify(stored.newInstallments) !== JSON.stringify(plan.newInstallments)) throw conflict(SERVER_MESSAGES.offerOutdated);
    const accepted = await restructureAccount(w, { loan, offer, plan, actor: user, now, messaging: deps.config.messaging });
    w.publish({ type: 'loan_updated', userId: user.id });
    w.publish({ type: 'notification_created', userId: user.id });
    return toOffer(accepted);
  });
}
