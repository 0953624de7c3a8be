export * from './otp';
