import type { AppDeps } from '../../app-env';
import { runWrite } from '../../db/run-write';
import { unlessRunningElsewhere } from '../../db/dialect';
import { deleteExpiredSessions } from '../../http/sessions';
import { sweepStaleUploads } from '../objects';
import { chargeDueLateFees, payDueFromWallets, sendDueReminders } from '../repayments';
import { expireStaleCodes, publishCodeChange } from '../withdrawals';

export interface MaintenanceReport {
  expiredSessions: number;
  expiredCodes: number;
  abandonedUploads: number;
  expiredRateLimits: number;
  lateFees: number;
  /** Installments paid from the wallet on their due date, as their borrowers asked (issue 28). */
  autoPayments: number;
  /** Payment reminders sent, in-app and by SMS (issue 12). */
  reminders: number;
}

type MaintenanceDeps = Pick<AppDeps, 'db' | 'objects' | 'clock' | 'live' | 'rateLimiter' | 'config' | 'sender' | 'logger' | 'outbox' | 'postingHook'>;

/**
 * Housekeeping that must happen even when nobody comes back: run by every
 * server every few minutes, by one instance at a time. Null: another
 * instance was running it, so this run did nothing.
 */
export async function runMaintenance(deps: MaintenanceDeps): Promise<MaintenanceReport | null> {
  return unlessRunningElsewhere(deps.db, () => maintain(deps));
}

async function maintain(deps: MaintenanceDeps): Promise<MaintenanceReport> {
  const now = deps.clock.now();
  const expiredSessions = await deleteExpiredSessions(deps.db, now);
  const expired = await runWrite(deps, async (w) => {
    const userIds = await expireStaleCodes(w.trx, { now });
    for (const userId of new Set(userIds)) publishCodeChange(w, userId);
    return userIds;
  });
  const abandonedUploads = await sweepStaleUploads(deps, { now });
  const expiredRateLimits = await deps.rateLimiter.deleteExpired(now);
  const lateFees = await chargeDueLateFees(deps);
  // Before the reminders: an installment the wallet paid is not reminded of.
  const autoPayments = await payDueFromWallets(deps);
  // After the fees: an overdue reminder names what is owed with them.
  const reminders = await sendDueReminders(deps);
  // The fees', automatic payments' and reminders' messages are queued: send them now rather than at the next poll.
  if (lateFees + autoPayments + reminders > 0) await deps.outbox.nudge();
  return { expiredSessions, expiredCodes: expired.length, abandonedUploads, expiredRateLimits, lateFees, autoPayments, reminders };
}
