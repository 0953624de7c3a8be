import type { Centavos } from '@app/domain';
import type SqliteDatabase from 'better-sqlite3';
import type { CompiledQuery, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { createLru, type Lru } from '../lib/lru';
import type { Db, UserRow } from './schema';

/** SQLite's one connection, for reads that skip Kysely's driver (decision 026). */
export type DirectReader = {
  sqlite: SqliteDatabase.Database;
  prepare: (sql: string) => SqliteDatabase.Statement;
};

/** What /api/auth/me adds to the member's row; `until`: the instant (ms) from which time alone changes it (a code running out). */
export type Standing = { reserved: Centavos; hasAllDocuments: boolean; until: number };

export type MemberEntry = { version: number; user: UserRow; standing: Standing | null };

/**
 * The speed mechanisms a server can be started without (SPEED_MECHANISMS_OFF,
 * decision 076), so that the figure each buys is measured with and without
 * it on the same build: the hot reads (decision 030), the member cache and
 * the direct reads (026), the queries compiled once (019). Every one changes
 * only how fast an answer comes, never the answer (hot-reads.test.ts,
 * member-cache.test.ts).
 */
export const SPEED_MECHANISMS = ['hot-reads', 'member-cache', 'direct-reads', 'compile-once'] as const;
export type SpeedMechanism = (typeof SPEED_MECHANISMS)[number];

/** About 2 KB each: 20,000 members online at once hold about 40 MB. */
const MEMBER_CAPACITY = 20_000;

/**
 * What the speed mechanisms keep per database (issue 30, item 8; decision
 * 048): the SQL of each query compiled once (decision 019), the SQLite
 * connection and each statement's renamed column names for direct reads,
 * and the members served recently (decision 026). One object, made where
 * the database is opened and held in AppDeps (`deps.reads`): no module
 * keeps state of its own, and each database a test opens has its own.
 *
 * It travels with the database as a Kysely plugin that changes nothing,
 * because a plugin is what a Kysely instance shares with every transaction
 * it opens: the queries of every service, which take `db` (or a
 * transaction) first, find it without another parameter.
 */
export class ReadCaches implements KyselyPlugin {
  /** Per compileOnce query (its `build` function): the SQL and parameters, compiled once for this database's dialect. */
  readonly compiled = new Map<object, CompiledQuery<unknown>>();
  /** Per prepared statement: the row's keys, renamed once. */
  readonly columnKeys = new WeakMap<SqliteDatabase.Statement, string[]>();
  readonly members: Lru<number, MemberEntry> = createLru<number, MemberEntry>(MEMBER_CAPACITY);

  /** SQLite's connection; null on PostgreSQL, whose reads take a pooled connection anyway, or when the direct reads are off. */
  readonly direct: DirectReader | null;

  /** `off`: the mechanisms this database is opened without (measurements only, decision 076). */
  constructor(
    direct: DirectReader | null,
    readonly off: ReadonlySet<SpeedMechanism> = new Set(),
  ) {
    this.direct = off.has('direct-reads') ? null : direct;
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/** The caches of the database `db` belongs to (itself or one of its transactions). */
export function readCachesOf(db: Db): ReadCaches {
  for (const plugin of db.getExecutor().plugins) if (plugin instanceof ReadCaches) return plugin;
  throw new Error('readCachesOf: the database was not opened by db/connection.ts');
}
