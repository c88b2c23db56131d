import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { JobInfo, JobRunner } from '../jobs/job-runner';
import { countJobs, enqueueJob } from '../jobs/job-store';
import type { Mailer, MailMessage } from './mailer';

/** The job kind mail is queued as (see `apps/api/src/jobs/`). */
export const MAIL_JOB = 'mail';

/** Where the queue reports what happened to each mail (the app's pino logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How the queue delivers. */
export interface MailQueueOptions {
  /**
   * The pauses before the second, third… attempt: `[2_000, 10_000]` makes 3 attempts over about
   * 12 seconds. Every failure is retried, 5xx answers too: a refused recipient costs a couple of
   * extra tries, while a server answering 5xx for a passing fault does not lose the mail.
   */
  retryDelaysMs?: readonly number[];
  /** Mails one node hands to the transport at once, so a burst does not open a connection per mail. */
  concurrency?: number;
  /** The domain of each mail's `Message-ID` (`<uuid@domain>`): `MAIL_FROM`'s. */
  messageIdDomain?: string;
}

/** What this node's queue has done since it started (for metrics and tests). */
export interface MailQueueStats {
  sent: number;
  /** Attempts that failed and will be tried again later. */
  retried: number;
  /** Mails given up on after their last attempt. */
  failed: number;
}

const DEFAULTS = {
  retryDelaysMs: [2_000, 10_000],
  concurrency: 2,
  messageIdDomain: 'quire.invalid',
};

/** To and subject: enough to find a mail in the log without copying its links (reset tokens). */
function describe(message: MailMessage) {
  return { to: message.to, subject: message.subject };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The mail queue, on the durable job scheduler: `enqueue` stores the mail as a `mail` job (in the
 * caller's transaction when given one) and returns, so the action that causes a mail never waits
 * for — or fails with — its delivery, and a crash or restart loses no queued mail: any node
 * delivers it. Each mail gets up to `retryDelaysMs.length + 1` attempts; each failure is logged as
 * a warning with the reason, the last one as an error, each delivery as info.
 *
 * Delivery is at least once: a node killed after the SMTP server accepted a mail but before the
 * job was marked done sends it again when the job is taken over. Every attempt carries the same
 * `Message-ID`, given at enqueue, so such a repeat is recognisable as the same mail (mail clients
 * and many servers drop it), and the window is one database update long.
 */
export class MailQueue {
  private readonly counts: MailQueueStats = { sent: 0, retried: 0, failed: 0 };
  private readonly messageIdDomain: string;
  private readonly retryDelaysMs: readonly number[];

  constructor(
    private readonly db: Database,
    private readonly runner: JobRunner,
    private readonly transport: Mailer,
    private readonly log: MailLog,
    options: MailQueueOptions = {},
  ) {
    this.messageIdDomain = options.messageIdDomain ?? DEFAULTS.messageIdDomain;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULTS.retryDelaysMs;
    runner.register<MailMessage>(MAIL_JOB, (message, job) => this.deliver(message, job), {
      retryDelaysMs: this.retryDelaysMs,
      concurrency: options.concurrency ?? DEFAULTS.concurrency,
    });
  }

  /** Mails queued in the database and not yet delivered or given up on, on every node. */
  async depth(): Promise<number> {
    const counts = (await countJobs(this.db, [MAIL_JOB])).get(MAIL_JOB);
    return counts ? counts.pending + counts.running : 0;
  }

  /** This node's counts since it started. */
  get stats(): Readonly<MailQueueStats> {
    return { ...this.counts };
  }

  /**
   * Queues a mail: stored when this resolves (with `db`'s transaction, when given one: a mail
   * about a change is then queued only if the change commits), delivered by a node soon after.
   */
  enqueue(message: MailMessage, db: Database = this.db): Promise<void> {
    const messageId = message.messageId ?? `<${randomUUID()}@${this.messageIdDomain}>`;
    const stored = enqueueJob(db, { kind: MAIL_JOB, payload: { ...message, messageId } }).then(
      () => {},
    );
    // Logged here too, so a caller that forgot to await loses a mail to the log, not the process
    // to an unhandled rejection; one that awaits still gets the error.
    stored.catch((error: unknown) =>
      this.log.error({ mail: describe(message), err: error }, 'could not queue a mail'),
    );
    return stored;
  }

  /** Resolves once no mail is queued on any node (at once when none is). */
  idle(): Promise<void> {
    return this.runner.idle([MAIL_JOB]);
  }

  /**
   * Stops this node's deliveries (the runner waits briefly for the mails being sent) and closes
   * the transport. Mail still queued stays in the database for the next start or another node.
   */
  async close(): Promise<void> {
    await this.runner.close();
    this.transport.close?.();
  }

  private async deliver(message: MailMessage, job: JobInfo): Promise<void> {
    try {
      await this.transport.send(message);
    } catch (error) {
      const reason = reasonOf(error);
      const { attempt, maxAttempts: total } = job;
      if (attempt >= total) {
        this.counts.failed += 1;
        this.log.error(
          { mail: describe(message), attempts: attempt, reason },
          `mail not delivered (attempts made: ${attempt}): ${reason}`,
        );
      } else {
        this.counts.retried += 1;
        const delay = this.retryDelaysMs[attempt - 1];
        this.log.warn(
          { mail: describe(message), attempt, of: total, retryInMs: delay, reason },
          `mail delivery failed (attempt ${attempt} of ${total}), retrying in ${delay} ms: ${reason}`,
        );
      }
      throw error;
    }
    this.counts.sent += 1;
    this.log.info({ mail: describe(message), attempts: job.attempt }, 'mail sent');
  }
}
