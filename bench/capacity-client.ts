// One process of simulated online borrowers: each opens the live socket
// (/ws, the session cookie, the SPEC greeting) and polls as the web app
// does: every 45 s while its socket is up (web/src/lib/query-client.ts),
// the SPEC.md section 7 intervals while it is down, revalidating each list
// with its ETag as the browser's HTTP cache does.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { COOKIE, addressOf, createClient, loopbackAddressOf, type Caller } from './lib/client';
import { percentile, tally, type Counts } from './lib/report';

export type CapacityCommand =
  | { type: 'start'; base: string; sessions: Caller[]; sockets: number }
  | { type: 'open'; count: number }
  | { type: 'measure'; seconds: number };
export type OpenReport = { open: number; failed: number };
/**
 * lagP99Ms, lagMaxMs: this client's own event-loop delay during the window;
 * when it is high, the client, not the server, made the latencies it
 * measured. The maximum shows a single long stall that the p99 of the 10 ms
 * samples hides (issue 30 item 12: a 2.6 s stall under a 38 ms p99).
 * errors: by status, or by the socket error's code when no answer came.
 */
export type MeasureReport = { latencies: number[]; errors: Counts; open: number; drops: number; lagP99Ms: number; lagMaxMs: number; waitP99Ms: number };

/** What the dashboard polls, and how often without the socket (SPEC.md 7). */
const POLLS = [
  { path: '/api/auth/me', specMs: 3000 },
  { path: '/api/loans', specMs: 3000 },
  { path: '/api/documents', specMs: 5000 },
  { path: '/api/user/withdrawals', specMs: 3000 },
] as const;
const LIVE_POLL_MS = 45_000;
const OPEN_BATCH = 250;

let base = '';
let sessions: Caller[] = [];
let opened = 0;
let client: ReturnType<typeof createClient> | null = null;
let latencies: number[] = [];
/** How long each request waited for one of this process's connections before it was sent. */
let waits: number[] = [];
let errors: Counts = {};
let drops = 0;
const sockets = new Set<WebSocket>();
let isStopped = false;

function poll(caller: Caller, path: string, specMs: number, isUp: () => boolean) {
  // As the browser's HTTP cache does for the app's fetch(): the list's last ETag goes back as If-None-Match (decision 025).
  let etag: string | undefined;
  const tick = () => {
    if (isStopped) return;
    client?.call(caller, 'GET', path, undefined, etag ? { 'if-none-match': etag } : {}).then(
      (answer) => {
        latencies.push(answer.ms);
        waits.push(answer.waitMs);
        if (answer.status === 200) etag = answer.etag;
        else if (answer.status !== 304) tally(errors, String(answer.status));
      },
      (error: NodeJS.ErrnoException) => tally(errors, error.code ?? 'no answer'),
    );
    setTimeout(tick, isUp() ? LIVE_POLL_MS : specMs);
  };
  // Borrowers came online at different moments: spread the first polls over the interval.
  setTimeout(tick, Math.random() * LIVE_POLL_MS);
}


function openOne(caller: Caller): Promise<boolean> {
  // From an address of its own, as each phone is: see loopbackAddressOf.
  const localAddress = loopbackAddressOf(caller.id);
  return new Promise((resolve) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, {
      ...(localAddress ? { localAddress } : {}),
      headers: { cookie: `${COOKIE}=${caller.token}`, origin: base, 'x-forwarded-for': addressOf(caller.id) },
    });
    let isUp = false;
    socket.on('open', () => {
      isUp = true;
      sockets.add(socket);
      socket.send(JSON.stringify({ type: 'auth', userId: caller.id }));
      for (const { path, specMs } of POLLS) poll(caller, path, specMs, () => isUp);
      resolve(true);
    });
    socket.on('close', () => {
      if (isUp && !isStopped) drops += 1;
      isUp = false;
      sockets.delete(socket);
    });
    socket.on('error', () => resolve(false));
  });
}

process.on('message', (command: CapacityCommand) => {
  void (async () => {
    if (command.type === 'start') {
      base = command.base;
      sessions = command.sessions;
      client = createClient(base, command.sockets);
      process.send?.({ ok: true });
    } else if (command.type === 'open') {
      let failed = 0;
      const until = Math.min(sessions.length, opened + command.count);
      while (opened < until) {
        const batch = sessions.slice(opened, Math.min(until, opened + OPEN_BATCH));
        opened += batch.length;
        failed += (await Promise.all(batch.map(openOne))).filter((ok) => !ok).length;
      }
      process.send?.({ open: sockets.size, failed } satisfies OpenReport);
    } else {
      latencies = [];
      waits = [];
      errors = {};
      drops = 0;
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      await new Promise((done) => setTimeout(done, command.seconds * 1000));
      lag.disable();
      const waitP99Ms = percentile(waits.sort((a, b) => a - b), 0.99);
      process.send?.({ latencies, errors, open: sockets.size, drops, lagP99Ms: lag.percentile(99) / 1e6, lagMaxMs: lag.max / 1e6, waitP99Ms } satisfies MeasureReport);
    }
  })();
});

process.on('SIGTERM', () => {
  isStopped = true;
  for (const socket of sockets) socket.terminate();
  client?.close();
  process.exit(0);
});
