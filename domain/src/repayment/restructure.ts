import { centavos, mulCentavosByRate, roundHalfAwayFromZero, roundToDecimals, sumCentavos, toPesos, type Centavos } from '../money';
import { addMonths, internalRateOfReturn } from '../loan';
import type { Installment } from './installments';
import { outstandingOf, type InstallmentAccount } from './loan-account';
import { addDays, daysBetween } from './manila-days';

/*
 * Helping a borrower in trouble (issue 32, decision 062): an offer ends what
 * remains of the old schedule and starts a new one. What remains owed
 * (principal and interest) carries over exactly; the months the offer adds
 * carry a new finance charge at the loan's own flat monthly rate on the
 * principal carried; unpaid late fees are waived. The old installments keep
 * what was paid on them and owe nothing more; the new ones follow them,
 * numbered on.
 */

/** SPEC / the agreement's Article on extensions: a request at least this many days before the term ends. */
const EXTENSION_MIN_DAYS_BEFORE_END = 5;

export type OfferTerms = { kind: 'restructure'; term: number } | { kind: 'holiday'; installments: 1 | 2 };

export type RestructureInput = {
  accounts: readonly InstallmentAccount[];
  terms: OfferTerms;
  /** The loan's flat monthly rate in percent (0.5 for 0.5 %). */
  interestRate: number;
  /** The Manila date the new schedule is counted from. */
  anchorDate: string;
};

/** The Truth in Lending disclosure of an offer, in pesos and percent, as the loan's own. */
export type OfferDisclosure = {
  amountFinanced: number;
  financeCharge: number;
  totalRepayment: number;
  monthlyPayment: number;
  installments: number;
  /** Months with nothing due before the first new installment (a holiday). */
  monthsDeferred: number;
  effectiveMonthlyRate: number;
  effectiveAnnualRate: number;
};

export type RestructurePlan = {
  /** The whole schedule after the offer: the old installments closed to what they paid, then the new ones. */
  schedule: Installment[];
  newInstallments: Installment[];
  carriedPrincipal: Centavos;
  carriedInterest: Centavos;
  /** The finance charge of the months the offer adds. */
  financeCharge: Centavos;
  lateFeesWaived: { installment: number; amount: Centavos }[];
  disclosure: OfferDisclosure;
};

/** The part `index` (1-based) of `total` split in `count` by cumulative rounding: never negative, adding up exactly. */
function share(total: number, count: number, index: number): Centavos {
  return centavos(roundHalfAwayFromZero((total * index) / count) - roundHalfAwayFromZero((total * (index - 1)) / count));
}

export function restructurePlan({ accounts, terms, interestRate, anchorDate }: RestructureInput): { ok: true; plan: RestructurePlan } | { ok: false; reason: 'nothing_owed' } {
  const open = accounts.filter((account) => {
    const owed = outstandingOf(account);
    return owed.principal + owed.interest > 0;
  });
  if (open.length === 0) return { ok: false, reason: 'nothing_owed' };
  const carriedPrincipal = sumCentavos(open.map((account) => outstandingOf(account).principal));
  const carriedInterest = sumCentavos(open.map((account) => outstandingOf(account).interest));
  const addedMonths = terms.kind === 'restructure' ? Math.max(0, terms.term - open.length) : terms.installments;
  const financeCharge = mulCentavosByRate({ amount: carriedPrincipal, ratePercent: interestRate * addedMonths });
  const count = terms.kind === 'restructure' ? terms.term : open.length;
  const deferred = terms.kind === 'holiday' ? terms.installments : 0;
  const interest = carriedInterest + financeCharge;
  const last = accounts.reduce((max, account) => Math.max(max, account.number), 0);
  const newInstallments: Installment[] = Array.from({ length: count }, (_, i) => ({
    number: last + i + 1,
    dueDate: addMonths({ date: anchorDate, months: deferred + i + 1 }),
    principal: share(carriedPrincipal, count, i + 1),
    interest: share(interest, count, i + 1),
  }));
  const closed: Installment[] = accounts.map((account) =>
    open.includes(account)
      ? { number: account.number, dueDate: account.dueDate, principal: account.principalPaid, interest: centavos(account.interestPaid + account.interestForgiven) }
      : { number: account.number, dueDate: account.dueDate, principal: account.principal, interest: account.interest },
  );
  const lateFeesWaived = accounts.flatMap((account) => {
    const amount = outstandingOf(account).lateFee;
    return amount > 0 ? [{ installment: account.number, amount }] : [];
  });
  const first = newInstallments[0]!;
  const monthlyPayment = centavos(first.principal + first.interest);
  const rate = carriedPrincipal > 0 && monthlyPayment > 0 ? internalRateOfReturn({ principal: carriedPrincipal, payment: monthlyPayment, periods: count, deferred }) : 0;
  return {
    ok: true,
    plan: {
      schedule: [...closed, ...newInstallments],
      newInstallments,
      carriedPrincipal,
      carriedInterest,
      financeCharge,
      lateFeesWaived,
      disclosure: {
        amountFinanced: toPesos(carriedPrincipal),
        financeCharge: toPesos(centavos(interest)),
        totalRepayment: toPesos(centavos(carriedPrincipal + interest)),
        monthlyPayment: toPesos(monthlyPayment),
        installments: count,
        monthsDeferred: deferred,
        effectiveMonthlyRate: roundToDecimals({ value: rate * 100, decimals: 4 }),
        effectiveAnnualRate: roundToDecimals({ value: ((1 + rate) ** 12 - 1) * 100, decimals: 2 }),
      },
    },
  };
}

/**
 * An extension is asked at least EXTENSION_MIN_DAYS_BEFORE_END days before
 * the term's last due date; `lastDay` is the last Manila day it may be asked.
 */
export function extensionWindow({ accounts, today }: { accounts: readonly Pick<InstallmentAccount, 'dueDate'>[]; today: string }): { isOpen: boolean; lastDay: string } {
  const termEnd = accounts.reduce((max, account) => (account.dueDate > max ? account.dueDate : max), '');
  const lastDay = addDays({ date: termEnd, days: -EXTENSION_MIN_DAYS_BEFORE_END });
  return { isOpen: daysBetween({ from: today, to: termEnd }) >= EXTENSION_MIN_DAYS_BEFORE_END, lastDay };
}
