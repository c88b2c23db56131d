import type { Mailer, MailMessage } from './mailer';

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
  /** Mails handed to the transport at once, so a burst does not open a connection per mail. */
  concurrency?: number;
  /** How long `close` waits for the mails still queued before giving up on them. */
  closeTimeoutMs?: number;
}

/** What the queue has done since it started (for metrics and tests). */
export interface MailQueueStats {
  sent: number;
  /** Attempts that failed and were tried again later. */
  retried: number;
  /** Mails given up on after their last attempt, or left unsent at shutdown. */
  failed: number;
}

interface Job {
  message: MailMessage;
  /** Attempts made so far. */
  attempts: number;
}

const DEFAULTS = { retryDelaysMs: [2_000, 10_000], concurrency: 2, closeTimeoutMs: 5_000 };

/** To and subject: enough to find a mail in the log without copying its links (reset tokens). */
function describe(job: Job) {
  return { to: job.message.to, subject: job.message.subject };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * An in-process queue in front of a `Mailer`: `enqueue` returns at once, so the action that
 * causes a mail never waits for — or fails with — its delivery. Each mail gets up to
 * `retryDelaysMs.length + 1` attempts; each failure is logged as a warning with the reason, the
 * last one as an error, each delivery as info. `close` gives every queued mail a last attempt,
 * waits briefly and logs as an error each mail it could not send.
 */
export class MailQueue {
  private readonly ready: Job[] = [];
  private readonly sending = new Set<Job>();
  private readonly backingOff = new Map<Job, NodeJS.Timeout>();
  private readonly idleWaiters: (() => void)[] = [];
  private readonly counts: MailQueueStats = { sent: 0, retried: 0, failed: 0 };
  private readonly retryDelaysMs: readonly number[];
  private readonly concurrency: number;
  private readonly closeTimeoutMs: number;
  private closing = false;
  private stopped = false;

  constructor(
    private readonly transport: Mailer,
    private readonly log: MailLog,
    options: MailQueueOptions = {},
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULTS.retryDelaysMs;
    this.concurrency = options.concurrency ?? DEFAULTS.concurrency;
    this.closeTimeoutMs = options.closeTimeoutMs ?? DEFAULTS.closeTimeoutMs;
  }

  /** Mails not yet delivered or given up on: waiting, being sent or waiting to be retried. */
  get depth(): number {
    return this.ready.length + this.sending.size + this.backingOff.size;
  }

  /** Counts since the queue started. */
  get stats(): Readonly<MailQueueStats> {
    return { ...this.counts };
  }

  /** Queues a mail; delivery starts after the current turn, so a response goes out first. */
  enqueue(message: MailMessage): void {
    const job: Job = { message, attempts: 0 };
    if (this.stopped) {
      this.giveUp(job, 'the server was shutting down');
      return;
    }
    this.ready.push(job);
    setImmediate(() => this.pump());
  }

  /** Resolves once nothing is queued (at once when nothing is). */
  idle(): Promise<void> {
    if (this.depth === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Gives each mail waiting for a retry its last attempt now, waits up to `closeTimeoutMs` for
   * the queue to empty, then logs as an error every mail that is still not sent.
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const [job, timer] of this.backingOff) {
      clearTimeout(timer);
      this.ready.push(job);
    }
    this.backingOff.clear();
    this.pump();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.closeTimeoutMs);
    });
    await Promise.race([this.idle(), timedOut]);
    clearTimeout(timer);
    this.stopped = true;
    for (const job of this.ready.splice(0)) this.giveUp(job, 'the server was shutting down');
    for (const job of this.sending) {
      this.giveUp(job, 'the server shut down while it was being sent (it may have arrived)');
    }
    this.sending.clear();
    this.notifyIfIdle();
    this.transport.close?.();
  }

  private pump(): void {
    while (!this.stopped && this.sending.size < this.concurrency && this.ready.length > 0) {
      const job = this.ready.shift() as Job;
      this.sending.add(job);
      void this.attempt(job).finally(() => {
        this.sending.delete(job);
        this.pump();
      });
    }
    this.notifyIfIdle();
  }

  private async attempt(job: Job): Promise<void> {
    job.attempts += 1;
    const total = this.retryDelaysMs.length + 1;
    try {
      await this.transport.send(job.message);
    } catch (error) {
      if (this.stopped) return;
      const reason = reasonOf(error);
      const delay = this.retryDelaysMs[job.attempts - 1];
      if (delay === undefined || this.closing) {
        this.giveUp(job, reason);
        return;
      }
      this.counts.retried += 1;
      this.log.warn(
        { mail: describe(job), attempt: job.attempts, of: total, retryInMs: delay, reason },
        `mail delivery failed (attempt ${job.attempts} of ${total}), retrying in ${delay} ms: ${reason}`,
      );
      // Unref'd: a pending retry never keeps the process alive; `close` flushes it instead.
      const timer = setTimeout(() => {
        this.backingOff.delete(job);
        this.ready.push(job);
        this.pump();
      }, delay).unref();
      this.backingOff.set(job, timer);
      return;
    }
    if (this.stopped) return;
    this.counts.sent += 1;
    this.log.info({ mail: describe(job), attempts: job.attempts }, 'mail sent');
  }

  private giveUp(job: Job, reason: string): void {
    this.counts.failed += 1;
    this.log.error(
      { mail: describe(job), attempts: job.attempts, reason },
      `mail not delivered (attempts made: ${job.attempts}): ${reason}`,
    );
  }

  private notifyIfIdle(): void {
    if (this.depth > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
