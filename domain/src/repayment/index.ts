export * from './constants';
export * from './manila-days';
export * from './installments';
export * from './loan-account';
export * from './installment-state';
export * from './late-fees';
export * from './posting-rule';
export * from './payment-reference';
