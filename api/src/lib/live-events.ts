import type { LiveUserEventType } from '@app/domain';

// The types of the seam between the services and the live channel
// (features/live): here, outside the feature, because AppDeps names them and
// the feature's own files import AppDeps; a type import back would close a circle.

export type LiveEventType =
  | LiveUserEventType
  /** Some session of the user ended: their sockets re-check their own session. */
  | 'session_revoked'
  /** The session `sessionId` was replaced by a new one on the same device: its sockets reconnect with the new cookie. */
  | 'session_renewed'
  /** The staff list changed (admin added or deleted); userId is that admin. */
  | 'staff_updated'
  /** A four-eyes request was made or decided (decision 022); userId is the borrower whose money it is. Staff only. */
  | 'approval_updated';

export interface LiveEvent {
  type: LiveEventType;
  /** The borrower (or admin) the event concerns. */
  userId: number;
  /** session_renewed: the id (token hash) of the session replaced; never a usable token. */
  sessionId?: string;
}

export interface LiveEvents {
  publish(event: LiveEvent): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Stops delivering from other instances (the app is closing). */
  close(): Promise<void>;
}
