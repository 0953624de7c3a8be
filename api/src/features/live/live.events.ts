import type { LiveEvent, LiveEvents } from '../../lib/live-events';

export type { LiveEvent, LiveEventType, LiveEvents } from '../../lib/live-events';

// The seam between the services and the live channel (live.socket.ts):
// services publish what changed for whom, the channel delivers it. On
// PostgreSQL the fan-out of live-postgres.events.ts takes its place, so events reach
// sockets held by other instances, without touching either side.

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
    close: async () => undefined,
  };
}
