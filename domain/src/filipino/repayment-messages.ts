import type { TranslationOf } from '../i18n';
import type { CLOSED_LOAN_STATUS_LABELS, INSTALLMENT_STATE_LABELS, LOAN_TRANSACTION_LABELS, PAYMENT_CHANNEL_INSTRUCTIONS, PAYMENT_CHANNEL_LABELS, REPAYMENT_LABELS, WALLET_REPAYMENT_TEXTS } from '../messages';

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

export const REPAYMENT_MESSAGES_FIL = {
  REPAYMENT_LABELS: REPAYMENT,
  INSTALLMENT_STATE_LABELS: INSTALLMENT_STATES,
  CLOSED_LOAN_STATUS_LABELS: CLOSED_LOAN_STATUS,
  PAYMENT_CHANNEL_LABELS: PAYMENT_CHANNELS,
  PAYMENT_CHANNEL_INSTRUCTIONS: PAYMENT_INSTRUCTIONS,
  LOAN_TRANSACTION_LABELS: LOAN_TRANSACTIONS,
  WALLET_REPAYMENT_TEXTS: WALLET_REPAYMENT,
};
