import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { registration } from './builders';
import { PNG } from './images';
import { startRequest } from './raw-http';
import { HttpClient, spawnServer, type SpawnedServer } from './spawn-server';

// Issue 13: on SIGTERM the real server stops taking connections, lets the
// requests it is answering finish, closes live sockets with a reconnect
// code, closes the database and exits 0.

const KB = 1024;
const servers: SpawnedServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

async function started(env: Record<string, string>): Promise<SpawnedServer> {
  const server = await spawnServer({ env });
  servers.push(server);
  return server;
}

async function signedInBorrower(server: SpawnedServer): Promise<HttpClient> {
  const client = new HttpClient(server.base);
  const res = await client.call('POST', '/api/auth/register', registration({ email: 'draining@example.com', password: 'correct horse battery' }));
  expect(res.status).toBe(201);
  return client;
}

/**
 * An upload PUT that has sent its first kilobyte and holds the rest back,
 * known to be in the server's hands: Node's server answers 100 Continue as
 * it hands the request to the app.
 */
async function uploadInFlight(server: SpawnedServer, client: HttpClient, size: number) {
  const res = await client.call('POST', '/api/objects/upload', {});
  expect(res.status).toBe(200);
  const path = new URL(res.body.uploadURL as string).pathname;
  const body = new Uint8Array(size);
  body.set(PNG);
  const held = startRequest(server.base, {
    method: 'PUT',
    path,
    headers: { cookie: client.cookie, 'content-type': 'image/png', expect: '100-continue' },
    send: body.subarray(0, KB),
    declaredLength: size,
  });
  await held.continued;
  return { answered: held.answered, finish: () => held.finish(body.subarray(KB)) };
}

function openSocket(server: SpawnedServer, client: HttpClient) {
  const socket = new WebSocket(`${server.base.replace('http:', 'ws:')}/ws`, { headers: { cookie: client.cookie, origin: server.base } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { opened, closed };
}

function exitCode(server: SpawnedServer): Promise<number | null> {
  return new Promise((resolve) => server.process.once('exit', (code) => resolve(code)));
}

describe('SIGTERM drain', () => {
  it('finishes the request in flight, refuses new connections, closes sockets with 1012, exits 0', { timeout: 60_000 }, async () => {
    const server = await started({ DRAIN_TIMEOUT_SECONDS: '30' });
    const client = await signedInBorrower(server);
    const socket = openSocket(server, client);
    await socket.opened;
    const upload = await uploadInFlight(server, client, 200 * KB);
    const exited = exitCode(server);

    server.process.kill('SIGTERM');
    // The server stops listening before it closes the sockets.
    expect(await socket.closed).toEqual({ code: 1012, reason: 'Service restart' });
    const refused = await fetch(`${server.base}/healthz`).then(
      () => 'connected',
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    upload.finish();
    const answer = await upload.answered;
    expect(answer.status).toBe(200);
    expect(answer.body.objectPath).toMatch(/^\/objects\/[a-f0-9]{32}$/);
    const key = (answer.body.objectPath as string).slice('/objects/'.length);
    expect(await exited).toBe(0);
    expect(existsSync(join(server.dataDir, 'objects', key.slice(0, 2), key))).toBe(true);
    expect(server.output()).toContain('"msg":"drained"');
  });

  it('cuts what is still in flight at DRAIN_TIMEOUT_SECONDS and exits 1', { timeout: 60_000 }, async () => {
    const server = await started({ DRAIN_TIMEOUT_SECONDS: '1' });
    const client = await signedInBorrower(server);
    const upload = await uploadInFlight(server, client, 200 * KB);
    const cut = upload.answered.then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    const exited = exitCode(server);
    server.process.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(await cut).toBe('ECONNRESET');
    expect(server.output()).toContain('drain deadline passed: cutting the requests still in flight');
  });
});
