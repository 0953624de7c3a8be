export { findApproval, listApprovals, pendingApprovalBody, toApprovals } from './approvals.queries';
export { assertUnchangedSince, holdAboveThreshold, holdRequest, directSumOf, isAboveThreshold, recordDirectAction, publishApprovalChange, runAction, type ActionOutcome, type HoldRequest } from './approvals.service';
