/**
 * The second factor (issue 27 item 4, DEPARTURES 17, decision 032): the API's
 * answers and the code step of the sign-in cards and the ACCOUNT card, in a
 * module of their own so /login downloads only these beside its own.
 */
export const MFA_MESSAGES = {
  required: 'Enter the code from your authenticator app to finish signing in.',
  invalidCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.',
  tooManyCodes: 'Too many wrong codes. Please wait an hour and try again.',
  codeUsed: 'That code has already been used. Wait for the next code in your authenticator app.',
  nothingToConfirm: 'There is no authenticator app waiting to be confirmed. Start again.',
  notPending: 'This session does not need a code.',
  alreadyOn: 'The authenticator app is already turned on for this account.',
  notOn: 'The authenticator app is not turned on for this account.',
  staffAlwaysOn: 'Staff accounts always sign in with an authenticator app.',
  resetDone: 'The second factor has been reset: the admin sets it up again at the next sign-in.',
  notStaff: 'Only an admin account has a second factor to reset here.',
} as const;

export const MFA_TEXTS = {
  enrolTitle: 'Set up your authenticator app',
  enrolIntro: 'Scan this QR code with an authenticator app (such as Google Authenticator or Microsoft Authenticator), then enter the 6-digit code it shows.',
  secretLabel: 'Or type this key in the app',
  qrLabel: 'QR code of your authenticator key',
  verifyTitle: 'Two-step verification',
  verifyIntro: 'Enter the 6-digit code from your authenticator app.',
  recoveryIntro: 'Enter one of the recovery codes you saved. Each works once.',
  codeLabel: '6-digit code',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code',
  useApp: 'Use the authenticator app',
  verify: 'Verify',
  codeRequired: 'Enter the code',
  codeFormat: 'The code is 6 digits',
  codeCharacters: 'Enter the code as shown: digits, letters and dashes only',
  recoveryTitle: 'Save your recovery codes',
  recoverySave: 'Each code signs you in once if you lose your phone. They are shown only now: copy or print them and keep them somewhere safe.',
  recoveryDone: 'I saved my recovery codes',
  accountTitle: 'Two-step sign-in',
  accountOff: 'Off. Turn it on to be asked for a code from an authenticator app each time you sign in.',
  accountOn: 'On. Signing in asks for a code from your authenticator app.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  turnOffIntro: 'Enter a code from your authenticator app, or a recovery code, to turn it off.',
  turnOffLabel: 'Code or recovery code',
  cancel: 'Cancel',
  turnedOn: 'The authenticator app is on.',
  turnedOff: 'The authenticator app is off.',
  resetButton: 'Reset 2FA',
  resetConfirm: 'Reset the second factor of this admin? They set up their authenticator app again at their next sign-in.',
} as const;
