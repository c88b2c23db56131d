import path from 'node:path';
import type { Config } from '../config';
import { type Mailer, OutboxMailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** The configured transport: SMTP when `SMTP_URL` is set, else the outbox folder of the data dir. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(path.join(config.dataDir, 'outbox'));
}
