// Erases the ID images, personal fields and complaint texts and images of
// borrowers' accounts closed more than RETENTION_YEARS ago (decision 023), on DATA_DIR or DATABASE_URL and
// the configured object store, as for the server; an account whose records
// an AML hold still keeps is left alone and named, with the day it ends (decision 069):
//   npm run retention -- --dry-run   what it would do; changes nothing
//   npm run retention -- --apply     does it, and writes each erasure to the audit log
import { join, resolve } from 'node:path';
import pino from 'pino';
import { loadSettingsOrExit } from '../config';
import { openDatabase } from '../db/connection';
import { applyRetention, planRetention } from '../features/privacy';
import { systemClock } from '../lib/clock';
import { createDiskObjectStore } from '../lib/object-store';
import { createS3ObjectStore } from '../lib/s3-object-store';

const mode = process.argv[2];
if (process.argv.length !== 3 || (mode !== '--dry-run' && mode !== '--apply')) {
  console.error('Usage: npm run retention -- --dry-run | --apply');
  process.exit(2);
}
const { server } = loadSettingsOrExit(process.env);
const dataDir = resolve(server.dataDir);
const { db } = openDatabase({ url: server.database.url, poolSize: 2, file: join(dataDir, 'app.db') });
try {
  const years = server.retentionYears;
  const now = systemClock.now();
  const reasons = { open_loan: 'has an open loan', wallet_balance: 'has money in the wallet', aml_hold: 'its records are held by an AML hold' };
  const why = (skipped: { reason: keyof typeof reasons; heldUntil?: string }) => (skipped.heldUntil ? `${reasons[skipped.reason]} until ${skipped.heldUntil.slice(0, 10)}` : reasons[skipped.reason]);
  const erasedParts = (counts: { images: number; complaints: number; complaintMessages: number; evidenceImages: number }) =>
    `personal fields, ${counts.images} ID image(s), the texts of ${counts.complaints} complaint(s) and ${counts.complaintMessages} staff message(s) on them, and ${counts.evidenceImages} complaint image(s)`;
  if (mode === '--dry-run') {
    const plan = await planRetention(db, { now, years });
    console.log(`Dry run: accounts closed on or before ${plan.cutoff} (RETENTION_YEARS=${years}). Nothing was changed.`);
    for (const due of plan.due) console.log(`Would erase member ${due.userId} (closed ${due.closedAt}): ${erasedParts(due)}.`);
    for (const skipped of plan.skipped) console.log(`Would keep member ${skipped.userId} (closed ${skipped.closedAt}): ${why(skipped)}.`);
    console.log(`${plan.due.length} account(s) would be erased, ${plan.skipped.length} kept.`);
  } else {
    const objectSettings = server.objectStore;
    const objects =
      objectSettings.kind === 's3' ? await createS3ObjectStore({ ...objectSettings, clock: systemClock }) : createDiskObjectStore({ root: join(dataDir, 'objects') });
    const result = await applyRetention({ db, objects, logger: pino({ level: server.logLevel }) }, { now, years });
    for (const erased of result.erased) console.log(`Erased member ${erased.userId} as ${erased.reference}: ${erasedParts({ ...erased, images: erased.imagesDeleted })}.`);
    for (const skipped of result.skipped) console.log(`Kept member ${skipped.userId} (closed ${skipped.closedAt}): ${why(skipped)}.`);
    console.log(`${result.erased.length} account(s) erased, ${result.skipped.length} kept. Each erasure is in the audit log (privacy.retention_erase).`);
  }
} finally {
  await db.destroy();
}
