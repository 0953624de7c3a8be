import { LABELS, NOTICES, VERIFICATION_TEXTS } from '@app/domain/messages';
import { defineTexts } from '../../lib/i18n';

export const verificationTexts = defineTexts({ VERIFICATION_TEXTS });
export const labels = defineTexts({ LABELS });
export const notices = defineTexts({ NOTICES });
