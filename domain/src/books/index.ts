export * from './documentary-stamp-tax';
