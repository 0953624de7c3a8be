import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Agent, fetch } from 'undici';
import { inject } from 'vitest';
import { type AnswerChecker, createChecker } from './answer-check';
import { createEmptyDatabase, databaseUrl, dropTestDatabase, testDialect } from './postgres-databases';

export const repoRoot = resolve(import.meta.dirname, '../../..');

export type SpawnedServer = {
  /** 'http://127.0.0.1:PORT' */
  base: string;
  dataDir: string;
  /** On the api-postgres project: the DATABASE_URL the server runs on. */
  databaseUrl: string | null;
  /** The main admin's password, printed once at first start (not when the database already has one). */
  adminPassword: string;
  /** Everything the process printed so far. */
  output: () => string;
  process: ChildProcess;
  /** Signal (SIGTERM unless told), wait for exit, remove the DATA_DIR unless kept. */
  stop: (options?: { keepData?: boolean; signal?: NodeJS.Signals }) => Promise<void>;
};

export type SpawnServerOptions = {
  /** Reuse a DATA_DIR (a restart); a fresh temporary one otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Another instance on this server's database (api-postgres): its DATABASE_URL, not dropped when this one stops. */
  sharedDatabaseUrl?: string;
  /** How long the process may take to listen (default 30 s); a test that starts several at once on a busy machine gives more. */
  startTimeoutMs?: number;
};

/**
 * The real server process (`npm run serve`) on port 0 and a DATA_DIR of its
 * own, as end-to-end tests need it, and the one way the tests start one.
 * Resolves once it prints its address.
 */
export async function spawnServer({ dataDir, env = {}, sharedDatabaseUrl, startTimeoutMs = 90_000 }: SpawnServerOptions = {}): Promise<SpawnedServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'lender-e2e-'));
  // On the api-postgres project the server gets an empty database of its own and migrates it as it starts.
  const database = testDialect === 'postgres' && !dataDir && !sharedDatabaseUrl ? await createEmptyDatabase(inject('postgresUrl')) : null;
  if (database) env = { DATABASE_URL: databaseUrl(inject('postgresUrl'), database), ...env };
  if (sharedDatabaseUrl) env = { DATABASE_URL: sharedDatabaseUrl, ...env };
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      MAIN_ADMIN_EMAIL: '',
      MAIN_ADMIN_PASSWORD: '',
      // The browser tests approve loans above 40 % of the income they declare; a test of the limit sets it.
      MAX_INSTALLMENT_TO_INCOME: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = await new Promise<{ base: string; adminPassword: string }>((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/[\d.:]+)/.exec(output);
      const password = /Password \(shown once[^)]*\): (\S+)/.exec(output);
      if (listening?.[1] && (password?.[1] || dataDir || sharedDatabaseUrl)) {
        clearTimeout(timer);
        resolveStart({ base: listening[1], adminPassword: password?.[1] ?? '' });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    ...started,
    dataDir: dir,
    databaseUrl: env.DATABASE_URL ?? null,
    output: () => output,
    process: child,
    stop: async ({ keepData = false, signal = 'SIGTERM' } = {}) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
      }
      if (keepData) return;
      rmSync(dir, { recursive: true, force: true });
      if (database) await dropTestDatabase(inject('postgresUrl'), database);
    },
  };
}

/*
 * The tests' connections to a spawned server. A socket left idle is closed by
 * the client after 1 s, well before the server's 5 s keep-alive timeout:
 * otherwise a test that pauses about 5 s between two calls (a backup, a CLI
 * run) can send on a socket the server is closing, and the call fails with
 * "other side closed" though the server is well.
 */
const connections = new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 });

// One checker per server: the document it serves at /api/openapi.json (decision 054).
const checkers = new Map<string, Promise<AnswerChecker>>();

function checkerOf(base: string): Promise<AnswerChecker> {
  let checker = checkers.get(base);
  if (!checker) {
    checker = fetch(`${base}/api/openapi.json`, { dispatcher: connections }).then(async (response) => createChecker((await response.json()) as Parameters<typeof createChecker>[0]));
    checkers.set(base, checker);
  }
  return checker;
}

/**
 * A cookie-holding HTTP client that calls the API as a browser on the app's
 * origin would. Every JSON answer it receives is checked against the document
 * the server publishes (issue 30 item 2), as the harness checks the in-process
 * app's: an answer the document does not describe fails the call.
 */
export class HttpClient {
  cookie = '';
  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: Uint8Array<ArrayBuffer> | object, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.base}${path}`, {
      dispatcher: connections,
      method,
      headers: {
        origin: this.base,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: body instanceof Uint8Array ? body : JSON.stringify(body) } : {}),
    });
    // The session cookie; a sign-in also sets the device cookie, which these tests do not need.
    const setCookie = response.headers.getSetCookie().find((line) => /^(__Host-)?session=/.test(line));
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    // Tests read the JSON loosely; the API's types are asserted by the tests themselves. Not JSON: the text.
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json') && text !== '';
    if (isJson && path.startsWith('/api/')) {
      const problem = (await checkerOf(this.base)).check({ method, path: new URL(path, this.base).pathname, status: response.status, body: parsed });
      if (problem) throw new Error(`The answer does not match /api/openapi.json: ${problem}`);
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }
}
