import { params } from '@nanostores/i18n';
import { DOCUMENT_LABELS } from '../documents';
import { STEP_TITLES } from './messages';

// The registration and verification screens (issue 15: every literal of a borrower screen lives here).

export const REGISTER_TEXTS = {
  subtitle: 'Create your account',
  carouselLabel: 'Why borrow with us',
  promoApplyAnywhere: 'Apply from anywhere: apply on your phone in a few minutes, even from abroad.',
  promoClearTerms: 'Clear, fixed terms: see your monthly payment and the full cost before you apply.',
  promoWallet: 'Your money, protected: every withdrawal needs a one-time code sent only to you.',
  fullName: 'Full name',
  email: 'Email',
  contactNumber: 'Contact number',
  contactNumberHint: 'Include the country code if your number is not Philippine.',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  confirmPassword: 'Confirm password',
  haveAccount: 'Already have an account?',
  logInLink: 'Log in',
} as const;

export const VERIFICATION_TEXTS = {
  title: 'Identity verification',
  intro: 'Philippine lending rules require us to know who you are before we can lend. It takes about 5 minutes.',
  step: /* @__PURE__ */ params('Step {step} of {count}'),
  stepTitles: { personal: STEP_TITLES[0], documents: STEP_TITLES[1], bank: STEP_TITLES[2] },
  address: 'Address',
  countryWorking: 'Country where you work',
  countrySearch: 'Search a country',
  noCountry: 'No country by that name',
  monthlyIncome: 'Monthly income (PHP)',
  monthlyIncomeExample: 'e.g. 45000',
  loanPurpose: 'Loan purpose',
  contactPersonName: 'Emergency contact name',
  contactPersonTel: 'Emergency contact number',
  documentsPrivate: 'Your ID photos are private: only you and our loan officers can see them.',
  documentLabels: DOCUMENT_LABELS,
  documentHints: {
    front_id: 'A clear photo of the front of a government-issued ID.',
    back_id: 'The back of the same ID.',
    selfie_with_id: 'A photo of you holding the ID next to your face.',
  },
  uploadFailed: /* @__PURE__ */ params('Failed to upload {field}'),
  tryAgain: 'Please try again.',
  bankName: 'Bank name',
  accountNumber: 'Account number',
  // SPEC leaves the errors of the verification, document and bank calls open; the borrower gets the server's words, or this.
  saveFailed: {
    title: 'Could not save',
    message: 'Your details were not saved. Please check your connection and try again.',
  },
} as const;
