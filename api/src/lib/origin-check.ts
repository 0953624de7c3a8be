import { SERVER_MESSAGES } from '@app/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { forbidden } from './errors';
import { refusing } from './openapi';
import { expectedOrigin, requestHeader } from './request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Server-to-server calls with no browser and no cookie, authenticated by their own signature (issues 12 and 29). */
const SIGNED_CALLS = new Set(['/api/payments/callback', '/api/messages/twilio/status']);

/** True when a request says it comes from this app; a missing Origin never passes. */
export function isOwnOrigin(origin: string | undefined, expected: string): boolean {
  return origin !== undefined && origin === expected;
}

// Cross-site request forgery: a state-changing request must say where it
// comes from, and that must be this app. Hono's csrf() only looks at form
// content types, so JSON bodies would pass it; this check covers every body.
export const originCheck = refusing(['cross_site_refused'], createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !SIGNED_CALLS.has(c.req.path)) {
    if (!isOwnOrigin(requestHeader(c, 'origin'), expectedOrigin(c))) throw forbidden(SERVER_MESSAGES.crossSiteRefused);
  }
  await next();
}), { writesOnly: true });
