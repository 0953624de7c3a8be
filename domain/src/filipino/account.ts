import type { TranslationOf } from '../i18n';
import type {
  ABOUT_TEXTS,
  ACCOUNT_TEXTS,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_SERVER_MESSAGES,
  COMPLAINT_STATE_LABELS,
  COMPLAINT_TEXTS,
  COMPLAINT_VALIDATION_MESSAGES,
  DASHBOARD_TEXTS,
  DATA_SUMMARY_TEXTS,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_TEXTS,
  PRIVACY_TEXTS,
} from '../messages';

/*
 * The signed-in frame, the ACCOUNT and ABOUT tabs, complaints and data
 * privacy in Filipino (issue 15). Law and agency names (Data Privacy Act,
 * NPC, SEC, BSP, Republic Act No. …) stay as they are written.
 */

const DASHBOARD: TranslationOf<typeof DASHBOARD_TEXTS> = {
  welcome: 'Maligayang pagdating,',
  signedInAs: 'Naka-sign in bilang',
  logout: 'Mag-log out',
  switchToDesktop: 'Lumipat sa desktop view',
  switchToMobile: 'Lumipat sa mobile view',
  switchToLight: 'Lumipat sa light mode',
  switchToDark: 'Lumipat sa dark mode',
};

const ACCOUNT: TranslationOf<typeof ACCOUNT_TEXTS> = {
  creditScoreTitle: 'Credit Score',
  creditScore: 'Credit score',
  outOf1000: 'sa 1000',
  scoreValue: '{score} sa 1000, {band}',
  badCredit: 'Mahinang Credit',
  goodCredit: 'Maayos na Credit',
  excellentCredit: 'Napakahusay na Credit',
  creditBandLegend: 'Mababa sa 500: Mahinang Credit · 500 hanggang 750: Maayos na Credit · Higit sa 750: Napakahusay na Credit',
  personalInfoTitle: 'Personal na Impormasyon',
  readOnly: 'Hindi mo mababago ang impormasyong ito dito. Para baguhin ito, makipag-ugnayan sa iyong loan officer.',
  notProvided: 'Wala pa',
  showAccountNumber: 'Ipakita ang account number',
  hideAccountNumber: 'Itago ang account number',
  verificationIncomplete: 'Hindi pa kumpleto ang beripikasyon',
  verificationMissing:
    'May kulang pa sa iyong detalye o mga dokumento. Kumpletuhin ang beripikasyon ng iyong pagkakakilanlan para makapag-apply ng loan.',
  completeVerification: 'Kumpletuhin ang beripikasyon',
  fullName: 'Buong pangalan',
  email: 'Email',
  contactNumber: 'Contact number',
  address: 'Address',
  countryWorking: 'Bansang pinagtatrabahuhan',
  monthlyIncome: 'Buwanang kita',
  loanPurpose: 'Layunin ng loan',
  emergencyContactName: 'Pangalan ng emergency contact',
  emergencyContactNumber: 'Numero ng emergency contact',
  bankName: 'Pangalan ng bangko',
  accountNumber: 'Account number',
  documentsTitle: 'Mga Na-upload na Dokumento',
  documentLabels: { front_id: 'Harap ng ID', back_id: 'Likod ng ID', selfie_with_id: 'Selfie na hawak ang ID' },
  previewNotAvailable: 'Hindi maipakita ang larawan',
  loadingDocuments: 'Nilo-load ang mga dokumento',
  documentsLoadFailed: 'Hindi ma-load ang mga dokumento',
  documentsRetry: 'Pakitingnan ang iyong koneksyon. Kusang magre-refresh ang listahan.',
  noDocuments: 'Wala ka pang na-upload na dokumento.',
  uploadDocuments: 'I-upload ang iyong mga dokumento',
  viewFullSize: 'Tingnan ang {document} nang buo',
  uploadedAt: 'Na-upload noong {date}',
  closeDocument: 'Isara ang dokumento',
  changePasswordTitle: 'Palitan ang Password',
  currentPassword: 'Kasalukuyang password',
  newPassword: 'Bagong password',
  newPasswordHint: 'Hindi bababa sa 8 character',
  confirmPassword: 'Ulitin ang bagong password',
  showCurrentPassword: 'Ipakita ang kasalukuyang password',
  showNewPassword: 'Ipakita ang bagong password',
  showPasswordConfirmation: 'Ipakita ang inulit na password',
  updatePassword: 'I-update ang Password',
  close: 'Isara',
  passwordActive:
    'Gumagana na ang iyong bagong password. Na-sign out na ang ibang device na naka-sign in; mananatiling naka-sign in ang device na ito.',
};

