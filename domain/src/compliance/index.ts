export * from './working-days';
export * from './thresholds';
