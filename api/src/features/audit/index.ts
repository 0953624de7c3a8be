export { appendAudit, verifyAuditChain } from './audit.service';
