import { sql } from 'kysely';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { DrainState } from '../lib/drain';
import * as v from 'valibot';
import { answers } from '../lib/openapi';

/** A probe answers within this, or its dependency counts as down: a hung store must not hang the load balancer's check. */
const CHECK_TIMEOUT_MS = 2000;

async function withinTimeout(check: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * For a load balancer: /healthz says the process is up, /readyz that it can
 * serve (the database answers, the object store is reachable, not draining).
 * Mounted before the session, Origin and request-log middleware: no auth, no
 * logging of every probe.
 */
const LiveSchema = v.strictObject({ status: v.literal('ok') });
const ReadinessSchema = v.strictObject({
  status: v.picklist(['ready', 'unavailable', 'draining']),
  checks: v.optional(v.record(v.string(), v.picklist(['ok', 'failed']))),
});

export function healthRoutes({ drain }: { drain: DrainState }) {
  return new Hono<AppEnv>()
    .get('/healthz', answers({ 200: LiveSchema }), (c) => c.json({ status: 'ok' }, 200, NO_STORE))
    .get('/readyz', answers({ 200: ReadinessSchema, 503: ReadinessSchema }), async (c) => {
      if (drain.isDraining) return c.json({ status: 'draining' }, 503, NO_STORE);
      const { db, objects, logger } = c.var.deps;
      const checks = { database: () => sql`select 1`.execute(db), objectStore: () => objects.check() };
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await withinTimeout(check);
            return [name, 'ok'] as const;
          } catch (error) {
            // The reason goes to the log; the probe's answer names only what failed.
            logger.warn({ err: error, dependency: name }, 'readiness check failed');
            return [name, 'failed'] as const;
          }
        }),
      );
      const isReady = results.every(([, result]) => result === 'ok');
      return c.json({ status: isReady ? 'ready' : 'unavailable', checks: Object.fromEntries(results) }, isReady ? 200 : 503, NO_STORE);
    });
}
