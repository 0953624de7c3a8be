import { getRequestListener } from '@hono/node-server';
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, createAppHotReads } from './app';
import type { AppDeps } from './app-env';
import { loadSettingsOrExit } from './config';
import { createLogger, openDataDir } from './deps';
import { ensureMainAdmin } from './features/auth';
import { attachLiveChannel, relayLiveEvents } from './features/live';
import { runMaintenance } from './features/maintenance';
import { startOutboxWorker } from './features/outbox';
import { hotReadsFirst } from './http/hot-reads';
import { loadWebFiles, serveWebFiles } from './http/web-files';
import { clockStartingAt, systemClock } from './lib/clock';
import { closeWhenBodyUnread } from './lib/close-unread';
import { prepareDrain, type DrainState } from './lib/drain';
import { superviseWorkers } from './lib/workers';

const { config, server: settings } = loadSettingsOrExit(process.env);
const logger = createLogger(settings.logLevel);
/** The business time: the machine's, or CLOCK_START's running forward from now (tests and staging, decision 074). */
const clock = settings.clockStart ? clockStartingAt(settings.clockStart) : systemClock;
if (settings.clockStart) logger.warn({ clockStart: settings.clockStart.toISOString() }, 'CLOCK_START is set: the server\'s clock is not the real time (tests and staging only)');
if (settings.speedOff.size > 0) logger.warn({ speedMechanismsOff: [...settings.speedOff] }, 'SPEED_MECHANISMS_OFF is set: the server runs without some of its speed mechanisms (measurements only)');
/** With WORKERS above 1 this process only prepares the data and supervises the workers (decision 031). */
const isPrimary = settings.workers > 1 && cluster.isPrimary;

function announce(port: number) {
  // Without PUBLIC_URL the host is a loopback address (loadSettings refuses any other); an IPv6 one needs brackets.
  const url = config.publicUrl ?? `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`;
  const workers = settings.workers > 1 ? `, ${settings.workers} workers` : '';
  console.log(`Listening on ${url} (data in ${resolve(settings.dataDir)}${workers})`);
}

/** DATA_DIR and the database, migrated; a worker's live events reach its sibling workers (decision 031). */
function openData({ isWorker }: { isWorker: boolean }) {
  return openDataDir({ dataDir: settings.dataDir, database: settings.database, config, logger, objectStore: settings.objectStore, isWorker, clock, speedOff: settings.speedOff });
}

/** The main admin: once, before anything serves. */
async function prepareData(deps: AppDeps) {
  const created = await ensureMainAdmin(deps, { email: settings.mainAdminEmail, password: settings.mainAdminPassword });
  if (created?.generatedPassword) {
    // Printed once, on the console only: it is stored nowhere but as a hash.
    console.log(`\nMain admin created: ${created.email}\nPassword (shown once, change it after signing in): ${created.generatedPassword}\n`);
  } else if (created) {
    logger.info({ email: created.email }, 'main admin created from MAIN_ADMIN_EMAIL');
  }
}

if (isPrimary) {
  const { deps, database } = await openData({ isWorker: false });
  await prepareData(deps);
  await deps.live.close();
  await database.db.destroy();
  // On SQLite the workers' live events meet here; on PostgreSQL they meet in LISTEN/NOTIFY.
  const stopRelay = settings.database.url ? () => undefined : relayLiveEvents(cluster);
  const workers = superviseWorkers({ cluster, count: settings.workers, logger, onListening: announce });
  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down the workers');
    void workers.stop().then((code) => {
      stopRelay();
      process.exit(code);
    });
  };
  void workers.failed.then((code) => process.exit(code));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} else {
  await serve();
}

async function serve() {
  const { deps, database, outbox } = await openData({ isWorker: cluster.isWorker });
  if (cluster.isPrimary) await prepareData(deps);
  // Every process sends the outbox's messages; the leases keep any two from sending the same one (issue 29).
  const outboxWorker = startOutboxWorker(deps, { owner: `${hostname()}:${process.pid}:${randomUUID()}`, leaseMs: settings.outboxLeaseMs });
  outbox.listen(outboxWorker.wake);

  const drainState: DrainState = { isDraining: false };
  const app = createApp(deps, { drain: drainState });

  // The built web app, read into memory once (decision 020): hashed assets
  // are cached for good; everything else (index.html, sw.js, the manifest,
  // icons) is revalidated on every load, so a new release and its service
  // worker reach phones on their next visit.
  const webRoot = resolve(fileURLToPath(import.meta.url), '../../../web/dist');
  if (existsSync(webRoot)) {
    serveWebFiles(app, loadWebFiles(webRoot));
  } else {
    logger.warn({ webRoot }, 'web app not built: run `npm run build`; serving the API only');
  }

  // The hot reads (decision 030) answer /me and the polls' 304s; the app everything else.
  const appListener = getRequestListener(closeWhenBodyUnread(app.fetch), { hostname: settings.host });
  const httpServer = createServer(settings.speedOff.has('hot-reads') ? appListener : hotReadsFirst(createAppHotReads(deps), appListener));
  httpServer.listen(settings.port, settings.host, () => {
    const address = httpServer.address();
    // A worker's port is announced by the primary, once for all of them.
    if (cluster.isPrimary) announce(typeof address === 'object' && address ? address.port : settings.port);
  });
  // The live channel (/ws) shares the HTTP server's port.
  const live = attachLiveChannel({ server: httpServer, deps });
  const drain = prepareDrain({ server: httpServer, state: drainState, logger, timeoutMs: settings.drainTimeoutMs });

  // Expired sessions, codes and rate-limit windows, abandoned uploads cleaned; late fees and payment reminders sent: every 5 minutes
  // (by one process at a time, whatever the number of workers and instances).
  const maintain = () =>
    runMaintenance(deps).then(
      (report) => (report ? logger.debug(report, 'maintenance') : logger.debug('maintenance skipped: another instance is running it')),
      (error: unknown) => logger.error({ err: error }, 'maintenance failed'),
    );
  void maintain();
  const maintenance = setInterval(maintain, 5 * 60_000).unref();

  function shutdown(signal: string) {
    if (drainState.isDraining) return;
    logger.info({ signal }, 'shutting down');
    clearInterval(maintenance);
    // The outbox finishes the message in flight and releases the rest before the database closes.
    const closeDatabase = () => outboxWorker.stop().then(() => deps.live.close()).then(() => database.db.destroy());
    void drain({ closeSockets: () => live.close(), closeDatabase }).then(
      (code) => process.exit(code),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
