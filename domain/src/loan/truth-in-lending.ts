import { addCentavos, centavos, roundToDecimals, subCentavos, toCentavos, toPesos } from '../money';
// The module itself, not ../messages: the index reaches repayment, which reaches back here (a circle).
import { DISCLOSURE_TEXTS } from '../messages/loan-messages';
import { loanPaymentCentavos } from './calculate-loan';
import { internalRateOfReturn } from './internal-rate-of-return';

export type TruthInLendingInput = {
  amount: number;
  term: number;
  interestRate: number;
  /**
   * Pesos of documentary stamp tax deducted from the proceeds when the
   * borrower bears it (DST_BORNE_BY=borrower, decision 072); 0 or absent
   * when the lender bears it.
   */
  documentaryStampTax?: number;
};

/** The disclosure owed under the Truth in Lending Act (R.A. 3765), in pesos and percent. */
export type TruthInLending = {
  amountFinanced: number;
  /** Charges deducted or collected at release; the product charges none. */
  fees: number;
  /** The documentary stamp tax deducted from the proceeds (a tax, not a finance charge); 0 when the lender bears it. */
  documentaryStampTax: number;
  financeCharge: number;
  netProceeds: number;
  totalRepayment: number;
  monthlyPayment: number;
  /** The advertised flat rate per month, percent of the original principal. */
  flatMonthlyRate: number;
  /** IRR per month in percent, 4 decimals. */
  effectiveMonthlyRate: number;
  /** (1 + r)^12 − 1 in percent, 2 decimals. */
  effectiveAnnualRate: number;
  /** r × 12 in percent, 2 decimals. */
  nominalAnnualRate: number;
  method: string;
};


export function truthInLending({ amount, term, interestRate, documentaryStampTax = 0 }: TruthInLendingInput): TruthInLending {
  const amountFinanced = toCentavos(amount);
  // No fees exist today; keeping the term makes plain where they would enter:
  // they raise the finance charge and cut what the borrower actually receives.
  const fees = centavos(0);
  const tax = toCentavos(documentaryStampTax);
  if (tax < 0 || tax >= amountFinanced) throw new RangeError(`The documentary stamp tax deducted must be from 0 to below the amount financed, got ${documentaryStampTax}`);
  // The tax borne by the borrower is paid to the BIR out of the proceeds: the borrower receives less, owes the same.
  const netProceeds = subCentavos(subCentavos(amountFinanced, fees), tax);
  const { monthlyPayment, totalRepayment } = loanPaymentCentavos({ principal: amountFinanced, term, interestRate });
  const financeCharge = addCentavos(subCentavos(totalRepayment, amountFinanced), fees);

  // The effective rate is measured on the cash the borrower actually receives.
  const r =
    netProceeds > 0 && monthlyPayment > 0
      ? internalRateOfReturn({ principal: netProceeds, payment: monthlyPayment, periods: term })
      : 0;

  return {
    amountFinanced: toPesos(amountFinanced),
    fees: toPesos(fees),
    documentaryStampTax: toPesos(tax),
    financeCharge: toPesos(financeCharge),
    netProceeds: toPesos(netProceeds),
    totalRepayment: toPesos(totalRepayment),
    monthlyPayment: toPesos(monthlyPayment),
    flatMonthlyRate: interestRate,
    effectiveMonthlyRate: roundToDecimals({ value: r * 100, decimals: 4 }),
    effectiveAnnualRate: roundToDecimals({ value: ((1 + r) ** 12 - 1) * 100, decimals: 2 }),
    nominalAnnualRate: roundToDecimals({ value: r * 12 * 100, decimals: 2 }),
    method: DISCLOSURE_TEXTS.actuarialMethod,
  };
}
