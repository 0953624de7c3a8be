import type { Db } from '../db/connection';
import { addMs, toIso, type Clock } from './clock';
import { hashToken } from './tokens';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** The counters behind every limit; kept where all server instances see them. */
export interface RateLimiter {
  /** Counts one attempt for `key`; false once the rule's limit is passed. */
  hit(key: string, rule: RateLimitRule): Promise<boolean>;
  reset(key: string): Promise<void>;
  /** Removes counters whose window has ended (housekeeping); returns how many. */
  deleteExpired(now: Date): Promise<number>;
}

/**
 * Fixed windows in the database. A hit is one upsert on the key's primary
 * key: O(1) whatever else is counted, atomic on its own (a single write
 * statement takes the write lock for itself, so it needs no transaction and
 * never runs inside a caller's), and written with Kysely's onConflict so it
 * runs unchanged on PostgreSQL. Keys are stored as their SHA-256.
 */
export function createDatabaseRateLimiter({ db, clock }: { db: Db; clock: Clock }): RateLimiter {
  return {
    async hit(key, rule) {
      const now = clock.now();
      const nowIso = toIso(now);
      const row = await db
        .insertInto('rateLimits')
        .values({ key: hashToken(key), count: 1, resetAt: toIso(addMs(now, rule.windowMs)) })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            const hasEnded = eb('rateLimits.resetAt', '<=', nowIso);
            return {
              count: eb.case().when(hasEnded).then(1).else(eb('rateLimits.count', '+', 1)).end(),
              resetAt: eb.case().when(hasEnded).then(eb.ref('excluded.resetAt')).else(eb.ref('rateLimits.resetAt')).end(),
            };
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count <= rule.limit;
    },
    async reset(key) {
      await db.deleteFrom('rateLimits').where('key', '=', hashToken(key)).execute();
    },
    async deleteExpired(now) {
      const result = await db.deleteFrom('rateLimits').where('resetAt', '<=', toIso(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
