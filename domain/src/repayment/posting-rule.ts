import { centavos, mulCentavosByRate, sumCentavos, type Centavos } from '../money';
import { LATE_FEE_GRACE_DAYS, LATE_FEE_RATE_PERCENT } from './constants';
import { currentDueDate, isDueNow } from './installment-state';
import {
  loanBalance,
  type LateFeeNotDueLine,
  outstandingOf,
  type AllocationLine,
  type ForgivenInterestLine,
  type InstallmentAccount,
  type RepaymentPosting,
  type WaiverPosting,
} from './loan-account';
import { daysPastDue, manilaToday } from './manila-days';

/*
 * The one posting rule for money coming in (wallet, staff, settlement file,
 * gateway), decision 013:
 * 1. Installments due now (overdue, and the current period's), oldest first;
 *    on each: its late fee, then its interest, then its principal — the
 *    order of Fineract's default strategy, installment by installment.
 * 2. What is left pays the principal of later installments in advance,
 *    oldest first. Their interest is charged when their period comes, and
 *    not at all if the loan is paid off first (DEPARTURES 11), so no amount
 *    ever buys interest a payoff would not charge.
 * An amount above the payoff quote is refused; an amount equal to it closes
 * the loan and forgives the interest of later periods.
 */

export type PayoffQuote = {
  /** The Manila date the quote is for; it holds until midnight there. */
  asOf: string;
  principal: Centavos;
  /** Interest of installments already due and of the current period. */
  interest: Centavos;
  lateFees: Centavos;
  amount: Centavos;
  /** Interest of later periods, not charged when the loan is paid off today. */
  interestNotCharged: Centavos;
};

export type AtInstantInput = { accounts: readonly InstallmentAccount[]; now: Date };

function laterInterest(accounts: readonly InstallmentAccount[], current: string | null): ForgivenInterestLine[] {
  return accounts
    .filter((installment) => !isDueNow({ installment, currentDueDate: current }))
    .map((account) => ({ installment: account.number, interest: outstandingOf(account).interest }))
    .filter((line) => line.interest > 0);
}

/**
 * What closes the loan today (DEPARTURES 11): all principal still owed, the
 * interest of installments already due and of the current period, and unpaid
 * late fees. No interest of later periods, no prepayment charge.
 */
export function payoffQuote({ accounts, now }: AtInstantInput): PayoffQuote {
  const asOf = manilaToday(now);
  const current = currentDueDate({ installments: accounts, today: asOf });
  const balance = loanBalance({ accounts });
  const interestNotCharged = sumCentavos(laterInterest(accounts, current).map((line) => line.interest));
  const interest = centavos(balance.interest - interestNotCharged);
  return {
    asOf,
    principal: balance.principal,
    interest,
    lateFees: balance.lateFee,
    amount: sumCentavos([balance.principal, interest, balance.lateFee]),
    interestNotCharged,
  };
}

export type AllocatePaymentInput = AtInstantInput & { amount: Centavos };

export type PaymentAllocation =
  | {
      ok: true;
      /** Store as the repayment's lines; its reversal is reversalOf(posting). */
      posting: RepaymentPosting;
      /** The payment equals the payoff: nothing is owed afterwards and the loan is `closed`. */
      closesLoan: boolean;
      /** The outstanding balance once posted, for the receipt. */
      balanceAfter: Centavos;
      payoff: PayoffQuote;
    }
  | { ok: false; reason: 'amount_not_positive' | 'above_payoff'; payoff: PayoffQuote };

function take(budget: { left: number }, owed: Centavos): Centavos {
  const part = Math.min(budget.left, owed);
  budget.left -= part;
  return centavos(part);
}

/**
 * Allocates money received by the posting rule. Refuses (never throws) an
 * amount that is not positive or is above the payoff quote; the caller shows
 * the payoff. The lines add up to the amount exactly.
 */
export function allocatePayment({ accounts, amount, now }: AllocatePaymentInput): PaymentAllocation {
  const payoff = payoffQuote({ accounts, now });
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'amount_not_positive', payoff };
  if (amount > payoff.amount) return { ok: false, reason: 'above_payoff', payoff };

  const current = currentDueDate({ installments: accounts, today: payoff.asOf });
  const budget = { left: amount as number };
  const lines: AllocationLine[] = [];
  for (const account of [...accounts].sort((a, b) => a.number - b.number)) {
    if (budget.left === 0) break;
    const owed = outstandingOf(account);
    const lateFee = take(budget, owed.lateFee);
    const interest = isDueNow({ installment: account, currentDueDate: current }) ? take(budget, owed.interest) : centavos(0);
    const principal = take(budget, owed.principal);
    if (lateFee + interest + principal > 0) lines.push({ installment: account.number, lateFee, interest, principal });
  }

  const isPayoff = amount === payoff.amount;
  const forgiven = isPayoff ? laterInterest(accounts, current) : [];
  const balanceAfter = isPayoff ? centavos(0) : centavos(loanBalance({ accounts }).total - amount);
  return { ok: true, posting: { kind: 'repayment', lines, forgiven }, closesLoan: isPayoff, balanceAfter, payoff };
}

