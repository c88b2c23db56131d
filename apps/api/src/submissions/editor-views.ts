import {
  ACTIVE_SUBMISSION_STATUSES,
  type EditorView,
  type EditorViewCounts,
} from '@quire/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { editorialScope } from '../access/access';
import { submissionInScope } from '../access/scope-sql';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { submissionEditors, submissions } from '../db/schema';

/** The views read from an editor's own assignments (`submission_editors`). */
type AssignedView = Exclude<EditorView, 'unassigned'>;

/*
 * An editor's assignment rows carry copies of their submission's `status` and
 * `next_review_due_at` (kept by triggers, see the schema), so each of these views is a range of
 * `submission_editors_user_state_idx` for that editor: read and counted from the index alone,
 * without visiting every submission the editor was given.
 */
const status = submissionEditors.submissionStatus;
const nextReviewDueAt = submissionEditors.nextReviewDueAt;

/**
 * The condition, on an editor's assignment row, of each view that starts from them:
 *
 * - `needs_me`: the next step is the editors' — a new submission (send to review or decide), one
 *   under review with no review of its round still expected (every review in, a resubmission to
 *   read, or no reviewer invited yet), an acceptance to publish;
 * - `overdue`: under review, and a reviewer of the current round is late (invited and not
 *   answering past the response date, or not submitting past the review date): the earliest such
 *   deadline is past — compared with the clock at each read, so time passing needs no write;
 * - `waiting`: revisions requested from the author.
 */
const assignedViewConditions: Record<AssignedView, SQL> = {
  // As three ranges of the index (one per status), the review check on the rows under review.
  needs_me: sql`(${inArray(status, ['submitted', 'under_review', 'accepted'])} and (${status} <> 'under_review' or ${nextReviewDueAt} is null))`,
  overdue: sql`(${eq(status, 'under_review')} and ${nextReviewDueAt} < now())`,
  waiting: eq(status, 'revisions_requested'),
};

/** The submissions of `editorId`'s assignments that the view holds (ids, from the index). */
function assignedIn(view: AssignedView, editorId: number): SQL {
  return sql`${submissions.id} in (select ${submissionEditors.submissionId} from ${submissionEditors} where ${submissionEditors.userId} = ${editorId} and ${assignedViewConditions[view]})`;
}

/** Being handled: submitted and neither declined nor published. */
const active = inArray(submissions.status, [...ACTIVE_SUBMISSION_STATUSES]);

/**
 * The condition, on `submissions`, of one editors' view for this editor (see `EDITOR_VIEWS`):
 * `needs_me`, `overdue` and `waiting` are the submissions of the editor's own assignments in
 * that state (`submission_editors_user_state_idx`); `unassigned` the partial
 * `submissions_unassigned_idx`.
 */
export function viewCondition(view: EditorView, editorId: number): SQL {
  if (view === 'unassigned') {
    // `editor_count` follows `submission_editors` (a trigger): the partial index's condition.
    return and(eq(submissions.editorCount, 0), active) as SQL;
  }
  return assignedIn(view, editorId);
}

/**
 * How many of the editor's assignments a view holds: an index-only count of their rows. An editor
 * limited to some journals or sections counts only the submissions still within them (a probe
 * of each counted row's submission).
 */
function countAssigned(view: AssignedView, editorId: number, scope: SQL | undefined): SQL<number> {
  const inScope =
    scope === undefined
      ? sql`true`
      : sql`exists (select 1 from ${submissions} where ${submissions.id} = ${submissionEditors.submissionId} and ${scope})`;
  return sql<number>`(select count(*) from ${submissionEditors} where ${submissionEditors.userId} = ${editorId} and ${assignedViewConditions[view]} and ${inScope})`.mapWith(
    Number,
  );
}

/**
 * `GET admin/submission-views`: how many submissions each view holds for this editor, within
 * their editorial scope (one statement of four index counts).
 */
export async function countEditorViews(
  db: Database,
  editor: SessionUser,
): Promise<EditorViewCounts> {
  const scope = submissionInScope(editorialScope(editor));
  const unassigned =
    sql<number>`(select count(*) from ${submissions} where ${scope ?? sql`true`} and ${viewCondition('unassigned', editor.id)})`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      needsMe: countAssigned('needs_me', editor.id, scope),
      unassigned,
      overdue: countAssigned('overdue', editor.id, scope),
      waiting: countAssigned('waiting', editor.id, scope),
    })
    .from(sql`(select 1) as one`);
  return {
    needsMe: row?.needsMe ?? 0,
    unassigned: row?.unassigned ?? 0,
    overdue: row?.overdue ?? 0,
    waiting: row?.waiting ?? 0,
  };
}
