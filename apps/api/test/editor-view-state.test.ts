import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/raw-rows';
import { reviewAssignments, submissions } from '../src/db/schema';
import { TINY_PDF } from './file-fixtures';
import {
  call,
  createPanelWorld,
  decideAs,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
  upload,
} from './panel-fixtures';

type AssignedView = 'needs_me' | 'overdue' | 'waiting';
const ASSIGNED_VIEWS: AssignedView[] = ['needs_me', 'overdue', 'waiting'];

/**
 * Each view as it was defined before its state was stored: straight from the submissions, their
 * editors and their review assignments, at this moment. The stored state must give the same.
 */
const definitions: Record<AssignedView, (editorId: number) => SQL> = {
  needs_me: (
    editorId,
  ) => sql`exists (select 1 from submission_editors se where se.submission_id = s.id and se.user_id = ${editorId})
    and (s.status in ('submitted', 'accepted') or (s.status = 'under_review' and not exists (
      select 1 from review_assignments ra where ra.submission_id = s.id and ra.round = s.round and ra.status in ('invited', 'accepted'))))`,
  overdue: (
    editorId,
  ) => sql`exists (select 1 from submission_editors se where se.submission_id = s.id and se.user_id = ${editorId})
    and s.status = 'under_review' and exists (select 1 from review_assignments ra where ra.submission_id = s.id and ra.round = s.round
      and ((ra.status = 'invited' and ra.response_due_at < now()) or (ra.status in ('invited', 'accepted') and ra.review_due_at < now())))`,
  waiting: (
    editorId,
  ) => sql`exists (select 1 from submission_editors se where se.submission_id = s.id and se.user_id = ${editorId})
    and s.status = 'revisions_requested'`,
};

