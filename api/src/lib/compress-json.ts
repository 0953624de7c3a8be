import { createMiddleware } from 'hono/factory';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { AppEnv } from '../app-env';
import { requestHeader } from './request';

/** Below this a JSON answer fits in a packet or two and compressing it saves the phone nothing. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/**
 * Up to this size an answer is compressed on the event loop (about 0.1 ms for
 * 5 KB): handing it to the thread pool cost four times the CPU in stream and
 * thread set-up (decision 026). Larger answers (admin pages, exports) go to
 * the thread pool so as not to hold up other requests.
 */
const SYNC_MAX_BYTES = 64 * 1024;

// Quality 4 of 11: close to the best ratio for JSON at a small fraction of the CPU
// (the default, 11, is meant for files compressed once at build time).
const brotliOptions = (bytes: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
});

const compressors: Record<Encoding, (bytes: Buffer) => Buffer | Promise<Buffer>> = {
  br: (bytes) => (bytes.length <= SYNC_MAX_BYTES ? brotliCompressSync(bytes, brotliOptions(bytes)) : promisify(brotliCompress)(bytes, brotliOptions(bytes))),
  gzip: (bytes) => (bytes.length <= SYNC_MAX_BYTES ? gzipSync(bytes) : promisify(gzip)(bytes)),
};

/**
 * The encoding an Accept-Encoding header prefers among br and gzip (br on a
 * tie), or null: none offered, or each refused with q=0. `*` stands for any
 * coding the header does not name.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}

/**
 * JSON answers of COMPRESS_MIN_BYTES or more go out compressed in the coding
 * the client prefers (br, gzip), with `Vary: Accept-Encoding` so a cache
 * never hands a compressed answer to a client that did not offer its coding. Everything else passes untouched: files (PDFs,
 * images, CSV) and streams are not JSON, and the live channel's upgrade never
 * reaches the app.
 *
 * `c.json` is wrapped to keep the text it sends: the size decides without
 * reading the answer back, and small answers (most polls) go out as Hono made
 * them. Reading a body back builds a full Response and a stream per request.
 */
export const compressJson = createMiddleware<AppEnv>(async (c, next) => {
  // Offered no coding, the client gets the answer as it is, which suits every client and so any cache.
  const encoding = c.req.method === 'HEAD' ? null : preferredEncoding(requestHeader(c, 'accept-encoding'));
  if (!encoding) return next();
  const json = c.json;
  let sent: { res: Response; text: string } | null = null;
  // As Hono's own c.json, keeping the text.
  const keepText = (object: unknown, arg?: Parameters<typeof c.body>[1], headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object);
    const res = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers });
    sent = { res, text };
    return res;
  };
  c.json = keepText as unknown as typeof json;
  await next();
  const res = c.res;
  // No content by definition (a poll's 304 is labelled JSON): nothing to compress, nothing to read back.
  if (res.status === 204 || res.status === 304) return;
  // The answer c.json made, or one made otherwise: a file, a stream, a Response a handler built.
  const made = sent as { res: Response; text: string } | null;
  const text = made?.res === res ? made.text : null;
  if (text !== null && Buffer.byteLength(text) < COMPRESS_MIN_BYTES) return;
  if (res.headers.has('content-encoding') || !(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
  if (/\bno-transform\b/.test(res.headers.get('cache-control') ?? '')) return;
  const bytes = text === null ? Buffer.from(await res.arrayBuffer()) : Buffer.from(text);
  const headers = new Headers(res.headers);
  let body: Buffer = bytes;
  if (bytes.length >= COMPRESS_MIN_BYTES) {
    headers.append('vary', 'Accept-Encoding');
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    body = await compressors[encoding](bytes);
  }
  // Unset first: assigning over a response copies its headers onto the new one.
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers });
});
