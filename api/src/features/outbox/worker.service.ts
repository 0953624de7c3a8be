import type { Logger } from 'pino';
import type { MessagingSettings } from '../../config';
import type { Db } from '../../db/connection';
import { dialectOf } from '../../db/dialect';
import type { Clock } from '../../lib/clock';
import type { MessageSender } from '../../lib/sender';
import type { SendOutcome } from './providers.service';
import { sendBySemaphore } from './semaphore.service';
import { sendByEmail } from './smtp-email.service';
import { sendByTwilio } from './twilio.service';

type OutboxDeps = { db: Db; clock: Clock; logger: Logger; sender: MessageSender; config: { messaging: MessagingSettings; publicUrl: string | null } };

type ClaimedMessage = { id: number; channel: string; purpose: string; destination: string; subject: string | null; body: string; html: string | null; attempts: number };

/** A message whose process died while sending it: it may or may not have gone out, so it is never resent (at most once). */
export const INTERRUPTED_REASON = 'interrupted; outcome unknown';

/** How long a claim holds without being renewed: a process that stops renewing (killed) frees its messages after this. */
const LEASE_MS = 60_000;
const BATCH = 50;
/** After this many tries a message is failed for good. */
const MAX_ATTEMPTS = 8;

function leaseFrom(now: Date, leaseMs: number): string {
  return new Date(now.getTime() + leaseMs).toISOString();
}

/** 30 s, 1 min, 2 min, ... capped at 30 min: a provider down for ten minutes is retried a handful of times. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * One message through the provider of its channel. The development stand-in
 * (SMS_PROVIDER=outbox) hands the SMS to deps.sender: the file in DATA_DIR in
 * a server, the list the tests read in the harness.
 */
async function deliver(deps: OutboxDeps, message: ClaimedMessage): Promise<SendOutcome> {
  const { messaging } = deps.config;
  if (message.channel === 'sms') {
    if (messaging.sms.provider === 'outbox') {
      await deps.sender.sendSms({ to: message.destination, text: message.body, purpose: message.purpose });
      return { kind: 'sent', provider: 'outbox', providerMessageId: null };
    }
    if (messaging.sms.provider === 'semaphore') return sendBySemaphore(messaging.sms, deps.logger, message);
    return sendByTwilio(messaging.sms, { publicUrl: deps.config.publicUrl, logger: deps.logger }, message);
  }
  if (messaging.email !== null) return sendByEmail(messaging.email, message);
  return { kind: 'refused', provider: 'smtp', reason: 'email sending is not configured (SMTP_URL)' };
}

/**
 * Takes the due messages for `owner` until `leaseUntil`, in one statement so
 * two processes never take the same message (PostgreSQL: skip locked).
 */
