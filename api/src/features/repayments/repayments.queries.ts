import {
  centavos,
  installmentAccounts,
  loanInstallments,
  receiptNumber,
  reversalOf,
  toPesos,
  type CoolingOffWithdrawal,
  type DatedRepayment,
  type Installment,
  type InstallmentAccount,
  type LoanPosting,
  type LoanTransaction,
  type LoanTransactionKind,
  type PaymentSource,
  type RepaymentPosting,
} from '@app/domain';
import { type ExpressionBuilder, sql, type Insertable } from 'kysely';
import { compileOnce } from '../../db/compile-once';
import type { Db } from '../../db/connection';
import type { Database, LoanRow, LoanTransactionRow, LoanTransactionsTable } from '../../db/schema';
import { inPacedBatches, yieldToRequests } from '../../lib/yield';

/** A loan has an account once it was paid out, until a cooling-off cancellation undoes that. */
export function hasAccount(loan: Pick<LoanRow, 'disbursedAt' | 'startDate' | 'status'>): loan is LoanRow & { disbursedAt: string; startDate: string } {
  return loan.disbursedAt !== null && loan.startDate !== null && loan.status !== 'cancelled';
}

export async function findLoanOf(db: Db, { loanId, userId }: { loanId: number; userId?: number }): Promise<LoanRow | undefined> {
  let query = db.selectFrom('loans').selectAll().where('id', '=', loanId).where('deletedAt', 'is', null);
  if (userId !== undefined) query = query.where('userId', '=', userId);
  return query.executeTakeFirst();
}

/** Loans paid out and not yet closed or cancelled: those that can fall behind. */
export async function openLoans(db: Db): Promise<LoanRow[]> {
  return db.selectFrom('loans').selectAll().where('status', '=', 'approved').where('disbursedAt', 'is not', null).where('deletedAt', 'is', null).orderBy('id', 'asc').execute();
}

/** Loans read per query by housekeeping's walks: well under either store's limit of parameters. */
const SLICE = 500;

/**
 * Housekeeping's walk over every open loan, a slice at a time: the slice's
 * loans with their transactions, read in two queries, then visited in
 * batches paced to BUSY_MS (inPacedBatches): a whole slice in one go held
 * every request for seconds on a large portfolio (docs/performance.md).
 * `visit` decides, from what was read, which loans need a write; the caller
 * then writes each in its own transaction.
 */
export async function forEachOpenLoanSlice(
  db: Db,
  visit: (loans: (LoanRow & { disbursedAt: string; startDate: string })[], rowsOf: (loanId: number) => LoanTransactionRow[]) => Promise<void> | void,
): Promise<void> {
  const open = (await openLoans(db)).filter(hasAccount);
  let batch = 8;
  for (let start = 0; start < open.length; start += SLICE) {
    const loans = open.slice(start, start + SLICE);
    const byLoan = new Map<number, LoanTransactionRow[]>();
    for (const row of await transactionsOf(db, loans.map((loan) => loan.id))) {
      const rows = byLoan.get(row.loanId);
      if (rows) rows.push(row);
      else byLoan.set(row.loanId, [row]);
    }
    const rowsOf = (loanId: number) => byLoan.get(loanId) ?? [];
    await yieldToRequests();
    batch = await inPacedBatches(loans, (part) => visit(part, rowsOf), { batch, maxBatch: SLICE });
  }
}

export async function transactionsOf(db: Db, loanIds: readonly number[]): Promise<LoanTransactionRow[]> {
  if (loanIds.length === 0) return [];
  return db.selectFrom('loanTransactions').selectAll().where('loanId', 'in', [...loanIds]).orderBy('id', 'asc').execute();
}

/**
 * The transactions of one member's loans, oldest first: what the loans list
 * a phone polls needs, in one statement compiled once (decision 026) instead
 * of a list of ids, which changes the SQL with its length.
 */
export const transactionsOfMember = compileOnce((db: Db, userId: number) =>
  db.selectFrom('loanTransactions').innerJoin('loans', 'loans.id', 'loanTransactions.loanId').selectAll('loanTransactions').where('loans.userId', '=', userId).orderBy('loanTransactions.id', 'asc'),
);

/**
 * The held (unmatched) row of one channel transaction: the same transaction
 * id, channel and collection partner (no partner compared as ''). The one
 * condition of holding it once, settling it on a retry, and telling the books
 * a repayment assigns it.
 */
export function isHeldChannelTransaction(
  eb: ExpressionBuilder<Database, 'unmatchedPayments'>,
  { transactionId, channel, channelPartner }: { transactionId: string; channel: string; channelPartner: string | null },
) {
  return eb.and([
    eb('transactionId', '=', transactionId),
    eb('channel', '=', channel),
    eb(sql<string>`coalesce(channel_partner, '')`, '=', channelPartner ?? ''),
  ]);
}

/**
 * The repayment a channel already reported under this reference: unique per
 * channel and collection partner, compared without case (issue 27), as the
 * index loan_transactions_channel_reference holds it.
 */
export async function findChannelPayment(db: Db, { channel, channelPartner, reference }: { channel: string; channelPartner: string | null; reference: string }): Promise<LoanTransactionRow | undefined> {
  return db
    .selectFrom('loanTransactions')
    .selectAll()
    .where('source', '=', channel)
    .where(sql<string>`coalesce(channel_partner, '')`, '=', channelPartner ?? '')
    .where(sql<string>`lower(external_reference)`, '=', sql<string>`lower(${reference})`)
    .where('kind', '=', 'repayment')
    .orderBy('id', 'asc')
    .executeTakeFirst();
}

