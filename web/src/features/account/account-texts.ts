import { ACCOUNT_TEXTS, LABELS } from '@app/domain/messages';
import { defineTexts } from '../../lib/i18n';

export const accountTexts = defineTexts({ ACCOUNT_TEXTS });
export const labels = defineTexts({ LABELS });
