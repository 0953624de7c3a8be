import { APPROVAL_DUTIES, ApprovalDecisionSchema, IdParamSchema, ListQuerySchema, ApprovalPendingSchema, ApprovalSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { pageResponse } from '../../lib/paging';
import { valid } from '../../lib/validate';
import { currentUser, requireDuty } from '../../http/guards';
import { listApprovals } from '../approvals';
import { decideApproval } from './approvals.service';
import { answers } from '../../lib/openapi';

/** The APPROVALS inbox of maker-checker (issue 15, decision 022). */
export const adminApprovalsRoutes = new Hono<AppEnv>()
  // The inbox is for the duties of its kinds; deciding one needs its kind's duty (approvals.service).
  .use(requireDuty(...APPROVAL_DUTIES))
  .get('/', answers({ 200: v.array(ApprovalSchema) }), valid('query', ListQuerySchema), async (c) => {
    const { pending, ...page } = await listApprovals(c.var.deps.db, { query: c.req.valid('query') });
    // The sidebar's badge: how many wait, whatever page this is.
    c.header('X-Pending-Count', String(pending));
    return pageResponse(c, page);
  })
  .post('/:id', answers({ 200: ApprovalPendingSchema }, { refuses: ['approval_already_decided', 'approval_not_found', 'balance_changed', 'loan_account_final', 'loan_changed_since_request', 'maker_cannot_check', 'month_closed'] }), valid('param', IdParamSchema), valid('json', ApprovalDecisionSchema), async (c) => {
    const approval = await decideApproval(c.var.deps, { actor: currentUser(c), approvalId: c.req.valid('param').id, input: c.req.valid('json') });
    return c.json({ approval });
  });
