import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real server process on a fresh DATA_DIR, driven over HTTP the way the
// README's curl walkthrough drives it.
const repoRoot = resolve(__dirname, '../../..');
let server: ChildProcess;
let base = '';
let adminPassword = '';
let output = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lender-e2e-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', MAIN_ADMIN_EMAIL: '', MAIN_ADMIN_PASSWORD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/[\d.:]+)/.exec(output);
      const password = /Password \(shown once[^)]*\): (\S+)/.exec(output);
      if (listening?.[1] && password?.[1]) {
        base = listening[1];
        adminPassword = password[1];
        clearTimeout(timer);
        resolveStart();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}, 40_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

class Browser {
  cookie = '';
  async call(method: string, path: string, body?: Uint8Array<ArrayBuffer> | object, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: body instanceof Uint8Array ? body : JSON.stringify(body) } : {}),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  }
}

describe('npm start on an empty DATA_DIR', () => {
  it('creates the database and the main admin, and serves the web app and the API on one port', async () => {
    expect(output).toContain('Main admin created: admin@example.com');
    const page = await fetch(`${base}/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const api404 = await fetch(`${base}/api/nothing-here`);
    expect(api404.status).toBe(404);
    expect(await api404.json()).toEqual({ message: 'Not found' });
  });

  it('takes a borrower from registration to an approved withdrawal', async () => {
    const maria = new Browser();
    const password = 'correct horse battery';
    const registered = await maria.call('POST', '/api/auth/register', {
      fullName: 'Maria Santos',
      email: 'maria@example.com',
      contactNumber: '09171234567',
      password,
      confirmPassword: password,
    });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('set-cookie')).toMatch(/HttpOnly/);

    expect(
      (
        await maria.call('POST', '/api/user/verification', {
          address: '123 Rizal St, Quezon City',
          countryWorking: 'Saudi Arabia',
          monthlyIncome: 45000,
          loanPurpose: 'House repair',
          contactPersonName: 'Jose Santos',
          contactPersonTel: '09181234567',
        })
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
    expect((await admin.call('POST', '/api/auth/login', { email: 'admin@example.com', password: adminPassword })).body.user.role).toBe('main_admin');
    const loans = await admin.call('GET', '/api/admin/loans?q=Maria');
    expect(loans.headers.get('x-total-count')).toBe('1');
    const approved = await admin.call('POST', `/api/admin/loans/${loans.body[0].id}`, { status: 'approve', title: 'Loan Approved', message: 'Approved.' });
    expect(approved.body.status).toBe('approved');
    expect((await maria.call('GET', '/api/auth/me')).body.user.walletBalance).toBe(1_200_000);

    expect((await maria.call('POST', '/api/withdrawals', { amount: 50_000 })).status).toBe(201);
    const notice = (await maria.call('GET', '/api/notifications')).body[0];
    const code = /\b(\d{6})\b/.exec(notice.message)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The development SMS stand-in (decision 007) got the same code, in its own file.
    expect(readFileSync(join(dataDir, 'sms-outbox.log'), 'utf8')).toContain(code);
    expect((await maria.call('POST', '/api/withdrawals/verify', { amount: 50_000, otp: code })).status).toBe(200);
    const withdrawals = await admin.call('GET', '/api/admin/withdrawals?q=Maria');
    expect((await admin.call('POST', `/api/admin/withdrawals/${withdrawals.body[0].id}`, { status: 'approved' })).status).toBe(200);
    expect((await maria.call('GET', '/api/auth/me')).body.user.walletBalance).toBe(1_150_000);

    // Nothing secret went to the server log: no password, hash, session token or code.
    expect(output).not.toContain(password);
    // The generated main-admin password is printed once, at creation (README), and never again.
    expect(output.split(adminPassword).length - 1).toBe(1);
    expect(output).not.toContain('$argon2');
    expect(output).not.toContain(maria.cookie.split('=')[1]);
    expect(output).not.toContain(admin.cookie.split('=')[1]);
    expect(output).not.toContain(code);
  });
});
