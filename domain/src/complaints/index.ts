export * from './complaints';
