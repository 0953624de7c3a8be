import * as v from 'valibot';
import { OFFER_VALIDATION_MESSAGES as O, VALIDATION_MESSAGES as M } from '../messages';
import { ADMIN_TERM_MAX } from '../loan';
import { choiceField, integerField, requiredText, rowIdField } from './fields';

/*
 * Helping a borrower in trouble (issue 32, decision 062): the borrower's
 * requests and staff's offer.
 */

const HARDSHIP_REASONS = ['lost_job_abroad', 'illness', 'family_emergency', 'delayed_salary', 'other'] as const;

/** POST /api/loans/{id}/extension: the term made longer by `months`. */
export const ExtensionRequestSchema = v.strictObject({ months: integerField({ message: M.extensionMonthsInvalid, min: 1, max: 12 }) });
export type ExtensionRequest = v.InferOutput<typeof ExtensionRequestSchema>;

/** POST /api/loans/{id}/hardship: the borrower cannot pay; a reason from the list and a note. */
export const HardshipRequestSchema = v.strictObject({
  reason: choiceField({ options: HARDSHIP_REASONS, message: M.hardshipReasonInvalid }),
  note: requiredText({ required: M.hardshipNoteRequired, max: 1000, tooLong: M.hardshipNoteTooLong, lines: 'many' }),
});
export type HardshipRequest = v.InferOutput<typeof HardshipRequestSchema>;

/** POST /api/admin/loans/{id}/offers: a new term for what remains, or a payment holiday of 1 or 2 installments. */
export const LoanOfferInputSchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('restructure', O.kindInvalid), term: integerField({ message: O.termInvalid, min: 1, max: ADMIN_TERM_MAX }) }),
    v.strictObject({ kind: v.literal('holiday', O.kindInvalid), installments: v.picklist([1, 2], O.installmentsInvalid) }),
  ],
  O.kindInvalid,
);
export type LoanOfferInput = v.InferOutput<typeof LoanOfferInputSchema>;

/** POST /api/loans/{id}/offers/{offerId}/accept. */
export const OfferParamSchema = v.object({ id: rowIdField(M.idInvalid), offerId: rowIdField(M.idInvalid) });
