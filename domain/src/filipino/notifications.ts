import type { TranslationOf } from '../i18n';
import type { NOTIFICATION_TEXTS } from '../messages';

// The in-app notifications and SMS the API writes to a borrower who reads Filipino.
const NOTIFICATIONS: TranslationOf<typeof NOTIFICATION_TEXTS> = {
  passwordResetTitle: 'Napalitan ang Password',
  passwordResetMessage: 'Nagtakda ang isang administrator ng bagong password para sa account mo. Mag-log in ulit gamit ang bagong password.',
  loanApprovedTitle: 'Aprubado ang Loan',
  loanApprovedMessage: 'Naaprubahan na ang loan mo at naipasok na ang halaga sa wallet mo.',
  loanDeclinedTitle: 'Hindi Naaprubahan ang Loan',
  loanDeclinedMessage: 'Hindi naaprubahan ang loan application mo.',
  accountIssueTitle: 'May Problema sa Account',
  accountIssueMessage: 'May problema sa account mo. Makipag-ugnayan sa iyong loan officer.',
  withdrawalApprovedTitle: 'Aprubado ang Withdrawal',
  withdrawalApprovedMessage: 'Naaprubahan na ang withdrawal mo at papunta na ito sa bank account mo.',
  withdrawalRejectedTitle: 'Hindi Tinanggap ang Withdrawal',
  withdrawalRejectedMessage: 'Hindi tinanggap ang withdrawal request mo. Walang nagbago sa balance mo.',
  accountClosedLoanMessage: 'Hindi naaprubahan ang loan application mo dahil hindi na aktibo ang account mo.',
  accountClosedWithdrawalMessage: 'Hindi tinanggap ang withdrawal request mo dahil hindi na aktibo ang account mo. Walang nagbago sa balance mo.',
  withdrawalCodeTitle: 'Withdrawal Code',
  withdrawalCodeMessage:
    'Ang withdrawal code mo ay {code} para sa {amount}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino, kahit sa aming staff.',
  withdrawalCodeSpent: 'Nagamit na o nag-expire na ang withdrawal code mo.',
  withdrawalCodeSentMessage:
    'Ipinadala namin ang code mo sa {destinations}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino, kahit sa aming staff.',
  destinationsJoin: ' at ',
  bankDetailsChangedTitle: 'Napalitan ang Bank Details',
  bankDetailsChangedMessage: 'Pinalitan ng iyong loan officer ang bank account na tatanggap ng pera mo: {account}.',
  accountEnding: 'account na nagtatapos sa {digits}',
  withdrawalsHeld: 'Para sa iyong seguridad, naka-hold ang mga withdrawal hanggang {until}.',
  idDocumentsUpdatedTitle: 'Na-update ang mga ID Document',
  idDocumentsUpdatedMessage: 'In-update ng iyong loan officer ang mga ID document mo: {documents}.',
  documentTypes: { front_id: 'Harap ng ID', back_id: 'Likod ng ID', selfie_with_id: 'Selfie na hawak ang ID' },
  notAsked: 'Kung hindi ikaw ang humiling ng pagbabagong ito, makipag-ugnayan agad sa iyong loan officer.',
  loanName: 'loan #{loanId}',
  paymentReceivedTitle: 'Natanggap ang Bayad',
  paymentReceivedMessage: 'Natanggap namin ang bayad mong {amount} para sa {loan}. Numero ng resibo: {receiptNumber}. Natitirang balance: {balance}.',
  loanClosedTitle: 'Bayad na ang Loan',
  loanClosedMessage:
    'Bayad na nang buo ang {loan} mo at sarado na ito. Salamat! Makukuha mo na ang certificate of full payment sa WALLET tab, at puwede ka nang mag-apply ng bagong loan.',
  loanCancelledTitle: 'Kinansela ang Loan',
  loanCancelledMessage: 'Kinansela ang {loan} mo sa loob ng cooling-off period. Ibinawas ang {amount} sa wallet mo; walang interes o bayarin na sisingilin.',
  howToPay: 'Magbayad mula sa wallet mo o gamit ang payment reference na {paymentReference}.',
  reminderBeforeDueTitle: 'Paalala sa Pagbabayad',
  reminderBeforeDueMessage: 'Ang bayad mong {amount} para sa {loan} ay due sa {date}. {howToPay}',
  reminderDueTodayTitle: 'Due Ngayon ang Bayad',
  reminderDueTodayMessage: 'Ang bayad mong {amount} para sa {loan} ay due ngayong araw, {date}. {howToPay}',
  reminderOverdueTitle: 'Lampas na sa Due Date ang Bayad',
  reminderOverdueMessage:
    'Ang bayad mong {amount} para sa {loan} ay due noong {date}. Magbayad sa lalong madaling panahon: may late fee na 5% kung hindi pa rin ito bayad {graceDays} araw matapos ang due date. {howToPay}',
  lateFeeChargedTitle: 'May Late Fee',
  lateFeeChargedMessage: 'May late fee na {fee} na idinagdag sa hulog {installment} ng {loan}, na hindi pa bayad {graceDays} araw matapos ang due date nito.',
  lateFeeWaivedTitle: 'Inalis ang Late Fee',
  lateFeeWaivedMessage: 'Inalis na ang late fee na {fee} sa hulog {installment} ng {loan}.',
  paymentReversedTitle: 'Binawi ang Bayad',
  paymentReversedMessage: 'Binawi ang bayad mong {amount} para sa {loan} (resibo {receiptNumber}): {reason}. Natitirang balance: {balance}.',
  complaintReceivedTitle: 'Natanggap ang reklamo',
  complaintReceivedMessage:
    'Natanggap namin ang reklamo mo. Ang reference number mo ay {reference}. Aasikasuhin ito ng isang officer sa loob ng {ackDays} at sasagutin sa loob ng {resolveDays} araw.',
  days: { one: '{count} araw', other: '{count} araw' },
  complaintReplyTitle: 'Sagot sa reklamo mo',
  complaintEscalatedTitle: 'Na-escalate ang reklamo mo',
  complaintResolvedTitle: 'Naresolba na ang reklamo mo',
};

export const NOTIFICATION_TEXTS_FIL = { NOTIFICATION_TEXTS: NOTIFICATIONS };
