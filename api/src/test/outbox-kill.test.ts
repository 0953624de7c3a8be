import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type Db } from '../db/connection';
import { queueMessage } from '../features/outbox';
import { registration } from './builders';
import { testDialect } from './postgres-databases';
import { startSemaphoreStandIn, type SemaphoreStandIn } from './semaphore-stand-in';
import { HttpClient, spawnServer, type SpawnedServer } from './spawn-server';
import { until } from './until';

/*
 * Issue 29, "Killing the server while 1,000 messages are queued loses none
 * and sends none twice": the real server sends through the real Semaphore
 * adapter to a local stand-in, and is killed outright (SIGKILL: no drain, no
 * release of its claims) while the stand-in holds one of its requests
 * unanswered. Two new processes on the same store take over. On SQLite (the
 * api project) and PostgreSQL (api-postgres: spawnServer gives the server a
 * database of its own, which the later processes share).
 */

const API_KEY = 'sem-key-kill-7c41e9b2';
const TOTAL = 1_000;
const servers: SpawnedServer[] = [];
let semaphore: SemaphoreStandIn | null = null;

afterAll(async () => {
  // The first server owns the DATA_DIR and the database: it is stopped (and they are removed) last.
  for (const server of servers.slice(1)) await server.stop({ keepData: true });
  await servers[0]?.stop();
  await semaphore?.close();
});

function openStore(server: SpawnedServer): Db {
  return server.databaseUrl ? openPostgres({ url: server.databaseUrl, poolSize: 2 }).db : openSqlite({ file: join(server.dataDir, 'app.db') }).db;
}

const label = (n: number) => `Durable notice ${String(n).padStart(4, '0')} of 1000.`;

describe(`the outbox, its server killed mid-send (${testDialect})`, () => {
  it('loses none of 1,000 queued messages and sends none twice: 999 sent once, the one in flight marked interrupted, not resent', { timeout: 300_000 }, async () => {
    semaphore = await startSemaphoreStandIn();
    const standIn = semaphore;
    const env = { SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: API_KEY, SEMAPHORE_BASE_URL: standIn.baseUrl, OUTBOX_LEASE_SECONDS: '2' };
    const first = await spawnServer({ env, startTimeoutMs: 90_000 });
    servers.push(first);
    const registered = await new HttpClient(first.base).call('POST', '/api/auth/register', registration({ email: 'durable.borrower@example.ph', contactNumber: '09171234567' }));
    expect(registered.status).toBe(201);
    const userId = registered.body.user.id as number;

    const db = openStore(first);
    try {
      // Through the service every message of the product is queued by, in one transaction as the product's events do.
      const messaging = { sms: { provider: 'semaphore' as const, apiKey: API_KEY, senderName: null, baseUrl: standIn.baseUrl }, email: null };
      await db.transaction().execute(async (trx) => {
        for (let n = 1; n <= TOTAL; n += 1) await queueMessage(trx, messaging, { userId, purpose: 'notice', sms: label(n), now: new Date() });
      });
      const ours = () => standIn.requests.filter((r) => (r.form.message ?? '').startsWith('Durable notice'));

      // Mid-flight: once some 200 have gone, the provider stops answering; the next message waits on it, and the process is killed.
      await until(() => ours().length >= 200, '200 messages at the stand-in', { timeoutMs: 120_000 });
      standIn.mode = 'slow';
      await until(() => standIn.held === 1, 'a request held by the stand-in', { timeoutMs: 30_000 });
      const exited = new Promise((resolve) => first.process.once('exit', resolve));
      first.process.kill('SIGKILL');
      await exited;
      const atKill = ours().length;
      expect(atKill).toBeLessThan(TOTAL);
      standIn.mode = 'ok';

      // Two processes at once on the same store take over.
      const shared = { dataDir: first.dataDir, env, startTimeoutMs: 90_000, ...(first.databaseUrl ? { sharedDatabaseUrl: first.databaseUrl } : {}) };
      servers.push(...(await Promise.all([spawnServer(shared), spawnServer(shared)])));
      const unsettled = async () =>
        Number(
          (
            await db
              .selectFrom('outboxMessages')
              .select((eb) => eb.fn.countAll().as('count'))
              .where('state', 'in', ['queued', 'sending'])
              .executeTakeFirstOrThrow()
          ).count,
        );
      await until(async () => (await unsettled()) === 0, 'the outbox drained', { timeoutMs: 120_000 });

      const rows = await db
        .selectFrom('outboxMessages')
        .select(['id', 'body', 'state', 'attempts', 'providerMessageId', 'failureReason', 'provider'])
        .where('body', 'like', 'Durable notice%')
        .orderBy('id')
        .execute();
      expect(rows).toHaveLength(1_000);
      expect(rows.map((r) => r.body)).toEqual(Array.from({ length: 1_000 }, (_, i) => label(i + 1)));
      const sent = rows.filter((r) => r.state === 'sent');
      const interrupted = rows.filter((r) => r.state === 'failed');
      expect(sent).toHaveLength(999);
      expect(interrupted).toHaveLength(1);
      expect(interrupted[0]).toMatchObject({ failureReason: 'interrupted; outcome unknown', attempts: 1 });
      // Nothing was tried twice.
      expect(rows.every((r) => r.attempts === 1)).toBe(true);

      // The stand-in got each of the 1,000 exactly once: 999 it answered, and the one it held when the process died.
      const texts = ours().map((r) => r.form.message);
      expect(texts).toHaveLength(1_000);
      expect(new Set(texts).size).toBe(1_000);
      const answered = standIn.accepted.filter((a) => a.message.startsWith('Durable notice'));
      expect(answered).toHaveLength(999);
      const held = texts.filter((text) => !answered.some((a) => a.message === text));
      expect(held).toEqual([interrupted[0]?.body]);
      // Each sent row holds the id Semaphore answered for its own text.
      const idOf = new Map(answered.map((a) => [a.message, String(a.messageId)]));
      expect(sent.every((r) => r.provider === 'semaphore' && r.providerMessageId === idOf.get(r.body))).toBe(true);
      for (const server of servers) expect(server.output()).not.toContain('unhandled error');
    } finally {
      await db.destroy();
    }
  });
});
