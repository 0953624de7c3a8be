import type { TranslationOf } from '../i18n';
import type { DATA_SUMMARY_TEXTS, PRIVACY_MESSAGES, PRIVACY_NOTICE_TEXTS, PRIVACY_TEXTS } from '../messages';

const PRIVACY: TranslationOf<typeof PRIVACY_TEXTS> = {
  registerNotice:
    'Kinokolekta namin ang iyong pangalan, contact details, mga ID document at impormasyong pinansyal para ma-verify ka, masuri at maserbisyuhan ang iyong mga loan, at matupad ang aming mga tungkulin ayon sa batas. Iniingatan namin ang mga ito at ibinabahagi lamang ayon sa pinapayagan ng batas.',
  readFullNotice: 'Basahin ang buong Privacy Notice',
  agreeLabel: 'Nabasa ko ang Privacy Notice at pumapayag ako sa pagproseso ng aking personal data ayon sa nakasaad dito.',
  noticeTitle: 'Privacy Notice',
  noticeVersion: 'Bersyon {version}',
  close: 'Isara',
  closeNotice: 'Isara ang Privacy Notice',
  consentScreenTitle: 'Nagbago ang aming Privacy Notice',
  consentScreenBody: 'Pakibasa ang bagong Privacy Notice. Makakapagpatuloy ka sa iyong account kapag pumayag ka rito.',
  consentScreenAgree: 'Pumapayag Ako',
  signOut: 'Mag-sign Out',
  consentFailed: 'Hindi ma-save ang iyong sagot. Pakisubukan muli.',
  viewsTitle: 'Sino ang tumingin sa iyong mga dokumento',
  viewsIntro: 'Nakatala rito ang bawat pagbukas ng aming staff sa isa sa iyong mga larawan ng ID.',
  viewsEmpty: 'Wala pang staff na tumingin sa iyong mga ID document.',
  viewedBy: '{name} ({role})',
  staffRoles: { admin: 'Loan officer', main_admin: 'Administrator' },
  downloadTitle: 'Ang iyong data',
  downloadIntro:
    'I-download bilang ZIP file ang kopya ng iyong personal data, mga loan, transaksyon, abiso at mga larawan ng ID.',
  downloadButton: 'I-download ang aking data',
  downloading: 'Inihahanda ang iyong download…',
  downloadOffline: 'Offline ka. Kumonekta sa internet para i-download ang iyong data.',
  downloadFailed: 'Hindi ma-download ang iyong data. Pakisubukan muli.',
};

const DATA_SUMMARY: TranslationOf<typeof DATA_SUMMARY_TEXTS> = {
  title: 'Ang iyong data',
  intro: 'Kopya ng personal data na hawak ng {company} tungkol sa iyo, ginawa noong {at} (oras sa Manila).',
  filesNote:
    'Buod ang pahinang ito. Nasa ibang file ng ZIP na ito ang bawat talaan nang buo, sa anyong mababasa ng ibang programa (JSON), at ang mga larawan ng iyong mga ID document.',
  detailsTitle: 'Ang iyong mga detalye',
  fullName: 'Buong pangalan',
  email: 'Email',
  contactNumber: 'Contact number',
  address: 'Tirahan',
  countryWorking: 'Bansang pinagtatrabahuhan',
  monthlyIncome: 'Buwanang kita',
  loanPurpose: 'Layunin ng loan',
  contactPerson: 'Contact person',
  bank: 'Bangko o e-wallet',
  accountNumber: 'Account number',
  walletBalance: 'Balance ng wallet',
  memberSince: 'Miyembro mula',
  loansTitle: 'Ang iyong mga loan',
  noLoans: 'Wala kang loan.',
  loan: 'Loan',
  amount: 'Halaga',
  term: 'Tagal',
  months: '{months} buwan',
  status: 'Katayuan',
  appliedOn: 'Petsa ng aplikasyon',
  recordsTitle: 'Mga talaan sa ZIP na ito',
  records: {
    'loan-transactions.json': 'Mga transaksyon ng loan',
    'wallet-ledger.json': 'Mga transaksyon ng wallet',
    'notifications.json': 'Mga abiso',
    'withdrawals.json': 'Mga withdrawal',
    'consents.json': 'Mga pagpayag sa privacy notice',
    'document-views.json': 'Mga pagtingin ng aming staff sa iyong mga ID document',
    'complaints.json': 'Mga reklamo',
    'documents.json': 'Mga ID document',
  },
  file: 'File',
  count: 'Bilang',
  notGiven: '—',
};

