import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env';

// Upload tokens and object keys in paths are secrets or personal data: the
// log keeps the shape of the path, not the value. Query strings (search
// terms are names and numbers) are never logged.
export function logPath(path: string): string {
  return path.replace(/\/[a-z2-7]{32}(?=\/|$)/g, '/:token').replace(/\/[a-f0-9]{32}(?=\/|$)/g, '/:key');
}

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const { logger } = c.get('deps');
  // LOG_LEVEL above info: no line, and nothing built for one.
  if (!logger.isLevelEnabled('info')) return next();
  const started = performance.now();
  await next();
  logRequest(logger, { method: c.req.method, path: c.req.path, status: c.res.status, started, userId: c.get('user')?.id ?? null });
});

/** The line of one answered request (`started`: its performance.now()); the caller checks that info is enabled. */
export function logRequest(
  logger: AppDeps['logger'],
  { method, path, status, started, userId }: { method: string; path: string; status: number; started: number; userId: number | null },
): void {
  logger.info({ method, path: logPath(path), status, ms: Math.round(performance.now() - started), userId }, 'request');
}
