import { SERVER_MESSAGES } from '@app/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { forbidden } from './errors';
import { expectedOrigin } from './request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Cross-site request forgery: a state-changing request must say where it
// comes from, and that must be this app. Hono's csrf() only looks at form
// content types, so JSON bodies would pass it; this check covers every body.
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    if (!origin || origin !== expectedOrigin(c)) throw forbidden(SERVER_MESSAGES.crossSiteRefused);
  }
  await next();
});
