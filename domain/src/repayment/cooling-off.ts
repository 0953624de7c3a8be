import { COOLING_OFF_HOURS } from './constants';
import { manilaToday } from './manila-days';

/** The borrower's withdrawal as cooling-off sees it; the statuses are the contract's WithdrawalStatus. */
export type CoolingOffWithdrawal = {
  createdAt: Date;
  status: 'awaiting_code' | 'pending' | 'approved' | 'rejected' | 'expired';
};

/*
 * A request waiting for its code ('awaiting_code'), confirmed and waiting for
 * an officer ('pending') or paid out ('approved') means the borrower set out
 * to take the money; one rejected or whose code expired moved nothing.
 */
const ENDING_STATUSES: ReadonlySet<CoolingOffWithdrawal['status']> = new Set(['awaiting_code', 'pending', 'approved']);

export type CoolingOffInput = {
  /** When the loan was credited to the wallet. */
  disbursedAt: Date;
  /**
   * The disbursement date the officer recorded ('YYYY-MM-DD', Manila). A loan
   * recorded late was paid out on that day: its 72 hours run from the start of it.
   */
  startDate?: string;
  now: Date;
  /** The borrower's withdrawals (any date; those before the disbursement do not count). */
  withdrawals: readonly CoolingOffWithdrawal[];
  /** Whether any repayment that was not reversed has been posted on the loan. */
  hasRepayments: boolean;
};

export type CoolingOff =
  | { canCancel: true; endsAt: Date }
  | { canCancel: false; reason: 'period_over' | 'withdrawal_requested' | 'payment_made'; endsAt: Date };

/**
 * Whether a disbursed loan may still be cancelled without charge (RA 11765,
 * DEPARTURES 11): before 72 hours have passed since disbursement (the
 * instant `endsAt` itself is too late), no withdrawal requested at or after
 * the disbursement that is awaiting its code, pending or approved, and
 * nothing paid. The caller checks the loan is disbursed and still open.
 */
export function coolingOff({ disbursedAt, startDate, now, withdrawals, hasRepayments }: CoolingOffInput): CoolingOff {
  const isRecordedLate = startDate !== undefined && startDate < manilaToday(disbursedAt);
  const startsAt = isRecordedLate ? new Date(`${startDate}T00:00:00+08:00`) : disbursedAt;
  const endsAt = new Date(startsAt.getTime() + COOLING_OFF_HOURS * 60 * 60 * 1000);
  if (now.getTime() >= endsAt.getTime()) return { canCancel: false, reason: 'period_over', endsAt };
  const hasWithdrawn = withdrawals.some(
    (withdrawal) => withdrawal.createdAt.getTime() >= disbursedAt.getTime() && ENDING_STATUSES.has(withdrawal.status),
  );
  if (hasWithdrawn) return { canCancel: false, reason: 'withdrawal_requested', endsAt };
  if (hasRepayments) return { canCancel: false, reason: 'payment_made', endsAt };
  return { canCancel: true, endsAt };
}
