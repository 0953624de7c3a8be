import { truthInLending, type ListQuery, type Loan } from '@app/domain';
import type { Db } from '../../db/connection';
import type { LoanRow } from '../../db/schema';
import { centsToPesos } from '../../lib/money';
import { nameOrContactMatch, pickSort, type Page } from '../../lib/paging';
import { hiddenRowsOf, isListedMember, liveRowsOf } from '../users/users.queries';
import { codeStateOf } from '../withdrawals/withdrawals.queries';

export interface LoanUserSummary {
  id: number;
  fullName: string;
  email: string;
  contactNumber: string;
  walletBalanceCentavos: number;
  creditScore: number;
}

export function toLoan(row: LoanRow, extras: { user?: LoanUserSummary; withdrawalCode?: Loan['withdrawalCode'] } = {}): Loan {
  const amount = centsToPesos(row.amountCentavos);
  const interestRate = row.interestRateBp / 100;
  return {
    id: row.id,
    userId: row.userId,
    amount,
    term: row.term,
    interestRate,
    monthlyPayment: centsToPesos(row.monthlyPaymentCentavos),
    totalRepayment: centsToPesos(row.totalRepaymentCentavos),
    status: row.status as Loan['status'],
    startDate: row.startDate,
    createdAt: row.createdAt,
    disbursedAt: row.disbursedAt,
    disclosure: truthInLending({ amount, term: row.term, interestRate }),
    ...(extras.user
      ? {
          user: {
            id: extras.user.id,
            fullName: extras.user.fullName,
            email: extras.user.email,
            contactNumber: extras.user.contactNumber,
            walletBalance: centsToPesos(extras.user.walletBalanceCentavos),
            creditScore: extras.user.creditScore,
          },
        }
      : {}),
    ...(extras.withdrawalCode !== undefined ? { withdrawalCode: extras.withdrawalCode } : {}),
  };
}

export async function findLiveLoan(db: Db, id: number): Promise<LoanRow | undefined> {
  return db.selectFrom('loans').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

export async function listLoansOfUser(db: Db, userId: number): Promise<Loan[]> {
  const rows = await db
    .selectFrom('loans')
    .selectAll()
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toLoan(row));
}

const LOAN_SORTS = {
  createdAt: 'loans.createdAt',
  amount: 'loans.amountCentavos',
  term: 'loans.term',
  interestRate: 'loans.interestRateBp',
  status: 'loans.status',
  fullName: 'users.fullName',
  walletBalance: 'users.walletBalanceCentavos',
  creditScore: 'users.creditScore',
} as const;

/**
 * The borrowing list: one page, searched by name or contact number, with each
 * borrower's code state. Loans of deleted members are hidden; there are few
 * such members, so they are left out by id and a page of loans (and its
 * count) is read from the loans' own indexes without touching every member
 * (decision 011). Members are joined only to sort by their columns.
 */
export async function listLoansForAdmin(db: Db, { query, now }: { query: ListQuery; now: Date }): Promise<Page<Loan>> {
  const hidden = await hiddenRowsOf(db, 'loans');
  let base = db.selectFrom('loans').where('loans.deletedAt', 'is', null);
  if (hidden > 0) {
    base = base.where('loans.userId', 'not in', (eb) => eb.selectFrom('users').select('users.id').where('users.deletedAt', 'is not', null));
  }
  if (query.q) {
    const q = query.q;
    base = base.where('loans.userId', 'in', (eb) => eb.selectFrom('users').select('users.id').where(nameOrContactMatch(q)));
  }
  const sortColumn = pickSort(LOAN_SORTS, query.sort);
  const pageRows = sortColumn.startsWith('users.')
    ? base
        .innerJoin('users', 'users.id', 'loans.userId')
        .where(isListedMember)
        .selectAll('loans')
        .orderBy(sortColumn, query.order)
        .orderBy('loans.id', query.order)
        .limit(query.limit)
        .offset(query.offset)
        .execute()
    : base.selectAll('loans').orderBy(sortColumn as Exclude<typeof sortColumn, `users.${string}`>, query.order).orderBy('loans.id', query.order).limit(query.limit).offset(query.offset).execute();
  const counted = query.q
    ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst().then((row) => Number(row?.total ?? 0))
    : liveRowsOf(db, 'loans').then((live) => live - hidden);
  const [rows, total] = await Promise.all([pageRows, counted]);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [users, codes] = await Promise.all([
    userIds.length === 0
      ? []
      : db.selectFrom('users').select(['id', 'fullName', 'email', 'contactNumber', 'walletBalanceCentavos', 'creditScore']).where('id', 'in', userIds).execute(),
    latestCodeStates(db, { userIds, now }),
  ]);
  const usersById = new Map(users.map((user) => [user.id, user]));
  return {
    total,
    rows: rows.map((row) => toLoan(row, { user: usersById.get(row.userId), withdrawalCode: codes.get(row.userId) ?? null })),
  };
}

/** The code state of each borrower's latest withdrawal that still waits for its code. */
async function latestCodeStates(db: Db, { userIds, now }: { userIds: number[]; now: Date }): Promise<Map<number, NonNullable<Loan['withdrawalCode']>>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('userId', 'in', userIds)
    .where('deletedAt', 'is', null)
    .where('status', 'in', ['awaiting_code', 'pending'])
    .orderBy('id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.userId, { ...codeStateOf(row, now), withdrawalId: row.id }]));
}
