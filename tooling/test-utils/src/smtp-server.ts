import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { freePort } from './free-port';

/** A mail as a real SMTP server received it: envelope and parsed message. */
export interface ReceivedMail {
  /** MAIL FROM of the envelope. */
  envelopeFrom: string;
  /** RCPT TO of the envelope. */
  recipients: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  /** The `Message-ID` header, as sent (`<…@…>`), or null without one. */
  messageId: string | null;
}

/** A real SMTP server on a loopback port, recording what it is sent. */
export interface TestSmtpServer {
  /** `smtp://quire:secret@127.0.0.1:<port>` — the credentials are checked. */
  url: string;
  received: ReceivedMail[];
  /** RCPT TO commands answered (refused ones too): how many attempts reached the server. */
  recipientAttempts: number;
  /** Resolves with the received mails once at least `count` have arrived. */
  waitForMail(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** Credentials the server accepts, so the tests prove AUTH from `SMTP_URL` works. */
const USER = 'quire';
const PASSWORD = 'secret';

function addressesOf(value: { text: string } | { text: string }[] | undefined): string {
  if (!value) return '';
  return Array.isArray(value) ? value.map((entry) => entry.text).join(', ') : value.text;
}

async function parse(stream: SMTPServerDataStream) {
  const mail = await simpleParser(stream);
  return {
    from: addressesOf(mail.from),
    to: addressesOf(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
    replyTo: mail.replyTo ? addressesOf(mail.replyTo) : null,
    messageId: mail.messageId ?? null,
  };
}

/**
 * Starts an SMTP server (npm `smtp-server`, plain SMTP without STARTTLS, AUTH required) on a free
 * loopback port, or on `port`. With `refuseRecipients` every RCPT TO is answered `550 5.1.1 No such user here`,
 * as a server refusing the address would.
 */
export async function startSmtpServer(
  options: { refuseRecipients?: boolean; port?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { recipientAttempts: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      state.recipientAttempts += 1;
      if (options.refuseRecipients) {
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      parse(stream)
        .then((mail) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            recipients: session.envelope.rcptTo.map((entry) => entry.address),
            ...mail,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    get recipientAttempts() {
      return state.recipientAttempts;
    },
    async waitForMail(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails, the SMTP server received ${received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP URL on a loopback port nothing listens on: a server that is down. */
export async function closedSmtpUrl(): Promise<string> {
  return `smtp://${USER}:${PASSWORD}@127.0.0.1:${await freePort()}`;
}

/** Captures what a `MailQueue` logs, by level. */
export function captureMailLog() {
  const lines: { level: 'info' | 'warn' | 'error'; details: object; message: string }[] = [];
  const at =
    (level: 'info' | 'warn' | 'error') =>
    (details: object, message: string): void => {
      lines.push({ level, details, message });
    };
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}
