/*
 * The lender's public particulars, as the web shows them. Their one source
 * is domain/src/company (the server prints the same ones on statements,
 * receipts and certificates): change them there.
 */
import { COMPANY as PARTICULARS, type Company as Particulars } from '@app/domain';

export type Company = Particulars;

export const COMPANY: Company = {
  ...PARTICULARS,
};
