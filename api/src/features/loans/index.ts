export { adminLoansRoutes } from './loans.admin.routes';
export { loansRoutes } from './loans.routes';
export { listLoansOfUser } from './loans.queries';
export { declinePendingLoansOf, reviewLoanIn } from './loans.service';
