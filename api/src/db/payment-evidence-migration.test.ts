import { Migrator, sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from './connection';
import { migrations } from './migrations';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const row = (id: number, source: string, reference: string) =>
  sql`insert into loan_transactions (id, loan_id, kind, amount_centavos, source, external_reference, created_at) values (${id}, 1, 'repayment', 100, ${source}, ${reference}, '2026-11-01T00:00:00.000Z')`;

describe('migration 018_payment_evidence', () => {
  it('keeps stored references that differ only by case, and refuses new ones without case per channel', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'evidence-'));
    dirs.push(dir);
    const { db, sqlite } = openSqlite({ file: join(dir, 'app.db') });
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '018'));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(error).toBeUndefined();
    // Rows of a loan that is not there: only the index is under test.
    sqlite.pragma('foreign_keys = OFF');
    for (const statement of [row(1, 'otc', 'OR-1'), row(2, 'otc', 'or-1'), row(3, 'otc', 'Or-1'), row(4, 'gcash', 'OR-1')]) await statement.execute(db);

    await migrateToLatest(db);
    const kept = await db.selectFrom('loanTransactions').select(['id', 'externalReference', 'referenceLegacyId']).orderBy('id').execute();
    expect(kept).toEqual([
      { id: 1, externalReference: 'OR-1', referenceLegacyId: null },
      { id: 2, externalReference: 'or-1', referenceLegacyId: 2 },
      { id: 3, externalReference: 'Or-1', referenceLegacyId: 3 },
      { id: 4, externalReference: 'OR-1', referenceLegacyId: null },
    ]);
    await expect(row(5, 'otc', 'oR-1').execute(db)).rejects.toThrow(/UNIQUE/);
    await expect(row(6, 'gcash', 'or-1').execute(db)).rejects.toThrow(/UNIQUE/);
    await row(7, 'maya', 'or-1').execute(db);
    await sql`insert into loan_transactions (id, loan_id, kind, amount_centavos, source, channel_partner, external_reference, created_at) values (8, 1, 'repayment', 100, 'otc', 'Bayad', 'OR-1', '2026-11-01T00:00:00.000Z')`.execute(db);
    sqlite.close();
  });
});
