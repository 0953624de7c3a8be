import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { verifyAuditChain } from '../features/audit';
import { ledgerProblems } from '../ledger-problems';
import type { ObjectStore } from '../lib/object-store';
import { migrateToLatest, type Db } from './connection';
import { migrations, TRIGGER_MADE_TABLES } from './migrations';

/*
 * Copies a SQLite DATA_DIR into PostgreSQL (issue 13): `npm run
 * migrate:postgres`. The SQLite file is opened read-only; the copy is one
 * transaction (under the writer lock, as every write is), so a failure
 * leaves the target as empty as it was.
 */

/** SQLite's own tables and the FTS5 search (PostgreSQL searches with pg_trgm), and the migrators' tables: each store has its own. */
const isSqliteOnly = (table: string) => table === 'sqlite_sequence' || table === 'users_search' || table.startsWith('users_search_') || table.startsWith('kysely_');

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 30_000;
const MAX_BATCH_ROWS = 1_000;

interface TableCount {
  table: string;
  source: number;
  target: number;
}

export interface Verification {
  counts: TableCount[];
  /** Everything that differs; empty when the copy is whole. */
  problems: string[];
  auditEntries: number;
  objectsChecked: number;
}

export function openSource(dataDir: string): SqliteDatabase.Database {
  const file = join(resolve(dataDir), 'app.db');
  if (!existsSync(file)) throw new Error(`${file} does not exist: give the DATA_DIR of the SQLite installation to copy.`);
  return new SqliteDatabase(file, { readonly: true, fileMustExist: true });
}

/** The app's tables of the target, in creation order, so that each table's foreign keys point to tables loaded before it. */
async function targetTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select relname as name from pg_class
    where relkind = 'r' and relnamespace = 'public'::regnamespace and relname not like 'kysely_%' order by oid`.execute(db);
  return rows.map((row) => row.name);
}

function sourceTables(source: SqliteDatabase.Database): string[] {
  const rows = source.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as { name: string }[];
  return rows.map((row) => row.name).filter((name) => !isSqliteOnly(name));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function sourceCount(source: SqliteDatabase.Database, table: string): number {
  return (source.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n;
}

async function targetCount(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Refuses what cannot be copied whole: an older SQLite schema, or tables one side lacks. */
function checkSchemas(source: SqliteDatabase.Database, tables: string[]): void {
  const applied = new Set((source.prepare('select name from kysely_migration').all() as { name: string }[]).map((row) => row.name));
  const missing = Object.keys(migrations).filter((name) => !applied.has(name));
  if (missing.length > 0) {
    throw new Error(`The SQLite database lacks migrations ${missing.join(', ')}: start the server (npm start) on this DATA_DIR once to bring it up to date, then migrate.`);
  }
  const fromSource = sourceTables(source);
  const onlySource = fromSource.filter((table) => !tables.includes(table));
  const onlyTarget = tables.filter((table) => !fromSource.includes(table));
  if (onlySource.length > 0 || onlyTarget.length > 0) {
    throw new Error(`The two schemas differ: only in SQLite: ${onlySource.join(', ') || 'none'}; only in PostgreSQL: ${onlyTarget.join(', ') || 'none'}.`);
  }
}

/** Tables the PostgreSQL migrations fill with their own rows (keys, the default chart, the FATF lists, the non-working days): the source's replace them. */
const FILLED_BY_MIGRATION = ['server_keys', 'accounts', 'fatf_jurisdictions', 'non_working_days'];
/** Rows the PostgreSQL migrations write themselves; the source's replace them. */
const MADE_BY_MIGRATION = ['audit_head', ...FILLED_BY_MIGRATION];

/** Empty means as a fresh migration leaves it: an audit head that counts no entries, the server's keys, the default chart of accounts, the FATF lists it ships (decision 069), nothing else. */
async function refuseNonEmpty(db: Db, tables: string[]): Promise<void> {
  const filled: string[] = [];
  // The chart the migration ships is replaced by the source's; the journal, checked below, says whether the books were used.
  for (const table of tables.filter((name) => !FILLED_BY_MIGRATION.includes(name))) {
    const n = table === 'audit_head'
      ? Number((await sql<{ n: number }>`select count(*) as n from audit_head where entry_count > 0`.execute(db)).rows[0]?.n ?? 0)
      : await targetCount(db, table);
    if (n > 0) filled.push(`${table}: ${n} rows`);
  }
  if (filled.length > 0) {
    throw new Error(`The PostgreSQL database at DATABASE_URL is not empty (${filled.join(', ')}). Nothing was copied: migrate into a new, empty database.`);
  }
}

async function copyTables(db: Db, source: SqliteDatabase.Database, tables: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await refuseNonEmpty(trx, tables);
    // The migration's audit head (no entries yet), device-cookie key, chart and FATF lists give way to the source's: its cookies stay valid, its chart and lists are its own.
    for (const table of MADE_BY_MIGRATION) await sql`delete from ${sql.table(table)}`.execute(trx);
    for (const table of tables) {
      // The source's versions replace the ones the triggers wrote during the copy (decision 025), so versions only go on.
      if (TRIGGER_MADE_TABLES.includes(table)) await sql`delete from ${sql.table(table)}`.execute(trx);
      const columns = (source.prepare(`select name from pragma_table_info(?) order by cid`).all(table) as { name: string }[]).map((row) => row.name);
      const batch = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
      const columnList = sql.join(columns.map((column) => sql.ref(column)));
      let rows: unknown[][] = [];
      const flush = async () => {
        if (rows.length === 0) return;
        await sql`insert into ${sql.table(table)} (${columnList}) values ${sql.join(rows.map((row) => sql`(${sql.join(row)})`))}`.execute(trx);
        rows = [];
      };
      // Ids are kept: rows go in key order, so a row referring to an earlier row of its table (a reversal) finds it.
      for (const row of source.prepare(`select * from ${quote(table)} order by 1`).raw().iterate()) {
        rows.push(row as unknown[]);
        if (rows.length >= batch) await flush();
      }
      await flush();
    }
    // New rows must not collide with the copied ids: each identity continues after its table's largest.
    const identities = await sql<{ table: string; column: string; sequence: string }>`
      select table_name as "table", column_name as "column", pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
      from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`.execute(trx);
    for (const { table, column, sequence } of identities.rows) {
      await sql`select setval(${sequence}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
    }
  });
}

