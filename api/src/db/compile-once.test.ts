import { describe, expect, it } from 'vitest';
import { createTestContext, insertUser } from '../test/harness';
import { compileOnce } from './compile-once';
import type { Db } from './connection';

describe('compileOnce', () => {
  it('builds the query once per database and runs it with each call’s values, in and out of a transaction', async () => {
    const ctx = await createTestContext();
    const ana = await insertUser(ctx, { email: 'ana@example.ph', passwordHash: 'x', role: 'borrower' });
    const ben = await insertUser(ctx, { email: 'ben@example.ph', passwordHash: 'x', role: 'borrower' });
    let builds = 0;
    const byEmail = compileOnce((db: Db, email: string, limit: number) => {
      builds += 1;
      return db.selectFrom('users').select(['id', 'email']).where('email', '=', email).where('deletedAt', 'is', null).orderBy('id').limit(limit);
    });

    expect(await byEmail(ctx.db, 'ana@example.ph', 5)).toEqual([{ id: ana, email: 'ana@example.ph' }]);
    expect(await byEmail(ctx.db, 'ben@example.ph', 5)).toEqual([{ id: ben, email: 'ben@example.ph' }]);
    expect(await byEmail(ctx.db, 'ben@example.ph', 0)).toEqual([]);
    expect(await byEmail(ctx.db, 'nobody@example.ph', 5)).toEqual([]);
    expect(builds).toBe(1);

    // A transaction uses its database's compiled query (they share the database's ReadCaches, decision 048).
    const inTransaction = await ctx.db.transaction().execute((trx) => byEmail(trx, 'ana@example.ph', 5));
    expect(inTransaction).toEqual([{ id: ana, email: 'ana@example.ph' }]);
    expect(builds).toBe(1);
    // Another database compiles its own.
    const other = await createTestContext();
    const cy = await insertUser(other, { email: 'cy@example.ph', passwordHash: 'x', role: 'borrower' });
    expect(await byEmail(other.db, 'cy@example.ph', 5)).toEqual([{ id: cy, email: 'cy@example.ph' }]);
    expect(builds).toBe(2);
  });

  it('refuses an argument that decides the SQL instead of filling a parameter', async () => {
    const ctx = await createTestContext();
    const byRole = compileOnce((db: Db, isStaff: boolean) => db.selectFrom('users').select('id').where('role', isStaff ? '!=' : '=', 'borrower'));
    await expect(byRole(ctx.db, true)).rejects.toThrow('compileOnce: argument 0 is not a parameter of select "id" from "users" where "role" != ');
  });
});
