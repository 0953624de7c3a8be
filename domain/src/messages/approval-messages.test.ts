import { describe, expect, it } from 'vitest';
import { sentForApprovalMessage } from './approval-messages';

describe('sentForApprovalMessage', () => {
  it('names the kind of action that now waits for a second staff member', () => {
    expect(sentForApprovalMessage({ kind: 'loan_approval' })).toBe(
      'Loan approval above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.',
    );
    expect(sentForApprovalMessage({ kind: 'payment_reversal' })).toBe(
      'Payment reversal above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.',
    );
  });
});
