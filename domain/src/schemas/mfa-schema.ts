import * as v from 'valibot';
import { MFA_TEXTS } from '../messages';

// A module of its own: /login's bundle takes the sign-in schema only (decision 020);
// the web app checks a code's shape with its own light check before sending it.

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
