/*
 * The Filipino texts (issue 15, decision 024): one group per English group of
 * ../messages, under the same name, with the same keys (TranslationOf makes
 * the type-checker refuse a missing one). Downloaded by the web app only when
 * a borrower reads in Filipino; the API uses them for notifications and SMS.
 * docs/glossary.md fixes the words used for the product's terms.
 */
import { ACCOUNT_MESSAGES_FIL } from './account-messages';
import { PRIVACY_MESSAGES_FIL } from './privacy-messages';
import { COMPLAINT_MESSAGES_FIL } from './complaint-messages';
import { SIGN_IN_MESSAGES_FIL } from './sign-in-messages';
import { MFA_MESSAGES_FIL } from './mfa-messages';
import { DOCUMENT_MESSAGES_FIL } from './document-messages';
import { DUTY_MESSAGES_FIL } from './duty-messages';
import { VALIDATION_MESSAGES_FIL } from './validation-messages';
import { NOTICES_FIL } from './notices';
import { REGISTRATION_MESSAGES_FIL } from './registration-messages';
import { MESSAGES_FIL } from './messages';
import { LOAN_MESSAGES_FIL } from './loan-messages';
import { COMPONENT_MESSAGES_FIL } from './component-messages';
import { AMOUNT_MESSAGES_FIL } from './amount-messages';
import { PAGE_MESSAGES_FIL } from './page-messages';
import { MESSAGE_CHANNEL_MESSAGES_FIL } from './message-channel-messages';
import { NEXT_PAYMENT_MESSAGES_FIL } from './next-payment-messages';
import { NOTIFICATION_MESSAGES_FIL } from './notification-messages';
import { SERVER_MESSAGES_FIL } from './server-messages';
import { WALLET_MESSAGES_FIL } from './wallet-messages';
import { REPAYMENT_MESSAGES_FIL } from './repayment-messages';
import { FINANCE_MESSAGES_FIL } from './finance-messages';
import { COMPLIANCE_DESK_TEXTS_FIL } from './compliance-desk-texts';
import { INCOME_SHARE_MESSAGES_FIL } from './income-share-messages';
import { LOAN_HELP_MESSAGES_FIL } from './loan-help-messages';
import { COLLECTION_DESK_MESSAGES_FIL } from './collection-desk-messages';

export const FILIPINO = {
  ...ACCOUNT_MESSAGES_FIL,
  ...PRIVACY_MESSAGES_FIL,
  ...COMPLAINT_MESSAGES_FIL,
  ...SIGN_IN_MESSAGES_FIL,
  ...MFA_MESSAGES_FIL,
  ...DOCUMENT_MESSAGES_FIL,
  ...DUTY_MESSAGES_FIL,
  ...VALIDATION_MESSAGES_FIL,
  ...NOTICES_FIL,
  ...REGISTRATION_MESSAGES_FIL,
  ...MESSAGES_FIL,
  ...LOAN_MESSAGES_FIL,
  ...COMPONENT_MESSAGES_FIL,
  ...AMOUNT_MESSAGES_FIL,
  ...PAGE_MESSAGES_FIL,
  ...MESSAGE_CHANNEL_MESSAGES_FIL,
  ...NEXT_PAYMENT_MESSAGES_FIL,
  ...NOTIFICATION_MESSAGES_FIL,
  ...SERVER_MESSAGES_FIL,
  ...WALLET_MESSAGES_FIL,
  ...REPAYMENT_MESSAGES_FIL,
  ...FINANCE_MESSAGES_FIL,
  ...COMPLIANCE_DESK_TEXTS_FIL,
  ...INCOME_SHARE_MESSAGES_FIL,
  ...LOAN_HELP_MESSAGES_FIL,
  ...COLLECTION_DESK_MESSAGES_FIL,
};
