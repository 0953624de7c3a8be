import { fromBasisPoints, paidOutLoanDst, toPesos, truthInLending, type ListQuery, type Loan, type LoanWithAccount } from '@app/domain';
import { compileOnce } from '../../db/compile-once';
import type { Db } from '../../db/connection';
import type { LoanRow } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { newestFirst, pageOfMemberRows, type ListedMemberSummary } from '../../lib/member-lists';
import { loanAccountFields } from '../repayments';
import { codeStateOf } from '../withdrawals';

export function toLoan(row: LoanRow, extras: { user?: ListedMemberSummary; withdrawalCode?: Loan['withdrawalCode'] } = {}): Loan {
  const amount = toPesos(row.amountCentavos);
  const interestRate = fromBasisPoints(row.interestRateBp);
  return {
    id: row.id,
    userId: row.userId,
    amount,
    term: row.term,
    interestRate,
    monthlyPayment: toPesos(row.monthlyPaymentCentavos),
    totalRepayment: toPesos(row.totalRepaymentCentavos),
    status: row.status as Loan['status'],
    startDate: row.startDate,
    createdAt: row.createdAt,
    disbursedAt: row.disbursedAt,
    // A tax the borrower bore is deducted from the proceeds, fixed when the loan paid out (decision 072).
    disclosure: truthInLending({ amount, term: row.term, interestRate, documentaryStampTax: row.startDate !== null && row.disbursedAt !== null ? toPesos(paidOutLoanDst({ ...row, startDate: row.startDate }).deducted) : 0 }),
    restructuredAt: row.restructuredAt === null ? null : new Date(row.restructuredAt).toISOString(),
    ...(extras.user
      ? {
          user: {
            id: extras.user.id,
            fullName: extras.user.fullName,
            email: extras.user.email,
            contactNumber: extras.user.contactNumber,
            walletBalance: toPesos(extras.user.walletBalanceCentavos),
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

/** Each loan with its account (issue 12): installments, balance, payment reference, next due and cooling-off. */
export async function withAccounts(db: Db, { rows, now, graceDays }: { rows: LoanRow[]; now: Date; graceDays: number }): Promise<LoanWithAccount[]> {
  const accounts = await loanAccountFields(db, { loans: rows, now, graceDays });
  return rows.map((row) => ({ ...toLoan(row), ...accounts.get(row.id)! }));
}

const liveLoansOf = compileOnce((db: Db, userId: number) => db.selectFrom('loans').selectAll().where('userId', '=', userId).where('deletedAt', 'is', null).$call(newestFirst));

export async function listLoansOfUser(db: Db, { userId, now, graceDays }: { userId: number; now: Date; graceDays: number }): Promise<LoanWithAccount[]> {
  const rows = await liveLoansOf(db, userId);
  return withAccounts(db, { rows, now, graceDays });
}

const LOAN_SORTS = {
  createdAt: 'row.createdAt',
  amount: 'row.amountCentavos',
  term: 'row.term',
  interestRate: 'row.interestRateBp',
  status: 'row.status',
  fullName: 'users.fullName',
  walletBalance: 'users.walletBalanceCentavos',
  creditScore: 'users.creditScore',
} as const;

/** The borrowing list: one page, searched by name or contact number, with each borrower's code state. */
export async function listLoansForAdmin(db: Db, { query, now }: { query: ListQuery; now: Date }): Promise<Page<Loan>> {
  const { rows, total, members } = await pageOfMemberRows(db, {
    table: 'loans',
    sorts: LOAN_SORTS,
    query,
    rowsByIds: (ids) => db.selectFrom('loans').selectAll().where('id', 'in', ids).execute(),
  });
  const codes = await latestCodeStates(db, { userIds: [...members.keys()], now });
  return {
    total,
    rows: rows.map((row) => ({
      ...toLoan(row, { user: members.get(row.userId), withdrawalCode: codes.get(row.userId) ?? null }),
      writtenOffAt: row.writtenOffAt === null ? null : new Date(row.writtenOffAt).toISOString(),
    })),
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
