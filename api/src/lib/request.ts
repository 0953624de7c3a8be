import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';

/**
 * The address rate limits count against. Behind N trusted proxies it is the
 * Nth X-Forwarded-For entry from the right, as Express's hop count takes it:
 * each proxy appends the address it received from, so only the rightmost N
 * entries were written by our side (with fewer entries, the leftmost).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.var.deps.config.trustProxy;
  if (hops > 0) {
    const entries = c.req.header('x-forwarded-for')?.split(',') ?? [];
    const forwarded = entries[Math.max(0, entries.length - hops)]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
}

/** The origin a request for `url` is addressed to, as the browser sees it. */
export function expectedOriginFor(config: Pick<AppConfig, 'publicUrl'>, url: string): string {
  return config.publicUrl ?? new URL(url).origin;
}

export function expectedOrigin(c: Context<AppEnv>): string {
  return expectedOriginFor(c.var.deps.config, c.req.url);
}
