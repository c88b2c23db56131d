import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { discussionAttachments, files } from '../db/schema';
import { jobsOf } from '../jobs/app-jobs';
import { enqueueJob } from '../jobs/job-store';

/** The job kind of the sweep of unsent discussion uploads. */
export const UNSENT_UPLOAD_SWEEP_JOB = 'discussion-upload-sweep';

/** How often the sweep runs (the first run one period after the first node starts). */
export const UNSENT_UPLOAD_SWEEP_EVERY_MS = 60 * 60_000;

/** Files deleted per statement: a long backlog goes in several short transactions. */
const SWEEP_BATCH = 500;

/** The sweep's run at `at`: one job per period, whichever node schedules it first. */
function sweepJob(at: number) {
  return {
    kind: UNSENT_UPLOAD_SWEEP_JOB,
    // The key is the period's start: every node that schedules the same run adds one job.
    key: `${UNSENT_UPLOAD_SWEEP_JOB}:${new Date(at).toISOString()}`,
    payload: {},
    runAt: new Date(at),
  };
}

/** The start of the period after the one `now` is in (runs fall on whole periods). */
function nextRunAfter(now: number): number {
  return (Math.floor(now / UNSENT_UPLOAD_SWEEP_EVERY_MS) + 1) * UNSENT_UPLOAD_SWEEP_EVERY_MS;
}

/**
 * Deletes the files uploaded to a discussion before `before` that no message took (the send
 * was refused, or never made): their rows — so they stop counting against their uploader's
 * quota — then their stored bytes. A file a message is taking at this very moment is left to
 * that message: the attachment rows are locked (`skip locked`) and must still be unsent.
 * Returns how many files went. A stored file that cannot be deleted now is left to the
 * stored-file sweep at the next start, which removes files no row references.
 */
export async function sweepUnsentDiscussionUploads(
  context: Pick<AppContext, 'db' | 'storage'>,
  before: Date,
): Promise<number> {
  const { db, storage } = context;
  let removed = 0;
  for (;;) {
    const stale = db
      .select({ fileId: discussionAttachments.fileId })
      .from(discussionAttachments)
      .where(
        and(isNull(discussionAttachments.messageId), lt(discussionAttachments.createdAt, before)),
      )
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    // The attachment row goes with its file (`on delete cascade`).
    const gone = await db
      .delete(files)
      .where(inArray(files.id, stale))
      .returning({ storageKey: files.storageKey });
    for (const file of gone) {
      await storage.delete(file.storageKey).catch(() => {
        // Unreferenced now: the stored-file sweep removes it at the next start.
      });
    }
    removed += gone.length;
    if (gone.length < SWEEP_BATCH) return removed;
  }
}

/**
 * One run of the sweep at `now` (epoch ms; tests pass their own clock): deletes the unsent
 * uploads older than `DISCUSSION_UPLOAD_MAX_AGE_HOURS` (`config.discussionUploadMaxAgeMs`) and
 * schedules the next run. Returns how many files went.
 */
export async function runUnsentUploadSweep(context: AppContext, now: number): Promise<number> {
  const removed = await sweepUnsentDiscussionUploads(
    context,
    new Date(now - context.config.discussionUploadMaxAgeMs),
  );
  await enqueueJob(context.db, sweepJob(nextRunAfter(now)));
  return removed;
}

/**
 * Registers the sweep on the app's job runner and, once the app is ready, schedules its next
 * run. Each run schedules the one after it, so the sweep recurs on the durable scheduler: once
 * per period across all nodes (the run's key is the period), and again after a restart (each
 * start schedules the next run, which is a no-op while it is already pending).
 */
export function registerUnsentUploadSweep(app: FastifyInstance, context: AppContext): void {
  jobsOf(context).register(UNSENT_UPLOAD_SWEEP_JOB, async () => {
    const removed = await runUnsentUploadSweep(context, Date.now());
    if (removed > 0) app.log.info({ removed }, 'unsent discussion uploads swept');
  });
  app.addHook('onReady', async () => {
    try {
      await enqueueJob(context.db, sweepJob(nextRunAfter(Date.now())));
    } catch (error) {
      // The next start schedules it again; the uploads wait a little longer meanwhile.
      app.log.warn({ err: error }, 'could not schedule the sweep of unsent discussion uploads');
    }
  });
}
