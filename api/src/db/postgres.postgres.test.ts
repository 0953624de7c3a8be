import { centavos } from '@app/domain';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestContext, insertUser, uniqueEmail } from '../test/harness';
import { nameOrContactMatch } from '../lib/paging';
import { createEmptyDatabase, databaseUrl, dropTestDatabase } from '../test/postgres-databases';
import { migrateToLatest, openPostgres, openSqlite } from './connection';
import { migrations } from './migrations';
import { postgresMigrations } from './migrations-postgres';

// Issue 13: what the services see on PostgreSQL is what they see on SQLite.

describe('PostgreSQL types as the services see them', () => {
  it('reads bigint centavos, counts and sums as numbers, exact above 2^31', async () => {
    const ctx = await createTestContext();
    const id = await insertUser(ctx, { email: uniqueEmail('rich'), passwordHash: 'not used', fullName: 'Rich Member', contactNumber: '+639171234567', role: 'borrower' });
    await ctx.db.updateTable('users').set({ walletBalanceCentavos: centavos(900_000_000_000_01) }).where('id', '=', id).execute();
    const row = await ctx.db.selectFrom('users').select('walletBalanceCentavos').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.walletBalanceCentavos).toBe(900_000_000_000_01);
    const { rows } = await sql<{ total: unknown; n: unknown }>`select sum(wallet_balance_centavos) as total, count(*) as n from users`.execute(ctx.db);
    expect(rows[0]).toEqual({ total: 900_000_000_000_01, n: 1 });
    // Back to an empty wallet, so the ledger invariants (balance = sum of entries) hold.
    await ctx.db.updateTable('users').set({ walletBalanceCentavos: centavos(0) }).where('id', '=', id).execute();
  });

  it('reads timestamptz back as the ISO 8601 UTC text it was written as, and a date as YYYY-MM-DD', async () => {
    const ctx = await createTestContext();
    const id = await insertUser(ctx, { email: uniqueEmail('time'), passwordHash: 'not used', fullName: 'Time Member', contactNumber: '+639171234567', role: 'borrower' });
    for (const written of ['2026-11-21T02:00:00.123Z', '1999-12-31T23:59:59.999Z', '2026-03-01T00:00:00.000Z']) {
      await ctx.db.updateTable('users').set({ personalDetailsAt: written }).where('id', '=', id).execute();
      const row = await ctx.db.selectFrom('users').select('personalDetailsAt').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.personalDetailsAt).toBe(written);
    }
    // Written with an offset, it is the same instant, read in UTC.
    await sql`update users set personal_details_at = '2026-11-21 10:00:00+08' where id = ${id}`.execute(ctx.db);
    expect((await ctx.db.selectFrom('users').select('personalDetailsAt').where('id', '=', id).executeTakeFirstOrThrow()).personalDetailsAt).toBe('2026-11-21T02:00:00.000Z');
    const { rows } = await sql<{ day: unknown }>`select date '2026-07-15' as day`.execute(ctx.db);
    expect(rows[0]?.day).toBe('2026-07-15');
  });
});

describe("'Search by Name / Contact #' on PostgreSQL", () => {
  it('is served by the pg_trgm GIN indexes, for the name and the number', async () => {
    const ctx = await createTestContext();
    await insertUser(ctx, { email: uniqueEmail('member'), passwordHash: 'not used', fullName: 'Juan dela Cruz', contactNumber: '+639171234567', role: 'borrower' });
    const query = ctx.db.selectFrom('users').select('id').where(nameOrContactMatch(ctx.db, '0917 123')).compile();
    const plan = await ctx.db.transaction().execute(async (trx) => {
      // A table this small is read whole; forbid that to see what serves the predicate.
      await sql`set local enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_search_name');
    expect(plan).toContain('users_search_contact');
    const found = await ctx.db.selectFrom('users').select('fullName').where(nameOrContactMatch(ctx.db, 'DELA cruz')).execute();
    expect(found).toEqual([{ fullName: 'Juan dela Cruz' }]);
  });
});

describe('the two migration lists', () => {
  it('give both stores the same tables and columns', async () => {
    const ctx = await createTestContext();
    const { rows } = await sql<{ tableName: string; columnName: string }>`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%' order by table_name, column_name`.execute(ctx.db);
    const onPostgres = rows.map((row) => `${row.tableName}.${row.columnName}`);
    const dir = mkdtempSync(join(tmpdir(), 'lender-schema-'));
    const { db, sqlite } = openSqlite({ file: join(dir, 'app.db') });
    try {
      await migrateToLatest(db);
      // FTS5's search index (a virtual table and its shadow tables) is SQLite's own; pg_trgm indexes stand for it.
      const tables = sqlite.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name not like 'users_search%'`).all() as { name: string }[];
      const onSqlite = tables.flatMap(({ name }) => (sqlite.prepare(`select name from pragma_table_info(?)`).all(name) as { name: string }[]).map((column) => `${name}.${column.name}`));
      expect([...onPostgres].sort()).toEqual(onSqlite.sort());
      expect(onPostgres).toContain('loan_transactions.ledger_entry_id');
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('name every SQLite migration after 007 on PostgreSQL too (one list starts with the schema of 007)', () => {
    const later = (names: string[]) => names.filter((name) => name >= '008');
    expect(later(Object.keys(postgresMigrations))).toEqual(later(Object.keys(migrations)));
    expect(Object.keys(postgresMigrations)[0]).toBe('007_schema');
  });
});

describe('a pooled connection that PostgreSQL ends', () => {
  it('is dropped from the pool and reported, not thrown: a restart or failover of PostgreSQL must not crash the server', async () => {
    const serverUrl = inject('postgresUrl');
    const name = await createEmptyDatabase(serverUrl);
    const reported: string[] = [];
    const { db, pool } = openPostgres({ url: databaseUrl(serverUrl, name), poolSize: 2, onIdleError: (error) => reported.push((error as { code?: string }).code ?? '') });
    try {
      // Two clients, so one sits idle in the pool while the other ends it.
      await Promise.all([sql`select pg_sleep(0.05)`.execute(db), sql`select pg_sleep(0.05)`.execute(db)]);
      expect(pool.idleCount).toBe(2);
      const idleGone = new Promise<void>((resolve) => pool.once('remove', () => resolve()));
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
      await idleGone;
      expect(reported).toEqual(['57P01']);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
      await dropTestDatabase(serverUrl, name);
    }
  });
});
