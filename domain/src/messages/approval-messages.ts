import type { ApprovalKind } from '../contract/approval';

/* Maker-checker (issue 15): what staff are told about actions waiting for a second staff member. */

export const APPROVAL_MESSAGES = {
  approvalNotFound: 'Approval not found',
  approvalAlreadyPending: "This is already waiting for a second staff member's approval. Approve or reject that request in APPROVALS first.",
  approvalAlreadyDecided: 'This request has already been decided',
  makerCannotCheck: 'You asked for this yourself: another staff member must approve or reject it',
  loanChangedSinceRequest: 'This loan has changed since the approval was requested (it was declined, edited or paid out). Reject this request; the loan can be approved again if needed.',
  decisionInvalid: "Decision must be 'approve' or 'reject'",
  sentForApprovalTitle: 'Sent for approval',
  approvedTitle: 'Request approved',
  rejectedTitle: 'Request rejected',
  decideFailedTitle: 'Could not decide this request',
  section: 'APPROVALS',
  ownRequest: 'Your own request: another staff member decides it',
  rejectReasonRequired: 'Please give the reason for rejecting',
  makerReasonLabel: 'Reason given',
} as const;

export const APPROVAL_STATE_LABELS = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const;

export const APPROVAL_KIND_LABELS: Readonly<Record<ApprovalKind, string>> = {
  loan_approval: 'Loan approval',
  balance_adjustment: 'Balance adjustment',
  payment_reversal: 'Payment reversal',
  withdrawal_approval: 'Withdrawal approval',
  payment_record: 'Recorded payment',
  settlement_import: 'Settlement file',
  unmatched_assign: 'Unmatched payment assigned',
  fee_waiver: 'Late fee waiver',
  write_off: 'Write-off',
  month_close: 'Month-end close',
  loan_offer: 'Restructuring offer',
  book_opening: 'Opening balances',
};

/** What the officer who asked is told when the action now waits for someone else. */
export function sentForApprovalMessage({ kind }: { kind: ApprovalKind }): string {
  return `${APPROVAL_KIND_LABELS[kind]} above the four-eyes limit: sent to another staff member for approval. Nothing changes until it is approved.`;
}
