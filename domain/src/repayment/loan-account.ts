import { centavos, sumCentavos, type Centavos } from '../money';
import type { Installment } from './installments';

/*
 * A loan's money after disbursement is a list of postings, in the order they
 * happened; the state of every installment is folded from them. The API
 * stores each posting as a loan transaction with these lines, so a reversal
 * is computed from the original's lines and nothing is ever edited.
 */

/** What one repayment paid on one installment. */
export type AllocationLine = {
  installment: number;
  lateFee: Centavos;
  interest: Centavos;
  principal: Centavos;
};

/** Interest of a later period that a payoff does not charge (DEPARTURES 11). */
export type ForgivenInterestLine = { installment: number; interest: Centavos };

/**
 * A late fee a back-dated payment made undue (item 9 of issue 27): the
 * payment's value date is before the fee's day, so the fee, charged on what
 * was unpaid then, shrinks or goes. Folded as settled like a waiver, and
 * owed again if the payment is reversed.
 */
export type LateFeeNotDueLine = { installment: number; lateFee: Centavos };

/** A late fee charged on an installment (at most once per installment). */
export type LateFeePosting = { kind: 'late_fee'; installment: number; amount: Centavos };

/** Staff waived (part of) an installment's unpaid late fee. */
export type WaiverPosting = { kind: 'waiver'; installment: number; amount: Centavos };

/** Money received, allocated by the posting rule; `forgiven` is non-empty only for a payoff. */
export type RepaymentPosting = {
  kind: 'repayment';
  lines: readonly AllocationLine[];
  forgiven: readonly ForgivenInterestLine[];
  /** Absent on repayments posted before value dates counted. */
  lateFeesNotDue?: readonly LateFeeNotDueLine[];
};

/** Undoes one repayment: the same lines, taken back (see reversalOf). */
export type ReversalPosting = {
  kind: 'reversal';
  lines: readonly AllocationLine[];
  forgiven: readonly ForgivenInterestLine[];
  lateFeesNotDue?: readonly LateFeeNotDueLine[];
};

export type LoanPosting = LateFeePosting | WaiverPosting | RepaymentPosting | ReversalPosting;

/** An installment with everything that happened to it. All amounts are 0 or more. */
export type InstallmentAccount = Installment & {
  /** The late fee charged, 0 while none is. */
  lateFee: Centavos;
  /** Waived by staff, or made undue by a back-dated payment. */
  lateFeeWaived: Centavos;
  /** Interest not charged because the loan was paid off before this period. */
  interestForgiven: Centavos;
  lateFeePaid: Centavos;
  interestPaid: Centavos;
  principalPaid: Centavos;
};

/** What is still owed on an installment. */
export type Outstanding = {
  lateFee: Centavos;
  interest: Centavos;
  principal: Centavos;
  total: Centavos;
};

