import * as v from 'valibot';
import { MESSAGE_CHANNEL_CHOICES } from '../contract';
import { LANGUAGES } from '../i18n';
import { VALIDATION_MESSAGES as M } from '../messages';
import {
  choiceField,
  confirmationField,
  emailField,
  newPasswordField,
  phoneField,
  requiredText,
} from './fields';
import { existingPasswordField } from './sign-in-schema';

export const RegisterSchema = v.pipe(
  v.object({
    fullName: requiredText({ required: M.fullNameRequired, max: 120, tooLong: M.fullNameTooLong }),
    email: emailField({ required: M.emailRequired, invalid: M.emailInvalid, tooLong: M.emailTooLong }),
    contactNumber: phoneField({ required: M.contactNumberRequired, invalid: M.contactNumberInvalid }),
    password: newPasswordField({
      required: M.passwordRequired,
      tooShort: M.passwordTooShort,
      tooLong: M.passwordTooLong,
    }),
    confirmPassword: confirmationField(M.confirmPasswordRequired),
    /** The privacy notice version the borrower agreed to; the server refuses a missing or old one with its own message. */
    privacyNoticeVersion: v.optional(v.pipe(v.string(), v.maxLength(40))),
    /** The language the visitor was reading the form in (issue 15); English when absent. */
    language: v.optional(v.picklist(LANGUAGES, M.languageUnknown)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      // An empty confirmation already says 'required'; one message per field is enough.
      (input) => input.confirmPassword === '' || input.password === input.confirmPassword,
      M.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type Register = v.InferOutput<typeof RegisterSchema>;

const changePasswordEntries = {
  // SPEC's payload carries the email; the server uses the session, never this.
  email: v.optional(v.pipe(v.string(), v.trim())),
  currentPassword: existingPasswordField({ required: M.currentPasswordRequired, tooLong: M.passwordTooLong }),
  newPassword: newPasswordField({
    required: M.newPasswordTooShort,
    tooShort: M.newPasswordTooShort,
    tooLong: M.newPasswordTooLong,
  }),
};

/** The API payload: a confirmation is optional, but must match when sent. */
export const ChangePasswordSchema = v.pipe(
  v.object({ ...changePasswordEntries, confirmPassword: v.optional(v.string()) }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.confirmPassword === undefined || input.confirmPassword === input.newPassword,
      M.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

/** The form: the confirmation is required and shown on its own field. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    ...changePasswordEntries,
    confirmPassword: confirmationField(M.confirmNewPasswordRequired),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.confirmPassword === '' || input.confirmPassword === input.newPassword,
      M.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);

/** POST /api/user/consent: agreeing to the privacy notice of this version. */
export const PrivacyConsentSchema = v.object({ version: v.pipe(v.string(), v.maxLength(40)) });

/** PUT /api/user/preferences: the borrower's language (issue 15). */
export const PreferencesSchema = v.object({
  language: choiceField({ options: LANGUAGES, message: M.languageUnknown }),
});
export type Preferences = v.InferOutput<typeof PreferencesSchema>;

/** PUT /api/user/message-channels (issue 29): where reminders, receipts and notices go. */
export const MessageChannelsSchema = v.strictObject(
  { messageChannels: v.picklist(MESSAGE_CHANNEL_CHOICES, M.messageChannelsUnknown) },
  M.messageChannelsUnknown,
);

/** POST /api/auth/verify-email (issue 29): the token of the link sent to the address. */
export const VerifyEmailSchema = v.strictObject(
  { token: v.pipe(v.string(M.emailLinkRequired), v.regex(/^[a-z2-7]{32}$/, M.emailLinkRequired)) },
  M.emailLinkRequired,
);
