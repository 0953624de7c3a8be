import type { TranslationOf } from '../i18n';
import type { SERVER_MESSAGES } from '../messages';
import { SIGN_IN_ANSWER } from './sign-in-messages';

/** Answers only staff receive: the back office stays English (issue 15). */
type StaffAnswer =
  | 'otpSetBySystem'
  | 'mainAdminProtected'
  | 'mainAdminOnly'
  | 'loanDeleted'
  | 'loanDisbursedTermsLocked'
  | 'loanAccountFinal'
  | 'loanDisbursedNotDeletable'
  | 'withdrawalDeleted'
  | 'withdrawalNotVerified'
  | 'withdrawalAlreadyDecided'
  | 'withdrawalCodeNotNeeded'
  | 'userNotFound'
  | 'userDeleted'
  | 'cannotManageSelf'
  | 'adminNotFound'
  | 'adminDeleted'
  | 'notificationSent'
  | 'noDocumentsOfType'
  | 'cannotDecideOwn'
  | 'staffCannotBorrow'
  | 'memberDeletedFrozen'
  | 'memberInactiveFrozen'
  | 'documentDeleted'
  | 'invalidReference'
  | 'unknownReference'
  | 'duplicatePayment'
  | 'callbackUnauthorized'
  | 'installmentNotFound'
  | 'noLateFeeToWaive'
  | 'paymentAlreadyReversed'
  | 'settlementHeader'
  | 'settlementTooManyRows'
  | 'settlementUnclosedQuote'
  | 'settlementStrayQuote'
  | 'settlementNotCsv'
  | 'unmatchedNotFound'
  | 'unmatchedAlreadyAssigned'
  | 'unmatchedNotAssignable';

/** Notification and SMS texts: written in the borrower's language by the server when they are created. */
type NotificationText =
  | 'passwordResetTitle'
  | 'passwordResetMessage'
  | 'withdrawalCodeTitle'
  | 'accountClosedLoanTitle'
  | 'accountClosedLoanMessage'
  | 'accountClosedWithdrawalTitle'
  | 'accountClosedWithdrawalMessage'
  | 'bankDetailsChangedTitle'
  | 'idDocumentsUpdatedTitle'
  | 'loanApprovedTitle'
  | 'loanApprovedMessage'
  | 'loanDeclinedTitle'
  | 'loanDeclinedMessage'
  | 'accountIssueTitle'
  | 'accountIssueMessage'
  | 'withdrawalApprovedTitle'
  | 'withdrawalApprovedMessage'
  | 'withdrawalRejectedTitle'
  | 'withdrawalRejectedMessage'
  | 'withdrawalCodeSpent';

/**
 * What the API answers a borrower in `{message}`: the contract stays English,
 * the screens show these through useTranslateText (decision 024).
 */
