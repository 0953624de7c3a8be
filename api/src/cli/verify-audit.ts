// Checks the hash chain of the audit log: `npm run audit:verify` (DATA_DIR, or DATABASE_URL, as for the server).
import { join, resolve } from 'node:path';
import { loadSettingsOrExit } from '../config';
import { openDatabase } from '../db/connection';
import { verifyAuditChain } from '../features/audit';

const { server } = loadSettingsOrExit(process.env);
const { db } = openDatabase({ url: server.database.url, poolSize: 1, file: join(resolve(server.dataDir), 'app.db') });
const result = await verifyAuditChain(db);
await db.destroy();
if (result.isValid) {
  console.log(`Audit chain intact: ${result.checked} entries verified.`);
} else {
  console.error(`Audit chain BROKEN after ${result.checked} good entries: ${result.problem}`);
  process.exit(1);
}
