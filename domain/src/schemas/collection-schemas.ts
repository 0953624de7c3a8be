import * as v from 'valibot';
import { COLLECTION_VALIDATION_MESSAGES as M } from '../messages';
import { choiceField, instantField, isoDateField, pesoField, requiredText, rowIdField } from './fields';
import { ListQuerySchema } from './admin-schemas';

/*
 * Collecting (issue 32, decision 058): the contact log, the queue's filters
 * and bulk assignment.
 */
const CONTACT_CHANNELS = ['call', 'sms', 'email', 'visit'] as const;
const CONTACT_OUTCOMES = ['reached', 'no_answer', 'promise_to_pay', 'dispute', 'wrong_number'] as const;
const COLLECTION_BUCKETS = ['1_30', '31_60', '61_90', 'over_90'] as const;

/** POST /api/admin/loans/{id}/contacts. A promise to pay carries its amount and date. */
export const CollectionContactSchema = v.pipe(
  v.object({
    channel: choiceField({ options: CONTACT_CHANNELS, message: M.channelInvalid }),
    outcome: choiceField({ options: CONTACT_OUTCOMES, message: M.outcomeInvalid }),
    note: requiredText({ required: M.noteRequired, max: 1000, tooLong: M.noteTooLong, lines: 'many' }),
    nextActionAt: v.optional(instantField({ required: M.nextActionAtInvalid, invalid: M.nextActionAtInvalid })),
    promise: v.optional(
      v.object(
        {
          amount: pesoField({ required: M.promiseAmountInvalid, invalid: M.promiseAmountInvalid, min: 0, isMinExclusive: true }),
          date: isoDateField(M.promiseDateInvalid),
        },
        M.promiseRequired,
      ),
    ),
  }),
  v.forward(
    v.check((contact) => contact.outcome !== 'promise_to_pay' || contact.promise !== undefined, M.promiseRequired),
    ['promise'],
  ),
);
export type CollectionContactInput = v.InferOutput<typeof CollectionContactSchema>;

/** GET /api/admin/collections: a page of the queue, by aging bucket and collector. */
export const CollectionsQuerySchema = v.object({
  ...ListQuerySchema.entries,
  bucket: v.optional(v.picklist(COLLECTION_BUCKETS, M.bucketInvalid)),
  collector: v.optional(rowIdField(M.collectorIdInvalid)),
});
export type CollectionsQuery = v.InferOutput<typeof CollectionsQuerySchema>;

/** POST /api/admin/collections/assign: up to 200 loans to one collector. */
export const CollectionAssignSchema = v.object({
  loanIds: v.pipe(v.array(rowIdField(M.loanIdsInvalid), M.loanIdsInvalid), v.minLength(1, M.loanIdsInvalid), v.maxLength(200, M.loanIdsInvalid)),
  collectorId: rowIdField(M.collectorIdInvalid),
});
export type CollectionAssign = v.InferOutput<typeof CollectionAssignSchema>;