export async function insertTransaction(trx: Db, values: Insertable<LoanTransactionsTable>): Promise<LoanTransactionRow> {
  return trx.insertInto('loanTransactions').values(values).returningAll().executeTakeFirstOrThrow();
}

const liveWithdrawalsOf = compileOnce((db: Db, userId: number) =>
  db.selectFrom('withdrawals').select(['createdAt', 'status']).where('userId', '=', userId).where('deletedAt', 'is', null),
);

export async function withdrawalsForCoolingOff(db: Db, userId: number): Promise<CoolingOffWithdrawal[]> {
  const rows = await liveWithdrawalsOf(db, userId);
  return rows.map((row) => ({ createdAt: new Date(row.createdAt), status: row.status as CoolingOffWithdrawal['status'] }));
}

type StoredLines = Pick<RepaymentPosting, 'lines' | 'forgiven' | 'lateFeesNotDue'>;

function repaymentOf(row: LoanTransactionRow): RepaymentPosting {
  const { lines, forgiven, lateFeesNotDue } = JSON.parse(row.linesJson ?? '{"lines":[],"forgiven":[]}') as StoredLines;
  return { kind: 'repayment', lines, forgiven, ...(lateFeesNotDue ? { lateFeesNotDue } : {}) };
}

export function linesJsonOf(posting: StoredLines): string {
  return JSON.stringify({ lines: posting.lines, forgiven: posting.forgiven, ...(posting.lateFeesNotDue ? { lateFeesNotDue: posting.lateFeesNotDue } : {}) });
}

/** The loan's repayments not reversed, each dated the day its money was received (or posted, from the wallet). */
export function datedRepaymentsOf(rows: readonly LoanTransactionRow[]): DatedRepayment[] {
  return rows
    .filter((row) => row.kind === 'repayment' && !isReversed(row, rows))
    .map((row) => ({ valueDate: new Date(row.receivedAt ?? row.createdAt), lines: repaymentOf(row).lines }));
}

/** The domain's postings of a loan, from its transactions (the disbursement and its cancellation are not postings). */
function postingsOf(rows: readonly LoanTransactionRow[]): LoanPosting[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const postings: LoanPosting[] = [];
  for (const row of rows) {
    if ((row.kind === 'late_fee' || row.kind === 'waiver') && row.installment !== null) {
      postings.push({ kind: row.kind, installment: row.installment, amount: centavos(row.amountCentavos) });
    } else if (row.kind === 'repayment') {
      postings.push(repaymentOf(row));
    } else if (row.kind === 'reversal') {
      const original = row.reversesId === null ? undefined : byId.get(row.reversesId);
      if (original?.kind === 'repayment') postings.push(reversalOf({ posting: repaymentOf(original) }));
    }
  }
  return postings;
}

/** The installments of a disbursed loan with everything posted on them (decision 013); a restructured loan's are the schedule its accepted offer left (decision 062). */
export function accountsOf(loan: LoanRow & { startDate: string }, rows: readonly LoanTransactionRow[], extra: readonly LoanPosting[] = []): InstallmentAccount[] {
  const installments =
    loan.scheduleJson !== null
      ? (JSON.parse(loan.scheduleJson) as Installment[])
      : loanInstallments({
          principal: centavos(loan.amountCentavos),
          monthlyPayment: centavos(loan.monthlyPaymentCentavos),
          term: loan.term,
          startDate: loan.startDate,
        });
  return installmentAccounts({ installments, postings: [...postingsOf(rows), ...extra] });
}

export function isReversed(row: LoanTransactionRow, rows: readonly LoanTransactionRow[]): boolean {
  return rows.some((other) => other.reversesId === row.id);
}

export function toLoanTransaction(row: LoanTransactionRow, rows: readonly LoanTransactionRow[]): LoanTransaction {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const linesFrom = row.kind === 'repayment' ? row : row.kind === 'reversal' && row.reversesId !== null ? byId.get(row.reversesId) : undefined;
  const posting = linesFrom?.kind === 'repayment' ? repaymentOf(linesFrom) : null;
  const forgiven = new Map((posting?.forgiven ?? []).map((line) => [line.installment, line.interest]));
  const notDue = new Map((posting?.lateFeesNotDue ?? []).map((line) => [line.installment, line.lateFee]));
  const numbers = new Set([...(posting?.lines ?? []).map((line) => line.installment), ...forgiven.keys(), ...notDue.keys()]);
  return {
    id: row.id,
    loanId: row.loanId,
    kind: row.kind as LoanTransactionKind,
    amount: toPesos(centavos(row.amountCentavos)),
    receiptNumber: row.kind === 'repayment' ? receiptNumber({ transactionId: row.id }) : null,
    source: row.source as PaymentSource | null,
    channelPartner: row.channelPartner,
    externalReference: row.externalReference,
    receivedAt: row.receivedAt,
    hasReceiptPhoto: row.receiptObjectKey !== null,
    installment: row.installment,
    allocations: [...numbers]
      .sort((a, b) => a - b)
      .map((installment) => {
        const line = posting?.lines.find((l) => l.installment === installment);
        return {
          installment,
          lateFee: toPesos(line?.lateFee ?? centavos(0)),
          interest: toPesos(line?.interest ?? centavos(0)),
          principal: toPesos(line?.principal ?? centavos(0)),
          interestWaived: toPesos(forgiven.get(installment) ?? centavos(0)),
          lateFeeNotDue: toPesos(notDue.get(installment) ?? centavos(0)),
        };
      }),
    reason: row.reason,
    actorId: row.actorId,
    reversesId: row.reversesId,
    reversedById: rows.find((other) => other.reversesId === row.id)?.id ?? null,
    createdAt: row.createdAt,
  };
}
