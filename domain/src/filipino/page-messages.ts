import type { TranslationOf } from '../i18n';
import type { PAGE_TEXTS } from '../messages';

const PAGE: TranslationOf<typeof PAGE_TEXTS> = {
  newVersion: 'May bagong bersyon.',
  later: 'Mamaya',
  reload: 'I-reload',
  pageMissing: 'Wala o nailipat na ang page na hinahanap mo.',
  goToSignIn: 'Pumunta sa sign-in page',
  serverUnreachable: 'Hindi namin maabot ang server',
  somethingWentWrong: 'May nangyaring mali',
  checkConnection: 'Tingnan ang iyong internet connection at subukang muli.',
  tryAgainOrCall: 'Pakisubukang muli. Kung mangyari ulit, tumawag sa aming hotline.',
  tryAgain: 'Subukang muli',
};

export const PAGE_MESSAGES_FIL = { PAGE_TEXTS: PAGE };