const ABOUT: TranslationOf<typeof ABOUT_TEXTS> = {
  secRegistration: 'SEC Registration No.',
  certificateOfAuthority: 'Certificate of Authority',
  registrationDate: 'Petsa ng rehistro',
  hotline: 'Hotline',
  email: 'Email',
  offices: 'Ang Aming mga Opisina',
  services: 'Ang Aming mga Serbisyo',
  agreementTitle: 'Kasunduan sa Loan',
  agreementIntro:
    'Basahin ang kasunduan sa installment loan na sakop ang bawat loan, kasama ang interes, mga bayarin, late payment at maagang pagtatapos ng loan.',
  viewAgreement: 'Tingnan ang Kasunduan sa Loan',
  servicesCarousel: 'Slideshow ng mga serbisyo',
  previousService: 'Naunang serbisyo',
  nextService: 'Susunod na serbisyo',
  showService: 'Ipakita ang {service}',
  slideOf: '{index} sa {total}: {service}',
  playSlideshow: 'I-play ang slideshow ng mga serbisyo',
  pauseSlideshow: 'I-pause ang slideshow ng mga serbisyo',
  salaryLoan: 'Salary Loan',
  salaryLoanCaption: 'Para sa mga empleyado sa Pilipinas: bayaran nang pantay-pantay na hulog buwan-buwan mula sa iyong sahod.',
  salaryLoanImage: 'Isang payslip sa tabi ng patong ng perang papel',
  ofwLoan: 'OFW Loan',
  ofwLoanCaption: 'Para sa mga Pilipinong nagtatrabaho sa ibang bansa: mag-apply saan ka man naroroon at suportahan ang iyong pamilya.',
  ofwLoanImage: 'Isang eroplanong lumilipad sa ibabaw ng mundo papunta sa isang bahay',
  businessLoan: 'Business Loan',
  businessLoanCaption: 'Magdagdag ng paninda, mag-renovate o palaguin ang iyong maliit na negosyo, na may terminong hanggang 48 buwan.',
  businessLoanImage: 'Isang maliit na tindahan sa tabi ng tumataas na chart ng benta',
  fastRelease: 'Mabilis na Release',
  fastReleaseCaption: 'Kapag naaprubahan, diretso sa iyong wallet ang loan, handang i-withdraw sa iyong bangko.',
  fastReleaseImage: 'Isang phone na nagpapakita ng naaprubahang loan sa tabi ng isang stopwatch',
};

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

const COMPLAINT_CATEGORIES_FIL: TranslationOf<typeof COMPLAINT_CATEGORY_LABELS> = {
  loan_terms: 'Mga tuntunin, interes o bayarin ng loan',
  payment_not_credited: 'Hindi naitala ang bayad',
  collection_conduct: 'Paraan ng paniningil',
  data_privacy: 'Privacy ng aking data',
  app_problem: 'Problema sa app',
  other: 'Iba pa',
};

const COMPLAINT_STATES_FIL: TranslationOf<typeof COMPLAINT_STATE_LABELS> = {
  submitted: 'Natanggap',
  acknowledged: 'Kinilala na',
  in_progress: 'Inaasikaso',
  escalated: 'Itinaas na',
  resolved: 'Nalutas na',
};

