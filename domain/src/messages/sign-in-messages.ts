/**
 * The field messages of the sign-in form, in a module of their own: /login,
 * the first screen most visits download, needs only these (decision 020).
 * VALIDATION_MESSAGES includes them.
 */
export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be at most 128 characters',
} as const;
