import { params } from '@nanostores/i18n';

/* ACCOUNT's Messages card and the email link's page (issue 29). */
export const MESSAGE_CHANNEL_TEXTS = {
  title: 'Messages',
  intro: 'Where your reminders, receipts and notices reach you. Withdrawal codes go to every channel you have confirmed.',
  groupLabel: 'Send my messages by',
  sms: 'SMS',
  email: 'Email',
  both: 'SMS and email',
  emailConfirmed: params('Your email {email} is confirmed.'),
  emailUnconfirmed: params('Your email {email} is not confirmed yet: until it is, your messages go by SMS.'),
  sendLink: 'SEND CONFIRMATION LINK',
  linkSent: 'We sent a link to your email. Open it within 24 hours to confirm the address.',
  saveFailed: 'Your choice was not saved. Please try again.',
  pageTitle: 'Confirm your email',
  pageIntro: 'Confirm this address so your messages and withdrawal codes can reach you by email.',
  confirm: 'CONFIRM MY EMAIL',
  confirmed: 'Your email address is confirmed.',
  toApp: 'GO TO THE APP',
} as const;
