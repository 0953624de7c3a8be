import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * A local SMTP server (the smtp-server package, RFC 5321) on 127.0.0.1 and a
 * random port, with password login: it records each message that arrived and
 * answers as told: accepted, a permanent 550 for the recipient, a temporary
 * 451, or no greeting at all (slow).
 */

type SmtpMode = 'ok' | 'no-such-mailbox' | 'busy' | 'slow';

interface ReceivedEmail {
  user: string | undefined;
  password: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
  /** The Subject header as written (ASCII subjects only: no encoded words are decoded). */
  subject: string;
  /** The text/plain and text/html parts, their transfer encoding undone ('' when absent). */
  text: string;
  html: string;
}

/** Quoted-printable (RFC 2045) or base64 bytes back to UTF-8 text. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** One part of a MIME message by its content type, read here independently of the mailer that wrote it. */
function mimePart(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return '';
  const headersEnd = raw.indexOf('\r\n\r\n', start);
  const encoding = /Content-Transfer-Encoding: *(\S+)/i.exec(raw.slice(start, headersEnd))?.[1]?.toLowerCase() ?? '7bit';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const end = boundary ? raw.indexOf(`\r\n--${boundary}`, headersEnd) : -1;
  return decodeBody(raw.slice(headersEnd + 4, end < 0 ? undefined : end), encoding).replace(/\r\n/g, '\n');
}

export interface SmtpStandIn {
  port: number;
  received: ReceivedEmail[];
  mode: SmtpMode;
  close(): Promise<void>;
}

export async function startSmtpStandIn(port = 0): Promise<SmtpStandIn> {
  const logins = new Map<string, { user: string; password: string | undefined }>();
  const standIn: SmtpStandIn = { port: 0, received: [], mode: 'ok', close: async () => undefined };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      // Slow: the greeting never comes, the client's timeout decides.
      if (standIn.mode !== 'slow') callback();
    },
    onAuth(auth, session, callback) {
      logins.set(session.id, { user: auth.username ?? '', password: auth.password ?? undefined });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (standIn.mode === 'no-such-mailbox') return callback(Object.assign(new Error('5.1.1 <' + address.address + '>: Recipient address rejected: User unknown'), { responseCode: 550 }));
      if (standIn.mode === 'busy') return callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const login = logins.get(session.id);
        const raw = Buffer.concat(chunks).toString('utf8');
        standIn.received.push({
          user: login?.user,
          password: login?.password,
          from: session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trimEnd() ?? '',
          text: mimePart(raw, 'text/plain'),
          html: mimePart(raw, 'text/html'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.port = (server.server.address() as AddressInfo).port;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
