import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

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
  logger.info(
    {
      method: c.req.method,
      path: logPath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      userId: c.get('user')?.id ?? null,
    },
    'request',
  );
});
