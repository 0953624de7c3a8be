import { COMPONENT_TEXTS } from '@app/domain/messages';
import { defineTexts } from '../lib/i18n';

export const componentTexts = defineTexts({ COMPONENT_TEXTS });
