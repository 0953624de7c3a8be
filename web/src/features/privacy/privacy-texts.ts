import { PRIVACY_NOTICE_TEXTS, PRIVACY_TEXTS } from '@app/domain/messages';
import { defineTexts } from '../../lib/i18n';

export const privacyTexts = defineTexts({ PRIVACY_TEXTS });
export const privacyNoticeTexts = defineTexts({ PRIVACY_NOTICE_TEXTS });
