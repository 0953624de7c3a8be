import { AdminMemberUpdateSchema, AdminSetPasswordSchema, AdminUserStatusSchema, AdminWalletAdjustSchema, DUTIES_TO_READ, IdParamSchema, ListQuerySchema, SERVER_MESSAGES, MessageAnswerSchema, AuditEntrySchema, AuthResponseSchema, PublicUserSchema, StaffMessagesSchema, ApprovalPendingSchema, LedgerEntrySchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-env';
import { pageResponse } from '../../lib/paging';
import { bodyRefusals, parseWith, readJsonBody, valid } from '../../lib/validate';
import { currentUser, requireDuty } from '../../http/guards';
import { setPasswordByAdmin } from '../auth';
import { loadManageable, toPublicUser } from '../users';
import { listLedger } from '../wallet';
import { auditHistoryOf } from '../audit';
import { listMemberMessages } from '../outbox';
import { pendingApprovalBody } from '../approvals';
import { listMembers } from './members.queries';
import { adjustWalletBalance, deleteMember, setMemberStatus, updateMember } from './members.service';
import { answers } from '../../lib/openapi';

export const adminMembersRoutes = new Hono<AppEnv>()
  .get('/', answers({ 200: v.array(PublicUserSchema) }), requireDuty(...DUTIES_TO_READ.members), valid('query', ListQuerySchema), async (c) => {
    const { deps } = c.var;
    return pageResponse(c, await listMembers(deps.db, { query: c.req.valid('query'), now: deps.clock.now() }));
  })
  .get('/:id', answers({ 200: AuthResponseSchema }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty(...DUTIES_TO_READ.members), valid('param', IdParamSchema), async (c) => {
    const { deps } = c.var;
    const user = await loadManageable(deps.db, { actor: currentUser(c), userId: c.req.valid('param').id });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .get('/:id/ledger', answers({ 200: v.array(LedgerEntrySchema) }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty(...DUTIES_TO_READ.members), valid('param', IdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { id } = await loadManageable(db, { actor: currentUser(c), userId: c.req.valid('param').id });
    return c.json(await listLedger(db, { userId: id }));
  })
  .get('/:id/audit', answers({ 200: v.array(AuditEntrySchema) }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty(...DUTIES_TO_READ.memberAudit), valid('param', IdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { id } = await loadManageable(db, { actor: currentUser(c), userId: c.req.valid('param').id });
    return c.json(await auditHistoryOf(db, { targetType: 'user', targetId: id }));
  })
  // Issue 29: what was sent to the member, on which channel, and what became of it.
  .get('/:id/messages', answers({ 200: StaffMessagesSchema }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty('members'), valid('param', IdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { id } = await loadManageable(db, { actor: currentUser(c), userId: c.req.valid('param').id });
    return c.json(await listMemberMessages(db, id));
  })
  .post('/:id/status', answers({ 200: AuthResponseSchema }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty('members'), valid('param', IdParamSchema), valid('json', AdminUserStatusSchema), async (c) => {
    const { deps } = c.var;
    const user = await setMemberStatus(deps, { actor: currentUser(c), userId: c.req.valid('param').id, isActive: c.req.valid('json').isActive });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .delete('/:id', answers({ 200: MessageAnswerSchema }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty('members'), valid('param', IdParamSchema), async (c) => {
    await deleteMember(c.var.deps, { actor: currentUser(c), userId: c.req.valid('param').id });
    return c.json({ message: SERVER_MESSAGES.userDeleted });
  })
  // SPEC.md 7: {walletBalance} here is the inline balance edit; any other
  // body is the generic member update of PUT.
  .post('/:id', answers({ 200: AuthResponseSchema, 202: ApprovalPendingSchema }, { refuses: ['approval_already_pending', 'balance_changed', 'cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found', ...bodyRefusals(AdminMemberUpdateSchema, AdminWalletAdjustSchema)] }), requireDuty('members'), valid('param', IdParamSchema), async (c) => {
    const { deps } = c.var;
    const actor = currentUser(c);
    const userId = c.req.valid('param').id;
    const body = await readJsonBody(c);
    const isBalanceEdit = typeof body === 'object' && body !== null && 'walletBalance' in body;
    if (!isBalanceEdit) {
      const user = await updateMember(deps, { actor, userId, input: parseWith(AdminMemberUpdateSchema, body) });
      return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
    }
    const outcome = await adjustWalletBalance(deps, { actor, userId, input: parseWith(AdminWalletAdjustSchema, body) });
    // Issue 15: a change above the four-eyes limit waits for a second staff member.
    if ('held' in outcome) return c.json(await pendingApprovalBody(deps.db, outcome.held), 202);
    return c.json({ user: await toPublicUser(deps.db, outcome.done, deps.clock.now()) });
  })
  .put('/:id', answers({ 200: AuthResponseSchema }, { refuses: ['cannot_manage_self', 'email_taken', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty('members'), valid('param', IdParamSchema), valid('json', AdminMemberUpdateSchema), async (c) => {
    const { deps } = c.var;
    const user = await updateMember(deps, { actor: currentUser(c), userId: c.req.valid('param').id, input: c.req.valid('json') });
    return c.json({ user: await toPublicUser(deps.db, user, deps.clock.now()) });
  })
  .post('/:id/password', answers({ 200: MessageAnswerSchema }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected', 'user_not_found'] }), requireDuty('members'), valid('param', IdParamSchema), valid('json', AdminSetPasswordSchema), async (c) => {
    const { deps } = c.var;
    const actor = currentUser(c);
    const target = await loadManageable(deps.db, { actor, userId: c.req.valid('param').id });
    await setPasswordByAdmin(deps, { actor, target, password: c.req.valid('json').password, action: 'user.password' });
    return c.json({ message: SERVER_MESSAGES.passwordUpdated });
  });
