import { isAdminRole, SERVER_MESSAGES } from '@app/domain';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { findLiveUserById, findUserById } from './users.queries';

/**
 * SPEC.md 6, the one rule of who acts on whom: nobody manages the main
 * admin, nobody manages their own account from the back office, and only
 * the main admin manages admins. Every staff action keyed by a member
 * (member id, targetUserId, the owner of a document, loan or withdrawal)
 * goes through here.
 */
export function assertCanManage(actor: UserRow, target: UserRow): void {
  if (target.role === 'main_admin') throw forbidden(SERVER_MESSAGES.mainAdminProtected);
  if (target.id === actor.id) throw forbidden(SERVER_MESSAGES.cannotManageSelf);
  if (target.role === 'admin' && actor.role !== 'main_admin') throw forbidden(SERVER_MESSAGES.mainAdminOnly);
}

/** The live member an officer acts on, once the rule allows it. */
export async function loadManageable(db: Db, { actor, userId }: { actor: UserRow; userId: number }): Promise<UserRow> {
  const target = await findLiveUserById(db, userId);
  if (!target) throw notFound(SERVER_MESSAGES.userNotFound);
  assertCanManage(actor, target);
  return target;
}

/**
 * The owner of a loan or withdrawal an officer looks at (its detail, its
 * documents): never the officer's own, then the rule of every member
 * action. A closed account's history stays readable.
 */
export async function loadOwnerForStaff(db: Db, { actor, userId }: { actor: UserRow; userId: number }): Promise<UserRow> {
  const owner = await findUserById(db, userId);
  if (!owner) throw notFound(SERVER_MESSAGES.userNotFound);
  if (owner.id === actor.id) throw forbidden(SERVER_MESSAGES.cannotDecideOwn);
  assertCanManage(actor, owner);
  return owner;
}

/**
 * The owner of a loan or withdrawal an officer decides on: never the
 * officer's own (issue 10), then the same rule as every member action. A
 * deleted or inactive member's requests are frozen: closing the account
 * rejected them, and nothing may pay out of a closed account.
 */
export async function loadDecidableOwner(db: Db, { actor, userId }: { actor: UserRow; userId: number }): Promise<UserRow> {
  const owner = await loadOwnerForStaff(db, { actor, userId });
  if (owner.deletedAt !== null) throw conflict(SERVER_MESSAGES.memberDeletedFrozen);
  if (owner.isActive !== 1) throw conflict(SERVER_MESSAGES.memberInactiveFrozen);
  return owner;
}

/** Staff accounts decide on loans and withdrawals; they never hold one themselves (issue 10). */
export function assertBorrowerAccount(user: UserRow): void {
  if (isAdminRole(user.role)) throw forbidden(SERVER_MESSAGES.staffCannotBorrow);
}
