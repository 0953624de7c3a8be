import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { nodeBindings } from '../lib/request';

/** Directives in the order they are written; a directive's sources are joined by spaces. */
type Csp = Record<string, readonly string[]>;

function cspText(directives: Csp): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The headers every answer of the app carries (the API's, the web app's
 * files, the private documents'), the same values Hono's secureHeaders wrote
 * with our options, worked out once per app instead of once per answer.
 * `directUploadOrigin`: the object store's own origin, where browsers PUT
 * uploads directly (S3), or null.
 */
export function securityHeaderValues({ directUploadOrigin }: { directUploadOrigin: string | null }): Readonly<Record<string, string>> {
  return Object.freeze({
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
    'Content-Security-Policy': cspText({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // Mantine writes style attributes at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", ...(directUploadOrigin ? [directUploadOrigin] : [])],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    }),
    'Permissions-Policy': 'camera=(self), geolocation=(), microphone=()',
  });
}

/**
 * Sets the security headers on every answer; a header of the same name that
 * a handler set itself is kept (only the private files set one:
 * X-Content-Type-Options, to the same value).
 *
 * On Node they go straight onto Node's response before the handler runs,
 * which merges them with the answer's own headers as it writes: setting
 * them on the answer's Headers object instead (what Hono's secureHeaders
 * does) made Node's adapter build a full fetch Response and validate a
 * dozen headers for every request, about a fifth of the CPU of a poll
 * (decision 028). Without Node (tests calling app.fetch) they are added to
 * the answer.
 */
export function securityHeaders(values: Readonly<Record<string, string>>) {
  const entries = Object.entries(values);
  return createMiddleware<AppEnv>(async (c, next) => {
    const outgoing = nodeBindings(c)?.outgoing;
    if (outgoing) {
      for (const [name, value] of entries) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of entries) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
}
