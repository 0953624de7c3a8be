export * from './contract';
export * from './live';
export * from './repayment';
export * from './login';
export * from './approval';
export * from './desk';
export * from './books';
