import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';

/** The address rate limits count against: the socket's, or the proxy's first hop when trusted. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
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
