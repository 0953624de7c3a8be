/*
 * The live channel's wire format (SPEC.md 7, DEPARTURES.md 5): JSON text
 * frames from the server on the WebSocket at /ws. A message says what
 * changed, never the data itself; the client refetches what it shows.
 */

/** Sent to the sockets of the member the change concerns, and to no one else. */
export type LiveUserEventType =
  | 'loan_updated'
  | 'wallet_updated'
  | 'withdrawal_updated'
  | 'notification_created'
  | 'document_updated'
  | 'credit_score_updated'
  | 'user_updated';

/** Which back-office list changed; 'admins' reaches the main admin only. */
export type LiveAdminScope = 'loans' | 'users' | 'withdrawals' | 'admins';

export type LiveMessage =
  | { type: LiveUserEventType }
  | { type: 'admin_updated'; scope: LiveAdminScope; userId: number };

/** What the client may send: SPEC.md's greeting, accepted for compatibility only. */
export type LiveClientMessage = { type: 'auth'; userId: number };

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
