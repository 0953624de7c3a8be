import type { TranslationOf } from '../i18n';
import type {
  CLOSED_LOAN_STATUS_LABELS,
  INSTALLMENT_STATE_LABELS,
  LOAN_TRANSACTION_LABELS,
  PAYMENT_CHANNEL_INSTRUCTIONS,
  PAYMENT_CHANNEL_LABELS,
  REPAYMENT_LABELS,
  WALLET_ENTRY_LABELS,
  WALLET_REPAYMENT_TEXTS,
  WALLET_TEXTS,
  WITHDRAWAL_TEXTS,
} from '../messages';

const WALLET: TranslationOf<typeof WALLET_TEXTS> = {
  walletBalance: 'Balance ng Wallet',
  showBalance: 'Ipakita ang balance',
  hideBalance: 'Itago ang balance',
  availableToWithdraw: 'Puwedeng i-withdraw:',
  enterCode: 'Ilagay ang code',
  close: 'Isara',
  latestNotification: 'Pinakabagong abiso',
  status: 'Status:',
  loanAmount: 'Halaga ng loan',
  term: 'Tagal',
  termMonths: '{term} buwan',
  interestRate: 'Interes',
  ratePerMonth: '{rate}% kada buwan',
  loanStatus: 'Status',
  startDate: 'Petsa ng simula',
  monthlyPayment: 'Buwanang hulog',
  totalRepayment: 'Kabuuang babayaran',
  statusPending: 'Pinoproseso',
  statusApproved: 'Aprubado',
  statusRejected: 'Hindi inaprubahan',
  noLoanYet: 'Wala ka pang loan. Mag-apply sa {home} tab; dito lalabas ang buod at iskedyul ng pagbabayad nito.',
  goTo: 'Pumunta sa {home}',
  estimate: 'Tantiya',
  loanNotApproved: 'Hindi inaprubahan ang loan na ito, kaya wala kang babayaran.',
  estimatedDueDates:
    'Tantiya ang mga due date: wala pang petsa ng simula ang iyong loan, kaya binilang ang mga ito mula ngayon (unang bayad sa loob ng 2 buwan). Magiging tiyak ang mga ito kapag nagsimula na ang iyong loan.',
  dueDatesFrom: 'Binibilang ang mga due date mula sa petsa ng simula ng iyong loan, {date}.',
  monthlyPayments: '{count} buwanang hulog na {amount}',
  number: 'Blg.',
  estimatedDueDate: 'Tantiyang due date',
  dueDate: 'Petsa ng bayaran',
  amount: 'Halaga',
  nextPayment: 'Susunod na bayad',
  showFewerPayments: 'Ipakita ang mas kaunti',
  showAllPayments: 'Ipakita lahat ng {count} na hulog',
  walletHistory: 'Kasaysayan ng Wallet',
  balanceAfter: 'Balance {amount}',
  receiptPdf: 'Resibo {number} (PDF)',
};

const WALLET_ENTRIES: TranslationOf<typeof WALLET_ENTRY_LABELS> = {
  disbursement: 'Na-release na loan',
  withdrawal: 'Withdrawal',
  adjustment: 'Pagwawasto ng balance',
  reversal: 'Reversal',
  loan_payment: 'Bayad sa loan',
  loan_payment_reversal: 'Binawing bayad sa loan',
  loan_cancellation: 'Kinanselang loan',
};

