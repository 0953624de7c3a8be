export * from './constants';
export * from './rates';
export * from './calculate-loan';
export * from './validate-loan-application';
export * from './add-months';
export * from './repayment-schedule';
export * from './internal-rate-of-return';
export * from './truth-in-lending';
