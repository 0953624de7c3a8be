import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registration, verificationDetails } from './builders';
import { HttpClient, spawnServer, type SpawnedServer } from './spawn-server';
import { until } from './until';
import { signInStaffOverHttp } from './staff-over-http';

// The real server process on a fresh DATA_DIR, driven over HTTP the way the
// README's curl walkthrough drives it.
let server: SpawnedServer;
let base = '';
let adminPassword = '';

beforeAll(async () => {
  server = await spawnServer();
  ({ base, adminPassword } = server);
}, 40_000);

afterAll(() => server?.stop());

class Browser extends HttpClient {
  constructor() {
    super(base);
  }
}

/** A socket on /ws with the browser's cookie and Origin; collects what it receives. */
async function openLive(browser: Browser, origin = base) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { origin, cookie: browser.cookie } });
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const status = await new Promise<number>((resolve) => {
    socket.once('open', () => resolve(101));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
  });
  return { socket, messages, closed, status };
}

let liveAtShutdown: Awaited<ReturnType<typeof openLive>> | null = null;

describe('npm start on an empty DATA_DIR', () => {
  it('creates the database and the main admin, and serves the web app and the API on one port', async () => {
    expect(server.output()).toContain('Main admin created: admin@example.com');
    const page = await fetch(`${base}/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const api404 = await fetch(`${base}/api/nothing-here`);
    expect(api404.status).toBe(404);
    expect(await api404.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('takes a borrower from registration to an approved withdrawal', async () => {
    const maria = new Browser();
    const password = 'correct horse battery';
    const registered = await maria.call('POST', '/api/auth/register', registration({ email: 'maria@example.com', password }));
    expect(registered.status).toBe(201);
    expect(registered.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect((await openLive(maria, 'https://evil.example')).status).toBe(403);
    const live = await openLive(maria);
    expect(live.status).toBe(101);

    expect(
      (
        await maria.call('POST', '/api/user/verification', verificationDetails())
      ).status,
    ).toBe(200);

    for (const [type, file] of [
      ['front_id', 'id-front.png'],
      ['back_id', 'id-back.png'],
      ['selfie_with_id', 'selfie.png'],
    ] as const) {
      const { body } = await maria.call('POST', '/api/objects/upload', {});
      expect(body.uploadURL.startsWith(`${base}/api/objects/upload/`)).toBe(true);
      const bytes = new Uint8Array(readFileSync(join(__dirname, 'fixtures', file)));
      const put = await maria.call('PUT', new URL(body.uploadURL).pathname, bytes, { 'content-type': 'image/png' });
      expect(put.status).toBe(200);
      const registeredDoc = await maria.call('POST', '/api/documents/upload-from-storage', { uploadedFiles: [{ type, uploadURL: body.uploadURL }] });
      expect(registeredDoc.status).toBe(201);
    }
    const documents = (await maria.call('GET', '/api/documents')).body;
    expect(documents).toHaveLength(3);
    const image = await fetch(`${base}${documents[0].filename}`, { headers: { cookie: maria.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${base}${documents[0].filename}`)).status).toBe(401);

    expect((await maria.call('POST', '/api/user/bank-info', { bankName: 'BDO', accountNumber: '001234567890' })).status).toBe(200);
    expect((await maria.call('GET', '/api/auth/me')).body.user.isVerified).toBe(true);

    const loan = await maria.call('POST', '/api/loans', { amount: 1_200_000, term: 24, interestRate: 0.3 });
    expect(loan.status).toBe(201);
    expect(loan.body.monthlyPayment).toBe(53_600);

    const admin = new Browser();
    expect((await signInStaffOverHttp(admin, { email: 'admin@example.com', password: adminPassword })).body.user.role).toBe('main_admin');
    const loans = await admin.call('GET', '/api/admin/loans?q=Maria');
    expect(loans.headers.get('x-total-count')).toBe('1');
    const approved = await admin.call('POST', `/api/admin/loans/${loans.body[0].id}`, { status: 'approve', title: 'Loan Approved', message: 'Approved.' });
    expect(approved.body.status).toBe('approved');
    await until(() => live.messages.some((m) => (m as { type: string }).type === 'loan_updated'), 'loan_updated on /ws');
    expect((await maria.call('GET', '/api/auth/me')).body.user.walletBalance).toBe(1_200_000);

    expect((await maria.call('POST', '/api/withdrawals', { amount: 50_000 })).status).toBe(201);
    const notice = (await maria.call('GET', '/api/notifications')).body[0];
    const code = /\b(\d{6})\b/.exec(notice.message)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The development SMS stand-in (decision 007) gets the same code, in its own file, once the outbox worker has sent it after commit (issue 29).
    const smsFile = join(server.dataDir, 'sms-outbox.log');
    await until(() => existsSync(smsFile) && readFileSync(smsFile, 'utf8').includes(code as string), 'the code in the SMS outbox file');
    expect((await maria.call('POST', '/api/withdrawals/verify', { amount: 50_000, otp: code })).status).toBe(200);
    const withdrawals = await admin.call('GET', '/api/admin/withdrawals?q=Maria');
    expect((await admin.call('POST', `/api/admin/withdrawals/${withdrawals.body[0].id}`, { status: 'approved' })).status).toBe(200);
    expect((await maria.call('GET', '/api/auth/me')).body.user.walletBalance).toBe(1_150_000);

    // Nothing secret went to the server log: no password, hash, session token or code.
    const output = server.output();
    expect(output).not.toContain(password);
    // The generated main-admin password is printed once, at creation (README), and never again.
    expect(output.split(adminPassword).length - 1).toBe(1);
    expect(output).not.toContain('$argon2');
    expect(output).not.toContain(maria.cookie.split('=')[1]);
    expect(output).not.toContain(admin.cookie.split('=')[1]);
    expect(output).not.toContain(code);
    liveAtShutdown = live;
  });

  it('closes the live sockets and exits cleanly on SIGTERM', async () => {
    const live = liveAtShutdown;
    expect(live?.socket.readyState).toBe(WebSocket.OPEN);
    const exited = new Promise<number | null>((r) => server.process.once('exit', (code) => r(code)));
    server.process.kill('SIGTERM');
    // 1012, service restart: the app reconnects (issue 13).
    expect(await live?.closed).toBe(1012);
    expect(await exited).toBe(0);
  });
});

