import { LOAN_AMOUNT_STEP, LOAN_MIN_AMOUNT, manilaToday, paymentReference, PREMIUM_RATE, PREMIUM_THRESHOLD, STANDARD_RATE, STAFF_DUTIES, type StaffDuty } from '@app/domain';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { sql } from 'kysely';
import pino from 'pino';
import { createApp, type App } from '../app';
import type { AppDeps } from '../app-env';
import { defaultMessaging, type AppConfig } from '../config';
import type { Db } from '../db/connection';
import { chainedPostingHooks } from '../db/posting-hook';
import { readCachesOf } from '../db/read-caches';
import { addAdmin } from '../features/admin';
import { ensureMainAdmin, resetSecondFactor } from '../features/auth';
import { booksPostingHook, reconciliation } from '../features/books';
import { compliancePostingHook } from '../features/compliance';
import { createLiveEvents } from '../features/live';
import { runMaintenance } from '../features/maintenance';
import { runOutboxPass } from '../features/outbox';
import { DAY, HOUR, MINUTE, settableClock } from '../lib/clock';
import { mulberry32 } from '../lib/prng';
import type { ObjectStore } from '../lib/object-store';
import type { RateLimiter } from '../lib/rate-limit';
import { generateToken } from '../lib/tokens';
import { idImage } from './id-images';
import { AppClient, closeMonthsBefore, gatewayCallback, importSettlementFile, type ApiClient, type SettlementLine } from './loan-events';

/*
 * `npm run simulate` (issue 31, decision 071): lives a loan book through the
 * app's own routes with an injected clock, deterministically (a seeded PRNG:
 * the same arguments give the same books). Borrowers register, verify and
 * apply; officers approve and decline; some cancel in the cooling-off; they
 * pay by every way in (wallet, staff, settlement file, gateway; early, on
 * time, late, partial; a mistyped reference held, then assigned); late fees
 * are charged by housekeeping and some waived; payments reversed; loans paid
 * off; proceeds withdrawn with the code; and every month is closed by two
 * finance officers. At the end the books must reconcile and every month's
 * statements foot.
 */

/** The simulated months end with October 2026: the last close happens on November 2, before the back office is opened. */
const FIRST_MONTH_AFTER = { year: 2026, month: 11 };
const SEED = 20_261_128;
const GATEWAY_SECRET = 'simulation-gateway-secret';
const STAFF: readonly { key: string; name: string; duties: readonly StaffDuty[] }[] = [
  { key: 'lending1', name: 'Lending Officer One', duties: ['lending'] },
  { key: 'lending2', name: 'Lending Officer Two', duties: ['lending'] },
  { key: 'payments1', name: 'Payments Officer One', duties: ['payments'] },
  { key: 'payments2', name: 'Payments Officer Two', duties: ['payments'] },
  { key: 'payouts1', name: 'Payouts Officer One', duties: ['payouts'] },
  { key: 'payouts2', name: 'Payouts Officer Two', duties: ['payouts'] },
  { key: 'finance1', name: 'Finance Officer One', duties: ['finance'] },
  { key: 'finance2', name: 'Finance Officer Two', duties: ['finance'] },
  { key: 'supervisor', name: 'Branch Supervisor', duties: STAFF_DUTIES },
];
const FIRST_NAMES = ['Maria', 'Jose', 'Ana', 'Juan', 'Rosa', 'Pedro', 'Liza', 'Mark', 'Grace', 'Ramon', 'Joy', 'Paolo', 'Cristina', 'Noel', 'Divina', 'Arnel'];
const LAST_NAMES = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Torres', 'Flores', 'Villanueva', 'Ramos', 'Aquino', 'Castillo', 'Dela Cruz', 'Navarro'];
const COUNTRIES = ['Saudi Arabia', 'United Arab Emirates', 'Qatar', 'Hong Kong', 'Singapore', 'Kuwait', 'Japan', 'Taiwan', 'Italy', 'Canada'];
const BANKS = ['BDO', 'BPI', 'Metrobank', 'Landbank', 'PNB', 'Security Bank'];
const CITIES = ['Quezon City', 'Cebu City', 'Davao City', 'Iloilo City', 'Batangas City', 'Baguio City', 'Tarlac City'];
const CHANNELS = ['gcash', 'maya', 'bank_transfer', 'otc'] as const;
const TERMS = [6, 12, 18, 24] as const;
const IMAGE_COLOURS = 24;

