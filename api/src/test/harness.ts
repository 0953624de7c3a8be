import { centavos, DEFAULT_PROVISION_RATES, isAdminRole, LATE_FEE_GRACE_DAYS, type PublicUser } from '@app/domain';
import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import pino from 'pino';
import { createApp, type App } from '../app';
import type { AppDeps } from '../app-env';
import { DEFAULT_BANK_CHANGE_HOLD_HOURS, defaultComplaintClock, defaultMessaging, defaultRateLimits, defaultUploadLimits, type AppConfig } from '../config';
import { inject } from 'vitest';
import { migrateToLatest, openPostgres, openSqlite, type Db } from '../db/connection';
import { readCachesOf } from '../db/read-caches';
import { chainedPostingHooks, type PostingHook } from '../db/posting-hook';
import { createLiveEvents, createPostgresLiveEvents, type LiveEvent, type LiveEvents } from '../features/live';
import { runOutboxPass } from '../features/outbox';
import { settableClock, type Clock, type SettableClock } from '../lib/clock';
import { createDiskObjectStore, type ObjectStore } from '../lib/object-store';
import { hashSecret } from '../lib/passwords';
import { createDatabaseRateLimiter } from '../lib/rate-limit';
import type { MessageSender } from '../lib/sender';
import { PASSWORD, registration, uniqueEmail, userRow } from './builders';
import { PNG } from './images';
import { ledgerProblems } from '../ledger-problems';
import { booksPostingHook, reconciliation } from '../features/books';
import { compliancePostingHook } from '../features/compliance';
import { moveWallet } from '../features/repayments';
import type { LedgerPosting } from '../features/wallet';
import { runWrite } from '../db/run-write';
import { captureRows, databaseUrl, returnTestDatabase, takeTestDatabase, testDialect, type TableRows } from './postgres-databases';

export { PASSWORD, uniqueEmail } from './builders';
import { recordTraffic, secretLeaks, type Traffic } from './secret-scan';
import { checkAnswers } from './answer-check';

export const ORIGIN = 'http://localhost';
const START = new Date('2026-11-21T02:00:00.000Z');

/** A saved state to start test contexts from: a DATA_DIR, and on PostgreSQL the rows of its database. */
export interface Seed {
  dir: string;
  rows: TableRows | null;
}

interface OpenedStore {
  db: Db;
  /** PostgreSQL: the database's URL, for a command-line tool run on it; null on SQLite (DATA_DIR). */
  url: string | null;
  /** Another connection (pool) to the same database, as a second server instance has. */
  openAnother(): Db;
  /** An instance's live events: on PostgreSQL fanned out through NOTIFY (each instance its own listener), else in-process. */
  openLive(db: Db, logger: pino.Logger): Promise<LiveEvents>;
  close(): Promise<void>;
}

