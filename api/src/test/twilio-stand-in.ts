import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local Twilio Messages API (twilio.com/docs/messaging/api/message-resource)
 * on 127.0.0.1 and a random port: it takes POST
 * /2010-04-01/Accounts/{Sid}/Messages.json, records the request, and answers as
 * told: the documented message resource (201), its error bodies for a bad
 * number (400, 21211) or bad credentials (401, 20003), no answer (slow), or a 503.
 */

type TwilioMode = 'ok' | 'bad-number' | 'bad-credentials' | 'slow' | 'down';

interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface TwilioStandIn {
  baseUrl: string;
  requests: TwilioRequest[];
  mode: TwilioMode;
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

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  let next = 1;
  const waiting = new Set<ServerResponse>();
  const standIn: TwilioStandIn = { baseUrl: '', requests: [], mode: 'ok', close: async () => undefined };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = request.url ?? '';
      standIn.requests.push({ path, authorization: request.headers.authorization, form: Object.fromEntries(new URLSearchParams(text)) });
      const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(path);
      if (request.method !== 'POST' || !match) return json(response, 404, { code: 20404, message: 'The requested resource was not found', more_info: 'https://www.twilio.com/docs/errors/20404', status: 404 });
      const form = new URLSearchParams(text);
      switch (standIn.mode) {
        case 'slow':
          waiting.add(response);
          return;
        case 'down':
          return json(response, 503, { code: 20503, message: 'Service unavailable', more_info: 'https://www.twilio.com/docs/errors/20503', status: 503 });
        case 'bad-credentials':
          return json(response, 401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
        case 'bad-number':
          return json(response, 400, {
            code: 21211,
            message: `The 'To' number ${form.get('To')} is not a valid phone number.`,
            more_info: 'https://www.twilio.com/docs/errors/21211',
            status: 400,
          });
        case 'ok': {
          const sid = `SM${String(next++).padStart(32, '0')}`;
          return json(response, 201, {
            account_sid: match[1],
            api_version: '2010-04-01',
            body: form.get('Body'),
            date_created: 'Fri, 27 Nov 2026 06:00:00 +0000',
            direction: 'outbound-api',
            error_code: null,
            error_message: null,
            from: form.get('From') ?? null,
            messaging_service_sid: form.get('MessagingServiceSid') ?? null,
            num_segments: '1',
            sid,
            status: 'queued',
            to: form.get('To'),
            uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json`,
          });
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      for (const response of waiting) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
