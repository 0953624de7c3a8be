import { roundHalfAwayFromZero, type Centavos } from '../money';

/** RA 11765 responsible lending (issue 32, decision 057): the default share of the declared monthly income one installment may take, in basis points (40 %). */
export const DEFAULT_MAX_INSTALLMENT_TO_INCOME_BP = 4000;

export type AffordabilityInput = {
  monthlyInstallment: Centavos;
  /** The borrower's declared monthly income; null when none was declared. */
  monthlyIncome: Centavos | null;
  /** The limit in basis points; 0 switches the check off. */
  limitBp: number;
};

export type Affordability = {
  /** The installment over the income, 0.5889 for 58.89 %, to 4 decimals; null without a declared income above 0. */
  installmentToIncome: number | null;
  /** The limit as a share (0.4); 0 when the check is off. */
  limit: number;
  isAboveLimit: boolean;
};

/**
 * How much of the declared income one installment takes. The comparison is
 * exact, in whole centavos (installment × 10,000 > limit × income), so a share
 * that rounds to the limit but lies above it is above it. An income of 0 or
 * none at all cannot carry any installment: above any limit that is on.
 */
export function affordabilityOf({ monthlyInstallment, monthlyIncome, limitBp }: AffordabilityInput): Affordability {
  const hasIncome = monthlyIncome !== null && monthlyIncome > 0;
  const installmentToIncome = hasIncome ? roundHalfAwayFromZero((monthlyInstallment * 10_000) / monthlyIncome) / 10_000 : null;
  const isAboveLimit = limitBp > 0 && (!hasIncome || monthlyInstallment * 10_000 > limitBp * monthlyIncome);
  return { installmentToIncome, limit: limitBp / 10_000, isAboveLimit };
}
