export * from './contract';
export * from './live';
