import { describe, expect, it } from 'vitest';
import {
  DIALOGS,
  LABELS,
  LOAN_RULE_MESSAGES,
  NOTICES,
  ROLE_LABELS,
  SERVER_MESSAGES,
  STEP_TITLES,
  VALIDATION_MESSAGES,
  balanceChangedMessage,
  fileTooLargeMessage,
  stepLabel,
  uploadFailedTitle,
  bankDetailsChangedMessage,
  idDocumentsUpdatedMessage,
  withdrawalCodeMessage,
  withdrawalsHeldMessage,
} from '.';

// Every expected text below is copied from SPEC.md or DEPARTURES.md.
describe('notices of SPEC sections 5, 7 and 8', () => {
  it('has the borrower failures', () => {
    expect(NOTICES.loginFailed).toEqual({ title: 'Login Failed', message: 'Invalid email or password' });
    expect(NOTICES.registrationFailed).toEqual({ title: 'Registration Failed', message: 'Registration failed. Please try again.' });
    expect(NOTICES.missingDocuments).toEqual({ title: 'Missing Documents', message: 'Please upload all required documents.' });
    expect(NOTICES.invalidFileType).toEqual({ title: 'Invalid File Type', message: 'Please select a valid file type.' });
    expect(NOTICES.agreementRequired).toEqual({
      title: 'Agreement Required',
      message: 'Please agree to the User Agreement & Conditions to proceed.',
    });
    expect(NOTICES.verificationRequired).toEqual({
      title: 'Verification Required',
      message: 'Please complete your identity verification before applying for a loan.',
    });
    expect(NOTICES.invalidAmount).toEqual({ title: 'Invalid Amount', message: 'Please enter a valid withdrawal amount.' });
    expect(NOTICES.invalidOtp).toEqual({ title: 'Invalid OTP', message: 'Please enter the complete 6-digit OTP.' });
    expect(NOTICES.invalidOtpCode).toEqual({ title: 'Invalid OTP', message: 'Please input correct OTP code' });
    expect(NOTICES.applicationFailed).toEqual({
      title: 'Application Failed',
      message: 'Failed to submit loan application. Please try again.',
    });
    expect(NOTICES.withdrawalFailed).toEqual({ title: 'Withdrawal Failed', message: 'Failed to create withdrawal request.' });
    expect(NOTICES.withdrawalNotAvailable.title).toBe('Withdrawal Not Available');
    expect(NOTICES.changePasswordFailed).toEqual({ title: 'Error', message: 'Failed to change password. Please try again.' });
  });

  it('fills the size into File Too Large', () => {
    expect(NOTICES.fileTooLarge.title).toBe('File Too Large');
    expect(fileTooLargeMessage('5 MB')).toBe('File size must be less than 5 MB');
    expect(uploadFailedTitle('front_id')).toBe('Failed to upload front_id');
  });

  it('has the admin failures', () => {
    expect(NOTICES.adminLoginFailed).toEqual({ title: 'Login Failed', message: 'Invalid admin credentials.' });
    expect(NOTICES.loanOperationFailed).toEqual({
      title: 'Operation Failed',
      message: 'Failed to process loan request. Please try again.',
    });
    expect(
      [
        NOTICES.deleteUserFailed,
        NOTICES.updateMemberFailed,
        NOTICES.addAdminFailed,
        NOTICES.deleteAdminFailed,
        NOTICES.updatePasswordFailed,
        NOTICES.updateLoanFailed,
        NOTICES.updateWalletBalanceFailed,
        NOTICES.updateCreditScoreFailed,
        NOTICES.documentDeleteFailed,
        NOTICES.documentDeleteError,
        NOTICES.documentUploadFailed,
        NOTICES.userPasswordUpdateFailed,
        NOTICES.sendNotificationFailed,
      ].map((notice) => notice.title),
    ).toEqual([
      'Failed to delete user',
      'Failed to update member',
      'Failed to add admin',
      'Failed to delete admin',
      'Failed to update password',
      'Failed to update loan',
      'Failed to update wallet balance',
      'Failed to update credit score',
      'Delete Failed',
      'Delete Error',
      'Upload Failed',
      'Update Failed',
      'Failed to send notification',
    ]);
  });

  it('has the success and live notices', () => {
    expect(NOTICES.welcomeBack).toEqual({ title: 'Welcome back!', message: 'You have been successfully logged in.' });
    expect(NOTICES.registrationSuccessful).toEqual({
      title: 'Registration Successful!',
      message: 'Your account has been created. Complete your identity verification.',
    });
    expect(NOTICES.loggedOut).toEqual({ title: 'Logged Out', message: 'You have been successfully logged out.' });
    expect(NOTICES.verificationComplete).toEqual({
      title: 'Verification Complete!',
      message: 'Your identity verification has been completed successfully.',
    });
    expect(NOTICES.requestSubmitted).toEqual({ title: 'Request Submitted', message: 'Please wait for your OTP-code notification' });
    expect(NOTICES.accountUpdated).toEqual({
      title: 'Account Updated',
      message: 'Your loan information has been updated by an administrator.',
    });
    const processed = 'The loan action has been processed successfully and borrower has been notified.';
    expect(NOTICES.loanApproved).toEqual({ title: 'Loan Approved', message: processed });
    expect(NOTICES.loanDeclined).toEqual({ title: 'Loan Declined', message: processed });
    expect(NOTICES.accountIssueReported).toEqual({ title: 'Account Issue Reported', message: processed });
    expect(NOTICES.withdrawalUpdated.title).toBe('Withdrawal updated successfully - all data synchronized');
    expect(NOTICES.documentUploaded.title).toBe('Document Uploaded');
    expect(NOTICES.documentDeleted.title).toBe('Document Deleted');
  });
});

