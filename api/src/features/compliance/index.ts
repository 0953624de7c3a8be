export { adminComplianceRoutes } from './compliance.routes';
export { assertNotUnderReview, screenBeforePaying, screenMemberIn } from './screening.service';
export { compliancePostingHook } from './monitoring.service';
export { amlRecordsKeptUntil } from './desk.service';
