import { DOCUMENT_TYPES, type PublicUser, type Role } from '@app/domain';
import type { Db } from '../../db/connection';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { centsToPesos } from '../../lib/money';

export async function findLiveUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

export async function findLiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** A withdrawal holds its amount while verified (pending) or while its code is still live. */
export const isReserving = (nowIso: string) => (eb: ExpressionBuilder<Database, 'withdrawals'>) =>
  eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'awaiting_code'), eb('codeExpiresAt', '>', nowIso)])]);

/** Money promised to withdrawals that may still be paid out: verified ones and live codes. */
export async function reservedCentavos(db: Db, { userId, nowIso }: { userId: number; nowIso: string }): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.sum<number>('amountCentavos').as('total'))
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .where(isReserving(nowIso))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
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

export function hasAllDocuments(types: Set<string>): boolean {
  return DOCUMENT_TYPES.every((type) => types.has(type));
}

/** SPEC.md 5 plus the issue: personal details, bank details and all three documents. */
export function isVerificationComplete(user: UserRow, documentTypes: Set<string>): boolean {
  return Boolean(
    user.fullName && user.email && user.contactNumber && user.personalDetailsAt && user.bankInfoAt && hasAllDocuments(documentTypes),
  );
}

export function toRole(role: string): Role {
  return role === 'admin' || role === 'main_admin' ? role : 'borrower';
}

/** The only shape a user leaves the API in (no password, no hash); two queries for a whole page. */
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
  const reserved = new Map(reservedRows.map((r) => [r.userId, Number(r.total ?? 0)]));
  const types = new Map<number, Set<string>>();
  for (const row of documentRows) {
    if (!types.has(row.userId)) types.set(row.userId, new Set());
    types.get(row.userId)?.add(row.type);
  }
  return users.map((user) => {
    const userTypes = types.get(user.id) ?? new Set<string>();
    return {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      contactNumber: user.contactNumber,
      address: user.address,
      countryWorking: user.countryWorking,
      monthlyIncome: user.monthlyIncomeCentavos === null ? null : centsToPesos(user.monthlyIncomeCentavos),
      loanPurpose: user.loanPurpose,
      contactPersonName: user.contactPersonName,
      contactPersonTel: user.contactPersonTel,
      bankName: user.bankName,
      accountNumber: user.accountNumber,
      creditScore: user.creditScore,
      walletBalance: centsToPesos(user.walletBalanceCentavos),
      availableBalance: centsToPesos(Math.max(0, user.walletBalanceCentavos - (reserved.get(user.id) ?? 0))),
      role: toRole(user.role),
      isActive: user.isActive === 1,
      isVerified: isVerificationComplete(user, userTypes),
      createdAt: user.createdAt,
      registrationCountry: user.registrationCountry,
    };
  });
}

export async function toPublicUser(db: Db, user: UserRow, now: Date): Promise<PublicUser> {
  const [publicUser] = await toPublicUsers(db, [user], now);
  return publicUser as PublicUser;
}

/**
 * The rows of the members list: live borrowers. Written exactly as the partial
 * indexes of migration 002 are, with literal roles, so SQLite sorts, pages
 * and counts through them (decision 011).
 */
export const isListedMember = sql<SqlBool>`users.deleted_at is null and users.role not in ('admin', 'main_admin')`;

/**
 * Admin lists hide the loans and withdrawals of deleted members. Such members
 * are few, so the lists first ask whether there are any: usually none, and the
 * page and its count come from the table's own indexes alone.
 */
export async function hiddenRowsOf(db: Db, table: 'loans' | 'withdrawals'): Promise<number> {
  // Driven from the few deleted members (users_deleted), not from every row of the table.
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.raw(table)}
    where deleted_at is null and user_id in (select id from users where deleted_at is not null)`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Live rows of a table: all rows (a b-tree count, no scan) minus the deleted ones (a partial index). */
export async function liveRowsOf(db: Db, table: 'loans' | 'withdrawals'): Promise<number> {
  const { rows } = await sql<{ n: number }>`select (select count(*) from ${sql.raw(table)})
    - (select count(*) from ${sql.raw(table)} where deleted_at is not null) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
