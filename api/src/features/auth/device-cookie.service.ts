import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/connection';
import { DAY } from '../../lib/clock';
import { cookieName, readCookie } from '../../lib/cookies';
import { generateToken } from '../../lib/tokens';

/*
 * OWASP's "slow brute force protection using device cookies": a successful
 * sign-in leaves a cookie that says "this browser signed in to account N
 * before", signed with a key of the server. A sign-in that brings a valid one
 * for the account is counted against that device alone, so strangers guessing
 * the password (which lock the account to unknown devices) cannot lock the
 * owner out. The key lives in the database (made once by migration 004), so
 * every server instance signs and checks with the same one.
 */

const DEVICE_COOKIE = 'device';
/** A browser stays known for a year after its last sign-in. */
const DEVICE_COOKIE_MAX_AGE_S = (365 * DAY) / 1000;
const DEVICE_KEY_NAME = 'device_cookie';
const FORMAT = /^(\d{1,15})\.([a-z2-7]{32})\.([A-Za-z0-9_-]{43})$/;

export interface KnownDevice {
  userId: number;
  /** Names the device for its own attempt counter. */
  nonce: string;
}

async function deviceKey(db: Db): Promise<Buffer> {
  const row = await db.selectFrom('serverKeys').select('secret').where('name', '=', DEVICE_KEY_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export async function issueDeviceCookie(db: Db, userId: number): Promise<string> {
  const payload = `${userId}.${generateToken()}`;
  return `${payload}.${sign(await deviceKey(db), payload).toString('base64url')}`;
}

/** The device a cookie value vouches for, or null when it is malformed or its signature is wrong. */
export async function readDeviceCookie(db: Db, value: string | undefined): Promise<KnownDevice | null> {
  const match = value ? FORMAT.exec(value) : null;
  if (!match) return null;
  const [, userId = '', nonce = '', signature = ''] = match;
  // Compared as text: base64 lets several spellings decode to the same bytes; only the one issued is accepted.
  const expected = Buffer.from(sign(await deviceKey(db), `${userId}.${nonce}`).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(userId), nonce };
}

export function getDeviceCookie(c: Context<AppEnv>): string | undefined {
  return readCookie(c, cookieName(c.var.deps.config, DEVICE_COOKIE));
}

export function setDeviceCookie(c: Context<AppEnv>, value: string): void {
  setCookie(c, cookieName(c.var.deps.config, DEVICE_COOKIE), value, {
    httpOnly: true,
    // Only the app's own sign-in form needs it.
    sameSite: 'Strict',
    secure: c.var.deps.config.cookieSecure,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
