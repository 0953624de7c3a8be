export * from './effective-interest';
export * from './allowance';
export * from './documentary-stamp-tax';
