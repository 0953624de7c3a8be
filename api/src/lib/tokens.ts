import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { hash, randomBytes, randomInt } from 'node:crypto';

/** A random secret with 160 bits of entropy, safe for cookies and URLs. */
export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(new Uint8Array(randomBytes(20)));
}

/**
 * Only this digest is stored: a database leak does not leak usable tokens.
 * SHA-256 of the token's UTF-8 bytes, in lower-case hex; Node's own hash,
 * run on every request (the session lookup), costs a fraction of a
 * JavaScript one; the one-shot `hash` (Node 20.12) half of a Hash object.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function generateObjectKey(): string {
  return encodeHexLowerCase(new Uint8Array(randomBytes(16)));
}