describe('a server reachable from other machines (issue 27, item 6)', () => {
  it('refuses to start on HOST=0.0.0.0 without PUBLIC_URL, naming the variable', { timeout: 40_000 }, async () => {
    await expect(spawnServer({ env: { HOST: '0.0.0.0', PUBLIC_URL: '' } })).rejects.toThrow(
      /server exited with 1:[\s\S]*PUBLIC_URL must be set when HOST is not a loopback address \(HOST is "0\.0\.0\.0"\)/,
    );
  });
});

describe('a wrong configuration (issue 30, item 7)', () => {
  it('stops the server before it opens anything, listing every wrong variable', { timeout: 40_000 }, async () => {
    await expect(spawnServer({ env: { WORKERS: 'auto', COOKIE_SECURE: 'maybe' } })).rejects.toThrow(
      /server exited with 1:[\s\S]*The configuration is not valid \(2 problems\):\n- COOKIE_SECURE must be true or false: maybe\n- WORKERS must be a whole number from 1 to 64/,
    );
  });
});

describe('CLOCK_START (decision 074)', () => {
  it('refuses to start a production server whose clock would not be the real time', { timeout: 40_000 }, async () => {
    await expect(spawnServer({ env: { NODE_ENV: 'production', CLOCK_START: '2026-11-20T23:00:00+08:00' } })).rejects.toThrow(
      /server exited with 1:[\s\S]*CLOCK_START is for tests and staging only: unset it when NODE_ENV is production \(the server keeps the real time\)/,
    );
  });
});