describe('dialogs and labels', () => {
  it('has the dialog texts', () => {
    expect(DIALOGS.registeredSuccessfully).toEqual({ title: 'REGISTERED SUCCESSFULLY', message: 'Proceed to verification' });
    expect(DIALOGS.loanSubmitted.title).toBe('Success! You have submitted your loan request successfully');
    expect(DIALOGS.invalidOtp).toEqual({ title: 'Invalid OTP', message: 'Please input correct OTP code' });
    expect(DIALOGS.loanAgreement.title).toBe('INSTALLMENT LOAN AGREEMENT');
    expect(DIALOGS.passwordHasBeenUpdated.title).toBe('Password has been updated');
    expect([DIALOGS.withdrawFunds.title, DIALOGS.enterOtp.title, DIALOGS.withdrawalSubmitted.title]).toEqual([
      'Withdraw Funds',
      'Enter OTP',
      'Withdrawal Submitted',
    ]);
  });

  it('has the screen texts', () => {
    expect(LABELS.signInSubtitle).toBe('Sign in to your account');
    expect(LABELS.pageNotFound).toBe('Page Not Found');
    expect(LABELS.applicationInProgress).toBe('Application in Progress');
    expect(LABELS.bankDetailsPrompt).toBe('Please enter your receiving bank details');
    expect(LABELS.adminSearchPlaceholder).toBe('Search by Name / Contact #');
    expect(LABELS.cannotDelete).toBe('Cannot Delete');
    expect(LABELS.startDateFallback).toBe('2 months after registration');
    expect([LABELS.stayLogin, LABELS.loginAgain]).toEqual(['Stay Login', 'Login Again']);
    expect(ROLE_LABELS).toEqual({ borrower: 'Borrower', admin: 'Admin', main_admin: 'Main admin' });
  });

  it('labels the verification steps', () => {
    expect(stepLabel(1)).toBe('Step 1 of 3');
    expect(stepLabel(3)).toBe('Step 3 of 3');
    expect(STEP_TITLES).toEqual(['Personal Details', 'ID Upload', 'Bank Information']);
  });
});

