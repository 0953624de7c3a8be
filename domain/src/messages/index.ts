export * from './messages';
export * from './repayment-messages';
export * from './document-messages';
export * from './approval-messages';
export * from './privacy-messages';
export * from './complaint-messages';
