export * from './countries';
