// Times the admin list calls on a DATA_DIR (made by `npm run seed`):
//   npm run measure:admin -- <dataDir> [runs=30]
// With DATABASE_URL set, on that PostgreSQL database (seeded the same way).
// The app runs in this process (createApp on the real database, as the
// server builds it); each call goes through the whole stack — session,
// validation, queries, JSON — and is timed after a warm-up. The figures are
// per call: median and 95th percentile in milliseconds.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism, cpus } from 'node:os';
import { createApp } from '../app';
import { loadSettings, loadSettingsOrExit } from '../config';
import { createLogger, openDataDir } from '../deps';
import { ensureMainAdmin } from '../features/auth';
import { createSession, sessionCookieName } from '../http/sessions';

const [dataDirArg, runsArg] = process.argv.slice(2);
const { database: databaseSettings } = loadSettingsOrExit(process.env).server;
if (!dataDirArg || (!databaseSettings.url && !existsSync(join(resolve(dataDirArg), 'app.db')))) {
  console.error('Usage: npm run measure:admin -- <dataDir made by npm run seed> [runs=30]');
  process.exit(2);
}
const runs = runsArg ? Number(runsArg) : 30;
const BUDGET_MS = 50;

const { config } = loadSettings({});
const { deps, database } = await openDataDir({ dataDir: dataDirArg, database: databaseSettings, config, logger: createLogger('silent') });
await ensureMainAdmin(deps, { email: null, password: null });
const admin = await deps.db.selectFrom('users').select('id').where('role', '=', 'main_admin').where('deletedAt', 'is', null).executeTakeFirstOrThrow();
const { token } = await createSession(deps.db, { userId: admin.id, isRemembered: false, now: deps.clock.now() });
const app = createApp(deps);
const headers = { cookie: `${sessionCookieName(config)}=${token}` };

const count = async (table: 'users' | 'loans' | 'withdrawals') =>
  Number((await deps.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const [members, loans, withdrawals] = await Promise.all([count('users'), count('loans'), count('withdrawals')]);

// What an officer does all day: open a list, page, sort by a column, search
// a surname, a first name, a contact number, and jump deep into the list.
const CALLS = [
  '/api/admin/users',
  '/api/admin/users?offset=50',
  '/api/admin/users?sort=fullName&order=asc',
  '/api/admin/users?sort=creditScore&order=desc',
  '/api/admin/users?sort=walletBalance&order=desc',
  '/api/admin/users?sort=isActive&order=asc',
  '/api/admin/users?q=Santos',
  '/api/admin/users?q=Maria%20A.',
  '/api/admin/users?q=0917%20123',
  '/api/admin/users?q=Nobody%20Here',
  '/api/admin/users?q=Santos&sort=fullName&order=asc&offset=200',
  `/api/admin/users?offset=${Math.floor(members / 2)}`,
  '/api/admin/loans',
  '/api/admin/loans?sort=amount&order=desc',
  '/api/admin/loans?sort=status&order=asc',
  '/api/admin/loans?sort=fullName&order=asc',
  '/api/admin/loans?sort=creditScore&order=desc',
  '/api/admin/loans?q=Reyes',
  '/api/admin/loans?q=0917%20123',
  `/api/admin/loans?offset=${Math.floor(loans / 2)}`,
  '/api/admin/withdrawals',
  '/api/admin/withdrawals?sort=status&order=desc',
  '/api/admin/withdrawals?sort=amount&order=desc',
  '/api/admin/withdrawals?q=Cruz',
  `/api/admin/withdrawals?offset=${Math.floor(withdrawals / 2)}`,
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;

console.log(`Admin list calls on ${databaseSettings.url ? "PostgreSQL (DATABASE_URL)" : resolve(dataDirArg)}: ${members} users, ${loans} loans, ${withdrawals} withdrawals.`);
console.log(`${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${runs} runs per call after 3 warm-ups, page size 50.\n`);
console.log(`${'call'.padEnd(62)} ${'total'.padStart(8)} ${'median'.padStart(8)} ${'p95'.padStart(8)}`);
let slowest = 0;
for (const path of CALLS) {
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < runs + 3; i += 1) {
    const started = performance.now();
    const response = await app.request(path, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    total = response.headers.get('X-Total-Count') ?? '';
    if (i >= 3) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  slowest = Math.max(slowest, median);
  console.log(`${path.replace('/api/admin/', '').padEnd(62)} ${total.padStart(8)} ${median.toFixed(1).padStart(8)} ${quantile(times, 0.95).toFixed(1).padStart(8)}`);
}
console.log(`\nSlowest median: ${slowest.toFixed(1)} ms (budget ${BUDGET_MS} ms): ${slowest < BUDGET_MS ? 'within' : 'OVER'} budget.`);
await deps.db.deleteFrom('sessions').where('userId', '=', admin.id).execute();
await database.db.destroy();
