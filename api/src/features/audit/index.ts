export { auditHistoryOf } from './audit.queries';
export { appendAudit, verifyAuditChain } from './audit.service';
