// Child processes of the benchmarks: the server under test, the bare and
// Express baselines, and the load generators, each in a process of its own
// so that the load never shares a thread with the server it measures.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Raises the open-file limit before exec'ing node: tens of thousands of
 * sockets need as many descriptors. As root the hard limit goes up too;
 * otherwise the soft limit goes up to the hard one.
 */
const RAISE_FILE_LIMIT = 'ulimit -n 200000 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"';

function spawnNode(args: string[], { env = {}, hasIpc = false }: { env?: Record<string, string>; hasIpc?: boolean } = {}): ChildProcess {
  return spawn('sh', ['-c', RAISE_FILE_LIMIT, 'sh', process.execPath, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: hasIpc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
}

/** Node flags from a variable of the environment (not allowed in NODE_OPTIONS), such as `--cpu-prof --cpu-prof-dir=/tmp/profiles`. */
const nodeFlags = (name: 'BENCH_SERVER_FLAGS' | 'BENCH_CLIENT_FLAGS') => (process.env[name] ?? '').split(' ').filter(Boolean);

/** A TypeScript script of bench/ in a child process with an IPC channel; BENCH_CLIENT_FLAGS: node flags for it (the load generator's processes). */
export function spawnScript(script: string): ChildProcess {
  return spawnNode([...nodeFlags('BENCH_CLIENT_FLAGS'), '--import', 'tsx', join(repoRoot, 'bench', script)], { hasIpc: true });
}

/** Sends one message to a child and resolves with its first answer. */
export function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  return new Promise((resolveAnswer, reject) => {
    const onExit = (code: number | null) => reject(new Error(`child exited (${code}) before answering`));
    child.once('exit', onExit);
    child.once('message', (answer) => {
      child.off('exit', onExit);
      resolveAnswer(answer as T);
    });
    child.send(message as never);
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process, in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** A process and its descendants (a server with WORKERS: the primary and its workers), from /proc. */
export function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return [pid, ...(children ? children.split(/\s+/).map(Number).flatMap(processTree) : [])];
}

/** Files (sockets included) a process has open now (Linux /proc). */
export function openFiles(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** How many files a process may have open at once: its soft RLIMIT_NOFILE (`ulimit -n`). */
export function fileLimit(pid: number): number {
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  return !match || match[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match[1]);
}

/**
 * A process's CPU so far in clock ticks (Linux /proc/<pid>/stat): its own
 * (user + system), what its exited children took (their user + system,
 * added to it when reaped), and its parent's pid.
 */
export function cpuOf(pid: number): { own: number; reaped: number; parent: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return { own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]), parent: Number(fields[1]) };
}

/** CPU time (user + system) of a process so far, in clock ticks. */
export const cpuTicks = (pid: number): number => cpuOf(pid).own;

export const TICKS_PER_SECOND = 100;

/** Bytes a process has had written to storage so far (Linux /proc). */
function writtenBytes(pid: number): number {
  return Number(/write_bytes: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
}

/**
 * Waits until the process (and its workers) uses under 10 % of a core and writes nothing for
 * two seconds in a row (housekeeping on SQLite waits on the disk as much as
 * on the CPU); resolves with the time waited.
 */
async function waitUntilIdle(pid: number): Promise<number> {
  const started = performance.now();
  let quietSeconds = 0;
  // With WORKERS the workers do the work: the primary and every worker are watched.
  const sample = (): [number, number] => processTree(pid).reduce<[number, number]>(([cpu, written], one) => [cpu + cpuTicks(one), written + writtenBytes(one)], [0, 0]);
  for (let [cpu, written] = sample(); quietSeconds < 2; ) {
    await new Promise((done) => setTimeout(done, 1000));
    const [cpuNow, writtenNow] = sample();
    quietSeconds = cpuNow - cpu < TICKS_PER_SECOND * 0.1 && writtenNow === written ? quietSeconds + 1 : 0;
    [cpu, written] = [cpuNow, writtenNow];
  }
  return performance.now() - started;
}

export type ServerUnderTest = {
  base: string;
  /** How it runs: the compiled build or the TypeScript loader. */
  entry: string;
  pid: number;
  startMs: number;
  /** How long the server stayed busy after listening: its first housekeeping run over the seeded data. */
  housekeepingMs: number;
  stop: () => Promise<void>;
};

/**
 * The built server (api/dist/server.js when it exists, else the TypeScript
 * sources through the tsx loader, or those when `fromSources`) on a free port.
 */
export async function startServer({
  dataDir,
  env = {},
  fromSources = false,
  waitForIdle = true,
}: {
  dataDir: string;
  env?: Record<string, string>;
  fromSources?: boolean;
  /** false: measure from the start, for data whose housekeeping is done (a profiler would keep the server from ever looking idle). */
  waitForIdle?: boolean;
}): Promise<ServerUnderTest> {
  const compiled = join(repoRoot, 'api/dist/server.js');
  // BENCH_SERVER_FLAGS: node flags for the server under test.
  const flags = nodeFlags('BENCH_SERVER_FLAGS');
  const args = [...flags, ...(existsSync(compiled) && !fromSources ? [compiled] : ['--import', 'tsx', join(repoRoot, 'api/src/server.ts')])];
  const started = performance.now();
  // TRUST_PROXY=1: each simulated borrower comes from an address of its own
  // (X-Forwarded-For), as behind the production proxy, so that per-address
  // limits apply per borrower and not to the whole benchmark.
  const child = spawnNode(args, {
    env: { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: '1', LOG_LEVEL: 'warn', MAIN_ADMIN_EMAIL: 'bench.main@example.com', ...env },
  });
  let output = '';
  const base = await new Promise<string>((resolveBase, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) resolveBase(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  const startMs = performance.now() - started;
  // The server starts its housekeeping (late fees, reminders) at once; the
  // measurement starts when that is done, not in the middle of it.
  const housekeepingMs = waitForIdle ? await waitUntilIdle(child.pid ?? 0) : 0;
  child.stdout?.removeAllListeners('data');
  // BENCH_SERVER_LOG: the server's output (with BENCH_SERVER_FLAGS="--trace-gc", its collections) appended to that file.
  const log = process.env.BENCH_SERVER_LOG;
  if (log) child.stdout?.on('data', (chunk: Buffer) => appendFileSync(log, chunk));
  else child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { base, entry: args.join(' ').replaceAll(repoRoot + '/', ''), pid: child.pid ?? 0, startMs, housekeepingMs, stop: () => stopChild(child) };
}

/** A baseline server of bench/ (bare node:http, Express) answering what `message` gives it, on a free port. */
export async function startBaseline(script: string, message: unknown): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawnScript(script);
  const { port } = await ask<{ port: number }>(child, message);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => stopChild(child) };
}
