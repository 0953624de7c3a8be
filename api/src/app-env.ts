import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { Db } from './db/connection';
import type { ReadCaches } from './db/read-caches';
import type { PostingHook } from './db/posting-hook';
import type { SessionsTable, UserRow } from './db/schema';
import type { ByteBudget } from './lib/byte-budget';
import type { Clock } from './lib/clock';
import type { LiveEvents } from './lib/live-events';
import type { ObjectStore } from './lib/object-store';
import type { OutboxNudge } from './lib/outbox-nudge';
import type { RateLimiter } from './lib/rate-limit';
import type { MessageSender } from './lib/sender';

export interface AppDeps {
  db: Db;
  /** What the hot reads keep per database (compiled queries, direct reads, the member cache; decision 048): `db` carries it to its queries. */
  reads: ReadCaches;
  objects: ObjectStore;
  sender: MessageSender;
  clock: Clock;
  config: AppConfig;
  logger: Logger;
  rateLimiter: RateLimiter;
  live: LiveEvents;
  /** Wakes the outbox worker after a write that may have queued messages (issue 29). */
  outbox: OutboxNudge;
  /** Told of each movement of money in its transaction (issue 30); the books of issue 31 hang here. */
  postingHook: PostingHook | null;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: UserRow | null;
    session: SessionsTable | null;
    /** The signed-in member's version in poll_versions, read with the session (decision 026). */
    memberVersion: number | null;
    uploadBudget: ByteBudget;
  };
}
