import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Db, migrateToLatest, openPostgres } from './db/connection';
import { ledgerProblems } from './ledger-problems';
import { createEmptyDatabase, databaseUrl, dropTestDatabase } from './test/postgres-databases';

// `migrate:postgres` checks a whole installation: more loans than one
// PostgreSQL statement takes parameters (65,535) must be read, and read whole.
const LOANS = 70_000;

describe('the ledger check on an installation larger than one statement’s parameters', () => {
  let name: string;
  let db: Db;

  beforeAll(async () => {
    name = await createEmptyDatabase(inject('postgresUrl'));
    db = openPostgres({ url: databaseUrl(inject('postgresUrl'), name), poolSize: 2, onIdleError: () => undefined }).db;
    await migrateToLatest(db);
    // One member each, with a loan of 12,000.00 over 6 months at 0.3 % (2,036.00 a month), disbursed to the wallet.
    await sql`insert into users (id, email, password_hash, full_name, contact_number, wallet_balance_centavos, created_at, updated_at)
      select g, 'member' || g || '@example.com', 'not used', 'Member ' || g, '+63917' || lpad(g::text, 7, '0'), 1200000, now(), now()
      from generate_series(1, ${LOANS}) g`.execute(db);
    await sql`insert into loans (id, user_id, amount_centavos, term, interest_rate_bp, monthly_payment_centavos, total_repayment_centavos, status, start_date, disbursed_at, created_at, updated_at)
      select g, g, 1200000, 6, 30, 203600, 1221600, 'approved', date '2026-11-02', now(), now(), now()
      from generate_series(1, ${LOANS}) g`.execute(db);
    await sql`insert into ledger_entries (id, user_id, amount_centavos, balance_after_centavos, kind, loan_id, created_at)
      select g, g, 1200000, 1200000, 'disbursement', g, now() from generate_series(1, ${LOANS}) g`.execute(db);
    await sql`insert into loan_transactions (id, loan_id, kind, amount_centavos, ledger_entry_id, created_at)
      select g, g, 'disbursement', 1200000, g, now() from generate_series(1, ${LOANS}) g`.execute(db);
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    if (name) await dropTestDatabase(inject('postgresUrl'), name);
  });

  it('reads every loan: the one past the first 65,535 that is closed with money outstanding is the only problem', async () => {
    await sql`update loans set status = 'closed' where id = 69999`.execute(db);
    expect(await ledgerProblems(db)).toEqual([expect.stringMatching(/^loan 69999: closed with \d+ outstanding$/)]);
  }, 120_000);
});
