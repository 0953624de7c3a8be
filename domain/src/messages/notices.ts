import type { Notice } from './messages';
import { SIGN_IN_NOTICES } from './sign-in-messages';

// Split from the screen texts so a page downloads only the texts it shows (decision 020).

/** Notices (toasts). Destructive unless the key sits under the success block. */
export const NOTICES = {
  loginFailed: SIGN_IN_NOTICES.loginFailed,
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
  welcomeBack: SIGN_IN_NOTICES.welcomeBack,
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
