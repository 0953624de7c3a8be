// Writes per second: loan applications, withdrawals with their code
// verification (the code read from the SMS outbox, decision 007), and an
// officer's approvals; then the ledger invariants over the whole database.
import { formatPhp } from '@app/domain';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../api/src/db/connection';
import { ledgerProblems } from '../api/src/ledger-problems';
import { createClient, type Answer, type Caller } from './lib/client';
import { startServer } from './lib/processes';
import { ms, printTable, whole, type Row } from './lib/report';
import { seedBenchData } from './lib/seed';

const CONCURRENCY = 32;
const PER_KIND = Number(process.env.BENCH_WRITES ?? 1000);

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
