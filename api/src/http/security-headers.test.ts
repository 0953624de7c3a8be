import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { readCookie } from '../lib/cookies';
import { requestHeader } from '../lib/request';
import { securityHeaders, securityHeaderValues } from './security-headers';

// Written out by hand, as a reviewer reads them (the values Hono's secureHeaders gave with our options).
const EXPECTED = {
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' https://files.example:9000; worker-src 'self'; manifest-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'permissions-policy': 'camera=(self), geolocation=(), microphone=()',
};

function securityOf(res: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, res.headers.get(name)]));
}

function testApp() {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(securityHeaderValues({ directUploadOrigin: 'https://files.example:9000' })));
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/own', (c) => c.body('file', 200, { 'X-Frame-Options': 'DENY', 'Content-Type': 'text/plain' }));
  app.get('/not-modified', (c) => c.body(null, 304, { ETag: 'W/"1"' }));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.get('/echo', (c) => c.json({ cookie: readCookie(c, 'session') ?? null, device: readCookie(c, 'device') ?? null, country: requestHeader(c, 'X-Country') ?? null }));
  app.onError((_error, c) => c.json({ message: 'Something went wrong. Please try again.' }, 500));
  return app;
}

let server: Server | null = null;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = null;
});

/** The same app on Node's own HTTP server, as server.ts runs it. */
async function onNode(): Promise<string> {
  const app = testApp();
  const listening = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  server = listening;
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

describe('security headers', () => {
  it('lists the upload origin in connect-src only when there is one', () => {
    expect(securityHeaderValues({ directUploadOrigin: null })['Content-Security-Policy']).toContain("connect-src 'self'; worker-src");
  });

  it('are on every answer in process: JSON, an empty 304, an error', async () => {
    const app = testApp();
    for (const path of ['/json', '/not-modified', '/fails']) expect(securityOf(await app.request(path))).toEqual(EXPECTED);
  });

  it('are on every answer on Node: JSON, an empty 304, an error', async () => {
    const base = await onNode();
    for (const path of ['/json', '/not-modified', '/fails']) {
      const res = await fetch(`${base}${path}`);
      expect(securityOf(res)).toEqual(EXPECTED);
      await res.arrayBuffer();
    }
    const notModified = await fetch(`${base}/not-modified`);
    expect([notModified.status, notModified.headers.get('etag'), notModified.headers.get('content-length')]).toEqual([304, 'W/"1"', null]);
  });

  it("keep a handler's own value of the same header, in process and on Node", async () => {
    expect((await testApp().request('/own')).headers.get('x-frame-options')).toBe('DENY');
    const res = await fetch(`${await onNode()}/own`);
    expect([res.headers.get('x-frame-options'), res.headers.get('content-security-policy')]).toEqual(['DENY', EXPECTED['content-security-policy']]);
    expect(await res.text()).toBe('file');
  });
});

describe('request headers and cookies', () => {
  const headers = { cookie: 'theme=dark; session="abc%20def"; device=d1', 'x-country': 'PH' };
  const expected = { cookie: 'abc def', device: 'd1', country: 'PH' };

  it('read the same in process and from Node’s own headers', async () => {
    expect(await (await testApp().request('/echo', { headers })).json()).toEqual(expected);
    expect(await (await fetch(`${await onNode()}/echo`, { headers })).json()).toEqual(expected);
  });

  it('ignore a cookie of another name that contains the name, and a missing header', async () => {
    const base = await onNode();
    expect(await (await fetch(`${base}/echo`, { headers: { cookie: 'xsession=1' } })).json()).toEqual({ cookie: null, device: null, country: null });
    expect(await (await fetch(`${base}/echo`)).json()).toEqual({ cookie: null, device: null, country: null });
  });
});
