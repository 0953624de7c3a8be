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
        standIn.received.push({
          user: login?.user,
          password: login?.password,
          from: session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
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
