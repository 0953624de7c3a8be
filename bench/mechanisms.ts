// What each speed mechanism buys, paired (issue 30 item 8, decision 077):
// one server with everything on and one with each mechanism switched off
// (SPEED_MECHANISMS_OFF), all on the same prepared data at once, loaded in
// alternating short rounds with the settled borrower's poll (/api/auth/me
// and the four lists revalidated with their ETags, from many borrowers). The
// capacity runs of decision 077 could not tell the mechanisms apart because
// the host's speed moved by half between runs; here every server meets the
// same host within seconds of the others. Printed: each server's CPU per
// poll (its process's user + system time), req/s and p99, on SQLite and on
// PostgreSQL (the direct reads exist on SQLite only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPEED_MECHANISMS } from '../api/src/db/read-caches';
import { sessionCookieName } from '../api/src/http/sessions';
import { capture } from './lib/capture';
import { startLoadGenerator, type LoadRequest } from './lib/load';
import { postgresCopyOf } from './lib/postgres';
import { cpuTicks, startServer, TICKS_PER_SECOND, type ServerUnderTest } from './lib/processes';
import { ms, percent, percentile, printTable, whole, type Row } from './lib/report';
import { preparedBenchData, type SeededData } from './lib/seed';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Many short rounds rather than a few long ones: a change in the host's speed falls on every server alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const WARM_UP_SECONDS = 3;
/** Borrowers whose polls are replayed: enough that the member cache and the session reads meet many rows. */
const POLLERS = Number(process.env.BENCH_POLLERS ?? 500);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
/** What the dashboard polls every 45 s while its socket is up (bench/capacity-client.ts). */
const LISTS = ['/api/loans', '/api/documents', '/api/user/withdrawals'];

type Variant = { name: string; off: string; server: ServerUnderTest };

/** A settled borrower's poll: /me, and each list with the ETag it last came with (answered 304). */
async function settledPolls(base: string, data: SeededData): Promise<LoadRequest[]> {
  const cookieName = sessionCookieName({ cookieSecure: false });
  const requests: LoadRequest[] = [];
  for (const borrower of data.borrowers.slice(0, POLLERS)) {
    const headers = { ...BROWSER, cookie: `${cookieName}=${borrower.token}` };
    requests.push({ path: '/api/auth/me', headers });
    for (const path of LISTS) {
      const first = await capture(`${base}${path}`, headers);
      const etag = first.headers.etag;
      if (first.status !== 200 || !etag) throw new Error(`GET ${path} answered ${first.status}${etag ? '' : ' without an ETag'}`);
      requests.push({ path, headers: { ...headers, 'if-none-match': etag } });
    }
  }
  return requests;
}

async function measure(variants: Variant[], requests: LoadRequest[]): Promise<Map<string, { cpuUs: number[]; rps: number[]; p99: number[]; errors: number }>> {
  const load = startLoadGenerator();
  const results = new Map(variants.map((v) => [v.name, { cpuUs: [] as number[], rps: [] as number[], p99: [] as number[], errors: 0 }]));
  try {
    // Each server reads every poller's member once (its own member cache) before it is measured.
    for (const v of variants) await load.run({ url: v.server.base, connections: CONNECTIONS, seconds: WARM_UP_SECONDS, requests });
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round in another order, so no server always follows the same one.
      const order = variants.map((_, i) => variants[(i + round) % variants.length] as Variant);
      for (const v of order) {
        const ticks = cpuTicks(v.server.pid);
        const result = await load.run({ url: v.server.base, connections: CONNECTIONS, seconds: SECONDS, requests });
        const answered = Math.max(1, result.requestsPerSecond * SECONDS);
        const r = results.get(v.name);
        if (!r) continue;
        r.cpuUs.push((((cpuTicks(v.server.pid) - ticks) / TICKS_PER_SECOND) * 1e6) / answered);
        r.rps.push(result.requestsPerSecond);
        r.p99.push(result.p99Ms);
        r.errors += result.errors;
      }
    }
    return results;
  } finally {
    await load.stop();
  }
}

const median = (list: number[]) => percentile([...list].sort((a, b) => a - b), 0.5);

async function benchStore(label: string, dataDir: string, data: SeededData, env: Record<string, string>, mechanisms: readonly string[]): Promise<void> {
  const variants: Variant[] = [];
  try {
    for (const off of ['', ...mechanisms]) {
      const server = await startServer({ dataDir, env: { ...env, WORKERS: '1', ...(off ? { SPEED_MECHANISMS_OFF: off } : {}) } });
      variants.push({ name: off ? `without ${off}` : 'everything on', off, server });
    }
    const requests = await settledPolls(variants[0]?.server.base ?? '', data);
    const results = await measure(variants, requests);
    const on = median(results.get('everything on')?.cpuUs ?? []);
    const rows: Row[] = variants.map((v) => {
      const r = results.get(v.name);
      const cpuUs = median(r?.cpuUs ?? []);
      return {
        server: v.name,
        'CPU µs per request (median of rounds)': whole(cpuUs),
        'rounds, lowest to highest': [...(r?.cpuUs ?? [])].sort((a, b) => a - b).map(whole).join(' '),
        'against everything on': v.off ? `${cpuUs >= on ? '+' : ''}${percent(cpuUs / Math.max(1, on) - 1)}` : '',
        'req/s': whole(median(r?.rps ?? [])),
        p99: ms(median(r?.p99 ?? [])),
        errors: String(r?.errors ?? 0),
      };
    });
    printTable(
      `Speed mechanisms on ${label}, paired: ${variants.length} servers (WORKERS=1) on the same data at once, ${ROUNDS} alternating rounds of ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up each, ${CONNECTIONS} connections; the settled poll of ${whole(POLLERS)} borrowers (/api/auth/me, and ${LISTS.join(', ')} revalidated with their ETags → 304)`,
      rows,
    );
  } finally {
    await Promise.all(variants.map((v) => v.server.stop()));
  }
}

export async function benchMechanisms(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mechanisms-'));
  try {
    console.log('mechanisms: seeding 10,000 borrowers…');
    // The capacity part's members and sessions, so that both use one kept data set (BENCH_DATA_CACHE).
    const data = await preparedBenchData({ dataDir, members: 10_000, sessions: 20_000 }, async (seeded) => {
      // The first housekeeping over the seeded data, done before anything is measured.
      await (await startServer({ dataDir: seeded })).stop();
    });
    await benchStore('SQLite', dataDir, data, {}, SPEED_MECHANISMS);
    const { url, stop } = await postgresCopyOf(dataDir, 'mechanisms');
    try {
      await benchStore('PostgreSQL', dataDir, data, { DATABASE_URL: url }, SPEED_MECHANISMS.filter((m) => m !== 'direct-reads'));
    } finally {
      await stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
