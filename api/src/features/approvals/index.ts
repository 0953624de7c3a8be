export { findApproval, listApprovals, pendingApprovalBody, toApprovals } from './approvals.queries';
export { assertUnchangedSince, holdAboveThreshold, runAction, type ActionOutcome } from './approvals.service';
