import { centavos } from '@app/domain';
import { Migrator } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { userRow } from '../test/builders';
import { migrateToLatest, openSqlite } from './connection';
import { migrations } from './migrations';

/*
 * Migration 017 on SQLite rebuilds the approvals table (a check constraint
 * cannot be altered there): the requests already stored must come through
 * whole, with their ids, and the one-pending-per-target index must hold.
 */
describe('migration 017 on existing approvals', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every request, accepts the new kinds, and still allows one pending request per target', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lender-migrate-'));
    dirs.push(dir);
    const { db, sqlite } = openSqlite({ file: join(dir, 'app.db') });
    const upTo016 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '016'));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => upTo016 } }).migrateToLatest();
    expect(error).toBeUndefined();
    const now = '2026-11-20T02:00:00.000Z';
    const { id: memberId } = await db.insertInto('users').values(userRow({ email: 'm@example.com', passwordHash: 'x', role: 'borrower', now, fullName: 'Member' })).returning('id').executeTakeFirstOrThrow();
    const { id: makerId } = await db.insertInto('users').values(userRow({ email: 'o@example.com', passwordHash: 'x', role: 'admin', now, fullName: 'Officer' })).returning('id').executeTakeFirstOrThrow();
    const request = { targetType: 'user', targetId: memberId, userId: memberId, loanId: null, payloadJson: '{}', seenJson: null, makerId, createdAt: now, checkerId: null, decidedAt: null };
    sqlite.prepare('insert into approvals (kind, target_type, target_id, user_id, payload_json, amount_centavos, maker_id, created_at, state, reason) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run('balance_adjustment', 'user', memberId, memberId, '{}', 60_000_000, makerId, now, 'rejected', 'No');
    sqlite.prepare('insert into approvals (kind, target_type, target_id, user_id, payload_json, amount_centavos, maker_id, created_at, state) values (?, ?, ?, ?, ?, ?, ?, ?, ?)').run('balance_adjustment', 'user', memberId, memberId, '{}', 70_000_000, makerId, now, 'pending');
    expect(() => sqlite.prepare("insert into approvals (kind, target_type, target_id, user_id, payload_json, amount_centavos, maker_id, created_at, state) values ('withdrawal_approval', 'withdrawal', 1, ?, '{}', 1, ?, ?, 'pending')").run(memberId, makerId, now)).toThrow(/CHECK constraint failed/);

    await migrateToLatest(db);
    const rows = await db.selectFrom('approvals').select(['id', 'kind', 'amountCentavos', 'state', 'reason', 'makerReason']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, kind: 'balance_adjustment', amountCentavos: 60_000_000, state: 'rejected', reason: 'No', makerReason: null },
      { id: 2, kind: 'balance_adjustment', amountCentavos: 70_000_000, state: 'pending', reason: null, makerReason: null },
    ]);
    await expect(db.insertInto('approvals').values({ ...request, kind: 'balance_adjustment', amountCentavos: centavos(1), state: 'pending', reason: null, makerReason: 'Again' }).execute()).rejects.toThrow(/UNIQUE constraint failed/);
    const added = await db
      .insertInto('approvals')
      .values({ ...request, kind: 'withdrawal_approval', targetType: 'withdrawal', targetId: 1, amountCentavos: centavos(1), state: 'pending', reason: null, makerReason: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(3);
    expect(() => sqlite.prepare("insert into approvals (kind, target_type, target_id, user_id, payload_json, amount_centavos, maker_id, created_at, state) values ('no_such_kind', 'user', 9, ?, '{}', 1, ?, ?, 'pending')").run(memberId, makerId, now)).toThrow(/CHECK constraint failed/);
    await db.destroy();
    if (sqlite.open) sqlite.close();
  });
});
