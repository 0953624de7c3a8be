export { LoanAgreementDialog } from './loan-agreement-dialog';
