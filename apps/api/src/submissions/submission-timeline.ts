import type { SubmissionEvent, SubmissionEventKind } from '@quire/contracts';
import { asc, eq } from 'drizzle-orm';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { submissionEvents } from '../db/schema';
import type { Queryable } from '../notifications/notification-store';

/** Who reads a timeline: the submission's editors see everything; its author a safe subset. */
export type TimelineReader = 'editor' | 'author';

/** Review steps the author hears of, without a name: a review received. */
const AUTHOR_REVIEW_KINDS: ReadonlySet<SubmissionEventKind> = new Set(['review_submitted']);

type EventRow = typeof submissionEvents.$inferSelect;

/**
 * What one event shows a reader, or null when it is not theirs to see. The author never sees
 * editors-only events, invitations and their answers, or a reviewer's name (the one rule for
 * the timeline: reviewers' identities stay with the editors).
 */
export function eventFor(row: EventRow, reader: TimelineReader): SubmissionEvent | null {
  const event: SubmissionEvent = {
    id: row.id,
    kind: row.kind,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor: row.actor,
    actorName: row.actorName,
    subjectName: row.subjectName,
    message: row.message,
    createdAt: toIso(row.createdAt),
  };
  if (reader === 'editor') return event;
  if (row.editorsOnly) return null;
  if (row.kind.startsWith('review_')) {
    if (!AUTHOR_REVIEW_KINDS.has(row.kind)) return null;
    return { ...event, actorName: '', subjectName: null, message: null };
  }
  if (row.actor === 'reviewer') return { ...event, actorName: '', subjectName: null };
  return event;
}

/** A submission's timeline as `reader` may see it, oldest first (one indexed query). */
export async function loadTimeline(
  db: Database,
  submissionId: number,
  reader: TimelineReader,
): Promise<SubmissionEvent[]> {
  const rows = await db
    .select()
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, submissionId))
    .orderBy(asc(submissionEvents.id));
  return rows.flatMap((row) => eventFor(row, reader) ?? []);
}

/** What an event that changes no status records (see `submission_events`). */
export interface TimelineEntry {
  submissionId: number;
  kind: Exclude<SubmissionEventKind, 'status'>;
  actor: EventRow['actor'];
  /** Who acted (`id` null: a reviewer answering by link before having an account). */
  by: { id: number | null; name: string };
  subject?: { id: number | null; name: string } | undefined;
  editorsOnly: boolean;
  message?: string | null | undefined;
}

/**
 * Adds an event that changes no status to a submission's timeline (in the caller's transaction
 * when given one): assignments, files, review steps, messages.
 */
export async function recordEvent(db: Queryable, entry: TimelineEntry): Promise<void> {
  await db.insert(submissionEvents).values({
    submissionId: entry.submissionId,
    kind: entry.kind,
    actor: entry.actor,
    actorId: entry.by.id,
    actorName: entry.by.name,
    subjectId: entry.subject?.id ?? null,
    subjectName: entry.subject?.name ?? null,
    editorsOnly: entry.editorsOnly,
    message: entry.message ?? null,
  });
}
