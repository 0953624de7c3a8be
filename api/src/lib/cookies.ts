import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import { requestHeader } from './request';

/**
 * A cookie's name as set and read. When cookies are Secure it carries the
 * `__Host-` prefix: the browser then keeps it only if it is Secure, has
 * Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot
 * plant or overwrite it (session fixation, device-cookie planting).
 */
export function cookieName(config: Pick<AppConfig, 'cookieSecure'>, name: string): string {
  return config.cookieSecure ? `__Host-${name}` : name;
}

/** A cookie of the request by its full name (cookieName's), as Hono's getCookie reads it, from Node's own headers (requestHeader). */
export function readCookie(c: Context<AppEnv>, name: string): string | undefined {
  return cookieIn(requestHeader(c, 'cookie'), name);
}

/** A cookie by its full name in a Cookie header, as Hono's getCookie reads it. */
export function cookieIn(header: string | undefined, name: string): string | undefined {
  return header ? parse(header, name)[name] : undefined;
}
