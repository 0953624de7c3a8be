import { DIALOGS, LABELS, LOAN_RULE_MESSAGES, LOAN_TEXTS, NOTICES, SERVER_MESSAGES, VALIDATION_MESSAGES } from '@app/domain/messages';
import { defineTexts } from '../../lib/i18n';

export const loanTexts = defineTexts({ LOAN_TEXTS });
export const labels = defineTexts({ LABELS });
export const notices = defineTexts({ NOTICES });
export const dialogs = defineTexts({ DIALOGS });
/** Why an application was refused, as the shared schema or the API wrote it (English). */
export const ANSWER_TEXTS = [
  defineTexts({ LOAN_RULE_MESSAGES }),
  defineTexts({ VALIDATION_MESSAGES }),
  defineTexts({ SERVER_MESSAGES }),
];
