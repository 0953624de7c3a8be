/**
 * Wakes the outbox worker after a commit that queued messages (issue 29).
 * In a server it resolves at once: the worker sends in the background. The
 * tests' harness gives one whose promise resolves when the messages queued so
 * far have been through a pass, so a test reads what was sent right after
 * the request that sent it.
 */
export interface OutboxNudge {
  nudge(): Promise<void>;
}

/** The server's nudge: it calls whatever the worker listens with (nothing until the worker starts). */
export function createOutboxNudge(): OutboxNudge & { listen(wake: () => void): void } {
  let wake: () => void = () => undefined;
  return {
    nudge() {
      wake();
      return Promise.resolve();
    },
    listen(listener) {
      wake = listener;
    },
  };
}
