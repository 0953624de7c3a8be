import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reconciliation } from '../features/books';
import { booksSnapshot } from '../test/books-snapshot';
import { createStaff, createTestContext, type TestContext } from '../test/harness';
import { testDialect } from '../test/postgres-databases';
import { simulateLoanBook, SimulationRefusedError } from './simulate.service';

/*
 * `npm run simulate` small (issue 31's "Done when", decision 071): one month
 * of 50 borrowers through the app's routes, on both stores. The books
 * reconcile, October's statements are not empty and foot, every entry
 * balances, the loan book reaches every state it is meant to, and the same
 * arguments give the same journal.
 */

const TIMEOUT = 180_000;

function simulate(ctx: TestContext, { months = 1, borrowers = 50 } = {}) {
  return simulateLoanBook({ db: ctx.db, objects: ctx.deps.objects, config: ctx.deps.config, months, borrowers });
}

const cents = (pesos: number) => Math.round(pesos * 100);

describe('npm run simulate', () => {
  it('lives one month of 50 borrowers: books that balance, reconcile and foot, every loan state, the same journal twice', { timeout: TIMEOUT }, async () => {
    const first = await createTestContext();
    const second = await createTestContext();
    try {
      const report = await simulate(first);
      expect(report.ok, JSON.stringify(report.reconciliation)).toBe(true);
      expect(report.months).toEqual(['2026-10']);
      expect(report.borrowers).toBe(50);

      // Every entry has two lines or more and balances.
      const unbalanced = await sql<{ id: number }>`
        select e.id from journal_entries e left join journal_lines l on l.entry_id = e.id
        group by e.id having count(l.id) < 2 or sum(l.debit_centavos) <> sum(l.credit_centavos)`.execute(first.db);
      expect(unbalanced.rows).toEqual([]);
      expect(await reconciliation(first.db)).toEqual({ ok: true, differences: [] });

      // October's statements, read here by a finance officer of the test's own: not empty, and they foot.
      first.clock.set(new Date('2026-11-03T01:00:00.000Z'));
      const finance = (await createStaff(first, { role: 'admin' })).client;
      const { body: statements } = await finance.get('/api/admin/books/statements?from=2026-10-01&to=2026-10-31');
      expect(statements.balanceSheet.assets.items.length).toBeGreaterThan(0);
      expect(statements.incomeStatement.income.items.length).toBeGreaterThan(0);
      expect(cents(statements.balanceSheet.assets.total.current)).toBe(cents(statements.balanceSheet.totalLiabilitiesAndEquity.current));
      expect(cents(statements.incomeStatement.netIncome.current)).toBe(cents(statements.incomeStatement.income.total.current) - cents(statements.incomeStatement.expenses.total.current));
      const { body: journal } = await finance.get('/api/admin/books/journal?from=2026-10-01&to=2026-10-31');
      expect(journal.entries.length).toBeGreaterThan(50);
      const { body: trial } = await finance.get('/api/admin/books/trial-balance?at=2026-11-02');
      expect(trial.totalDebit).toBe(trial.totalCredit);
      expect(trial.totalDebit).toBeGreaterThan(0);
      // October is closed, by two finance officers.
      expect((await finance.get('/api/admin/books/closes')).body.nextMonth).toBe('2026-11');

      // The states a month reaches: applications still waiting, paid out, declined, cancelled in the cooling-off, paid off.
      const states = Object.fromEntries(
        (await first.db.selectFrom('loans').select(['status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('status').execute()).map((row) => [row.status, Number(row.count)]),
      );
      for (const status of ['approved', 'rejected', 'cancelled', 'closed']) expect(states[status] ?? 0, `${status} in ${JSON.stringify(states)}`).toBeGreaterThan(0);
      // Every way money comes in, counted by the database rather than by the simulation.
      const ways = await sql<{ source: string; count: number | string }>`
        select source, count(*) as count from loan_transactions where kind = 'repayment' group by source`.execute(first.db);
      const sources = Object.fromEntries(ways.rows.map((row) => [row.source, Number(row.count)]));
      expect(sources['wallet'] ?? 0, JSON.stringify(sources)).toBeGreaterThan(0);
      expect(Object.keys(sources).length, JSON.stringify(sources)).toBeGreaterThanOrEqual(3);
      const assigned = await first.db.selectFrom('unmatchedPayments').select('id').where('assignedLoanId', 'is not', null).execute();
      expect(assigned.length).toBeGreaterThan(0);
      const withdrawn = await first.db.selectFrom('withdrawals').select('id').where('status', '=', 'approved').execute();
      expect(withdrawn.length).toBeGreaterThan(0);
      // The ID images are JPEGs in the data folder's object store.
      const documents = await first.db.selectFrom('documents').select(['contentType']).execute();
      expect(documents.length).toBe(150);
      expect(new Set(documents.map((document) => document.contentType))).toEqual(new Set(['image/jpeg']));

      // The same arguments give the same books: every entry's number, dates, memo, source, author and lines.
      expect(await simulate(second)).toMatchObject({ loansByStatus: report.loansByStatus, journalEntries: report.journalEntries });
      expect(await booksSnapshot(second.db)).toEqual(await booksSnapshot(first.db));

      // A database that holds members is refused, and left as it was.
      const before = await booksSnapshot(first.db);
      await expect(simulate(first)).rejects.toThrow(SimulationRefusedError);
      await expect(simulate(first)).rejects.toThrow(/already holds \d+ members/);
      expect(await booksSnapshot(first.db)).toEqual(before);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it.runIf(testDialect === 'sqlite')('runs as npm run simulate on a data folder, prints the summary and the sign-ins, and refuses the folder the second time', { timeout: TIMEOUT }, () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'simulate-cli-')), 'data');
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'api/src/cli/simulate.ts', ...args], {
        cwd: resolve(__dirname, '../../..'),
        env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'DATA_DIR', 'MAIN_ADMIN_EMAIL', 'MAIN_ADMIN_PASSWORD'].includes(name))),
        encoding: 'utf8',
      });
    try {
      const done = run([dataDir, '1', '8']);
      expect(done.status, done.stderr).toBe(0);
      expect(done.stdout).toContain('Borrowers: 8');
      expect(done.stdout).toContain('Reconciliation: ok (zero)');
      expect(done.stdout).toMatch(/Statements 2026-10: \d+ entries, .* — foot\n/);
      expect(done.stdout).toMatch(/Main admin: admin@example\.com\nPassword \(shown once, change it after signing in\): [a-z2-7]{32}\n/);
      expect(done.stdout).toContain('  sim.finance1@example.com  finance');
      expect(done.stdout).toContain(`DATA_DIR=${dataDir} npm run serve`);
      // The ID images went to the folder's object store.
      expect(readdirSync(join(dataDir, 'objects')).length).toBeGreaterThan(0);
      const again = run([dataDir, '1', '8']);
      expect(again.status).toBe(2);
      expect(again.stderr).toMatch(/already holds \d+ members/);
      expect(run([dataDir, 'six']).status).toBe(2);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
