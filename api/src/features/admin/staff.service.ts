import { isAdminRole, SERVER_MESSAGES, STAFF_DUTIES, type AddAdmin, type SendNotification, type StaffDuty } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/dialect';
import { runWrite } from '../../db/run-write';
import type { UserRow } from '../../db/schema';
import { invalidateUserSessions } from '../../http/sessions';
import { conflict, notFound } from '../../lib/errors';
import { hashSecret } from '../../lib/passwords';
import { staffDutiesOf } from '../../lib/staff-duties';
import { appendAudit } from '../audit';
import { createNotification } from '../notifications';
import { assertCanManage, findLiveStaffByEmail, findLiveUserById, insertUser, loadManageable } from '../users';

export async function addAdmin(deps: AppDeps, { actor, input }: { actor: UserRow; input: AddAdmin }): Promise<UserRow> {
  const now = deps.clock.now();
  const passwordHash = await hashSecret(input.password);
  try {
    return await runWrite(deps, async ({ trx, publish }) => {
      if (await findLiveStaffByEmail(trx, input.email)) throw conflict(SERVER_MESSAGES.emailTaken);
      const created = await insertUser(trx, {
        email: input.email.toLowerCase(),
        passwordHash,
        fullName: 'Administrator',
        contactNumber: '',
        role: 'admin',
        registrationCountry: null,
        // SPEC.md's call has no duties: such an admin holds every duty, as every admin did (DEPARTURES 15).
        duties: input.duties ?? STAFF_DUTIES,
        now,
      });
      const after = { email: created.email, role: 'admin', duties: staffDutiesOf(created) };
      await appendAudit(trx, { actor, action: 'admin.add', targetType: 'user', targetId: created.id, before: null, after, now });
      publish({ type: 'staff_updated', userId: created.id });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailTaken);
    throw error;
  }
}

/** A staff account the actor may manage (only the main admin reaches these calls). */
export async function loadOtherAdmin(db: Db, { actor, userId }: { actor: UserRow; userId: number }): Promise<UserRow> {
  const target = await findLiveUserById(db, userId);
  if (!target || !isAdminRole(target.role)) throw notFound(SERVER_MESSAGES.adminNotFound);
  assertCanManage(actor, target);
  return target;
}

export async function deleteAdmin(deps: AppDeps, { actor, userId }: { actor: UserRow; userId: number }): Promise<void> {
  const target = await loadOtherAdmin(deps.db, { actor, userId });
  const now = deps.clock.now();
  await runWrite(deps, async ({ trx, publish }) => {
    await trx.updateTable('users').set({ deletedAt: now.toISOString(), isActive: 0, updatedAt: now.toISOString() }).where('id', '=', target.id).execute();
    await invalidateUserSessions(trx, { userId: target.id });
    await appendAudit(trx, { actor, action: 'admin.delete', targetType: 'user', targetId: target.id, before: { email: target.email, role: target.role }, after: null, now });
    publish({ type: 'staff_updated', userId: target.id });
    publish({ type: 'session_revoked', userId: target.id });
  });
}

/**
 * PUT /api/admin/admins/{id}/duties (DEPARTURES 15): the main admin replaces
 * an admin's duties, audited with before and after. The next request of that
 * admin reads them (the row's version moves, decision 026), so no session
 * ends. The main admin and borrowers are refused by loadOtherAdmin.
 */
export async function setAdminDuties(deps: AppDeps, { actor, userId, duties }: { actor: UserRow; userId: number; duties: readonly StaffDuty[] }): Promise<UserRow> {
  const now = deps.clock.now();
  return runWrite(deps, async ({ trx, publish }) => {
    const target = await loadOtherAdmin(trx, { actor, userId });
    const row = await trx
      .updateTable('users')
      .set({ duties: JSON.stringify(duties), updatedAt: now.toISOString() })
      .where('id', '=', target.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, { actor, action: 'admin.duties', targetType: 'user', targetId: target.id, before: { duties: staffDutiesOf(target) }, after: { duties: staffDutiesOf(row) }, now });
    publish({ type: 'staff_updated', userId: row.id });
    // The officer's own open panel refetches /api/auth/me, so their sidebar follows at once.
    publish({ type: 'user_updated', userId: row.id });
    return row;
  });
}

/** An officer's own notification to a member (SPEC.md 7), audited. */
export async function sendNotification(deps: AppDeps, { actor, input }: { actor: UserRow; input: SendNotification }): Promise<void> {
  const target = await loadManageable(deps.db, { actor, userId: input.userId });
  const now = deps.clock.now();
  await runWrite(deps, async ({ trx, publish }) => {
    await createNotification(trx, { ...input, now, messaging: deps.config.messaging });
    await appendAudit(trx, {
      actor,
      action: 'notification.send',
      targetType: 'user',
      targetId: target.id,
      before: null,
      after: { title: input.title, message: input.message, type: input.type, color: input.color },
      now,
    });
    publish({ type: 'notification_created', userId: target.id });
  });
}
