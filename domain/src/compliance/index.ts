export * from './working-days';
export * from './thresholds';
export * from './risk-rating';
