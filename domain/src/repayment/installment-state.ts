import { sumCentavos, type Centavos } from '../money';
import { amountPaidOn, outstandingOf, type InstallmentAccount } from './loan-account';
import type { Installment } from './installments';
import { daysPastDue, manilaToday } from './manila-days';

/*
 * Periods. Installment 1's period runs from the disbursement up to and
 * including its due date; installment i's from the day after due date i − 1
 * up to and including due date i. The current installment is the one whose
 * period contains today: the earliest due today or later. After the last due
 * date there is none. An installment is "due now" when its due date is on or
 * before the current one's: the overdue ones and the current one.
 */

export type PeriodInput = { installments: readonly Installment[]; today: string };

/** The due date of the period containing today, or null after the last due date. */
export function currentDueDate({ installments, today }: PeriodInput): string | null {
  let current: string | null = null;
  for (const { dueDate } of installments) {
    if (dueDate >= today && (current === null || dueDate < current)) current = dueDate;
  }
  return current;
}

export type IsDueNowInput = { installment: Installment; currentDueDate: string | null };

/** Overdue, or in the current period. */
export function isDueNow({ installment, currentDueDate: current }: IsDueNowInput): boolean {
  return current === null || installment.dueDate <= current;
}

export type InstallmentState = 'upcoming' | 'due' | 'overdue' | 'partly_paid' | 'paid';

export type InstallmentStatus = {
  installment: number;
  state: InstallmentState;
  /** Days since the due date while anything is still owed on it; 0 otherwise. */
  daysPastDue: number;
};

export type InstallmentStatesInput = { accounts: readonly InstallmentAccount[]; now: Date };

/**
 * The state of each installment at an instant, first match wins:
 * - `paid`: nothing is owed on it (late fee included; interest forgiven at
 *   payoff counts as settled);
 * - `overdue`: something is owed and today (Manila) is after its due date —
 *   from the day after the due date, whatever was paid;
 * - `partly_paid`: something was paid on it and something is still owed;
 * - `due`: nothing paid yet and it is the current installment (its period
 *   contains today, the due date included);
 * - `upcoming`: nothing paid yet, a later period.
 *
 * Time only moves an installment forward (upcoming → due → overdue);
 * payments move it to partly_paid or paid, and a reversal back.
 */
export function installmentStates({ accounts, now }: InstallmentStatesInput): InstallmentStatus[] {
  const today = manilaToday(now);
  const current = currentDueDate({ installments: accounts, today });
  return accounts.map((account) => {
    const owed = outstandingOf(account).total;
    const late = daysPastDue({ dueDate: account.dueDate, today });
    return { installment: account.number, state: stateOf({ account, owed, late, current }), daysPastDue: owed > 0 ? late : 0 };
  });
}

function stateOf({
  account,
  owed,
  late,
  current,
}: {
  account: InstallmentAccount;
  owed: Centavos;
  late: number;
  current: string | null;
}): InstallmentState {
  if (owed === 0) return 'paid';
  if (late > 0) return 'overdue';
  if (amountPaidOn(account) > 0) return 'partly_paid';
  return account.dueDate === current ? 'due' : 'upcoming';
}

export type NextDue = {
  installment: number;
  /** The earliest due date with money still owed (in the past when overdue). */
  dueDate: string;
  /** What brings the loan up to date: everything owed on installments due now, or on the next one. */
  amount: Centavos;
};

/**
 * What the "How to pay" card shows. The date is the earliest installment
 * still owing. The amount is everything owed on installments due now (the
 * overdue ones and the current one); when those are all paid, it is what is
 * owed on the next installment. Null once nothing is owed.
 */
export function nextDue({ accounts, now }: InstallmentStatesInput): NextDue | null {
  const today = manilaToday(now);
  const owing = accounts.filter((account) => outstandingOf(account).total > 0);
  const earliest = owing.reduce<InstallmentAccount | undefined>(
    (first, account) => (first === undefined || account.dueDate < first.dueDate ? account : first),
    undefined,
  );
  if (!earliest) return null;
  const current = currentDueDate({ installments: accounts, today });
  const horizon = current === null || current < earliest.dueDate ? earliest.dueDate : current;
  const isWithin = (account: InstallmentAccount) => current === null || account.dueDate <= horizon;
  return {
    installment: earliest.number,
    dueDate: earliest.dueDate,
    amount: sumCentavos(owing.filter(isWithin).map((account) => outstandingOf(account).total)),
  };
}
