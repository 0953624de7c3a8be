import { loanBalance } from '@app/domain';
import { sql } from 'kysely';
import type { Db } from './db/connection';
import { accountsOf, hasAccount, transactionsOf } from './features/repayments';

/**
 * The ledger rules of DEPARTURES.md 3, read straight from the tables:
 * balance = sum of entries, nothing negative, each approved loan disbursed
 * exactly once, each approved withdrawal debited exactly once and nothing
 * else debited.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const balances = await sql<{ id: number; cached: number; summed: number | null }>`
    select u.id, u.wallet_balance_centavos as cached,
      (select sum(amount_centavos) from ledger_entries e where e.user_id = u.id) as summed
    from users u`.execute(db);
  for (const row of balances.rows) {
    const summed = Number(row.summed ?? 0);
    if (row.cached !== summed) problems.push(`user ${row.id}: balance ${row.cached} but entries sum to ${summed}`);
    if (row.cached < 0) problems.push(`user ${row.id}: negative balance ${row.cached}`);
  }
  const runningBalances = await sql<{ id: number }>`
    select e.id from ledger_entries e
    where e.balance_after_centavos != (select sum(amount_centavos) from ledger_entries x where x.user_id = e.user_id and x.id <= e.id)`.execute(db);
  for (const row of runningBalances.rows) problems.push(`ledger entry ${row.id}: balance-after does not match the running sum`);

  // The wallet receives the principal, less a documentary stamp tax the borrower bore (decision 072).
  const loans = await sql<{ id: number; status: string; disbursedAt: string | null; amount: number; credits: number; credited: number | null }>`
    select l.id, l.status, l.disbursed_at as "disbursedAt",
      l.amount_centavos - (case when l.dst_borne_by = 'borrower' then l.dst_centavos else 0 end) as amount,
      (select count(*) from ledger_entries e where e.loan_id = l.id and e.kind = 'disbursement') as credits,
      (select sum(amount_centavos) from ledger_entries e where e.loan_id = l.id and e.kind = 'disbursement') as credited
    from loans l`.execute(db);
  for (const loan of loans.rows) {
    const isDisbursed = loan.disbursedAt !== null;
    if (loan.status === 'approved' && !isDisbursed) problems.push(`loan ${loan.id}: approved but never disbursed`);
    if (Number(loan.credits) !== (isDisbursed ? 1 : 0)) problems.push(`loan ${loan.id}: disbursed ${loan.credits} times`);
    if (isDisbursed && Number(loan.credited) !== Number(loan.amount)) problems.push(`loan ${loan.id}: credited ${loan.credited}, amount ${loan.amount}`);
  }

  const withdrawals = await sql<{ id: number; status: string; amount: number; debits: number; debited: number | null }>`
    select w.id, w.status, w.amount_centavos as amount,
      (select count(*) from ledger_entries e where e.withdrawal_id = w.id and e.kind = 'withdrawal') as debits,
      (select sum(amount_centavos) from ledger_entries e where e.withdrawal_id = w.id and e.kind = 'withdrawal') as debited
    from withdrawals w`.execute(db);
  for (const w of withdrawals.rows) {
    const expected = w.status === 'approved' ? 1 : 0;
    if (Number(w.debits) !== expected) problems.push(`withdrawal ${w.id} (${w.status}): debited ${w.debits} times`);
    if (expected === 1 && Number(w.debited) !== -w.amount) problems.push(`withdrawal ${w.id}: debited ${w.debited}, amount ${w.amount}`);
  }
  problems.push(...(await loanTransactionProblems(db)));
  return problems;
}

const LOANS_PER_QUERY = 10_000;

/** What each wallet-side loan transaction's ledger entry is, and its sign (issue 12). */
const LEDGER_OF = {
  disbursement: { ledgerKind: 'disbursement', sign: 1 },
  walletRepayment: { ledgerKind: 'loan_payment', sign: -1 },
  walletRepaymentReversal: { ledgerKind: 'loan_payment_reversal', sign: 1 },
  cancellation: { ledgerKind: 'loan_cancellation', sign: -1 },
} as const;

/**
 * Issue 12: the wallet ledger and the loans' own transactions reconcile
 * exactly, entry for entry, and every loan account folds to a balance of 0
 * or more: 0 exactly when the loan is closed.
 */
