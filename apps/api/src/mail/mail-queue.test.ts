import { describe, expect, it, vi } from 'vitest';
import { type MailLog, MailQueue } from './mail-queue';
import type { Mailer, MailMessage } from './mailer';

const MAIL: MailMessage = { to: 'ada@example.org', subject: 'Accepted', text: 'Dear Ada' };

/** A transport whose every send is a promise the test settles by hand. */
function manualTransport() {
  const calls: { message: MailMessage; resolve: () => void; reject: (error: Error) => void }[] = [];
  const mailer: Mailer = {
    send: (message) =>
      new Promise<void>((resolve, reject) => calls.push({ message, resolve, reject })),
  };
  return { mailer, calls };
}

function capture() {
  const lines: { level: string; message: string }[] = [];
  const log: MailLog = {
    info: (_details, message) => lines.push({ level: 'info', message }),
    warn: (_details, message) => lines.push({ level: 'warn', message }),
    error: (_details, message) => lines.push({ level: 'error', message }),
  };
  return { lines, log };
}

describe('MailQueue', () => {
  it('hands at most `concurrency` mails to the transport at once', async () => {
    const { mailer, calls } = manualTransport();
    const queue = new MailQueue(mailer, capture().log, { concurrency: 2 });
    for (const to of ['a@x.test', 'b@x.test', 'c@x.test']) queue.enqueue({ ...MAIL, to });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(queue.depth).toBe(3);
    calls[0]?.resolve();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    calls[1]?.resolve();
    calls[2]?.resolve();
    await queue.idle();
    expect(queue.stats).toEqual({ sent: 3, retried: 0, failed: 0 });
  });

  it('on close, gives a mail waiting out its back-off its last attempt at once', async () => {
    const { mailer, calls } = manualTransport();
    const { lines, log } = capture();
    const queue = new MailQueue(mailer, log, { retryDelaysMs: [60_000, 60_000] });
    queue.enqueue(MAIL);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject(new Error('421 try again later'));
    await vi.waitFor(() => expect(lines.map((line) => line.level)).toEqual(['warn']));
    const closed = queue.close();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.resolve();
    await closed;
    expect(queue.stats).toEqual({ sent: 1, retried: 1, failed: 0 });
  });

  it('on close, a failure is final: logged as an error, not retried', async () => {
    const { mailer, calls } = manualTransport();
    const { lines, log } = capture();
    const queue = new MailQueue(mailer, log, { retryDelaysMs: [10, 10] });
    queue.enqueue(MAIL);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const closed = queue.close();
    calls[0]?.reject(new Error('connection reset'));
    await closed;
    expect(calls).toHaveLength(1);
    expect(lines).toEqual([
      { level: 'error', message: 'mail not delivered (attempts made: 1): connection reset' },
    ]);
  });

  it('logs as an error every mail still unsent when the close timeout passes', async () => {
    const { mailer, calls } = manualTransport();
    const { lines, log } = capture();
    const queue = new MailQueue(mailer, log, { concurrency: 1, closeTimeoutMs: 50 });
    queue.enqueue({ ...MAIL, subject: 'hanging' });
    queue.enqueue({ ...MAIL, subject: 'never started' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await queue.close();
    expect(queue.depth).toBe(0);
    expect(queue.stats.failed).toBe(2);
    expect(lines.map((line) => line.message)).toEqual([
      'mail not delivered (attempts made: 0): the server was shutting down',
      'mail not delivered (attempts made: 1): the server shut down while it was being sent (it may have arrived)',
    ]);
    // A late answer for the abandoned send changes nothing.
    calls[0]?.resolve();
    // The transport is in memory: everything that answer sets off runs in promise reactions,
    // which all run before the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.stats).toEqual({ sent: 0, retried: 0, failed: 2 });
  });

  it('refuses, logging an error, mail queued after it closed', async () => {
    const { mailer } = manualTransport();
    const { lines, log } = capture();
    const queue = new MailQueue(mailer, log);
    await queue.close();
    queue.enqueue(MAIL);
    expect(queue.depth).toBe(0);
    expect(lines).toEqual([
      {
        level: 'error',
        message: 'mail not delivered (attempts made: 0): the server was shutting down',
      },
    ]);
  });
});
