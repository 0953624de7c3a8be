import { AdminLoanEditSchema, DUTIES_TO_READ, IdParamSchema, ListQuerySchema, LoanReviewSchema, SERVER_MESSAGES, ApprovalPendingSchema, MessageAnswerSchema, LoanSchema, AdminLoanDetailSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { badRequest } from '../../lib/errors';
import { pageResponse } from '../../lib/paging';
import { bodyRefusals, parseWith, readJsonBody, valid } from '../../lib/validate';
import { currentUser, requireDuty } from '../../http/guards';
import { pendingApprovalBody } from '../approvals';
import { listLoansForAdmin, toLoan } from './loans.queries';
import { deleteLoan, editLoan, loanDetail, reviewLoan } from './loans.service';
import { answers } from '../../lib/openapi';

export const adminLoansRoutes = new Hono<AppEnv>()
  .get('/', answers({ 200: v.array(LoanSchema) }), requireDuty(...DUTIES_TO_READ.loans), valid('query', ListQuerySchema), async (c) => {
    const { deps } = c.var;
    return pageResponse(c, await listLoansForAdmin(deps.db, { query: c.req.valid('query'), now: deps.clock.now() }));
  })
  .get('/:id', answers({ 200: AdminLoanDetailSchema }, { refuses: ['loan_not_found'] }), requireDuty(...DUTIES_TO_READ.loans), valid('param', IdParamSchema), async (c) => c.json(await loanDetail(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id })))
  // SPEC.md 7 gives one call three bodies: a review ({status}), an edit
  // ({amount, term, interestRate}) or a code ({otp}), which DEPARTURES.md 2 refuses.
  .post('/:id', answers({ 200: LoanSchema, 202: ApprovalPendingSchema }, { refuses: ['affordability_reason_required', 'approval_already_pending', 'cannot_decide_own', 'loan_account_final', 'loan_disbursed_terms_locked', 'loan_not_found', 'main_admin_protected', 'member_deleted_frozen', 'member_inactive_frozen', 'otp_set_by_system', 'payout_under_review', 'start_date_locked', 'validation', ...bodyRefusals(AdminLoanEditSchema, LoanReviewSchema)] }), requireDuty('lending'), valid('param', IdParamSchema), async (c) => {
    const { deps } = c.var;
    const actor = currentUser(c);
    const { id } = c.req.valid('param');
    const body = await readJsonBody(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(SERVER_MESSAGES.validation);
    if ('otp' in body) throw badRequest(SERVER_MESSAGES.otpSetBySystem);
    if (!('status' in body)) return c.json(toLoan(await editLoan(deps, { actor, loanId: id, input: parseWith(AdminLoanEditSchema, body) })));
    const outcome = await reviewLoan(deps, { actor, loanId: id, input: parseWith(LoanReviewSchema, body) });
    // Issue 15: a disbursement above the four-eyes limit waits for a second staff member.
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    return c.json(toLoan(outcome.done));
  })
  .delete('/:id', answers({ 200: MessageAnswerSchema }, { refuses: ['loan_disbursed_not_deletable', 'loan_not_found'] }), requireDuty('lending'), valid('param', IdParamSchema), async (c) => {
    await deleteLoan(c.var.deps, { actor: currentUser(c), loanId: c.req.valid('param').id });
    return c.json({ message: SERVER_MESSAGES.loanDeleted });
  });
