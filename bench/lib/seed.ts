// The data every benchmark part starts from: the seeded back office of
// `npm run seed` (members, loans, disbursements, withdrawals), plus what a
// borrower's dashboard shows (identity documents, notifications), one admin,
// and signed-in sessions made by the API's own session code (no password
// hashing: 20,000 argon2 hashes would take longer than the benchmark).
import { DOCUMENT_TYPES, STAFF_DUTIES, type Centavos } from '@app/domain';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seed } from '../../api/src/cli/seed-data';
import { openSqlite } from '../../api/src/db/connection';
import { createSession } from '../../api/src/http/sessions';
import { HOUR } from '../../api/src/lib/clock';

type SeededBorrower = {
  id: number;
  token: string;
  /** Verification complete (details, bank account, documents): may apply and withdraw. */
  isVerified: boolean;
  balanceCentavos: number;
  hasPendingLoan: boolean;
  hasOpenWithdrawal: boolean;
};

export type SeededData = {
  dataDir: string;
  borrowers: SeededBorrower[];
  /** Extra sessions of the same borrowers (a second device) when more sessions than members are asked for. */
  extraSessions: { userId: number; token: string }[];
  admin: { id: number; token: string };
  /** Bytes the database grew by per session created (SQLite file, after a checkpoint). */
  sessionBytes: number;
};

const NOTIFICATIONS_PER_MEMBER = 3;
const DOCUMENT_BYTES = 2048;
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** A 32-hex object key derived from the member and document type (the store accepts only such keys). */
const objectKey = (userId: number, typeIndex: number) => `${userId.toString(16).padStart(30, '0')}${typeIndex.toString(16).padStart(2, '0')}`;

export async function seedBenchData({ dataDir, members, sessions = members }: { dataDir: string; members: number; sessions?: number }): Promise<SeededData> {
  const now = new Date();
  await seed({ dataDir, members, loansPerMember: 2, now });
  const file = join(dataDir, 'app.db');
  const { db, sqlite } = openSqlite({ file });
  const fileSize = () => {
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    return statSync(file).size;
  };
  try {
    const nowIso = now.toISOString();
    const verified = await db.selectFrom('users').select(['id', 'createdAt']).where('personalDetailsAt', 'is not', null).where('role', '=', 'borrower').execute();
    // Written straight into the disk store's layout (objects/<first two>/<key>): the store's own
    // put syncs every file, which for 25,000 files of throwaway data would take minutes.
    const bytes = new Uint8Array(DOCUMENT_BYTES).fill(0xff);
    for (const { id } of verified) {
      for (const [index] of DOCUMENT_TYPES.entries()) {
        const key = objectKey(id, index);
        mkdirSync(join(dataDir, 'objects', key.slice(0, 2)), { recursive: true });
        writeFileSync(join(dataDir, 'objects', key.slice(0, 2), key), bytes);
      }
    }
    const adminId = await db.transaction().execute(async (trx) => {
      for (const part of chunks(verified)) {
        await trx
          .insertInto('documents')
          .values(part.flatMap(({ id, createdAt }) => DOCUMENT_TYPES.map((type, index) => ({ userId: id, type, objectKey: objectKey(id, index), contentType: 'image/jpeg', size: DOCUMENT_BYTES, uploadedBy: id, uploadedAt: createdAt, deletedAt: null }))))
          .execute();
        await trx.updateTable('users').set((eb) => ({ verificationCompletedAt: eb.ref('personalDetailsAt') })).where('id', 'in', part.map((m) => m.id)).execute();
      }
      const everyone = await trx.selectFrom('users').select('id').execute();
      for (const part of chunks(everyone)) {
        await trx
          .insertInto('notifications')
          .values(
            part.flatMap(({ id }) =>
              Array.from({ length: NOTIFICATIONS_PER_MEMBER }, (_, n) => ({
                userId: id,
                title: 'Loan Approved',
                message: `Your loan application #${id * 10 + n} has been approved.`,
                type: 'success',
                color: 'green',
                createdAt: nowIso,
                readAt: n === 0 ? null : nowIso,
              })),
            ),
          )
          .execute();
      }
      const admin = await trx
        .insertInto('users')
        .values({
          email: 'bench.admin@example.com',
          // Never a valid hash: this admin works only through its seeded session.
          passwordHash: '!',
          fullName: 'Bench Admin',
          contactNumber: '+639170000000',
          role: 'admin',
          // Every duty (DEPARTURES 15): the officer decides the applications and views the documents.
          duties: JSON.stringify(STAFF_DUTIES),
          isActive: 1,
          creditScore: 0,
          walletBalanceCentavos: 0 as Centavos,
          createdAt: nowIso,
          updatedAt: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return admin.id;
    });
    const rows = await db
      .selectFrom('users')
      .select((eb) => [
        'users.id',
        'users.walletBalanceCentavos',
        'users.verificationCompletedAt',
        eb.exists(eb.selectFrom('loans').select('loans.id').whereRef('loans.userId', '=', 'users.id').where('loans.status', '=', 'pending')).as('hasPendingLoan'),
        eb.exists(eb.selectFrom('withdrawals').select('withdrawals.id').whereRef('withdrawals.userId', '=', 'users.id').where('withdrawals.status', 'in', ['pending', 'awaiting_code'])).as('hasOpenWithdrawal'),
      ])
      .where('role', '=', 'borrower')
      .where('isActive', '=', 1)
      .orderBy('id')
      .execute();
    const sizeBefore = fileSize();
    const borrowers: SeededBorrower[] = [];
    const extraSessions: SeededData['extraSessions'] = [];
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const { token } = await createSession(trx, { userId: row.id, isRemembered: true, now });
        borrowers.push({
          id: row.id,
          token,
          isVerified: row.verificationCompletedAt !== null,
          balanceCentavos: Number(row.walletBalanceCentavos),
          hasPendingLoan: Boolean(row.hasPendingLoan),
          hasOpenWithdrawal: Boolean(row.hasOpenWithdrawal),
        });
      }
      for (let i = 0; borrowers.length + extraSessions.length < sessions; i += 1) {
        const userId = rows[i % rows.length]?.id ?? 0;
        extraSessions.push({ userId, token: (await createSession(trx, { userId, isRemembered: true, now })).token });
      }
    });
    const sessionBytes = (fileSize() - sizeBefore) / (borrowers.length + extraSessions.length);
    const { token } = await createSession(db, { userId: adminId, isRemembered: false, now });
    return { dataDir, borrowers, extraSessions, admin: { id: adminId, token }, sessionBytes };
  } finally {
    await db.destroy();
  }
}

