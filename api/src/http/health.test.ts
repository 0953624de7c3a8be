import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openSqlite } from '../db/connection';
import { createDiskObjectStore } from '../lib/object-store';
import { createTestContext, ORIGIN, registerBorrower } from '../test/harness';

async function probe(app: ReturnType<typeof createApp>, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`${ORIGIN}${path}`, { headers });
  return { status: res.status, body: await res.json(), cacheControl: res.headers.get('cache-control') };
}

describe('/healthz and /readyz', () => {
  it('answer without a session, from any Origin, never cached, and stay out of the request log', async () => {
    const ctx = await createTestContext();
    const { client } = await registerBorrower(ctx);
    const logged = ctx.logs.length;
    expect(logged).toBeGreaterThan(0);
    const variants: Record<string, string>[] = [{}, { origin: 'https://load-balancer.example' }, { cookie: client.cookie ?? '' }];
    for (const headers of variants) {
      expect(await probe(ctx.app, '/healthz', headers)).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });
      expect(await probe(ctx.app, '/readyz', headers)).toEqual({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', objectStore: 'ok' } },
        cacheControl: 'no-store',
      });
    }
    expect(ctx.logs.length).toBe(logged);
  });

  it('/readyz answers 503 naming the object store when it cannot be written', async () => {
    const ctx = await createTestContext();
    // A file where the objects folder should be: nothing can be stored.
    const blocked = join(ctx.dataDir, 'blocked');
    writeFileSync(blocked, '');
    const app = createApp({ ...ctx.deps, objects: createDiskObjectStore({ root: blocked }) });
    expect(await probe(app, '/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', objectStore: 'failed' } },
      cacheControl: 'no-store',
    });
    expect(ctx.logs.some((line) => line.includes('readiness check failed') && line.includes('"dependency":"objectStore"'))).toBe(true);
    expect((await probe(app, '/healthz')).status).toBe(200);
  });

  it('/readyz answers 503 naming the database when it does not answer', async () => {
    const ctx = await createTestContext();
    const dir = mkdtempSync(join(tmpdir(), 'lender-closed-db-'));
    const closed = openSqlite({ file: join(dir, 'app.db') });
    closed.sqlite.close();
    try {
      const app = createApp({ ...ctx.deps, db: closed.db });
      expect(await probe(app, '/readyz')).toEqual({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'failed', objectStore: 'ok' } },
        cacheControl: 'no-store',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('/readyz answers 503 while draining, /healthz still 200', async () => {
    const ctx = await createTestContext();
    const app = createApp(ctx.deps, { drain: { isDraining: true } });
    expect(await probe(app, '/readyz')).toEqual({ status: 503, body: { status: 'draining' }, cacheControl: 'no-store' });
    expect(await probe(app, '/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });
  });
});
