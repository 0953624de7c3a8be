import * as v from 'valibot';

/*
 * The live channel's wire format (SPEC.md 7, DEPARTURES.md 5): JSON text
 * frames from the server on the WebSocket at /ws. A message says what
 * changed, never the data itself; the client refetches what it shows. Both
 * sides read and write it through the schemas here.
 */

/** Sent to the sockets of the member the change concerns, and to no one else. */
export const LIVE_USER_EVENT_TYPES = [
  'loan_updated',
  'wallet_updated',
  'withdrawal_updated',
  'notification_created',
  'document_updated',
  'credit_score_updated',
  'user_updated',
  'complaint_updated',
] as const;
export type LiveUserEventType = (typeof LIVE_USER_EVENT_TYPES)[number];

/** Which back-office list changed; 'admins' reaches the main admin only. */
const LiveAdminScopeSchema = v.picklist(['loans', 'users', 'withdrawals', 'admins', 'complaints', 'approvals']);
export type LiveAdminScope = v.InferOutput<typeof LiveAdminScopeSchema>;

const LiveMessageSchema = v.union([
  v.object({ type: v.picklist(LIVE_USER_EVENT_TYPES) }),
  v.object({ type: v.literal('admin_updated'), scope: LiveAdminScopeSchema, userId: v.number() }),
]);
export type LiveMessage = v.InferOutput<typeof LiveMessageSchema>;

/** What the client may send: SPEC.md's greeting, accepted for compatibility only. */
const LiveClientMessageSchema = v.object({ type: v.literal('auth'), userId: v.number() });
export type LiveClientMessage = v.InferOutput<typeof LiveClientMessageSchema>;

/** A text frame as one message of `schema`, or null for anything else (binary, not JSON, unknown to this side). */
function parseFrame<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}

/** A frame from the server; null for anything this client does not know (a newer server). */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  return parseFrame(LiveMessageSchema, data);
}

/** A frame from a client; null for anything but the greeting. */
export function parseLiveClientMessage(data: unknown): LiveClientMessage | null {
  return parseFrame(LiveClientMessageSchema, data);
}

/**
 * Close code when the server is restarting or draining (RFC 6455 1012,
 * 'Service Restart'): the client reconnects as after any drop, and the load
 * balancer sends it to an instance that is up.
 */
export const LIVE_CLOSE_SERVICE_RESTART = 1012;

/** Close code when the socket's session has ended (logout, revocation, expiry). */
export const LIVE_CLOSE_SESSION_ENDED = 4401;

/**
 * Close code when this device's session was replaced by a new one (a
 * password change): the response that did it set the new cookie, so the
 * client reconnects as after any drop and stays signed in.
 */
export const LIVE_CLOSE_SESSION_RENEWED = 4001;

/**
 * Close code when newer sockets of the same session took this one's place
 * (at most a few per session): the client stays signed in and stops
 * reconnecting, so tabs do not push each other out; polling goes on.
 */
export const LIVE_CLOSE_TOO_MANY_SOCKETS = 4429;
