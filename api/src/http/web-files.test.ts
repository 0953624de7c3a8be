import { serve, type ServerType } from '@hono/node-server';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, registerBorrower } from '../test/harness';
import { loadWebFiles, serveWebFiles } from './web-files';

// The real app (createApp) with the built web app mounted as server.ts
// mounts it, on a real HTTP server, over a directory made here: a
// build's shape (index.html, hashed assets with their .br and .gz twins, a
// manifest, an icon) and a secret beside it that must never be served.
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>\n'.repeat(4);
const SCRIPT = `export const greeting = ${JSON.stringify('Mabuhay! '.repeat(200))};\n`;
const MANIFEST = JSON.stringify({
  name: 'Sample Lending',
  start_url: '/dashboard',
  display: 'standalone',
  icons: [192, 384, 512].map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
});
const ICON = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
const SECRET = 'DATABASE PASSWORD: do-not-serve';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function writeWithTwins(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

function makeBuild(): string {
  const parent = mkdtempSync(join(tmpdir(), 'web-files-'));
  const root = join(parent, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, 'icons'));
  writeWithTwins(join(root, 'index.html'), INDEX);
  writeWithTwins(join(root, 'assets', 'app-B4x9Qz.js'), SCRIPT);
  writeWithTwins(join(root, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(join(root, 'icons', 'icon-192.png'), ICON);
  // Twins larger than the file itself (compression headers on 3 bytes).
  writeWithTwins(join(root, 'robots.txt'), 'ok\n');
  writeFileSync(join(parent, 'secret.txt'), SECRET);
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  return root;
}

/** The app as server.ts builds it, listening on a port of its own. */
async function startServer(root: string) {
  const ctx = await createTestContext();
  serveWebFiles(ctx.app, loadWebFiles(root));
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { ctx, port: (server.address() as AddressInfo).port };
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request with the path sent byte for byte (fetch would normalise '..' away) and the body as it came. */
function request(port: number, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built web app, served from memory', () => {
  it('sends brotli, then gzip, then the plain bytes as Accept-Encoding allows, always with Vary', async () => {
    const { port } = await startServer(makeBuild());
    const path = '/assets/app-B4x9Qz.js';

    const br = await request(port, path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await request(port, path, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toBe('Accept-Encoding');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'gzip;q=0, br;q=0']) {
      const plain = await request(port, path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
      expect(plain.headers['content-encoding'], `Accept-Encoding: ${acceptEncoding}`).toBeUndefined();
      expect(plain.headers['vary']).toBe('Accept-Encoding');
      expect(plain.headers['content-length']).toBe(String(SCRIPT.length));
      expect(plain.body.toString()).toBe(SCRIPT);
    }

    const manifest = await request(port, '/manifest.webmanifest', { headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(manifest.body).toString()).toBe(MANIFEST);

    // An image has no compressed twin: sent as it is, nothing to vary on.
    const icon = await request(port, '/icons/icon-192.png', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['vary']).toBeUndefined();
    expect([...icon.body]).toEqual([...ICON]);
    const tiny = await request(port, '/robots.txt', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('ok\n');
    // The twins are only reached through negotiation.
    expect((await request(port, '/assets/app-B4x9Qz.js.br')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a matching If-None-Match with 304 and no body; each encoding has its own ETag', async () => {
    const { port } = await startServer(makeBuild());
    const brTag = (await request(port, '/manifest.webmanifest', { headers: { 'accept-encoding': 'br' } })).headers['etag'];
    const gzipTag = (await request(port, '/manifest.webmanifest', { headers: { 'accept-encoding': 'gzip' } })).headers['etag'];
    const plainTag = (await request(port, '/manifest.webmanifest')).headers['etag'];
    expect(new Set([brTag, gzipTag, plainTag]).size).toBe(3);

    const revalidated = await request(port, '/manifest.webmanifest', { headers: { 'accept-encoding': 'br', 'if-none-match': `"other", ${brTag}` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['etag']).toBe(brTag);
    expect(revalidated.headers['vary']).toBe('Accept-Encoding');
    expect(revalidated.headers['cache-control']).toBe('no-cache');

    // The brotli tag does not validate the gzip bytes.
    const other = await request(port, '/manifest.webmanifest', { headers: { 'accept-encoding': 'gzip', 'if-none-match': String(brTag) } });
    expect(other.status).toBe(200);
    expect(gunzipSync(other.body).toString()).toBe(MANIFEST);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const { port } = await startServer(makeBuild());
    const head = await request(port, '/assets/app-B4x9Qz.js', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(gzipSync(SCRIPT).length));
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it("answers the app's routes with index.html (no-cache) and leaves the API's answers to the API", async () => {
    const { ctx, port } = await startServer(makeBuild());
    for (const path of ['/', '/login', '/dashboard?tab=wallet', '/admin/members/12', '/assets/gone-123.js']) {
      const page = await request(port, path, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(page.body).toString()).toBe(INDEX);
    }
    const unknownApi = await request(port, '/api/nothing-here');
    expect(unknownApi.status).toBe(404);
    expect(JSON.parse(unknownApi.body.toString())).toEqual({ code: 'not_found', message: 'Not found' });

    const { client } = await registerBorrower(ctx);
    const me = await request(port, '/api/auth/me', { headers: { cookie: client.cookie ?? '' } });
    expect(me.status).toBe(200);
    expect(me.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers /login with the sign-in screen drawn in HTML (login.html) when the build wrote one, every other route with index.html', async () => {
    const root = makeBuild();
    const signIn = '<!doctype html><html><body><div id="root"></div><main><form id="static-sign-in"></form></main></body></html>\n';
    writeWithTwins(join(root, 'login.html'), signIn);
    const { port } = await startServer(root);
    for (const path of ['/login', '/login?redirect=%2Fdashboard%3Ftab%3Dwallet']) {
      const page = await request(port, path, { headers: { 'accept-encoding': 'br' } });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.body).toString(), path).toBe(signIn);
    }
    for (const path of ['/', '/register', '/dashboard', '/login/other']) {
      const page = await request(port, path, { headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(page.body).toString(), path).toBe(INDEX);
    }
  });

  it('never serves a file outside the directory, however the path is spelled', async () => {
    const { port } = await startServer(makeBuild());
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '//secret.txt',
      '/%E0%A4%A',
    ]) {
      const answer = await request(port, path);
      expect(answer.body.toString(), path).not.toContain('do-not-serve');
      expect([200, 400, 404], path).toContain(answer.status);
    }
  });

  it('reads the directory once: the files are still served after it is gone', async () => {
    const root = makeBuild();
    const { port } = await startServer(root);
    rmSync(root, { recursive: true });
    const script = await request(port, '/assets/app-B4x9Qz.js', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);
    expect((await request(port, '/anywhere')).body.toString()).toBe(INDEX);
  });
});
