import { DOCUMENT_LABELS, type DocumentType } from '../documents';
import { formatDateTime } from '../format';
import { formatPhp } from '../money';

/*
 * Every user-facing text of SPEC.md (as changed by DEPARTURES.md), copied
 * exactly. The UI and the API read them from here; tests elsewhere assert the
 * literal SPEC strings, not these constants.
 */

export type Notice = { readonly title: string; readonly message?: string };

/** Notices (toasts). Destructive unless the key sits under the success block. */
export const NOTICES = {
  loginFailed: { title: 'Login Failed', message: 'Invalid email or password' },
  registrationFailed: { title: 'Registration Failed', message: 'Registration failed. Please try again.' },
  missingDocuments: { title: 'Missing Documents', message: 'Please upload all required documents.' },
  fileTooLarge: { title: 'File Too Large', message: 'File size must be less than {size}' },
  invalidFileType: { title: 'Invalid File Type', message: 'Please select a valid file type.' },
  agreementRequired: {
    title: 'Agreement Required',
    message: 'Please agree to the User Agreement & Conditions to proceed.',
  },
  verificationRequired: {
    title: 'Verification Required',
    message: 'Please complete your identity verification before applying for a loan.',
  },
  invalidAmount: { title: 'Invalid Amount', message: 'Please enter a valid withdrawal amount.' },
  invalidOtp: { title: 'Invalid OTP', message: 'Please enter the complete 6-digit OTP.' },
  // The wrong-code case is a dialog in SPEC; kept here too so both texts sit together.
  invalidOtpCode: { title: 'Invalid OTP', message: 'Please input correct OTP code' },
  // SPEC names this dialog without its text; the text says why and what to do.
  withdrawalNotAvailable: {
    title: 'Withdrawal Not Available',
    message: 'You already have a withdrawal in progress. Please wait until it has been processed.',
  },
  applicationFailed: {
    title: 'Application Failed',
    message: 'Failed to submit loan application. Please try again.',
  },
  withdrawalFailed: { title: 'Withdrawal Failed', message: 'Failed to create withdrawal request.' },
  changePasswordFailed: { title: 'Error', message: 'Failed to change password. Please try again.' },

  // Admin failures. SPEC gives most of them as a single line, kept as the title.
  adminLoginFailed: { title: 'Login Failed', message: 'Invalid admin credentials.' },
  deleteUserFailed: { title: 'Failed to delete user' },
  updateMemberFailed: { title: 'Failed to update member' },
  addAdminFailed: { title: 'Failed to add admin' },
  deleteAdminFailed: { title: 'Failed to delete admin' },
  updatePasswordFailed: { title: 'Failed to update password' },
  loanOperationFailed: { title: 'Operation Failed', message: 'Failed to process loan request. Please try again.' },
  updateLoanFailed: { title: 'Failed to update loan' },
  updateWalletBalanceFailed: { title: 'Failed to update wallet balance' },
  updateCreditScoreFailed: { title: 'Failed to update credit score' },
  documentDeleteFailed: { title: 'Delete Failed' },
  documentDeleteError: { title: 'Delete Error' },
  documentUploadFailed: { title: 'Upload Failed' },
  userPasswordUpdateFailed: { title: 'Update Failed' },
  sendNotificationFailed: { title: 'Failed to send notification' },
  // DEPARTURES 2 replaces typing an OTP with resending a system code.
  resendCodeFailed: { title: 'Failed to resend code' },

  // Success and informational notices.
  welcomeBack: { title: 'Welcome back!', message: 'You have been successfully logged in.' },
  registrationSuccessful: {
    title: 'Registration Successful!',
    message: 'Your account has been created. Complete your identity verification.',
  },
  loggedOut: { title: 'Logged Out', message: 'You have been successfully logged out.' },
  verificationComplete: {
    title: 'Verification Complete!',
    message: 'Your identity verification has been completed successfully.',
  },
  requestSubmitted: { title: 'Request Submitted', message: 'Please wait for your OTP-code notification' },
  accountUpdated: {
    title: 'Account Updated',
    message: 'Your loan information has been updated by an administrator.',
  },
  userStatusUpdated: { title: 'User status updated' },
  userDeleted: { title: 'User deleted' },
  adminAdded: { title: 'Admin added' },
  adminDeleted: { title: 'Admin deleted' },
  passwordUpdated: { title: 'Password updated' },
  loanApproved: {
    title: 'Loan Approved',
    message: 'The loan action has been processed successfully and borrower has been notified.',
  },
  loanDeclined: {
    title: 'Loan Declined',
    message: 'The loan action has been processed successfully and borrower has been notified.',
  },
  accountIssueReported: {
    title: 'Account Issue Reported',
    message: 'The loan action has been processed successfully and borrower has been notified.',
  },
  loanDeleted: { title: 'Loan deleted' },
  withdrawalUpdated: { title: 'Withdrawal updated successfully - all data synchronized' },
  documentUploaded: { title: 'Document Uploaded' },
  documentDeleted: { title: 'Document Deleted' },
  codeResent: { title: 'Code Resent', message: 'A new withdrawal code has been sent to the borrower.' },
} as const satisfies Record<string, Notice>;

