import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type DatabaseConnection,
  type Dialect,
  type MigrationProvider,
  type SqliteDatabase as KyselySqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { createLru } from '../lib/lru';
import { ColumnNamesPlugin } from './column-names';
import { dialectOf } from './dialect';
import { migrations } from './migrations';
import { postgresMigrations } from './migrations-postgres';
import { ReadCaches, type SpeedMechanism } from './read-caches';
import type { Database, Db } from './schema';

export type { Db } from './schema';

/** The dialect, with each transaction's BEGIN replaced by `begin(connection, theDriversOwnBegin)`. */
function withBegin(dialect: Dialect, begin: (connection: DatabaseConnection, ownBegin: () => Promise<void>) => Promise<void>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver() {
      const driver = dialect.createDriver();
      const ownBegin = driver.beginTransaction.bind(driver);
      driver.beginTransaction = (connection, settings) => begin(connection, () => ownBegin(connection, settings));
      return driver;
    },
  };
}

// Write transactions take SQLite's write lock at BEGIN, so two requests that
// read-then-write (balance checks, audit chain) never interleave, and a
// second process waits on busy_timeout instead of failing mid-transaction.
const beginImmediate = (connection: DatabaseConnection) => connection.executeQuery(CompiledQuery.raw('begin immediate')).then(() => undefined);

/** Distinct SQL texts whose prepared statements are kept (they differ by `in (?, ?, …)` list lengths, so the set is open-ended). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely's driver sees it, with each statement
 * prepared once per SQL text and reused: the driver prepares anew on every
 * query, which cost about a tenth of the CPU of a session lookup. Reuse is
 * safe because the driver hands its one connection to one query at a time
 * and runs each statement to completion (`all` or `run`), inside a
 * transaction or not; better-sqlite3 re-prepares a statement by itself when
 * a migration changes the schema under it. Least recently used texts are
 * dropped beyond `capacity`.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, capacity = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const statements = createLru<string, SqliteDatabase.Statement>(capacity);
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}

export interface OpenedSqlite {
  db: Db;
  sqlite: SqliteDatabase.Database;
  reads: ReadCaches;
}

/** `speedOff`: speed mechanisms the database is opened without (SPEED_MECHANISMS_OFF, measurements only, decision 076). */
export function openSqlite({ file, speedOff }: { file: string; speedOff?: ReadonlySet<SpeedMechanism> }): OpenedSqlite {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const reads = new ReadCaches({ sqlite, prepare: (sqlText) => statements.prepare(sqlText) as SqliteDatabase.Statement }, speedOff);
  const db = new Kysely<Database>({
    dialect: withBegin(new SqliteDialect({ database: statements }), beginImmediate),
    plugins: [new ColumnNamesPlugin(), reads],
  });
  return { db, sqlite, reads };
}

/*
 * PostgreSQL's counterpart of BEGIN IMMEDIATE (decision 017): every write
 * transaction first takes one transaction-scoped advisory lock, so
 * transactions that read then write (the ledger post, the available-balance
 * check, the audit chain's head, a loan's postings) run one after another
 * across every connection and every instance, as they do on SQLite.
 * Statements outside a transaction and plain reads do not wait for it.
 */
const WRITER_LOCK = 0x6c656e64; // 'lend'

async function beginWithWriterLock(connection: DatabaseConnection, ownBegin: () => Promise<void>): Promise<void> {
  await ownBegin();
  await connection.executeQuery(CompiledQuery.raw(`select pg_advisory_xact_lock(${WRITER_LOCK})`));
}

const TIMESTAMPTZ_OID = 1184;
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * What the services see is what SQLite gives them: integers as numbers
 * (bigint centavos and counts stay far below 2^53, about 90 trillion pesos,
 * so Number is exact) and timestamps as ISO 8601 strings in UTC
 * (`2026-11-21T02:00:00.000Z`), the form they are written in; a date as
 * its `YYYY-MM-DD` text.
 */
function typeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === INT8_OID || oid === NUMERIC_OID) return Number;
  if (oid === DATE_OID) return String;
  if (oid === TIMESTAMPTZ_OID) return (value) => new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
  return pg.types.getTypeParser(oid, format as 'text');
}

export function openPostgres({
  url,
  poolSize,
  onIdleError = () => undefined,
  speedOff,
}: {
  url: string;
  poolSize: number;
  speedOff?: ReadonlySet<SpeedMechanism>;
  /** An idle pooled connection ended by the server (restart, failover, terminate); the pool has already dropped it. */
  onIdleError?: (error: Error) => void;
}): { db: Db; pool: pg.Pool; reads: ReadCaches } {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // The session's zone is UTC, so a timestamp written as text or read back is the instant the app meant.
    options: '-c TimeZone=UTC',
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
  });
  // Without a listener, node-postgres rethrows it as an uncaught exception and the process dies.
  pool.on('error', onIdleError);
  const reads = new ReadCaches(null, speedOff);
  const db = new Kysely<Database>({
    dialect: withBegin(new PostgresDialect({ pool }), beginWithWriterLock),
    plugins: [new ColumnNamesPlugin(), reads],
  });
  return { db, pool, reads };
}

/** DATABASE_URL when set (PostgreSQL), else the SQLite file in DATA_DIR. */
export function openDatabase({
  url,
  poolSize,
  file,
  onIdleError,
  speedOff,
}: {
  url: string | null;
  poolSize: number;
  file: string;
  onIdleError?: (error: Error) => void;
  speedOff?: ReadonlySet<SpeedMechanism>;
}): { db: Db; reads: ReadCaches } {
  return url ? openPostgres({ url, poolSize, ...(onIdleError ? { onIdleError } : {}), ...(speedOff ? { speedOff } : {}) }) : openSqlite({ file, ...(speedOff ? { speedOff } : {}) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const list = dialectOf(db) === 'postgres' ? postgresMigrations : migrations;
  const provider: MigrationProvider = { getMigrations: async () => list };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
