import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * Time limits of one delivery attempt. nodemailer's defaults (2 minutes to connect, 10 of
 * silence) would keep a mail, and shutdown, waiting far longer than a retry later would.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Sends each message through the SMTP server of `smtpUrl` (`smtp://user:pass@host:587`,
 * `smtps://…:465`), from `from`. A failure rejects `send` with nodemailer's error, whose message
 * carries the server's answer (e.g. `550 5.1.1 No such user`); retrying is the queue's business.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.messageId ? { messageId: message.messageId } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