/** 'File size must be less than 5 MB' — size is already formatted (see formatFileSize). */
export function fileTooLargeMessage(size: string): string {
  return NOTICES.fileTooLarge.message.replace('{size}', size);
}

/** Title of the notice shown when the direct PUT of a file fails. */
export function uploadFailedTitle(field: string): string {
  return `Failed to upload ${field}`;
}

/** Dialogs: a title and the text under it. */
export const DIALOGS = {
  registeredSuccessfully: { title: 'REGISTERED SUCCESSFULLY', message: 'Proceed to verification' },
  loanSubmitted: { title: 'Success! You have submitted your loan request successfully' },
  invalidOtp: NOTICES.invalidOtpCode,
  withdrawalNotAvailable: NOTICES.withdrawalNotAvailable,
  passwordHasBeenUpdated: { title: 'Password has been updated' },
  withdrawFunds: { title: 'Withdraw Funds' },
  enterOtp: { title: 'Enter OTP' },
  withdrawalSubmitted: { title: 'Withdrawal Submitted' },
  loanAgreement: { title: 'INSTALLMENT LOAN AGREEMENT' },
  editMemberDetails: { title: 'Edit Member Details' },
} as const satisfies Record<string, Notice>;

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

/** Field messages of forms and schemas (SPEC section 5 with DEPARTURES 10). */
export const VALIDATION_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 120 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be at most 254 characters',
  contactNumberRequired: 'Contact number is required',
  contactNumberInvalid: 'Please enter a valid contact number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  currentPasswordRequired: 'Current password is required',
  newPasswordTooShort: 'New password must be at least 8 characters',
  newPasswordTooLong: 'New password must be at most 128 characters',
  confirmNewPasswordRequired: 'Please confirm your new password',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 500 characters',
  countryRequired: 'Country is required',
  countryUnknown: 'Please choose a country from the list',
  monthlyIncomeRequired: 'Monthly income is required',
  monthlyIncomeInvalid: 'Monthly income must be an amount of 0 or more with at most 2 decimals',
  loanPurposeRequired: 'Loan purpose is required',
  loanPurposeTooLong: 'Loan purpose must be at most 500 characters',
  contactPersonNameRequired: 'Emergency contact name is required',
  contactPersonNameTooLong: 'Emergency contact name must be at most 120 characters',
  contactPersonTelRequired: 'Emergency contact number is required',
  contactPersonTelInvalid: 'Please enter a valid emergency contact number',
  bankNameRequired: 'Bank name is required',
  bankNameTooLong: 'Bank name must be at most 120 characters',
  accountNumberRequired: 'Account number is required',
  accountNumberInvalid: 'Account number must be 4 to 34 digits (spaces and dashes allowed)',
  loanAmountRequired: 'Loan amount is required',
  termRequired: 'Term is required',
  interestRateRequired: 'Interest rate is required',
  withdrawalAmountInvalid: 'Please enter a valid withdrawal amount.',
  otpIncomplete: 'Please enter the complete 6-digit OTP.',
  documentsRequired: 'Please upload at least one document',
  documentsTooMany: 'Please upload at most 3 documents',
  documentTypeUnknown: 'Unknown document type',
  documentTypeRepeated: 'Each document type can be sent once per request',
  uploadUrlRequired: 'Upload URL is required',
  idInvalid: 'Invalid id',
  limitInvalid: 'Limit must be a whole number from 1 to 200',
  offsetInvalid: 'Offset must be a whole number of 0 or more',
  searchTooLong: 'Search text must be at most 100 characters',
  searchInvalid: 'Search text must be plain text without control characters',
  sortInvalid: 'Sort must be a field name of at most 50 characters',
  orderInvalid: "Order must be 'asc' or 'desc'",
  isActiveInvalid: 'Active status must be true or false',
  noChanges: 'Please change at least one field',
  creditScoreInvalid: 'Credit score must be a whole number from 0 to 1000',
  walletBalanceInvalid: 'Wallet balance must be an amount of 0 or more with at most 2 decimals',
  reasonTooLong: 'Reason must be at most 500 characters',
  expectedBalanceInvalid: 'Please send the balance shown when the edit began',
  reviewStatusInvalid: 'Please choose approve, decline or account issue',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 1000 characters',
  colorInvalid: 'Colour must be a hex colour like #10B981',
  notificationTypeInvalid: 'Type must be a short lowercase word such as info, success, warning or error',
  adminLoanAmountInvalid: 'Amount must be more than 0 with at most 2 decimals',
  adminLoanTermInvalid: 'Term must be a whole number of months from 1 to 60',
  adminLoanRateInvalid: 'Interest rate must be from 0 to 100 with at most 2 decimals',
  withdrawalDecisionInvalid: 'Please choose approve or reject',
  userIdInvalid: 'Please choose a member',
  paymentAmountInvalid: 'Please enter an amount of more than PHP 0.00 with at most 2 decimals',
  channelInvalid: 'Please choose GCash, Maya, bank transfer or over-the-counter',
  channelReferenceRequired: 'Transaction reference is required',
  channelReferenceTooLong: 'Transaction reference must be at most 100 characters',
  receivedAtInvalid: 'Date received must be a date like 2026-11-22, or a date and time',
  receivedAtInFuture: 'Date received cannot be in the future',
  installmentInvalid: 'Please choose an installment',
  reasonRequired: 'Reason is required',
  startDateInvalid: 'Start date must be a date like 2026-11-22',
  startDateInFuture: 'Start date cannot be in the future',
  startDateTooOld: 'Start date can be at most 5 years ago',
  startDateOnlyOnApproval: 'A start date can only be given when approving',
  paymentReferenceRequired: 'Payment reference is required',
  paymentReferenceTooLong: 'Payment reference must be at most 40 characters',
  transactionIdRequired: 'Transaction id is required',
  transactionIdTooLong: 'Transaction id must be at most 100 characters',
  paidAtInvalid: 'Paid at must be a date like 2026-11-22, or a date and time',
} as const;

