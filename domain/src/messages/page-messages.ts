// The pages shown when a screen is missing or could not load, and the update prompt (issue 15).

/** The pages every visit may meet (the root route's): in a module of their own: the sign-in screen downloads them, and with them only them (decision 020). */
export const PAGE_TEXTS = {
  newVersion: 'A new version is available.',
  later: 'Later',
  reload: 'Reload',
  pageMissing: 'The page you are looking for does not exist or has been moved.',
  goToSignIn: 'Go to the sign-in page',
  serverUnreachable: 'We could not reach the server',
  somethingWentWrong: 'Something went wrong',
  checkConnection: 'Please check your internet connection and try again.',
  tryAgainOrCall: 'Please try again. If it keeps happening, call our hotline.',
  tryAgain: 'Try again',
} as const;
