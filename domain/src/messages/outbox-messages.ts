/* The back office's view of the messages sent to members (issue 29): a member's history, and MESSAGES, what failed or waits. */

export const STAFF_MESSAGE_TEXTS = {
  historyTitle: 'Messages',
  historyEmpty: 'No messages have been sent to this member.',
  historyUnavailable: 'The messages could not be loaded.',
  tableLabel: 'Messages to the member',
  attentionTableLabel: 'Messages needing attention',
  section: 'MESSAGES',
  attentionIntro: 'Messages that failed in the last 7 days, and messages still waiting after a provider failed them or 15 minutes past due. Many at once usually mean the SMS or email provider is down.',
  attentionNone: 'Every message went out: nothing failed or is waiting.',
  when: 'When',
  member: 'Member',
  channel: 'Channel',
  to: 'To',
  purpose: 'Purpose',
  state: 'State',
  provider: 'Provider and its id',
  tries: 'Tries',
  lastError: 'Last error',
  text: 'Text',
  codeBlanked: 'A code is never shown',
} as const;

/** "3 failed, 5 waiting to be retried". */
export function attentionSummary({ failed, retrying }: { failed: number; retrying: number }): string {
  return `${failed} failed, ${retrying} waiting to be retried`;
}

export const MESSAGE_CHANNEL_LABELS: Readonly<Record<string, string>> = { sms: 'SMS', email: 'Email' };

export const MESSAGE_PURPOSE_LABELS: Readonly<Record<string, string>> = {
  code: 'Code',
  reminder: 'Reminder',
  receipt: 'Receipt',
  notice: 'Notice',
  email_verification: 'Email confirmation link',
};

export const MESSAGE_STATE_LABELS: Readonly<Record<string, string>> = {
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};