const WITHDRAWAL: TranslationOf<typeof WITHDRAWAL_TEXTS> = {
  waitingForCode: 'Naghihintay ng code ang iyong withdrawal na {amount} (mag-e-expire {date}).',
  waitingForApproval: 'Naghihintay ng pag-apruba ng iyong loan officer ang iyong withdrawal na {amount}.',
  requestWaitingForCode:
    'Naghihintay ng code ang iyong request na {amount}, na mag-e-expire {date}. Kung nasa iyo na ang code, ilagay ito ngayon.',
  requestWaitingForApproval: 'Naghihintay ng pag-apruba ng iyong loan officer ang iyong request na {amount}.',
  submitted:
    'Nakumpirma na ang iyong withdrawal na {amount} at naghihintay na ng pag-apruba ng iyong loan officer. Aalis ang pera sa iyong wallet kapag naaprubahan na ito.',
  withdrawalsHeld:
    'Binago kamakailan ang detalye ng iyong bank account. Para sa iyong seguridad, naka-hold ang mga withdrawal hanggang {date}. Kung hindi ikaw ang humiling ng pagbabagong ito, makipag-ugnayan agad sa iyong loan officer.',
  amountLabel: 'Halaga (PHP)',
  availableToWithdraw: 'Puwedeng i-withdraw: {amount}',
  codeWillBeSent: 'Magpapadala kami sa iyo ng 6-digit na code para kumpirmahin ang withdrawal na ito. Sasabihin ng susunod na hakbang kung saan namin ito ipinadala.',
  codeCheckFailed: 'Hindi namin ma-check ang iyong code. Tingnan ang iyong koneksyon at subukang muli.',
  triesLeft: { one: '{count} subok na lang', other: '{count} subok na lang' },
  enterCodeFor: 'Ilagay ang {digits}-digit na code na ipinadala namin sa iyong mga abiso (ang kampanilya) para sa iyong withdrawal na {amount}.',
  enterCodeSentTo: 'Ilagay ang {digits}-digit na code na ipinadala namin sa {destinations} para sa iyong withdrawal na {amount}.',
  destinationsJoin: ' at ',
  payoutTo: 'Kapag naaprubahan ito ng iyong loan officer, mapupunta ang pera sa {bank}, account na nagtatapos sa {digits}.',
  payoutToAccount: 'Kapag naaprubahan ito ng iyong loan officer, mapupunta ang pera sa iyong bank account na nagtatapos sa {digits}.',
  sendAgain: 'Ipadala ulit',
  sendAgainIn: { one: 'Ipadala ulit sa loob ng {count} segundo', other: 'Ipadala ulit sa loob ng {count} segundo' },
  codeSentAgain: 'Nagpadala kami ng bagong code.',
  sendAgainFailed: 'Hindi kami nakapagpadala ng bagong code. Subukang muli.',
  codeUnusable: 'Hindi na magagamit ang code na ito',
  startAgain: 'Magsimula ng bagong withdrawal',
  codeLabel: 'Withdrawal code',
  codeDigit: 'Withdrawal code, digit {digit} sa {digits}',
  codeState: 'Mag-e-expire {date} · {tries}',
};

const REPAYMENT: TranslationOf<typeof REPAYMENT_LABELS> = {
  howToPay: 'Paano Magbayad',
  paymentReference: 'Reference ng bayad',
  amountDue: 'Halagang dapat bayaran',
  dueDate: 'Petsa ng bayaran',
  copy: 'KOPYAHIN',
  copied: 'Nakopya',
  installments: 'Mga hulog',
  outstandingBalance: 'Natitirang balance',
  payFromWallet: 'MAGBAYAD MULA SA WALLET',
  payAmountDue: 'Halagang dapat bayaran',
  payPayoff: 'Bayaran nang buo ang loan',
  payOtherAmount: 'Ibang halaga',
  confirmPayment: 'Kumpirmahin ang Bayad',
  pay: 'MAGBAYAD',
  payoffQuote: 'Kabuuang Bayad Ngayon',
  cancelLoan: 'I-CANCEL ANG LOAN',
  statement: 'Pahayag ng Account',
  receipt: 'Resibo',
};

const INSTALLMENT_STATES: TranslationOf<typeof INSTALLMENT_STATE_LABELS> = {
  upcoming: 'Paparating',
  due: 'Dapat bayaran',
  overdue: 'Lampas na sa due date',
  partly_paid: 'Bahagyang bayad',
  paid: 'Bayad na',
};

const CLOSED_LOAN_STATUS: TranslationOf<typeof CLOSED_LOAN_STATUS_LABELS> = { closed: 'Sarado', cancelled: 'Kinansela' };

// The channels' names are brands (GCash, Maya) or the words a Filipino counter uses.
const PAYMENT_CHANNELS: TranslationOf<typeof PAYMENT_CHANNEL_LABELS> = {
  wallet: 'Wallet',
  gcash: 'GCash',
  maya: 'Maya',
  bank_transfer: 'Bank transfer',
  otc: 'Over-the-counter',
};

const PAYMENT_INSTRUCTIONS: TranslationOf<typeof PAYMENT_CHANNEL_INSTRUCTIONS> = {
  gcash: 'Sa GCash, buksan ang Pay Bills, piliin ang Loans, saka ang Sample Lending (sample biller). Ilagay ang iyong reference ng bayad bilang account number, at ang halaga.',
  maya: 'Sa Maya, buksan ang Bills, hanapin ang Sample Lending (sample biller), at ilagay ang iyong reference ng bayad bilang account number, at ang halaga.',
  bank_transfer: 'Mag-transfer sa Sample Bank, account name Sample Lending Corporation, account number 0000-0000-0000 (sample). Isulat ang iyong reference ng bayad sa remarks.',
  otc: 'Magbayad sa alinmang sangay ng Sample Payment Center (sample partner). Ibigay sa cashier ang iyong reference ng bayad at ang halaga, at itago ang resibo.',
};