async function claim(db: Db, { owner, now, leaseUntil, limit }: { owner: string; now: string; leaseUntil: string; limit: number }): Promise<ClaimedMessage[]> {
  let due = db
    .selectFrom('outboxMessages')
    .select('id')
    .where('state', '=', 'queued')
    .where('notBefore', '<=', now)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .orderBy('id')
    .limit(limit);
  if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('outboxMessages')
    .set({ leaseOwner: owner, leaseUntil, updatedAt: now })
    .where('id', 'in', due)
    .returning(['id', 'channel', 'purpose', 'destination', 'subject', 'body', 'html', 'attempts'])
    .execute();
  // PostgreSQL returns the updated rows in no set order: a member's messages go out in the order they were queued.
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * A message left `sending` by a process that died: whether the provider got
 * it is unknown, so it is failed, visible to staff, never sent again.
 */
async function failInterrupted(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('outboxMessages')
    .set({ state: 'failed', failureReason: INTERRUPTED_REASON, leaseOwner: null, leaseUntil: null, updatedAt: now })
    .where('state', '=', 'sending')
    .where('leaseUntil', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A code's text is a secret: once it has gone (or failed for good) the table keeps no copy. */
function settledBody(message: ClaimedMessage): { body?: string; html?: null } {
  return message.purpose === 'code' ? { body: '', html: null } : {};
}

type PassReport = { sent: number; failed: number; retried: number; interrupted: number };

/**
 * Renews this owner's leases (the claimed batch and the message in flight)
 * every third of the lease while a pass runs, so a provider slower than the
 * lease never makes a live process's message look abandoned; only a process
 * that died (or stalled a whole lease) lets its messages go.
 */
function keepLeases(deps: OutboxDeps, owner: string, leaseMs: number): () => void {
  const renew = () => {
    deps.db
      .updateTable('outboxMessages')
      .set({ leaseUntil: leaseFrom(deps.clock.now(), leaseMs) })
      .where('leaseOwner', '=', owner)
      .where('state', 'in', ['queued', 'sending'])
      .execute()
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'outbox lease not renewed'));
  };
  const timer = setInterval(renew, Math.max(1, Math.floor(leaseMs / 3))).unref();
  return () => clearInterval(timer);
}

/**
 * One pass of the worker: fails what a dead process left mid-send, claims
 * the due messages and sends them one by one, each marked `sending` before
 * it goes (at most once). `shouldStop` is asked between messages: a draining
 * server finishes the message in flight and releases the rest it claimed.
 */
export async function runOutboxPass(
  deps: OutboxDeps,
  { owner, shouldStop = () => false, leaseMs = LEASE_MS }: { owner: string; shouldStop?: () => boolean; leaseMs?: number },
): Promise<PassReport> {
  const start = deps.clock.now();
  const interrupted = await failInterrupted(deps.db, start.toISOString());
  const claimed = await claim(deps.db, {
    owner,
    now: start.toISOString(),
    leaseUntil: leaseFrom(start, leaseMs),
    limit: BATCH,
  });
  if (claimed.length === 0) return { sent: 0, failed: 0, retried: 0, interrupted };
  const stopRenewing = keepLeases(deps, owner, leaseMs);
  try {
    return await sendClaimed(deps, { owner, leaseMs, shouldStop }, claimed, { sent: 0, failed: 0, retried: 0, interrupted });
  } finally {
    stopRenewing();
  }
}

async function sendClaimed(
  deps: OutboxDeps,
  { owner, leaseMs, shouldStop }: { owner: string; leaseMs: number; shouldStop: () => boolean },
  claimed: ClaimedMessage[],
  report: PassReport,
): Promise<PassReport> {
  for (const [index, message] of claimed.entries()) {
    if (shouldStop()) {
      const rest = claimed.slice(index).map((m) => m.id);
      await deps.db
        .updateTable('outboxMessages')
        .set({ leaseOwner: null, leaseUntil: null, updatedAt: deps.clock.now().toISOString() })
        .where('id', 'in', rest)
        .where('leaseOwner', '=', owner)
        .where('state', '=', 'queued')
        .execute();
      break;
    }
    const taken = await deps.db
      .updateTable('outboxMessages')
      .set((eb) => ({ state: 'sending', attempts: eb('attempts', '+', 1), leaseUntil: leaseFrom(deps.clock.now(), leaseMs), updatedAt: deps.clock.now().toISOString() }))
      .where('id', '=', message.id)
      .where('leaseOwner', '=', owner)
      .where('state', '=', 'queued')
      .executeTakeFirst();
    // The lease ran out and another process took the message: it is theirs now.
    if (taken.numUpdatedRows === 0n) continue;
    const attempts = message.attempts + 1;
    let outcome: SendOutcome;
    try {
      outcome = await deliver(deps, message);
    } catch (error) {
      outcome = { kind: 'retry', provider: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
    const now = deps.clock.now();
    const at = now.toISOString();
    const released = { leaseOwner: null, leaseUntil: null, updatedAt: at };
    if (outcome.kind === 'sent') {
      report.sent += 1;
      await deps.db
        .updateTable('outboxMessages')
        .set({ ...released, ...settledBody(message), state: 'sent', provider: outcome.provider, providerMessageId: outcome.providerMessageId, sentAt: at, failureReason: null })
        .where('id', '=', message.id)
        .execute();
    } else if (outcome.kind === 'refused' || attempts >= MAX_ATTEMPTS) {
      report.failed += 1;
      deps.logger.warn({ messageId: message.id, provider: outcome.provider, attempts }, 'outbox message failed');
      await deps.db
        .updateTable('outboxMessages')
        .set({ ...released, ...settledBody(message), state: 'failed', provider: outcome.provider, failureReason: outcome.reason })
        .where('id', '=', message.id)
        .execute();
    } else {
      report.retried += 1;
      await deps.db
        .updateTable('outboxMessages')
        .set({ ...released, state: 'queued', provider: outcome.provider, failureReason: outcome.reason, notBefore: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() })
        .where('id', '=', message.id)
        .execute();
    }
  }
  return report;
}

interface OutboxWorker {
  /** Sends what is due now rather than at the next poll. */
  wake(): void;
  /** Finishes the message in flight, releases the rest, and stops polling. */
  stop(): Promise<void>;
}

/**
 * The worker every server process runs (decision 031: any number of them
 * share the outbox through its leases): a pass every `pollMs`, and at once
 * when woken after a commit that queued messages.
 */
export function startOutboxWorker(deps: OutboxDeps, { owner, pollMs = 1_000, leaseMs = LEASE_MS }: { owner: string; pollMs?: number; leaseMs?: number }): OutboxWorker {
  let isStopping = false;
  let isAgain = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const run = (): void => {
    if (isStopping) return;
    if (running) {
      isAgain = true;
      return;
    }
    if (timer) clearTimeout(timer);
    running = (async () => {
      try {
        let report: PassReport;
        // A full batch means more may be due: go on without waiting for the next poll.
        do {
          isAgain = false;
          report = await runOutboxPass(deps, { owner, shouldStop: () => isStopping, leaseMs });
        } while (!isStopping && (isAgain || report.sent + report.failed + report.retried >= BATCH));
      } catch (error) {
        deps.logger.error({ err: error }, 'outbox pass failed');
      } finally {
        running = null;
        if (!isStopping) timer = setTimeout(run, pollMs).unref();
      }
    })();
  };
  timer = setTimeout(run, 0).unref();
  return {
    wake: run,
    async stop() {
      isStopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
