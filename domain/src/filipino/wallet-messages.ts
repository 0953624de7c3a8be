import type { TranslationOf } from '../i18n';
import type { WALLET_ENTRY_LABELS, WALLET_TEXTS, WITHDRAWAL_TEXTS } from '../messages';

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

export const WALLET_MESSAGES_FIL = { WALLET_TEXTS: WALLET, WALLET_ENTRY_LABELS: WALLET_ENTRIES, WITHDRAWAL_TEXTS: WITHDRAWAL };
