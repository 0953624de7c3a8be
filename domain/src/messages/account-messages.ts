import { params } from '@nanostores/i18n';
import { CREDIT_BAND_LEGEND } from '../credit';
import { DOCUMENT_LABELS } from '../documents';

/*
 * The borrower's signed-in frame and tabs (issue 15): the dashboard header,
 * the ACCOUNT tab's cards and the ABOUT tab, in SPEC.md's words, kept here
 * so that Filipino replaces every one of them (decision 024).
 */

/** The signed-in header (SPEC 2); the tabs' names are in LABELS. */
export const DASHBOARD_TEXTS = {
  welcome: 'Welcome,',
  signedInAs: 'Signed in as',
  logout: 'Logout',
  switchToDesktop: 'Switch to desktop view',
  switchToMobile: 'Switch to mobile view',
  switchToLight: 'Switch to light mode',
  switchToDark: 'Switch to dark mode',
} as const;

/** The ACCOUNT tab's credit score, personal information, documents and password cards. */
export const ACCOUNT_TEXTS = {
  creditScoreTitle: 'Credit Score',
  creditScore: 'Credit score',
  outOf1000: 'out of 1000',
  scoreValue: params('{score} out of 1000, {band}'),
  // The bands as creditBand() names them, so the card can show them translated.
  badCredit: 'Bad Credit',
  goodCredit: 'Good Credit',
  excellentCredit: 'Excellent Credit',
  creditBandLegend: CREDIT_BAND_LEGEND,
  personalInfoTitle: 'Personal Information',
  readOnly: 'This information is read-only. To change it, please contact your loan officer.',
  notProvided: 'Not provided',
  showAccountNumber: 'Show account number',
  hideAccountNumber: 'Hide account number',
  verificationIncomplete: 'Verification incomplete',
  verificationMissing: 'Some of your details or documents are missing. Complete your identity verification to apply for a loan.',
  completeVerification: 'Complete verification',
  fullName: 'Full name',
  email: 'Email',
  contactNumber: 'Contact number',
  address: 'Address',
  countryWorking: 'Country working',
  monthlyIncome: 'Monthly income',
  loanPurpose: 'Loan purpose',
  emergencyContactName: 'Emergency contact name',
  emergencyContactNumber: 'Emergency contact number',
  bankName: 'Bank name',
  accountNumber: 'Account number',
  documentsTitle: 'Uploaded Documents',
  documentLabels: DOCUMENT_LABELS,
  previewNotAvailable: 'Preview not available',
  loadingDocuments: 'Loading documents',
  documentsLoadFailed: 'Documents could not be loaded',
  documentsRetry: 'Please check your connection. The list will refresh by itself.',
  noDocuments: 'You have not uploaded any documents yet.',
  uploadDocuments: 'Upload your documents',
  viewFullSize: params('View {document} full size'),
  uploadedAt: params('Uploaded {date}'),
  closeDocument: 'Close document',
  changePasswordTitle: 'Change Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters',
  confirmPassword: 'Confirm new password',
  showCurrentPassword: 'Show current password',
  showNewPassword: 'Show new password',
  showPasswordConfirmation: 'Show password confirmation',
  updatePassword: 'Update Password',
  close: 'Close',
  passwordActive: 'Your new password is now active. Any other device that was signed in has been signed out; this one stays signed in.',
} as const;

/** The ABOUT tab (SPEC 2): the lender's particulars, its offices, services and loan agreement. */
export const ABOUT_TEXTS = {
  secRegistration: 'SEC Registration No.',
  certificateOfAuthority: 'Certificate of Authority',
  registrationDate: 'Registration date',
  hotline: 'Hotline',
  email: 'Email',
  offices: 'Our Offices',
  services: 'Our Services',
  agreementTitle: 'Loan Agreement',
  agreementIntro:
    'Read the installment loan agreement that applies to every loan, including interest, fees, late payment and early termination terms.',
  viewAgreement: 'View Loan Agreement',
  servicesCarousel: 'Services slideshow',
  previousService: 'Previous service',
  nextService: 'Next service',
  showService: params('Show {service}'),
  slideOf: params('{index} of {total}: {service}'),
  playSlideshow: 'Play the services slideshow',
  pauseSlideshow: 'Pause the services slideshow',
  salaryLoan: 'Salary Loan',
  salaryLoanCaption: 'For employees in the Philippines: repay in equal monthly installments from your salary.',
  salaryLoanImage: 'A payslip beside a stack of peso bills',
  ofwLoan: 'OFW Loan',
  ofwLoanCaption: 'For Filipinos working abroad: apply from anywhere and support your family at home.',
  ofwLoanImage: 'An aeroplane flying over a globe towards a house',
  businessLoan: 'Business Loan',
  businessLoanCaption: 'Stock up, renovate or grow your small business with a term of up to 48 months.',
  businessLoanImage: 'A small neighbourhood store next to a rising sales chart',
  fastRelease: 'Fast Release',
  fastReleaseCaption: 'Once approved, the loan goes straight to your wallet, ready to withdraw to your bank.',
  fastReleaseImage: 'A phone showing an approved loan next to a stopwatch',
} as const;
