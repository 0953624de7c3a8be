export { VerificationPage } from './verification-page';
