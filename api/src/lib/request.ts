import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';

/** Node's own request and response, when the app runs on @hono/node-server; undefined in process (tests calling app.fetch). */
export function nodeBindings(c: Context<AppEnv>): Partial<HttpBindings> | undefined {
  return c.env as Partial<HttpBindings> | undefined;
}

/**
 * A request header. On Node it is read from Node's own headers: asking the
 * fetch Request (c.req.header) makes Node's adapter build a Headers object
 * of all the request's headers, validating each, on every request
 * (decision 028). In-process requests (tests) have only the fetch Request.
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = nodeBindings(c)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The address rate limits count against. Behind N trusted proxies it is the
 * Nth X-Forwarded-For entry from the right, as Express's hop count takes it:
 * each proxy appends the address it received from, so only the rightmost N
 * entries were written by our side (with fewer entries, the leftmost).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const hops = c.var.deps.config.trustProxy;
  if (hops > 0) {
    const entries = requestHeader(c, 'x-forwarded-for')?.split(',') ?? [];
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
