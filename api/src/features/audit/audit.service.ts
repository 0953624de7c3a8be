import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Db } from '../../db/connection';
import type { AuditRow, UserRow } from '../../db/schema';

const GENESIS_HASH = '0'.repeat(64);

type Hashed = Pick<
  AuditRow,
  'actorId' | 'actorEmail' | 'action' | 'targetType' | 'targetId' | 'beforeJson' | 'afterJson' | 'createdAt' | 'prevHash'
>;

function auditHash(row: Hashed): string {
  const canonical = JSON.stringify([
    row.prevHash,
    row.actorId,
    row.actorEmail,
    row.action,
    row.targetType,
    row.targetId,
    row.beforeJson,
    row.afterJson,
    row.createdAt,
  ]);
  return encodeHexLowerCase(sha256(new TextEncoder().encode(canonical)));
}

export interface AuditInput {
  actor: Pick<UserRow, 'id' | 'email'> | null;
  action: string;
  targetType: string;
  targetId: number | null;
  before?: unknown;
  after?: unknown;
  now: Date;
}

/**
 * Appends one entry to the chain. Must run inside the write transaction of
 * the change it records, so the entry and the change commit together and
 * the chain's head cannot move underneath.
 */
export async function appendAudit(trx: Db, input: AuditInput): Promise<void> {
  const head = await trx.selectFrom('auditLog').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const row: Hashed = {
    actorId: input.actor?.id ?? null,
    actorEmail: input.actor?.email ?? null,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    // No side (a creation's before, a deletion's after) is stored as NULL.
    beforeJson: input.before == null ? null : JSON.stringify(input.before),
    afterJson: input.after == null ? null : JSON.stringify(input.after),
    createdAt: input.now.toISOString(),
    prevHash: head?.hash ?? GENESIS_HASH,
  };
  const hash = auditHash(row);
  await trx.insertInto('auditLog').values({ ...row, hash }).execute();
  await trx
    .updateTable('auditHead')
    .set((eb) => ({ entryCount: eb('entryCount', '+', 1), lastHash: hash }))
    .where('id', '=', 1)
    .execute();
}

export interface AuditVerification {
  isValid: boolean;
  checked: number;
  problem: string | null;
  badId: number | null;
}

/**
 * Walks the chain: an edited row breaks its own hash, a removed row breaks
 * its successor's link, and rows removed from the end leave the chain
 * shorter than the head (count and last hash) written with every append.
 */
export async function verifyAuditChain(db: Db): Promise<AuditVerification> {
  let prevHash = GENESIS_HASH;
  let checked = 0;
  let lastId = 0;
  const pageSize = 1000;
  for (;;) {
    const rows = await db.selectFrom('auditLog').selectAll().where('id', '>', lastId).orderBy('id').limit(pageSize).execute();
    for (const row of rows) {
      if (row.prevHash !== prevHash) {
        return { isValid: false, checked, problem: `entry ${row.id} does not follow the entry before it (one was removed or altered)`, badId: row.id };
      }
      if (auditHash(row) !== row.hash) {
        return { isValid: false, checked, problem: `entry ${row.id} was altered after it was written`, badId: row.id };
      }
      prevHash = row.hash;
      lastId = row.id;
      checked += 1;
    }
    if (rows.length < pageSize) break;
  }
  const head = await db.selectFrom('auditHead').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!head) return { isValid: false, checked, problem: 'the audit head record is missing', badId: null };
  if (head.entryCount !== checked || head.lastHash !== prevHash) {
    return {
      isValid: false,
      checked,
      problem:
        head.entryCount !== checked
          ? `the log holds ${checked} entries but ${head.entryCount} were written (entries were removed from the end, or the head was altered)`
          : 'the last entry is not the one that was written last (the end of the log was replaced, or the head was altered)',
      badId: null,
    };
  }
  return { isValid: true, checked, problem: null, badId: null };
}
