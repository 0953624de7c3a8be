export * from './languages';
export * from './translation';
