import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino, { type Logger } from 'pino';
import type { AppDeps } from './app-env';
import { DEFAULT_POOL_SIZE, type AppConfig, type ObjectStoreSettings } from './config';
import { migrateToLatest, openDatabase, type Db } from './db/connection';
import { chainedPostingHooks } from './db/posting-hook';
import type { SpeedMechanism } from './db/read-caches';
import { booksPostingHook } from './features/books';
import { compliancePostingHook } from './features/compliance';
import { createLiveEvents, createPostgresLiveEvents, createWorkerLiveEvents } from './features/live';
import { systemClock, type Clock } from './lib/clock';
import { createDiskObjectStore, type ObjectStore } from './lib/object-store';
import { createDatabaseRateLimiter } from './lib/rate-limit';
import { createS3ObjectStore } from './lib/s3-object-store';
import { createOutboxNudge } from './lib/outbox-nudge';
import { createOutboxFileSender } from './lib/sender';

/** The development stand-in for SMS (decision 007), inside DATA_DIR. */
const SMS_OUTBOX_FILE = 'sms-outbox.log';

/**
 * Opens DATA_DIR (creating it) and the database (PostgreSQL at `database.url`
 * when set, else DATA_DIR's SQLite file), runs the migrations, and wires the
 * real dependencies (the object store on disk or in S3; live events fanned
 * out through PostgreSQL's LISTEN/NOTIFY there, in-process on SQLite, through
 * the primary between the workers of a server with WORKERS).
 */
export async function openDataDir({
  dataDir,
  database: { url, poolSize } = { url: null, poolSize: DEFAULT_POOL_SIZE },
  config,
  logger,
  objectStore = { kind: 'local' },
  isWorker = false,
  clock = systemClock,
  speedOff,
}: {
  dataDir: string;
  database?: { url: string | null; poolSize: number };
  config: AppConfig;
  logger: Logger;
  objectStore?: ObjectStoreSettings;
  /** A worker of a server with WORKERS (decision 031): on SQLite its live events go through the primary to its sibling workers. */
  isWorker?: boolean;
  /** The business time (CLOCK_START, decision 074); the machine's by default. */
  clock?: Clock;
  /** SPEED_MECHANISMS_OFF (decision 076): measurements only. */
  speedOff?: ReadonlySet<SpeedMechanism>;
}): Promise<{ deps: AppDeps; database: { db: Db }; outbox: ReturnType<typeof createOutboxNudge> }> {
  const root = resolve(dataDir);
  mkdirSync(join(root, 'objects'), { recursive: true });
  const database = openDatabase({
    url,
    poolSize,
    file: join(root, 'app.db'),
    onIdleError: (error) => logger.warn({ err: error }, 'a pooled PostgreSQL connection was closed by the server; the pool opens a new one'),
    ...(speedOff ? { speedOff } : {}),
  });
  await migrateToLatest(database.db);
  const outbox = createOutboxNudge();
  const deps: AppDeps = {
    db: database.db,
    reads: database.reads,
    objects: await openObjectStore({ root, settings: objectStore }),
    sender: createOutboxFileSender({ file: join(root, SMS_OUTBOX_FILE) }),
    clock,
    config,
    logger,
    rateLimiter: createDatabaseRateLimiter({ db: database.db, clock }),
    live: url ? await createPostgresLiveEvents({ db: database.db, url, logger }) : isWorker ? createWorkerLiveEvents(process) : createLiveEvents(),
    outbox,
    postingHook: chainedPostingHooks(booksPostingHook, compliancePostingHook),
  };
  return { deps, database, outbox };
}

async function openObjectStore({ root, settings }: { root: string; settings: ObjectStoreSettings }): Promise<ObjectStore> {
  if (settings.kind === 'local') return createDiskObjectStore({ root: join(root, 'objects') });
  const { kind: _kind, ...s3 } = settings;
  return createS3ObjectStore({ ...s3, clock: systemClock });
}

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: ['req.headers.cookie', 'password', '*.password'], censor: '[redacted]' } });
}