type Behaviour = 'early' | 'onTime' | 'late' | 'partial' | 'defaulter' | 'payoff';
type Way = 'wallet' | 'staff' | 'file' | 'gateway' | 'unmatched';

export class SimulationRefusedError extends Error {}

export interface SimulationOptions {
  db: Db;
  /** Where the ID images go: the data folder's object store. */
  objects: ObjectStore;
  /** The settings of the data folder (the simulation makes its own in-process copy: gateway secret, no rate limits, no real messages). */
  config: AppConfig;
  months: number;
  borrowers: number;
  /** The main admin's email and password from MAIN_ADMIN_EMAIL / MAIN_ADMIN_PASSWORD (null: admin@example.com, a generated password). */
  mainAdmin?: { email: string | null; password: string | null };
  /** Told of each simulated month as it ends. */
  progress?: (line: string) => void;
}

interface MonthStatements {
  month: string;
  entries: number;
  foots: boolean;
  totalAssets: number;
  netIncome: number;
}

export interface SimulationReport {
  months: string[];
  borrowers: number;
  loansByStatus: Record<string, number>;
  events: Record<string, number>;
  /** Pesos that came in from borrowers (payments posted) and went out (proceeds paid to banks). */
  moneyIn: number;
  moneyOut: number;
  disbursed: number;
  journalEntries: number;
  trialBalance: { at: string; totalDebit: number; totalCredit: number };
  reconciliation: { ok: boolean; differences: unknown[] };
  statements: MonthStatements[];
  /** Who signs in to the back office afterwards: one password for every simulated account (staff and borrowers). */
  signIn: { mainAdmin: { email: string; password: string | null }; staff: { email: string; duties: readonly StaffDuty[] }[]; borrowerEmail: string | null; password: string };
  /** True when the books reconcile and every month's statements foot. */
  ok: boolean;
}

/** The seeded generator (lib/prng.ts) with the draws the simulation makes. */
function prng(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    weighted: <T extends string>(weights: Record<T, number>): T => {
      const entries = Object.entries(weights) as [T, number][];
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
  };
}

/** The simulation is one client of the app, not an attacker: its requests are not rate limited. */
const unlimited: RateLimiter = { hit: async () => true, reset: async () => undefined, deleteExpired: async () => 0 };

/** 09:00 in Manila of a day (UTC+8, no daylight saving). */
const morningOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day, 1);
const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayOf = (at: number) => manilaToday(new Date(at));
const pesos = (centavos: number) => Math.round(centavos) / 100;

interface Staff {
  key: string;
  email: string;
  id: number;
  duties: readonly StaffDuty[];
  secret: string | null;
  client: AppClient;
  signedInAt: number;
  usedAt: number;
}

interface Borrower {
  index: number;
  email: string;
  userId: number;
  client: AppClient;
  signedInAt: number;
  usedAt: number;
}

interface Loan {
  id: number;
  borrower: Borrower;
  behaviour: Behaviour;
  way: Way;
  channel: (typeof CHANNELS)[number];
  appliedDay: string;
  disbursedDay: string | null;
  cancels: boolean;
  /** Installment number → pay day and amount in pesos. */
  plan: Map<string, { installment: number; pesos: number }[]>;
  payoffDay: string | null;
  done: boolean;
}

