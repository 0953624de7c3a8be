export * from './messages';
export * from './notices';
export * from './sign-in-messages';
export * from './validation-messages';
export * from './server-messages';
export * from './repayment-messages';
export * from './document-messages';
