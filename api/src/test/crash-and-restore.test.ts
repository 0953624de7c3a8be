import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../db/connection';
import { verifyAuditChain } from '../features/audit';
import { registration } from './builders';
import { recordFigure } from './figures';
import { ledgerProblems } from '../ledger-problems';
import { HttpClient, repoRoot, spawnServer, type SpawnedServer } from './spawn-server';
import { signInStaffOverHttp } from './staff-over-http';

// Issue 6, "Crash" and "Backup and restore", on the real server process:
// a stream of writes, SIGKILL in the middle, a restart on the same DATA_DIR;
// then an online backup while writes go on, restored into a fresh DATA_DIR.

const ADMIN = { email: 'main@example.com', password: 'main admin secret 1' };
const BORROWER_PASSWORD = 'borrower secret 12';
const PNG = new Uint8Array(readFileSync(join(__dirname, 'fixtures', 'id-front.png')));
const root = mkdtempSync(join(tmpdir(), 'lender-crash-'));
const servers: SpawnedServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop({ keepData: true, signal: 'SIGKILL' });
  rmSync(root, { recursive: true, force: true });
});

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await spawnServer({ dataDir, env });
  servers.push(server);
  return server;
}

async function signIn(base: string) {
  const admin = new HttpClient(base);
  expect((await signInStaffOverHttp(admin, ADMIN)).status).toBe(200);
  return admin;
}

interface Write {
  n: number;
  kind: 'adjustment' | 'notification';
  userId: number;
  balance: number;
}

/** Keeps `parallel` writes in flight until `shouldStop`; returns the writes whose answer arrived, and those that got none. */
async function streamWrites(
  admin: HttpClient,
  userIds: number[],
  { from, parallel, shouldStop, into = { acked: [], unanswered: [] } }: { from: number; parallel: number; shouldStop: (acked: number) => boolean; into?: { acked: Write[]; unanswered: Write[] } },
) {
  const { acked, unanswered } = into;
  let next = from;
  // Each worker keeps to one member, so it knows the balance its edit starts from (issue 10: the edit carries it).
  const worker = async (index: number) => {
    const userId = userIds[index % userIds.length] as number;
    let balance: number | null = null;
    while (!shouldStop(acked.length)) {
      next += 1;
      const n = next;
      const write: Write = n % 3 === 0 ? { n, kind: 'notification', userId, balance: 0 } : { n, kind: 'adjustment', userId, balance: 1000 + n };
      if (write.kind === 'adjustment' && balance === null) {
        try {
          balance = (await admin.call('GET', `/api/admin/users/${userId}`)).body.user.walletBalance as number;
        } catch {
          // The server died before this write was sent: nothing in flight.
          return;
        }
      }
      try {
        const res =
          write.kind === 'adjustment'
            ? await admin.call('POST', `/api/admin/users/${userId}`, { walletBalance: write.balance, expectedBalance: balance, reason: `write-${n}` })
            : await admin.call('POST', '/api/admin/send-notification', { userId, title: `write-${n}`, message: 'Streamed.' });
        if (res.status !== 200 && res.status !== 201) throw new Error(`write ${n} answered ${res.status}: ${JSON.stringify(res.body)}`);
        if (write.kind === 'adjustment') balance = write.balance;
        acked.push(write);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('write ')) throw error;
        // No answer: the server died with this write in flight.
        unanswered.push(write);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, (_, index) => worker(index)));
  return { acked, unanswered };
}

