import SqliteDatabase from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openSqlite, withStatementCache } from './connection';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'statements-'));
  dirs.push(dir);
  return join(dir, 'app.db');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The SQL texts better-sqlite3 was asked to prepare while `work` ran. */
async function preparedDuring(sqlite: SqliteDatabase.Database, work: () => Promise<unknown>): Promise<string[]> {
  const prepare = vi.spyOn(sqlite, 'prepare');
  await work();
  const texts = prepare.mock.calls.map(([text]) => text);
  prepare.mockRestore();
  return texts;
}

describe('the SQLite statement cache', () => {
  it('prepares a query once and answers each execution with its own parameters, in and out of transactions', async () => {
    const { db, sqlite } = openSqlite({ file: tempFile() });
    await migrateToLatest(db);
    const limit = (key: string) => db.selectFrom('rateLimits').select(['key', 'count']).where('key', '=', key).execute();
    const insert = (key: string, count: number) => db.insertInto('rateLimits').values({ key, count, resetAt: '2026-11-22T00:00:00.000Z' }).executeTakeFirst();

    const prepared = await preparedDuring(sqlite, async () => {
      expect(Number((await insert('a', 1)).numInsertedOrUpdatedRows)).toBe(1);
      expect(Number((await insert('b', 2)).numInsertedOrUpdatedRows)).toBe(1);
      expect(await limit('a')).toEqual([{ key: 'a', count: 1 }]);
      expect(await limit('b')).toEqual([{ key: 'b', count: 2 }]);
      expect(await limit('c')).toEqual([]);
      // A transaction that fails leaves nothing behind, through the same cached statements.
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('rateLimits').values({ key: 'c', count: 3, resetAt: '2026-11-22T00:00:00.000Z' }).execute();
          throw new Error('abandoned');
        }),
      ).rejects.toThrow('abandoned');
      expect(await limit('c')).toEqual([]);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('rateLimits').values({ key: 'c', count: 3, resetAt: '2026-11-22T00:00:00.000Z' }).execute();
      });
      expect(await limit('c')).toEqual([{ key: 'c', count: 3 }]);
    });
    expect(prepared).toEqual([
      'insert into "rate_limits" ("key", "count", "reset_at") values (?, ?, ?)',
      'select "key", "count" from "rate_limits" where "key" = ?',
      'begin immediate',
      'rollback',
      'commit',
    ]);
    await db.destroy();
  });

  it('keeps the most recently used texts up to its capacity', () => {
    const sqlite = new SqliteDatabase(tempFile());
    const cache = withStatementCache(sqlite, 2);
    const prepare = vi.spyOn(sqlite, 'prepare');
    for (const text of ['select 1', 'select 2', 'select 1', 'select 3', 'select 1', 'select 2']) cache.prepare(text);
    // 'select 2' was the least recently used when 'select 3' came, so it was dropped and is prepared again.
    expect(prepare.mock.calls.map(([text]) => text)).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    expect(cache.prepare('select 3').all([])).toEqual([{ 3: 3 }]);
    cache.close();
    expect(sqlite.open).toBe(false);
  });

  it('answers with the columns a migration added after the statement was cached', async () => {
    const { db, sqlite } = openSqlite({ file: tempFile() });
    await migrateToLatest(db);
    await db.insertInto('serverKeys').values({ name: 'k', secret: 's', createdAt: '2026-11-22T00:00:00.000Z' }).execute();
    const read = () => db.selectFrom('serverKeys').selectAll().where('name', '=', 'k').execute();
    expect(await read()).toEqual([{ name: 'k', secret: 's', createdAt: '2026-11-22T00:00:00.000Z' }]);
    sqlite.exec("alter table server_keys add column note text not null default 'n'");
    expect(await read()).toEqual([{ name: 'k', secret: 's', createdAt: '2026-11-22T00:00:00.000Z', note: 'n' }]);
    await db.destroy();
  });
});
