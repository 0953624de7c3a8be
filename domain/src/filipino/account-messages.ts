import type { TranslationOf } from '../i18n';
import type { ABOUT_TEXTS, ACCOUNT_TEXTS, DASHBOARD_TEXTS } from '../messages';

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

export const ACCOUNT_MESSAGES_FIL = { DASHBOARD_TEXTS: DASHBOARD, ACCOUNT_TEXTS: ACCOUNT, ABOUT_TEXTS: ABOUT };