function assertAmount(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a whole number of centavos of 0 or more, got ${amount}`);
  }
}

/** The amounts still owed on one installment. */
export function outstandingOf(account: InstallmentAccount): Outstanding {
  const lateFee = centavos(account.lateFee - account.lateFeeWaived - account.lateFeePaid);
  const interest = centavos(account.interest - account.interestForgiven - account.interestPaid);
  const principal = centavos(account.principal - account.principalPaid);
  return { lateFee, interest, principal, total: sumCentavos([lateFee, interest, principal]) };
}

function assertConsistent(account: InstallmentAccount): void {
  const owed = outstandingOf(account);
  if (owed.lateFee < 0 || owed.interest < 0 || owed.principal < 0) {
    throw new RangeError(`Installment ${account.number} would be settled beyond what it owes`);
  }
  for (const key of ['lateFeeWaived', 'interestForgiven', 'lateFeePaid', 'interestPaid', 'principalPaid'] as const) {
    if (account[key] < 0) throw new RangeError(`Installment ${account.number} would have a negative ${key}`);
  }
}

function applyLines(
  byNumber: Map<number, InstallmentAccount>,
  posting: RepaymentPosting | ReversalPosting,
  sign: 1 | -1,
): Set<number> {
  const seen = new Set<number>();
  for (const line of posting.lines) {
    assertAmount(line.lateFee, 'A late fee part');
    assertAmount(line.interest, 'An interest part');
    assertAmount(line.principal, 'A principal part');
    if (seen.has(line.installment)) throw new RangeError(`Installment ${line.installment} appears twice in one posting`);
    seen.add(line.installment);
    const account = accountFor(byNumber, line.installment);
    account.lateFeePaid = centavos(account.lateFeePaid + sign * line.lateFee);
    account.interestPaid = centavos(account.interestPaid + sign * line.interest);
    account.principalPaid = centavos(account.principalPaid + sign * line.principal);
  }
  for (const line of posting.forgiven) {
    assertAmount(line.interest, 'Forgiven interest');
    const account = accountFor(byNumber, line.installment);
    account.interestForgiven = centavos(account.interestForgiven + sign * line.interest);
    seen.add(line.installment);
  }
  for (const line of posting.lateFeesNotDue ?? []) {
    assertAmount(line.lateFee, 'A late fee not due');
    const account = accountFor(byNumber, line.installment);
    account.lateFeeWaived = centavos(account.lateFeeWaived + sign * line.lateFee);
    seen.add(line.installment);
  }
  return seen;
}

function accountFor(byNumber: Map<number, InstallmentAccount>, installment: number): InstallmentAccount {
  const account = byNumber.get(installment);
  if (!account) throw new RangeError(`The loan has no installment ${installment}`);
  return account;
}

export type InstallmentAccountsInput = {
  installments: readonly Installment[];
  /** Every posting of the loan since disbursement, oldest first. */
  postings: readonly LoanPosting[];
};

/**
 * Folds a loan's postings into its installments. A history that would owe
 * less than nothing, charge a late fee twice or name an installment the
 * loan does not have is a defect, not input, so it throws a RangeError.
 */
export function installmentAccounts({ installments, postings }: InstallmentAccountsInput): InstallmentAccount[] {
  const accounts = [...installments]
    .sort((a, b) => a.number - b.number)
    .map((installment) => ({
      ...installment,
      lateFee: centavos(0),
      lateFeeWaived: centavos(0),
      interestForgiven: centavos(0),
      lateFeePaid: centavos(0),
      interestPaid: centavos(0),
      principalPaid: centavos(0),
    }));
  const byNumber = new Map(accounts.map((account) => [account.number, account]));
  let isFirst = true;
  for (const posting of postings) {
    let touched: Set<number>;
    switch (posting.kind) {
      case 'late_fee': {
        assertAmount(posting.amount, 'A late fee');
        const account = accountFor(byNumber, posting.installment);
        if (account.lateFee > 0) throw new RangeError(`Installment ${posting.installment} already has its late fee`);
        account.lateFee = posting.amount;
        touched = new Set([posting.installment]);
        break;
      }
      case 'waiver': {
        assertAmount(posting.amount, 'A waiver');
        const account = accountFor(byNumber, posting.installment);
        account.lateFeeWaived = centavos(account.lateFeeWaived + posting.amount);
        touched = new Set([posting.installment]);
        break;
      }
      case 'repayment':
        touched = applyLines(byNumber, posting, 1);
        break;
      case 'reversal':
        touched = applyLines(byNumber, posting, -1);
        break;
    }
    // Every account after the first posting; after each later one, the accounts it changed: the others
    // are as they were when last checked. Checking all after every posting cost a poll of the loans
    // list a third of its CPU on loans with a history (docs/performance.md).
    for (const account of accounts) if (isFirst || touched.has(account.number)) assertConsistent(account);
    isFirst = false;
  }
  return accounts;
}

export type LoanBalance = Outstanding;

/**
 * The loan's outstanding balance: principal + interest + late fees charged,
 * less payments, waivers and interest forgiven at payoff. Never negative,
 * because no installment can be settled beyond what it owes.
 */
export function loanBalance({ accounts }: { accounts: readonly InstallmentAccount[] }): LoanBalance {
  const owed = accounts.map(outstandingOf);
  const lateFee = sumCentavos(owed.map((o) => o.lateFee));
  const interest = sumCentavos(owed.map((o) => o.interest));
  const principal = sumCentavos(owed.map((o) => o.principal));
  return { lateFee, interest, principal, total: sumCentavos([lateFee, interest, principal]) };
}

/** True once nothing is owed: the loan is then `closed`. */
export function isPaidInFull({ accounts }: { accounts: readonly InstallmentAccount[] }): boolean {
  return loanBalance({ accounts }).total === 0;
}

/** Everything paid on an installment, fees included. */
export function amountPaidOn(account: InstallmentAccount): Centavos {
  return sumCentavos([account.lateFeePaid, account.interestPaid, account.principalPaid]);
}

/** The lines of a repayment taken back: the inverse allocation. */
export function reversalOf({ posting }: { posting: RepaymentPosting }): ReversalPosting {
  return { kind: 'reversal', lines: posting.lines, forgiven: posting.forgiven, ...(posting.lateFeesNotDue ? { lateFeesNotDue: posting.lateFeesNotDue } : {}) };
}
