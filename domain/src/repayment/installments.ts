import { centavos, roundHalfAwayFromZero, type Centavos } from '../money';
import { repaymentSchedule } from '../loan';

/** One installment of a disbursed loan, as its schedule fixes it. */
export type Installment = {
  /** 1 for the first installment. */
  number: number;
  /** Manila calendar date 'YYYY-MM-DD'. */
  dueDate: string;
  principal: Centavos;
  interest: Centavos;
};

export type LoanInstallmentsInput = {
  /** The amount lent. */
  principal: Centavos;
  /** The loan's stored monthly payment (loanPaymentCentavos), not recomputed here. */
  monthlyPayment: Centavos;
  term: number;
  /** The disbursement date in Manila; due dates are anchored to it (DEPARTURES 7). */
  startDate: string;
};

function repeat(value: Centavos, times: number): Centavos[] {
  return Array.from({ length: times }, () => value);
}

/** round(x) for the money rule; principal parts are differences of these. */
function roundedShare(value: number): Centavos {
  return centavos(roundHalfAwayFromZero(value));
}

function principalParts({ principal, monthlyPayment, term }: Omit<LoanInstallmentsInput, 'startDate'>): Centavos[] {
  const repaidBeforeLast = monthlyPayment * (term - 1);
  if (monthlyPayment * term < principal) {
    // The flat formula falls short of the principal: no interest, and the last installment repays the rest.
    return [...repeat(monthlyPayment, term - 1), centavos(principal - repaidBeforeLast)];
  }
  const share = roundedShare(principal / term);
  const last = principal - share * (term - 1);
  if (last >= 0 && last <= monthlyPayment) return [...repeat(share, term - 1), centavos(last)];
  // A few centavos a month: cumulative rounding keeps every part between 0 and the payment.
  return Array.from({ length: term }, (_, i) =>
    centavos(roundedShare((principal * (i + 1)) / term) - roundedShare((principal * i) / term)),
  );
}

/**
 * The installments of a disbursed loan: the rows of its repayment schedule,
 * each split into principal and interest.
 *
 * Every installment is the schedule's monthly payment. Its principal part is
 * principal / term rounded to the centavo and the last one takes what
 * rounding left over, so the principal parts add up to the principal and
 * the interest parts to total repayment − principal, exactly.
 *
 * Two corners that only odd staff-set terms reach:
 * - when the flat formula pays back less than the principal (interest that
 *   rounds to under half a centavo a month, such as 0 % on an amount the
 *   term does not divide), there is no interest and the last installment
 *   grows by those few centavos, because the principal is repaid in full;
 * - when the last part would fall below 0 or above the payment (an amount or
 *   interest of a few centavos a month), principal is spread by cumulative
 *   rounding instead.
 */
export function loanInstallments({ principal, monthlyPayment, term, startDate }: LoanInstallmentsInput): Installment[] {
  if (!Number.isInteger(term) || term < 1) throw new RangeError(`Term must be a whole number of at least 1, got ${term}`);
  if (principal <= 0) throw new RangeError(`Principal must be positive, got ${principal}`);
  // Rounding is monotone, so the loan's own payment is never below its rounded principal share.
  if (monthlyPayment < roundedShare(principal / term)) {
    throw new RangeError(`Monthly payment ${monthlyPayment} is below the principal share: not this loan's figures`);
  }
  const parts = principalParts({ principal, monthlyPayment, term });
  const { rows } = repaymentSchedule({ term, monthlyPayment, startDate, today: startDate });
  return rows.map(({ number, dueDate }, index) => {
    const principalPart = parts[index] ?? centavos(0);
    return { number, dueDate, principal: principalPart, interest: centavos(Math.max(0, monthlyPayment - principalPart)) };
  });
}
