import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { systemClock } from '../lib/clock';
import { createS3ObjectStore } from '../lib/s3-object-store';
import { createStaff, createTestContext, markVerified, registerBorrower, removeSeed, TestClient, verifiedBorrower, type Seed } from '../test/harness';
import { PNG } from '../test/images';
import { createEmptyDatabase, databaseUrl, dropTestDatabase } from '../test/postgres-databases';
import { startS3Server, type S3TestServer } from '../test/s3-server';
import { openPostgres, type Db } from './connection';
import { openSource, verifyCopy } from './copy-to-postgres';

// Issue 13: `npm run migrate:postgres` copies a SQLite DATA_DIR that has
// seen real use into an empty PostgreSQL database and an S3 bucket.

async function codeOf(client: TestClient): Promise<string> {
  const notifications = (await client.get('/api/notifications')).body as { message: string }[];
  const code = notifications.map((n) => /\b(\d{6})\b/.exec(n.message)?.[1]).find(Boolean);
  if (!code) throw new Error('no withdrawal code in the notifications');
  return code;
}

/** Two borrowers paid out, one paying back from the wallet, one withdrawing; documents with their bytes; audit entries. */
async function usedDataDir(): Promise<{ seed: Seed; ids: { a: number; b: number }; uploadedKey: string }> {
  const ctx = await createTestContext({ dialect: 'sqlite' });
  const admin = await createStaff(ctx, { role: 'admin' });
  const a = await registerBorrower(ctx);
  const issued = await a.client.post('/api/objects/upload', {});
  const uploadURL: string = issued.body.uploadURL;
  expect((await a.client.request('PUT', new URL(uploadURL).pathname, { body: PNG as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } })).status).toBe(200);
  const registered = await a.client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL }] });
  expect(registered.status).toBe(201);
  await markVerified(ctx, a.user.id);
  const b = await verifiedBorrower(ctx);
  // markVerified records three 100-byte ID images per borrower: store their bytes as an upload would.
  for (const doc of await ctx.db.selectFrom('documents').select(['objectKey', 'size']).execute()) {
    if (!(await ctx.deps.objects.open(doc.objectKey))) await ctx.deps.objects.put(doc.objectKey, new Uint8Array(doc.size).fill(7));
  }
  for (const borrower of [a, b]) {
    const loan = await borrower.client.post('/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
    expect((await admin.client.post(`/api/admin/loans/${loan.body.id}`, { status: 'approve' })).status).toBe(200);
    if (borrower === a) expect((await a.client.post(`/api/loans/${loan.body.id}/pay`, { amount: 20_000 })).status).toBe(200);
  }
  const withdrawal = await b.client.post('/api/withdrawals', { amount: 30_000 });
  expect(withdrawal.status).toBe(201);
  expect((await b.client.post('/api/withdrawals/verify', { amount: 30_000, otp: await codeOf(b.client) })).status).toBe(200);
  expect((await admin.client.post(`/api/admin/withdrawals/${withdrawal.body.id}`, { status: 'approved' })).status).toBe(200);
  return { seed: await ctx.closeAsSeed(), ids: { a: a.user.id, b: b.user.id }, uploadedKey: registered.body[0].filename.slice('/objects/'.length) };
}

