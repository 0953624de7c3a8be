import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The plumbing the local stand-ins of HTTP providers share (Semaphore,
 * Twilio): a server on 127.0.0.1 and a random port that reads each
 * form-encoded request whole and answers it as the stand-in's contract says,
 * or never (a slow provider: the client's timeout decides).
 */

export interface FormRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export type StandInAnswer = { status: number; body: unknown } | 'never';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** `port`: 0 for any free one, or the port of a stand-in that was closed (a provider back after being down). */
export async function startFormStandIn(answer: (request: FormRequest) => StandInAnswer, port = 0): Promise<{ origin: string; close(): Promise<void> }> {
  const waiting = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const answered = answer({ method: request.method ?? 'GET', path: request.url ?? '', headers: request.headers, form: new URLSearchParams(text) });
      if (answered === 'never') {
        waiting.add(response);
        return;
      }
      response.writeHead(answered.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answered.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of waiting) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
