import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { createLiveEvents, type LiveEvent, type LiveEvents } from './live.events';

/*
 * Live events across instances (issue 13, decision 018): each publish is
 * delivered at once to this instance's subscribers, as in-process, and sent
 * with pg_notify (on a pool connection: services publish after their
 * transaction committed). One dedicated connection per instance LISTENs and
 * delivers the other instances' events; its own come back tagged with its
 * instance id and are skipped, so each event reaches each socket once, and
 * each instance's events reach the others in the order it published them.
 */

const CHANNEL = 'live_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

interface Notice {
  from: string;
  event: LiveEvent;
}

export async function createPostgresLiveEvents({ db, url, logger }: { db: Kysely<any>; url: string; logger: Logger }): Promise<LiveEvents> {
  const local = createLiveEvents();
  const instance = randomUUID();
  /** The NOTIFYs not yet sent, in publish order. */
  let sending = Promise.resolve();
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;
  let isClosed = false;

  const onNotice = (message: pg.Notification) => {
    const notice = JSON.parse(message.payload ?? 'null') as Notice | null;
    if (notice && notice.from !== instance) local.publish(notice.event);
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotice);
    // A dropped connection (server restart, failover, terminated backend): listen again, backing off.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, null));
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    if (isClosed) await next.end();
    else client = next;
  }

  function lost(dropped: pg.Client, error: Error | null) {
    if (isClosed || client !== dropped) return;
    client = null;
    logger.warn({ err: error, retryInMs: retryMs }, 'live events listener lost its connection; reconnecting');
    scheduleRetry();
  }

  function scheduleRetry() {
    retry = setTimeout(() => {
      retry = null;
      listen().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          logger.info('live events listener reconnected');
        },
        (error: unknown) => {
          if (isClosed) return;
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          logger.warn({ err: error, retryInMs: retryMs }, 'live events listener could not reconnect');
          scheduleRetry();
        },
      );
    }, retryMs);
  }

  await listen();

  return {
    publish(event) {
      local.publish(event);
      const payload = JSON.stringify({ from: instance, event } satisfies Notice);
      // Events carry a type and ids only; a longer one is a programming error, not a runtime condition.
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`live event too large for NOTIFY: ${event.type}`);
      // One after another: on several pool connections at once, NOTIFYs could commit out of order.
      sending = sending.then(() =>
        sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db).then(
          () => undefined,
          (error: unknown) => logger.error({ err: error, type: event.type }, 'live event not sent to the other instances'),
        ),
      );
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      isClosed = true;
      if (retry) clearTimeout(retry);
      // Sent before the pool closes, so no event is lost to a closing instance.
      await sending;
      await client?.end();
      client = null;
    },
  };
}
