import type { TranslationOf } from '../i18n';
import type { LOAN_RULE_MESSAGES, VALIDATION_MESSAGES } from '../messages';

/** Messages only the back office's forms and queries give: staff screens stay English (issue 15). */
type StaffValidation =
  | 'idInvalid'
  | 'limitInvalid'
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
  extensionMonthsInvalid: 'Ang buwan ay dapat buong numero mula 1 hanggang 12',
  hardshipReasonInvalid: 'Pumili ng dahilan mula sa listahan',
  hardshipNoteRequired: 'Sabihin nang maikli kung ano ang nangyari',
  hardshipNoteTooLong: 'Ang tala ay hanggang 1000 character lang',
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

export const VALIDATION_MESSAGES_FIL = { VALIDATION_MESSAGES: VALIDATION, LOAN_RULE_MESSAGES: LOAN_RULES };
