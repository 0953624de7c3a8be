import type { TranslationOf } from '../i18n';
import type { AMOUNT_TEXTS } from '../messages';

const AMOUNTS: TranslationOf<typeof AMOUNT_TEXTS> = {
  notAnAmount: 'Maglagay ng halaga tulad ng 38,000 o 38,000.50',
  tooManyDecimals: 'Hanggang 2 decimal lang, tulad ng 38,000.50',
  negative: 'Ilagay ang halaga nang walang minus, tulad ng 38,000',
  loanAmountSteps: 'Ang halaga ay tig-{step} na hakbang, mula {min} hanggang {max}',
  lowerLoanAmount: 'Bawasan ang halaga ng loan nang {step}',
  raiseLoanAmount: 'Dagdagan ang halaga ng loan nang {step}',
};

export const AMOUNT_MESSAGES_FIL = { AMOUNT_TEXTS: AMOUNTS };
