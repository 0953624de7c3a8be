import type { ChildProcess } from 'node:child_process';
import { ask, spawnScript, stopChild } from './processes';

export type LoadRequest = { path: string; headers: Record<string, string> };
export type LoadRun = { url: string; connections: number; seconds: number; requests: LoadRequest[] };
export type LoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

/** autocannon in a child process, reused from run to run. */
export function startLoadGenerator(): { run: (run: LoadRun) => Promise<LoadResult>; stop: () => Promise<void> } {
  const child: ChildProcess = spawnScript('load-worker.ts');
  return { run: (run) => ask<LoadResult>(child, run), stop: () => stopChild(child) };
}
