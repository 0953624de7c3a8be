import { addMonths } from '../loan/add-months';
import { centavos, roundHalfAwayFromZero, type Centavos } from '../money';
import { daysBetween } from '../repayment/manila-days';

/** PHP 200 of principal, or a fraction of it, is one unit of the tax (NIRC Sec. 179 as amended by RA 10963). */
const UNIT_CENTAVOS = 20_000;
/** PHP 1.50 per unit. */
const TAX_PER_UNIT_CENTAVOS = 150;
const DAYS_IN_YEAR = 365;

export type DocumentaryStampTaxInput = {
  principal: Centavos;
  /** Days from the loan's start to its last due date. */
  termDays: number;
};

/**
 * The documentary stamp tax on a loan agreement: PHP 1.50 on each PHP 200,
 * or fraction of it, of the principal; for a term under one year, in
 * proportion to the term's days over 365 (rounded once, to the centavo).
 */
export function documentaryStampTax({ principal, termDays }: DocumentaryStampTaxInput): Centavos {
  if (!Number.isInteger(principal) || principal <= 0) throw new RangeError(`Principal must be a positive whole number of centavos, got ${principal}`);
  if (!Number.isInteger(termDays) || termDays < 1) throw new RangeError(`The term must be a whole number of days, at least 1, got ${termDays}`);
  const fullYear = Math.ceil(principal / UNIT_CENTAVOS) * TAX_PER_UNIT_CENTAVOS;
  if (termDays >= DAYS_IN_YEAR) return centavos(fullYear);
  return centavos(roundHalfAwayFromZero((fullYear * termDays) / DAYS_IN_YEAR));
}

/** Who pays the documentary stamp tax of a loan agreement (DST_BORNE_BY, decision 072). */
export type DstBorneBy = 'lender' | 'borrower';

export type LoanDocumentaryStampTaxInput = { principal: Centavos; term: number; startDate: string };

/**
 * The tax on one loan's agreement: its term is the days from its start to
 * its last due date, `term` months later (the installments' due dates).
 */
export function loanDocumentaryStampTax({ principal, term, startDate }: LoanDocumentaryStampTaxInput): Centavos {
  return documentaryStampTax({ principal, termDays: daysBetween({ from: startDate, to: addMonths({ date: startDate, months: term }) }) });
}

/** A loan paid out, as its row keeps it: who bore the tax and the tax, fixed at payout (null before migration 035). */
export type PaidOutLoanDst = { amountCentavos: number; term: number; startDate: string; dstBorneBy: DstBorneBy | null; dstCentavos: number | string | null };

/**
 * The documentary stamp tax of a loan paid out, and what of it was deducted
 * from the proceeds (decision 072): as fixed when it paid out; a loan paid
 * out before that was fixed bore it as the lender, the tax computed from its
 * principal, term and start, which never change once it pays out.
 */
export function paidOutLoanDst(loan: PaidOutLoanDst): { borneBy: DstBorneBy; tax: Centavos; deducted: Centavos } {
  const borneBy = loan.dstBorneBy ?? 'lender';
  const tax = loan.dstCentavos === null ? loanDocumentaryStampTax({ principal: centavos(loan.amountCentavos), term: loan.term, startDate: loan.startDate }) : centavos(Number(loan.dstCentavos));
  return { borneBy, tax, deducted: borneBy === 'borrower' ? tax : centavos(0) };
}
