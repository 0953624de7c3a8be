import type { Logger } from 'pino';

export interface MessageSender {
  sendSms(args: { to: string; text: string }): Promise<void>;
}

/** Keeps the country code and the last 3 digits, enough to tell numbers apart. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '***';
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;
}

// The default sender of DEPARTURES.md 2: no SMS gateway is configured, so the
// message goes to the server log's "sms-outbox" channel, where an operator
// (or a developer following the README) can read it.
export function createLogSender({ logger }: { logger: Logger }): MessageSender {
  const outbox = logger.child({ channel: 'sms-outbox' });
  return {
    async sendSms({ to, text }) {
      outbox.info({ to: maskPhone(to), text }, 'sms');
    },
  };
}
