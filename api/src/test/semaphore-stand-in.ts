import { startFormStandIn } from './http-stand-in';

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
  /** Each message it took (mode ok), with the message_id it answered. */
  accepted: { messageId: number; number: string; message: string }[];
  /** Requests it is holding without an answer (mode slow). */
  held: number;
  mode: SemaphoreMode;
  close(): Promise<void>;
}

/** `port`: listen again on the port of a stand-in that was closed (connections refused meanwhile). */
export async function startSemaphoreStandIn({ port = 0, firstId = 91_000_001 }: { port?: number; firstId?: number } = {}): Promise<SemaphoreStandIn> {
  let nextId = firstId;
  const standIn: SemaphoreStandIn = { baseUrl: '', requests: [], accepted: [], held: 0, mode: 'ok', close: async () => undefined };
  const server = await startFormStandIn(({ method, path: url, headers, form }) => {
    const path = url.replace(/^\/api\/v4/, '');
    standIn.requests.push({ path, contentType: headers['content-type'], form: Object.fromEntries(form) });
    if (method !== 'POST' || (path !== '/messages' && path !== '/priority')) return { status: 404, body: { message: 'Not Found' } };
    switch (standIn.mode) {
      case 'slow':
        // Never answers: the client's timeout decides.
        standIn.held += 1;
        return 'never';
      case 'down':
        return { status: 503, body: { message: 'Service Unavailable' } };
      case 'bad-key':
        return { status: 401, body: { apikey: ['The selected apikey is invalid.'] } };
      case 'bad-number':
        return { status: 422, body: { number: ['The number format is invalid.'] } };
      case 'ok':
        standIn.accepted.push({ messageId: nextId, number: form.get('number') ?? '', message: form.get('message') ?? '' });
        return {
          status: 200,
          body: [
            {
              message_id: nextId++,
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
          ],
        };
    }
  }, port);
  standIn.baseUrl = `${server.origin}/api/v4`;
  standIn.close = server.close;
  return standIn;
}