/** Reads a DATA_DIR's database directly: which writes it holds, its ledger invariants and its audit chain. */
async function inspect(dataDir: string) {
  const { db } = openSqlite({ file: join(dataDir, 'app.db') });
  try {
    const ledger = await db.selectFrom('ledgerEntries').select(['reason', 'userId', 'balanceAfterCentavos']).where('kind', '=', 'adjustment').execute();
    const notifications = await db.selectFrom('notifications').select(['title', 'userId']).where('title', 'like', 'write-%').execute();
    const audit = await db.selectFrom('auditLog').select(['action', 'afterJson']).execute();
    return {
      adjustments: new Map(ledger.map((e) => [e.reason as string, e])),
      notifications: new Set(notifications.map((n) => n.title)),
      auditedAdjustments: new Set(audit.filter((a) => a.action === 'wallet.adjust').map((a) => JSON.parse(a.afterJson ?? '{}').reason as string)),
      auditedNotifications: new Set(audit.filter((a) => a.action === 'notification.send').map((a) => JSON.parse(a.afterJson ?? '{}').title as string)),
      problems: await ledgerProblems(db),
      chain: await verifyAuditChain(db),
      users: await db.selectFrom('users').select(['id', 'email']).execute(),
    };
  } finally {
    await db.destroy();
  }
}

function expectHolds(state: Awaited<ReturnType<typeof inspect>>, acked: Write[]) {
  for (const write of acked) {
    const tag = `write-${write.n}`;
    if (write.kind === 'adjustment') {
      // Every write sets a balance no other write sets, so each one is a ledger entry.
      expect(state.adjustments.has(tag), `acknowledged ${tag} is missing`).toBe(true);
    } else {
      expect(state.notifications.has(tag), `acknowledged ${tag} is missing`).toBe(true);
    }
  }
  // Every write is whole or absent: no ledger entry without its audit entry, and the reverse.
  for (const tag of state.adjustments.keys()) expect(state.auditedAdjustments.has(tag), `${tag} is in the ledger but not audited`).toBe(true);
  for (const tag of state.auditedAdjustments) expect(state.adjustments.has(tag), `${tag} is audited but not in the ledger`).toBe(true);
  for (const tag of state.notifications) expect(state.auditedNotifications.has(tag), `${tag} sent but not audited`).toBe(true);
  expect(state.problems).toEqual([]);
  expect(state.chain).toMatchObject({ isValid: true });
}

