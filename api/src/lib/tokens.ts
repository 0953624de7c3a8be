import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { randomBytes, randomInt } from 'node:crypto';

/** A random secret with 160 bits of entropy, safe for cookies and URLs. */
export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(new Uint8Array(randomBytes(20)));
}

/** Only this digest is stored: a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function generateObjectKey(): string {
  return encodeHexLowerCase(new Uint8Array(randomBytes(16)));
}
