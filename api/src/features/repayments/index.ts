export { adminRepaymentsRoutes } from './repayments.admin.routes';
export { paymentCallbackRoutes, paymentReceiptRoutes, repaymentsRoutes } from './repayments.routes';
export { loanAccountFields, loanTransactionsOf, recordDisbursement, reversePaymentIn } from './repayments.service';
export { accountsOf, hasAccount, transactionsOf } from './repayments.queries';
export { chargeDueLateFees } from './late-fees.service';
export { sendDueReminders } from './reminders.service';
export { adminReportsRoutes } from './aging.admin.routes';