const LOAN_TRANSACTIONS: TranslationOf<typeof LOAN_TRANSACTION_LABELS> = {
  disbursement: 'Pag-release ng loan',
  repayment: 'Bayad',
  late_fee: 'Late fee',
  waiver: 'Tinanggal na fee',
  reversal: 'Reversal',
};

const WALLET_REPAYMENT: TranslationOf<typeof WALLET_REPAYMENT_TEXTS> = {
  payFromWalletTitle: 'Magbayad Mula sa Wallet',
  availableInWallet: 'Nasa iyong wallet',
  paymentFailed: 'Hindi naituloy ang bayad. Pakisubukang muli.',
  cancelFailed: 'Hindi na-cancel ang loan. Pakisubukang muli.',
  coolingOff: 'Cooling-Off Period',
  cancelLoanTitle: 'I-cancel ang Loan',
  keepLoan: 'ITULOY ANG LOAN',
  back: 'BUMALIK',
  continue: 'MAGPATULOY',
  paymentDone: 'Natanggap ang Bayad',
  receiptNumber: 'Numero ng resibo',
  amountPaid: 'Halagang binayaran',
  newBalance: 'Bagong balance ng loan',
  principal: 'Principal',
  interest: 'Interes',
  lateFees: 'Mga late fee',
  lateFee: 'Late fee',
  installment: 'Hulog',
  total: 'Kabuuan',
  interestNotCharged: 'Interes na hindi sinisingil',
  paid: 'Bayad',
  amount: 'Halaga',
  state: 'Kalagayan',
  copyReference: 'Kopyahin ang reference ng bayad',
  paymentChannels: 'Iba pang paraan ng pagbabayad',
  nothingDue: 'Walang dapat bayaran sa loan na ito.',
  whatToPay: 'Ano ang babayaran',
  payAmount: 'Halagang babayaran (PHP)',
  downloadStatement: 'PAHAYAG (PDF)',
  downloadCertificate: 'CERTIFICATE (PDF)',
  downloadReceipt: 'RESIBO (PDF)',
  loanTransactions: 'Mga Transaksyon ng Loan',
  noTransactions: 'Wala pang transaksyon ang loan.',
  reversed: 'Binawi',
  loanCancelled: 'Na-cancel ang loan na ito sa cooling-off period, kaya wala kang babayaran.',
  loanClosed: 'Bayad na nang buo at sarado na ang loan na ito.',
  payoffExplanation:
    'Sa {amount} ay bayad na nang buo ang iyong loan ngayong araw, {date}: ang natitirang principal, ang interes ng mga hulog na dapat nang bayaran at ng kasalukuyang buwan, at ang mga hindi pa bayad na late fee. Hindi sinisingil ang interes ng mga susunod na buwan, at walang multa sa maagang pagbabayad.',
  coolingOffExplanation:
    'Puwede mong i-cancel ang loan na ito nang walang bayad hanggang {date}, basta wala pang na-withdraw o naibayad mula sa pera. Ibabawas ang halaga sa iyong wallet at walang interes o fee na sisingilin.',
  walletPaymentQuestion:
    'Magbayad ng {amount} mula sa iyong wallet para sa loan #{loanId}? Aalis agad ang pera sa iyong wallet at hindi na ito mawi-withdraw pagkatapos.',
  cancelLoanQuestion:
    'I-cancel ang loan #{loanId}? Ibabawas sa iyong wallet ang {amount} na na-release sa iyo, at walang interes o fee na sisingilin. Puwede kang mag-cancel hanggang {date}.',
};

export const WALLET_TEXTS_FIL = {
  WALLET_TEXTS: WALLET,
  WALLET_ENTRY_LABELS: WALLET_ENTRIES,
  WITHDRAWAL_TEXTS: WITHDRAWAL,
  REPAYMENT_LABELS: REPAYMENT,
  INSTALLMENT_STATE_LABELS: INSTALLMENT_STATES,
  CLOSED_LOAN_STATUS_LABELS: CLOSED_LOAN_STATUS,
  PAYMENT_CHANNEL_LABELS: PAYMENT_CHANNELS,
  PAYMENT_CHANNEL_INSTRUCTIONS: PAYMENT_INSTRUCTIONS,
  LOAN_TRANSACTION_LABELS: LOAN_TRANSACTIONS,
  WALLET_REPAYMENT_TEXTS: WALLET_REPAYMENT,
};
