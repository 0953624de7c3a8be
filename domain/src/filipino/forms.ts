import type { TranslationOf } from '../i18n';
import { SIGN_IN_NOTICE } from './auth';
import type { DIALOGS, LOAN_RULE_MESSAGES, NOTICES, REGISTER_TEXTS, VALIDATION_MESSAGES, VERIFICATION_TEXTS } from '../messages';

/** Messages only the back office's forms and queries give: staff screens stay English (issue 15). */
type StaffValidation =
  | 'idInvalid'
  | 'limitInvalid'
  | 'booksDateInvalid'
  | 'booksRangeInvalid'
  | 'offsetInvalid'
  | 'searchTooLong'
  | 'searchInvalid'
  | 'sortInvalid'
  | 'orderInvalid'
  | 'isActiveInvalid'
  | 'noChanges'
  | 'creditScoreInvalid'
  | 'walletBalanceInvalid'
  | 'expectedBalanceInvalid'
  | 'reviewStatusInvalid'
  | 'titleRequired'
  | 'titleTooLong'
  | 'messageRequired'
  | 'messageTooLong'
  | 'colorInvalid'
  | 'notificationTypeInvalid'
  | 'adminLoanAmountInvalid'
  | 'adminLoanTermInvalid'
  | 'adminLoanRateInvalid'
  | 'withdrawalDecisionInvalid'
  | 'userIdInvalid'
  | 'channelInvalid'
  | 'channelReferenceRequired'
  | 'channelReferenceTooLong'
  | 'receivedAtInvalid'
  | 'receivedAtInFuture'
  | 'installmentInvalid'
  | 'startDateInvalid'
  | 'startDateInFuture'
  | 'startDateTooOld'
  | 'startDateOnlyOnApproval'
  | 'transactionIdRequired'
  | 'transactionIdTooLong'
  | 'paidAtInvalid'
  | 'paidAtInFuture'
  | 'channelRequired'
  | 'channelNameInvalid';

const VALIDATION: TranslationOf<Omit<typeof VALIDATION_MESSAGES, StaffValidation>> = {
  emailRequired: 'Kailangan ang email',
  emailTooLong: 'Hanggang 254 na character lang ang email',
  passwordRequired: 'Kailangan ang password',
  passwordTooLong: 'Hanggang 128 na character lang ang password',
  fullNameRequired: 'Kailangan ang buong pangalan',
  fullNameTooLong: 'Hanggang 120 na character lang ang buong pangalan',
  textOneLineInvalid: 'Isulat ito sa iisang linya, walang tab, control character o text-direction mark',
  textCharactersInvalid: 'Pakialis ang mga tab, control character at text-direction mark sa tekstong ito',
  emailInvalid: 'Maglagay ng tamang email address',
  contactNumberRequired: 'Kailangan ang contact number',
  contactNumberInvalid: 'Maglagay ng tamang contact number',
  passwordTooShort: 'Dapat hindi bababa sa 8 character ang password',
  confirmPasswordRequired: 'Pakikumpirma ang iyong password',
  passwordsDontMatch: 'Hindi magkapareho ang mga password',
  currentPasswordRequired: 'Kailangan ang kasalukuyang password',
  // Issue 27: the reason of a money decision is refused in both languages, as the API's field message.
  reasonRequired: 'Kailangan ang dahilan',
  reasonTooLong: 'Hanggang 500 na character lang ang dahilan',
  newPasswordTooShort: 'Dapat hindi bababa sa 8 character ang bagong password',
  newPasswordTooLong: 'Hanggang 128 na character lang ang bagong password',
  confirmNewPasswordRequired: 'Pakikumpirma ang iyong bagong password',
  addressRequired: 'Kailangan ang address',
  addressTooLong: 'Hanggang 500 na character lang ang address',
  countryRequired: 'Kailangan ang bansa',
  countryUnknown: 'Pumili ng bansa mula sa listahan',
  languageUnknown: 'Pumili ng English o Filipino',
  messageChannelsUnknown: 'Pumili ng SMS, email, o SMS at email',
  emailLinkRequired: 'Kulang ang link na ito. Buksan ulit ang link mula sa email.',
  monthlyIncomeRequired: 'Kailangan ang buwanang kita',
  monthlyIncomeInvalid: 'Ang buwanang kita ay dapat halagang 0 o higit pa, na may hanggang 2 decimal',
  loanPurposeRequired: 'Kailangan ang layunin ng loan',
  loanPurposeTooLong: 'Hanggang 500 na character lang ang layunin ng loan',
  contactPersonNameRequired: 'Kailangan ang pangalan ng emergency contact',
  contactPersonNameTooLong: 'Hanggang 120 na character lang ang pangalan ng emergency contact',
  contactPersonTelRequired: 'Kailangan ang numero ng emergency contact',
  contactPersonTelInvalid: 'Maglagay ng tamang numero ng emergency contact',
  bankNameRequired: 'Kailangan ang pangalan ng bangko',
  bankNameTooLong: 'Hanggang 120 na character lang ang pangalan ng bangko',
  accountNumberRequired: 'Kailangan ang account number',
  accountNumberInvalid: 'Ang account number ay dapat 4 hanggang 34 na digit (puwede ang espasyo at gitling)',
  loanAmountRequired: 'Kailangan ang halaga ng loan',
  termRequired: 'Kailangan ang termino',
  interestRateRequired: 'Kailangan ang interest rate',
  withdrawalAmountInvalid: 'Maglagay ng tamang halaga ng withdrawal.',
  otpIncomplete: 'Ilagay ang buong 6-digit na OTP.',
  documentsRequired: 'Mag-upload ng kahit isang dokumento',
  documentsTooMany: 'Hanggang 3 dokumento lang ang puwedeng i-upload',
  documentTypeUnknown: 'Hindi kilalang uri ng dokumento',
  documentTypeRepeated: 'Isang beses lang puwedeng ipadala ang bawat uri ng dokumento sa bawat request',
  uploadUrlRequired: 'Kailangan ang upload URL',
  paymentAmountInvalid: 'Maglagay ng halagang higit sa PHP 0.00, na may hanggang 2 decimal',
  autoPayInvalid: 'Dapat i-on (true) o i-off (false) ang awtomatikong pagbabayad',
  paymentReferenceRequired: 'Kailangan ang payment reference',
  paymentReferenceTooLong: 'Hanggang 40 na character lang ang payment reference',
};

