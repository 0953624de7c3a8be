export { ensureMe, homePathFor, meQueryOptions, mePollingQueryOptions, useLogout } from './auth.queries';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { SecondFactorStep } from './second-factor-step';
export { AuthenticatorKey, codeProblem, mfaMessages, mfaTexts, RecoveryCodes } from './second-factor-parts';
export { VerifyEmailPage } from './verify-email-page';
