import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The PostgreSQL server the api-postgres project runs against: the one at
 * TEST_DATABASE_URL, or a throwaway cluster of Debian's packages started on a
 * free loopback port in a temporary directory (as the postgres user when run
 * as root, since the server refuses to run as root).
 */

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or null. */
function postgresBin(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT).filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : null;
}

/** Why no PostgreSQL server can be had here, or null when one can. */
export function postgresUnavailable(env: NodeJS.ProcessEnv): string | null {
  if (env.TEST_DATABASE_URL) return null;
  if (postgresBin()) return null;
  return `TEST_DATABASE_URL is not set and no PostgreSQL server binaries are installed under ${PG_ROOT} (apt-get install postgresql)`;
}

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
  stop(): void;
}

export async function startPostgres(env: NodeJS.ProcessEnv): Promise<PostgresServer> {
  if (env.TEST_DATABASE_URL) return { url: env.TEST_DATABASE_URL, stop: () => undefined };
  const bin = postgresBin();
  if (!bin) throw new Error(postgresUnavailable(env) ?? 'no PostgreSQL');
  const dir = mkdtempSync(join(tmpdir(), 'lender-pg-'));
  const isRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' }) : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  if (isRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C.UTF-8']);
  // Durability is not under test here (crash-and-restore covers SQLite's): no fsync, so 2 cores go to the queries.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}
