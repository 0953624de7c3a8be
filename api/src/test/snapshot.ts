import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestContext } from './harness';
import { testDialect } from './postgres-databases';

/**
 * Everything a request could have written: every row of every table and the
 * names of the stored files. Two equal snapshots mean nothing was written.
 */
export async function snapshotData(ctx: TestContext, { ignoreTables = [] }: { ignoreTables?: string[] } = {}): Promise<string> {
  const tables =
    testDialect === 'postgres'
      ? await sql<{ name: string; sql: string }>`
    select table_name as name, '' as sql from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(ctx.db)
      : await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(ctx.db);
  // Full-text indexes (a virtual table and its shadow tables) are derived from
  // the tables they index, which are compared themselves.
  const indexes = tables.rows.filter((table) => /^create virtual table/i.test(table.sql)).map((table) => table.name);
  const isIndex = (name: string) => indexes.some((index) => name === index || name.startsWith(`${index}_`));
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    // Attempt counters move on refused requests by design (they count them).
    if (name === 'rate_limits' || ignoreTables.includes(name) || isIndex(name)) continue;
    // Every table's first column is its key.
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by 1`.execute(ctx.db);
    parts.push(`${name}:${JSON.stringify(rows.rows)}`);
  }
  const objects = join(ctx.dataDir, 'objects');
  const files = existsSync(objects) ? readdirSync(objects, { recursive: true, encoding: 'utf8' }).sort() : [];
  parts.push(`objects:${JSON.stringify(files)}`);
  return parts.join('\n');
}
