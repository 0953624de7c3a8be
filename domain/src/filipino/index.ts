/*
 * The Filipino texts (issue 15, decision 024): one group per English group of
 * ../messages, under the same name, with the same keys (TranslationOf makes
 * the type-checker refuse a missing one). Downloaded by the web app only when
 * a borrower reads in Filipino; the API uses them for notifications and SMS.
 * docs/glossary.md fixes the words used for the product's terms.
 */
import { AUTH_TEXTS_FIL } from './auth';
import { LABELS_TEXTS_FIL } from './labels';
// registration, verification, loans, agreement, components:
import { FORMS_TEXTS_FIL } from './forms';
import { LOANS_TEXTS_FIL } from './loans';
// wallet, withdrawals, server answers:
import { SERVER_TEXTS_FIL } from './server';
import { WALLET_TEXTS_FIL } from './wallet';
// account, complaints, privacy, dashboard, about:
import { ACCOUNT_TEXTS_FIL } from './account';
// notifications, SMS, loan documents (PDF):
import { DOCUMENT_TEXTS_FIL } from './documents';
import { NOTIFICATION_TEXTS_FIL } from './notifications';
// staff duties:
import { DUTY_TEXTS_FIL } from './duties';
// the Next Payment card:
import { NEXT_PAYMENT_TEXTS_FIL } from './next-payment';
import { MESSAGE_CHANNEL_TEXTS_FIL } from './message-channels';

export const FILIPINO = {
  ...AUTH_TEXTS_FIL,
  ...LABELS_TEXTS_FIL,
  // registration, verification, loans, agreement, components:
  ...FORMS_TEXTS_FIL,
  ...LOANS_TEXTS_FIL,
  // wallet, withdrawals, server answers:
  ...WALLET_TEXTS_FIL,
  ...SERVER_TEXTS_FIL,
  // account, complaints, privacy, dashboard, about:
  ...ACCOUNT_TEXTS_FIL,
  // notifications, SMS, loan documents (PDF):
  ...NOTIFICATION_TEXTS_FIL,
  ...DOCUMENT_TEXTS_FIL,
  // staff duties:
  ...DUTY_TEXTS_FIL,
  // the Next Payment card:
  ...NEXT_PAYMENT_TEXTS_FIL,
  ...MESSAGE_CHANNEL_TEXTS_FIL,
};
