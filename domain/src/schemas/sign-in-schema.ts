import * as v from 'valibot';
import { MFA_TEXTS, SIGN_IN_MESSAGES as M } from '../messages';

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

/**
 * The code step (decision 032): a 6-digit TOTP or a recovery code, spaces
 * and dashes as typed; the server tells the two apart by their shape.
 */
export const MfaCodeSchema = v.object({
  code: v.optional(
    v.config(
      v.pipe(
        v.string(MFA_TEXTS.codeRequired),
        v.trim(),
        v.nonEmpty(MFA_TEXTS.codeRequired),
        v.maxLength(32, MFA_TEXTS.codeRequired),
        // Digits (TOTP), letters and dashes (recovery codes) and the spaces people type: nothing that forges a line (issue 27, item 3).
        v.regex(/^[A-Za-z0-9 -]+$/, MFA_TEXTS.codeCharacters),
      ),
      { abortPipeEarly: true },
    ),
    '',
  ),
});