/** Why a loan application breaks the rules of SPEC section 9 (see validateLoanApplication). */
export const LOAN_RULE_MESSAGES = {
  amountOutOfRange: 'Loan amount must be between PHP 150,000.00 and PHP 5,000,000.00',
  amountStep: 'Loan amount must be in steps of PHP 50,000.00',
  termNotOffered: 'Term must be one of 6, 12, 18, 24, 36 or 48 months',
  premiumRateNotEligible: 'Interest rate 0.3% is available from PHP 500,000.00; choose 0.5%',
  rateStandardOnly: 'Interest rate must be 0.5% for amounts below PHP 500,000.00',
  rateNotOffered: 'Interest rate must be 0.5% or 0.3%',
} as const;

/** Messages the API sends in `{ message }`. */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  inactiveAccount: 'Your account is inactive. Please contact your loan officer.',
  emailTaken: 'An account with this email already exists',
  sessionRequired: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  pendingLoanExists: 'You already have a loan application in progress',
  verificationRequired: 'Please complete your identity verification before applying for a loan.',
  withdrawalPending: 'You already have a withdrawal in progress',
  insufficientBalance: 'Withdrawal amount exceeds your available balance',
  otpInvalid: 'Please input correct OTP code',
  otpExpired: 'This code has expired. Please request a new withdrawal code.',
  otpLocked: 'Too many wrong codes. Please request a new withdrawal code.',
  otpSetBySystem: 'Withdrawal codes are generated by the system and cannot be set by staff',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  mainAdminProtected: 'The main admin account cannot be changed or deleted',
  mainAdminOnly: 'Only the main admin can manage admin accounts',
  uploadTooLarge: 'File size must be less than 5 MB',
  uploadType: 'Please select a valid file type.',
  uploadUrlInvalid: 'This upload link is invalid or has expired',
  wrongCurrentPassword: 'Current password is incorrect',
  malformedJson: 'The request body is not valid JSON',
  nulCharacter: 'Text must not contain a NUL character (\\u0000)',
  bodyTooLarge: 'The request body is too large',
  validation: 'Please correct the highlighted fields',
  invalidContactNumber: 'Please enter a valid contact number',
  crossSiteRefused: 'This request came from another site and was refused',
  passwordUpdated: 'Password has been updated',
  // The notification a member gets when an admin sets their password (DEPARTURES 1).
  passwordResetTitle: 'Password Changed',
  passwordResetMessage:
    'An administrator has set a new password for your account. Please sign in again with the new password.',
  loanNotFound: 'Loan not found',
  loanDeleted: 'Loan deleted',
  loanDisbursedTermsLocked: 'The amount, term and rate of a loan that has been paid out cannot be changed: its installments are fixed',
  loanAccountFinal: 'This loan is closed or cancelled and can no longer be reviewed',
  withdrawalNotFound: 'Withdrawal not found',
  withdrawalDeleted: 'Withdrawal deleted',
  withdrawalCodeTitle: 'Withdrawal Code',
  noWithdrawalAwaitingCode: 'You have no withdrawal waiting for a code. Please start a new withdrawal.',
  withdrawalAmountMismatch: 'The amount does not match your withdrawal request',
  withdrawalNotVerified: 'This withdrawal has not been confirmed with its code yet',
  withdrawalAlreadyDecided: 'This withdrawal has already been decided',
  withdrawalCodeNotNeeded: 'This withdrawal does not need a new code',
  userNotFound: 'Member not found',
  userDeleted: 'User deleted',
  cannotManageSelf: 'You cannot manage your own account from the back office',
  adminNotFound: 'Admin not found',
  adminDeleted: 'Admin deleted',
  notificationSent: 'Notification sent',
  noDocumentsOfType: 'This member has no document of this type',
  // Issue 10: a deleted or inactive member's requests are closed with the account, and stay closed.
  cannotDecideOwn: 'You cannot decide a loan or withdrawal of your own account',
  staffCannotBorrow: 'Staff accounts cannot apply for loans or make withdrawals',
  memberDeletedFrozen: 'This member has been deleted; their loans and withdrawals can no longer be decided',
  memberInactiveFrozen: 'This member is inactive; reactivate the account before deciding its loans or withdrawals',
  accountClosedLoanTitle: 'Loan Declined',
  accountClosedLoanMessage: 'Your loan application was declined because your account is no longer active.',
  accountClosedWithdrawalTitle: 'Withdrawal Rejected',
  accountClosedWithdrawalMessage: 'Your withdrawal request was rejected because your account is no longer active. Your balance is unchanged.',
  documentDeleted: 'Document deleted',
  uploadEmpty: 'The file is empty. Please choose an image.',
  uploadInProgress: 'This upload link is already receiving a file',
  uploadBusy: 'The server is receiving many files right now. Please try again in a moment.',
  uploadTimedOut: 'The upload took too long. Please try again.',
  uploadDetailsRequired: "Please send the file's type and size to get an upload link.",
  uploadMissing: 'The file was not uploaded. Please upload it again.',
  // DEPARTURES 12: once verified, the borrower's details change through staff only.
  verifiedDetailsLocked:
    'Your identity verification is complete, so your details and ID documents can no longer be changed here. To change them, please contact your loan officer.',
  bankDetailsChangedTitle: 'Bank Details Changed',
  idDocumentsUpdatedTitle: 'ID Documents Updated',
  // Repayments (issue 12).
  loanNotRepayable: 'This loan has nothing to pay',
  paymentExceedsBalance: 'Payment amount exceeds your available balance',
  // The unmatched reasons of a settlement row, as the issue words them.
  invalidReference: 'invalid reference',
  unknownReference: 'unknown reference',
  duplicatePayment: 'already posted',
  callbackUnauthorized: 'Missing, invalid or expired signature',
  installmentNotFound: 'This loan has no such installment',
  noLateFeeToWaive: 'This installment has no unpaid late fee',
  paymentNotFound: 'Payment not found',
  loanNotDisbursed: 'This loan has not been paid out yet, so it has no statement.',
  loanNotClosed: 'This loan is not fully paid yet. Its certificate of full payment is issued once it is closed.',
  paymentAlreadyReversed: 'This payment has already been reversed',
  coolingOffOver: 'The 3-day cooling-off period of this loan has ended',
  coolingOffWithdrawal: 'This loan can no longer be cancelled: a withdrawal was requested after it was paid out',
  coolingOffPaid: 'This loan can no longer be cancelled: a payment has been made on it',
  settlementHeader: 'The first line must be the header reference,amount,paid_at,transaction_id,channel',
  settlementTooManyRows: 'A settlement file can have at most 10,000 rows',
  settlementUnclosedQuote: 'A quoted field is not closed',
  settlementStrayQuote: 'A quote may only open or close a whole field',
  settlementNotCsv: 'Send the settlement file as text/csv',
  unmatchedNotFound: 'Unmatched payment not found',
  unmatchedAlreadyAssigned: 'This payment has already been assigned to a loan',
  unmatchedNotAssignable: 'This row has no valid amount, date or channel to post; correct it in the file and import it again',
  // The notifications a member gets when staff decide a loan or a withdrawal.
  loanApprovedTitle: 'Loan Approved',
  loanApprovedMessage: 'Your loan has been approved and the amount credited to your wallet.',
  loanDeclinedTitle: 'Loan Declined',
  loanDeclinedMessage: 'Your loan application has been declined.',
  accountIssueTitle: 'Account Issue',
  accountIssueMessage: 'There is an issue with your account. Please contact your loan officer.',
  withdrawalApprovedTitle: 'Withdrawal Approved',
  withdrawalApprovedMessage: 'Your withdrawal has been approved and is on its way to your bank account.',
  withdrawalRejectedTitle: 'Withdrawal Rejected',
  withdrawalRejectedMessage: 'Your withdrawal request has been rejected. Your balance is unchanged.',
  // What the notification that carried a withdrawal code says once the code is spent.
  withdrawalCodeSpent: 'Your withdrawal code was used or has expired.',
} as const;

