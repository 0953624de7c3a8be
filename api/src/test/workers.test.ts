import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registration } from './builders';
import { HttpClient, spawnServer, type SpawnedServer } from './spawn-server';
import { until } from './until';
import { signInStaffOverHttp } from './staff-over-http';

// WORKERS=2 (decision 031): the real server as two worker processes sharing
// one port, on SQLite (live events through the primary) and, in the
// api-postgres project, on PostgreSQL (through LISTEN/NOTIFY). Which worker
// holds a connection is read from the kernel (/proc), so the test knows that
// an event crossed from one process to the other.

const WAIT_MS = 15_000;
const servers: SpawnedServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
});

/** The pids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

/** The socket inode of the server's end of the TCP connection from `clientPort` to `serverPort` (/proc/net/tcp, 127.0.0.1). */
function serverSideInode(serverPort: number, clientPort: number): string | null {
  const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, remote, , , , , , , inode] = line.trim().split(/\s+/);
    if (local?.endsWith(`:${hexPort(serverPort)}`) && remote?.endsWith(`:${hexPort(clientPort)}`)) return inode ?? null;
  }
  return null;
}

/** Which of `pids` holds the socket `inode`. */
function holderOf(pids: number[], inode: string): number | null {
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
      } catch {
        // closed between the listing and the read
      }
    }
  }
  return null;
}

interface OpenSocket {
  socket: WebSocket;
  worker: number;
  messages: { type: string }[];
}

async function openSocket(server: SpawnedServer, cookie: string, workers: number[]): Promise<OpenSocket> {
  const socket = new WebSocket(`${server.base.replace(/^http/, 'ws')}/ws`, { headers: { cookie, origin: server.base } });
  const messages: { type: string }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as { type: string }));
  const clientPort = await new Promise<number>((resolve, reject) => {
    socket.once('upgrade', (response) => resolve(response.socket.localPort ?? 0));
    socket.once('error', reject);
  });
  await new Promise<void>((resolve) => (socket.readyState === WebSocket.OPEN ? resolve() : socket.once('open', () => resolve())));
  const inode = serverSideInode(Number(new URL(server.base).port), clientPort);
  const worker = inode ? holderOf(workers, inode) : null;
  if (worker === null) throw new Error(`no worker holds the connection from port ${clientPort}`);
  return { socket, worker, messages };
}

describe('the server as two worker processes (WORKERS=2)', () => {
  it('listens once on one port, delivers live events across workers, replaces a worker that dies, and stops cleanly', { timeout: 120_000 }, async () => {
    const server = await spawnServer({ env: { WORKERS: '2' } });
    servers.push(server);
    const primary = server.process.pid ?? 0;
    expect(server.output().match(/Listening on /g)).toHaveLength(1);
    expect(server.output().match(/Password \(shown once/g)).toHaveLength(1);
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);

    const admin = new HttpClient(server.base);
    expect((await signInStaffOverHttp(admin, { email: 'admin@example.com', password: server.adminPassword })).status).toBe(200);
    const borrower = new HttpClient(server.base);
    const registered = await borrower.call('POST', '/api/auth/register', registration({ email: 'two.workers@example.com' }));
    expect(registered.status).toBe(201);
    const userId = registered.body.user.id as number;

    // Sockets of the borrower's session until each worker holds at least one (the primary deals connections out in turn).
    const sockets: OpenSocket[] = [];
    while (new Set(sockets.map((s) => s.worker)).size < 2) {
      if (sockets.length === 4) throw new Error(`four sockets, all on worker ${sockets[0]?.worker}`);
      sockets.push(await openSocket(server, borrower.cookie, workers));
    }

    // Whichever worker answers the officer's edit, every socket of the borrower hears of it.
    for (const creditScore of [640, 655]) {
      expect((await admin.call('PUT', `/api/admin/users/${userId}`, { creditScore })).status).toBe(200);
    }
    await until(() => sockets.every((s) => s.messages.filter((m) => m.type === 'credit_score_updated').length === 2), 'both credit score events on every socket', { timeoutMs: WAIT_MS });

    // A worker killed outright is replaced; the other goes on serving, and so does the port.
    const [victim] = workers;
    const closedOnVictim = sockets.filter((s) => s.worker === victim).map((s) => new Promise((resolve) => s.socket.once('close', resolve)));
    process.kill(victim ?? 0, 'SIGKILL');
    await Promise.all(closedOnVictim);
    await until(() => childrenOf(primary).length === 2 && !childrenOf(primary).includes(victim ?? 0), 'a replacement worker', { timeoutMs: WAIT_MS });
    await until(() => /the replacement worker is listening/.test(server.output()), 'the replacement listening', { timeoutMs: WAIT_MS });
    for (let i = 0; i < 4; i += 1) expect((await borrower.call('GET', '/api/auth/me')).status).toBe(200);
    const survivors = childrenOf(primary);
    const again: OpenSocket[] = [];
    while (new Set(again.map((s) => s.worker)).size < 2) {
      if (again.length === 4) throw new Error('the replacement worker takes no connections');
      again.push(await openSocket(server, borrower.cookie, survivors));
    }
    expect((await admin.call('PUT', `/api/admin/users/${userId}`, { creditScore: 670 })).status).toBe(200);
    await until(() => again.every((s) => s.messages.some((m) => m.type === 'credit_score_updated')), 'the event on the replacement worker too', { timeoutMs: WAIT_MS });

    // SIGTERM to the primary: every worker drains, closes its sockets with 1012 (reconnect), and all exit with 0.
    const closing = again.map((s) => new Promise<number>((resolve) => s.socket.once('close', (code) => resolve(code))));
    await server.stop({ keepData: false });
    expect(await Promise.all(closing)).toEqual(again.map(() => 1012));
    expect(server.process.exitCode).toBe(0);
    for (const pid of survivors) expect(() => process.kill(pid, 0)).toThrow();
    for (const s of [...sockets, ...again]) s.socket.terminate();
  });

  it('fails to start, with exit code 1 and no endless forking, when the workers cannot listen', { timeout: 60_000 }, async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dataDir = mkdtempSync(join(tmpdir(), 'lender-workers-'));
    try {
      const start = spawnServer({ dataDir, env: { WORKERS: '2', PORT: String(port) } });
      await expect(start).rejects.toThrow(/server exited with 1:[\s\S]*a worker exited before it listened: stopping the server/);
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

});
