import { AdminWithdrawalDecisionSchema, IdParamSchema, ListQuerySchema, SERVER_MESSAGES, MessageAnswerSchema, ApprovalPendingSchema, WithdrawalSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { pageResponse } from '../../lib/paging';
import { valid } from '../../lib/validate';
import { currentUser, requireDuty } from '../../http/guards';
import { pendingApprovalBody } from '../approvals';
import { listWithdrawalsForAdmin, toWithdrawal } from './withdrawals.queries';
import { decideWithdrawal, deleteWithdrawal, resendWithdrawalCode } from './withdrawals.service';
import { answers } from '../../lib/openapi';

export const adminWithdrawalsRoutes = new Hono<AppEnv>()
  // Deciding withdrawals is the Payouts duty (DEPARTURES 15).
  .use(requireDuty('payouts'))
  .get('/', answers({ 200: v.array(WithdrawalSchema) }), valid('query', ListQuerySchema), async (c) => {
    const { deps } = c.var;
    return pageResponse(c, await listWithdrawalsForAdmin(deps.db, { query: c.req.valid('query'), now: deps.clock.now() }));
  })
  .post('/:id', answers({ 200: WithdrawalSchema, 202: ApprovalPendingSchema }, { refuses: ['approval_already_pending', 'cannot_decide_own', 'main_admin_protected', 'member_deleted_frozen', 'member_inactive_frozen', 'payout_under_review', 'withdrawal_already_decided', 'withdrawal_approval_held', 'withdrawal_not_found', 'withdrawal_not_verified'] }), valid('param', IdParamSchema), valid('json', AdminWithdrawalDecisionSchema), async (c) => {
    const { deps } = c.var;
    const outcome = await decideWithdrawal(deps, { actor: currentUser(c), withdrawalId: c.req.valid('param').id, input: c.req.valid('json') });
    // Issue 27: an approval that passes the four-eyes limit, alone or summed, waits for a second officer.
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    return c.json(toWithdrawal(outcome.done, deps.clock.now()));
  })
  .post('/:id/resend-code', answers({ 200: WithdrawalSchema }, { refuses: ['cannot_decide_own', 'main_admin_protected', 'member_deleted_frozen', 'member_inactive_frozen', 'withdrawal_code_not_needed', 'withdrawal_not_found'] }), valid('param', IdParamSchema), async (c) => {
    const { deps } = c.var;
    const row = await resendWithdrawalCode(deps, { actor: currentUser(c), withdrawalId: c.req.valid('param').id });
    return c.json(toWithdrawal(row, deps.clock.now()));
  })
  .delete('/:id', answers({ 200: MessageAnswerSchema }, { refuses: ['withdrawal_not_found'] }), valid('param', IdParamSchema), async (c) => {
    await deleteWithdrawal(c.var.deps, { actor: currentUser(c), withdrawalId: c.req.valid('param').id });
    return c.json({ message: SERVER_MESSAGES.withdrawalDeleted });
  });
