import * as v from 'valibot';
import { SIGN_IN_MESSAGES as M } from '../messages';

/*
 * The sign-in schema and what it is built of, in a module of their own:
 * /login, the first screen most visits download, then does not pull in the
 * other schemas' fields, countries, money and dates (decision 020).
 */

export const PASSWORD_MAX_LENGTH = 128;

/** A password being checked (sign-in, current password): only required. */
export function existingPasswordField({ required, tooLong }: { required: string; tooLong: string }) {
  return v.optional(
    v.config(v.pipe(v.string(required), v.nonEmpty(required), v.maxLength(PASSWORD_MAX_LENGTH, tooLong)), {
      abortPipeEarly: true,
    }),
    '',
  );
}

// Sign-in only checks presence: format rules here would tell a prober which part was wrong.
const signInEmail = v.optional(
  v.config(
    v.pipe(v.string(M.emailRequired), v.trim(), v.nonEmpty(M.emailRequired), v.maxLength(254, M.emailTooLong), v.toLowerCase()),
    { abortPipeEarly: true },
  ),
  '',
);

export const LoginSchema = v.object({
  email: signInEmail,
  password: existingPasswordField({ required: M.passwordRequired, tooLong: M.passwordTooLong }),
  rememberMe: v.optional(v.boolean()),
});
export type Login = v.InferOutput<typeof LoginSchema>;
