export { adminRepaymentsRoutes } from './repayments.admin.routes';
export { paymentCallbackRoutes, paymentReceiptRoutes, repaymentsRoutes } from './repayments.routes';
export { assignUnmatchedIn, importSettlementIn, loanAccountFields, loanTransactionsOf, recordDisbursement, recordStaffPaymentIn, reversePaymentIn, SettlementImportPayloadSchema, waiveFeeIn } from './repayments.service';
export { accountsOf, hasAccount, transactionsOf } from './repayments.queries';
export { chargeDueLateFees } from './late-fees.service';
export { sendDueReminders } from './reminders.service';
export { adminReportsRoutes } from './aging.admin.routes';
export { payDueFromWallets } from './auto-pay.service';
