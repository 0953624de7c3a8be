import { ABOUT_TEXTS } from '@app/domain/messages';
import { defineTexts } from '../../lib/i18n';

export const aboutTexts = defineTexts({ ABOUT_TEXTS });
