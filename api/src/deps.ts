import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino, { type Logger } from 'pino';
import type { AppDeps } from './app-env';
import { DEFAULT_POOL_SIZE, type AppConfig } from './config';
import { migrateToLatest, openDatabase, type Db } from './db/connection';
import { createLiveEvents } from './features/live';
import { systemClock } from './lib/clock';
import { createDiskObjectStore } from './lib/object-store';
import { createDatabaseRateLimiter } from './lib/rate-limit';
import { createOutboxFileSender } from './lib/sender';

/** The development stand-in for SMS (decision 007), inside DATA_DIR. */
const SMS_OUTBOX_FILE = 'sms-outbox.log';

/**
 * Opens DATA_DIR (creating it) and the database (PostgreSQL at `databaseUrl`
 * when set, else DATA_DIR's SQLite file), runs the migrations, and wires the
 * real dependencies.
 */
export async function openDataDir({
  dataDir,
  database: { url, poolSize } = { url: null, poolSize: DEFAULT_POOL_SIZE },
  config,
  logger,
}: {
  dataDir: string;
  database?: { url: string | null; poolSize: number };
  config: AppConfig;
  logger: Logger;
}): Promise<{ deps: AppDeps; database: { db: Db } }> {
  const root = resolve(dataDir);
  mkdirSync(join(root, 'objects'), { recursive: true });
  const database = openDatabase({ url, poolSize, file: join(root, 'app.db') });
  await migrateToLatest(database.db);
  const deps: AppDeps = {
    db: database.db,
    objects: createDiskObjectStore({ root: join(root, 'objects') }),
    sender: createOutboxFileSender({ file: join(root, SMS_OUTBOX_FILE) }),
    clock: systemClock,
    config,
    logger,
    rateLimiter: createDatabaseRateLimiter({ db: database.db, clock: systemClock }),
    live: createLiveEvents(),
  };
  return { deps, database };
}

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: ['req.headers.cookie', 'password', '*.password'], censor: '[redacted]' } });
}
