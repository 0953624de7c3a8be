import { APPROVAL_MESSAGES, centavos, type ApprovalKind, type Centavos } from '@app/domain';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/dialect';
import { runWrite, type Write } from '../../db/run-write';
import type { AppDeps } from '../../app-env';
import type { ApprovalRow, UserRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { appendAudit } from '../audit';

/**
 * What an action on money is about: one pending request per target at a
 * time. A loan's payment or fee waiver waits per loan ('loan_payment',
 * 'loan_fee'), a withdrawal per withdrawal, a held unmatched payment per row,
 * a settlement file per file (by a hash of its text), a month-end close per
 * month (YYYYMM).
 */
type ApprovalTarget = { targetType: 'loan' | 'user' | 'payment' | 'withdrawal' | 'loan_payment' | 'loan_fee' | 'unmatched' | 'settlement' | 'month' | 'loan_offer' | 'loan_write_off' | 'book_opening'; targetId: number };

export interface HoldRequest extends ApprovalTarget {
  kind: ApprovalKind;
  /** The borrower whose money it is. */
  userId: number;
  loanId: number | null;
  /** The money or debt it moves, as a positive amount (a credit and a debit alike). */
  amountCentavos: Centavos;
  /** The request as validated, replayed unchanged when a second staff member approves it. */
  payload: unknown;
  /** What the maker saw of the target that the payload does not pin; the target must still look so on approval. */
  seen?: unknown;
  /** Why the maker asked (the action's reason or note), shown in the inbox. */
  reason?: string | null;
  actor: UserRow;
  now: Date;
}

const ROLLING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What one officer moved of one member's money or debt directly (without a second officer) in the 24 hours before `now`. */
export async function directSumOf(trx: Db, { actorId, userId, now }: { actorId: number; userId: number; now: Date }): Promise<number> {
  const since = new Date(now.getTime() - ROLLING_WINDOW_MS).toISOString();
  const row = await trx
    .selectFrom('staffMoneyActions')
    .select((eb) => eb.fn.sum<number | string | null>('amountCentavos').as('total'))
    .where('actorId', '=', actorId)
    .where('userId', '=', userId)
    .where('at', '>', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Whether an action of `amount` on top of what the officer already moved directly passes the threshold (strictly above; 0 is off). */
export function isAboveThreshold({ thresholdCentavos, amountCentavos, directSumCentavos }: { thresholdCentavos: Centavos; amountCentavos: number; directSumCentavos: number }): boolean {
  return thresholdCentavos > 0 && amountCentavos + directSumCentavos > thresholdCentavos;
}

/** Counts a direct action towards its officer's 24-hour sum on the member; in the action's transaction. */
export async function recordDirectAction(trx: Db, { actorId, userId, kind, amountCentavos, now }: { actorId: number; userId: number; kind: ApprovalKind; amountCentavos: number; now: Date }): Promise<void> {
  if (amountCentavos <= 0) return;
  await trx.insertInto('staffMoneyActions').values({ actorId, userId, kind, amountCentavos: centavos(amountCentavos), at: now.toISOString() }).execute();
}

/** Stores a request as pending (audited); a second pending request on the same target is refused with 409. */
export async function holdRequest(trx: Db, request: HoldRequest): Promise<ApprovalRow> {
  const { kind, targetType, targetId, userId, loanId, amountCentavos, payload, seen, actor, now } = request;
  const makerReason = request.reason?.trim() || null;
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
        makerReason,
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
      after: { kind, targetType, targetId, userId, loanId, amountCentavos, payload, makerReason },
      now,
    });
    return approval;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(APPROVAL_MESSAGES.approvalAlreadyPending);
    throw error;
  }
}

/**
 * The four-eyes gate (issue 15, decision 022; summed by issue 27, decision
 * 033), called by an action inside its write transaction once the request
 * has passed its own checks. A replay of an approved request (`approval`
 * set) passes and counts towards no one's sum: a second officer saw it.
 * Otherwise the action, added to what the same officer moved directly on the
 * same member in the last 24 hours, is compared with the threshold: at or
 * below it (or with the threshold 0, off) the action is recorded as direct
 * and the gate answers null; strictly above it, the request is kept as a
 * pending approval (audited, not counted) and the action must change nothing.
 * Writers are serialised (decision 017), so two parallel requests of one
 * officer read each other's record and cannot both slip under.
 */
export async function holdAboveThreshold(
  trx: Db,
  { thresholdCentavos, request, approval }: { thresholdCentavos: Centavos; request: HoldRequest; approval?: ApprovalRow | undefined },
): Promise<ApprovalRow | null> {
  if (approval) return null;
  const { actor, userId, kind, amountCentavos, now } = request;
  const directSumCentavos = thresholdCentavos > 0 ? await directSumOf(trx, { actorId: actor.id, userId, now }) : 0;
  if (isAboveThreshold({ thresholdCentavos, amountCentavos, directSumCentavos })) return holdRequest(trx, request);
  await recordDirectAction(trx, { actorId: actor.id, userId, kind, amountCentavos, now });
  return null;
}

/** A replayed loan approval: the loan must still be as the maker saw it (not declined, edited or paid out meanwhile). */
export function assertUnchangedSince(approval: ApprovalRow, seen: unknown): void {
  if (approval.seenJson !== JSON.stringify(seen)) throw conflict(APPROVAL_MESSAGES.loanChangedSinceRequest);
}

/** What an action that may wait for four eyes did, inside its write: its result (its live events queued on the write), or the request held. */
export type ActionOutcome<T> = { done: T } | { held: ApprovalRow };

/** Tells every staff member's APPROVALS inbox that a request was made or decided (a write's queue: once committed). */
export function publishApprovalChange(live: Pick<Write, 'publish'>, approval: ApprovalRow): void {
  live.publish({ type: 'approval_updated', userId: approval.userId });
}

/** Runs an action in the one write path; a held request tells the inboxes once committed. */
export async function runAction<T>(deps: Pick<AppDeps, 'db' | 'live' | 'postingHook'>, action: (write: Write) => Promise<ActionOutcome<T>>): Promise<ActionOutcome<T>> {
  return runWrite(deps, async (write) => {
    const outcome = await action(write);
    if ('held' in outcome) publishApprovalChange(write, outcome.held);
    return outcome;
  });
}
