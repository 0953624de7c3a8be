import type { TranslationOf } from '../i18n';
import type { INCOME_SHARE_TEXTS } from '../messages';

// The share of the declared income on the application form (issue 32).
const INCOME_SHARE: TranslationOf<typeof INCOME_SHARE_TEXTS> = {
  incomeShare: 'Kukunin ng buwanang hulog ang {share} ng buwanang kita na idineklara mo.',
  aboveIncomeLimit: 'Higit ito sa {limit} ng kita mo at maaaring mahirap bayaran. Puwede ka pa ring mag-apply; susuriin itong mabuti ng isang loan officer.',
};

export const INCOME_SHARE_MESSAGES_FIL = { INCOME_SHARE_TEXTS: INCOME_SHARE };
