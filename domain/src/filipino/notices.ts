import type { TranslationOf } from '../i18n';
import type { DIALOGS, NOTICES } from '../messages';
import { SIGN_IN_NOTICE } from './sign-in-messages';

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

export const NOTICES_FIL = { NOTICES: NOTICE, DIALOGS: DIALOG };
