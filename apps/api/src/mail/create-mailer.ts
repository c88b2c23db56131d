import path from 'node:path';
import type { Config } from '../config';
import { type Mailer, MemoryMailer, OutboxMailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/**
 * The configured transport: SMTP when `SMTP_URL` is set, else the outbox folder of the data dir
 * (kept in memory, like the database, when the data dir is `memory://`).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.dataDir.startsWith('memory://')) return new MemoryMailer();
  return new OutboxMailer(path.join(config.dataDir, 'outbox'));
}
