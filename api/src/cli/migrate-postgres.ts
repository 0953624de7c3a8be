// Copies a SQLite DATA_DIR into PostgreSQL (DATABASE_URL) and, with
// OBJECT_STORE=s3, its documents' objects into the S3 bucket; then verifies
// the copy:  npm run migrate:postgres -- <DATA_DIR>
// The target is configured as for the server (loadSettings). The SQLite
// file is only read. Exits 0 only when the verification finds nothing.
import { join, resolve } from 'node:path';
import { loadSettingsOrExit } from '../config';
import { openPostgres } from '../db/connection';
import { copyToPostgres, openSource } from '../db/copy-to-postgres';
import { systemClock } from '../lib/clock';
import { createDiskObjectStore } from '../lib/object-store';
import { createS3ObjectStore } from '../lib/s3-object-store';

const [dataDirArg] = process.argv.slice(2);
if (!dataDirArg) {
  console.error('Usage: DATABASE_URL=postgres://… [OBJECT_STORE=s3 S3_…] npm run migrate:postgres -- <DATA_DIR of the SQLite installation>');
  process.exit(2);
}

async function main(dataDir: string): Promise<number> {
  const { server } = loadSettingsOrExit(process.env);
  if (!server.database.url) {
    console.error('DATABASE_URL is not set: set it to the PostgreSQL database to copy into, e.g. postgres://lender:secret@db.internal:5432/lender');
    return 2;
  }
  const source = openSource(dataDir);
  const { db } = openPostgres({ url: server.database.url, poolSize: 2 });
  try {
    const from = createDiskObjectStore({ root: join(resolve(dataDir), 'objects') });
    const settings = server.objectStore;
    const to = settings.kind === 's3' ? await createS3ObjectStore({ ...settings, clock: systemClock }) : null;
    const { objectsCopied, verification } = await copyToPostgres({ source, db, from, to });
    console.log('Table                        SQLite  PostgreSQL');
    for (const { table, source: n, target } of verification.counts) console.log(`${table.padEnd(28)} ${String(n).padStart(7)} ${String(target).padStart(11)}`);
    console.log(
      to
        ? `Objects: ${objectsCopied} copied to the S3 bucket ${settings.kind === 's3' ? settings.bucket : ''}.`
        : `Objects: OBJECT_STORE is local, so they stay where they are, in ${join(resolve(dataDir), 'objects')}: keep that DATA_DIR for the server.`,
    );
    console.log(`Audit chain: ${verification.auditEntries} entries verified on PostgreSQL.`);
    console.log(`Objects checked in the target store: ${verification.objectsChecked}.`);
    if (verification.problems.length > 0) {
      console.error(`The copy does NOT match the source:\n${verification.problems.map((problem) => `  ${problem}`).join('\n')}`);
      return 1;
    }
    console.log('Verified: every row count, every ledger sum, the audit chain and every document object match.');
    return 0;
  } finally {
    source.close();
    await db.destroy();
  }
}

try {
  process.exitCode = await main(dataDirArg);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
