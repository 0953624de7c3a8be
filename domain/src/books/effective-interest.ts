import { addCentavos, centavos, roundHalfAwayFromZero, subCentavos, type Centavos } from '../money';
import { addMonths } from '../loan/add-months';
import { internalRateOfReturn } from '../loan/internal-rate-of-return';

export type EffectiveInterestInput = {
  /** What the borrower received at release: the rate is measured on it, as the disclosure's is. */
  netProceeds: Centavos;
  monthlyPayment: Centavos;
  term: number;
  /** The loan's start, 'YYYY-MM-DD'; period k is earned on its installment's due date. */
  startDate: string;
};

export type EffectiveInterestPeriod = {
  period: number;
  /** The due date of the period's installment, when its interest is earned. */
  date: string;
  interestEarned: Centavos;
  /** The finance charge still unearned once this period is earned. */
  unearnedAfter: Centavos;
};

/**
 * The loan's effective-interest schedule (PFRS 9 amortised cost): each
 * month earns the internal rate of return on what the borrower still owes
 * at amortised cost, the same rate the Truth in Lending disclosure states.
 * Each month's interest is rounded to the centavo and the last month takes
 * what rounding left, so the months always add up to the finance charge
 * exactly and the carrying amount ends at zero.
 */
export function effectiveInterestSchedule({ netProceeds, monthlyPayment, term, startDate }: EffectiveInterestInput): EffectiveInterestPeriod[] {
  if (!Number.isInteger(term) || term < 1) throw new RangeError(`Term must be a whole number of months of at least 1, got ${term}`);
  const financeCharge = subCentavos(centavos(monthlyPayment * term), netProceeds);
  if (financeCharge < 0) throw new RangeError('The installments must repay at least the net proceeds');
  const rate = financeCharge === 0 ? 0 : internalRateOfReturn({ principal: netProceeds, payment: monthlyPayment, periods: term });
  const periods: EffectiveInterestPeriod[] = [];
  let carrying = netProceeds;
  let earned = centavos(0);
  for (let period = 1; period <= term; period += 1) {
    const interestEarned = period === term ? subCentavos(financeCharge, earned) : centavos(roundHalfAwayFromZero(carrying * rate));
    earned = addCentavos(earned, interestEarned);
    carrying = subCentavos(addCentavos(carrying, interestEarned), monthlyPayment);
    periods.push({ period, date: addMonths({ date: startDate, months: period }), interestEarned, unearnedAfter: subCentavos(financeCharge, earned) });
  }
  return periods;
}

/** One accepted restructuring offer, as the effective-interest schedule needs it (decision 062). */
export type EffectiveInterestRestructure = {
  /** The offer's day: the schedule's periods dated before it stay as they were earned. */
  anchorDate: string;
  /** The finance charge of the months the offer added. */
  addedCharge: Centavos;
  /** Months with nothing due before the first new installment (a holiday); 0 for a new term. */
  deferred: number;
  /** The new installments, principal and interest, in order. */
  installments: readonly { dueDate: string; amount: Centavos }[];
};

/**
 * The effective-interest schedule after accepted restructurings (decision 068).
 * The periods dated before an offer's day keep what they earned; what was
 * still unearned then, plus the charge the offer added, is earned over the
 * new schedule at its own internal rate of return on the carrying amount
 * (what the new installments collect less that unearned interest), a month of
 * a holiday earning with nothing due. The last period takes what rounding
 * left, so the whole adds up to the loan's finance charge and every offer's.
 */
export function restructuredInterestSchedule({ schedule, restructures }: { schedule: readonly EffectiveInterestPeriod[]; restructures: readonly EffectiveInterestRestructure[] }): EffectiveInterestPeriod[] {
  let periods = [...schedule];
  // The loan's own finance charge: what its first period earned and left unearned.
  let charged = schedule.length === 0 ? centavos(0) : addCentavos(schedule[0]!.interestEarned, schedule[0]!.unearnedAfter);
  for (const offer of restructures) {
    const kept = periods.filter((period) => period.date < offer.anchorDate);
    charged = addCentavos(charged, offer.addedCharge);
    let earned = kept.reduce((sum, period) => addCentavos(sum, period.interestEarned), centavos(0));
    const unearned = subCentavos(charged, earned);
    const flows = [
      ...Array.from({ length: offer.deferred }, (_, i) => ({ date: addMonths({ date: offer.anchorDate, months: i + 1 }), payment: centavos(0) })),
      ...offer.installments.map((installment) => ({ date: installment.dueDate, payment: installment.amount })),
    ];
    const collected = offer.installments.reduce((sum, installment) => addCentavos(sum, installment.amount), centavos(0));
    let carrying = subCentavos(collected, unearned);
    const count = offer.installments.length;
    const rate = unearned > 0 && carrying > 0 && count > 0 ? internalRateOfReturn({ principal: carrying, payment: collected / count, periods: count, deferred: offer.deferred }) : 0;
    periods = [...kept];
    flows.forEach((flow, i) => {
      const interestEarned = i === flows.length - 1 ? subCentavos(charged, earned) : centavos(roundHalfAwayFromZero(carrying * rate));
      earned = addCentavos(earned, interestEarned);
      carrying = subCentavos(addCentavos(carrying, interestEarned), flow.payment);
      periods.push({ period: kept.length + i + 1, date: flow.date, interestEarned, unearnedAfter: subCentavos(charged, earned) });
    });
  }
  return periods;
}
