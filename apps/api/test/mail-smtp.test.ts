import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  captureMailLog,
  closedSmtpUrl,
  startSmtpServer,
  type TestSmtpServer,
} from '@quire/test-utils/smtp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/mail/create-mailer';
import { MailQueue } from '../src/mail/mail-queue';
import { MemoryMailer, OutboxMailer } from '../src/mail/mailer';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { closeRunners, type JobsDatabase, openJobsDatabase, startRunner } from './jobs-fixtures';

const FROM = 'Journal of Tests <no-reply@journal.test>';
const MAIL = {
  to: 'ada@example.org',
  subject: 'Accepted: “On Engines” — Journal of Tests',
  text: 'Dear Ada Lovelace,\n\nWe are pleased to accept your submission.\n',
  html: '<p>Dear Ada Lovelace,</p><p>We are pleased to accept your submission.</p>',
};
/** Short pauses so a test sees all three attempts in well under a second. */
const FAST = { retryDelaysMs: [20, 40] };

const servers: TestSmtpServer[] = [];
const queues: MailQueue[] = [];
let database: JobsDatabase;

beforeAll(async () => {
  database = await openJobsDatabase();
});

afterAll(async () => {
  await database.close();
});

async function smtpServer(options?: { refuseRecipients?: boolean }) {
  const server = await startSmtpServer(options);
  servers.push(server);
  return server;
}

function queueFor(url: string, options = FAST) {
  const capture = captureMailLog();
  const runner = startRunner(database.db);
  const queue = new MailQueue(database.db, runner, new SmtpMailer(url, FROM), capture.log, options);
  queues.push(queue);
  return { queue, lines: capture.lines };
}

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.close()));
  await closeRunners();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('createMailer', () => {
  it('sends through SMTP when SMTP_URL is set, else writes the outbox', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' });
    expect(createMailer(config)).toBeInstanceOf(SmtpMailer);
    expect(createMailer(loadConfig({}))).toBeInstanceOf(OutboxMailer);
  });

  it('keeps mail in memory when the data dir is memory:// (no folder named "memory:")', () => {
    const config = { ...loadConfig({}), dataDir: 'memory://' };
    expect(createMailer(config)).toBeInstanceOf(MemoryMailer);
  });
});

describe('OutboxMailer', () => {
  it('leaves only whole mails in the outbox, one JSON file each', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quire-outbox-'));
    const mailer = new OutboxMailer(dir, () => {});
    await Promise.all([mailer.send(MAIL), mailer.send({ ...MAIL, to: 'bob@example.org' })]);
    const names = await readdir(dir);
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith('.json'))).toBe(true);
    const mails = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ada@example.org', 'bob@example.org']);
    expect(mails[0]).toMatchObject({ subject: MAIL.subject, text: MAIL.text });
    await rm(dir, { recursive: true, force: true });
  });
});

describe('SmtpMailer through a real SMTP server', () => {
  it('delivers text and HTML from MAIL_FROM to the recipient, authenticating with the URL', async () => {
    const server = await smtpServer();
    const mailer = new SmtpMailer(server.url, FROM);
    await mailer.send({ ...MAIL, replyTo: 'editor@journal.test' });
    mailer.close();
    const [mail] = await server.waitForMail(1);
    expect(mail).toMatchObject({
      envelopeFrom: 'no-reply@journal.test',
      recipients: ['ada@example.org'],
      from: FROM.replace('Journal of Tests', '"Journal of Tests"'),
      to: 'ada@example.org',
      subject: MAIL.subject,
      replyTo: 'editor@journal.test',
    });
    expect(mail?.text.trim()).toBe(MAIL.text.trim());
    expect(mail?.html).toContain('We are pleased to accept your submission.');
  });

  it('rejects with the server’s answer when the recipient is refused', async () => {
    const server = await smtpServer({ refuseRecipients: true });
    const mailer = new SmtpMailer(server.url, FROM);
    await expect(mailer.send(MAIL)).rejects.toThrow(/550 5\.1\.1 No such user here/);
    mailer.close();
  });
});

describe('MailQueue over SMTP', () => {
  it('stores the mail, delivers it from the job queue and logs each delivery', async () => {
    const server = await smtpServer();
    const { queue, lines } = queueFor(server.url);
    await queue.enqueue(MAIL);
    await queue.enqueue({ ...MAIL, to: 'charles@example.org' });
    await queue.idle();
    expect(await queue.depth()).toBe(0);
    expect(server.received.map((mail) => mail.recipients).sort()).toEqual([
      ['ada@example.org'],
      ['charles@example.org'],
    ]);
    // Each mail has a Message-ID of its own, given when it was queued (kept on a retry).
    const ids = server.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => /^<[0-9a-f-]{36}@quire\.invalid>$/.test(id ?? ''))).toBe(true);
    expect(queue.stats).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(lines.filter((line) => line.level === 'info')).toHaveLength(2);
  });

  it('tries a refused mail three times, warns with the reason, then logs an error', async () => {
    const server = await smtpServer({ refuseRecipients: true });
    const { queue, lines } = queueFor(server.url);
    await queue.enqueue(MAIL);
    await queue.idle();
    expect(server.recipientAttempts).toBe(3);
    expect(server.received).toEqual([]);
    expect(queue.stats).toEqual({ sent: 0, retried: 2, failed: 1 });
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'error']);
    expect(lines[0]?.message).toMatch(/attempt 1 of 3.*550 5\.1\.1 No such user here/);
    expect(lines[2]?.details).toMatchObject({
      mail: { to: MAIL.to, subject: MAIL.subject },
      attempts: 3,
      reason: expect.stringMatching(/550/),
    });
  });

  it('retries when the server is down and logs the connection failure', async () => {
    const { queue, lines } = queueFor(await closedSmtpUrl());
    await queue.enqueue(MAIL);
    await queue.idle();
    expect(queue.stats).toEqual({ sent: 0, retried: 2, failed: 1 });
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'error']);
    expect(lines[2]?.message).toMatch(/ECONNREFUSED/);
  });

  it('delivers on a later attempt once the server is back', async () => {
    const url = await closedSmtpUrl();
    const port = Number(new URL(url).port);
    const { queue, lines } = queueFor(url, { retryDelaysMs: [300, 300] });
    await queue.enqueue(MAIL);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    // The server comes up on the same port during the back-off.
    const server = await startSmtpServer({ port });
    servers.push(server);
    await queue.idle();
    expect(server.received.map((mail) => mail.subject)).toEqual([MAIL.subject]);
    expect(queue.stats).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
  });
});
