import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/connection';
import { TRIGGER_MADE_TABLES } from '../db/migrations';

/** The store this test project runs on: the api project SQLite, api-postgres PostgreSQL (vitest.postgres.config.ts). */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** The migrated database every test database is copied from (postgres-global-setup.ts). */
export const TEMPLATE_DATABASE = 'lender_template';

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's own database (create and drop database cannot run in a transaction). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database (a server under test migrates it itself); returns its name. */
export async function createEmptyDatabase(serverUrl: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  return name;
}

export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/** Every row of every table of the app (not the migrator's), table by table in creation order, so foreign keys hold when loaded. */
export type TableRows = [table: string, rows: Record<string, unknown>[]][];

async function appTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select relname as name from pg_class
    where relkind = 'r' and relnamespace = 'public'::regnamespace and relname not like 'kysely_%' order by oid`.execute(db);
  return rows.map((row) => row.name);
}

export async function captureRows(db: Db): Promise<TableRows> {
  const captured: TableRows = [];
  for (const table of await appTables(db)) {
    // Every table's first column is its key.
    captured.push([table, (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db)).rows]);
  }
  return captured;
}

/*
 * A CREATE DATABASE costs about a second on a loaded 2-core machine, and the
 * suite opens hundreds of test contexts. So each test file keeps the
 * databases it created (vitest loads this module afresh per file) and hands
 * a closed context's database to the next one, emptied and loaded with the
 * rows that context starts from.
 */
const idle: string[] = [];
const created: string[] = [];
/** The rows of a freshly migrated database (the audit head, the device-cookie key). */
let migratedRows: TableRows | null = null;

/** A database of this test file's own, holding exactly `rows` (a seed), or a freshly migrated one's. */
export async function takeTestDatabase(serverUrl: string, open: (name: string) => Db, rows: TableRows | null): Promise<{ name: string; db: Db }> {
  const reused = idle.pop();
  const name = reused ?? `test_${randomBytes(6).toString('hex')}`;
  if (!reused) {
    await onServer(serverUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
    created.push(name);
  }
  const db = open(name);
  migratedRows ??= await captureRows(db);
  if (reused || rows) await load(db, rows ?? migratedRows);
  return { name, db };
}

export function returnTestDatabase(name: string): void {
  idle.push(name);
}

export async function dropTestDatabases(serverUrl: string): Promise<void> {
  idle.length = 0;
  for (const name of created.splice(0)) await dropTestDatabase(serverUrl, name);
}

async function load(db: Db, rows: TableRows): Promise<void> {
  const tables = rows.map(([table]) => table);
  const identities = await sql<{ table: string; sequence: string }>`
    select table_name as "table", pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns where table_schema = 'public' and is_identity = 'YES'`.execute(db);
  await db.transaction().execute(async (trx) => {
    await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} restart identity`.execute(trx);
    for (const [table, tableRows] of rows) {
      // The loaded rows' versions replace the ones the triggers wrote while the other tables were loaded.
      if (TRIGGER_MADE_TABLES.includes(table)) await sql`delete from ${sql.table(table)}`.execute(trx);
      if (tableRows.length === 0) continue;
      await trx.insertInto(table as 'users').values(tableRows as never[]).execute();
      // Rows were loaded with their ids: the next id follows the largest.
      const sequence = identities.rows.find((identity) => identity.table === table)?.sequence;
      if (sequence) await sql`select setval(${sequence}, (select max(id) from ${sql.table(table)}))`.execute(trx);
    }
  });
}
