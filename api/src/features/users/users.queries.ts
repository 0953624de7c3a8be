import { centavos, DOCUMENT_TYPES, isAdminRole, isMessageChannelChoice, STAFF_DUTIES, type StaffDuty, BASE_LANGUAGE, isLanguage, PRIVACY_NOTICE_VERSION, subCentavos, toPesos, type Centavos, type Language, type PublicUser, type Role } from '@app/domain';
import type { ExpressionBuilder } from 'kysely';
import { compileOnce } from '../../db/compile-once';
import type { Db } from '../../db/connection';
import type { Database, UserRow } from '../../db/schema';
import { cachedStanding, rememberStanding } from '../../http/member-cache';
import { staffDutiesOf } from '../../lib/staff-duties';
import { screenMemberIn } from '../compliance';

export async function findLiveUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

/** Deleted members too: their documents, loans and withdrawals still point at them. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new account, active, with the starting credit score and an empty wallet; staff with `duties`, else every duty. */
export async function insertUser(
  db: Db,
  {
    now,
    duties,
    ...values
  }: {
    email: string;
    passwordHash: string;
    fullName: string;
    contactNumber: string;
    role: Role;
    registrationCountry: string | null;
    privacyConsentVersion?: string;
    language?: Language;
    duties?: readonly StaffDuty[];
    now: Date;
  },
): Promise<UserRow> {
  const storedDuties = isAdminRole(values.role) ? JSON.stringify(duties ?? STAFF_DUTIES) : null;
  return db
    .insertInto('users')
    .values({ ...values, duties: storedDuties, creditScore: 500, walletBalanceCentavos: centavos(0), isActive: 1, createdAt: now.toISOString(), updatedAt: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The live staff account of `email`: an email is unique among staff and, separately, among borrowers (migration 019, issue 27 item 8). */
export async function findLiveStaffByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .where('deletedAt', 'is', null)
    .where('role', 'in', ['admin', 'main_admin'])
    .executeTakeFirst();
}

/** Both live accounts of `email`, the staff one first (sign-in tries them in this order). */
export async function findLiveUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  const rows = await db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).where('deletedAt', 'is', null).execute();
  return rows.sort((a, b) => Number(isAdminRole(b.role)) - Number(isAdminRole(a.role)));
}

/** A withdrawal holds its amount while verified (pending) or while its code is still live. */
export const isReserving = (nowIso: string) => (eb: ExpressionBuilder<Database, 'withdrawals'>) =>
  eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'awaiting_code'), eb('codeExpiresAt', '>', nowIso)])]);

/** Money promised to withdrawals that may still be paid out: verified ones and live codes. */
export async function reservedCentavos(db: Db, { userId, nowIso }: { userId: number; nowIso: string }): Promise<Centavos> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.sum<number>('amountCentavos').as('total'))
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .where(isReserving(nowIso))
    .executeTakeFirst();
  return centavos(Number(row?.total ?? 0));
}

export async function documentTypesOf(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('documents')
    .select('type')
    .distinct()
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.type));
}

function hasAllDocuments(types: Set<string>): boolean {
  return DOCUMENT_TYPES.every((type) => types.has(type));
}

/** SPEC.md 5 plus the issue: personal details, bank details and all three documents. */
export function isVerificationComplete(user: UserRow, documentTypes: Set<string>): boolean {
  return hasVerifiedDetails(user) && hasAllDocuments(documentTypes);
}

function hasVerifiedDetails(user: UserRow): boolean {
  return Boolean(user.fullName && user.email && user.contactNumber && user.personalDetailsAt && user.bankInfoAt);
}

/**
 * Marks the moment verification first completes (DEPARTURES 12), in the
 * transaction of the change that completed it, given the member as that
 * change left them. Later changes never unset it. Returns the member as now stored.
 */
