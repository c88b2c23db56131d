import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../src/db/schema';
import type { JobRunnerOptions } from '../src/jobs/job-runner';
import { MAIL_JOB, type MailLog, MailQueue } from '../src/mail/mail-queue';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { closeRunners, type JobsDatabase, openJobsDatabase, startRunner } from './jobs-fixtures';

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

let database: JobsDatabase;

beforeAll(async () => {
  database = await openJobsDatabase();
});

afterEach(async () => {
  await closeRunners();
  await database.db.delete(jobs);
});

afterAll(async () => {
  await database.close();
});

/** A node: a job runner and the mail queue on it, over `mailer`. */
function node(mailer: Mailer, options: Partial<JobRunnerOptions> = {}) {
  const runner = startRunner(database.db, options);
  const { lines, log } = capture();
  const queue = new MailQueue(database.db, runner, mailer, log, {
    concurrency: 2,
    retryDelaysMs: [60_000, 60_000],
  });
  return { runner, queue, lines };
}

async function mailJob() {
  const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
  return job;
}

describe('MailQueue on the job scheduler', () => {
  it('hands at most `concurrency` mails of a node to the transport at once', async () => {
    const { mailer, calls } = manualTransport();
    const { queue } = node(mailer);
    for (const to of ['a@x.test', 'b@x.test', 'c@x.test']) await queue.enqueue({ ...MAIL, to });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(await queue.depth()).toBe(3);
    calls[0]?.resolve();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    calls[1]?.resolve();
    calls[2]?.resolve();
    await queue.idle();
    expect(queue.stats).toEqual({ sent: 3, retried: 0, failed: 0 });
  });

  it('keeps a mail waiting out its back-off across a restart, and a new node delivers it', async () => {
    const first = manualTransport();
    const before = node(first.mailer);
    await before.queue.enqueue(MAIL);
    await vi.waitFor(() => expect(first.calls).toHaveLength(1));
    first.calls[0]?.reject(new Error('421 try again later'));
    await vi.waitFor(() => expect(before.lines.map((line) => line.level)).toEqual(['warn']));
    await before.queue.close();
    expect(await mailJob()).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: '421 try again later',
    });
    // The back-off is a minute: the restarted node is told the mail is due now.
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, MAIL_JOB));
    const second = manualTransport();
    const after = node(second.mailer);
    after.runner.wake();
    await vi.waitFor(() => expect(second.calls).toHaveLength(1));
    second.calls[0]?.resolve();
    await after.queue.idle();
    expect(second.calls[0]?.message.messageId).toBe(first.calls[0]?.message.messageId);
    expect(after.queue.stats).toEqual({ sent: 1, retried: 0, failed: 0 });
    // Done: the mail's text (it may hold a link that signs in) is not kept.
    expect(await mailJob()).toMatchObject({ state: 'done', attempts: 2, payload: null });
  });

  it('lets another node take over a mail whose node stopped mid-send, once its lease runs out', async () => {
    const stuck = manualTransport();
    const dying = node(stuck.mailer, { leaseMs: 400, closeTimeoutMs: 10 });
    await dying.queue.enqueue(MAIL);
    await vi.waitFor(() => expect(stuck.calls).toHaveLength(1));
    // The node stops without an answer from the server: the job keeps its lease…
    await dying.runner.close();
    expect(await mailJob()).toMatchObject({ state: 'running', attempts: 1 });
    // …until it runs out and another node claims it (woken by its own poll).
    const healthy = manualTransport();
    const taker = node(healthy.mailer, { pollMs: 100 });
    await vi.waitFor(() => expect(healthy.calls).toHaveLength(1), { timeout: 5_000 });
    healthy.calls[0]?.resolve();
    await taker.queue.idle();
    expect(healthy.calls[0]?.message.messageId).toBe(stuck.calls[0]?.message.messageId);
    // A late answer to the first node changes nothing: its lease is gone.
    stuck.calls[0]?.resolve();
    expect(await mailJob()).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('queues a mail with a change only if the change commits', async () => {
    const { mailer, calls } = manualTransport();
    const { runner, queue } = node(mailer);
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(MAIL, tx);
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await queue.depth()).toBe(0);
    await database.db.transaction(async (tx) => {
      await queue.enqueue({ ...MAIL, subject: 'committed' }, tx);
    });
    // The in-process wake-up came before the commit, when the job was not visible yet. In the app
    // the NOTIFY sent at commit wakes the runner again (app-jobs.ts listens for it); this bare
    // node does not listen, so the test gives that wake-up itself instead of waiting for a poll.
    expect(await queue.depth()).toBe(1);
    runner.wake();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.resolve();
    await queue.idle();
    expect(calls.map((call) => call.message.subject)).toEqual(['committed']);
  });
});
