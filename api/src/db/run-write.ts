import type { AppDeps } from '../app-env';
import type { Db } from './connection';
import type { Movement } from './posting-hook';

type LiveEvent = Parameters<AppDeps['live']['publish']>[0];

/** What an action writes with: its transaction, and what it queues to happen with it. */
export interface Write {
  readonly trx: Db;
  /** Queues a live event: sent once the transaction committed, never when it rolls back. */
  publish(event: LiveEvent): void;
  /** Tells the posting hook of a movement, in this transaction; only the posting core calls it. */
  moved(movement: Movement): Promise<void>;
}

/**
 * The one write path (issue 30, decision 050): the action runs in one write
 * transaction of the dialect (SQLite: BEGIN IMMEDIATE; PostgreSQL: the
 * writer lock, both taken by `db/connection.ts` at BEGIN); its audit
 * entries and outgoing messages are rows written through `trx`, so they
 * commit or roll back with it; its live events wait for the commit.
 */
export async function runWrite<T>(deps: Pick<AppDeps, 'db' | 'live' | 'postingHook'>, action: (write: Write) => Promise<T>): Promise<T> {
  const events: LiveEvent[] = [];
  const result = await deps.db.transaction().execute((trx) =>
    action({
      trx,
      publish: (event) => {
        events.push(event);
      },
      moved: async (movement) => {
        if (deps.postingHook) await deps.postingHook(trx, movement);
      },
    }),
  );
  for (const event of events) deps.live.publish(event);
  return result;
}
