import type { LoanWriteOffRow } from '../../db/schema';
import type { Write } from '../../db/run-write';
import { appendAudit } from '../audit';
import type { AccountLoan, Actor } from './posting.service';

/** What a write-off takes out of the books, in centavos, as counted at the second officer's approval. */
export type WriteOffFigures = { receivable: number; unearned: number; lateFees: number };

/**
 * A loan written off (issue 32, decision 064), inside the approval's write:
 * the write-off's row (what its entry takes out of each account), the loan
 * flagged, any open restructuring offer superseded (a written-off loan is
 * not restructured), and the write-off told to the posting hook as a
 * movement of its own. The loan account is untouched: the borrower still
 * owes what they owed, and collection continues.
 */
export async function writeOffAccount(
  w: Write,
  { loan, figures, reason, proposedBy, actor, now }: { loan: AccountLoan; figures: WriteOffFigures; reason: string; proposedBy: number; actor: NonNullable<Actor>; now: Date },
): Promise<LoanWriteOffRow> {
  const row = await w.trx
    .insertInto('loanWriteOffs')
    .values({
      loanId: loan.id,
      reason,
      receivableCentavos: figures.receivable,
      unearnedCentavos: figures.unearned,
      allowanceCentavos: figures.receivable - figures.unearned,
      lateFeesCentavos: figures.lateFees,
      proposedBy,
      approvedBy: actor.id,
      createdAt: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await w.trx.updateTable('loans').set({ writtenOffAt: now.toISOString(), updatedAt: now.toISOString() }).where('id', '=', loan.id).execute();
  await w.trx.updateTable('loanOffers').set({ state: 'superseded' }).where('loanId', '=', loan.id).where('state', '=', 'open').execute();
  await w.moved({ kind: 'loan_write_off', row });
  await appendAudit(w.trx, {
    actor,
    action: 'loan.write_off',
    targetType: 'loan',
    targetId: loan.id,
    before: { writtenOffAt: null },
    after: { writeOffId: row.id, reason, receivableCentavos: figures.receivable, unearnedCentavos: figures.unearned, allowanceCentavos: row.allowanceCentavos, lateFeesCentavos: figures.lateFees, proposedBy },
    now,
  });
  return row;
}
