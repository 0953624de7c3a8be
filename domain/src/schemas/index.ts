export * from './fields';
export * from './account-schemas';
export * from './borrower-schemas';
export * from './admin-schemas';
export * from './repayment-schemas';
export * from './settlement-csv';
export * from './approval-schemas';
export * from './complaint-schemas';