async function openStore(dataDir: string, seed: Seed | undefined, dialect: 'sqlite' | 'postgres'): Promise<OpenedStore> {
  if (dialect === 'postgres') {
    const server = inject('postgresUrl');
    const open = (name: string) => openPostgres({ url: databaseUrl(server, name), poolSize: 10 }).db;
    const { name, db } = await takeTestDatabase(server, open, seed?.rows ?? null);
    return {
      db,
      url: databaseUrl(server, name),
      openAnother: () => open(name),
      openLive: (instanceDb, logger) => createPostgresLiveEvents({ db: instanceDb, url: databaseUrl(server, name), logger }),
      async close() {
        await db.destroy();
        returnTestDatabase(name);
      },
    };
  }
  const file = join(dataDir, 'app.db');
  const { db, sqlite } = openSqlite({ file });
  // In-process tests do not lose power: skip the fsyncs that make the
  // server durable (the crash test runs the real server, with them).
  sqlite.pragma('synchronous = OFF');
  await migrateToLatest(db);
  return {
    db,
    url: null,
    openAnother: () => openSqlite({ file }).db,
    openLive: async () => createLiveEvents(),
    async close() {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

export interface TestContext {
  app: App;
  deps: AppDeps;
  db: Db;
  clock: SettableClock;
  dataDir: string;
  /** Where a command-line tool finds this context's data besides DATA_DIR: DATABASE_URL on PostgreSQL, null on SQLite. */
  databaseUrl: string | null;
  /** What reached the development stand-in (SMS_PROVIDER=outbox), with the outbox's purpose (issue 29). */
  sms: { to: string; text: string; purpose?: string }[];
  logs: string[];
  events: LiveEvent[];
  /** Every request and response of this context, scanned for secrets when it closes. */
  traffic: Traffic;
  /**
   * A second server instance on this context's database: its own connections
   * (pool), app and rate limiter, and on PostgreSQL its own live events
   * (NOTIFY listener), so what it publishes reaches `events` through
   * PostgreSQL; the clock, sender and objects are shared (and on SQLite the
   * live events). Its traffic is scanned and its connections closed with this context.
   */
  secondInstance(): Promise<TestContext>;
  close(): Promise<void>;
  /** Closes the context and keeps its data (checked like any other) as a seed for new contexts. */
  closeAsSeed(): Promise<Seed>;
}

const open = new Set<TestContext>();

function messagingSecrets(messaging: AppConfig['messaging']): string[] {
  const secrets: string[] = [];
  if (messaging.sms.provider === 'semaphore') secrets.push(messaging.sms.apiKey);
  if (messaging.sms.provider === 'twilio') secrets.push(messaging.sms.authToken);
  const password = messaging.email ? decodeURIComponent(new URL(messaging.email.url).password) : '';
  if (password !== '') secrets.push(password);
  // Tests that never reach a provider configure placeholder keys ('k'): too short to look for, they would match every line.
  return secrets.filter((secret) => secret.length >= 8);
}

/**
 * `seed`: a saved state to start from (a copy of it, closeAsSeed), instead of an empty one.
 * `objects`: another store than the disk under the data folder (the S3 tests).
 * `dialect`: SQLite on the api-postgres project too (the source of migrate:postgres).
 * `postingHook`: told of each movement of money after the books wrote its entry (the posting core's test).
 */
export async function createTestContext(
  overrides: { config?: Partial<AppConfig>; seed?: Seed; objects?: ObjectStore; dialect?: 'sqlite' | 'postgres'; postingHook?: PostingHook } = {},
): Promise<TestContext> {
  const dialect = overrides.dialect ?? testDialect;
  const dataDir = mkdtempSync(join(tmpdir(), 'lender-test-'));
  if (overrides.seed) cpSync(overrides.seed.dir, dataDir, { recursive: true });
  const store = await openStore(dataDir, overrides.seed, dialect);
  const { db } = store;
  const others: Db[] = [];
  const lives: LiveEvents[] = [];
  const clock = settableClock(START);
  const logs: string[] = [];
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _encoding, callback) {
        logs.push(String(chunk));
        callback();
      },
    }),
  );
  const sms: { to: string; text: string; purpose?: string }[] = [];
  // The texts that carry a code: the secret scan looks for their digits everywhere else.
  const codeTexts: string[] = [];
  const sender: MessageSender = {
    async sendSms({ to, text, purpose }) {
      sms.push({ to, text, ...(purpose === undefined ? {} : { purpose }) });
      if (purpose === undefined || purpose === 'code') codeTexts.push(text);
    },
  };
  const live = await store.openLive(db, logger);
  lives.push(live);
  let outboxPasses: Promise<void> = Promise.resolve();
  const events: LiveEvent[] = [];
  live.subscribe((event) => events.push(event));
  const config: AppConfig = {
    publicUrl: null,
    cookieSecure: false,
    trustProxy: 0,
    countryHeader: null,
    bankChangeHoldHours: DEFAULT_BANK_CHANGE_HOLD_HOURS,
    lateFeeGraceDays: LATE_FEE_GRACE_DAYS,
    paymentCallbackSecret: null,
    makerCheckerThresholdCentavos: centavos(0),
    // Off unless a test sets it, as the four-eyes threshold: the earlier tests approve loans above 40 % of the builders' income.
    maxInstallmentToIncomeBp: 0,
    provisionRates: DEFAULT_PROVISION_RATES,
    restructureFourEyesThresholdCentavos: centavos(0),
    writeOffDays: 180,
    dstBorneBy: 'lender',
    complaints: defaultComplaintClock,
    rateLimits: defaultRateLimits,
    uploads: defaultUploadLimits,
    messaging: defaultMessaging,
    ...overrides.config,
  };
  const deps: AppDeps = {
    db,
    reads: readCachesOf(db),
    objects: overrides.objects ?? createDiskObjectStore({ root: join(dataDir, 'objects') }),
    sender,
    clock,
    config,
    logger,
    rateLimiter: createDatabaseRateLimiter({ db, clock }),
    live,
    // The harness sends the outbox at once, one pass at a time, so a test reads what a request sent as soon as it answers.
    outbox: {
      nudge() {
        const pass = outboxPasses.then(() => runOutboxPass(deps, { owner: 'test' })).then(() => undefined);
        outboxPasses = pass.catch(() => undefined);
        return pass;
      },
    },
    // The books and the compliance desk hear of every movement, as in the real deps; a test's own hook is told after them.
    postingHook: overrides.postingHook ? chainedPostingHooks(booksPostingHook, compliancePostingHook, overrides.postingHook) : chainedPostingHooks(booksPostingHook, compliancePostingHook),
  };
  let isClosed = false;
  const app = createApp(deps);
  const traffic = recordTraffic(app);
  // Every JSON answer against the published document (decision 054), reported when the context closes.
  const answerProblems = [checkAnswers(app)];
  // The providers' keys (issue 29) are secrets too: no response or log line may hold them.
  for (const secret of messagingSecrets(config.messaging)) traffic.secrets.add(secret);
  const traffics = [traffic];
  const finish = async () => {
    if (isClosed) return;
    isClosed = true;
    open.delete(ctx);
    try {
      const problems = await ledgerProblems(db);
      if (problems.length > 0) throw new Error(`Ledger invariants broken:\n${problems.join('\n')}`);
      // The books agree with the loan book, the wallets and the unmatched queue after every test (issue 31).
      const books = await reconciliation(db);
      if (!books.ok) throw new Error(`The books disagree with the loan book:\n${JSON.stringify(books.differences, null, 2)}`);
      const all: Traffic = {
        exchanges: traffics.flatMap((recorded) => recorded.exchanges),
        secrets: new Set(traffics.flatMap((recorded) => [...recorded.secrets])),
        codes: new Set(traffics.flatMap((recorded) => [...recorded.codes])),
      };
      const leaks = secretLeaks({ traffic: all, logs, sms: codeTexts.map((text) => ({ text })) });
      if (leaks.length > 0) throw new Error(`Secrets leaked:\n${[...new Set(leaks)].slice(0, 20).join('\n')}`);
      const mismatches = [...new Set(answerProblems.flat())];
      if (mismatches.length > 0) throw new Error(`Answers that do not match the API document (docs/api.md):\n${mismatches.slice(0, 20).join('\n')}`);
    } finally {
      await Promise.all(lives.map((instanceLive) => instanceLive.close()));
      await Promise.all(others.map((other) => other.destroy()));
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const ctx: TestContext = {
    app,
    traffic,
    deps,
    db,
    clock,
    dataDir,
    databaseUrl: store.url,
    sms,
    logs,
    events,
    async secondInstance() {
      const other = store.openAnother();
      others.push(other);
      const otherLive = testDialect === 'postgres' ? await store.openLive(other, logger) : live;
      lives.push(otherLive);
      const otherDeps: AppDeps = { ...deps, db: other, reads: readCachesOf(other), rateLimiter: createDatabaseRateLimiter({ db: other, clock }), live: otherLive };
      const otherApp = createApp(otherDeps);
      const otherTraffic = recordTraffic(otherApp);
      answerProblems.push(checkAnswers(otherApp));
      traffics.push(otherTraffic);
      return { ...ctx, app: otherApp, deps: otherDeps, db: other, traffic: otherTraffic };
    },
    close: () => finish(),
    async closeAsSeed() {
      const dir = join(mkdtempSync(join(tmpdir(), 'lender-seed-')), 'data');
      if (dialect === 'sqlite') {
        // A consistent copy of the database file; the WAL and its index are not copied apart from it.
        await sql`vacuum into ${join(dataDir, 'seed.db')}`.execute(db);
        cpSync(dataDir, dir, { recursive: true, filter: (path) => !/app\.db(-wal|-shm)?$/.test(path) });
        renameSync(join(dir, 'seed.db'), join(dir, 'app.db'));
        await finish();
        return { dir, rows: null };
      }
      cpSync(dataDir, dir, { recursive: true });
      const rows = await captureRows(db);
      await finish();
      return { dir, rows };
    },
  };
  open.add(ctx);
  return ctx;
}

/** Removes a seed's copy of the data. */
export function removeSeed(seed: Seed): void {
  rmSync(join(seed.dir, '..'), { recursive: true, force: true });
}

export async function closeOpenContexts(): Promise<void> {
  const errors: unknown[] = [];
  for (const ctx of [...open]) {
    try {
      await ctx.close();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps its cookies (session, device), sends this app's Origin. */
export class TestClient {
  /** The session cookie, `name=value`. */
  cookie: string | null = null;
  /** The signed device cookie a successful sign-in leaves, `name=value`. */
  deviceCookie: string | null = null;
  constructor(
    private readonly ctx: TestContext,
    private readonly defaults: { origin?: string | null; headers?: Record<string, string> } = {},
  ) {}

  /** The same signed-in browser, its requests sent to another instance (ctx.secondInstance()). */
  on(instance: TestContext): TestClient {
    const moved = new TestClient(instance);
    moved.cookie = this.cookie;
    moved.deviceCookie = this.deviceCookie;
    return moved;
  }

  async request<T = any>(method: string, path: string, options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.defaults.headers, ...options.headers };
    const origin = this.defaults.origin === undefined ? ORIGIN : this.defaults.origin;
    if (origin !== null && !('origin' in headers)) headers.origin = origin;
    const cookies = [this.cookie, this.deviceCookie].filter((cookie) => cookie !== null);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await this.ctx.app.request(`${ORIGIN}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    // Like a browser: when one response sets a cookie twice (cleared, then issued), the last one wins.
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const kept = pair.length > name.length + 1 ? pair : null;
      if (/^(__Host-)?session$/.test(name)) this.cookie = kept;
      if (/^(__Host-)?device$/.test(name)) this.deviceCookie = kept;
    }
    // A PDF stays bytes: its text is read back with pdfText.
    if ((response.headers.get('content-type') ?? '').startsWith('application/pdf')) {
      return { status: response.status, body: new Uint8Array(await response.arrayBuffer()) as T, headers: response.headers };
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, json: unknown = {}) {
    return this.request<T>('POST', path, { json });
  }
  put<T = any>(path: string, json: unknown) {
    return this.request<T>('PUT', path, { json });
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

export async function registerBorrower(
  ctx: TestContext,
  overrides: Partial<{ fullName: string; email: string; contactNumber: string; password: string; language: string }> = {},
): Promise<{ client: TestClient; user: PublicUser; password: string }> {
  const client = new TestClient(ctx);
  const body = registration(overrides);
  const response = await client.post('/api/auth/register', body);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, user: response.body.user, password: body.password };
}

/** The personal and bank details markVerified stores, as stored. */
export const VERIFIED_DETAILS = {
  address: '123 Rizal St, Quezon City',
  countryWorking: 'Saudi Arabia',
  monthlyIncomeCentavos: centavos(4_500_000),
  loanPurpose: 'House repair',
  contactPersonName: 'Jose Santos',
  contactPersonTel: '+639181234567',
  bankName: 'BDO',
  accountNumber: '001234567890',
} as const;

/** Fills the verification directly in the database, for tests that are about something else. */
export async function markVerified(ctx: { db: Db; clock: Clock }, userId: number): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .updateTable('users')
    .set({
      ...VERIFIED_DETAILS,
      personalDetailsAt: now,
      bankInfoAt: now,
      verificationCompletedAt: now,
    })
    .where('id', '=', userId)
    .execute();
  for (const [index, type] of ['front_id', 'back_id', 'selfie_with_id'].entries()) {
    await ctx.db
      .insertInto('documents')
      .values({
        userId,
        type,
        objectKey: `${String(userId).padStart(8, '0')}${String(index).padStart(24, '0')}`,
        contentType: 'image/png',
        size: 100,
        uploadedBy: userId,
        uploadedAt: now,
      })
      .execute();
  }
}

export async function verifiedBorrower(ctx: TestContext, overrides: Parameters<typeof registerBorrower>[1] = {}) {
  const registered = await registerBorrower(ctx, overrides);
  await markVerified(ctx, registered.user.id);
  return registered;
}

export async function createStaff(
  ctx: TestContext,
  { role, email = uniqueEmail(role), password = PASSWORD }: { role: 'admin' | 'main_admin'; email?: string; password?: string },
): Promise<{ client: TestClient; id: number; email: string; password: string }> {
  if (!isAdminRole(role)) throw new Error('not a staff role');
  const id = await insertUser(ctx, {
    email,
    passwordHash: await hashSecret(password),
    fullName: role === 'main_admin' ? 'Main Administrator' : 'Loan Officer',
    role,
  });
  const client = new TestClient(ctx);
  const login = await signInStaff(ctx, client, { email, password });
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { client, id, email, password };
}

/** Each context's staff TOTP secrets by email, kept by signInStaff from the enrolment answer (decision 032). */
const staffSecrets = new WeakMap<TestContext, Map<string, string>>();

/** The TOTP code of a base32 secret for a 30-second step (RFC 6238 with @oslojs/otp, as an authenticator app computes it). */
export function totpAt(secret: string, step: number): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

/** The 30-second step of the test clock. */
export const stepOf = (ctx: TestContext) => Math.floor(ctx.clock.now().getTime() / 30_000);

/**
 * Signs a staff member (or a borrower with TOTP on) in as the login card does:
 * the password, then the code step: enrolment the first time (the secret is
 * kept for the next sign-ins), a TOTP code afterwards. The code is computed
 * on the test clock (the app's), for the first step of now ± 1 not used yet,
 * since the app accepts each step once. Answers the password step's answer
 * when it is not 200, else the code step's.
 */
export async function signInStaff(
  ctx: TestContext,
  client: TestClient,
  credentials: { email: string; password: string; rememberMe?: boolean },
): Promise<ApiResponse> {
  // Only the sign-in's own fields: a staff object passed whole carries its client, whose context grows with every request.
  const { email: address, password, rememberMe } = credentials;
  const login = await client.post('/api/auth/login', { email: address, password, ...(rememberMe === undefined ? {} : { rememberMe }) });
  if (login.status !== 200 || !login.body.mfa) return login;
  const secrets = staffSecrets.get(ctx) ?? new Map<string, string>();
  staffSecrets.set(ctx, secrets);
  const email = credentials.email.trim().toLowerCase();
  if (login.body.mfa.state === 'enroll') {
    secrets.set(email, login.body.mfa.secret);
    return client.post('/api/auth/mfa/enroll', { code: totpAt(login.body.mfa.secret, stepOf(ctx)) });
  }
  const secret = secrets.get(email);
  if (!secret) throw new Error(`no TOTP secret kept for ${email}: sign in with signInStaff from the start`);
  const factor = await ctx.db.selectFrom('secondFactors').select('lastStep').where('userId', '=', login.body.user.id).executeTakeFirstOrThrow();
  const now = stepOf(ctx);
  const step = [now, now + 1].find((candidate) => factor.lastStep === null || candidate > factor.lastStep);
  if (step === undefined) throw new Error(`every TOTP step near the test clock is used for ${email}: advance ctx.clock by 30 s`);
  return client.post('/api/auth/mfa/verify', { code: totpAt(secret, step) });
}

/** A user row written directly (no sign-up, no session), active, with an empty wallet. */
export async function insertUser(
  ctx: TestContext,
  values: Omit<Parameters<typeof userRow>[0], 'now'>,
): Promise<number> {
  const row = await ctx.db
    .insertInto('users')
    .values(userRow({ ...values, now: ctx.clock.now().toISOString() }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An image uploaded through an upload URL of `client`'s own (decision 006); returns the URL to register it with. */
export async function uploadImage(client: TestClient, bytes: Uint8Array = PNG): Promise<string> {
  const issued = await client.post('/api/objects/upload', {});
  if (issued.status !== 200) throw new Error(`upload URL failed: ${issued.status} ${JSON.stringify(issued.body)}`);
  const uploadURL: string = issued.body.uploadURL;
  const put = await client.request('PUT', new URL(uploadURL).pathname, { body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/png' } });
  if (put.status !== 200) throw new Error(`upload failed: ${put.status} ${JSON.stringify(put.body)}`);
  return uploadURL;
}

/** Money put in a wallet by a test (an adjustment), through the posting core so the books hear of it. */
export async function fundWallet(ctx: Pick<TestContext, 'deps'>, posting: LedgerPosting): Promise<void> {
  await runWrite(ctx.deps, (w) => moveWallet(w, posting));
}

/** A member's wallet balance in centavos, read straight from the table. */
export async function walletOf(ctx: Pick<TestContext, 'db'>, userId: number): Promise<number> {
  return (await ctx.db.selectFrom('users').select('walletBalanceCentavos').where('id', '=', userId).executeTakeFirstOrThrow()).walletBalanceCentavos;
}