async function loanTransactionProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const rows = await sql<{ id: number; loanId: number; kind: string; amount: number; source: string | null; ledgerEntryId: number | null; originalKind: string | null; originalSource: string | null; originalAmount: number | null; entryKind: string | null; entryAmount: number | null; entryLoanId: number | null; deducted: number }>`
    select t.id, t.loan_id as "loanId", t.kind, t.amount_centavos as amount, t.source, t.ledger_entry_id as "ledgerEntryId",
      o.kind as "originalKind", o.source as "originalSource", o.amount_centavos as "originalAmount",
      e.kind as "entryKind", e.amount_centavos as "entryAmount", e.loan_id as "entryLoanId",
      case when l.dst_borne_by = 'borrower' then l.dst_centavos else 0 end as deducted
    from loan_transactions t
    join loans l on l.id = t.loan_id
    left join loan_transactions o on o.id = t.reverses_id
    left join ledger_entries e on e.id = t.ledger_entry_id`.execute(db);
  for (const t of rows.rows) {
    const role =
      t.kind === 'disbursement' ? 'disbursement'
      : t.kind === 'repayment' && t.source === 'wallet' ? 'walletRepayment'
      : t.kind === 'reversal' && t.originalKind === 'repayment' && t.originalSource === 'wallet' ? 'walletRepaymentReversal'
      : t.kind === 'reversal' && t.originalKind === 'disbursement' ? 'cancellation'
      : null;
    if (t.kind === 'reversal' && t.originalAmount !== t.amount) problems.push(`loan transaction ${t.id}: reverses ${t.originalAmount} with ${t.amount}`);
    if (role === null) {
      if (t.ledgerEntryId !== null) problems.push(`loan transaction ${t.id} (${t.kind}): moved the wallet (entry ${t.ledgerEntryId}) but should not`);
      continue;
    }
    const { ledgerKind, sign } = LEDGER_OF[role];
    // A payout and its cooling-off reversal move the wallet by the principal less a tax the borrower bore (decision 072).
    const walletAmount = role === 'disbursement' || role === 'cancellation' ? Number(t.amount) - Number(t.deducted) : Number(t.amount);
    if (t.entryKind !== ledgerKind || Number(t.entryAmount) !== sign * walletAmount || t.entryLoanId !== t.loanId) {
      problems.push(`loan transaction ${t.id} (${role}, ${t.amount}): ledger entry ${t.ledgerEntryId} is ${t.entryKind} ${t.entryAmount} on loan ${t.entryLoanId}`);
    }
  }
  const orphans = await sql<{ id: number; kind: string }>`
    select e.id, e.kind from ledger_entries e
    where e.kind in ('disbursement', 'loan_payment', 'loan_payment_reversal', 'loan_cancellation')
      and (select count(*) from loan_transactions t where t.ledger_entry_id = e.id) != 1`.execute(db);
  for (const e of orphans.rows) problems.push(`ledger entry ${e.id} (${e.kind}): no loan transaction of its own`);

  const loans = await db.selectFrom('loans').selectAll().where('disbursedAt', 'is not', null).execute();
  // In slices (PostgreSQL takes at most 65,535 parameters a statement), grouped by loan: migrate:postgres checks whole installations.
  const transactionsByLoan = new Map<number, Awaited<ReturnType<typeof transactionsOf>>>();
  for (let start = 0; start < loans.length; start += LOANS_PER_QUERY) {
    for (const t of await transactionsOf(db, loans.slice(start, start + LOANS_PER_QUERY).map((loan) => loan.id))) {
      const list = transactionsByLoan.get(t.loanId);
      if (list) list.push(t);
      else transactionsByLoan.set(t.loanId, [t]);
    }
  }
  for (const loan of loans) {
    const own = transactionsByLoan.get(loan.id) ?? [];
    if (own.filter((t) => t.kind === 'disbursement').length !== 1) problems.push(`loan ${loan.id}: not exactly one disbursement transaction`);
    if (loan.status === 'cancelled') {
      const isReversed = own.some((t) => t.kind === 'reversal' && own.find((o) => o.id === t.reversesId)?.kind === 'disbursement');
      if (!isReversed) problems.push(`loan ${loan.id}: cancelled but its disbursement was never reversed`);
      continue;
    }
    if (!hasAccount(loan)) continue;
    try {
      const balance = loanBalance({ accounts: accountsOf(loan, own) }).total;
      if (loan.status === 'closed' && balance !== 0) problems.push(`loan ${loan.id}: closed with ${balance} outstanding`);
      if (loan.status === 'approved' && balance === 0 && own.length > 1) problems.push(`loan ${loan.id}: paid in full but not closed`);
    } catch (error) {
      problems.push(`loan ${loan.id}: its transactions do not fold (${(error as Error).message})`);
    }
  }
  return problems;
}