/** Lives the loan book; refuses a database that already holds members. */
export async function simulateLoanBook(options: SimulationOptions): Promise<SimulationReport> {
  const { db, months, borrowers: borrowerCount } = options;
  if (!Number.isInteger(months) || months < 1 || months > 24) throw new SimulationRefusedError(`months must be a whole number from 1 to 24, got ${months}`);
  if (!Number.isInteger(borrowerCount) || borrowerCount < 1 || borrowerCount > 100_000) throw new SimulationRefusedError(`borrowers must be a whole number from 1 to 100000, got ${borrowerCount}`);
  const members = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(members.count) > 0) {
    throw new SimulationRefusedError(`This database already holds ${members.count} members: the simulation only fills an empty data folder (or an empty PostgreSQL database). Use a new folder.`);
  }

  const random = prng(SEED);
  const startMonth = new Date(Date.UTC(FIRST_MONTH_AFTER.year, FIRST_MONTH_AFTER.month - 1 - months, 1));
  const clock = settableClock(new Date(morningOf(startMonth.getUTCFullYear(), startMonth.getUTCMonth() + 1, 1)));
  const tick = () => clock.advance(2_000);
  const config: AppConfig = { ...options.config, paymentCallbackSecret: GATEWAY_SECRET, messaging: defaultMessaging };
  const deps: AppDeps = {
    db,
    reads: readCachesOf(db),
    objects: options.objects,
    // The simulated phones: the outbox's messages are sent to no one (the real provider is never called).
    sender: { sendSms: async () => undefined },
    clock,
    config,
    logger: pino({ level: 'silent' }),
    rateLimiter: unlimited,
    live: createLiveEvents(),
    outbox: { nudge: () => Promise.resolve() },
    postingHook: chainedPostingHooks(booksPostingHook, compliancePostingHook),
  };
  const app: App = createApp(deps);
  const password = generateToken();
  // A few colours of ID card, each encoded once.
  const images = new Map<number, Uint8Array>();
  const imageOf = (hue: number, band: number) => {
    const key = hue * 3 + band;
    if (!images.has(key)) images.set(key, idImage({ hue: Math.floor((hue * 0xffffff) / IMAGE_COLOURS), band }));
    return images.get(key)!;
  };
  const events: Record<string, number> = {};
  const count = (what: string) => void (events[what] = (events[what] ?? 0) + 1);
  const expectOk = (what: string, answer: { status: number; body: unknown }) => {
    if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    count(what);
    return answer.body as any;
  };

  // The main admin as the first start makes it; the staff added by the main admin (the route's service), each with their duties.
  const created = await ensureMainAdmin(deps, options.mainAdmin ?? { email: null, password: null });
  if (!created) throw new SimulationRefusedError('A main admin already exists: the simulation only fills an empty data folder.');
  const mainAdmin = await db.selectFrom('users').selectAll().where('role', '=', 'main_admin').executeTakeFirstOrThrow();
  const staff = new Map<string, Staff>();
  for (const member of STAFF) {
    const email = `sim.${member.key}@example.com`;
    const row = await addAdmin(deps, { actor: mainAdmin, input: { email, password, duties: [...member.duties] } });
    await db.updateTable('users').set({ fullName: member.name }).where('id', '=', row.id).execute();
    staff.set(member.key, { key: member.key, email, id: row.id, duties: member.duties, secret: null, client: new AppClient(app), signedInAt: -Infinity, usedAt: -Infinity });
  }

  /**
   * A staff member's client, signed in (password, then the authenticator's
   * code) on a remembered device when the session may have lapsed (7 days
   * idle, 30 days at most): each officer signs in about once a month.
   */
  const officer = async (key: string): Promise<ApiClient> => {
    const member = staff.get(key)!;
    const now = clock.now().getTime();
    if (now - member.signedInAt < 25 * DAY && now - member.usedAt < 6 * DAY) {
      member.usedAt = now;
      return member.client;
    }
    clock.advance(31_000);
    member.client = new AppClient(app);
    const login = expectOk('staff sign-in', await member.client.post('/api/auth/login', { email: member.email, password, rememberMe: true }));
    const step = Math.floor(clock.now().getTime() / 30_000);
    if (login.mfa?.state === 'enroll') {
      member.secret = login.mfa.secret as string;
      expectOk('staff enrolment', await member.client.post('/api/auth/mfa/enroll', { code: generateHOTP(decodeBase32IgnorePadding(member.secret), BigInt(step), 6) }));
    } else {
      expectOk('staff code', await member.client.post('/api/auth/mfa/verify', { code: generateHOTP(decodeBase32IgnorePadding(member.secret!), BigInt(step), 6) }));
    }
    member.signedInAt = clock.now().getTime();
    member.usedAt = member.signedInAt;
    tick();
    return member.client;
  };
  /** A staff action that may need a second officer of the same duty (four eyes): the second one approves what the first asked. */
  const withFourEyes = async (what: string, maker: string, checker: string, act: (client: ApiClient) => Promise<{ status: number; body: any }>) => {
    const answer = await act(await officer(maker));
    const body = expectOk(what, answer);
    if (answer.status !== 202) return body;
    tick();
    return expectOk(`${what} (second officer)`, await (await officer(checker)).post(`/api/admin/approvals/${body.approval.id}`, { decision: 'approve' }));
  };
  /** A borrower's phone keeps a remembered session (7 days idle, 30 days at most): signed in again when it may have lapsed. */
  const needsSignIn = (borrower: Borrower) => {
    const now = clock.now().getTime();
    return now - borrower.signedInAt > 25 * DAY || now - borrower.usedAt > 6 * DAY;
  };
  const signIn = async (borrower: Borrower) => {
    const client = new AppClient(app);
    expectOk('borrower sign-in', await client.post('/api/auth/login', { email: borrower.email, password, rememberMe: true }));
    borrower.client = client;
    borrower.signedInAt = clock.now().getTime();
    borrower.usedAt = borrower.signedInAt;
  };
  const signedIn = async (borrower: Borrower): Promise<ApiClient> => {
    if (needsSignIn(borrower)) {
      await signIn(borrower);
      tick();
    }
    borrower.usedAt = clock.now().getTime();
    return borrower.client;
  };

  // Who registers when: spread over the first months (all but the last when there are several), from the 1st to the 20th.
  const registrationMonths = months === 1 ? 1 : months - 1;
  const registrations = new Map<string, number[]>();
  for (let index = 0; index < borrowerCount; index += 1) {
    const monthIndex = Math.floor((index * registrationMonths) / borrowerCount);
    const month = new Date(Date.UTC(startMonth.getUTCFullYear(), startMonth.getUTCMonth() + monthIndex, 1));
    const day = dayOf(morningOf(month.getUTCFullYear(), month.getUTCMonth() + 1, months === 1 ? random.int(1, 10) : random.int(1, 20)));
    registrations.set(day, [...(registrations.get(day) ?? []), index]);
  }

  const borrowers: Borrower[] = [];
  const loans: Loan[] = [];
  const pending: Loan[] = [];
  let reference = 0;
  let fileLines: SettlementLine[] = [];
  let unmatchedToAssign: { loan: Loan; transactionId: string }[] = [];
  let reversals: number[] = [];
  let waivers: { loan: Loan; installment: number; day: string }[] = [];
  let withdrawals: Loan[] = [];
  let cancellations: Loan[] = [];

  const register = async (index: number) => {
    const client = new AppClient(app);
    const email = `sim.borrower${String(index + 1).padStart(5, '0')}@example.com`;
    const fullName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const contactNumber = `09${String(random.int(100_000_000, 999_999_999))}`;
    const registered = expectOk('registration', await client.post('/api/auth/register', { fullName, email, contactNumber, password, confirmPassword: password, privacyNoticeVersion: '2026-11-22' }));
    tick();
    const income = random.int(35, 150) * 1_000;
    expectOk('personal details', await client.post('/api/user/verification', {
      address: `${random.int(1, 999)} Rizal St, ${random.pick(CITIES)}`,
      countryWorking: random.pick(COUNTRIES),
      monthlyIncome: income,
      loanPurpose: random.pick(['House repair', 'Tuition', 'Small business', 'Medical bills', 'Placement fee']),
      contactPersonName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      contactPersonTel: `09${String(random.int(100_000_000, 999_999_999))}`,
    }));
    const hue = random.int(0, IMAGE_COLOURS - 1);
    for (const [band, type] of (['front_id', 'back_id', 'selfie_with_id'] as const).entries()) {
      const issued = expectOk('upload URL', await client.post('/api/objects/upload', {}));
      const put = await client.request('PUT', new URL(issued.uploadURL).pathname, { body: imageOf(hue, band) as Uint8Array<ArrayBuffer>, headers: { 'content-type': 'image/jpeg' } });
      expectOk('ID image', put);
      expectOk('document', await client.post('/api/documents/upload-from-storage', { uploadedFiles: [{ type, uploadURL: issued.uploadURL }] }));
    }
    expectOk('bank details', await client.post('/api/user/bank-info', { bankName: random.pick(BANKS), accountNumber: String(random.int(100_000_000, 999_999_999)) + String(random.int(100, 999)) }));
    tick();
    // The sign-up's session is a browser one (hours): the next visit signs in again, remembered on this phone.
    const borrower: Borrower = { index, email, userId: registered.user.id, client, signedInAt: -Infinity, usedAt: clock.now().getTime() };
    borrowers.push(borrower);
    // The amount an installment of about a third of the income allows, in the application's steps.
    const term = random.pick(TERMS);
    const most = Math.floor((income * 0.33) / (1 / term + STANDARD_RATE / 100) / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP;
    const amount = Math.max(LOAN_MIN_AMOUNT, Math.min(most, random.int(3, 12) * LOAN_AMOUNT_STEP));
    const applied = expectOk('application', await client.post('/api/loans', { amount, term, interestRate: amount >= PREMIUM_THRESHOLD ? PREMIUM_RATE : STANDARD_RATE }));
    tick();
    pending.push({
      id: applied.id,
      borrower,
      behaviour: random.weighted<Behaviour>({ early: 20, onTime: 40, late: 18, partial: 10, defaulter: 6, payoff: 6 }),
      way: random.weighted<Way>({ wallet: 25, staff: 20, file: 25, gateway: 20, unmatched: 10 }),
      channel: random.pick(CHANNELS),
      appliedDay: dayOf(clock.now().getTime()),
      disbursedDay: null,
      cancels: random.next() < 0.04,
      plan: new Map(),
      payoffDay: null,
      done: false,
    });
  };

  /** Officers review yesterday's applications: some declined, the rest approved (paid out to the wallet) and planned. */
  const review = async (today: string) => {
    const due = pending.filter((loan) => loan.appliedDay < today);
    for (const loan of due) {
      pending.splice(pending.indexOf(loan), 1);
      if (random.next() < 0.08) {
        await withFourEyes('decline', 'lending1', 'lending2', (client) => client.post(`/api/admin/loans/${loan.id}`, { status: 'rejected', message: 'Your income does not cover the installment.' }));
        tick();
        continue;
      }
      await withFourEyes('approval', 'lending1', 'lending2', async (client) => {
        const answer = await client.post(`/api/admin/loans/${loan.id}`, { status: 'approved' });
        if (answer.body?.code !== 'affordability_reason_required') return answer;
        // Above the income limit: the officer writes why, and a second officer approves (decision 057).
        count('approval above the income limit');
        return client.post(`/api/admin/loans/${loan.id}`, { status: 'approved', reason: 'Remittances on file cover the installment: a second income from the spouse abroad' });
      });
      tick();
      loan.disbursedDay = today;
      const detail = expectOk('loan read', await (await officer('lending1')).get(`/api/admin/loans/${loan.id}`));
      planPayments(loan, detail.loan.installments as { number: number; dueDate: string; principal: number; interest: number }[]);
      loans.push(loan);
      if (loan.cancels) cancellations.push(loan);
      else withdrawals.push(loan);
    }
  };

  const shift = (day: string, days: number) => dayOf(Date.parse(`${day}T01:00:00.000Z`) + days * DAY);
  const planPayments = (loan: Loan, installments: { number: number; dueDate: string; principal: number; interest: number }[]) => {
    const at = (day: string, installment: number, amount: number) => loan.plan.set(day, [...(loan.plan.get(day) ?? []), { installment, pesos: Math.round(amount * 100) / 100 }]);
    if (loan.behaviour === 'payoff') loan.payoffDay = shift(loan.disbursedDay!, random.int(5, 25));
    for (const installment of installments) {
      const amount = installment.principal + installment.interest;
      switch (loan.behaviour) {
        case 'early':
          at(shift(installment.dueDate, -random.int(3, 20)), installment.number, amount);
          break;
        case 'onTime':
        case 'payoff':
          at(shift(installment.dueDate, -random.int(0, 1)), installment.number, amount);
          break;
        case 'late': {
          // Past the grace days, so housekeeping has charged the late fee; an officer waives some of them that morning.
          const payDay = shift(installment.dueDate, random.int(5, 18));
          at(payDay, installment.number, amount);
          if (random.next() < 0.4) waivers.push({ loan, installment: installment.number, day: payDay });
          break;
        }
        case 'partial':
          at(installment.dueDate, installment.number, Math.round(amount * 50) / 100);
          break;
        case 'defaulter':
          if (installment.number === 1) at(installment.dueDate, installment.number, amount);
          break;
      }
    }
  };

  const pay = async (loan: Loan, amount: number, today: string) => {
    reference += 1;
    const way = loan.way === 'wallet' && random.next() < 0.2 ? 'staff' : loan.way;
    switch (way) {
      case 'wallet': {
        const answer = await (await signedIn(loan.borrower)).post(`/api/loans/${loan.id}/pay`, { amount });
        // A wallet short of the installment: the borrower pays at the counter instead.
        if (answer.status === 409 || answer.status === 400 || answer.status === 422) return pay({ ...loan, way: 'staff' }, amount, today);
        expectOk('payment from the wallet', answer);
        break;
      }
      case 'staff': {
        const answer = await withFourEyes('payment by staff', 'payments1', 'payments2', (client) =>
          client.post(`/api/admin/loans/${loan.id}/payments`, { amount, channel: loan.channel, reference: `SIM-ST-${reference}`, receivedAt: clock.now().toISOString() }),
        );
        if (typeof answer?.transaction?.id === 'number' && random.next() < 0.08) reversals.push(answer.transaction.id);
        break;
      }
      case 'file':
        fileLines.push({ reference: paymentReference({ loanId: loan.id }), pesos: amount, paidAt: today, transactionId: `SIM-FILE-${reference}`, channel: random.pick(['gcash', 'maya', 'otc']) });
        break;
      case 'unmatched': {
        // A reference mistyped at the counter: the line is held, and a payments officer assigns it the next day.
        const transactionId = `SIM-HELD-${reference}`;
        const right = paymentReference({ loanId: loan.id });
        const mistyped = `${right.slice(0, -1)}${(Number(right.slice(-1)) + 1) % 10}`;
        fileLines.push({ reference: mistyped, pesos: amount, paidAt: today, transactionId, channel: 'otc' });
        unmatchedToAssign.push({ loan, transactionId });
        break;
      }
      case 'gateway': {
        const body = { reference: paymentReference({ loanId: loan.id }), amount, transactionId: `SIM-PG-${reference}`, paidAt: clock.now().toISOString(), channel: random.pick(['gcash', 'maya']) };
        const status = await gatewayCallback(app, { secret: GATEWAY_SECRET, body, now: clock.now() });
        if (status !== 200) throw new Error(`the gateway's callback answered ${status}`);
        count('payment by the gateway');
        break;
      }
    }
    tick();
  };

  /** The company's first day: the shareholders' capital paid into the bank, as finance records opening balances (two officers). */
  const openBooks = async (today: string) => {
    // At most PHP 20,000,000: an approval's amount above PHP 21,474,836.47 fails on PostgreSQL (a 32-bit column), so larger books run on an overdraft.
    const capital = Math.min(20, Math.max(1, Math.ceil(borrowerCount / 2))) * 1_000_000;
    const lines = [
      { account: '1010', debit: capital, credit: 0 },
      { account: '3100', debit: 0, credit: capital },
    ];
    await withFourEyes('opening balances', 'finance1', 'finance2', (client) => client.post('/api/admin/books/opening', { date: today, memo: 'Capital paid in by the shareholders', lines }));
    tick();
  };

  /**
   * The borrowers who act today sign in first, four at a time: checking a
   * password (argon2id) is most of a sign-in, and sessions are not in the
   * books, so the order they come in does not change them.
   */
  const signInAhead = async (today: string) => {
    const acting = new Set<Borrower>();
    for (const loan of cancellations) if (loan.disbursedDay! < today) acting.add(loan.borrower);
    for (const loan of withdrawals) if (loan.disbursedDay! < shift(today, -1)) acting.add(loan.borrower);
    for (const loan of loans) if (!loan.done && (loan.payoffDay === today || (loan.way === 'wallet' && loan.plan.has(today)))) acting.add(loan.borrower);
    const due = [...acting].filter(needsSignIn).sort((a, b) => a.index - b.index);
    for (let at = 0; at < due.length; at += 4) await Promise.all(due.slice(at, at + 4).map(signIn));
    tick();
  };

  const day = async (today: string, dayOfMonth: number, thisMonth: string) => {
    if (today === dayOf(morningOf(startMonth.getUTCFullYear(), startMonth.getUTCMonth() + 1, 1))) await openBooks(today);
    await runMaintenance(deps);
    count('housekeeping');
    if (dayOfMonth === 2) {
      const closed = await closeMonthsBefore({ maker: await officer('finance1'), checker: await officer('finance2'), pause: () => clock.advance(MINUTE) }, thisMonth);
      for (const month of closed) {
        count('month-end close');
        options.progress?.(`${month} closed (${borrowers.length} borrowers, ${loans.length} loans paid out so far)`);
      }
    }
    // Yesterday's held lines, assigned to the loans they were meant for.
    if (unmatchedToAssign.length > 0) {
      const held = expectOk('unmatched list', await (await officer('payments1')).get('/api/admin/payments/unmatched')) as { id: number; transactionId: string }[];
      for (const { loan, transactionId } of unmatchedToAssign) {
        const line = held.find((row) => row.transactionId === transactionId);
        if (!line) continue;
        await withFourEyes('unmatched assigned', 'payments1', 'payments2', (client) => client.post(`/api/admin/payments/unmatched/${line.id}/assign`, { loanId: loan.id }));
        tick();
      }
      unmatchedToAssign = [];
    }
    for (const id of reversals) {
      const answer = await (await officer('payments2')).post(`/api/admin/payments/${id}/reverse`, { reason: 'Recorded twice: the bank transfer was entered by two officers' });
      if (answer.status === 202) await withFourEyes('reversal', 'payments2', 'payments1', async () => answer);
      else if (answer.status < 300) count('reversal');
      else count('reversal refused');
      tick();
    }
    reversals = [];
    for (const index of registrations.get(today) ?? []) await register(index);
    await review(today);
    await signInAhead(today);
    for (const loan of cancellations.filter((one) => one.disbursedDay! < today)) {
      expectOk('cooling-off cancellation', await (await signedIn(loan.borrower)).post(`/api/loans/${loan.id}/cancel`));
      loan.done = true;
      tick();
    }
    cancellations = cancellations.filter((one) => one.disbursedDay! >= today);
    for (const loan of withdrawals.filter((one) => one.disbursedDay! < shift(today, -1))) {
      const client = await signedIn(loan.borrower);
      const me = expectOk('wallet read', await client.get('/api/auth/me'));
      const balance: number = me.user.walletBalance;
      // Who pays from the wallet keeps part of the proceeds there; the others take it all home.
      const amount = Math.floor(loan.way === 'wallet' ? balance * 0.6 : balance);
      if (amount <= 0) continue;
      const asked = expectOk('withdrawal asked', await client.post('/api/withdrawals', { amount }));
      tick();
      const notifications = expectOk('notifications', await client.get('/api/notifications')) as { message: string }[];
      const code = /\b(\d{6})\b/.exec(notifications[0]?.message ?? '')?.[1];
      if (!code) throw new Error(`no withdrawal code reached borrower ${loan.borrower.email}`);
      expectOk('withdrawal code', await client.post('/api/withdrawals/verify', { amount, otp: code }));
      tick();
      await withFourEyes('withdrawal paid', 'payouts1', 'payouts2', (officerClient) => officerClient.post(`/api/admin/withdrawals/${asked.id}`, { status: 'approved' }));
      tick();
    }
    withdrawals = withdrawals.filter((one) => one.disbursedDay! >= shift(today, -1));
    // Late fees the borrower asked to be waived (a hospital stay): waived before the late payment comes in.
    for (const waiver of waivers.filter((one) => one.day === today)) {
      const answer = await (await officer('payments1')).post(`/api/admin/loans/${waiver.loan.id}/waive-fee`, { installment: waiver.installment, reason: 'Hospital stay abroad: the borrower paid as soon as discharged' });
      if (answer.status === 202) await withFourEyes('late fee waived', 'payments1', 'payments2', async () => answer);
      else if (answer.status < 300) count('late fee waived');
      else count('waiver refused (no fee to waive)');
      tick();
    }
    waivers = waivers.filter((one) => one.day > today);
    for (const loan of loans) {
      if (loan.done) continue;
      if (loan.payoffDay === today) {
        const quote = expectOk('payoff quote', await (await signedIn(loan.borrower)).get(`/api/loans/${loan.id}/payoff`));
        if (quote.amount > 0) {
          reference += 1;
          await withFourEyes('payoff', 'payments1', 'payments2', (client) =>
            client.post(`/api/admin/loans/${loan.id}/payments`, { amount: quote.amount, channel: 'bank_transfer', reference: `SIM-PO-${reference}`, receivedAt: clock.now().toISOString() }),
          );
        }
        loan.done = true;
        tick();
        continue;
      }
      for (const { pesos: amount } of loan.plan.get(today) ?? []) await pay(loan, amount, today);
    }
    if (fileLines.length > 0) {
      const imported = expectOk('settlement file', await importSettlementFile(await officer('payments1'), fileLines));
      events['payment by settlement file'] = (events['payment by settlement file'] ?? 0) + imported.posted;
      events['held as unmatched'] = (events['held as unmatched'] ?? 0) + imported.unmatched;
      fileLines = [];
      tick();
    }
    // The day's messages (reminders, receipts, codes) leave the outbox for the simulated phones.
    for (;;) {
      const pass = await runOutboxPass(deps, { owner: 'simulation' });
      if (pass.sent + pass.failed + pass.retried === 0) break;
    }
  };

  const monthsLived: string[] = [];
  for (let step = 0; step <= months; step += 1) {
    const at = new Date(Date.UTC(startMonth.getUTCFullYear(), startMonth.getUTCMonth() + step, 1));
    const [year, month] = [at.getUTCFullYear(), at.getUTCMonth() + 1];
    const thisMonth = monthKey(year, month);
    // The month after the last is lived to its 2nd, for the last close.
    const lastDay = step === months ? 2 : daysIn(year, month);
    if (step < months) monthsLived.push(thisMonth);
    for (let dayOfMonth = 1; dayOfMonth <= lastDay; dayOfMonth += 1) {
      clock.set(new Date(Math.max(clock.now().getTime(), morningOf(year, month, dayOfMonth))));
      await day(dayOf(clock.now().getTime()), dayOfMonth, thisMonth);
    }
  }

  // The books at the end, read as the finance screens read them.
  clock.advance(HOUR);
  const finance = await officer('finance1');
  const endDay = dayOf(clock.now().getTime());
  const trial = expectOk('trial balance', await finance.get(`/api/admin/books/trial-balance?at=${endDay}`));
  const books = await reconciliation(db);
  const statements: MonthStatements[] = [];
  for (const month of monthsLived) {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const from = `${month}-01`;
    const to = `${month}-${String(daysIn(year, monthNumber)).padStart(2, '0')}`;
    const answer = expectOk('statements', await finance.get(`/api/admin/books/statements?from=${from}&to=${to}`));
    const journal = expectOk('journal', await finance.get(`/api/admin/books/journal?from=${from}&to=${to}`));
    const { balanceSheet, incomeStatement } = answer;
    const cents = (value: number) => Math.round(value * 100);
    const foots =
      balanceSheet.assets.items.length > 0 &&
      cents(balanceSheet.assets.total.current) === cents(balanceSheet.totalLiabilitiesAndEquity.current) &&
      cents(incomeStatement.netIncome.current) === cents(incomeStatement.income.total.current) - cents(incomeStatement.expenses.total.current) &&
      journal.entries.length > 0;
    statements.push({ month, entries: journal.entries.length, foots, totalAssets: balanceSheet.assets.total.current, netIncome: incomeStatement.netIncome.current });
  }

  // The staff's second factors are reset by the main admin (as from All Admins), so a newcomer enrols their own authenticator at the first sign-in.
  for (const member of staff.values()) {
    const target = await db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    await resetSecondFactor(deps, { actor: mainAdmin, target });
  }

  const byStatus = await db.selectFrom('loans').select(['status', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('status').execute();
  // Payments net of their reversals; proceeds net of the cooling-off cancellations.
  const money = await sql<{ kind: string; total: number | string | null }>`
    select coalesce(original.kind, t.kind) as kind, sum(case when t.kind = 'reversal' then -t.amount_centavos else t.amount_centavos end) as total
    from loan_transactions t left join loan_transactions original on original.id = t.reverses_id
    where t.kind in ('repayment', 'disbursement') or original.kind in ('repayment', 'disbursement')
    group by coalesce(original.kind, t.kind)`.execute(db);
  const paidOut = await db.selectFrom('withdrawals').select((eb) => eb.fn.sum<number>('amountCentavos').as('total')).where('status', '=', 'approved').executeTakeFirst();
  const entries = await db.selectFrom('journalEntries').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const totalOf = (kind: string) => Math.abs(Number(money.rows.find((row) => row.kind === kind)?.total ?? 0));
  const ok = books.ok && statements.every((month) => month.foots) && trial.totalDebit === trial.totalCredit;
  return {
    months: monthsLived,
    borrowers: borrowers.length,
    loansByStatus: Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)])),
    events,
    moneyIn: pesos(totalOf('repayment')),
    moneyOut: pesos(Number(paidOut?.total ?? 0)),
    disbursed: pesos(totalOf('disbursement')),
    journalEntries: Number(entries.count),
    trialBalance: { at: endDay, totalDebit: trial.totalDebit, totalCredit: trial.totalCredit },
    reconciliation: books,
    statements,
    signIn: {
      mainAdmin: { email: created.email, password: created.generatedPassword },
      staff: [...staff.values()].map((member) => ({ email: member.email, duties: member.duties })),
      borrowerEmail: borrowers[0]?.email ?? null,
      password,
    },
    ok,
  };
}
