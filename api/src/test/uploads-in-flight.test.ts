import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './builders';
import { recordFigure } from './figures';
import { PNG } from './images';
import { startRequest } from './raw-http';
import { HttpClient, spawnServer, type SpawnedServer } from './spawn-server';

// Issue 10, item 9: parallel PUTs to one upload URL each buffered up to
// 5 MB and wrote a file before all but one were refused; nothing bounded
// the bytes in flight or the time a slow upload could hold them. On the
// real server with real connections: each request below holds its body
// back, so an answer that arrives proves the server decided without reading
// it (before the fix these requests waited for their bodies forever).

const KB = 1024;
const BUSY_RETRY_AFTER = '10';
const IN_PROGRESS = 'This upload link is already receiving a file';
const BUSY = 'The server is receiving many files right now. Please try again in a moment.';
const TIMED_OUT = 'The upload took too long. Please try again.';

/** A PNG of `size` bytes (its signature, then zeros). */
function pngOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}

function storedFiles(server: SpawnedServer): string[] {
  const root = join(server.dataDir, 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => /[a-f0-9]{32}(\.tmp)?$/.test(name));
}

async function signedInBorrower(server: SpawnedServer, name: string) {
  const client = new HttpClient(server.base);
  const password = 'correct horse battery';
  const res = await client.call('POST', '/api/auth/register', registration({ email: `${name}@example.com`, password }));
  expect(res.status).toBe(201);
  return client;
}

async function uploadPath(client: HttpClient): Promise<string> {
  const res = await client.call('POST', '/api/objects/upload', {});
  expect(res.status).toBe(200);
  return new URL(res.body.uploadURL as string).pathname;
}

/** A PUT of `body` that sends its first kilobyte and holds the rest back. */
function heldUpload(server: SpawnedServer, client: HttpClient, path: string, body: Uint8Array) {
  const started = startRequest(server.base, {
    method: 'PUT',
    path,
    headers: { cookie: client.cookie, 'content-type': 'image/png' },
    send: body.subarray(0, KB),
    declaredLength: body.byteLength,
  });
  return { ...started, finish: () => started.finish(body.subarray(KB)) };
}

/** Of two requests in flight, the one answered first (the other is still waiting for its body). */
async function firstAnswered<T extends { answered: Promise<unknown> }>(pair: [T, T]): Promise<{ answered: T; waiting: T }> {
  const index = await Promise.race(pair.map((request, i) => request.answered.then(() => i)));
  return { answered: pair[index] as T, waiting: pair[1 - index] as T };
}

let roomy: SpawnedServer;
let impatient: SpawnedServer;

beforeAll(async () => {
  [roomy, impatient] = await Promise.all([
    // 1 MB in flight: two uploads of 700 KB do not fit together.
    spawnServer({ env: { UPLOADS_IN_FLIGHT_MB: '1' } }),
    spawnServer({ env: { UPLOAD_DEADLINE_SECONDS: '1' } }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([roomy?.stop(), impatient?.stop()]);
});

describe('uploads in flight', () => {
  it('claims an upload URL before reading: a second PUT on it gets 409 at once, its body unread, and only one file is written', async () => {
    const client = await signedInBorrower(roomy, 'claim');
    const path = await uploadPath(client);
    const body = pngOf(200 * KB);
    const { answered: loser, waiting: winner } = await firstAnswered([heldUpload(roomy, client, path, body), heldUpload(roomy, client, path, body)]);
    const refused = await loser.answered;
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(IN_PROGRESS);
    expect(refused.headers.connection).toBe('close');
    expect(storedFiles(roomy)).toEqual([]);

    winner.finish();
    const landed = await winner.answered;
    expect(landed.status).toBe(200);
    expect(landed.body.objectPath).toMatch(/^\/objects\/[a-f0-9]{32}$/);
    expect(storedFiles(roomy)).toHaveLength(1);
    // Used now: the URL is gone for good.
    const again = await client.call('PUT', path, pngOf(KB), { 'content-type': 'image/png' });
    expect(again.status).toBe(410);
    expect(storedFiles(roomy)).toHaveLength(1);
    recordFigure('uploads.inflight.requests', 3);
  });

  it('bounds the bytes in flight for the whole server: beyond it 503 with Retry-After at once, and the URL still works later', async () => {
    const first = await signedInBorrower(roomy, 'budget-a');
    const second = await signedInBorrower(roomy, 'budget-b');
    const paths = [await uploadPath(first), await uploadPath(second)];
    const body = pngOf(700 * KB);
    const uploads: [ReturnType<typeof heldUpload>, ReturnType<typeof heldUpload>] = [heldUpload(roomy, first, paths[0] as string, body), heldUpload(roomy, second, paths[1] as string, body)];
    const { answered: loser, waiting: winner } = await firstAnswered(uploads);
    const refused = await loser.answered;
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(BUSY);
    expect(refused.headers['retry-after']).toBe(BUSY_RETRY_AFTER);
    expect(refused.headers.connection).toBe('close');

    winner.finish();
    expect((await winner.answered).status).toBe(200);
    // The bytes are released with the answer: the refused URL now takes its file.
    const loserIndex = uploads.indexOf(loser);
    const retried = await [first, second][loserIndex]?.call('PUT', paths[loserIndex] as string, body, { 'content-type': 'image/png' });
    expect(retried?.status).toBe(200);
    expect(storedFiles(roomy).filter((name) => !name.endsWith('.tmp'))).toHaveLength(3);
    recordFigure('uploads.inflight.requests', 3);
  });

  it('gives a slow upload a deadline: 408, nothing stored, and the URL can be tried again', async () => {
    const client = await signedInBorrower(impatient, 'slow');
    const path = await uploadPath(client);
    const body = pngOf(200 * KB);
    const stalled = heldUpload(impatient, client, path, body);
    const timedOut = await stalled.answered;
    expect(timedOut.status).toBe(408);
    expect(timedOut.body.message).toBe(TIMED_OUT);
    expect(timedOut.headers.connection).toBe('close');
    expect(storedFiles(impatient)).toEqual([]);

    const retried = await client.call('PUT', path, body, { 'content-type': 'image/png' });
    expect(retried.status).toBe(200);
    expect(storedFiles(impatient)).toHaveLength(1);
    recordFigure('uploads.inflight.requests', 2);
  });
});