const PRIVACY_ANSWERS: TranslationOf<typeof PRIVACY_MESSAGES> = {
  consentRequired: 'Pakibasa ang privacy notice at pumayag dito para magawa ang iyong account.',
  consentOutdated: 'Nagbago ang privacy notice. Pakibasa ang kasalukuyang notice at pumayag dito.',
  consentRecorded: 'Salamat. Naitala na ang iyong pagpayag sa privacy notice.',
  exportRateLimited: 'Ilang beses mo nang na-download ang iyong data. Pakisubukan muli mamaya.',
};

const PRIVACY_NOTICE: TranslationOf<typeof PRIVACY_NOTICE_TEXTS> = {
  whoTitle: 'Sino kami',
  who: 'Ang {company} ang personal information controller ng data na ibinibigay mo sa amin sa app na ito, ayon sa Data Privacy Act of 2012 (Republic Act No. 10173), sa mga implementing rules nito at sa mga circular ng National Privacy Commission (NPC).',
  whatTitle: 'Ano ang kinokolekta namin',
  whatDetails:
    'Ang iyong buong pangalan, email address, mobile number, address, bansang pinagtatrabahuhan, buwanang kita, layunin ng loan, isang contact person, at ang iyong bank o e-wallet account.',
  whatImages: 'Mga larawan ng harap at likod ng iyong government ID at isang selfie na hawak ito.',
  whatActivity:
    'Ang iyong mga loan, bayad, transaksyon sa wallet, withdrawal at mga abisong ipinapadala namin sa iyo, at ang oras at network address ng iyong mga pag-sign in.',
  whyTitle: 'Bakit namin ito kinokolekta',
  why: 'Para ma-verify ang iyong pagkakakilanlan (Know Your Customer), masuri ang iyong application at credit score, mai-release at makolekta ang iyong mga loan, maibigay ang iyong mga withdrawal, mapadalhan ka ng mga paalala at abiso, maiwasan ang panloloko, at sumunod sa Lending Company Regulation Act, sa Anti-Money Laundering Act at sa mga patakaran ng SEC at ng BSP.',
  whoSeesTitle: 'Sino ang nakakakita nito',
  whoSeesStaff:
    'Ang aming staff lamang na nangangailangan nito para sa iyong account. Nakatala ang bawat pagbukas ng staff sa isa sa iyong mga larawan ng ID, at makikita mo kung sino sa iyong ACCOUNT tab.',
  whoSeesShared:
    'Ibinabahagi lamang namin ang data sa mga hinihingi o pinapayagan ng batas: mga regulator, korte, credit information system ayon sa Republic Act No. 9510, at mga service provider na may data sharing o outsourcing agreement sa amin (halimbawa, ang aming mga SMS at payment partner).',
  keepTitle: 'Gaano katagal namin ito itinatago',
  keep: 'Habang bukas ang iyong account, at sa loob ng {years} taon matapos itong isara, ayon sa hinihingi ng Anti-Money Laundering Act para sa mga record ng transaksyon. Pagkatapos nito, buburahin namin ang iyong mga larawan ng ID at ang iyong pangalan, contact details, address at iba pang personal na impormasyon. Itatago ang accounting records ng iyong mga loan at wallet sa ilalim ng isang reference na hindi na nagpapakilala sa iyo.',
  rightsTitle: 'Ang iyong mga karapatan',
  rights:
    'Ayon sa Data Privacy Act, may karapatan kang malaman, ma-access ang iyong data, tumutol, ipatama ang maling data, ipabura o ipa-block ang data kapag pinapayagan ng batas, sa data portability, mabayaran sa pinsala, at magsampa ng reklamo sa National Privacy Commission.',
  rightsDownload: 'Maaari mong i-download ang iyong data anumang oras gamit ang "I-download ang aking data" sa iyong ACCOUNT tab.',
  dpoTitle: 'Paano makipag-ugnayan sa aming Data Protection Officer',
  dpo: '{name}: {email}, {phone}. O sumulat sa amin sa {address}, o tumawag sa {hotline}.',
};

export const PRIVACY_MESSAGES_FIL = {
  PRIVACY_TEXTS: PRIVACY,
  DATA_SUMMARY_TEXTS: DATA_SUMMARY,
  PRIVACY_MESSAGES: PRIVACY_ANSWERS,
  PRIVACY_NOTICE_TEXTS: PRIVACY_NOTICE,
};