function runCli(script: string, dataDir: string, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', `api/src/cli/${script}`, ...args], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}

describe('crash and restore with the real server', () => {
  const dataDir = join(root, 'data');
  let userIds: number[] = [];
  let documentPath = '';
  let allAcked: Write[] = [];
  let borrowerCookies: string[] = [];

  it('keeps every acknowledged write through a SIGKILL in the middle of a stream of writes', { timeout: 180_000 }, async () => {
    const first = await start(dataDir, { MAIN_ADMIN_EMAIL: ADMIN.email, MAIN_ADMIN_PASSWORD: ADMIN.password });
    const admin = await signIn(first.base);
    for (let i = 0; i < 4; i += 1) {
      const borrower = new HttpClient(first.base);
      const res = await borrower.call('POST', '/api/auth/register', registration({ fullName: `Streamed Borrower ${i}`, email: `stream${i}@example.com`, password: BORROWER_PASSWORD }));
      expect(res.status).toBe(201);
      userIds.push(res.body.user.id);
      borrowerCookies.push(borrower.cookie);
      if (i === 0) {
        const { body } = await borrower.call('POST', '/api/objects/upload', {});
        expect((await borrower.call('PUT', new URL(body.uploadURL).pathname, PNG, { 'content-type': 'image/png' })).status).toBe(200);
        const doc = await borrower.call('POST', '/api/documents/upload-from-storage', { uploadedFiles: [{ type: 'front_id', uploadURL: body.uploadURL }] });
        expect(doc.status).toBe(201);
        documentPath = doc.body[0].filename;
      }
    }

    // Four writes in flight at all times; after 40 answers the process is killed
    // without warning and started again on the same DATA_DIR. Three times.
    let server = first;
    let client = admin;
    const acked: Write[] = [];
    const unanswered: Write[] = [];
    for (let round = 0; round < 3; round += 1) {
      let isKilled = false;
      const target = acked.length + 40;
      const running = server;
      await streamWrites(client, userIds, {
        from: round * 1000,
        parallel: 4,
        into: { acked, unanswered },
        shouldStop: (count) => {
          if (count >= target && !isKilled) {
            isKilled = true;
            running.process.kill('SIGKILL');
          }
          return isKilled;
        },
      });
      await running.stop({ keepData: true });
      expect(running.process.signalCode).toBe('SIGKILL');

      // Restart on the same DATA_DIR: it opens, and holds everything it acknowledged.
      server = await start(dataDir);
      client = await signIn(server.base);
      expect((await client.call('GET', '/api/admin/audit/verify')).body).toMatchObject({ isValid: true });
      expectHolds(await inspect(dataDir), acked);
    }
    const cli = runCli('verify-audit.ts', dataDir);
    expect(cli.status, cli.stderr).toBe(0);
    const state = await inspect(dataDir);
    const inFlightLanded = unanswered.filter((w) => state.adjustments.has(`write-${w.n}`) || state.notifications.has(`write-${w.n}`)).length;
    allAcked = acked;
    recordFigure('crash.kills', 3);
    recordFigure('crash.acknowledged', acked.length);
    recordFigure('crash.inFlightAtKill', unanswered.length);
    recordFigure('crash.inFlightCommitted', inFlightLanded);
    recordFigure('crash.acknowledgedFound', acked.filter((w) => state.adjustments.has(`write-${w.n}`) || state.notifications.has(`write-${w.n}`)).length);
  });

  it('takes a consistent online backup while writes go on, and the app starts on the restored copy with all data', { timeout: 180_000 }, async () => {
    const server = servers.at(-1) as SpawnedServer;
    const admin = await signIn(server.base);
    const backupDir = join(root, 'backup');
    let isBackupDone = false;
    const live = { acked: [] as Write[], unanswered: [] as Write[] };
    const stream = streamWrites(admin, userIds, { from: 10_000, parallel: 2, shouldStop: () => isBackupDone, into: live });
    // Let some writes land first, then take the backup with writes still streaming.
    while (live.acked.length < 10) await new Promise((r) => setTimeout(r, 20));
    const ackedBeforeBackup = [...allAcked, ...live.acked];
    const backup = runCli('backup.ts', dataDir, [backupDir]);
    isBackupDone = true;
    const during = await stream;
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Backup written to');

    // Restore: a copy of the backup is a fresh DATA_DIR.
    const restoredDir = join(root, 'restored');
    cpSync(backupDir, restoredDir, { recursive: true });
    const restoredState = await inspect(restoredDir);
    expectHolds(restoredState, ackedBeforeBackup);
    expect(restoredState.users.map((u) => u.email)).toEqual(expect.arrayContaining([ADMIN.email, 'stream0@example.com', 'stream3@example.com']));
    await server.stop({ keepData: true });

    const restored = await start(restoredDir);
    const restoredAdmin = await signIn(restored.base);
    const members = await restoredAdmin.call('GET', '/api/admin/users?q=Streamed');
    expect(members.body).toHaveLength(4);
    // The borrower signs in with their password; their document's bytes came along.
    const borrower = new HttpClient(restored.base);
    expect((await borrower.call('POST', '/api/auth/login', { email: 'stream0@example.com', password: BORROWER_PASSWORD })).status).toBe(200);
    const image = await borrower.call('GET', documentPath);
    expect(image.status).toBe(200);
    expect((await restoredAdmin.call('GET', '/api/admin/audit/verify')).body).toMatchObject({ isValid: true });
    expect(runCli('verify-audit.ts', restoredDir).status).toBe(0);
    recordFigure('backup.writesDuringBackup', during.acked.length);
    recordFigure('backup.acknowledgedBeforeFound', ackedBeforeBackup.length);

    // Nothing secret in what the three server processes wrote to their logs.
    for (const s of servers) {
      const log = s.output();
      expect(log).not.toContain(ADMIN.password);
      expect(log).not.toContain(BORROWER_PASSWORD);
      expect(log).not.toContain('$argon2');
      for (const cookie of [...borrowerCookies, admin.cookie, restoredAdmin.cookie, borrower.cookie]) expect(log).not.toContain(cookie.split('=')[1]);
    }
    recordFigure('serverlog.bytesScanned', servers.reduce((sum, s) => sum + s.output().length, 0));
  });
});
