import type { TranslationOf } from '../i18n';
import type { REGISTER_TEXTS, VERIFICATION_TEXTS } from '../messages';

const REGISTER: TranslationOf<typeof REGISTER_TEXTS> = {
  subtitle: 'Gumawa ng iyong account',
  carouselLabel: 'Bakit sa amin mag-loan',
  promoApplyAnywhere: 'Mag-apply kahit saan: mag-apply sa iyong phone sa loob ng ilang minuto, kahit nasa ibang bansa ka.',
  promoClearTerms: 'Malinaw at tiyak na mga termino: makikita mo ang buwanang bayad at ang buong gastos bago ka mag-apply.',
  promoWallet: 'Protektado ang iyong pera: bawat withdrawal ay nangangailangan ng one-time code na ikaw lang ang pinadalhan.',
  fullName: 'Buong pangalan',
  email: 'Email',
  contactNumber: 'Contact number',
  contactNumberHint: 'Isama ang country code kung hindi Philippine number ang iyo.',
  password: 'Password',
  passwordHint: 'Hindi bababa sa 8 character.',
  confirmPassword: 'Kumpirmahin ang password',
  haveAccount: 'May account ka na?',
  logInLink: 'Mag-log in',
};

const VERIFICATION: TranslationOf<typeof VERIFICATION_TEXTS> = {
  title: 'Beripikasyon ng pagkakakilanlan',
  intro: 'Ayon sa mga patakaran sa pagpapautang sa Pilipinas, kailangan ka muna naming makilala bago magpautang. Mga 5 minuto lang ito.',
  step: 'Hakbang {step} sa {count}',
  stepTitles: { personal: 'Personal na Detalye', documents: 'Pag-upload ng ID', bank: 'Impormasyon ng Bangko' },
  address: 'Address',
  countryWorking: 'Bansang pinagtatrabahuhan',
  countrySearch: 'Maghanap ng bansa',
  noCountry: 'Walang bansang ganyan ang pangalan',
  monthlyIncome: 'Buwanang kita (PHP)',
  monthlyIncomeExample: 'hal. 45000',
  loanPurpose: 'Layunin ng loan',
  contactPersonName: 'Pangalan ng emergency contact',
  contactPersonTel: 'Numero ng emergency contact',
  documentsPrivate: 'Pribado ang mga litrato ng iyong ID: ikaw lang at ang aming mga loan officer ang makakakita.',
  documentLabels: { front_id: 'Harap ng ID', back_id: 'Likod ng ID', selfie_with_id: 'Selfie kasama ang ID' },
  documentHints: {
    front_id: 'Malinaw na litrato ng harap ng ID na inisyu ng gobyerno.',
    back_id: 'Ang likod ng parehong ID.',
    selfie_with_id: 'Litrato mo na hawak ang ID sa tabi ng iyong mukha.',
  },
  uploadFailed: 'Hindi na-upload ang {field}',
  tryAgain: 'Pakisubukang muli.',
  bankName: 'Pangalan ng bangko',
  accountNumber: 'Account number',
  saveFailed: {
    title: 'Hindi na-save',
    message: 'Hindi na-save ang iyong mga detalye. Tingnan ang iyong koneksyon at subukang muli.',
  },
};

export const REGISTRATION_MESSAGES_FIL = { REGISTER_TEXTS: REGISTER, VERIFICATION_TEXTS: VERIFICATION };