const LOAN_RULES: TranslationOf<typeof LOAN_RULE_MESSAGES> = {
  amountOutOfRange: 'Ang halaga ng loan ay dapat mula PHP 150,000.00 hanggang PHP 5,000,000.00',
  amountStep: 'Ang halaga ng loan ay dapat paakyat nang tig-PHP 50,000.00',
  termNotOffered: 'Ang termino ay dapat 6, 12, 18, 24, 36 o 48 buwan',
  premiumRateNotEligible: 'Ang interest rate na 0.3% ay para sa PHP 500,000.00 pataas; piliin ang 0.5%',
  rateStandardOnly: 'Ang interest rate ay dapat 0.5% para sa halagang mas mababa sa PHP 500,000.00',
  rateNotOffered: 'Ang interest rate ay dapat 0.5% o 0.3%',
};

/** The back office's own notices stay English (issue 15: staff screens may). */
type StaffNotice =
  | 'adminLoginFailed'
  | 'deleteUserFailed'
  | 'updateMemberFailed'
  | 'addAdminFailed'
  | 'deleteAdminFailed'
  | 'updatePasswordFailed'
  | 'loanOperationFailed'
  | 'updateLoanFailed'
  | 'updateWalletBalanceFailed'
  | 'updateCreditScoreFailed'
  | 'documentDeleteFailed'
  | 'documentDeleteError'
  | 'documentUploadFailed'
  | 'userPasswordUpdateFailed'
  | 'sendNotificationFailed'
  | 'resendCodeFailed'
  | 'userStatusUpdated'
  | 'userDeleted'
  | 'adminAdded'
  | 'adminDeleted'
  | 'passwordUpdated'
  | 'loanApproved'
  | 'loanDeclined'
  | 'accountIssueReported'
  | 'loanDeleted'
  | 'withdrawalUpdated'
  | 'documentUploaded'
  | 'documentDeleted'
  | 'codeResent';

