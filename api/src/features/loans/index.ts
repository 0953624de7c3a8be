export { adminLoansRoutes } from './loans.admin.routes';
export { loansRoutes } from './loans.routes';
export { declinePendingLoansOf } from './loans.service';