const NOT_ASKED = 'If you did not ask for this change, please contact your loan officer at once.';

/** How the refusal of a withdrawal during the hold after a change of bank account begins. */
export const WITHDRAWALS_HELD_OPENING = 'Your bank details were changed recently.';

/** Why a new withdrawal is refused while the hold after a change of bank account lasts (DEPARTURES 12). */
export function withdrawalsHeldMessage({ until }: { until: string }): string {
  return `${WITHDRAWALS_HELD_OPENING} For your security, withdrawals are on hold until ${formatDateTime(until)}. ${NOT_ASKED}`;
}

/**
 * Why an officer cannot approve a withdrawal while the hold after a change of
 * bank account lasts: the money would go to the new account before the
 * borrower could object (DEPARTURES 12).
 */
export function withdrawalApprovalHeldMessage({ until }: { until: string }): string {
  return `This member's bank account was changed recently: withdrawals are on hold until ${formatDateTime(until)}. Approve after the hold, once the member has had time to object, or reject the request.`;
}

export type BankDetailsChangedInput = { bankName: string | null; accountNumber: string | null; heldUntil: string | null };

/**
 * What the borrower is told, in the app and by SMS, when staff change their
 * bank account. Only the last 4 digits of the account appear (SPEC 3).
 */
export function bankDetailsChangedMessage({ bankName, accountNumber, heldUntil }: BankDetailsChangedInput): string {
  const ending = (accountNumber ?? '').replace(/\D/g, '').slice(-4);
  const account = [bankName, ending && `account ending ${ending}`].filter(Boolean).join(', ');
  const hold = heldUntil ? ` For your security, withdrawals are on hold until ${formatDateTime(heldUntil)}.` : '';
  return `Your loan officer changed your receiving bank account to ${account}.${hold} ${NOT_ASKED}`;
}

