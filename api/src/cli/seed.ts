// Fills an empty DATA_DIR with a large, realistic back office for measuring
// the admin lists:  npm run seed -- <dataDir> [members] [loansPerMember]
// With DATABASE_URL set, the data goes to that (empty) PostgreSQL database
// instead: written to a temporary SQLite file, then copied and verified by
// the migrate:postgres copier. Defaults: 100,000 members and 300,000 loans. Deterministic (fixed PRNG
// seed), so two runs give the same data. Every member's wallet is the sum of
// their ledger entries, as the API keeps it.
import { resolve } from 'node:path';
import { loadSettingsOrExit } from '../config';
import { seed, seedPostgres, SEED_PASSWORD } from './seed-data';

const [dataDirArg, membersArg, perMemberArg] = process.argv.slice(2);
if (!dataDirArg) {
  console.error('Usage: npm run seed -- <dataDir> [members=100000] [loansPerMember=3]');
  process.exit(2);
}
try {
  const { url } = loadSettingsOrExit(process.env).server.database;
  const options = { dataDir: dataDirArg, members: membersArg ? Number(membersArg) : undefined, loansPerMember: perMemberArg ? Number(perMemberArg) : undefined };
  const report = url ? await seedPostgres({ ...options, url }) : await seed(options);
  console.log(
    `Seeded ${url ? 'the PostgreSQL database at DATABASE_URL' : resolve(dataDirArg)}: ${report.members} members, ${report.loans} loans, ${report.withdrawals} withdrawals, ` +
      `${report.ledgerEntries} ledger entries in ${(report.ms / 1000).toFixed(1)} s. Members sign in with "${SEED_PASSWORD}".`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