const COMPLAINT: TranslationOf<typeof COMPLAINT_TEXTS> = {
  cardTitle: 'Mga Reklamo',
  intro: 'Sabihin sa amin kung ano ang nangyaring mali. Kinikilala namin ang bawat reklamo at sinasagot ito sa loob ng panahong itinakda ng batas.',
  fileButton: 'Magreklamo',
  formTitle: 'Magreklamo',
  category: 'Tungkol saan ito?',
  categoryPlaceholder: 'Pumili ng kategorya',
  description: 'Ano ang nangyari?',
  descriptionPlaceholder: 'Ilarawan ang nangyari, kasama ang mga petsa at halaga kung mayroon ka.',
  evidence: 'Mga larawan o screenshot (hindi kailangan, hanggang 2)',
  evidenceAdd: 'Magdagdag ng larawan',
  evidenceRemove: 'Alisin',
  submit: 'Ipasa ang reklamo',
  cancel: 'Kanselahin',
  close: 'Isara',
  offlineReason: 'Offline ka. Mababasa mo ang iyong mga reklamo, pero kailangan ng koneksyon para magreklamo.',
  filedTitle: 'Natanggap ang reklamo',
  yourReference: 'Ang iyong reference number',
  none: 'Wala ka pang naisampang reklamo.',
  filedOn: 'Isinampa',
  answerBy: 'Sasagutin hanggang',
  resolvedOn: 'Nalutas',
  replies: 'Mga sagot',
  fromUs: 'Ang aming sagot',
  resolution: 'Resolusyon',
  escalation: 'Itinaas',
  evidenceShown: 'Ebidensya',
  loadFailed: 'Hindi ma-load ang iyong mga reklamo.',
  fileFailed: 'Hindi maisampa ang iyong reklamo. Pakisubukan muli.',
  receivedMessage: {
    one: 'Natanggap namin ang iyong reklamo. Ang iyong reference number ay {reference}. Aasikasuhin ito ng isang officer sa loob ng {count} araw at sasagutin sa loob ng {resolveDays} araw.',
    other:
      'Natanggap namin ang iyong reklamo. Ang iyong reference number ay {reference}. Aasikasuhin ito ng isang officer sa loob ng {count} araw at sasagutin sa loob ng {resolveDays} araw.',
  },
};

/** What only the back office is refused stays English (staff screens may). */
type StaffComplaintRule = 'actionUnknown' | 'messageRequired' | 'messageTooLong' | 'assigneeInvalid';

const COMPLAINT_RULES: TranslationOf<Omit<typeof COMPLAINT_VALIDATION_MESSAGES, StaffComplaintRule>> = {
  categoryUnknown: 'Pakipili kung tungkol saan ang iyong reklamo',
  descriptionRequired: 'Pakilarawan ang nangyari',
  descriptionTooLong: 'Hanggang 2,000 character lang ang paglalarawan',
  textCharactersInvalid: 'Pakialis ang mga tab, control character at text-direction mark sa tekstong ito',
  evidenceTooMany: 'Hanggang 2 larawan lang ang maaaring ilakip',
  evidenceInvalid: 'Kulang o mali ang link ng isang larawan',
};

type StaffComplaintAnswer = 'alreadyResolved' | 'alreadyEscalated' | 'assigneeNotStaff';

const COMPLAINT_ANSWERS: TranslationOf<Omit<typeof COMPLAINT_SERVER_MESSAGES, StaffComplaintAnswer>> = {
  notFound: 'Hindi nahanap ang reklamo',
  staffCannotFile: 'Hindi maaaring magreklamo ang mga staff account',
  evidenceRepeated: 'Dalawang beses na inilakip ang parehong larawan',
};

export const ACCOUNT_TEXTS_FIL = {
  DASHBOARD_TEXTS: DASHBOARD,
  ACCOUNT_TEXTS: ACCOUNT,
  ABOUT_TEXTS: ABOUT,
  PRIVACY_TEXTS: PRIVACY,
  PRIVACY_MESSAGES: PRIVACY_ANSWERS,
  DATA_SUMMARY_TEXTS: DATA_SUMMARY,
  PRIVACY_NOTICE_TEXTS: PRIVACY_NOTICE,
  COMPLAINT_CATEGORY_LABELS: COMPLAINT_CATEGORIES_FIL,
  COMPLAINT_STATE_LABELS: COMPLAINT_STATES_FIL,
  COMPLAINT_TEXTS: COMPLAINT,
  COMPLAINT_VALIDATION_MESSAGES: COMPLAINT_RULES,
  COMPLAINT_SERVER_MESSAGES: COMPLAINT_ANSWERS,
};
