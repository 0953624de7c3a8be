import { AddAdminSchema, AdminSetPasswordSchema, IdParamSchema, MFA_MESSAGES, SendNotificationSchema, SERVER_MESSAGES, StaffDutiesSchema, type AddAdmin, PublicUserSchema, AuditVerificationSchema, AuthResponseSchema, MessageAnswerSchema } from '@app/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../../app-env';
import type { UserRow } from '../../db/schema';
import { currentUser, requireDuty, requireMainAdmin } from '../../http/guards';
import { valid } from '../../lib/validate';
import { verifyAuditChain } from '../audit';
import { resetSecondFactor, setPasswordByAdmin } from '../auth';
import { toPublicUser } from '../users';
import { listStaff } from './members.queries';
import { addAdmin, deleteAdmin, loadOtherAdmin, sendNotification, setAdminDuties } from './staff.service';
import { answers } from '../../lib/openapi';

async function addedAdmin(deps: AppDeps, { actor, input }: { actor: UserRow; input: AddAdmin }) {
  const admin = await addAdmin(deps, { actor, input });
  return { user: await toPublicUser(deps.db, admin, deps.clock.now()) };
}

export const adminStaffRoutes = new Hono<AppEnv>()
  .get('/admins', answers({ 200: v.array(PublicUserSchema) }), async (c) => c.json(await listStaff(c.var.deps.db, c.var.deps.clock.now())))
  // SPEC.md 7 names the same call twice.
  .post('/add-admin', answers({ 201: AuthResponseSchema }, { refuses: ['email_taken'] }), requireMainAdmin, valid('json', AddAdminSchema), async (c) =>
    c.json(await addedAdmin(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') }), 201),
  )
  .post('/create', answers({ 201: AuthResponseSchema }, { refuses: ['email_taken'] }), requireMainAdmin, valid('json', AddAdminSchema), async (c) =>
    c.json(await addedAdmin(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') }), 201),
  )
  .delete('/delete-admin/:id', answers({ 200: MessageAnswerSchema }, { refuses: ['admin_not_found', 'main_admin_protected'] }), requireMainAdmin, valid('param', IdParamSchema), async (c) => {
    await deleteAdmin(c.var.deps, { actor: currentUser(c), userId: c.req.valid('param').id });
    return c.json({ message: SERVER_MESSAGES.adminDeleted });
  })
  .post('/update-admin-password/:id', answers({ 200: MessageAnswerSchema }, { refuses: ['admin_not_found', 'main_admin_protected'] }), requireMainAdmin, valid('param', IdParamSchema), valid('json', AdminSetPasswordSchema), async (c) => {
    const actor = currentUser(c);
    const target = await loadOtherAdmin(c.var.deps.db, { actor, userId: c.req.valid('param').id });
    await setPasswordByAdmin(c.var.deps, { actor, target, password: c.req.valid('json').password, action: 'admin.password' });
    return c.json({ message: SERVER_MESSAGES.passwordUpdated });
  })
  // Issue 27: the main admin gives each admin their duties.
  .put('/admins/:id/duties', answers({ 200: AuthResponseSchema }, { refuses: ['admin_not_found', 'main_admin_protected'] }), requireMainAdmin, valid('param', IdParamSchema), valid('json', StaffDutiesSchema), async (c) => {
    const { deps } = c.var;
    const admin = await setAdminDuties(deps, { actor: currentUser(c), userId: c.req.valid('param').id, duties: c.req.valid('json').duties });
    return c.json({ user: await toPublicUser(deps.db, admin, deps.clock.now()) });
  })
  // Decision 032: an admin who lost their phone and recovery codes.
  .post('/admins/:id/mfa/reset', answers({ 200: MessageAnswerSchema }, { refuses: ['admin_not_found', 'main_admin_protected'] }), requireMainAdmin, valid('param', IdParamSchema), async (c) => {
    const actor = currentUser(c);
    const target = await loadOtherAdmin(c.var.deps.db, { actor, userId: c.req.valid('param').id });
    await resetSecondFactor(c.var.deps, { actor, target });
    return c.json({ message: MFA_MESSAGES.resetDone });
  })
  .post('/send-notification', answers({ 201: MessageAnswerSchema }, { refuses: ['cannot_manage_self', 'main_admin_only', 'main_admin_protected'] }), requireDuty('members'), valid('json', SendNotificationSchema), async (c) => {
    await sendNotification(c.var.deps, { actor: currentUser(c), input: c.req.valid('json') });
    return c.json({ message: SERVER_MESSAGES.notificationSent }, 201);
  })
  .get('/audit/verify', answers({ 200: AuditVerificationSchema }), requireMainAdmin, async (c) => c.json(await verifyAuditChain(c.var.deps.db)));
