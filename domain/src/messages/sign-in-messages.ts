import type { Notice } from './messages';

/**
 * The field messages and notices of the sign-in form, in a module of their own: /login,
 * the first screen most visits download, needs only these (decision 020).
 * VALIDATION_MESSAGES and NOTICES include them.
 */
export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 128 characters',
} as const;

/**
 * The API's refusals of a sign-in, found by their codes (the snake_case of each
 * key, decision 051) by the sign-in form, which has no room for the whole
 * answer registry. SERVER_MESSAGES holds the same texts.
 */
export const SIGN_IN_ANSWERS = {
  invalidCredentials: 'Invalid email or password',
  inactiveAccount: 'Your account is inactive. Please contact your loan officer.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
} as const;

export const SIGN_IN_NOTICES = {
  loginFailed: { title: 'Login Failed', message: 'Invalid email or password' },
  welcomeBack: { title: 'Welcome back!', message: 'You have been successfully logged in.' },
} as const satisfies Record<string, Notice>;

/** The sign-in and registration frame and the sign-in form (SPEC section 2). */
export const AUTH_TEXTS = {
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me on this device',
  noAccount: "Don't have an account?",
  registerLink: 'Register',
  secRegistration: 'SEC Reg. No.',
  certificateOfAuthority: 'Certificate of Authority',
  language: 'Language',
} as const;
