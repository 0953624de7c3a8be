import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino, { type Logger } from 'pino';
import type { AppDeps } from './app-env';
import type { AppConfig, ObjectStoreSettings } from './config';
import { migrateToLatest, openSqlite, type OpenedDatabase } from './db/connection';
import { createLiveEvents } from './features/live';
import { systemClock } from './lib/clock';
import { createDiskObjectStore, type ObjectStore } from './lib/object-store';
import { createDatabaseRateLimiter } from './lib/rate-limit';
import { createS3ObjectStore } from './lib/s3-object-store';
import { createOutboxFileSender } from './lib/sender';

/** The development stand-in for SMS (decision 007), inside DATA_DIR. */
const SMS_OUTBOX_FILE = 'sms-outbox.log';

/** Opens DATA_DIR (creating it), runs the migrations, and wires the real dependencies. */
export async function openDataDir({
  dataDir,
  config,
  logger,
  objectStore = { kind: 'local' },
}: {
  dataDir: string;
  config: AppConfig;
  logger: Logger;
  objectStore?: ObjectStoreSettings;
}): Promise<{ deps: AppDeps; database: OpenedDatabase }> {
  const root = resolve(dataDir);
  mkdirSync(join(root, 'objects'), { recursive: true });
  const database = openSqlite({ file: join(root, 'app.db') });
  await migrateToLatest(database.db);
  const deps: AppDeps = {
    db: database.db,
    objects: await openObjectStore({ root, settings: objectStore }),
    sender: createOutboxFileSender({ file: join(root, SMS_OUTBOX_FILE) }),
    clock: systemClock,
    config,
    logger,
    rateLimiter: createDatabaseRateLimiter({ db: database.db, clock: systemClock }),
    live: createLiveEvents(),
  };
  return { deps, database };
}

async function openObjectStore({ root, settings }: { root: string; settings: ObjectStoreSettings }): Promise<ObjectStore> {
  if (settings.kind === 'local') return createDiskObjectStore({ root: join(root, 'objects') });
  const { kind: _kind, ...s3 } = settings;
  return createS3ObjectStore({ ...s3, clock: systemClock });
}

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: ['req.headers.cookie', 'password', '*.password'], censor: '[redacted]' } });
}