const INVALID_OTP_CODE = { title: 'Maling OTP', message: 'Pakilagay ang tamang OTP code' };
const WITHDRAWAL_NOT_AVAILABLE = {
  title: 'Hindi Puwedeng Mag-withdraw',
  message: 'May withdrawal ka pang pinoproseso. Hintaying matapos ito.',
};

const NOTICE: TranslationOf<Omit<typeof NOTICES, StaffNotice>> = {
  loginFailed: SIGN_IN_NOTICE.loginFailed,
  registrationFailed: { title: 'Hindi Naka-register', message: 'Hindi natuloy ang pag-register. Pakisubukang muli.' },
  missingDocuments: { title: 'Kulang ang mga Dokumento', message: 'I-upload ang lahat ng kailangang dokumento.' },
  fileTooLarge: { title: 'Masyadong Malaki ang File', message: 'Dapat mas maliit sa {size} ang file' },
  invalidFileType: { title: 'Maling Uri ng File', message: 'Pumili ng tamang uri ng file.' },
  agreementRequired: {
    title: 'Kailangan ang Pagsang-ayon',
    message: 'Sumang-ayon sa User Agreement & Conditions para makapagpatuloy.',
  },
  verificationRequired: {
    title: 'Kailangan ang Beripikasyon',
    message: 'Tapusin muna ang beripikasyon ng iyong pagkakakilanlan bago mag-apply ng loan.',
  },
  invalidAmount: { title: 'Maling Halaga', message: 'Maglagay ng tamang halaga ng withdrawal.' },
  invalidOtp: { title: 'Maling OTP', message: 'Ilagay ang buong 6-digit na OTP.' },
  invalidOtpCode: INVALID_OTP_CODE,
  withdrawalNotAvailable: WITHDRAWAL_NOT_AVAILABLE,
  applicationFailed: {
    title: 'Hindi Naipasa ang Application',
    message: 'Hindi naipasa ang loan application. Pakisubukang muli.',
  },
  withdrawalFailed: { title: 'Hindi Natuloy ang Withdrawal', message: 'Hindi nagawa ang withdrawal request.' },
  changePasswordFailed: { title: 'May Problema', message: 'Hindi napalitan ang password. Pakisubukang muli.' },
  welcomeBack: SIGN_IN_NOTICE.welcomeBack,
  registrationSuccessful: {
    title: 'Matagumpay na Naka-register!',
    message: 'Nagawa na ang iyong account. Tapusin ang beripikasyon ng iyong pagkakakilanlan.',
  },
  loggedOut: { title: 'Naka-log out', message: 'Matagumpay kang naka-log out.' },
  verificationComplete: {
    title: 'Tapos na ang Beripikasyon!',
    message: 'Matagumpay na natapos ang beripikasyon ng iyong pagkakakilanlan.',
  },
  requestSubmitted: { title: 'Naipasa ang Request', message: 'Hintayin ang abiso ng iyong OTP code' },
  accountUpdated: {
    title: 'Na-update ang Account',
    message: 'In-update ng isang administrator ang impormasyon ng iyong loan.',
  },
};

const DIALOG: TranslationOf<Omit<typeof DIALOGS, 'editMemberDetails'>> = {
  registeredSuccessfully: { title: 'MATAGUMPAY NA NAKA-REGISTER', message: 'Magpatuloy sa beripikasyon' },
  loanSubmitted: { title: 'Tagumpay! Naipasa mo na ang iyong loan request' },
  invalidOtp: INVALID_OTP_CODE,
  withdrawalNotAvailable: WITHDRAWAL_NOT_AVAILABLE,
  passwordHasBeenUpdated: { title: 'Napalitan na ang password' },
  withdrawFunds: { title: 'Mag-withdraw ng Pera' },
  enterOtp: { title: 'Ilagay ang OTP' },
  withdrawalSubmitted: { title: 'Naipasa ang Withdrawal' },
  loanAgreement: { title: 'KASUNDUAN SA INSTALLMENT LOAN' },
};

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

export const FORMS_TEXTS_FIL = {
  VALIDATION_MESSAGES: VALIDATION,
  LOAN_RULE_MESSAGES: LOAN_RULES,
  NOTICES: NOTICE,
  DIALOGS: DIALOG,
  REGISTER_TEXTS: REGISTER,
  VERIFICATION_TEXTS: VERIFICATION,
};
