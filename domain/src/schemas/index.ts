export * from './fields';
export * from './account-schemas';
export * from './borrower-schemas';
export * from './admin-schemas';
