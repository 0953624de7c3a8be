import { describe, expect, it } from 'vitest';
import { createTestContext, insertUser } from '../test/harness';
import { compileOnce } from './compile-once';
import type { Db } from './connection';
import { readDirectly } from './direct-reads';

describe('direct reads on SQLite (decision 026)', () => {
  it('give the same rows, with the same keys and values, as the same query through Kysely', async () => {
    const ctx = await createTestContext({ dialect: 'sqlite' });
    const ana = await insertUser(ctx, { email: 'ana@example.ph', passwordHash: 'x', role: 'borrower', fullName: 'Ana Reyes' });
    await insertUser(ctx, { email: 'ben@example.ph', passwordHash: 'y', role: 'admin' });
    const query = ctx.db.selectFrom('users').selectAll().select((eb) => eb.val(1).as('one_more_column')).orderBy('id');
    const { sql, parameters } = query.compile();

    const direct = readDirectly(ctx.db, sql, parameters);
    expect(direct).not.toBeNull();
    expect(direct).toEqual(await query.execute());
    expect(direct?.[0]).toMatchObject({ id: ana, email: 'ana@example.ph', fullName: 'Ana Reyes', passwordHash: 'x', oneMoreColumn: 1 });
    // A statement run directly is the driver's own (statement cache): it still gives the driver objects afterwards.
    expect(await query.execute()).toEqual(direct);
  });

  it('never read inside a transaction: a read while one is open waits for it and does not see what it rolls back', async () => {
    const ctx = await createTestContext({ dialect: 'sqlite' });
    const ana = await insertUser(ctx, { email: 'ana@example.ph', passwordHash: 'x', role: 'borrower', fullName: 'Ana Reyes' });
    const nameOf = compileOnce((db: Db, id: number) => db.selectFrom('users').select(['id', 'fullName']).where('id', '=', id));
    expect(await nameOf(ctx.db, ana)).toEqual([{ id: ana, fullName: 'Ana Reyes' }]);

    let updated!: () => void;
    const isUpdated = new Promise<void>((resolve) => (updated = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ fullName: 'Not Committed' }).where('id', '=', ana).execute();
      updated();
      await released;
      throw new Error('rolled back');
    });
    await isUpdated;
    // The transaction is open on the one connection, with its update applied but not committed.
    const { sql, parameters } = ctx.db.selectFrom('users').select('fullName').where('id', '=', ana).compile();
    expect(readDirectly(ctx.db, sql, parameters)).toBeNull();
    const read = nameOf(ctx.db, ana);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await read).toEqual([{ id: ana, fullName: 'Ana Reyes' }]);
  });

  it('leave writes, transaction objects and PostgreSQL to Kysely', async () => {
    const ctx = await createTestContext({ dialect: 'sqlite' });
    const update = ctx.db.updateTable('users').set({ fullName: 'X' }).where('id', '=', 0).compile();
    expect(readDirectly(ctx.db, update.sql, update.parameters)).toBeNull();
    await ctx.db.transaction().execute(async (trx) => {
      const select = trx.selectFrom('users').select('id').compile();
      expect(readDirectly(trx, select.sql, select.parameters)).toBeNull();
    });
  });
});
