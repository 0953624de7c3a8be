import { appendFile, chmod } from 'node:fs/promises';
import type { Logger } from 'pino';

export interface MessageSender {
  /** `purpose`: why the outbox sends it (issue 29); absent on a direct send, which only a code still uses. */
  sendSms(args: { to: string; text: string; purpose?: string }): Promise<void>;
}

/**
 * Sends a text to a member's number, if they have one. Every SMS also goes
 * out as an in-app notification, so a failed send is logged, not fatal.
 */
export async function sendSmsQuietly(
  { sender, logger }: { sender: MessageSender; logger: Logger },
  { user, text }: { user: { id: number; contactNumber: string | null }; text: string },
): Promise<void> {
  if (!user.contactNumber) return;
  try {
    await sender.sendSms({ to: user.contactNumber, text });
  } catch (error) {
    logger.warn({ err: error, userId: user.id }, 'sms delivery failed');
  }
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
