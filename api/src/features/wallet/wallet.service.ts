import { addCentavos, SERVER_MESSAGES, toPesos, type Centavos, type LedgerEntry, type LedgerEntryKind } from '@app/domain';
import type { Db } from '../../db/connection';
import type { LedgerEntryRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

type LedgerKind = LedgerEntryKind;

export interface LedgerPosting {
  userId: number;
  amountCentavos: Centavos;
  kind: LedgerKind;
  reason: string | null;
  actorId: number | null;
  loanId?: number | null;
  withdrawalId?: number | null;
  /** A staff adjustment's kind of reason and a deposit's channel (decision 066). */
  reasonKind?: LedgerEntryRow['reasonKind'];
  depositChannel?: LedgerEntryRow['depositChannel'];
  now: Date;
}

/**
 * The only way a balance changes: one append-only entry, and the cached
 * balance moved by the same amount in the same transaction. Callers run it
 * inside a write transaction; a result below zero is refused.
 */
export async function postLedgerEntry(trx: Db, posting: LedgerPosting): Promise<{ entry: LedgerEntryRow; user: UserRow }> {
  const user = await trx
    .selectFrom('users')
    .select(['walletBalanceCentavos'])
    .where('id', '=', posting.userId)
    .executeTakeFirst();
  if (!user) throw notFound(SERVER_MESSAGES.notFound);
  const balanceAfter = addCentavos(user.walletBalanceCentavos, posting.amountCentavos);
  if (balanceAfter < 0) throw conflict(SERVER_MESSAGES.insufficientBalance);
  const updated = await trx
    .updateTable('users')
    .set({ walletBalanceCentavos: balanceAfter, updatedAt: posting.now.toISOString() })
    .where('id', '=', posting.userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const entry = await trx
    .insertInto('ledgerEntries')
    .values({
      userId: posting.userId,
      amountCentavos: posting.amountCentavos,
      balanceAfterCentavos: balanceAfter,
      kind: posting.kind,
      reason: posting.reason,
      actorId: posting.actorId,
      loanId: posting.loanId ?? null,
      withdrawalId: posting.withdrawalId ?? null,
      reasonKind: posting.reasonKind ?? null,
      depositChannel: posting.depositChannel ?? null,
      createdAt: posting.now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { entry, user: updated };
}

function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    userId: row.userId,
    amount: toPesos(row.amountCentavos),
    kind: row.kind as LedgerKind,
    reason: row.reason,
    actorId: row.actorId,
    loanId: row.loanId,
    withdrawalId: row.withdrawalId,
    createdAt: row.createdAt,
    balanceAfter: toPesos(row.balanceAfterCentavos),
  };
}

export async function listLedger(db: Db, { userId, limit = 200 }: { userId: number; limit?: number }): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom('ledgerEntries').selectAll().where('userId', '=', userId).orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toLedgerEntry);
}
