import { DOCUMENT_TYPES, type ListQuery, type PublicUser, type Role } from '@app/domain';
import type { Db } from '../../db/connection';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, LoanRow, UserRow, WithdrawalRow } from '../../db/schema';
import { centsToPesos } from '../../lib/money';
import { nameOrContactMatch, pickSort } from '../../lib/paging';

export async function findLiveUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

/** Deleted members too: their documents, loans and withdrawals still point at them. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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

/**
 * Marks the moment verification first completes (DEPARTURES 12), in the
 * transaction of the change that completed it. Later changes never unset it.
 */
export async function recordVerificationIfComplete(trx: Db, { userId, now }: { userId: number; now: Date }): Promise<void> {
  const user = await findLiveUserById(trx, userId);
  if (!user || user.verificationCompletedAt !== null) return;
  if (!isVerificationComplete(user, await documentTypesOf(trx, userId))) return;
  await trx.updateTable('users').set({ verificationCompletedAt: now.toISOString() }).where('id', '=', userId).execute();
}

/** New withdrawals wait after staff changed the bank account (DEPARTURES 12). */
export function isWithdrawalHeld(user: Pick<UserRow, 'withdrawalsHeldUntil'>, now: Date): user is { withdrawalsHeldUntil: string } {
  return user.withdrawalsHeldUntil !== null && user.withdrawalsHeldUntil > now.toISOString();
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
      verificationCompletedAt: user.verificationCompletedAt,
      withdrawalsHeldUntil: isWithdrawalHeld(user, now) ? user.withdrawalsHeldUntil : null,
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

/** The fields of a member shown next to their loans and withdrawals in the admin lists. */
export type ListedMemberSummary = {
  id: number;
  fullName: string;
  email: string;
  contactNumber: string;
  walletBalanceCentavos: number;
  creditScore: number;
};

type MemberRowsPage<T extends 'loans' | 'withdrawals'> = {
  rows: Array<T extends 'loans' ? LoanRow : WithdrawalRow>;
  total: number;
  members: Map<number, ListedMemberSummary>;
};

/**
 * One page of the borrowing or withdrawal list (decision 011): searched by the
 * member's name or contact number, with deleted members' rows hidden. The page
 * and its count come from the table's own indexes; members are joined only to
 * sort by their columns, and read afterwards for the page's rows alone.
 */
export async function pageOfMemberRows<T extends 'loans' | 'withdrawals'>(
  db: Db,
  { table, sorts, query }: { table: T; sorts: Record<string, `${NoInfer<T>}.${string}` | `users.${string}`>; query: ListQuery },
): Promise<MemberRowsPage<T>> {
  // Written once for both tables through the columns they share (id, userId, deletedAt).
  const t = table as 'loans';
  const hidden = await hiddenRowsOf(db, table);
  let base = db.selectFrom(t).where(`${t}.deletedAt`, 'is', null);
  if (hidden > 0) {
    base = base.where(`${t}.userId`, 'not in', (eb) => eb.selectFrom('users').select('users.id').where('users.deletedAt', 'is not', null));
  }
  if (query.q) {
    const q = query.q;
    base = base.where(`${t}.userId`, 'in', (eb) => eb.selectFrom('users').select('users.id').where(nameOrContactMatch(q)));
  }
  const sortColumn = sql.ref(pickSort(sorts, query.sort));
  const sorted = pickSort(sorts, query.sort).startsWith('users.')
    ? base.innerJoin('users', 'users.id', `${t}.userId`).where(isListedMember).selectAll(t)
    : base.selectAll(t);
  const pageRows = sorted.orderBy(sortColumn, query.order).orderBy(`${t}.id`, query.order).limit(query.limit).offset(query.offset).execute();
  const counted = query.q
    ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst().then((row) => Number(row?.total ?? 0))
    : liveRowsOf(db, table).then((live) => live - hidden);
  const [rows, total] = await Promise.all([pageRows, counted]);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const members =
    userIds.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'fullName', 'email', 'contactNumber', 'walletBalanceCentavos', 'creditScore']).where('id', 'in', userIds).execute();
  return { rows: rows as MemberRowsPage<T>['rows'], total, members: new Map(members.map((member) => [member.id, member])) };
}
