// Lives a loan book through the app's own routes with an injected clock (issue 31, decision 071):
//   npm run simulate -- <dataDir> [months=6] [borrowers=2000]
// Into <dataDir>'s SQLite file, or with DATABASE_URL set into that (empty) PostgreSQL database
// (the ID images go to <dataDir>'s object store either way). Deterministic: the same arguments give the same books.
// Exits 1 when the books do not reconcile or a month's statements do not foot; 2 on bad arguments or a folder that is not empty.
import { sql } from 'kysely';
import { join, resolve } from 'node:path';
import { loadSettingsOrExit } from '../config';
import { createLogger, openDataDir } from '../deps';
import { createDiskObjectStore } from '../lib/object-store';
import { SimulationRefusedError, simulateLoanBook, type SimulationReport } from '../simulate/simulate.service';

const USAGE = 'Usage: npm run simulate -- <dataDir> [months=6] [borrowers=2000]';
const [dataDirArg, monthsArg, borrowersArg, ...rest] = process.argv.slice(2);
if (!dataDirArg || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
const months = monthsArg === undefined ? 6 : Number(monthsArg);
const borrowers = borrowersArg === undefined ? 2000 : Number(borrowersArg);

const { config, server } = loadSettingsOrExit({ ...process.env, DATA_DIR: dataDirArg });
const { deps, database } = await openDataDir({ dataDir: dataDirArg, database: { url: server.database.url, poolSize: 2 }, config, logger: createLogger('warn'), objectStore: server.objectStore });
// A new folder: a crash means running again, so the simulation's SQLite writes skip the fsyncs that make the server durable.
if (!server.database.url) await sql`pragma synchronous = off`.execute(database.db);
const started = performance.now();
const where = server.database.url ? 'the PostgreSQL database at DATABASE_URL' : resolve(dataDirArg);
try {
  console.log(`Simulating ${months} months of ${borrowers} borrowers into ${where} …`);
  const report = await simulateLoanBook({
    db: database.db,
    // A new folder: a crash means running again, so its ID images skip the fsyncs too.
    objects: server.objectStore.kind === 'local' ? createDiskObjectStore({ root: join(resolve(dataDirArg), 'objects'), isDurable: false }) : deps.objects,
    config,
    months,
    borrowers,
    mainAdmin: { email: server.mainAdminEmail, password: server.mainAdminPassword },
    progress: (line) => console.log(`  ${line} — ${((performance.now() - started) / 1000).toFixed(0)} s`),
  });
  console.log(summary(report, (performance.now() - started) / 1000, dataDirArg));
  if (!report.ok) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof SimulationRefusedError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await deps.live.close();
  await database.db.destroy();
}

function summary(report: SimulationReport, seconds: number, dataDir: string): string {
  const money = (pesos: number) => `PHP ${pesos.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const lines = [
    '',
    `Simulated ${report.months[0]} to ${report.months[report.months.length - 1]} in ${seconds.toFixed(1)} s.`,
    `Borrowers: ${report.borrowers}`,
    `Loans by state: ${Object.entries(report.loansByStatus).map(([status, count]) => `${status} ${count}`).join(', ')}`,
    `Events: ${Object.entries(report.events).map(([what, count]) => `${what} ${count}`).join(', ')}`,
    `Money out: ${money(report.disbursed)} paid out to wallets, ${money(report.moneyOut)} withdrawn to banks. Money in: ${money(report.moneyIn)} of payments.`,
    `Journal entries: ${report.journalEntries}`,
    `Trial balance at ${report.trialBalance.at}: debits ${money(report.trialBalance.totalDebit)}, credits ${money(report.trialBalance.totalCredit)}`,
    `Reconciliation: ${report.reconciliation.ok ? 'ok (zero)' : `NOT ZERO ${JSON.stringify(report.reconciliation.differences)}`}`,
    ...report.statements.map(
      (month) => `Statements ${month.month}: ${month.entries} entries, total assets ${money(month.totalAssets)}, net income ${money(month.netIncome)} — ${month.foots ? 'foot' : 'DO NOT FOOT'}`,
    ),
    '',
    `Open the back office: DATA_DIR=${dataDir} npm run serve`,
    report.signIn.mainAdmin.password === null
      ? `Main admin: ${report.signIn.mainAdmin.email} (the password of MAIN_ADMIN_PASSWORD)`
      : `Main admin: ${report.signIn.mainAdmin.email}\nPassword (shown once, change it after signing in): ${report.signIn.mainAdmin.password}`,
    `Staff (each enrols an authenticator app at the first sign-in), password (shown once): ${report.signIn.password}`,
    ...report.signIn.staff.map((member) => `  ${member.email}  ${member.duties.join(', ')}`),
    ...(report.signIn.borrowerEmail ? [`Borrowers (${report.borrowers}, e.g. ${report.signIn.borrowerEmail}) sign in with the same password.`] : []),
  ];
  return lines.join('\n');
}
