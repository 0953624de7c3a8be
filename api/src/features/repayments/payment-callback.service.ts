import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a callback's X-Timestamp may be from the server's clock, either way. */
const CALLBACK_TOLERANCE_SECONDS = 5 * 60;

export type CallbackSignatureInput = {
  secret: string;
  /** X-Timestamp: Unix seconds. */
  timestamp: string | undefined;
  /** X-Signature: 'sha256=' + hex HMAC-SHA256 of '<timestamp>.<raw body>'. */
  signature: string | undefined;
  rawBody: string;
  now: Date;
};

/** The signature a gateway sends for a body at a time. */
export function callbackSignature({ secret, timestamp, rawBody }: { secret: string; timestamp: string; rawBody: string }): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * True when the call is signed with the shared secret and fresh: a stale or
 * replayed-later call is refused even with a good signature. Compared in
 * constant time.
 */
export function isSignedCallback({ secret, timestamp, signature, rawBody, now }: CallbackSignatureInput): boolean {
  if (timestamp === undefined || signature === undefined || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > CALLBACK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(callbackSignature({ secret, timestamp, rawBody }));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
