import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A mail message: plain text, optionally with an HTML alternative of the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  /**
   * The `Message-ID` header (`<id@domain>`). The mail queue gives each queued mail one that stays
   * the same on every attempt, so a mail sent again after a crash can be recognised as the same.
   */
  messageId?: string | undefined;
}

/**
 * Sends mail: the embedded default writes it to an outbox folder, `SMTP_URL` sends it through an
 * SMTP server (see `createMailer`). `send` rejects when the mail could not be handed over.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections, if the transport holds any. */
  close?(): void;
}

/**
 * Writes each message as a JSON file into `outboxDir` (newest last by name) and logs it, so a
 * developer — or an end-to-end test — can read password-reset links without a mail server.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outboxDir: string,
    private readonly log: (line: string) => void = (line) => console.info(line),
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.outboxDir, { recursive: true });
    const file = path.join(this.outboxDir, `${Date.now()}-${randomUUID()}.json`);
    const record = { ...message, sentAt: new Date().toISOString() };
    // Written aside, then renamed: whoever reads the outbox sees a whole mail or none (a reader
    // caught a half-written one, and its JSON ended early).
    const partial = `${file}.partial`;
    await fs.writeFile(partial, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    await fs.rename(partial, file);
    this.log(`[mail] to=${message.to} subject=${JSON.stringify(message.subject)} file=${file}`);
  }
}

/** Keeps messages in memory; tests read `sent`. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}
