import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** Whether the request went on a connection an earlier request had used (keep-alive). */
  reusedSocket: boolean;
}

export interface RawRequest {
  agent: http.Agent;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Bytes sent before waiting for the answer. */
  send?: Uint8Array;
  /** The Content-Length declared; more than `send` holds the rest back. Null: chunked, no length declared. */
  declaredLength?: number | null;
  /** The rest of the body, sent once the answer (or its headers) arrived; without it the body stays unfinished. */
  sendRest?: Uint8Array;
}

/**
 * One HTTP/1.1 request over a node:http agent, for what fetch cannot show:
 * a body held back while the server answers, and which connection was used.
 * A client told `Connection: close` while still owing body bytes stops
 * sending (RFC 9112 9.6); one told keep-alive finishes the body, as it must
 * before the connection can carry anything else.
 */
export function rawRequest(base: string, { agent, method, path, headers = {}, send, declaredLength, sendRest }: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const length = declaredLength === undefined ? (send?.byteLength ?? 0) : declaredLength;
    const request = http.request(`${base}${path}`, {
      method,
      agent,
      headers: { origin: base, ...(length === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }), ...headers },
    });
    let isAnswered = false;
    request.on('error', (error) => {
      // A connection closed as announced, after the answer, is not a failure.
      if (!isAnswered) reject(error);
    });
    request.on('response', (response) => {
      isAnswered = true;
      const isHeldBack = !request.writableEnded;
      if (isHeldBack && response.headers.connection !== 'close' && sendRest) request.end(sendRest);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (!request.writableEnded) request.destroy();
        const text = Buffer.concat(chunks).toString();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, reusedSocket: request.reusedSocket });
      });
    });
    if (send && send.byteLength > 0) request.write(send);
    if (length !== null && (send?.byteLength ?? 0) >= length) request.end();
    else request.flushHeaders();
  });
}
