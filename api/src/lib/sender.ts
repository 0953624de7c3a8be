import { appendFile, chmod } from 'node:fs/promises';

export interface MessageSender {
  /** `purpose`: why the outbox sends it (issue 29): a MessagePurpose such as `code`. */
  sendSms(args: { to: string; text: string; purpose?: string }): Promise<void>;
}

/** Keeps the country code and the last 3 digits, enough to tell numbers apart. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '***';
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;
}

// The default sender of DEPARTURES.md 2 when no SMS gateway is configured: a
// development stand-in that appends each message as one JSON line to a file
// only the server's user can read (decision 007). The application log never
// sees the text, so it never holds a withdrawal code.
export function createOutboxFileSender({ file, now = () => new Date() }: { file: string; now?: () => Date }): MessageSender {
  return {
    async sendSms({ to, text }) {
      const line = `${JSON.stringify({ at: now().toISOString(), to: maskPhone(to), text })}\n`;
      await appendFile(file, line, { mode: 0o600 });
      // appendFile applies the mode only when it creates the file.
      await chmod(file, 0o600);
    },
  };
}
