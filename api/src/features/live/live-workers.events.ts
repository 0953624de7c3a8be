import type { Cluster, Worker } from 'node:cluster';
import { createLiveEvents, type LiveEvent, type LiveEvents } from './live.events';

/*
 * Live events between the worker processes of one server on SQLite
 * (WORKERS, decision 031). Each publish is delivered at once to this
 * worker's subscribers, as in-process, and sent to the primary over the
 * cluster's IPC channel; the primary hands it to every other worker. IPC
 * keeps each channel's order, so each worker's events reach the others in
 * the order it published them, and each socket gets each event once. On
 * PostgreSQL every worker is an instance of its own and the fan-out of
 * live-postgres.events.ts carries the events instead.
 */

interface LiveNotice {
  kind: 'live-event';
  event: LiveEvent;
}

function isLiveNotice(message: unknown): message is LiveNotice {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'live-event';
}

/** The IPC end of a worker process (Node's `process`, narrowed). */
export interface WorkerChannel {
  readonly connected: boolean;
  send?(message: unknown): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** In a worker: the live events of this process and of its sibling workers. */
export function createWorkerLiveEvents(channel: WorkerChannel): LiveEvents {
  const local = createLiveEvents();
  const onMessage = (message: unknown) => {
    if (isLiveNotice(message)) local.publish(message.event);
  };
  channel.on('message', onMessage);
  return {
    publish(event) {
      local.publish(event);
      // Once the primary is gone (shutdown), only this worker's sockets remain to be told.
      if (channel.connected) channel.send?.({ kind: 'live-event', event } satisfies LiveNotice);
    },
    subscribe: (listener) => local.subscribe(listener),
    close: async () => {
      channel.off('message', onMessage);
    },
  };
}

/** In the primary: hands each worker's live events to the other workers. Returns the function that stops it. */
export function relayLiveEvents(cluster: Pick<Cluster, 'on' | 'off' | 'workers'>): () => void {
  const onMessage = (from: Worker, message: unknown) => {
    if (!isLiveNotice(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      // A worker on its way out misses the event; its sockets are closing with it (1012: reconnect).
      if (worker && worker !== from && worker.isConnected()) worker.send(message, () => undefined);
    }
  };
  cluster.on('message', onMessage);
  return () => {
    cluster.off('message', onMessage);
  };
}
