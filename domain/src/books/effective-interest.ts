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
