export * from './messages';
export * from './repayment-messages';
