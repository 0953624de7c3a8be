import { OTP_MAX_ATTEMPTS, toPesos, type ListQuery, type Withdrawal, type WithdrawalCodeState, type WithdrawalStatus } from '@app/domain';
import type { Db } from '../../db/connection';
import type { WithdrawalRow } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { newestFirst, pageOfMemberRows, type ListedMemberSummary } from '../../lib/member-lists';
import { isWithdrawalHeld } from '../users';

/** What staff may know of a code: never the code, only its state. */
export function codeStateOf(row: WithdrawalRow, now: Date): WithdrawalCodeState {
  return {
    sentAt: row.codeSentAt,
    expiresAt: row.codeExpiresAt,
    triesLeft: Math.max(0, OTP_MAX_ATTEMPTS - row.codeAttempts),
    isVerified: row.verifiedAt !== null,
    isExpired: row.status === 'expired' || (row.status === 'awaiting_code' && row.codeExpiresAt <= now.toISOString()),
  };
}

/** The masked destinations kept as a JSON list (migration 022). */
function sentTo(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** A code that ran out is reported as expired even before the row is swept. */
function effectiveStatus(row: WithdrawalRow, now: Date): WithdrawalStatus {
  if (row.status === 'awaiting_code' && row.codeExpiresAt <= now.toISOString()) return 'expired';
  return row.status as WithdrawalStatus;
}

export function toWithdrawal(row: WithdrawalRow, now: Date, user?: ListedMemberSummary): Withdrawal {
  return {
    id: row.id,
    userId: row.userId,
    amount: toPesos(row.amountCentavos),
    status: effectiveStatus(row, now),
    createdAt: row.createdAt,
    verifiedAt: row.verifiedAt,
    decidedAt: row.decidedAt,
    code: codeStateOf(row, now),
    codeSentTo: sentTo(row.codeSentTo),
    ...(user
      ? {
          user: {
            id: user.id,
            fullName: user.fullName,
            email: user.email,
            contactNumber: user.contactNumber,
            walletBalance: toPesos(user.walletBalanceCentavos),
            bankName: user.bankName,
            accountNumber: user.accountNumber,
            withdrawalsHeldUntil: isWithdrawalHeld(user, now) ? user.withdrawalsHeldUntil : null,
          },
        }
      : {}),
  };
}

export async function findLiveWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
}

/** The borrower's request still in progress (SPEC.md: one at a time), if any; expire stale codes first. */
export async function findOpenWithdrawal(db: Db, userId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('withdrawals')
    .select('id')
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .where('status', 'in', ['awaiting_code', 'pending'])
    .executeTakeFirst();
}

export async function listWithdrawalsOfUser(db: Db, { userId, now }: { userId: number; now: Date }): Promise<Withdrawal[]> {
  const rows = await db.selectFrom('withdrawals').selectAll().where('userId', '=', userId).where('deletedAt', 'is', null).$call(newestFirst).execute();
  return rows.map((row) => toWithdrawal(row, now));
}

const WITHDRAWAL_SORTS = {
  createdAt: 'row.createdAt',
  amount: 'row.amountCentavos',
  status: 'row.status',
  fullName: 'users.fullName',
} as const;

/** The withdrawal list, paged like the borrowing list (see pageOfMemberRows and decision 011). */
export async function listWithdrawalsForAdmin(db: Db, { query, now }: { query: ListQuery; now: Date }): Promise<Page<Withdrawal>> {
  const { rows, total, members } = await pageOfMemberRows(db, {
    table: 'withdrawals',
    sorts: WITHDRAWAL_SORTS,
    query,
    rowsByIds: (ids) => db.selectFrom('withdrawals').selectAll().where('id', 'in', ids).execute(),
  });
  return { total, rows: rows.map((row) => toWithdrawal(row, now, members.get(row.userId))) };
}