/** A repayment already posted (and not reversed), with the day its money was received. */
export type DatedRepayment = { valueDate: Date; lines: readonly AllocationLine[] };

export type AllocateValueDatedInput = AllocatePaymentInput & {
  /** When the money was received; a date after `now` counts as now. */
  valueDate: Date;
  /** The loan's repayments already posted and not reversed. */
  repayments: readonly DatedRepayment[];
  /** As for lateFeesToCharge. */
  graceDays?: number;
};

function principalAndInterest(lines: readonly AllocationLine[], installment: number): number {
  return lines.filter((line) => line.installment === installment).reduce((total, line) => total + line.interest + line.principal, 0);
}

/**
 * A payment's received date is its value date (issue 27, item 9): the
 * allocation is the one the posting rule made on that date, and each late
 * fee charged for a later day is charged again on what would have been
 * unpaid on its day had the payment been posted on time: 5 % of it, or
 * nothing when the installment would have been paid. The difference is the
 * posting's `lateFeesNotDue`, so reversing the payment charges it again.
 *
 * `accounts` is the loan as it stands now, with every fee due by now
 * charged. Exact when payments are posted in the order of their value
 * dates; a payment posted before an older one keeps its lines (postings are
 * never edited), and a fee it already paid stays paid: reversing that payment
 * is how it is returned. With the value date today, this is allocatePayment.
 */
export function allocateValueDated({ accounts, amount, now, valueDate, repayments, graceDays = LATE_FEE_GRACE_DAYS }: AllocateValueDatedInput): PaymentAllocation {
  const at = valueDate.getTime() < now.getTime() ? valueDate : now;
  const valueDay = manilaToday(at);
  const isFeeDayAfter = (account: InstallmentAccount, day: string) => daysPastDue({ dueDate: account.dueDate, today: day }) <= graceDays;
  const isUndue = (account: InstallmentAccount) => account.lateFee > 0 && isFeeDayAfter(account, valueDay);
  // The loan as it stood on the value date: a fee charged for a later day was not owed yet.
  const asAt = accounts.map((account) => (isUndue(account) ? { ...account, lateFeeWaived: centavos(account.lateFee - account.lateFeePaid) } : account));
  const allocation = allocatePayment({ accounts: asAt, amount, now: at });
  if (!allocation.ok) return allocation;

  const lateFeesNotDue: LateFeeNotDueLine[] = [];
  for (const account of accounts.filter(isUndue)) {
    const owed = outstandingOf(account);
    // Paid on the installment after its fee's day: still unpaid on that day.
    const paidAfterFeeDay = repayments
      .filter((repayment) => !isFeeDayAfter(account, manilaToday(repayment.valueDate)))
      .reduce((total, repayment) => total + principalAndInterest(repayment.lines, account.number), 0);
    const unpaidOnFeeDay = owed.principal + owed.interest + paidAfterFeeDay - principalAndInterest(allocation.posting.lines, account.number);
    const fee = mulCentavosByRate({ amount: centavos(Math.max(0, unpaidOnFeeDay)), ratePercent: LATE_FEE_RATE_PERCENT });
    const notDue = Math.min(owed.lateFee, Math.max(0, account.lateFee - account.lateFeeWaived - fee));
    if (notDue > 0) lateFeesNotDue.push({ installment: account.number, lateFee: centavos(notDue) });
  }
  const forgiven = sumCentavos(allocation.posting.forgiven.map((line) => line.interest));
  const balanceAfter = centavos(loanBalance({ accounts }).total - amount - forgiven - sumCentavos(lateFeesNotDue.map((line) => line.lateFee)));
  const posting: RepaymentPosting = lateFeesNotDue.length === 0 ? allocation.posting : { ...allocation.posting, lateFeesNotDue };
  return { ...allocation, posting, balanceAfter, closesLoan: balanceAfter === 0 };
}

export type WaiveLateFeeInput = { accounts: readonly InstallmentAccount[]; installment: number };

export type LateFeeWaiver =
  | { ok: true; posting: WaiverPosting }
  | { ok: false; reason: 'unknown_installment' | 'no_unpaid_late_fee' };

/**
 * Waives what is still unpaid of an installment's late fee. A fee already
 * paid is not refunded by a waiver: reverse the payment to do that.
 */
export function waiveLateFee({ accounts, installment }: WaiveLateFeeInput): LateFeeWaiver {
  const account = accounts.find((candidate) => candidate.number === installment);
  if (!account) return { ok: false, reason: 'unknown_installment' };
  const unpaid = outstandingOf(account).lateFee;
  if (unpaid === 0) return { ok: false, reason: 'no_unpaid_late_fee' };
  return { ok: true, posting: { kind: 'waiver', installment, amount: unpaid } };
}
