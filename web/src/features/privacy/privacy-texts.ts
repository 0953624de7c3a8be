import { PRIVACY_MESSAGES, PRIVACY_NOTICE_TEXTS, PRIVACY_TEXTS } from '@app/domain/messages';
import { defineTexts } from '../../lib/i18n';

export const privacyTexts = defineTexts('PRIVACY_TEXTS', PRIVACY_TEXTS);
export const privacyNoticeTexts = defineTexts('PRIVACY_NOTICE_TEXTS', PRIVACY_NOTICE_TEXTS);
const privacyMessages = defineTexts('PRIVACY_MESSAGES', PRIVACY_MESSAGES);

/** Where the API's privacy answers are found in the language on screen. */
export const PRIVACY_ANSWER_TEXTS = [privacyMessages];
