import { AddAdminSchema, AdminSetPasswordSchema, IdParamSchema, SendNotificationSchema, SERVER_MESSAGES, type AddAdmin } from '@app/domain';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { conflict, notFound } from '../../lib/errors';
import { hashSecret } from '../../lib/passwords';
import { valid } from '../../lib/validate';
import { appendAudit, verifyAuditChain } from '../audit/audit.service';
import { currentUser, requireMainAdmin } from '../auth/auth.middleware';
import { isUniqueViolation, setPasswordByAdmin } from '../auth/auth.service';
import { invalidateUserSessions } from '../auth/sessions.service';
import { createNotification } from '../notifications/notifications.service';
import { assertCanManage, loadManageable } from '../users/member-access.service';
import { findLiveUserByEmail, findLiveUserById, toPublicUser } from '../users/users.queries';
import { listStaff } from './members.queries';

async function addAdmin(c: Context<AppEnv>, input: AddAdmin) {
  const { db, clock } = c.var.deps;
  const actor = currentUser(c);
  const now = clock.now();
  const passwordHash = await hashSecret(input.password);
  try {
    const admin = await db.transaction().execute(async (trx) => {
      if (await findLiveUserByEmail(trx, input.email)) throw conflict(SERVER_MESSAGES.emailTaken);
      const created = await trx
        .insertInto('users')
        .values({
          email: input.email.toLowerCase(),
          passwordHash,
          fullName: 'Administrator',
          contactNumber: '',
          creditScore: 500,
          walletBalanceCentavos: 0,
          role: 'admin',
          isActive: 1,
          registrationCountry: null,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await appendAudit(trx, { actor, action: 'admin.add', targetType: 'user', targetId: created.id, before: null, after: { email: created.email, role: 'admin' }, now });
      return created;
    });
    c.var.deps.live.publish({ type: 'staff_updated', userId: admin.id });
    return c.json({ user: await toPublicUser(db, admin, now) }, 201);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailTaken);
    throw error;
  }
}

async function loadOtherAdmin(c: Context<AppEnv>, id: number) {
  const target = await findLiveUserById(c.var.deps.db, id);
  if (!target || (target.role !== 'admin' && target.role !== 'main_admin')) throw notFound(SERVER_MESSAGES.adminNotFound);
  assertCanManage(currentUser(c), target);
  return target;
}

export const adminStaffRoutes = new Hono<AppEnv>()
  .get('/admins', async (c) => c.json(await listStaff(c.var.deps.db, c.var.deps.clock.now())))
  .post('/add-admin', requireMainAdmin, valid('json', AddAdminSchema), (c) => addAdmin(c, c.req.valid('json')))
  .post('/create', requireMainAdmin, valid('json', AddAdminSchema), (c) => addAdmin(c, c.req.valid('json')))
  .delete('/delete-admin/:id', requireMainAdmin, valid('param', IdParamSchema), async (c) => {
    const { db, clock, live } = c.var.deps;
    const target = await loadOtherAdmin(c, c.req.valid('param').id);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ deletedAt: now.toISOString(), isActive: 0, updatedAt: now.toISOString() }).where('id', '=', target.id).execute();
      await invalidateUserSessions(trx, { userId: target.id });
      await appendAudit(trx, { actor: currentUser(c), action: 'admin.delete', targetType: 'user', targetId: target.id, before: { email: target.email, role: target.role }, after: null, now });
    });
    live.publish({ type: 'staff_updated', userId: target.id });
    live.publish({ type: 'session_revoked', userId: target.id });
    return c.json({ message: SERVER_MESSAGES.adminDeleted });
  })
  .post('/update-admin-password/:id', requireMainAdmin, valid('param', IdParamSchema), valid('json', AdminSetPasswordSchema), async (c) => {
    const target = await loadOtherAdmin(c, c.req.valid('param').id);
    await setPasswordByAdmin(c.var.deps, { actor: currentUser(c), target, password: c.req.valid('json').password, action: 'admin.password' });
    return c.json({ message: SERVER_MESSAGES.passwordUpdated });
  })
  .post('/send-notification', valid('json', SendNotificationSchema), async (c) => {
    const { db, clock, live } = c.var.deps;
    const input = c.req.valid('json');
    const target = await loadManageable(db, { actor: currentUser(c), userId: input.userId });
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await createNotification(trx, { ...input, now });
      await appendAudit(trx, { actor: currentUser(c), action: 'notification.send', targetType: 'user', targetId: target.id, before: null, after: { title: input.title, message: input.message, type: input.type, color: input.color }, now });
    });
    live.publish({ type: 'notification_created', userId: target.id });
    return c.json({ message: SERVER_MESSAGES.notificationSent }, 201);
  })
  .get('/audit/verify', requireMainAdmin, async (c) => c.json(await verifyAuditChain(c.var.deps.db)));
