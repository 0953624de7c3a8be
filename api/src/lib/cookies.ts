import type { AppConfig } from '../config';

/**
 * A cookie's name as set and read. When cookies are Secure it carries the
 * `__Host-` prefix: the browser then keeps it only if it is Secure, has
 * Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot
 * plant or overwrite it (session fixation, device-cookie planting).
 */
export function cookieName(config: Pick<AppConfig, 'cookieSecure'>, name: string): string {
  return config.cookieSecure ? `__Host-${name}` : name;
}
