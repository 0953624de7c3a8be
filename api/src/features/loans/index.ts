export { adminLoansRoutes } from './loans.admin.routes';
export { loansRoutes } from './loans.routes';
export { declinePendingLoansOf, reviewLoanIn } from './loans.service';
