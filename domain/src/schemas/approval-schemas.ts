import * as v from 'valibot';
import { APPROVAL_MESSAGES, VALIDATION_MESSAGES as M } from '../messages';
import { choiceField, optionalText } from './fields';

const APPROVAL_DECISIONS = ['approve', 'reject'] as const;

/** POST /api/admin/approvals/{id}: the second staff member's decision. */
export const ApprovalDecisionSchema = v.strictObject({
  decision: choiceField({ options: APPROVAL_DECISIONS, message: APPROVAL_MESSAGES.decisionInvalid }),
  reason: optionalText({ max: 500, tooLong: M.reasonTooLong }),
});
export type ApprovalDecision = v.InferOutput<typeof ApprovalDecisionSchema>;
