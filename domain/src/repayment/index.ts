export * from './constants';
export * from './manila-days';
export * from './installments';
