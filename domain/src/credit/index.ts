export * from './credit-band';
