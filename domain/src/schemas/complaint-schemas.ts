import * as v from 'valibot';
import { COMPLAINT_ACTIONS, COMPLAINT_CATEGORIES, COMPLAINT_DESCRIPTION_MAX, COMPLAINT_EVIDENCE_MAX, COMPLAINT_MESSAGE_MAX } from '../complaints';
import { COMPLAINT_VALIDATION_MESSAGES as M } from '../messages';
import { choiceField, plainText, requiredText, rowIdField } from './fields';

const MAX_UPLOAD_URL_LENGTH = 2048;

/** POST /api/complaints: the category, what happened, and up to 2 uploaded images (issue 15). */
export const ComplaintFilingSchema = v.strictObject({
  category: choiceField({ options: COMPLAINT_CATEGORIES, message: M.categoryUnknown }),
  description: requiredText({ required: M.descriptionRequired, max: COMPLAINT_DESCRIPTION_MAX, tooLong: M.descriptionTooLong, lines: 'many', notPlain: M.textCharactersInvalid }),
  uploadURLs: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(M.evidenceInvalid), v.nonEmpty(M.evidenceInvalid), v.maxLength(MAX_UPLOAD_URL_LENGTH, M.evidenceInvalid)), M.evidenceInvalid),
      v.maxLength(COMPLAINT_EVIDENCE_MAX, M.evidenceTooMany),
    ),
    [],
  ),
});
export type ComplaintFiling = v.InferOutput<typeof ComplaintFilingSchema>;

/**
 * POST /api/admin/complaints/{id}: a reply, a resolution and an escalation
 * carry the text the borrower reads; an assignment may name another admin
 * (the caller when left out) and a note.
 */
export const ComplaintStaffActionSchema = v.variant(
  'action',
  [
    v.strictObject({
      action: v.literal('assign'),
      assigneeId: v.optional(rowIdField(M.assigneeInvalid)),
      message: v.optional(
        v.config(
          v.pipe(
            v.string(M.messageTooLong),
            v.transform((text) => text.replace(/\r\n?/g, '\n')),
            v.trim(),
            v.maxLength(COMPLAINT_MESSAGE_MAX, M.messageTooLong),
            plainText('many', M.textCharactersInvalid),
          ),
          { abortPipeEarly: true },
        ),
      ),
    }),
    v.strictObject({
      action: v.picklist(COMPLAINT_ACTIONS.filter((action) => action !== 'assign') as ['reply', 'resolve', 'escalate'], M.actionUnknown),
      message: requiredText({ required: M.messageRequired, max: COMPLAINT_MESSAGE_MAX, tooLong: M.messageTooLong, lines: 'many', notPlain: M.textCharactersInvalid }),
    }),
  ],
  M.actionUnknown,
);
export type ComplaintStaffAction = v.InferOutput<typeof ComplaintStaffActionSchema>;