/**
 * The seeded data of `seedBenchData` after the server's first housekeeping
 * (late fees, reminders and their messages: on 10,000 seeded borrowers some
 * 190,000 SMS, minutes of work), kept in BENCH_DATA_CACHE when that is set,
 * so that a series of runs (each speed mechanism taken out in turn, decision
 * 076) measures the same data from a warm start instead of seeding and
 * housekeeping again. Without BENCH_DATA_CACHE, the data is seeded into
 * `dataDir` as before. A copy is made for each run: a run writes.
 */
export async function preparedBenchData(
  { dataDir, members, sessions = members }: { dataDir: string; members: number; sessions?: number },
  prepare: (dataDir: string) => Promise<void>,
): Promise<SeededData> {
  const cacheRoot = process.env.BENCH_DATA_CACHE;
  if (!cacheRoot) {
    const data = await seedBenchData({ dataDir, members, sessions });
    await prepare(dataDir);
    return data;
  }
  const cached = join(cacheRoot, `${members}-${sessions}`);
  const manifest = join(cached, 'seeded.json');
  if (!existsSync(manifest)) {
    rmSync(cached, { recursive: true, force: true });
    mkdirSync(cached, { recursive: true });
    const data = await seedBenchData({ dataDir: cached, members, sessions });
    await prepare(cached);
    writeFileSync(manifest, JSON.stringify(data));
    console.log(`bench: seeded data kept in ${cached} (BENCH_DATA_CACHE)`);
  } else {
    console.log(`bench: seeded data from ${cached} (BENCH_DATA_CACHE; delete it to seed again)`);
  }
  cpSync(cached, dataDir, { recursive: true, filter: (source) => source !== manifest });
  await refreshSessions(join(dataDir, 'app.db'));
  return { ...(JSON.parse(readFileSync(manifest, 'utf8')) as SeededData), dataDir };
}

/**
 * The kept sessions as if just signed in: a session last seen an hour ago is
 * touched (written) on its next request, and the officer's, not remembered,
 * ends two hours after it was last seen. Without this, every run more than an
 * hour after the data was kept would start with 20,000 session writes.
 */
async function refreshSessions(file: string): Promise<void> {
  const { db } = openSqlite({ file });
  const now = new Date();
  try {
    await db.updateTable('sessions').set({ lastSeenAt: now.toISOString() }).execute();
    await db
      .updateTable('sessions')
      .set({ idleExpiresAt: new Date(now.getTime() + 2 * HOUR).toISOString(), absoluteExpiresAt: new Date(now.getTime() + 12 * HOUR).toISOString() })
      .where('isRemembered', '=', 0)
      .execute();
  } finally {
    await db.destroy();
  }
}
