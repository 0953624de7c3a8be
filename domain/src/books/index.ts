export * from './effective-interest';
export * from './allowance';
