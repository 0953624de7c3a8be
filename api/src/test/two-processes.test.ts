import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../db/connection';
import { verifyAuditChain } from '../features/audit';
import { registration } from './builders';
import { recordFigure } from './figures';
import { markVerified, type TestContext } from './harness';
import { ledgerProblems } from '../ledger-problems';
import { HttpClient, spawnServer, type SpawnedServer } from './spawn-server';
import { signInStaffOverHttp } from './staff-over-http';
import { until } from './until';

// The in-process races share one SQLite connection. Here two real server
// processes share one DATA_DIR, so their transactions really contend for
// the database (BEGIN IMMEDIATE, busy_timeout): the money must still move once.

const ADMIN = { email: 'main@example.com', password: 'main admin secret 2' };
const PASSWORD = 'borrower secret 34';
const root = mkdtempSync(join(tmpdir(), 'lender-two-'));
const servers: SpawnedServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop({ keepData: true, signal: 'SIGKILL' });
  rmSync(root, { recursive: true, force: true });
});

describe('two server processes on one DATA_DIR', () => {
  it('pay each loan once, decide each withdrawal once and land one of two racing balance edits, when racing each other', { timeout: 180_000 }, async () => {
    const dataDir = join(root, 'data');
    const one = await spawnServer({ dataDir, env: { MAIN_ADMIN_EMAIL: ADMIN.email, MAIN_ADMIN_PASSWORD: ADMIN.password } });
    servers.push(one);
    const two = await spawnServer({ dataDir });
    servers.push(two);
    const adminOne = new HttpClient(one.base);
    const adminTwo = new HttpClient(two.base);
    expect((await signInStaffOverHttp(adminOne, ADMIN)).status).toBe(200);
    expect((await signInStaffOverHttp(adminTwo, ADMIN)).status).toBe(200);

    // Eight borrowers, registered on either process, verified directly in the database.
    const borrowers: { client: HttpClient; id: number }[] = [];
    for (let i = 0; i < 8; i += 1) {
      const client = new HttpClient(i % 2 ? two.base : one.base);
      const res = await client.call('POST', '/api/auth/register', registration({ fullName: `Racing Borrower ${i}`, email: `race${i}@example.com`, password: PASSWORD }));
      expect(res.status).toBe(201);
      borrowers.push({ client, id: res.body.user.id });
    }
    const { db } = openSqlite({ file: join(dataDir, 'app.db') });
    const direct = { db, clock: { now: () => new Date() } } as unknown as TestContext;
    for (const b of borrowers) await markVerified(direct, b.id);

    const loans = await Promise.all(borrowers.map((b) => b.client.call('POST', '/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 })));
    expect(loans.every((l) => l.status === 201)).toBe(true);
    const approvals = await Promise.all(loans.flatMap((l) => [adminOne, adminTwo].map((a) => a.call('POST', `/api/admin/loans/${l.body.id}`, { status: 'approve' }))));
    expect(approvals.map((r) => r.status)).toEqual(approvals.map(() => 200));
    expect(await db.selectFrom('ledgerEntries').select('id').where('kind', '=', 'disbursement').execute()).toHaveLength(8);

    // Each borrower asks for two withdrawals at once, one through each process: one stands.
    const signedInAt = (server: SpawnedServer, cookie: string) => Object.assign(new HttpClient(server.base), { cookie });
    const requests = await Promise.all(
      borrowers.flatMap((b) => [one, two].map((server) => signedInAt(server, b.client.cookie).call('POST', '/api/withdrawals', { amount: 100_000 }))),
    );
    expect(requests.filter((r) => r.status === 201)).toHaveLength(8);
    expect(requests.filter((r) => r.status === 409)).toHaveLength(8);
    // The codes go to the shared development SMS outbox, one line per request that stood, once either
    // process's outbox worker has sent them after commit (issue 29); the loans' approvals went there too.
    const smsFile = join(dataDir, 'sms-outbox.log');
    const codeLines = () =>
      (existsSync(smsFile) ? readFileSync(smsFile, 'utf8') : '')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { text: string })
        .filter((m) => /^Your withdrawal code is \d{6}/.test(m.text));
    await until(() => codeLines().length >= 8, 'the 8 codes in the SMS outbox file');
    const outbox = codeLines();
    expect(outbox).toHaveLength(8);
    for (const b of borrowers) {
      const notice = (await b.client.call('GET', '/api/notifications')).body[0].message as string;
      const code = /\b(\d{6})\b/.exec(notice)?.[1];
      expect(outbox.some((m) => m.text.includes(code as string))).toBe(true);
      expect((await b.client.call('POST', '/api/withdrawals/verify', { otp: code })).status).toBe(200);
    }
    // One process approves, the other rejects, at the same moment.
    const ids = requests.filter((r) => r.status === 201).map((r) => r.body.id as number);
    const decisions = await Promise.all(ids.flatMap((id) => [adminOne.call('POST', `/api/admin/withdrawals/${id}`, { status: 'approved' }), adminTwo.call('POST', `/api/admin/withdrawals/${id}`, { status: 'rejected' })]));
    expect(decisions.filter((r) => r.status === 200)).toHaveLength(8);
    expect(decisions.filter((r) => r.status === 409)).toHaveLength(8);

    // Both processes edit the same balance at once, from the balance both saw, 5 rounds: one edit lands each time.
    const target = borrowers[0] as (typeof borrowers)[number];
    let edits = 0;
    for (let round = 0; round < 5; round += 1) {
      const seen = (await db.selectFrom('users').select('walletBalanceCentavos').where('id', '=', target.id).executeTakeFirstOrThrow()).walletBalanceCentavos / 100;
      const results = await Promise.all([
        adminOne.call('POST', `/api/admin/users/${target.id}`, { walletBalance: 120_000 + round, expectedBalance: seen, reason: `one ${round}` }),
        adminTwo.call('POST', `/api/admin/users/${target.id}`, { walletBalance: 130_000 + round, expectedBalance: seen, reason: `two ${round}` }),
      ]);
      edits += 2;
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    }
    expect(await db.selectFrom('ledgerEntries').select('id').where('userId', '=', target.id).where('kind', '=', 'adjustment').execute()).toHaveLength(5);

    expect(await ledgerProblems(db)).toEqual([]);
    expect(await verifyAuditChain(db)).toMatchObject({ isValid: true });
    const debits = await db.selectFrom('ledgerEntries').select('withdrawalId').where('kind', '=', 'withdrawal').execute();
    const approved = await db.selectFrom('withdrawals').select('id').where('status', '=', 'approved').execute();
    expect(debits.map((d) => d.withdrawalId).sort()).toEqual(approved.map((a) => a.id).sort());
    await db.destroy();
    for (const s of servers) expect(s.output()).not.toContain('unhandled error');
    recordFigure('twoprocesses.racingRequests', approvals.length + requests.length + decisions.length + edits);
  });

  it('share the rate-limit counters: guesses through both processes meet one account limit', { timeout: 120_000 }, async () => {
    const dataDir = join(root, 'limits');
    const one = await spawnServer({ dataDir });
    servers.push(one);
    const two = await spawnServer({ dataDir });
    servers.push(two);
    const email = 'guessed@example.com';
    const registered = await new HttpClient(one.base).call('POST', '/api/auth/register', registration({ fullName: 'Guessed Borrower', email, password: PASSWORD }));
    expect(registered.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const server = i % 2 ? two : one;
      statuses.push((await new HttpClient(server.base).call('POST', '/api/auth/login', { email, password: `wrong guess ${i}` })).status);
    }
    // 10 per account from unknown devices, whichever process answers.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
    recordFigure('twoprocesses.sharedLimitGuesses', statuses.length);
  });
});
