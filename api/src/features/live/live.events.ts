// The seam for the WebSocket channel of SPEC.md section 7 (built by the
// live-and-offline issue): services publish what changed for whom, and the
// channel delivers it. Until then the publisher only records the event.

export type LiveEventType =
  | 'loan_updated'
  | 'wallet_updated'
  | 'withdrawal_updated'
  | 'notification_created'
  | 'document_updated'
  | 'credit_score_updated'
  | 'user_updated'
  | 'session_revoked';

export interface LiveEvent {
  type: LiveEventType;
  /** The borrower (or admin) the event concerns. */
  userId: number;
}

export interface LiveEvents {
  publish(event: LiveEvent): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
}

export function createLiveEvents(): LiveEvents {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
