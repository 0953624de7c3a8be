import * as v from 'valibot';
import { COMPLIANCE_VALIDATION_MESSAGES as M } from '../messages';
import { choiceField, requiredText } from './fields';

/*
 * The compliance desk's requests (issue 33, decision 065): list imports and
 * decisions on screening cases.
 */

/** POST /api/admin/compliance/lists?source=un|amlc: which list the body is. */
export const ComplianceListQuerySchema = v.object({ source: choiceField({ options: ['un', 'amlc'], message: M.sourceInvalid }) });

/** POST /api/admin/compliance/cases/{id}: a false positive is cleared, a true match confirmed; why, always. */
export const ScreeningCaseDecisionSchema = v.strictObject({
  decision: choiceField({ options: ['clear', 'confirm'], message: M.decisionInvalid }),
  reason: requiredText({ required: M.reasonRequired, max: 1000, tooLong: M.reasonTooLong, lines: 'many' }),
});
export type ScreeningCaseDecision = v.InferOutput<typeof ScreeningCaseDecisionSchema>;