export async function recordVerificationIfComplete(trx: Db, { user, now }: { user: UserRow; now: Date }): Promise<UserRow> {
  if (user.verificationCompletedAt !== null) return user;
  if (!isVerificationComplete(user, await documentTypesOf(trx, user.id))) return user;
  // Issue 33: screened again once verified, with the details as they now stand.
  await screenMemberIn(trx, { userId: user.id, occasion: 'verification', now });
  return trx
    .updateTable('users')
    .set({ verificationCompletedAt: now.toISOString() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** New withdrawals wait after staff changed the bank account (DEPARTURES 12). */
export function isWithdrawalHeld(user: Pick<UserRow, 'withdrawalsHeldUntil'>, now: Date): user is { withdrawalsHeldUntil: string } {
  return user.withdrawalsHeldUntil !== null && user.withdrawalsHeldUntil > now.toISOString();
}

function toRole(role: string): Role {
  return isAdminRole(role) ? role : 'borrower';
}

/** What the API's user shows beyond the users row: money held by withdrawals in progress, and whether every ID document is in. */
type UserStanding = { reserved: Centavos; hasAllDocuments: boolean };

/** The only shape a user leaves the API in (no password, no hash): built here and nowhere else. */
function publicUserOf(user: UserRow, { reserved, hasAllDocuments }: UserStanding, now: Date): PublicUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    contactNumber: user.contactNumber,
    address: user.address,
    countryWorking: user.countryWorking,
    monthlyIncome: user.monthlyIncomeCentavos === null ? null : toPesos(user.monthlyIncomeCentavos),
    loanPurpose: user.loanPurpose,
    contactPersonName: user.contactPersonName,
    contactPersonTel: user.contactPersonTel,
    bankName: user.bankName,
    accountNumber: user.accountNumber,
    creditScore: user.creditScore,
    walletBalance: toPesos(user.walletBalanceCentavos),
    availableBalance: toPesos(centavos(Math.max(0, subCentavos(user.walletBalanceCentavos, reserved)))),
    role: toRole(user.role),
    ...(isAdminRole(user.role) ? { duties: staffDutiesOf(user) } : {}),
    isActive: user.isActive === 1,
    isVerified: hasVerifiedDetails(user) && hasAllDocuments,
    verificationCompletedAt: user.verificationCompletedAt,
    withdrawalsHeldUntil: isWithdrawalHeld(user, now) ? user.withdrawalsHeldUntil : null,
    createdAt: user.createdAt,
    registrationCountry: user.registrationCountry,
    hasCurrentPrivacyConsent: isAdminRole(user.role) || user.privacyConsentVersion === PRIVACY_NOTICE_VERSION,
    language: isLanguage(user.language) ? user.language : BASE_LANGUAGE,
    ...(isAdminRole(user.role)
      ? {}
      : { messageChannels: isMessageChannelChoice(user.messageChannels) ? user.messageChannels : 'sms', emailVerified: user.emailVerifiedAt !== null }),
  };
}

/** A page of users: two queries for the whole page. */
export async function toPublicUsers(db: Db, users: UserRow[], now: Date): Promise<PublicUser[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const nowIso = now.toISOString();
  const [reservedRows, documentRows] = await Promise.all([
    db
      .selectFrom('withdrawals')
      .select(['userId', (eb) => eb.fn.sum<number>('amountCentavos').as('total')])
      .where('userId', 'in', ids)
      .where('deletedAt', 'is', null)
      .where(isReserving(nowIso))
      .groupBy('userId')
      .execute(),
    db.selectFrom('documents').select(['userId', 'type']).distinct().where('userId', 'in', ids).where('deletedAt', 'is', null).execute(),
  ]);
  const reserved = new Map(reservedRows.map((r) => [r.userId, centavos(Number(r.total ?? 0))]));
  const types = new Map<number, Set<string>>();
  for (const row of documentRows) {
    if (!types.has(row.userId)) types.set(row.userId, new Set());
    types.get(row.userId)?.add(row.type);
  }
  return users.map((user) =>
    publicUserOf(user, { reserved: reserved.get(user.id) ?? centavos(0), hasAllDocuments: hasAllDocuments(types.get(user.id) ?? new Set()) }, now),
  );
}

// Every GET /api/auth/me (each phone's start and refocus): one query, compiled once (db/compile-once.ts).
const standingOf = compileOnce((db: Db, userId: number, nowIso: string) =>
  db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('withdrawals')
        .select((w) => w.fn.sum<number>('amountCentavos').as('total'))
        .where('userId', '=', userId)
        .where('deletedAt', 'is', null)
        .where(isReserving(nowIso))
        .as('reserved'),
      // The first live code to run out: from then on the same rows hold less.
      eb
        .selectFrom('withdrawals')
        .select((w) => w.fn.min<string>('codeExpiresAt').as('until'))
        .where('userId', '=', userId)
        .where('deletedAt', 'is', null)
        .where('status', '=', 'awaiting_code')
        .where('codeExpiresAt', '>', nowIso)
        .as('reservedUntil'),
      eb
        .selectFrom('documents')
        .select((d) => d.fn.count<number>('type').distinct().as('types'))
        .where('userId', '=', userId)
        .where('deletedAt', 'is', null)
        .where('type', 'in', [...DOCUMENT_TYPES])
        .as('documentTypes'),
    ]),
);

/**
 * The member as the API shows them. The standing is kept beside the member's
 * row in the member cache (decision 026) when `user` is the row the session
 * check gave, until the member's version changes or a live code runs out.
 */
export async function toPublicUser(db: Db, user: UserRow, now: Date): Promise<PublicUser> {
  let standing = cachedStanding(db, user, now);
  if (!standing) {
    const nowIso = now.toISOString();
    const [row] = await standingOf(db, user.id, nowIso);
    standing = {
      reserved: centavos(Number(row?.reserved ?? 0)),
      hasAllDocuments: Number(row?.documentTypes ?? 0) === DOCUMENT_TYPES.length,
      until: row?.reservedUntil ? Date.parse(row.reservedUntil) : Number.POSITIVE_INFINITY,
    };
    rememberStanding(db, user, standing);
  }
  return publicUserOf(user, standing, now);
}
