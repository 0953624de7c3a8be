import { centavos, mulCentavosByRate, type Centavos } from '../money';
import { LATE_FEE_GRACE_DAYS, LATE_FEE_RATE_PERCENT } from './constants';
import { outstandingOf, type InstallmentAccount, type LateFeePosting } from './loan-account';
import { daysPastDue, manilaToday } from './manila-days';

export type LateFeesToChargeInput = {
  accounts: readonly InstallmentAccount[];
  now: Date;
  /** Full days after the due date before the fee (LATE_FEE_GRACE_DAYS, configurable). */
  graceDays?: number;
};

export type LateFeeCharge = LateFeePosting & {
  dueDate: string;
  /** Principal + interest unpaid when charged: the fee is 5 % of it. */
  unpaid: Centavos;
};

/**
 * The late fees to post now (SPEC 9, DEPARTURES 11): 5 % of an installment's
 * unpaid principal + interest, rounded once, charged once per installment
 * when it is still unpaid `graceDays` full days after its due date.
 *
 * With the default 3 and a due date of 10 Jan, the full days after it are
 * 11, 12 and 13 Jan; the fee is charged from 14 Jan, 00:00 Manila, i.e. when
 * daysPastDue reaches graceDays + 1. Idempotent: an installment that has its
 * fee is never charged again, so housekeeping may run any number of times,
 * and a backdated loan gets all its past fees at once. A fee that rounds to
 * 0 (under 0.10 unpaid) is not posted.
 */
export function lateFeesToCharge({ accounts, now, graceDays = LATE_FEE_GRACE_DAYS }: LateFeesToChargeInput): LateFeeCharge[] {
  if (!Number.isInteger(graceDays) || graceDays < 0) throw new RangeError(`Grace days must be a whole number of 0 or more, got ${graceDays}`);
  const today = manilaToday(now);
  const charges: LateFeeCharge[] = [];
  for (const account of accounts) {
    if (account.lateFee > 0 || daysPastDue({ dueDate: account.dueDate, today }) <= graceDays) continue;
    const owed = outstandingOf(account);
    const unpaid = centavos(owed.principal + owed.interest);
    const amount = mulCentavosByRate({ amount: unpaid, ratePercent: LATE_FEE_RATE_PERCENT });
    if (amount > 0) charges.push({ kind: 'late_fee', installment: account.number, amount, dueDate: account.dueDate, unpaid });
  }
  return charges;
}