/** The object keys of every document, with the size the database recorded. */
function documentObjects(source: SqliteDatabase.Database): { key: string; size: number; isDeleted: boolean }[] {
  const rows = source.prepare('select object_key as key, size, deleted_at as deletedAt from documents order by id').all() as { key: string; size: number; deletedAt: string | null }[];
  return rows.map((row) => ({ key: row.key, size: row.size, isDeleted: row.deletedAt !== null }));
}

async function sizeIn(store: ObjectStore, key: string): Promise<number | null> {
  const object = await store.open(key);
  if (!object) return null;
  await object.body.cancel();
  return object.size;
}

/** Copies each document's object that the source holds; returns how many were copied. */
async function copyObjects({ source, from, to }: { source: SqliteDatabase.Database; from: ObjectStore; to: ObjectStore }): Promise<number> {
  let copied = 0;
  for (const { key } of documentObjects(source)) {
    const object = await from.open(key);
    if (!object) continue;
    await to.put(key, new Uint8Array(await new Response(object.body).arrayBuffer()));
    copied += 1;
  }
  return copied;
}

/**
 * Compares the target with the source: row counts per table, the ledger
 * rules (every balance the sum of its entries, loan transactions against
 * the ledger), the money in total, the audit chain, and every document's
 * object in the target store at its recorded size.
 */
export async function verifyCopy({ source, db, objects }: { source: SqliteDatabase.Database; db: Db; objects: ObjectStore }): Promise<Verification> {
  const problems: string[] = [];
  const counts: TableCount[] = [];
  for (const table of sourceTables(source)) {
    const count = { table, source: sourceCount(source, table), target: await targetCount(db, table) };
    counts.push(count);
    if (count.source !== count.target) problems.push(`${table}: ${count.source} rows in SQLite, ${count.target} in PostgreSQL`);
  }
  problems.push(...(await ledgerProblems(db)));
  const sourceMoney = source.prepare('select (select coalesce(sum(wallet_balance_centavos), 0) from users) as wallets, (select coalesce(sum(amount_centavos), 0) from ledger_entries) as entries').get() as { wallets: number; entries: number };
  const { rows } = await sql<{ wallets: number; entries: number }>`select (select coalesce(sum(wallet_balance_centavos), 0) from users) as wallets, (select coalesce(sum(amount_centavos), 0) from ledger_entries) as entries`.execute(db);
  const targetMoney = { wallets: Number(rows[0]?.wallets), entries: Number(rows[0]?.entries) };
  if (targetMoney.wallets !== sourceMoney.wallets) problems.push(`wallets hold ${targetMoney.wallets} centavos in PostgreSQL, ${sourceMoney.wallets} in SQLite`);
  if (targetMoney.entries !== sourceMoney.entries) problems.push(`ledger entries sum to ${targetMoney.entries} centavos in PostgreSQL, ${sourceMoney.entries} in SQLite`);
  const audit = await verifyAuditChain(db);
  if (!audit.isValid) problems.push(`audit chain broken after ${audit.checked} good entries: ${audit.problem}`);
  let objectsChecked = 0;
  for (const { key, size, isDeleted } of documentObjects(source)) {
    const found = await sizeIn(objects, key);
    // A deleted document may have lost its bytes already; a live one may not.
    if (found === null && isDeleted) continue;
    objectsChecked += 1;
    if (found === null) problems.push(`object ${key}: missing from the target store`);
    else if (found !== size) problems.push(`object ${key}: ${found} bytes in the target store, ${size} recorded`);
  }
  return { counts, problems, auditEntries: audit.checked, objectsChecked };
}

/**
 * Migrates the target to the latest PostgreSQL schema, refuses it unless
 * empty, copies every table and (when `to` is another store) every
 * document's object, then verifies.
 */
export async function copyToPostgres({ source, db, from, to }: { source: SqliteDatabase.Database; db: Db; from: ObjectStore; to: ObjectStore | null }): Promise<{ objectsCopied: number; verification: Verification }> {
  await migrateToLatest(db);
  const tables = await targetTables(db);
  checkSchemas(source, tables);
  await refuseNonEmpty(db, tables);
  const objectsCopied = to ? await copyObjects({ source, from, to }) : 0;
  await copyTables(db, source, tables);
  // The planner's statistics of the freshly loaded tables, and their visibility
  // maps, without which an index-only scan still reads every row it skips
  // (deep pages of the admin lists); autovacuum would take its time.
  await sql`vacuum (analyze)`.execute(db);
  return { objectsCopied, verification: await verifyCopy({ source, db, objects: to ?? from }) };
}
