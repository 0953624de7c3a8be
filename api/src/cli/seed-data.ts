// The seeded back office, shared by `npm run seed` and the benchmarks (bench/):
// deterministic members with loans, disbursements and withdrawals, every wallet
// the sum of its ledger entries.
import { loanPaymentCentavos, toManilaIsoDate } from '@app/domain';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrateToLatest, openPostgres, openSqlite } from '../db/connection';
import { copyToPostgres, openSource } from '../db/copy-to-postgres';
import { createDiskObjectStore } from '../lib/object-store';
import { hashSecret } from '../lib/passwords';
import { mulberry32 } from '../lib/prng';

export const SEED_PASSWORD = 'seeded member password';

const FIRST_NAMES = [
  'Maria', 'Jose', 'Juan', 'Ana', 'Mark', 'Angelica', 'John Paul', 'Kristine', 'Rodel', 'Jennifer', 'Michael', 'Rowena',
  'Ramon', 'Marites', 'Christian', 'Lorna', 'Jericho', 'Precious', 'Ronaldo', 'Maricel', 'Arnel', 'Joy', 'Benjie', 'Rosalie',
  'Edgardo', 'Liza', 'Noel', 'Gemma', 'Danilo', 'Cherry', 'Romeo', 'Divina', 'Alvin', 'Charmaine', 'Rey', 'Analyn',
  'Jomar', 'Mylene', 'Ferdinand', 'Rhea', 'Carlo', 'Imelda', 'Paolo', 'Jasmine', 'Rommel', 'Teresita', 'Dennis', 'Grace',
  'Eduardo', 'Honeylyn', 'Nestor', 'Evangeline', 'Ariel', 'Leonora', 'Wilfredo', 'Marivic', 'Jayson', 'Shiela', 'Ernesto', 'Aileen',
];
const SURNAMES = [
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada', 'Castillo', 'Flores',
  'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro', 'Salazar', 'Mercado', 'Aguilar', 'Dela Cruz', 'Del Rosario',
  'Gonzales', 'Lopez', 'Hernandez', 'Perez', 'De Leon', 'Pascual', 'Manalo', 'Domingo', 'Soriano', 'Valdez', 'Marquez',
  'Dizon', 'Fernandez', 'Sison', 'Lim', 'Tan', 'Go', 'Yap', 'Macaraeg', 'Panganiban', 'Dimaculangan', 'Magbanua', 'Villareal',
  'Evangelista', 'Francisco', 'Javier', 'Robles', 'Samonte', 'Tolentino', 'Umali', 'Velasco', 'Zamora', 'Abad', 'Buenaventura',
  'Cabrera', 'Dumalagan', 'Esguerra', 'Gatchalian', 'Ilagan', 'Lacson', 'Mangubat', 'Nepomuceno', 'Quizon', 'Rosales',
];
// Where the member registered from: most at home, many working abroad.
const PHONE_ORIGINS = [
  { weight: 60, prefix: '+63', country: 'Philippines', mobile: ['917', '918', '919', '920', '927', '935', '945', '956', '966', '977', '995', '998'], digits: 7 },
  { weight: 10, prefix: '+966', country: 'Saudi Arabia', mobile: ['50', '53', '55', '56'], digits: 7 },
  { weight: 10, prefix: '+971', country: 'United Arab Emirates', mobile: ['50', '52', '55', '56'], digits: 7 },
  { weight: 6, prefix: '+852', country: 'Hong Kong', mobile: ['5', '6', '9'], digits: 7 },
  { weight: 5, prefix: '+65', country: 'Singapore', mobile: ['8', '9'], digits: 7 },
  { weight: 5, prefix: '+974', country: 'Qatar', mobile: ['3', '5', '6', '7'], digits: 7 },
  { weight: 4, prefix: '+965', country: 'Kuwait', mobile: ['5', '6', '9'], digits: 7 },
] as const;
const COUNTRIES_WORKING = ['Philippines', 'Saudi Arabia', 'United Arab Emirates', 'Hong Kong', 'Singapore', 'Qatar', 'Kuwait', 'Japan', 'Taiwan'];
const BANKS = ['BDO', 'BPI', 'Metrobank', 'Landbank', 'PNB', 'Security Bank', 'UnionBank', 'RCBC'];
const TERMS = [6, 12, 18, 24, 36, 48] as const;

type SeedOptions = { dataDir: string; members?: number; loansPerMember?: number; now?: Date };
type SeedReport = { members: number; loans: number; withdrawals: number; ledgerEntries: number; ms: number };

