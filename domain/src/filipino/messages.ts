import type { TranslationOf } from '../i18n';
import type { LABELS } from '../messages';

/** The back office's own labels stay English (issue 15: staff screens may). */
type StaffLabel = 'adminSearchPlaceholder' | 'cannotDelete' | 'allAdmins' | 'active' | 'inactive' | 'members' | 'borrowingList' | 'withdrawalList' | 'settings';

const LABELS_FIL: TranslationOf<Omit<typeof LABELS, StaffLabel>> = {
  signInSubtitle: 'Mag-sign in sa iyong account',
  pageNotFound: 'Hindi Nahanap ang Page',
  applicationInProgress: 'May Application na Pinoproseso',
  bankDetailsPrompt: 'Ilagay ang detalye ng bank account na tatanggap ng pera',
  startDateFallback: '2 buwan pagkatapos mag-register',
  quickLoanApplication: 'Mabilisang Loan Application',
  loanSummary: 'Buod ng Loan',
  repaymentSchedule: 'Iskedyul ng Pagbabayad',
  currentLoanSummary: 'Buod ng Kasalukuyang Loan',
  stayLogin: 'Manatiling Naka-login',
  loginAgain: 'Mag-login Muli',
  logIn: 'MAG-LOG IN',
  register: 'MAG-REGISTER',
  next: 'SUSUNOD',
  back: 'BUMALIK',
  submit: 'IPASA',
  applyImmediately: 'MAG-APPLY NGAYON',
  withdraw: 'MAG-WITHDRAW',
  ok: 'OK',
  home: 'HOME',
  wallet: 'WALLET',
  account: 'ACCOUNT',
  about: 'TUNGKOL',
  verifiedDocumentsNeedUpdating: 'Kailangang i-update ang iyong mga dokumento',
  verifiedDocumentsMissing:
    'May ilang ID document na kailangang i-update bago ka makapag-apply ng loan. Makipag-ugnayan sa iyong loan officer.',
};

export const MESSAGES_FIL = { LABELS: LABELS_FIL };
