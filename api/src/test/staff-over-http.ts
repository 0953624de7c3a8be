import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';

/*
 * Staff sign-in against a real server process (decision 032): the password,
 * then the code step, with codes computed as an authenticator app does, on
 * the real clock (the server's). The TOTP secret an enrolment returns is kept
 * here, by email and password (every spawned server has its own main admin
 * password), for the next sign-ins of the same account.
 */

type Answer = { status: number; body: any };
type Caller = { call(method: string, path: string, body?: object): Promise<Answer> };

const secrets = new Map<string, string>();

/** The TOTP code of a base32 secret at an instant, `offset` steps of 30 s away. */
function totpNow(secret: string, at: number, offset = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(at / 30_000) + offset), 6);
}

/** Keeps an account's secret (a browser test that enrolled through the card). */
export function keepSecret(email: string, password: string, secret: string): void {
  secrets.set(`${email.toLowerCase()} ${password}`, secret);
}

/** The secret kept for an account, if it enrolled in this test file. */
export function keptSecret(email: string, password: string): string | undefined {
  return secrets.get(`${email.toLowerCase()} ${password}`);
}

/** The last step each secret's code was sent for: the server accepts each step once. */
const lastSteps = new Map<string, number>();

/**
 * The code of the first step not used yet, among now and the next (which the
 * server accepts for drift); when both are used, it waits for the next step.
 * `clockOffsetMs`: how far the server's clock is ahead of this machine's (a
 * server started with CLOCK_START, decision 074); its codes follow its clock.
 */
export async function nextTotpCode(secret: string, { clockOffsetMs = 0 }: { clockOffsetMs?: number } = {}): Promise<string> {
  const serverNow = () => Date.now() + clockOffsetMs;
  const now = Math.floor(serverNow() / 30_000);
  const step = Math.max(now, (lastSteps.get(secret) ?? now - 1) + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - serverNow() + 100));
  lastSteps.set(secret, step);
  return totpNow(secret, step * 30_000);
}

/** Answers the password step's answer when it is not 200, else the code step's. */
export async function signInStaffOverHttp(client: Caller, { email, password }: { email: string; password: string }, clock: { clockOffsetMs?: number } = {}): Promise<Answer> {
  const login = await client.call('POST', '/api/auth/login', { email, password });
  if (login.status !== 200 || !login.body?.mfa) return login;
  if (login.body.mfa.state === 'enroll') {
    keepSecret(email, password, login.body.mfa.secret);
    return client.call('POST', '/api/auth/mfa/enroll', { code: await nextTotpCode(login.body.mfa.secret, clock) });
  }
  const secret = keptSecret(email, password);
  if (!secret) throw new Error(`no TOTP secret kept for ${email}: sign in with signInStaffOverHttp from the first sign-in`);
  return client.call('POST', '/api/auth/mfa/verify', { code: await nextTotpCode(secret, clock) });
}
