import type { Notice } from '@app/domain/messages';

// SPEC leaves the errors of the verification, document and bank calls open;
// the borrower gets the server's words, or this.
export const SAVE_FAILED = {
  title: 'Could not save',
  message: 'Your details were not saved. Please check your connection and try again.',
} as const satisfies Notice;
