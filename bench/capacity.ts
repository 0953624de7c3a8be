// Capacity: how many borrowers online at once one machine serves with a
// request p99 under 100 ms, each with the live socket open and polling as
// the web app does, while a share of them writes (apply, withdraw + verify)
// and an officer decides the applications and looks at the documents.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CapacityCommand, MeasureReport, OpenReport } from './capacity-client';
import { createClient, type Answer, type Caller } from './lib/client';
import { ask, fileLimit, openFiles, processTree, spawnScript, startServer, stopChild, treeRssBytes } from './lib/processes';
import { mb, ms, printTable, verdict, whole, type Row } from './lib/report';
import { seedBenchData, type SeededData } from './lib/seed';

const STEPS = (process.env.BENCH_CAPACITY_STEPS ?? '2500,5000,10000,15000,20000').split(',').map(Number);
/** One full polling cycle of a socket-connected client (45 s) by default. */
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 45);
// Four: with two, each client process held 10,000 sockets at the last step and its own event loop lagged (the client lag column).
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 4);
/** The server's WORKERS (decision 031): one process per core of this 2-core machine. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
/** Borrowers of every 1,000 online who write during a window. */
const WRITERS_PER_THOUSAND = 5;
const GOAL_P99_MS = 100;
const GOAL_ONLINE = 20_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The writing share during one window: applications the officer then decides, and withdrawals verified by code. */
async function writeDuringWindow(base: string, data: SeededData, count: number, seconds: number, offset: number): Promise<{ latencies: number[]; errors: number }> {
  const client = createClient(base, 8);
  const admin: Caller = { id: data.admin.id, token: data.admin.token };
  const writers = data.borrowers.filter((b) => b.isVerified && !b.hasPendingLoan).slice(offset, offset + count);
  const latencies: number[] = [];
  let errors = 0;
  const record = (answer: Answer) => {
    latencies.push(answer.ms);
    if (answer.status >= 300) errors += 1;
    return answer;
  };
  const gapMs = (seconds * 1000) / Math.max(1, writers.length);
  try {
    await Promise.all(
      writers.map(async (b, i) => {
        await new Promise((done) => setTimeout(done, i * gapMs));
        try {
          const applied = record(await client.call(b, 'POST', '/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 }));
          if (applied.status !== 201) return;
          const { id } = JSON.parse(applied.body) as { id: number };
          record(await client.call(admin, 'GET', `/api/admin/users/${b.id}/documents`));
          record(await client.call(admin, 'POST', `/api/admin/loans/${id}`, { status: i % 4 === 0 ? 'rejected' : 'approved' }));
        } catch {
          // No answer at all (a connection refused or reset): an error of the step, not the end of the benchmark.
          errors += 1;
        }
      }),
    );
  } finally {
    client.close();
  }
  return { latencies, errors };
}

export async function benchCapacity(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-capacity-'));
  const most = Math.max(...STEPS);
  try {
    console.log(`\ncapacity: seeding 10,000 borrowers and ${whole(most)} sessions…`);
    const data = await seedBenchData({ dataDir, members: 10_000, sessions: most });
    const sessions: Caller[] = [...data.borrowers.map((b) => ({ id: b.id, token: b.token })), ...data.extraSessions.map((s) => ({ id: s.userId, token: s.token }))];
    const server = await startServer({ dataDir, env: { WORKERS: String(WORKERS) } });
    // Each process has its own open-file limit; the most any one of them holds is what meets it.
    const mostFilesOpen = () => Math.max(...processTree(server.pid).map(openFiles));
    const clients = Array.from({ length: CLIENT_PROCESSES }, () => spawnScript('capacity-client.ts'));
    const rows: Row[] = [];
    let best = 0;
    let perSocket = Number.NaN;
    try {
      await Promise.all(
        clients.map((child, k) => ask(child, { type: 'start', base: server.base, sessions: sessions.filter((_, i) => i % CLIENT_PROCESSES === k) } satisfies CapacityCommand)),
      );
      const idleRss = treeRssBytes(server.pid);
      const maxFiles = Math.min(...processTree(server.pid).map(fileLimit));
      let online = 0;
      let writeOffset = 0;
      for (const step of STEPS) {
        const opened = await Promise.all(clients.map((child) => ask<OpenReport>(child, { type: 'open', count: Math.ceil((step - online) / CLIENT_PROCESSES) } satisfies CapacityCommand)));
        online = step;
        const writers = Math.round((step / 1000) * WRITERS_PER_THOUSAND);
        const [reports, writes] = await Promise.all([
          Promise.all(clients.map((child) => ask<MeasureReport>(child, { type: 'measure', seconds: WINDOW_SECONDS } satisfies CapacityCommand))),
          writeDuringWindow(server.base, data, writers, WINDOW_SECONDS * 0.8, writeOffset),
        ]);
        writeOffset += writers;
        const all = reports.flatMap((r) => r.latencies).concat(writes.latencies).sort((a, b) => a - b);
        const p99 = percentile(all, 0.99);
        const errors = reports.reduce((a, r) => a + r.errors, 0) + writes.errors;
        const open = reports.reduce((a, r) => a + r.open, 0);
        const failedToOpen = opened.reduce((a, r) => a + r.failed, 0);
        const isUnder = p99 < GOAL_P99_MS && errors === 0 && open === step;
        // Over the whole crowd, after a window of polling: one step's opening alone is lost in the heap's own swings.
        perSocket = (treeRssBytes(server.pid) - idleRss) / Math.max(1, open);
        if (isUnder) best = step;
        rows.push({
          online: whole(step),
          'sockets open': `${whole(open)}${failedToOpen ? ` (${failedToOpen} refused)` : ''}`,
          requests: whole(all.length),
          'req/s': whole(all.length / WINDOW_SECONDS),
          p50: ms(percentile(all, 0.5)),
          p99: ms(p99),
          'write p99': ms(percentile([...writes.latencies].sort((a, b) => a - b), 0.99)),
          errors: String(errors),
          'drops': String(reports.reduce((a, r) => a + r.drops, 0)),
          'client lag p99': ms(Math.max(...reports.map((r) => r.lagP99Ms))),
          'server RSS': mb(treeRssBytes(server.pid)),
          'most files in one process': whole(mostFilesOpen()),
          [`p99 < ${GOAL_P99_MS} ms`]: verdict(isUnder),
        });
        console.log(`capacity: ${whole(step)} online measured: ${Object.entries(rows[rows.length - 1] ?? {}).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      }
      printTable(
        `Capacity on SQLite: ${CLIENT_PROCESSES} client processes, each borrower a socket on /ws and polls every 45 s (4 calls, each list revalidated with its ETag as browsers do), ${WRITERS_PER_THOUSAND} in 1,000 apply (an officer views the documents and decides); ${WINDOW_SECONDS} s per step; server: node ${server.entry} with WORKERS=${WORKERS} (RSS: the primary and its workers together), idle RSS ${mb(idleRss)}`,
        rows,
      );
      console.log(
        `Each server process may have ${whole(maxFiles)} files open at once (its \`ulimit -n\`); every socket and every HTTP connection is one, so a step that needs more in one process cannot open all its sockets (counted as refused).`,
      );
      console.log(`Largest number online with p99 under ${GOAL_P99_MS} ms and no errors: ${whole(best)} (goal ${whole(GOAL_ONLINE)}: ${verdict(best >= GOAL_ONLINE)}).`);
      console.log(
        `Memory per online borrower (open socket, polling, member cache): ${(perSocket / 1024).toFixed(1)} KB of server RSS above idle at the last step. Per session: no server memory ` +
          `(sessions live in the database, ${`${Math.round(data.sessionBytes)} bytes each on disk`}); a socket holds its session's token, and each member served is kept once in the member cache ` +
          `(decision 026, at most 20,000 members), which the RSS column includes.`,
      );
    } finally {
      await Promise.all(clients.map(stopChild));
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
