import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { attachLiveChannel, type LiveChannel } from '../features/live';
import type { TestContext } from './harness';

// A real HTTP server (createApp on port 0, on the test context's store) with
// the live channel attached as server.ts attaches it. HTTP calls go through
// the in-process TestClient on the same deps, so they publish to the same channel.
// Waits are for events, with generous limits: nothing depends on speed.
const WAIT_MS = 10_000;

interface LiveServer {
  base: string;
  origin: string;
  channel: LiveChannel;
  close(): Promise<void>;
}

const running: LiveServer[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
});

export async function startLiveServer(ctx: TestContext, { heartbeatMs }: { heartbeatMs?: number } = {}): Promise<LiveServer> {
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const channel = attachLiveChannel({ server, deps: ctx.deps, ...(heartbeatMs ? { heartbeatMs } : {}) });
  const { port } = server.address() as AddressInfo;
  const live: LiveServer = {
    base: `ws://127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    channel,
    async close() {
      await channel.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  running.push(live);
  return live;
}

/** A socket that records what it receives, in order. */
export class LiveClient {
  readonly messages: unknown[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Resolves with the first `count` messages once they have arrived. */
  async take(count: number): Promise<unknown[]> {
    const deadline = Date.now() + WAIT_MS;
    while (this.messages.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.messages.splice(0, count);
  }

  /** Every frame sent before this resolves has been handled by the server (frames are processed in order). */
  async roundTrip(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no pong')), WAIT_MS);
      this.socket.once('pong', () => {
        clearTimeout(timer);
        resolve();
      });
      this.socket.ping();
    });
  }

  send(text: string | Buffer) {
    this.socket.send(text);
  }
}

export function open(live: LiveServer, { cookie, origin = live.origin, path = '/ws', autoPong = true }: { cookie?: string | null; origin?: string | null; path?: string; autoPong?: boolean }) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  return new WebSocket(`${live.base}${path}`, { headers, autoPong });
}

export async function connect(live: LiveServer, http: { cookie: string | null }, options: { autoPong?: boolean } = {}): Promise<LiveClient> {
  const socket = open(live, { cookie: http.cookie, ...options });
  const client = new LiveClient(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return client;
}

