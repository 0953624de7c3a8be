import type { TranslationOf } from '../i18n';
import type { AUTH_TEXTS, SIGN_IN_ANSWERS, SIGN_IN_MESSAGES, SIGN_IN_NOTICES } from '../messages';

const AUTH: TranslationOf<typeof AUTH_TEXTS> = {
  email: 'Email',
  password: 'Password',
  rememberMe: 'Tandaan ako sa device na ito',
  noAccount: 'Wala ka pang account?',
  registerLink: 'Mag-register',
  // Registration names stay as the regulators issue them.
  secRegistration: 'SEC Reg. No.',
  certificateOfAuthority: 'Certificate of Authority',
  language: 'Wika',
};

const SIGN_IN: TranslationOf<typeof SIGN_IN_MESSAGES> = {
  emailRequired: 'Kailangan ang email',
  emailTooLong: 'Hanggang 254 na character lang ang email',
  passwordRequired: 'Kailangan ang password',
  passwordTooLong: 'Hanggang 128 na character lang ang password',
};

/** SERVER_MESSAGES holds the same three (as its English does): server-messages.ts takes them from here. */
export const SIGN_IN_ANSWER: TranslationOf<typeof SIGN_IN_ANSWERS> = {
  invalidCredentials: 'Mali ang email o password',
  inactiveAccount: 'Hindi aktibo ang iyong account. Makipag-ugnayan sa iyong loan officer.',
  rateLimited: 'Masyadong maraming subok. Maghintay sandali at subukang muli.',
};

/** NOTICES holds the same two notices (as its English does): forms.ts takes them from here. */
export const SIGN_IN_NOTICE: TranslationOf<typeof SIGN_IN_NOTICES> = {
  loginFailed: { title: 'Hindi naka-login', message: 'Mali ang email o password' },
  welcomeBack: { title: 'Maligayang pagbabalik!', message: 'Matagumpay kang naka-login.' },
};

export const SIGN_IN_MESSAGES_FIL = { AUTH_TEXTS: AUTH, SIGN_IN_MESSAGES: SIGN_IN, SIGN_IN_ANSWERS: SIGN_IN_ANSWER, SIGN_IN_NOTICES: SIGN_IN_NOTICE };
