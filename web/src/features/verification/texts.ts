import { LABELS, NOTICES, SERVER_MESSAGES, VERIFICATION_TEXTS } from '@app/domain/messages';
import { defineTexts } from '../../lib/i18n';

export const verificationTexts = defineTexts('VERIFICATION_TEXTS', VERIFICATION_TEXTS);
export const labels = defineTexts('LABELS', LABELS);
export const notices = defineTexts('NOTICES', NOTICES);
/** What the API answers when a step is refused (its `{message}`), in English. */
export const ANSWER_TEXTS = [defineTexts('SERVER_MESSAGES', SERVER_MESSAGES)];
