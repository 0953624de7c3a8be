import type { Clock } from './clock';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; false once the rule's limit is passed. */
  hit(key: string, rule: RateLimitRule): boolean;
  reset(key: string): void;
}

// Fixed windows in memory. Enough for one process; several API instances
// would swap in a shared store behind the same interface.
export function createMemoryRateLimiter({ clock, maxKeys = 100_000 }: { clock: Clock; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, rule) {
      const now = clock.now().getTime();
      const current = windows.get(key);
      if (!current || current.resetAt <= now) {
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        windows.set(key, { count: 1, resetAt: now + rule.windowMs });
        return true;
      }
      current.count += 1;
      return current.count <= rule.limit;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