export async function seed({ dataDir, members = 100_000, loansPerMember = 3, now = new Date() }: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const root = resolve(dataDir);
  mkdirSync(join(root, 'objects'), { recursive: true });
  const { db, sqlite } = openSqlite({ file: join(root, 'app.db') });
  await migrateToLatest(db);
  const existing = sqlite.prepare('select count(*) as n from users').get() as { n: number };
  if (existing.n > 0) {
    await db.destroy();
    throw new Error(`${join(root, 'app.db')} already has ${existing.n} users; seed an empty DATA_DIR.`);
  }
  // One argon2 hash for every seeded member: hashing 100,000 would take hours.
  const passwordHash = await hashSecret(SEED_PASSWORD);
  const random = mulberry32(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const totalWeight = PHONE_ORIGINS.reduce((sum, o) => sum + o.weight, 0);
  const pickOrigin = () => {
    let r = random() * totalWeight;
    for (const origin of PHONE_ORIGINS) {
      r -= origin.weight;
      if (r < 0) return origin;
    }
    return PHONE_ORIGINS[0];
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  const nowMs = now.getTime();
  const threeYears = 3 * 365 * 24 * 3600 * 1000;

  const insertUser = sqlite.prepare(`insert into users
    (email, password_hash, full_name, contact_number, address, country_working, monthly_income_centavos, loan_purpose,
     contact_person_name, contact_person_tel, bank_name, account_number, credit_score, wallet_balance_centavos, role,
     is_active, registration_country, personal_details_at, bank_info_at, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'borrower', ?, ?, ?, ?, ?, ?)`);
  const insertLoan = sqlite.prepare(`insert into loans
    (user_id, amount_centavos, term, interest_rate_bp, monthly_payment_centavos, total_repayment_centavos, status,
     start_date, disbursed_at, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertLedger = sqlite.prepare(`insert into ledger_entries
    (user_id, amount_centavos, balance_after_centavos, kind, reason, actor_id, loan_id, withdrawal_id, created_at)
    values (?, ?, ?, ?, null, null, ?, ?, ?)`);
  const insertDisbursement = sqlite.prepare(`insert into loan_transactions
    (loan_id, kind, amount_centavos, ledger_entry_id, created_at) values (?, 'disbursement', ?, ?, ?)`);
  const insertWithdrawal = sqlite.prepare(`insert into withdrawals
    (user_id, amount_centavos, status, code_hash, code_sent_at, code_expires_at, code_attempts, verified_at, decided_at, created_at)
    values (?, ?, ?, null, ?, ?, 0, ?, ?, ?)`);
  const setBalance = sqlite.prepare('update users set wallet_balance_centavos = ? where id = ?');

  let loans = 0;
  let withdrawals = 0;
  let ledgerEntries = 0;
  sqlite.transaction(() => {
    for (let i = 0; i < members; i += 1) {
      const first = pick(FIRST_NAMES);
      const last = pick(SURNAMES);
      const middle = String.fromCharCode(65 + Math.floor(random() * 26));
      const fullName = `${first} ${middle}. ${last}`;
      const origin = pickOrigin();
      const subscriber = String(Math.floor(random() * 10 ** origin.digits)).padStart(origin.digits, '0');
      const contactNumber = `${origin.prefix}${pick(origin.mobile)}${subscriber}`;
      const email = `${first}.${last}.${i + 1}@example.com`.toLowerCase().replace(/\s+/g, '');
      const createdMs = nowMs - Math.floor(random() * threeYears);
      const isVerified = random() < 0.85;
      const createdAt = iso(createdMs);
      const info = insertUser.run(
        email,
        passwordHash,
        fullName,
        contactNumber,
        isVerified ? `${1 + Math.floor(random() * 999)} Rizal St, Quezon City` : null,
        isVerified ? pick(COUNTRIES_WORKING) : null,
        isVerified ? (15_000 + Math.floor(random() * 185_000)) * 100 : null,
        isVerified ? pick(['House repair', 'Tuition', 'Small business', 'Medical bills', 'Placement fee']) : null,
        isVerified ? `${pick(FIRST_NAMES)} ${last}` : null,
        isVerified ? `+63917${String(Math.floor(random() * 1e7)).padStart(7, '0')}` : null,
        isVerified ? pick(BANKS) : null,
        isVerified ? String(Math.floor(random() * 1e12)).padStart(12, '0') : null,
        Math.floor(random() * 1001),
        random() < 0.95 ? 1 : 0,
        origin.country,
        isVerified ? createdAt : null,
        isVerified ? createdAt : null,
        createdAt,
        createdAt,
      );
      const userId = Number(info.lastInsertRowid);
      let balance = 0;
      // Older loans are decided; only the newest may still be pending (one pending per borrower).
      const loanTimes = Array.from({ length: loansPerMember }, () => createdMs + Math.floor(random() * (nowMs - createdMs))).sort((a, b) => a - b);
      loanTimes.forEach((loanMs, index) => {
        const isNewest = index === loanTimes.length - 1;
        const roll = random();
        const status = isNewest && roll < 0.3 ? 'pending' : roll < 0.75 ? 'approved' : 'rejected';
        const amount = (3 + Math.floor(random() * 98)) * 50_000 * 100;
        const interestRate = amount >= 500_000 * 100 && random() < 0.6 ? 0.3 : 0.5;
        const term = pick(TERMS);
        const { monthlyPayment, totalRepayment } = loanPaymentCentavos({ principal: amount as never, term, interestRate });
        const at = iso(loanMs);
        const decidedAt = status === 'approved' ? iso(Math.min(nowMs, loanMs + 86_400_000)) : null;
        const loan = insertLoan.run(
          userId,
          amount,
          term,
          Math.round(interestRate * 100),
          monthlyPayment,
          totalRepayment,
          status,
          decidedAt ? toManilaIsoDate(decidedAt) : null,
          decidedAt,
          at,
          decidedAt ?? at,
        );
        loans += 1;
        if (decidedAt) {
          balance += amount;
          const entry = insertLedger.run(userId, amount, balance, 'disbursement', Number(loan.lastInsertRowid), null, decidedAt);
          insertDisbursement.run(Number(loan.lastInsertRowid), amount, Number(entry.lastInsertRowid), decidedAt);
          ledgerEntries += 1;
        }
      });
      // Half the borrowers with money have withdrawn once; some wait for an officer.
      if (balance > 0 && random() < 0.5) {
        const amount = Math.min(balance, (1 + Math.floor(random() * 20)) * 10_000 * 100);
        const atMs = nowMs - Math.floor(random() * 30 * 86_400_000);
        const roll = random();
        const status = roll < 0.2 ? 'pending' : roll < 0.9 ? 'approved' : 'rejected';
        const at = iso(atMs);
        const decidedAt = status === 'pending' ? null : iso(atMs + 3_600_000);
        const withdrawal = insertWithdrawal.run(userId, amount, status, at, iso(atMs + 600_000), iso(atMs + 60_000), decidedAt, at);
        withdrawals += 1;
        if (status === 'approved') {
          balance -= amount;
          insertLedger.run(userId, -amount, balance, 'withdrawal', null, Number(withdrawal.lastInsertRowid), decidedAt);
          ledgerEntries += 1;
        }
      }
      if (balance !== 0) setBalance.run(balance, userId);
    }
  })();
  sqlite.pragma('optimize');
  sqlite.exec('analyze');
  await db.destroy();
  return { members, loans, withdrawals, ledgerEntries, ms: Math.round(performance.now() - started) };
}

/** Copies a seeded SQLite DATA_DIR into the empty PostgreSQL database at `url`, and checks the copy. */
export async function copySeedToPostgres({ dataDir, url }: { dataDir: string; url: string }): Promise<void> {
  const { db } = openPostgres({ url, poolSize: 2 });
  const source = openSource(dataDir);
  try {
    const { verification } = await copyToPostgres({ source, db, from: createDiskObjectStore({ root: join(dataDir, 'objects') }), to: null });
    if (verification.problems.length > 0) throw new Error(`The copy to PostgreSQL does not match:\n${verification.problems.join('\n')}`);
  } finally {
    source.close();
    await db.destroy();
  }
}

/** The same data in the empty PostgreSQL database at `url`, by way of a temporary SQLite DATA_DIR. */
export async function seedPostgres(options: SeedOptions & { url: string }): Promise<SeedReport> {
  const started = performance.now();
  const staging = mkdtempSync(join(tmpdir(), 'lender-seed-'));
  try {
    const report = await seed({ ...options, dataDir: staging });
    await copySeedToPostgres({ dataDir: staging, url: options.url });
    return { ...report, ms: Math.round(performance.now() - started) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
