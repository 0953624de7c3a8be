export * from './messages';
export * from './repayment-messages';
export * from './document-messages';
export * from './complaint-messages';
