// Start-up of the production server (compiled JavaScript, `npm start`)
// against the TypeScript sources through the tsx loader (how it ran before
// issue 14): time to "Listening", CPU until idle and resident memory, on an
// initialised, empty DATA_DIR, alternating, 3 runs each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuTicks, rssBytes, startServer, TICKS_PER_SECOND } from './lib/processes';
import { mb, ms, printTable, type Row } from './lib/report';

const RUNS = 3;

export async function benchStartup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  try {
    // The first start creates the database and the main admin: not what a restart costs.
    await (await startServer({ dataDir })).stop();
    const runs: Record<'compiled' | 'sources', { startMs: number; cpuMs: number; rss: number }[]> = { compiled: [], sources: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const kind of ['compiled', 'sources'] as const) {
        const server = await startServer({ dataDir, fromSources: kind === 'sources' });
        runs[kind].push({ startMs: server.startMs, cpuMs: (cpuTicks(server.pid) / TICKS_PER_SECOND) * 1000, rss: rssBytes(server.pid) });
        await server.stop();
      }
    }
    const range = (values: number[], format: (value: number) => string) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
    const rows: Row[] = (['compiled', 'sources'] as const).map((kind) => ({
      server: kind === 'compiled' ? 'compiled: node api/dist/server.js (npm start)' : 'sources: node --import tsx api/src/server.ts (before)',
      'to Listening': range(runs[kind].map((r) => r.startMs), ms),
      'CPU until idle': range(runs[kind].map((r) => r.cpuMs), ms),
      'resident when idle': range(runs[kind].map((r) => r.rss), mb),
    }));
    printTable(`Start-up on an initialised, empty DATA_DIR: ${RUNS} runs each, alternating (ranges)`, rows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
