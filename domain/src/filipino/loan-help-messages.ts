import type { TranslationOf } from '../i18n';
import type { LOAN_HELP_TEXTS } from '../messages';

// WALLET's help for a borrower in trouble (issue 32, decision 068).
const LOAN_HELP: TranslationOf<typeof LOAN_HELP_TEXTS> = {
  title: 'Nahihirapang magbayad?',
  intro: 'Kung hindi ka makabayad ayon sa usapan, sabihin mo sa amin. Sasagot ang isang loan officer ng alok: mas mahabang termino, o pahinga ng isa o dalawang hulog.',
  cannotPay: 'Hindi ako makabayad',
  extendTerm: 'Pahabain ang termino ko',
  cannotPayTitle: 'Sabihin mo kung ano ang nangyari',
  reason: 'Dahilan',
  reasons: {
    lost_job_abroad: 'Nawalan ako ng trabaho sa abroad',
    illness: 'Sakit',
    family_emergency: 'Emergency sa pamilya',
    delayed_salary: 'Naantala ang sahod ko',
    other: 'Iba pa',
  },
  note: 'Ano ang nangyari',
  send: 'Ipadala',
  cancel: 'Kanselahin',
  extendTitle: 'Pahabain ang termino ko',
  months: 'Dagdag na buwan (1 hanggang 12)',
  extensionTooLate: 'Ang pagpapahaba ay dapat hilingin nang hindi bababa sa 5 araw bago matapos ang termino: ang huling araw para humiling ay {lastDay}.',
  requestSent: 'Naipadala ang kahilingan',
  requestSentMessage: 'Sasagot dito ang isang loan officer ng alok.',
  sendFailed: 'Hindi naipadala ang kahilingan mo. Pakisubukang muli.',
  offerTitle: 'Ang alok namin',
  offerRestructure: 'Bagong termino: {count} hulog para sa natitira mong utang.',
  offerHoliday: 'Pahinga: walang babayaran sa loob ng {months} buwan, saka {count} hulog.',
  lateFeesWaived: 'Tinanggal na late fee: {amount}',
  newSchedule: 'Bagong iskedyul',
  installmentNumber: 'Blg.',
  dueDate: 'Takdang petsa',
  amount: 'Halaga',
  disclosureTitle: 'Truth in Lending disclosure',
  amountFinanced: 'Halagang pinautang',
  financeCharge: 'Finance charge',
  totalRepayment: 'Kabuuang babayaran',
  monthlyPayment: 'Buwanang hulog',
  effectiveRate: 'Epektibong interes: {monthly}% kada buwan ({annual}% kada taon)',
  accept: 'Tanggapin ang alok',
  acceptQuestion: 'Kapag tinanggap mo, matatapos ang dati mong iskedyul at magsisimula ngayon ang bago. Tatanggapin mo ba?',
  accepted: 'Tinanggap ang alok',
  acceptedMessage: 'Nagsimula na ang bago mong iskedyul.',
  acceptFailed: 'Hindi natanggap ang alok. Pakisubukang muli.',
};

export const LOAN_HELP_MESSAGES_FIL = { LOAN_HELP_TEXTS: LOAN_HELP };