/** The submissions' review deadline and the editors' copies, kept by triggers (migration 0042). */
describe('the stored state of the editors’ views (next review deadline, editors’ copies)', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let researchEditor: PanelAccount;

  const as = (
    who: PanelAccount | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ) => call(world.testApp, who, method, path, body);
  const db = () => world.testApp.context.db;
  const rows = <Row>(query: SQL) => rowsOf<Row>(db(), query);

  const viewIds = async (who: PanelAccount, view: string): Promise<number[]> => {
    const response = await as(who, 'GET', `admin/submissions?view=${view}&perPage=100`);
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .data.map((row: { id: number }) => row.id)
      .sort((a: number, b: number) => a - b);
  };
  const definedIds = async (who: PanelAccount, view: AssignedView): Promise<number[]> =>
    (
      await rows<{ id: number }>(
        sql`select s.id from submissions s where s.status <> 'draft' and ${definitions[view](who.id)} order by s.id`,
      )
    ).map((row) => Number(row.id));

  /**
   * Every stored value equals what it is kept for, and each editor's views and counts answer as
   * their definitions do now. Returns the views' submissions of `who` (the first editor given).
   */
  const expectConsistent = async (...editors: PanelAccount[]) => {
    const staleDeadlines = await rows(sql`select s.id from submissions s
      where s.next_review_due_at is distinct from (
        select min(case when ra.status = 'invited' then least(ra.response_due_at, ra.review_due_at) else ra.review_due_at end)
        from review_assignments ra where ra.submission_id = s.id and ra.round = s.round and ra.status in ('invited', 'accepted'))`);
    expect(staleDeadlines).toEqual([]);
    const staleCopies =
      await rows(sql`select se.submission_id, se.user_id from submission_editors se
      join submissions s on s.id = se.submission_id
      where se.submission_status <> s.status or se.next_review_due_at is distinct from s.next_review_due_at`);
    expect(staleCopies).toEqual([]);
    const seen: Partial<Record<AssignedView, number[]>>[] = [];
    for (const who of editors) {
      const views: Partial<Record<AssignedView, number[]>> = {};
      for (const view of ASSIGNED_VIEWS) {
        views[view] = await viewIds(who, view);
        expect(views[view], `${view} of editor ${who.id}`).toEqual(await definedIds(who, view));
      }
      const counts = (await as(who, 'GET', 'admin/submission-views')).json();
      expect(counts).toMatchObject({
        needsMe: views.needs_me?.length,
        overdue: views.overdue?.length,
        waiting: views.waiting?.length,
      });
      seen.push(views);
    }
    return seen[0] ?? {};
  };

  const invite = async (id: number, name: string, email: string) => {
    const response = await as(editor, 'POST', `admin/submissions/${id}/reviewers`, {
      name,
      email,
    });
    expect(response.statusCode).toBe(201);
  };
  const assignmentOf = async (id: number, email: string) => {
    const [row] = await db()
      .select()
      .from(reviewAssignments)
      .where(sql`${reviewAssignments.submissionId} = ${id} and ${reviewAssignments.reviewerEmail} = ${email}
        order by ${reviewAssignments.id} desc limit 1`);
    if (!row) throw new Error(`no assignment of ${email}`);
    return row;
  };
  /** The review link mailed to `email` last (its token). */
  const tokenMailedTo = async (email: string): Promise<string> => {
    await world.testApp.mailQueue.idle();
    const mail = world.testApp.mailer.sent.filter((message) => message.to === email).at(-1);
    const token = /\/review\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no review link mailed to ${email}`);
    return token;
  };
  const storedDeadline = async (id: number) => {
    const [row] = await db()
      .select({ at: submissions.nextReviewDueAt })
      .from(submissions)
      .where(eq(submissions.id, id));
    return row?.at ?? null;
  };
  const assign = async (id: number, who: PanelAccount) =>
    expect(
      (await as(world.admin, 'POST', `admin/submissions/${id}/editors`, { userId: who.id }))
        .statusCode,
    ).toBe(200);

  beforeAll(async () => {
    world = await createPanelWorld();
    const journalId = world.journal.journal.id;
    editor = await staffAccount(world, journalId, ['editor']);
    researchEditor = await staffAccount(
      world,
      journalId,
      ['section_editor'],
      [world.journal.sections.research.id],
    );
    // The site administrator edits the journal too: their scope is every journal.
    const staffed = await as(
      world.admin,
      'PUT',
      `admin/journals/${journalId}/staff/${world.admin.id}`,
      {
        roles: ['editor'],
        sectionIds: [],
      },
    );
    expect(staffed.statusCode).toBe(200);
  });
  afterAll(() => world?.close());

  it('follows a submission through review, revisions and a second round, for each of its editors', async () => {
    const id = await submitted(world, world.ann);
    await expectConsistent(editor, researchEditor, world.admin);
    // Copies are filled as editors are assigned.
    await assign(id, editor);
    await assign(id, researchEditor);
    await assign(id, world.admin);
    expect((await expectConsistent(editor, researchEditor, world.admin)).needs_me).toContain(id);

    // Under review with no reviewer yet: the editors' turn.
    await decideAs(world, id, 'send_to_review');
    expect((await expectConsistent(editor, researchEditor, world.admin)).needs_me).toContain(id);
    // Two invitations at once: both count, whichever commits first.
    await Promise.all([
      invite(id, 'Una Reviewer', 'una@review.test'),
      invite(id, 'Vic Reviewer', 'vic@review.test'),
    ]);
    let views = await expectConsistent(editor, researchEditor, world.admin);
    expect(views.needs_me).not.toContain(id);
    expect(views.overdue).not.toContain(id);
    const una = await assignmentOf(id, 'una@review.test');
    const vic = await assignmentOf(id, 'vic@review.test');
    expect((await storedDeadline(id))?.getTime()).toEqual(
      [una, vic]
        .map((row) => Math.min(row.responseDueAt.getTime(), row.reviewDueAt.getTime()))
        .reduce((a, b) => Math.min(a, b)),
    );

    // New dates through the API move the deadline.
    const sooner = new Date(Date.now() + 2 * 86_400_000);
    const moved = await as(editor, 'PATCH', `admin/review-assignments/${una.id}`, {
      responseDueAt: sooner.toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    await expectConsistent(editor, researchEditor, world.admin);
    // Vic's answer date passes (written as it stands after time passed): reviews overdue.
    await db()
      .update(reviewAssignments)
      .set({ responseDueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(reviewAssignments.id, vic.id));
    expect((await expectConsistent(editor, researchEditor, world.admin)).overdue).toContain(id);

    // Vic declines, Una accepts (their links): nothing late, a review still expected.
    const declined = await as(
      null,
      'POST',
      `review-links/${await tokenMailedTo('vic@review.test')}/decline`,
      {
        reason: 'Travelling this month.',
      },
    );
    expect(declined.statusCode).toBe(200);
    const accepted = await as(
      null,
      'POST',
      `review-links/${await tokenMailedTo('una@review.test')}/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
    views = await expectConsistent(editor, researchEditor, world.admin);
    expect(views.overdue).not.toContain(id);
    expect(views.needs_me).not.toContain(id);

    // Una's review comes in (as the reviewer's submit writes it): the editors' turn again.
    await db()
      .update(reviewAssignments)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(eq(reviewAssignments.id, una.id));
    expect((await expectConsistent(editor, researchEditor, world.admin)).needs_me).toContain(id);

    // A third reviewer invited and left open in round 1; revisions requested: waiting.
    await invite(id, 'Wes Reviewer', 'wes@review.test');
    await expectConsistent(editor, researchEditor, world.admin);
    await decideAs(world, id, 'request_revisions', 'Please revise.');
    expect((await expectConsistent(editor, researchEditor, world.admin)).waiting).toContain(id);

    // The resubmission opens round 2: round 1's open invitation no longer counts.
    await resubmit(id);
    expect(await storedDeadline(id)).toBeNull();
    expect((await expectConsistent(editor, researchEditor, world.admin)).needs_me).toContain(id);

    // Round 2: an invitation, then withdrawn; another, then deleted.
    await invite(id, 'Xan Reviewer', 'xan@review.test');
    expect((await expectConsistent(editor, researchEditor, world.admin)).needs_me).not.toContain(
      id,
    );
    const xan = await assignmentOf(id, 'xan@review.test');
    const withdrawn = await as(editor, 'POST', `admin/review-assignments/${xan.id}/withdraw`, {});
    expect(withdrawn.statusCode).toBe(200);
    expect((await expectConsistent(editor, researchEditor, world.admin)).needs_me).toContain(id);
    await invite(id, 'Yve Reviewer', 'yve@review.test');
    await expectConsistent(editor, researchEditor, world.admin);
    // The round is what counts (a decision closes its round's open assignments, so only a direct
    // write can leave some open): back in round 1 nothing is expected, in round 2 Yve's review.
    for (const round of [1, 2]) {
      await db().update(submissions).set({ round }).where(eq(submissions.id, id));
      const { needs_me } = await expectConsistent(editor, researchEditor, world.admin);
      expect(needs_me?.includes(id)).toBe(round === 1);
    }
    await db()
      .delete(reviewAssignments)
      .where(eq(reviewAssignments.id, (await assignmentOf(id, 'yve@review.test')).id));
    expect((await expectConsistent(editor, researchEditor, world.admin)).needs_me).toContain(id);

    // Accepted: still the editors' (to publish). One editor taken off: their rows go.
    await decideAs(world, id, 'accept');
    expect((await expectConsistent(editor, researchEditor, world.admin)).needs_me).toContain(id);
    const off = await as(
      world.admin,
      'DELETE',
      `admin/submissions/${id}/editors/${researchEditor.id}`,
    );
    expect(off.statusCode).toBe(200);
    expect((await expectConsistent(researchEditor, editor, world.admin)).needs_me).not.toContain(
      id,
    );

    // Deleted (its assignments and editors cascade).
    await db().delete(submissions).where(eq(submissions.id, id));
    expect((await expectConsistent(editor, world.admin)).needs_me).not.toContain(id);
  });

  it('lists a review under reviews overdue once its date passes, with no write in between', async () => {
    const id = await submitted(world, world.ann);
    await assign(id, editor);
    await decideAs(world, id, 'send_to_review');
    await invite(id, 'Zoe Reviewer', 'zoe@review.test');
    const accepted = await as(
      null,
      'POST',
      `review-links/${await tokenMailedTo('zoe@review.test')}/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
    // Due a moment from now on the database's clock.
    const [{ due } = { due: '' }] = await rows<{ due: string }>(
      sql`update review_assignments set review_due_at = now() + interval '300 milliseconds'
        where submission_id = ${id} returning review_due_at::text as due`,
    );
    expect((await expectConsistent(editor)).overdue).not.toContain(id);
    const stored = await storedDeadline(id);
    // The database's clock passes the date; nothing is written meanwhile.
    await db().execute(sql`select pg_sleep_until(${due}::timestamptz + interval '1 millisecond')`);
    expect((await expectConsistent(editor)).overdue).toContain(id);
    expect(await storedDeadline(id)).toEqual(stored);
  });

  it('counts only the assignments still within an editor’s journals and sections', async () => {
    const id = await submitted(world, world.ann);
    const sectionEditor = await staffAccount(
      world,
      world.journal.journal.id,
      ['section_editor'],
      [world.journal.sections.research.id],
    );
    await assign(id, sectionEditor);
    expect((await expectConsistent(sectionEditor)).needs_me).toEqual([id]);
    // Now an editor of the other section only: the submission is out of their reach.
    const moved = await as(
      world.admin,
      'PUT',
      `admin/journals/${world.journal.journal.id}/staff/${sectionEditor.id}`,
      { roles: ['section_editor'], sectionIds: [world.journal.sections.reviews.id] },
    );
    expect(moved.statusCode).toBe(200);
    expect(await viewIds(sectionEditor, 'needs_me')).toEqual([]);
    expect((await as(sectionEditor, 'GET', 'admin/submission-views')).json()).toMatchObject({
      needsMe: 0,
      overdue: 0,
      waiting: 0,
    });
  });

  async function resubmit(id: number): Promise<void> {
    const revised = await upload(world.testApp, world.ann, 'manuscript', 'revised.pdf', TINY_PDF);
    await as(world.ann, 'POST', `user/submissions/${id}/files`, {
      fileId: revised,
      role: 'revision',
    });
    const response = await as(world.ann, 'POST', `user/submissions/${id}/resubmit`, {
      message: 'Added the limitations section.',
    });
    expect(response.statusCode).toBe(200);
  }
});