function migrate(dataDir: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/migrate-postgres.ts', dataDir], { cwd: join(import.meta.dirname, '../../..'), env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

let s3: S3TestServer;
let used: Awaited<ReturnType<typeof usedDataDir>>;
let database: string;
let db: Db;
let env: Record<string, string>;
beforeAll(async () => {
  s3 = await startS3Server({ buckets: ['migrated'] });
  used = await usedDataDir();
  database = await createEmptyDatabase(inject('postgresUrl'));
  const { endpoint, credentials } = s3.settings;
  env = {
    DATABASE_URL: databaseUrl(inject('postgresUrl'), database),
    OBJECT_STORE: 's3',
    S3_BUCKET: 'migrated',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint ?? '',
    S3_ACCESS_KEY_ID: credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  };
  db = openPostgres({ url: env.DATABASE_URL as string, poolSize: 2 }).db;
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  if (database) await dropTestDatabase(inject('postgresUrl'), database);
  if (used) removeSeed(used.seed);
  await s3?.close();
});

describe('npm run migrate:postgres', () => {
  // The command runs twice as processes of its own: on a loaded 2-core machine that alone can pass 20 s.
  it('copies every table and object, verifies the copy, leaves the SQLite file as it was, refuses a second run, and the verify step finds a changed balance', { timeout: 120_000 }, async () => {
    const sourceFile = join(used.seed.dir, 'app.db');
    const before = sha256(sourceFile);
    const run = await migrate(used.seed.dir, env);
    expect(run.stderr).not.toContain('does NOT match');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^users\s+3\s+3$/m);
    expect(run.stdout).toMatch(/^loans\s+2\s+2$/m);
    // Two disbursements, one repayment from the wallet, one withdrawal.
    expect(run.stdout).toMatch(/^ledger_entries\s+4\s+4$/m);
    expect(run.stdout).toMatch(/^documents\s+7\s+7$/m);
    expect(run.stdout).not.toMatch(/users_search|sqlite_sequence|kysely_migration/);
    expect(run.stdout).toMatch(/^audit_log\s+4\s+4$/m);
    expect(run.stdout).toContain('Audit chain: 4 entries verified on PostgreSQL.');
    expect(run.stdout).toContain('Objects: 7 copied to the S3 bucket migrated.');
    expect(run.stdout).toContain('Verified: every row count, every ledger sum, the audit chain and every document object match.');
    expect(sha256(sourceFile)).toBe(before);

    // Spot checks: balances in centavos, ids kept, the bytes in the bucket.
    const wallets = await db.selectFrom('users').select(['id', 'walletBalanceCentavos']).where('id', 'in', [used.ids.a, used.ids.b]).orderBy('id').execute();
    expect(wallets).toEqual([
      { id: used.ids.a, walletBalanceCentavos: 13_000_000 },
      { id: used.ids.b, walletBalanceCentavos: 12_000_000 },
    ]);
    const store = await createS3ObjectStore({ ...s3.settings, bucket: 'migrated', clock: systemClock });
    const object = await store.open(used.uploadedKey);
    expect(new Uint8Array(await new Response(object?.body).arrayBuffer())).toEqual(PNG);
    // New rows continue after the copied ids.
    const next = await db.insertInto('notifications').values({ userId: used.ids.a, title: 't', message: 'm', type: 'info', color: 'blue', createdAt: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const copiedMax = await db.selectFrom('notifications').select((eb) => eb.fn.max('id').as('id')).where('id', '!=', next.id).executeTakeFirstOrThrow();
    expect(next.id).toBe(Number(copiedMax.id) + 1);
    await db.deleteFrom('notifications').where('id', '=', next.id).execute();

    const again = await migrate(used.seed.dir, env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The PostgreSQL database at DATABASE_URL is not empty (users: 3 rows');
    expect(again.stderr).toContain('Nothing was copied: migrate into a new, empty database.');

    const source = openSource(used.seed.dir);
    try {
      expect((await verifyCopy({ source, db, objects: store })).problems).toEqual([]);
      await db.updateTable('users').set({ walletBalanceCentavos: 13_000_100 as never }).where('id', '=', used.ids.a).execute();
      const tampered = await verifyCopy({ source, db, objects: store });
      expect(tampered.problems).toEqual([
        `user ${used.ids.a}: balance 13000100 but entries sum to 13000000`,
        'wallets hold 25000100 centavos in PostgreSQL, 25000000 in SQLite',
      ]);
    } finally {
      source.close();
    }
  });

  it('with OBJECT_STORE=local, copies the database, leaves the objects where they are and checks them there', { timeout: 120_000 }, async () => {
    const server = inject('postgresUrl');
    const other = await createEmptyDatabase(server);
    try {
      const run = await migrate(used.seed.dir, { DATABASE_URL: databaseUrl(server, other), OBJECT_STORE: 'local' });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Objects: OBJECT_STORE is local, so they stay where they are, in ${join(used.seed.dir, 'objects')}: keep that DATA_DIR for the server.`);
      expect(run.stdout).toContain('Objects checked in the target store: 7.');
      expect(run.stdout).toContain('Verified: every row count, every ledger sum, the audit chain and every document object match.');
    } finally {
      await dropTestDatabase(server, other);
    }
  });

  it('says what is missing without DATABASE_URL, and copies nothing', { timeout: 120_000 }, async () => {
    const run = await migrate(used.seed.dir, { DATABASE_URL: '' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('DATABASE_URL is not set: set it to the PostgreSQL database to copy into');
  });
});
