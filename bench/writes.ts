// Writes per second: loan applications, withdrawals with their code
// verification (the code read from the SMS outbox, decision 007), and an
// officer's approvals; then the ledger invariants over the whole database.
import { formatPhp, STAFF_DUTIES } from '@app/domain';
import { closeSync, cpSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../api/src/app';
import { loadSettingsOrExit } from '../api/src/config';
import { openSqlite } from '../api/src/db/connection';
import type { PostingHook } from '../api/src/db/posting-hook';
import { createLogger, openDataDir } from '../api/src/deps';
import { booksPostingHook } from '../api/src/features/books';
import { ledgerProblems } from '../api/src/ledger-problems';
import { addressOf, COOKIE, createClient, type Answer, type Caller } from './lib/client';
import { startServer } from './lib/processes';
import { ms, printTable, whole, type Row } from './lib/report';
import { seedBenchData } from './lib/seed';

const CONCURRENCY = 32;
const PER_KIND = Number(process.env.BENCH_WRITES ?? 1000);
// The books' share (issue 31): writes that move money, with the posting hook and without it, on copies of one seeded folder.
const BOOKS_WRITES = Number(process.env.BENCH_BOOKS_WRITES ?? 500);
const BOOKS_MEMBERS = Number(process.env.BENCH_BOOKS_MEMBERS ?? 2000);

type Outcome = { done: number; failed: number; seconds: number; p99: number; firstFailure: string | null };

/** Runs `task` over `items` with CONCURRENCY at a time; a task resolves with its answers, all expected 2xx. */
async function runAll<T>(items: T[], task: (item: T) => Promise<Answer[]>): Promise<Outcome> {
  const latencies: number[] = [];
  let next = 0;
  let done = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i] as T;
      try {
        const answers = await task(item);
        latencies.push(...answers.map((a) => a.ms));
        const bad = answers.find((a) => a.status >= 300);
        if (bad) throw new Error(`${bad.status} ${bad.body.slice(0, 200)}`);
        done += 1;
      } catch (error) {
        failed += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return { done, failed, seconds: (performance.now() - started) / 1000, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, firstFailure };
}

/** The SMS outbox, read as it grows: the code sent for each withdrawal amount. */
function outboxReader(file: string) {
  const codes = new Map<string, string>();
  let offset = 0;
  let rest = '';
  const readNew = () => {
    let size = 0;
    try {
      size = statSync(file).size;
    } catch {
      return;
    }
    if (size <= offset) return;
    const fd = openSync(file, 'r');
    const buffer = Buffer.alloc(size - offset);
    readSync(fd, buffer, 0, buffer.length, offset);
    closeSync(fd);
    offset = size;
    const lines = (rest + buffer.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const { text } = JSON.parse(line) as { text: string };
      const match = /code is (\d+) for (.+?)\. It expires/.exec(text);
      if (match?.[1] && match[2]) codes.set(match[2], match[1]);
    }
  };
  return {
    /** The code of the withdrawal of `pesos`; the request has returned, so its line is written. */
    codeFor(pesos: number): string {
      readNew();
      const code = codes.get(formatPhp(pesos));
      if (!code) throw new Error(`no code in the outbox for ${formatPhp(pesos)}`);
      return code;
    },
  };
}

export async function benchWrites(): Promise<void> {
  // BENCH_WRITES=0: only the books' part.
  if (PER_KIND > 0) await benchServerWrites();
  await benchBooksShare();
}

async function benchServerWrites(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-writes-'));
  try {
    console.log('\nwrites: seeding 10,000 borrowers…');
    const data = await seedBenchData({ dataDir, members: 10_000 });
    const server = await startServer({ dataDir });
    const client = createClient(server.base, CONCURRENCY);
    const admin: Caller = { id: data.admin.id, token: data.admin.token };
    const rows: Row[] = [];
    const add = (kind: string, o: Outcome, perItem: number) =>
      rows.push({
        write: kind,
        'per second': whole(o.done / o.seconds),
        'requests/s': whole((o.done * perItem) / o.seconds),
        p99: ms(o.p99),
        done: whole(o.done),
        failed: String(o.failed),
        'first failure': o.firstFailure ?? '',
      });
    try {
      const verified = data.borrowers.filter((b) => b.isVerified);
      const applicants = verified.filter((b) => !b.hasPendingLoan).slice(0, PER_KIND);
      const loanIds: number[] = [];
      const applied = await runAll(applicants, async (b) => {
        const answer = await client.call(b, 'POST', '/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
        if (answer.status === 201) loanIds.push((JSON.parse(answer.body) as { id: number }).id);
        return [answer];
      });
      add('loan applications (POST /api/loans)', applied, 1);

      // Each withdrawal a distinct amount, so that its outbox line names it.
      const outbox = outboxReader(join(dataDir, 'sms-outbox.log'));
      const withdrawers = verified.filter((b) => !b.hasOpenWithdrawal && b.balanceCentavos >= 2000 * 100).slice(0, PER_KIND);
      const withdrawalIds: number[] = [];
      const withdrawn = await runAll(withdrawers.map((b, i) => ({ b, pesos: 1000 + i / 100 })), async ({ b, pesos }) => {
        const requested = await client.call(b, 'POST', '/api/withdrawals', { amount: pesos });
        if (requested.status !== 201) return [requested];
        const verifiedAnswer = await client.call(b, 'POST', '/api/withdrawals/verify', { amount: pesos, otp: outbox.codeFor(pesos) });
        if (verifiedAnswer.status === 200) withdrawalIds.push((JSON.parse(verifiedAnswer.body) as { id: number }).id);
        return [requested, verifiedAnswer];
      });
      add('withdrawals with code verification (request + verify)', withdrawn, 2);

      const approvedLoans = await runAll(loanIds, async (id) => [await client.call(admin, 'POST', `/api/admin/loans/${id}`, { status: 'approved' })]);
      add('admin loan approvals (disbursement)', approvedLoans, 1);
      const approvedWithdrawals = await runAll(withdrawalIds, async (id) => [await client.call(admin, 'POST', `/api/admin/withdrawals/${id}`, { status: 'approved' })]);
      add('admin withdrawal approvals (payout)', approvedWithdrawals, 1);
    } finally {
      client.close();
      await server.stop();
    }
    printTable(`Writes on SQLite: ${CONCURRENCY} at a time, distinct borrowers; server: node ${server.entry}`, rows);
    const { db } = openSqlite({ file: join(dataDir, 'app.db') });
    try {
      const problems = await ledgerProblems(db);
      console.log(problems.length === 0 ? 'Ledger invariants afterwards (api/src/ledger-problems.ts): all hold.' : `Ledger invariants afterwards: ${problems.length} PROBLEMS:\n${problems.join('\n')}`);
    } finally {
      await db.destroy();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type MoneyRun = { approvals: Outcome; payments: Outcome; postingMs: number; entries: number };

/**
 * One run of the money writes on a copy of the seeded folder, the app in this
 * process (so the posting hook can be left out of its deps, or timed), requests straight into it:
 * loan approvals (a disbursement: the wallet's and the loan's movements),
 * then a payment from each wallet (again two movements).
 */
async function moneyWrites({ dataDir, data, withBooks }: { dataDir: string; data: Awaited<ReturnType<typeof seedBenchData>>; withBooks: boolean }): Promise<MoneyRun> {
  // The seeded incomes are not an affordability study: the check is off, as four eyes is by default.
  const { config } = loadSettingsOrExit({ DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'warn', MAX_INSTALLMENT_TO_INCOME: '0' });
  const { deps, database } = await openDataDir({ dataDir, config, logger: createLogger('warn') });
  // The seeded officer approves loans: the Lending duty (issue 27), given as the main admin would.
  await database.db.updateTable('users').set({ duties: JSON.stringify(STAFF_DUTIES) }).where('id', '=', data.admin.id).execute();
  let postingMs = 0;
  let entries = 0;
  const timed: PostingHook = async (trx, movement) => {
    const started = performance.now();
    await booksPostingHook(trx, movement);
    postingMs += performance.now() - started;
    entries += 1;
  };
  const app = createApp({ ...deps, postingHook: withBooks ? timed : null });
  // Requests straight into the app (no sockets): the difference measured is the books', not the network's.
  const client = {
    async call(caller: Caller, method: 'POST', path: string, json: unknown): Promise<Answer> {
      const started = performance.now();
      const response = await app.request(`http://127.0.0.1${path}`, {
        method,
        headers: { cookie: `${COOKIE}=${caller.token}`, origin: 'http://127.0.0.1', 'x-forwarded-for': addressOf(caller.id), 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      const body = await response.text();
      return { status: response.status, body, ms: performance.now() - started, waitMs: 0, etag: undefined };
    },
  };
  const admin: Caller = { id: data.admin.id, token: data.admin.token };
  try {
    const applicants = data.borrowers.filter((b) => b.isVerified && !b.hasPendingLoan).slice(0, BOOKS_WRITES);
    const loans: { id: number; borrower: Caller }[] = [];
    await runAll(applicants, async (b) => {
      const answer = await client.call(b, 'POST', '/api/loans', { amount: 150_000, term: 12, interestRate: 0.5 });
      if (answer.status === 201) loans.push({ id: (JSON.parse(answer.body) as { id: number }).id, borrower: b });
      return [answer];
    });
    postingMs = 0;
    entries = 0;
    const approvals = await runAll(loans, async ({ id }) => [await client.call(admin, 'POST', `/api/admin/loans/${id}`, { status: 'approved' })]);
    const payments = await runAll(loans, async ({ id, borrower }) => [await client.call(borrower, 'POST', `/api/loans/${id}/pay`, { amount: 1000 })]);
    return { approvals, payments, postingMs, entries };
  } finally {
    await deps.live.close();
    await database.db.destroy();
  }
}

/** `npm run bench -- writes`'s books part: write throughput with the books beside without them, and the share posting costs. */
async function benchBooksShare(): Promise<void> {
  const seeded = mkdtempSync(join(tmpdir(), 'bench-books-'));
  try {
    console.log(`\nwrites with the books: seeding ${BOOKS_MEMBERS.toLocaleString('en')} borrowers…`);
    const data = await seedBenchData({ dataDir: seeded, members: BOOKS_MEMBERS });
    const runs: Record<'with' | 'without', MoneyRun> = {} as never;
    for (const side of ['without', 'with'] as const) {
      const copy = mkdtempSync(join(tmpdir(), `bench-books-${side}-`));
      cpSync(seeded, copy, { recursive: true });
      try {
        runs[side] = await moneyWrites({ dataDir: copy, data, withBooks: side === 'with' });
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    }
    const perSecond = (o: Outcome) => o.done / o.seconds;
    const rows: Row[] = (['approvals', 'payments'] as const).map((kind) => {
      const without = perSecond(runs.without[kind]);
      const withBooks = perSecond(runs.with[kind]);
      return {
        write: kind === 'approvals' ? 'loan approvals (disbursement)' : 'payments from the wallet',
        'without books /s': whole(without),
        'with books /s': whole(withBooks),
        'throughput lost': `${(100 * (1 - withBooks / without)).toFixed(1)} %`,
        'p99 with': ms(runs.with[kind].p99),
        failed: String(runs.with[kind].failed + runs.without[kind].failed),
        'first failure': runs.with[kind].firstFailure ?? runs.without[kind].firstFailure ?? '',
      };
    });
    printTable(`Money writes, ${CONCURRENCY} at a time, requests straight into the app in this process, with the books' posting hook and without it (${BOOKS_WRITES} of each)`, rows);
    const seconds = runs.with.approvals.seconds + runs.with.payments.seconds;
    console.log(
      `Posting: ${runs.with.entries.toLocaleString('en')} journal entries in ${(runs.with.postingMs / 1000).toFixed(2)} s of ${seconds.toFixed(2)} s of writing, ` +
        `${((100 * runs.with.postingMs) / 1000 / seconds).toFixed(1)} % of the time (issue 31 asks no more than 20 %).`,
    );
  } finally {
    rmSync(seeded, { recursive: true, force: true });
  }
}