describe('validation, loan rule and server messages', () => {
  it('has the password texts of SPEC section 5 as changed by DEPARTURES 10', () => {
    expect(VALIDATION_MESSAGES.currentPasswordRequired).toBe('Current password is required');
    expect(VALIDATION_MESSAGES.newPasswordTooShort).toBe('New password must be at least 8 characters');
    expect(VALIDATION_MESSAGES.confirmNewPasswordRequired).toBe('Please confirm your new password');
    expect(VALIDATION_MESSAGES.passwordsDontMatch).toBe("Passwords don't match");
    expect(VALIDATION_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
  });

  it('has the loan rule texts', () => {
    expect(LOAN_RULE_MESSAGES.amountOutOfRange).toBe('Loan amount must be between PHP 150,000.00 and PHP 5,000,000.00');
    expect(LOAN_RULE_MESSAGES.amountStep).toBe('Loan amount must be in steps of PHP 50,000.00');
    expect(LOAN_RULE_MESSAGES.termNotOffered).toBe('Term must be one of 6, 12, 18, 24, 36 or 48 months');
    expect(LOAN_RULE_MESSAGES.premiumRateNotEligible).toBe('Interest rate 0.3% is available from PHP 500,000.00; choose 0.5%');
  });

  it('has the server texts the API answers with', () => {
    expect(SERVER_MESSAGES.invalidCredentials).toBe('Invalid email or password');
    expect(SERVER_MESSAGES.verificationRequired).toBe('Please complete your identity verification before applying for a loan.');
    expect(SERVER_MESSAGES.otpInvalid).toBe('Please input correct OTP code');
    expect(SERVER_MESSAGES.uploadTooLarge).toBe('File size must be less than 5 MB');
    expect(SERVER_MESSAGES.uploadType).toBe('Please select a valid file type.');
    expect(SERVER_MESSAGES.otpSetBySystem).toBe('Withdrawal codes are generated by the system and cannot be set by staff');
    expect(SERVER_MESSAGES.mainAdminProtected).toBe('The main admin account cannot be changed or deleted');
  });

  it('writes the withdrawal code message with the amount in pesos', () => {
    expect(withdrawalCodeMessage({ code: '042917', amount: 25_000.5, minutes: 10 })).toBe(
      'Your withdrawal code is 042917 for PHP 25,000.50. It expires in 10 minutes. Never share this code with anyone, including our staff.',
    );
  });

  it('tells of a staff change of bank account with the last 4 digits only, and the hold in Manila time (DEPARTURES 12)', () => {
    const notAsked = 'If you did not ask for this change, please contact your loan officer at once.';
    expect(bankDetailsChangedMessage({ bankName: 'BPI', accountNumber: '9876-5432 10', heldUntil: '2026-11-21T16:30:00.000Z' })).toBe(
      `Your loan officer changed your receiving bank account to BPI, account ending 3210. For your security, withdrawals are on hold until Nov 22, 2026, 12:30 AM. ${notAsked}`,
    );
    expect(bankDetailsChangedMessage({ bankName: 'BDO', accountNumber: null, heldUntil: null })).toBe(
      `Your loan officer changed your receiving bank account to BDO. ${notAsked}`,
    );
    expect(withdrawalsHeldMessage({ until: '2026-11-22T02:00:00.000Z' })).toBe(
      `Your bank details were changed recently. For your security, withdrawals are on hold until Nov 22, 2026, 10:00 AM. ${notAsked}`,
    );
    expect(idDocumentsUpdatedMessage({ types: ['back_id', 'selfie_with_id'] })).toBe(
      `Your loan officer updated your ID documents: Back of ID, Selfie with ID. ${notAsked}`,
    );
  });

  it('names the balance as it is now when a balance edit started from an older one', () => {
    expect(balanceChangedMessage({ balance: 400_000 })).toBe(
      'The wallet balance has changed since you opened it (it is now PHP 400,000.00). Check the new balance and try again.',
    );
  });
});
