import {
  affordabilityOf,
  DESK_MESSAGES,
  effectiveInterestSchedule,
  loanDocumentaryStampTax,
  restructuredInterestSchedule,
  loanPaymentCentavos,
  NOTIFICATION_COLORS,
  reviewStatus,
  SERVER_MESSAGES,
  startDateLockedMessage,
  startDateProblem,
  toBasisPoints,
  toCentavos,
  toManilaIsoDate,
  toPesos,
  type AdminLoanDetail,
  type AmortizationPeriod,
  type AdminLoanEdit,
  type LoanApplication,
  type LoanReview,
  type NotificationTexts,
} from '@app/domain';
import type { MessagingSettings } from '../../config';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import type { ApprovalRow, LoanRow, UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { assertUnchangedSince, holdAboveThreshold, holdRequest, runAction, type ActionOutcome, type HoldRequest } from '../approvals';
import { acceptedRestructuresOf, helpOf } from '../hardship';
import { assertNotUnderReview, screenBeforePaying } from '../compliance';
import { appendAudit, auditHistoryOf } from '../audit';
import { isUniqueViolation } from '../../db/dialect';
import { runWrite, type Write } from '../../db/run-write';
import { createNotification } from '../notifications';
import { assertBorrowerAccount, documentTypesOf, isVerificationComplete, loadDecidableOwner, loadOwnerForStaff } from '../users';
import { loanTransactionsOf, recordDisbursement } from '../repayments';
import { loanReviewFacts } from './loan-review.service';
import { findLiveLoan, withAccounts } from './loans.queries';

const auditView = (loan: LoanRow) => ({
  status: loan.status,
  amountCentavos: loan.amountCentavos,
  term: loan.term,
  interestRateBp: loan.interestRateBp,
  disbursedAt: loan.disbursedAt,
  startDate: loan.startDate,
});

/** DEPARTURES.md 8: the server computes the payment itself, in centavos from the amount asked for. */
function loanFigures({ amount, term, interestRate }: { amount: number; term: number; interestRate: number }) {
  const principal = toCentavos(amount);
  const { monthlyPayment, totalRepayment } = loanPaymentCentavos({ principal, term, interestRate });
  return { amountCentavos: principal, term, interestRateBp: toBasisPoints(interestRate), monthlyPaymentCentavos: monthlyPayment, totalRepaymentCentavos: totalRepayment };
}

/** DEPARTURES.md 8: the server checks the terms and computes the payment itself. */
export async function applyForLoan(deps: AppDeps, { user, input }: { user: UserRow; input: LoanApplication }): Promise<LoanRow> {
  const { db, clock } = deps;
  assertBorrowerAccount(user);
  if (!isVerificationComplete(user, await documentTypesOf(db, user.id))) throw forbidden(SERVER_MESSAGES.verificationRequired);
  const figures = loanFigures(input);
  const now = clock.now().toISOString();
  try {
    return await runWrite(deps, async ({ trx, publish }) => {
      const pending = await trx
        .selectFrom('loans')
        .select('id')
        .where('userId', '=', user.id)
        .where('status', '=', 'pending')
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (pending) throw conflict(SERVER_MESSAGES.pendingLoanExists);
      publish({ type: 'loan_updated', userId: user.id });
      return trx
        .insertInto('loans')
        .values({
          userId: user.id,
          ...figures,
          status: 'pending',
          startDate: null,
          disbursedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.pendingLoanExists);
    throw error;
  }
}

const REVIEW_NOTICES = {
  approved: { compose: (t: NotificationTexts) => ({ title: t.loanApprovedTitle, message: t.loanApprovedMessage }), color: NOTIFICATION_COLORS.approve, type: 'success' },
  rejected: { compose: (t: NotificationTexts) => ({ title: t.loanDeclinedTitle, message: t.loanDeclinedMessage }), color: NOTIFICATION_COLORS.decline, type: 'error' },
  pending: { compose: (t: NotificationTexts) => ({ title: t.accountIssueTitle, message: t.accountIssueMessage }), color: NOTIFICATION_COLORS.accountIssue, type: 'warning' },
} as const;

/**
 * Approve, decline or report an account issue. Approval credits the wallet
 * once per loan, however often it is repeated (DEPARTURES.md 3). A first
 * approval of a principal above MAKER_CHECKER_THRESHOLD waits for a second
 * staff member instead (issue 15): `approval` is that request, replayed here
 * by its checker, who is then the actor.
 */
export async function reviewLoan(deps: AppDeps, args: LoanReviewArgs): Promise<{ done: LoanRow } | { held: ApprovalRow }> {
  if (reviewStatus(args.input.status) === 'approved') {
    // Issue 33: screened against the designation lists before each disbursement.
    const loan = await findLiveLoan(deps.db, args.loanId);
    if (loan && loan.disbursedAt === null) await screenBeforePaying(deps, { userId: loan.userId, occasion: 'disbursement' });
  }
  return runAction(deps, (w) => reviewLoanIn(w, deps, args));
}

type LoanReviewArgs = { actor: UserRow; loanId: number; input: LoanReview; approval?: ApprovalRow };

export async function reviewLoanIn(w: Write, deps: AppDeps, { actor, loanId, input, approval }: LoanReviewArgs): Promise<ActionOutcome<LoanRow>> {
  const { trx } = w;
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const status = reviewStatus(input.status);
  const notice = REVIEW_NOTICES[status];
  // Issue 12: a loan recorded late is dated back (at most 5 years, never ahead); today by default.
  const startDate = input.startDate ?? toManilaIsoDate(now);
  const startDateRefusal = startDateProblem({ startDate, today: toManilaIsoDate(now) });
  if (startDateRefusal) throw badRequest(startDateRefusal, { startDate: [startDateRefusal] });
  const before = await findLiveLoan(trx, loanId);
  if (!before) throw notFound(SERVER_MESSAGES.loanNotFound);
  const owner = await loadDecidableOwner(trx, { actor, userId: before.userId });
  // Its account decides a closed or cancelled loan's status from now on.
  if (before.status === 'closed' || before.status === 'cancelled') throw conflict(SERVER_MESSAGES.loanAccountFinal);
  if (input.startDate !== undefined && before.disbursedAt !== null) throw conflict(startDateLockedMessage({ startDate: before.startDate ?? '' }), 'start_date_locked');
  const isFirstApproval = status === 'approved' && before.disbursedAt === null;
  if (isFirstApproval) await assertNotUnderReview(trx, before.userId, { disbursing: before.amountCentavos });
  if (approval) assertUnchangedSince(approval, auditView(before));
  else if (isFirstApproval) {
    const request: HoldRequest = { kind: 'loan_approval', targetType: 'loan', targetId: loanId, userId: before.userId, loanId, amountCentavos: before.amountCentavos, payload: input, seen: auditView(before), reason: input.message ?? null, actor, now };
    // Issue 32 (decision 057): an installment above the income limit needs a written reason and a second officer, whatever the amount.
    const { isAboveLimit } = affordabilityOf({ monthlyInstallment: before.monthlyPaymentCentavos, monthlyIncome: owner.monthlyIncomeCentavos, limitBp: deps.config.maxInstallmentToIncomeBp });
    if (isAboveLimit) {
      const reason = input.reason?.trim();
      if (!reason) throw badRequest(DESK_MESSAGES.affordabilityReasonRequired, { reason: [DESK_MESSAGES.affordabilityReasonRequired] });
      return { held: await holdRequest(trx, { ...request, reason }) };
    }
    const held = await holdAboveThreshold(trx, { thresholdCentavos: deps.config.makerCheckerThresholdCentavos, request });
    if (held) return { held };
  }
  try {
    const after = await trx
      .updateTable('loans')
      .set({
        status,
        updatedAt: nowIso,
        // Decision 072: who bears the documentary stamp tax, and the tax, are fixed as the loan pays out.
        ...(isFirstApproval ? { disbursedAt: nowIso, startDate, dstBorneBy: deps.config.dstBorneBy, dstCentavos: loanDocumentaryStampTax({ principal: before.amountCentavos, term: before.term, startDate }) } : {}),
      })
      .where('id', '=', loanId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (isFirstApproval) {
      await recordDisbursement(w, { loan: after, actor, now, graceDays: deps.config.lateFeeGraceDays, messaging: deps.config.messaging });
    }
    await createNotification(trx, {
      userId: before.userId,
      // What the officer typed stays as typed; the rest is written in the borrower's language.
      compose: (t) => {
        const standard = notice.compose(t);
        return { title: input.title?.trim() || standard.title, message: input.message?.trim() || standard.message };
      },
      type: notice.type,
      color: input.color ?? notice.color,
      now,
      messaging: deps.config.messaging,
    });
    await appendAudit(trx, {
      actor,
      action: 'loan.review',
      targetType: 'loan',
      targetId: loanId,
      before: auditView(before),
      after: { ...auditView(after), disbursed: isFirstApproval, ...(isFirstApproval ? { startDate: after.startDate } : {}), ...(approval ? { approvalId: approval.id } : {}) },
      now,
    });
    w.publish({ type: 'loan_updated', userId: after.userId });
    w.publish({ type: 'notification_created', userId: after.userId });
    if (isFirstApproval) w.publish({ type: 'wallet_updated', userId: after.userId });
    return { done: after };
  } catch (error) {
    // Reopening a loan while the borrower has another pending one.
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.pendingLoanExists);
    throw error;
  }
}

/**
 * Closing an account declines its pending applications in the caller's
 * transaction (audited, the borrower notified). Returns how many.
 */
export async function declinePendingLoansOf(
  trx: Db,
  { actor, userId, reason, now, messaging }: { actor: UserRow; userId: number; reason: string; now: Date; messaging: MessagingSettings },
): Promise<number> {
  const pending = await trx.selectFrom('loans').selectAll().where('userId', '=', userId).where('status', '=', 'pending').where('deletedAt', 'is', null).execute();
  for (const loan of pending) {
    await trx.updateTable('loans').set({ status: 'rejected', updatedAt: now.toISOString() }).where('id', '=', loan.id).execute();
    await createNotification(trx, {
      userId,
      compose: (t) => ({ title: t.loanDeclinedTitle, message: t.accountClosedLoanMessage }),
      type: REVIEW_NOTICES.rejected.type,
      color: REVIEW_NOTICES.rejected.color,
      now,
      messaging,
    });
    await appendAudit(trx, { actor, action: 'loan.review', targetType: 'loan', targetId: loan.id, before: auditView(loan), after: { ...auditView(loan), status: 'rejected', reason }, now });
  }
  return pending.length;
}

/** Officer edits of amount, term and rate (SPEC.md 5 bounds); a paid-out amount is fixed. */
export async function editLoan(deps: AppDeps, { actor, loanId, input }: { actor: UserRow; loanId: number; input: AdminLoanEdit }): Promise<LoanRow> {
  const now = deps.clock.now();
  const figures = loanFigures(input);
  return runWrite(deps, async ({ trx, publish }) => {
    const before = await findLiveLoan(trx, loanId);
    if (!before) throw notFound(SERVER_MESSAGES.loanNotFound);
    // Issue 12: a paid-out loan's installments are fixed, and so are the terms they come from.
    const isChanged =
      figures.amountCentavos !== before.amountCentavos || figures.term !== before.term || figures.interestRateBp !== before.interestRateBp;
    if (before.disbursedAt !== null && isChanged) throw conflict(SERVER_MESSAGES.loanDisbursedTermsLocked);
    const after = await trx
      .updateTable('loans')
      .set({ ...figures, updatedAt: now.toISOString() })
      .where('id', '=', loanId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, { actor, action: 'loan.edit', targetType: 'loan', targetId: loanId, before: auditView(before), after: auditView(after), now });
    publish({ type: 'loan_updated', userId: after.userId });
    return after;
  });
}

/**
 * Removes a loan that never paid out (pending or declined), or whose payout
 * cooling-off took back, from every list. A loan that paid out is debt on
 * the books: deleting it would erase what the borrower owes while the money
 * stays in the wallet (issue 27, DEPARTURES 15), so it ends only by
 * cooling-off, payoff or write-off.
 */
export async function deleteLoan(deps: AppDeps, { actor, loanId }: { actor: UserRow; loanId: number }): Promise<void> {
  const now = deps.clock.now();
  await runWrite(deps, async ({ trx, publish }) => {
    const before = await findLiveLoan(trx, loanId);
    if (!before) throw notFound(SERVER_MESSAGES.loanNotFound);
    if (before.disbursedAt !== null && before.status !== 'cancelled') throw conflict(SERVER_MESSAGES.loanDisbursedNotDeletable);
    await trx.updateTable('loans').set({ deletedAt: now.toISOString(), updatedAt: now.toISOString() }).where('id', '=', loanId).execute();
    await appendAudit(trx, { actor, action: 'loan.delete', targetType: 'loan', targetId: loanId, before: auditView(before), after: null, now });
    publish({ type: 'loan_updated', userId: before.userId });
  });
}

/** GET /api/admin/loans/{id} (issue 12): the loan with its installments, transactions and audit entries. */
export async function loanDetail(deps: AppDeps, { actor, loanId }: { actor: UserRow; loanId: number }): Promise<AdminLoanDetail> {
  const loan = await findLiveLoan(deps.db, loanId);
  if (!loan) throw notFound(SERVER_MESSAGES.loanNotFound);
  const owner = await loadOwnerForStaff(deps.db, { actor, userId: loan.userId });
  const [withAccount] = await withAccounts(deps.db, { rows: [loan], now: deps.clock.now(), graceDays: deps.config.lateFeeGraceDays });
  return {
    loan: withAccount!,
    transactions: await loanTransactionsOf(deps.db, loanId),
    audit: await auditHistoryOf(deps.db, { targetType: 'loan', targetId: loanId }),
    review: await loanReviewFacts(deps, { loan, owner }),
    amortization: await amortizationOf(deps.db, loan),
    help: await helpOf(deps.db, { loan, writeOffDays: deps.config.writeOffDays }),
  };
}

/**
 * The loan's effective-interest schedule (issue 31) on what the borrower
 * received: the principal, as the lender bears the documentary stamp tax.
 * Empty until the loan pays out and its dates are fixed. An accepted offer
 * moves what was unearned onto the new schedule (decision 068).
 */
async function amortizationOf(db: Db, loan: LoanRow): Promise<AmortizationPeriod[]> {
  if (loan.startDate === null || loan.disbursedAt === null) return [];
  const schedule = effectiveInterestSchedule({ netProceeds: loan.amountCentavos, monthlyPayment: loan.monthlyPaymentCentavos, term: loan.term, startDate: loan.startDate });
  const restructures = loan.restructuredAt === null ? [] : await acceptedRestructuresOf(db, loan.id);
  const periods = restructures.length === 0 ? schedule : restructuredInterestSchedule({ schedule, restructures });
  return periods.map((row) => ({
    period: row.period,
    date: row.date,
    interestEarned: toPesos(row.interestEarned),
    unearnedAfter: toPesos(row.unearnedAfter),
  }));
}
