import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local Semaphore (semaphore.co/docs, API v4) on 127.0.0.1 and a random
 * port: it takes POST /messages and /priority form-encoded as Semaphore does,
 * records what arrived, and answers as told: the documented list of message
 * objects, its field errors, no answer at all (slow), or a 503 (down).
 */

type SemaphoreMode = 'ok' | 'bad-number' | 'bad-key' | 'slow' | 'down';

interface SemaphoreRequest {
  path: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface SemaphoreStandIn {
  baseUrl: string;
  requests: SemaphoreRequest[];
  mode: SemaphoreMode;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startSemaphoreStandIn(): Promise<SemaphoreStandIn> {
  let nextId = 91_000_001;
  const waiting = new Set<ServerResponse>();
  const standIn: SemaphoreStandIn = { baseUrl: '', requests: [], mode: 'ok', close: async () => undefined };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = (request.url ?? '').replace(/^\/api\/v4/, '');
      standIn.requests.push({ path, contentType: request.headers['content-type'], form: Object.fromEntries(new URLSearchParams(text)) });
      if (request.method !== 'POST' || (path !== '/messages' && path !== '/priority')) return json(response, 404, { message: 'Not Found' });
      const form = new URLSearchParams(text);
      switch (standIn.mode) {
        case 'slow':
          // Never answers: the client's timeout decides.
          waiting.add(response);
          return;
        case 'down':
          return json(response, 503, { message: 'Service Unavailable' });
        case 'bad-key':
          return json(response, 401, { apikey: ['The selected apikey is invalid.'] });
        case 'bad-number':
          return json(response, 422, { number: ['The number format is invalid.'] });
        case 'ok': {
          const id = nextId++;
          return json(response, 200, [
            {
              message_id: id,
              user_id: 4788,
              user: 'operations@lender.ph',
              account_id: 4688,
              account: 'Lender',
              recipient: form.get('number'),
              message: form.get('message'),
              sender_name: form.get('sendername') ?? 'SEMAPHORE',
              network: 'Globe',
              status: 'Pending',
              type: path === '/priority' ? 'Priority' : 'Single',
              source: 'Api',
              created_at: '2026-11-27 14:00:00',
              updated_at: '2026-11-27 14:00:00',
            },
          ]);
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v4`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const response of waiting) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
