/*
 * Every user-facing text of SPEC.md (as changed by DEPARTURES.md), copied
 * exactly. The UI and the API read them from here; tests elsewhere assert the
 * literal SPEC strings, not these constants.
 */

export type Notice = { readonly title: string; readonly message?: string };

/** Fixed screen texts: titles, labels and button captions. */
export const LABELS = {
  signInSubtitle: 'Sign in to your account',
  pageNotFound: 'Page Not Found',
  applicationInProgress: 'Application in Progress',
  bankDetailsPrompt: 'Please enter your receiving bank details',
  adminSearchPlaceholder: 'Search by Name / Contact #',
  cannotDelete: 'Cannot Delete',
  startDateFallback: '2 months after registration',
  quickLoanApplication: 'Quick Loan Application',
  loanSummary: 'Loan Summary',
  repaymentSchedule: 'Repayment Schedule',
  currentLoanSummary: 'Current Loan Summary',
  allAdmins: 'All Admins',
  active: 'Active',
  inactive: 'Inactive',
  stayLogin: 'Stay Login',
  loginAgain: 'Login Again',
  logIn: 'LOG IN',
  register: 'REGISTER',
  next: 'NEXT',
  back: 'BACK',
  submit: 'SUBMIT',
  applyImmediately: 'APPLY IMMEDIATELY',
  withdraw: 'WITHDRAW',
  ok: 'OK',
  home: 'HOME',
  wallet: 'WALLET',
  account: 'ACCOUNT',
  about: 'ABOUT',
  members: 'MEMBERS',
  borrowingList: 'BORROWING LIST',
  withdrawalList: 'WITHDRAWAL LIST',
  settings: 'SETTINGS',
  // DEPARTURES 12: a verified borrower whose documents staff removed cannot redo the wizard.
  verifiedDocumentsNeedUpdating: 'Your documents need updating',
  verifiedDocumentsMissing:
    'Some of your ID documents need updating before you can apply for a loan. Please contact your loan officer.',
} as const;

/** How the back office names each role (DEPARTURES 1: one main admin above the admins). */
export const ROLE_LABELS = { borrower: 'Borrower', admin: 'Admin', main_admin: 'Main admin' } as const;

export const VERIFICATION_STEP_COUNT = 3;

/** Titles of the three verification steps, in order. */
export const STEP_TITLES = ['Personal Details', 'ID Upload', 'Bank Information'] as const;

/** 'Step 2 of 3'. */
export function stepLabel(n: number): string {
  return `Step ${n} of ${VERIFICATION_STEP_COUNT}`;
}
