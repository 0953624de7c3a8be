import type { AppDeps } from '../../app-env';
import { deleteExpiredSessions } from '../../http/sessions';
import { sweepStaleUploads } from '../objects';
import { chargeDueLateFees, sendDueReminders } from '../repayments';
import { expireStaleCodes, publishCodeChange } from '../withdrawals';

export interface MaintenanceReport {
  expiredSessions: number;
  expiredCodes: number;
  abandonedUploads: number;
  expiredRateLimits: number;
  lateFees: number;
  /** Payment reminders sent, in-app and by SMS (issue 12). */
  reminders: number;
}

/** Housekeeping that must happen even when nobody comes back: run by the server every few minutes. */
export async function runMaintenance(deps: Pick<AppDeps, 'db' | 'objects' | 'clock' | 'live' | 'rateLimiter' | 'config' | 'sender' | 'logger'>): Promise<MaintenanceReport> {
  const now = deps.clock.now();
  const expiredSessions = await deleteExpiredSessions(deps.db, now);
  const expired = await deps.db.transaction().execute((trx) => expireStaleCodes(trx, { now }));
  for (const userId of new Set(expired)) publishCodeChange(deps, userId);
  const abandonedUploads = await sweepStaleUploads(deps, { now });
  const expiredRateLimits = await deps.rateLimiter.deleteExpired(now);
  const lateFees = await chargeDueLateFees(deps);
  // After the fees: an overdue reminder names what is owed with them.
  const reminders = await sendDueReminders(deps);
  return { expiredSessions, expiredCodes: expired.length, abandonedUploads, expiredRateLimits, lateFees, reminders };
}
