import * as v from 'valibot';
import { COLLECTION_VALIDATION_MESSAGES as M } from '../messages';
import { choiceField, instantField, isoDateField, monthField, optionalText, pesoField, requiredText, rowIdField } from './fields';
import { ListQuerySchema } from './admin-schemas';
import { LANGUAGES } from '../i18n';
import { unknownPlaceholders } from '../repayment/collection-template';

/*
 * Collecting (issue 32, decision 058): the contact log, the queue's filters
 * and bulk assignment.
 */
const CONTACT_CHANNELS = ['call', 'sms', 'email', 'visit'] as const;
const CONTACT_OUTCOMES = ['reached', 'no_answer', 'promise_to_pay', 'dispute', 'wrong_number'] as const;
const COLLECTION_BUCKETS = ['1_30', '31_60', '61_90', 'over_90'] as const;
const TEMPLATE_CHANNELS = ['sms', 'email'] as const;
/** Three SMS of 160 characters: a collection SMS says what is due and how to pay, no more. */
const SMS_TEMPLATE_MAX = 480;

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

/** POST /api/admin/collections/templates: a collection SMS or email, in one language, for compliance to approve. */
export const CollectionTemplateSchema = v.pipe(
  v.object({
    name: requiredText({ required: M.templateNameRequired, max: 100, tooLong: M.templateNameTooLong }),
    channel: choiceField({ options: TEMPLATE_CHANNELS, message: M.templateChannelInvalid }),
    language: choiceField({ options: LANGUAGES, message: M.templateLanguageInvalid }),
    subject: optionalText({ max: 150, tooLong: M.templateSubjectTooLong }),
    body: requiredText({ required: M.templateBodyRequired, max: 2000, tooLong: M.templateBodyTooLong, lines: 'many' }),
  }),
  v.forward(
    v.check((template) => unknownPlaceholders(`${template.subject ?? ''} ${template.body}`).length === 0, M.templatePlaceholderUnknown),
    ['body'],
  ),
  v.forward(
    v.check((template) => template.channel !== 'email' || template.subject !== undefined, M.templateSubjectRequired),
    ['subject'],
  ),
  v.forward(
    v.check((template) => template.channel !== 'sms' || template.body.length <= SMS_TEMPLATE_MAX, M.templateSmsTooLong),
    ['body'],
  ),
);
export type CollectionTemplateInput = v.InferOutput<typeof CollectionTemplateSchema>;

/**
 * POST /api/admin/loans/{id}/messages: an approved template to the borrower.
 * `text` is accepted only to be refused by name (MC 18: no free text), and
 * `to` only to refuse anyone but the borrower.
 */
export const CollectionMessageSchema = v.object({
  templateId: v.optional(rowIdField(M.templateIdInvalid)),
  to: v.optional(v.picklist(['borrower', 'contact_person', 'contacts'], M.recipientInvalid), 'borrower'),
  text: v.optional(v.unknown()),
});
export type CollectionMessageInput = v.InferOutput<typeof CollectionMessageSchema>;

/** POST /api/admin/loans/{id}/consents: the borrower's written agreement to contact outside 06:00–22:00, as kept on file. */
export const CollectionConsentSchema = v.object({
  note: requiredText({ required: M.consentNoteRequired, max: 1000, tooLong: M.consentNoteTooLong, lines: 'many' }),
});
export type CollectionConsentInput = v.InferOutput<typeof CollectionConsentSchema>;

/** GET /api/admin/collections/reports/*: one month, 'YYYY-MM'. */
export const CollectionReportQuerySchema = v.object({
  month: monthField(M.reportMonthInvalid),
});
export type CollectionReportQuery = v.InferOutput<typeof CollectionReportQuerySchema>;
