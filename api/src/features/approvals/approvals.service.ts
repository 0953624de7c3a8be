import { APPROVAL_MESSAGES, type ApprovalKind, type Centavos } from '@app/domain';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/dialect';
import type { ApprovalRow, UserRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { appendAudit } from '../audit';

/** What an action on money is about: one pending request per target at a time. */
type ApprovalTarget = { targetType: 'loan' | 'user' | 'payment'; targetId: number };

export interface HoldRequest extends ApprovalTarget {
  kind: ApprovalKind;
  /** The borrower whose money it is. */
  userId: number;
  loanId: number | null;
  /** The money it moves, as a positive amount. */
  amountCentavos: Centavos;
  /** The request as validated, replayed unchanged when a second staff member approves it. */
  payload: unknown;
  /** What the maker saw of the target that the payload does not pin; the target must still look so on approval. */
  seen?: unknown;
  actor: UserRow;
  now: Date;
}

/**
 * The four-eyes gate (issue 15, decision 022), called by an action inside
 * its transaction once the request has passed its own checks: at or below
 * the threshold (or with it 0, off) it answers null and the action goes on;
 * strictly above it, the request is kept as a pending approval (audited) and
 * the action must change nothing.
 */
export async function holdAboveThreshold(trx: Db, { thresholdCentavos, request }: { thresholdCentavos: Centavos; request: HoldRequest }): Promise<ApprovalRow | null> {
  if (thresholdCentavos <= 0 || request.amountCentavos <= thresholdCentavos) return null;
  const { kind, targetType, targetId, userId, loanId, amountCentavos, payload, seen, actor, now } = request;
  const waiting = await trx.selectFrom('approvals').select('id').where('targetType', '=', targetType).where('targetId', '=', targetId).where('state', '=', 'pending').executeTakeFirst();
  if (waiting) throw conflict(APPROVAL_MESSAGES.approvalAlreadyPending);
  try {
    const approval = await trx
      .insertInto('approvals')
      .values({
        kind,
        targetType,
        targetId,
        userId,
        loanId,
        payloadJson: JSON.stringify(payload),
        seenJson: seen === undefined ? null : JSON.stringify(seen),
        amountCentavos,
        makerId: actor.id,
        createdAt: now.toISOString(),
        state: 'pending',
        checkerId: null,
        decidedAt: null,
        reason: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actor,
      action: 'approval.request',
      targetType: 'approval',
      targetId: approval.id,
      before: null,
      after: { kind, targetType, targetId, userId, loanId, amountCentavos, payload },
      now,
    });
    return approval;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(APPROVAL_MESSAGES.approvalAlreadyPending);
    throw error;
  }
}

/** A replayed loan approval: the loan must still be as the maker saw it (not declined, edited or paid out meanwhile). */
export function assertUnchangedSince(approval: ApprovalRow, seen: unknown): void {
  if (approval.seenJson !== JSON.stringify(seen)) throw conflict(APPROVAL_MESSAGES.loanChangedSinceRequest);
}

/**
 * What an action that may wait for four eyes did, inside its transaction:
 * its result and the live events to send once committed, or the request held.
 */
export type ActionOutcome<T> = { done: T; publish: () => void } | { held: ApprovalRow };

/** Tells every staff member's APPROVALS inbox, once committed, that a request was made or decided. */
export function publishApprovalChange(deps: Pick<AppDeps, 'live'>, approval: ApprovalRow): void {
  deps.live.publish({ type: 'approval_updated', userId: approval.userId });
}

/** Runs an action in its own write transaction and, once committed, sends its live events (or the held request's). */
export async function runAction<T>(
  deps: Pick<AppDeps, 'db' | 'live'>,
  action: (trx: Db) => Promise<ActionOutcome<T>>,
): Promise<{ done: T } | { held: ApprovalRow }> {
  const outcome = await deps.db.transaction().execute(action);
  if ('held' in outcome) {
    publishApprovalChange(deps, outcome.held);
    return outcome;
  }
  outcome.publish();
  return { done: outcome.done };
}
