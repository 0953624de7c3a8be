import { describe, expect, it } from 'vitest';
import { ApprovalDecisionSchema } from './approval-schemas';
import { errorsOf, outputOf } from './test-helpers';

describe('ApprovalDecisionSchema', () => {
  it('takes approve or reject with an optional reason, trimmed', () => {
    expect(outputOf(ApprovalDecisionSchema, { decision: 'approve' })).toEqual({ decision: 'approve', reason: undefined });
    expect(outputOf(ApprovalDecisionSchema, { decision: 'reject', reason: ' Not verified ' })).toEqual({ decision: 'reject', reason: 'Not verified' });
  });

  it('refuses anything else with a clear message', () => {
    expect(errorsOf(ApprovalDecisionSchema, {})).toEqual({ decision: ["Decision must be 'approve' or 'reject'"] });
    expect(errorsOf(ApprovalDecisionSchema, { decision: 'approved' })).toEqual({ decision: ["Decision must be 'approve' or 'reject'"] });
    expect(errorsOf(ApprovalDecisionSchema, { decision: 'reject', reason: 'x'.repeat(501) })).toEqual({ reason: ['Reason must be at most 500 characters'] });
  });
});
