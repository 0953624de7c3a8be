import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFigure } from './figures';
import { rawRequest, type RawRequest } from './raw-http';
import { HttpClient, spawnServer, type SpawnedServer } from './spawn-server';
import { signInStaffOverHttp } from './staff-over-http';

// Issue 10, item 11: a refusal sent before the request's body was read
// answered `Connection: keep-alive`; the server then dropped the connection
// (it drains an unread body for at most 500 ms), and a keep-alive client's
// next request on it failed with "socket closed". The real server, a real
// keep-alive agent with one connection.

let server: SpawnedServer;
let adminCookie = '';

beforeAll(async () => {
  server = await spawnServer();
  const admin = new HttpClient(server.base);
  const login = await signInStaffOverHttp(admin, { email: 'admin@example.com', password: server.adminPassword });
  expect(login.status).toBe(200);
  adminCookie = admin.cookie;
}, 40_000);

afterAll(() => server?.stop());

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const bytes = (count: number) => new Uint8Array(count).fill(0x61);
const oversizedLogin = json({ email: 'admin@example.com', password: 'x'.repeat(100_000) });
const KB = 1024;

/** Early refusals: answered while the body is (partly) unsent, so it is never read. */
const EARLY: [string, Omit<RawRequest, 'agent'>, number][] = [
  ['a 100 KB JSON body sent whole at once (the report)', { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, send: oversizedLogin }, 413],
  ['a declared 1 MB JSON body, held back', { method: 'POST', path: '/api/auth/register', headers: { 'content-type': 'application/json' }, send: bytes(KB), declaredLength: 1024 * KB }, 413],
  ['a JSON body over 64 KB without a declared length', { method: 'POST', path: '/api/auth/register', headers: { 'content-type': 'application/json' }, send: bytes(70 * KB), declaredLength: null }, 413],
  ['a cross-site request with a body', { method: 'POST', path: '/api/auth/login', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, send: bytes(10), declaredLength: 10 * KB }, 403],
  ['a body sent without a session', { method: 'POST', path: '/api/loans', headers: { 'content-type': 'application/json' }, send: bytes(10), declaredLength: 10 * KB }, 401],
  ['a body sent to no route', { method: 'POST', path: '/api/nothing-here', headers: { 'content-type': 'application/json' }, send: bytes(10), declaredLength: 10 * KB }, 404],
  ['an upload without a session', { method: 'PUT', path: `/api/objects/upload/${'A'.repeat(43)}`, headers: { 'content-type': 'image/png' }, send: bytes(KB), declaredLength: 5 * 1024 * KB }, 401],
];

describe('a refusal that leaves the body unread closes the connection', () => {
  it.each(EARLY)('%s', async (_what, request, status) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await rawRequest(server.base, { agent, ...request });
    expect(refused.status).toBe(status);
    expect(typeof refused.body.message).toBe('string');
    expect(refused.headers.connection).toBe('close');
    // The keep-alive client's next request on the same agent gets its answer.
    const next = await rawRequest(server.base, { agent, method: 'GET', path: '/api/auth/me', headers: { cookie: adminCookie } });
    expect(next.status).toBe(200);
    expect(next.body.user.email).toBe('admin@example.com');
    agent.destroy();
    recordFigure('keepalive.earlyRefusals', 1);
  });

  it('keeps the connection open when the body was read, refused or not', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const wrongPassword = await rawRequest(server.base, {
      agent,
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      send: json({ email: 'nobody@example.com', password: 'not the password' }),
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.headers.connection).toBe('keep-alive');
    const me = await rawRequest(server.base, { agent, method: 'GET', path: '/api/auth/me', headers: { cookie: adminCookie } });
    expect(me.status).toBe(200);
    expect(me.headers.connection).toBe('keep-alive');
    expect(me.reusedSocket).toBe(true);
    const again = await rawRequest(server.base, { agent, method: 'GET', path: '/api/auth/me', headers: { cookie: adminCookie } });
    expect(again.reusedSocket).toBe(true);
    agent.destroy();
  });
});