const SERVER: TranslationOf<Omit<typeof SERVER_MESSAGES, StaffAnswer | NotificationText>> = {
  invalidCredentials: SIGN_IN_ANSWER.invalidCredentials,
  inactiveAccount: SIGN_IN_ANSWER.inactiveAccount,
  emailTaken: 'May account na gamit ang email na ito',
  sessionRequired: 'Mag-sign in para magpatuloy',
  forbidden: 'Wala kang pahintulot na gawin ito',
  notFound: 'Hindi nahanap',
  pendingLoanExists: 'May loan application ka pang pinoproseso',
  verificationRequired: 'Tapusin muna ang beripikasyon ng iyong pagkakakilanlan bago mag-apply ng loan.',
  withdrawalPending: 'May withdrawal ka pang pinoproseso',
  insufficientBalance: 'Mas malaki ang halagang iwi-withdraw kaysa sa puwede mong i-withdraw',
  otpInvalid: 'Pakilagay ang tamang OTP code',
  otpExpired: 'Nag-expire na ang code na ito. Humiling ng bagong withdrawal code.',
  otpLocked: 'Masyadong maraming maling code. Humiling ng bagong withdrawal code.',
  rateLimited: SIGN_IN_ANSWER.rateLimited,
  emailUnavailable: 'Hindi pa puwede ang email: sa SMS dumarating ang iyong mga mensahe.',
  emailAlreadyVerified: 'Nakumpirma na ang iyong email address.',
  emailLinkSent: 'Nagpadala kami ng link sa iyong email. Buksan ito sa loob ng 24 na oras para kumpirmahin ang address.',
  emailLinkInvalid: 'Hindi na valid ang link na ito. Magpadala ng bago mula sa ACCOUNT.',
  emailConfirmed: 'Nakumpirma na ang iyong email address.',
  codeResendTooSoon: 'Puwedeng magpadala ng bagong code isang minuto matapos ang huli. Maghintay sandali.',
  uploadTooLarge: 'Dapat mas maliit sa 5 MB ang file',
  uploadType: 'Pumili ng tamang uri ng file.',
  uploadUrlInvalid: 'Hindi valid o expired na ang upload link na ito',
  wrongCurrentPassword: 'Mali ang kasalukuyang password',
  malformedJson: 'Hindi valid na JSON ang ipinadalang request',
  nulCharacter: 'Hindi puwedeng may NUL character (\\u0000) ang text',
  bodyTooLarge: 'Masyadong malaki ang ipinadalang request',
  validation: 'Pakitama ang mga naka-highlight na field',
  invalidContactNumber: 'Maglagay ng tamang contact number',
  crossSiteRefused: 'Galing sa ibang site ang request na ito kaya hindi ito tinanggap',
  passwordUpdated: 'Na-update na ang password',
  loanNotFound: 'Hindi nahanap ang loan',
  withdrawalNotFound: 'Hindi nahanap ang withdrawal',
  noWithdrawalAwaitingCode: 'Wala kang withdrawal na naghihintay ng code. Magsimula ng bagong withdrawal.',
  withdrawalAmountMismatch: 'Hindi tugma ang halaga sa iyong withdrawal request',
  uploadEmpty: 'Walang laman ang file. Pumili ng larawan.',
  uploadInProgress: 'May file nang tinatanggap ang upload link na ito',
  uploadBusy: 'Maraming file na tinatanggap ang server ngayon. Subukang muli mamaya.',
  uploadTimedOut: 'Masyadong natagalan ang pag-upload. Subukang muli.',
  uploadDetailsRequired: 'Ipadala ang uri at laki ng file para makakuha ng upload link.',
  uploadMissing: 'Hindi na-upload ang file. I-upload itong muli.',
  verifiedDetailsLocked:
    'Tapos na ang beripikasyon ng iyong pagkakakilanlan, kaya hindi na mababago dito ang iyong mga detalye at ID document. Para baguhin ang mga ito, makipag-ugnayan sa iyong loan officer.',
  loanNotRepayable: 'Walang dapat bayaran sa loan na ito',
  paymentExceedsBalance: 'Mas malaki ang halagang babayaran kaysa sa laman ng iyong wallet',
  paymentNotFound: 'Hindi nahanap ang bayad',
  loanNotDisbursed: 'Hindi pa na-release ang loan na ito, kaya wala pa itong statement.',
  loanNotClosed: 'Hindi pa bayad nang buo ang loan na ito. Ibibigay ang certificate of full payment nito kapag sarado na ito.',
  coolingOffOver: 'Tapos na ang 3-araw na cooling-off period ng loan na ito',
  coolingOffWithdrawal: 'Hindi na puwedeng i-cancel ang loan na ito: may withdrawal na hiniling pagkatapos itong ma-release',
  coolingOffPaid: 'Hindi na puwedeng i-cancel ang loan na ito: may bayad nang nagawa rito',
  offerNotFound: 'Hindi nakita ang alok',
  offerNotOpen: 'Hindi na bukas ang alok na ito',
  offerOutdated: 'Nagbago ang loan mo mula nang gawin ang alok na ito: humingi ng bago',
};

export const SERVER_MESSAGES_FIL = { SERVER_MESSAGES: SERVER };
