export { findApproval, listApprovals, pendingApprovalBody, toApprovals } from './approvals.queries';
export { assertUnchangedSince, holdAboveThreshold, publishApprovalChange, runAction, type ActionOutcome } from './approvals.service';
