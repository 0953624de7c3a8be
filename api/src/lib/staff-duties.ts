import { dutyRequiredMessage, hasDuty, isAdminRole, isStaffDuty, STAFF_DUTIES, type StaffDuty } from '@app/domain';
import type { UserRow } from '../db/schema';
import { refused } from './errors';

/**
 * The duties a member acts under (DEPARTURES 15): every duty for the main
 * admin whatever is stored; for an admin, the stored names that are duties
 * (in STAFF_DUTIES order); none for a borrower. A stored value that is not a
 * JSON array of names gives none: a broken row must not widen access.
 */
export function staffDutiesOf(user: Pick<UserRow, 'role' | 'duties'>): StaffDuty[] {
  if (user.role === 'main_admin') return [...STAFF_DUTIES];
  if (!isAdminRole(user.role) || user.duties === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(user.duties);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return STAFF_DUTIES.filter((duty) => stored.includes(duty) && isStaffDuty(duty));
}

/** Whether `user` holds at least one of `duties`. */
function holdsAnyDuty(user: Pick<UserRow, 'role' | 'duties'>, duties: readonly StaffDuty[]): boolean {
  const held = { role: user.role, duties: staffDutiesOf(user) };
  return duties.some((duty) => hasDuty(held, duty));
}

/** 403 `duty_required` naming the duty (or the duties, any one of which would do) in plain words, unless `user` holds one. */
export function assertDuty(user: Pick<UserRow, 'role' | 'duties'>, duties: readonly StaffDuty[]): void {
  if (!holdsAnyDuty(user, duties)) throw refused(403, 'duty_required', dutyRequiredMessage(duties));
}
