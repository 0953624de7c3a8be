export * from './fields';
export * from './account-schemas';
export * from './sign-in-schema';
export * from './borrower-schemas';
export * from './admin-schemas';
export * from './repayment-schemas';
export * from './settlement-csv';
