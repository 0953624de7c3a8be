export * from './money';
export * from './amount-text';
