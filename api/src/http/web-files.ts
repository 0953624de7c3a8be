import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Context, Env, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { requestHeader } from '../lib/request';

/*
 * The built web app, served from memory (decision 020). Every file of
 * web/dist is read once at start with the .br and .gz twins the build wrote
 * (web/vite-precompress.ts); a request is a map lookup and an Accept-Encoding
 * negotiation, never a stat, open or read.
 */

type Encoding = 'br' | 'gzip' | 'identity';

type Variant = { bytes: Uint8Array<ArrayBuffer>; etag: string };

type WebFile = {
  contentType: string;
  cacheControl: string;
  /** identity always; br and gzip when the build wrote them and they are smaller. */
  variants: Partial<Record<Encoding, Variant>>;
};

const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** Hashed file names never change content: cached for a year. Everything else is revalidated on every load. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

function variantOf(bytes: Buffer, encoding: Encoding): Variant {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  // Each representation has its own tag: a cache must not answer a gzip request with brotli bytes.
  return { bytes: new Uint8Array(bytes), etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"` };
}

/** Reads the whole directory into memory: URL path ('/assets/x.js') → the file and its encodings. */
export function loadWebFiles(root: string): Map<string, WebFile> {
  const paths = [...filesUnder(root)];
  const present = new Set(paths);
  const files = new Map<string, WebFile>();
  for (const path of paths) {
    if (path.endsWith(SUFFIX.br) || path.endsWith(SUFFIX.gzip)) continue;
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    const identity = readFileSync(path);
    const variants: WebFile['variants'] = { identity: variantOf(identity, 'identity') };
    for (const encoding of ['br', 'gzip'] as const) {
      const twin = path + SUFFIX[encoding];
      if (!present.has(twin)) continue;
      const bytes = readFileSync(twin);
      if (bytes.length < identity.length) variants[encoding] = variantOf(bytes, encoding);
    }
    files.set(urlPath, {
      contentType: getMimeType(path) ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      variants,
    });
  }
  return files;
}

/**
 * The encodings the client accepts with a q above zero (RFC 9110 12.5.3).
 * Identity is acceptable unless refused; `*` stands for any not named.
 */
function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const named = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    named.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = named.get('*');
  const accepts = (name: string) => {
    const q = named.get(name) ?? (name === 'identity' ? (wildcard ?? 1) : wildcard);
    return q !== undefined && q > 0;
  };
  return new Set((['br', 'gzip', 'identity'] as const).filter(accepts));
}

/** br, then gzip, else the plain bytes (sent even when identity is refused: a 406 helps nobody). */
function negotiate(file: WebFile, header: string | undefined): [Encoding, Variant] {
  const accepted = acceptedEncodings(header);
  for (const encoding of ['br', 'gzip'] as const) {
    const variant = file.variants[encoding];
    if (variant && accepted.has(encoding)) return [encoding, variant];
  }
  return ['identity', file.variants.identity as Variant];
}

/** If-None-Match with the given tag (weak comparison, RFC 9110 13.1.2). */
function isNotModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function tryDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function answer(c: Context, file: WebFile): Response {
  const [encoding, variant] = negotiate(file, requestHeader(c, 'accept-encoding'));
  const headers = new Headers({ 'Cache-Control': file.cacheControl, ETag: variant.etag });
  if (Object.keys(file.variants).length > 1) headers.set('Vary', 'Accept-Encoding');
  if (isNotModified(requestHeader(c, 'if-none-match'), variant.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(variant.bytes.length));
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  return new Response(variant.bytes, { status: 200, headers });
}

/**
 * Serves the files on GET and HEAD, login.html for /login, and index.html for any other path (the
 * single-page app's routes). Mount it after every API route: what those
 * answer never reaches it. A path is only ever looked up in the map, so
 * nothing outside the directory can be named.
 */
export function serveWebFiles<E extends Env>(app: Hono<E>, files: Map<string, WebFile>): void {
  const index = files.get('/index.html');
  // The sign-in screen drawn in HTML before its scripts arrive (web/vite-static-sign-in.ts, decision 038).
  const signIn = files.get('/login.html') ?? index;
  app.get('*', (c, next) => {
    const path = tryDecode(c.req.path);
    const file = path === null ? undefined : files.get(path.endsWith('/') ? `${path}index.html` : path);
    if (file) return answer(c, file);
    const page = path === '/login' ? signIn : index;
    if (page) return answer(c, { ...page, cacheControl: REVALIDATE });
    return next();
  });
}
