import { sql } from 'kysely';
import type { Db } from '../db/connection';

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

  const loans = await sql<{ id: number; status: string; disbursedAt: string | null; amount: number; credits: number; credited: number | null }>`
    select l.id, l.status, l.disbursed_at as "disbursedAt", l.amount_centavos as amount,
      (select count(*) from ledger_entries e where e.loan_id = l.id and e.kind = 'disbursement') as credits,
      (select sum(amount_centavos) from ledger_entries e where e.loan_id = l.id and e.kind = 'disbursement') as credited
    from loans l`.execute(db);
  for (const loan of loans.rows) {
    const isDisbursed = loan.disbursedAt !== null;
    if (loan.status === 'approved' && !isDisbursed) problems.push(`loan ${loan.id}: approved but never disbursed`);
    if (Number(loan.credits) !== (isDisbursed ? 1 : 0)) problems.push(`loan ${loan.id}: disbursed ${loan.credits} times`);
    if (isDisbursed && Number(loan.credited) !== loan.amount) problems.push(`loan ${loan.id}: credited ${loan.credited}, amount ${loan.amount}`);
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
  return problems;
}
