import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** Whether the request went on a connection an earlier request had used (keep-alive). */
  reusedSocket: boolean;
}

export interface RawRequest {
  agent?: http.Agent;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Bytes sent at once. */
  send?: Uint8Array;
  /** The Content-Length declared; more than `send` holds the rest back. Null: chunked, no length declared. */
  declaredLength?: number | null;
}

export interface StartedRequest {
  answered: Promise<RawResponse>;
  /**
   * Resolves on the server's 100 Continue, sent to a request with
   * `Expect: 100-continue` as Node's server starts handling it.
   */
  continued: Promise<void>;
  /** Sends the rest of a held-back body and ends the request. */
  finish(rest?: Uint8Array): void;
}

/**
 * An HTTP/1.1 request over node:http, for what fetch cannot show: a body
 * held back while the server answers, and which connection was used. Once
 * answered, a request still owing body bytes is dropped, as a client told
 * `Connection: close` stops sending (RFC 9112 9.6).
 */
export function startRequest(base: string, { agent, method, path, headers = {}, send, declaredLength }: RawRequest): StartedRequest {
  const length = declaredLength === undefined ? (send?.byteLength ?? 0) : declaredLength;
  const request = http.request(`${base}${path}`, {
    method,
    ...(agent ? { agent } : {}),
    headers: { origin: base, ...(length === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }), ...headers },
  });
  const answered = new Promise<RawResponse>((resolve, reject) => {
    let isAnswered = false;
    request.on('error', (error) => {
      // A connection closed as announced, after the answer, is not a failure.
      if (!isAnswered) reject(error);
    });
    request.on('response', (response) => {
      isAnswered = true;
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
  });
  const continued = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  if (send && send.byteLength > 0) request.write(send);
  if (length !== null && (send?.byteLength ?? 0) >= length) request.end();
  else request.flushHeaders();
  return {
    answered,
    continued,
    finish(rest) {
      if (!request.writableEnded && !request.destroyed) request.end(rest);
    },
  };
}

/** A request whose answer is awaited at once (a held-back body stays unsent). */
export function rawRequest(base: string, request: RawRequest): Promise<RawResponse> {
  return startRequest(base, request).answered;
}
