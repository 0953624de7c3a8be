import { centavos, roundHalfAwayFromZero, toCentavos, toPesos, type Centavos } from '../money';

export type CalculateLoanInput = { amount: number; term: number; interestRate: number };

/** A loan's figures in pesos, as the API and the UI show them. */
export type LoanCalculation = {
  amount: number;
  term: number;
  interestRate: number;
  monthlyPayment: number;
  totalRepayment: number;
};

export type LoanPaymentCentavosInput = { principal: Centavos; term: number; interestRate: number };

export type LoanPaymentCentavos = { monthlyPayment: Centavos; totalRepayment: Centavos };

function assertLoanTerms({ term, interestRate }: { term: number; interestRate: number }): void {
  if (!Number.isInteger(term) || term < 1) {
    throw new RangeError(`Term must be a whole number of months of at least 1, got ${term}`);
  }
  if (!Number.isFinite(interestRate) || interestRate < 0) {
    throw new RangeError(`Interest rate must be a finite percent of 0 or more, got ${interestRate}`);
  }
}

/**
 * SPEC section 9 flat-rate installment in centavos: principal / months plus
 * principal × rate% each month, rounded once (not per part) so the figure
 * matches SPEC's peso formula; the total is then an exact multiple of it.
 */
export function loanPaymentCentavos({ principal, term, interestRate }: LoanPaymentCentavosInput): LoanPaymentCentavos {
  assertLoanTerms({ term, interestRate });
  if (principal < 0) throw new RangeError(`Principal must not be negative, got ${principal}`);
  const monthlyPayment = centavos(roundHalfAwayFromZero(principal / term + (principal * interestRate) / 100));
  return { monthlyPayment, totalRepayment: centavos(monthlyPayment * term) };
}

export function calculateLoan({ amount, term, interestRate }: CalculateLoanInput): LoanCalculation {
  const principal = toCentavos(amount);
  const { monthlyPayment, totalRepayment } = loanPaymentCentavos({ principal, term, interestRate });
  return {
    amount: toPesos(principal),
    term,
    interestRate,
    monthlyPayment: toPesos(monthlyPayment),
    totalRepayment: toPesos(totalRepayment),
  };
}