/** What the borrower is told when staff replace ID documents after verification (DEPARTURES 12). */
export function idDocumentsUpdatedMessage({ types }: { types: readonly DocumentType[] }): string {
  return `Your loan officer updated your ID documents: ${types.map((type) => DOCUMENT_LABELS[type]).join(', ')}. ${NOT_ASKED}`;
}

/** Issue 10: a balance edit based on a balance that has since changed is refused, naming the balance now. */
export function balanceChangedMessage({ balance }: { balance: number }): string {
  return `The wallet balance has changed since you opened it (it is now ${formatPhp(balance)}). Check the new balance and try again.`;
}

/** A start date sent with the approval of a loan already paid out (issue 12): its installments are fixed. */
export function startDateLockedMessage({ startDate }: { startDate: string }): string {
  return `This loan has already been paid out (start date ${startDate}); its start date can no longer change`;
}

/** A payment above the payoff is refused with the figure that closes the loan. */
export function abovePayoffMessage({ payoff }: { payoff: number }): string {
  return `The amount is more than what pays off this loan today (${formatPhp(payoff)})`;
}

/** A settlement row with the wrong number of fields. */
export function settlementFieldCountMessage({ found }: { found: number }): string {
  return `Expected 5 fields, found ${found}`;
}

export type WithdrawalCodeMessageInput = { code: string; amount: number; minutes: number };

/**
 * The text that carries a withdrawal code, in the app and by SMS. It warns
 * against sharing because staff never need the code (DEPARTURES 2).
 */
export function withdrawalCodeMessage({ code, amount, minutes }: WithdrawalCodeMessageInput): string {
  return `Your withdrawal code is ${code} for ${formatPhp(amount)}. It expires in ${minutes} minutes. Never share this code with anyone, including our staff.`;
}
