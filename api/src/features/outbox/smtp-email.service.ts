import nodemailer, { type Transporter } from 'nodemailer';
import type { SendOutcome } from './providers.service';

type EmailSettings = { url: string; from: string; timeoutMs?: number };

/** An SMTP server that has not answered by then is treated as down: the message is retried later. */
const SMTP_TIMEOUT_MS = 10_000;

// One transport per worker (per settings): nodemailer keeps no connection between sends without a pool.
const transports = new WeakMap<EmailSettings, Transporter>();

function transportFor(settings: EmailSettings): Transporter {
  let transport = transports.get(settings);
  if (!transport) {
    const timeout = settings.timeoutMs ?? SMTP_TIMEOUT_MS;
    transport = nodemailer.createTransport({ url: settings.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    transports.set(settings, transport);
  }
  return transport;
}

type SmtpError = Error & { responseCode?: number; response?: string; code?: string };

/**
 * One email through the SMTP server of SMTP_URL (decision 042). SMTP's own
 * reply codes decide: 5xx is permanent (RFC 5321: do not repeat the same
 * request), 4xx and anything before a reply (refused connection, timeout) is
 * worth another try.
 */
export async function sendByEmail(settings: EmailSettings, message: { destination: string; subject: string | null; body: string; html: string | null }): Promise<SendOutcome> {
  const provider = 'smtp';
  try {
    const info = (await transportFor(settings).sendMail({
      from: settings.from,
      to: message.destination,
      subject: message.subject ?? '',
      text: message.body,
      ...(message.html === null ? {} : { html: message.html }),
    })) as { messageId?: string };
    return { kind: 'sent', provider, providerMessageId: info.messageId ?? null };
  } catch (error) {
    const failure = error as SmtpError;
    // Which of nodemailer's timers ran out first (connection, greeting, socket) depends on timing: one reason for all.
    if (failure.code === 'ETIMEDOUT') return { kind: 'retry', provider, reason: `SMTP: no answer within ${(settings.timeoutMs ?? SMTP_TIMEOUT_MS) / 1000} s` };
    const reply = failure.response ?? failure.message;
    if (typeof failure.responseCode === 'number' && failure.responseCode >= 500) return { kind: 'refused', provider, reason: `the SMTP server refused it: ${reply}` };
    return { kind: 'retry', provider, reason: `SMTP: ${reply}` };
  }
}
