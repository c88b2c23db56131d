import { startSmtpServer, type TestSmtpServer } from '@quire/test-utils/smtp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  reviewAssignments,
  reviewRounds,
  submissionEvents,
  submissions,
} from '../src/db/schema';
import { SmtpMailer } from '../src/mail/smtp-mailer';
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

const FROM = 'Quire Journals <no-reply@journals.test>';

type World = PanelWorld<SmtpMailer>;

interface Person {
  id: number;
  name: string;
  suggested?: boolean;
}

/** Assignment of editors, the editors' views, one timeline, and editors told of arrivals. */
describe('editors assigned to submissions (admin/submissions/:id/editors, views, timeline)', () => {
  let server: TestSmtpServer;
  let world: World;
  /** Staff of the main journal: a manager, an editor, section editors of each section, a reviewer. */
  let manager: PanelAccount;
  let editor: PanelAccount;
  let researchEditor: PanelAccount;
  let reviewsEditor: PanelAccount;
  let reviewer: PanelAccount;
  /** The other journal's editor. */
  let outsider: PanelAccount;

  const as = (
    who: PanelAccount | null,
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    path: string,
    body?: unknown,
  ) => call(world.testApp, who, method, path, body);
  const editorsOf = (id: number, who: PanelAccount = editor) =>
    as(who, 'GET', `admin/submissions/${id}/editors`);
  const assign = (id: number, userId: unknown, who: PanelAccount = editor) =>
    as(who, 'POST', `admin/submissions/${id}/editors`, { userId });
  const emailOf = async (who: PanelAccount): Promise<string> =>
    (await as(who, 'GET', 'auth/session')).json().user.email;
  const noticesOf = (who: PanelAccount) =>
    world.testApp.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who.id))
      .orderBy(notifications.id);
  const viewIds = async (who: PanelAccount, view: string) =>
    (await as(who, 'GET', `admin/submissions?view=${view}&perPage=100`))
      .json()
      .data.map((row: { id: number }) => row.id);
  /** The mails to `to` about `subject` (and the submission `id`, when given), once delivered. */
  const mailsTo = async (to: string, subject: string, id?: number) => {
    await world.testApp.mailQueue.idle();
    return server.received.filter(
      (mail) =>
        mail.recipients.includes(to) &&
        mail.subject.includes(subject) &&
        (id === undefined || mail.text.includes(`/admin/submissions/${id}\n`)),
    );
  };

  beforeAll(async () => {
    server = await startSmtpServer();
    world = await createPanelWorld({
      mailer: new SmtpMailer(server.url, FROM),
      mailDelivery: { retryDelaysMs: [20, 40] },
    });
    const journalId = world.journal.journal.id;
    const { research, reviews } = world.journal.sections;
    manager = await staffAccount(world, journalId, ['manager']);
    editor = await staffAccount(world, journalId, ['editor']);
    researchEditor = await staffAccount(world, journalId, ['section_editor'], [research.id]);
    reviewsEditor = await staffAccount(world, journalId, ['section_editor'], [reviews.id]);
    reviewer = await staffAccount(world, journalId, ['reviewer']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
  });
  afterAll(async () => {
    await world?.close();
    await server?.close();
  });

  describe('candidates and assignment', () => {
    it('suggests the section’s editors first, then the journal’s managers and editors, and no one else', async () => {
      const id = await submitted(world, world.ann);
      const response = await editorsOf(id);
      expect(response.statusCode).toBe(200);
      const { assigned, candidates } = response.json() as {
        assigned: Person[];
        candidates: Person[];
      };
      expect(assigned).toEqual([]);
      expect(candidates[0]).toMatchObject({
        id: researchEditor.id,
        suggested: true,
        roles: ['section_editor'],
      });
      const ids = candidates.map((person) => person.id);
      expect(ids).toEqual(expect.arrayContaining([manager.id, editor.id, researchEditor.id]));
      for (const other of [reviewsEditor, reviewer, outsider, world.ann, world.admin]) {
        expect(ids).not.toContain(other.id);
      }
      expect(candidates.filter((person) => person.suggested)).toHaveLength(1);
    });

    it('assigns an editor: listed, in the editors’ timeline only, notified and mailed', async () => {
      const id = await submitted(world, world.ann);
      const response = await assign(id, researchEditor.id);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { assigned: Person[]; candidates: Person[] };
      expect(body.assigned.map((person) => person.id)).toEqual([researchEditor.id]);
      expect(body.candidates.map((person) => person.id)).not.toContain(researchEditor.id);

      const timeline = (await as(editor, 'GET', `admin/submissions/${id}`)).json().history;
      const event = timeline.find((entry: { kind: string }) => entry.kind === 'editor_assigned');
      expect(event).toMatchObject({ actor: 'editor', toStatus: null });
      expect(event.subjectName).toBe(body.assigned[0]?.name);
      const authorTimeline = (await as(world.ann, 'GET', `user/submissions/${id}`)).json().history;
      expect(authorTimeline.map((entry: { kind: string }) => entry.kind)).toEqual([
        'status',
        'status',
      ]);

      const notices = (await noticesOf(researchEditor)).filter((n) => n.kind === 'assigned');
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        submissionId: id,
        link: `/admin/submissions/${id}`,
        title: 'Assigned to you: Quiet numbers in loud places',
      });
      const [mail, ...more] = await mailsTo(await emailOf(researchEditor), 'You are assigned', id);
      expect(more).toHaveLength(0);
      expect(mail?.text).toContain(
        'has assigned you as an editor of “Quiet numbers in loud places”',
      );
      expect(mail?.text).toContain(`http://localhost:3000/admin/submissions/${id}`);
    });

    it('assigns several editors, and the same one twice changes nothing', async () => {
      const id = await submitted(world, world.ann);
      expect((await assign(id, editor.id)).statusCode).toBe(200);
      expect((await assign(id, manager.id)).statusCode).toBe(200);
      const again = await assign(id, manager.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().assigned.map((person: Person) => person.id)).toEqual([
        editor.id,
        manager.id,
      ]);
      const events = await world.testApp.context.db
        .select()
        .from(submissionEvents)
        .where(eq(submissionEvents.submissionId, id));
      expect(events.filter((event) => event.kind === 'editor_assigned')).toHaveLength(2);
      // Assigning oneself tells no one.
      expect(
        (await noticesOf(editor)).filter((n) => n.submissionId === id && n.kind === 'assigned'),
      ).toEqual([]);
      expect((await noticesOf(manager)).filter((n) => n.kind === 'assigned')).toHaveLength(1);
    });

    it('unassigns an editor (recorded), and refuses one who is not assigned (404)', async () => {
      const id = await submitted(world, world.ann);
      await assign(id, manager.id);
      const removed = await as(editor, 'DELETE', `admin/submissions/${id}/editors/${manager.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().assigned).toEqual([]);
      // The count the "unassigned" view reads follows the assignments (a trigger).
      const [counted] = await world.testApp.context.db
        .select({ editorCount: submissions.editorCount })
        .from(submissions)
        .where(eq(submissions.id, id));
      expect(counted?.editorCount).toBe(0);
      expect(await viewIds(editor, 'unassigned')).toContain(id);
      const again = await as(editor, 'DELETE', `admin/submissions/${id}/editors/${manager.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('This editor’s assignment was not found.');
      const kinds = (await as(editor, 'GET', `admin/submissions/${id}`))
        .json()
        .history.map((entry: { kind: string }) => entry.kind);
      expect(kinds.slice(-2)).toEqual(['editor_assigned', 'editor_unassigned']);
    });
  });

  describe('refusals', () => {
    it('refuses someone without an editing role in the journal or section (422 on userId)', async () => {
      const id = await submitted(world, world.ann);
      for (const person of [reviewer, reviewsEditor, outsider, world.bob]) {
        const response = await assign(id, person.id);
        expect(response.statusCode, `person ${person.id}`).toBe(422);
        expect(response.json().errors.userId).toEqual([
          'This person cannot be assigned: only the journal’s managers and editors, and the section editors of the submission’s section, can be.',
        ]);
      }
      expect((await assign(id, 2_000_000)).statusCode).toBe(422);
      expect((await editorsOf(id)).json().assigned).toEqual([]);
    });

    it('refuses a body without a person’s id (400 naming userId)', async () => {
      const id = await submitted(world, world.ann);
      for (const userId of ['abc', -1, 1.5, null]) {
        const response = await assign(id, userId);
        expect(response.statusCode, String(userId)).toBe(400);
        expect(response.json().errors.userId).toEqual(['The editor must be given by its id.']);
      }
      const path = await as(editor, 'DELETE', `admin/submissions/${id}/editors/abc`);
      expect(path.statusCode).toBe(400);
    });

    it('answers another journal’s editor 404, an author 403 and a signed-out caller 401', async () => {
      const id = await submitted(world, world.ann);
      expect((await editorsOf(id, outsider)).statusCode).toBe(404);
      expect((await assign(id, editor.id, outsider)).statusCode).toBe(404);
      expect(
        (await as(outsider, 'DELETE', `admin/submissions/${id}/editors/${editor.id}`)).statusCode,
      ).toBe(404);
      expect((await assign(id, editor.id, reviewsEditor)).statusCode).toBe(404);
      expect((await assign(id, editor.id, world.ann)).statusCode).toBe(403);
      expect((await assign(id, editor.id, reviewer)).statusCode).toBe(403);
      expect((await as(null, 'GET', `admin/submissions/${id}/editors`)).statusCode).toBe(401);
      expect((await editorsOf(id)).json().assigned).toEqual([]);
    });

    it('refuses to assign to a declined submission (409) or a draft (404)', async () => {
      const id = await submitted(world, world.ann);
      await decideAs(world, id, 'decline', 'Out of scope.');
      const response = await assign(id, editor.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'A submission that is declined is no longer handled: no editor can be assigned.',
      );
      const draft = (
        await as(world.ann, 'POST', 'user/submissions', { clientKey: `draft-${Date.now()}` })
      ).json().id;
      expect((await assign(draft, editor.id)).statusCode).toBe(404);
    });
  });

  describe('views', () => {
    it('sorts an editor’s submissions into needs my action, waiting for the author and unassigned', async () => {
      const fresh = await submitted(world, world.ann);
      const mine = await submitted(world, world.ann);
      const revising = await submitted(world, world.ann);
      await assign(mine, researchEditor.id);
      await assign(revising, researchEditor.id);
      await decideAs(world, revising, 'request_revisions', 'Please revise.');

      const needs = await viewIds(researchEditor, 'needs_me');
      expect(needs).toContain(mine);
      expect(needs).not.toContain(revising);
      expect(needs).not.toContain(fresh);
      const waiting = await viewIds(researchEditor, 'waiting');
      expect(waiting).toContain(revising);
      expect(waiting).not.toContain(mine);
      const unassigned = await viewIds(researchEditor, 'unassigned');
      expect(unassigned).toContain(fresh);
      expect(unassigned).not.toContain(mine);
      // Another editor's "needs my action" holds only their own assignments.
      expect(await viewIds(manager, 'needs_me')).not.toContain(mine);
      expect(await viewIds(outsider, 'unassigned')).not.toContain(fresh);

      const counts = await as(researchEditor, 'GET', 'admin/submission-views');
      expect(counts.statusCode).toBe(200);
      expect(counts.json()).toEqual({
        needsMe: needs.length,
        unassigned: unassigned.length,
        overdue: 0,
        waiting: waiting.length,
      });
    });

    it('puts a resubmitted submission back in its editor’s needs my action', async () => {
      const id = await submitted(world, world.ann);
      await assign(id, researchEditor.id);
      await decideAs(world, id, 'request_revisions', 'Please revise.');
      expect(await viewIds(researchEditor, 'needs_me')).not.toContain(id);
      await resubmitAs(world.ann, id);
      expect(await viewIds(researchEditor, 'needs_me')).toContain(id);
      // The revised files are one entry of the timeline, before the status change, for both sides.
      for (const [who, path] of [
        [world.ann, `user/submissions/${id}`],
        [researchEditor, `admin/submissions/${id}`],
      ] as const) {
        const timeline: Array<{ kind: string; subjectName: string | null }> = (
          await as(who, 'GET', path)
        ).json().history;
        const files = timeline.findIndex((entry) => entry.kind === 'files_added');
        expect(timeline[files]).toMatchObject({ subjectName: 'revised.pdf', actor: 'author' });
        expect(timeline[files + 1]).toMatchObject({ kind: 'status', toStatus: 'under_review' });
      }
    });

    it('lists a submission with a late reviewer under reviews overdue, and tells its author how many reviews are in', async () => {
      const id = await submitted(world, world.ann);
      await assign(id, researchEditor.id);
      await decideAs(world, id, 'send_to_review');
      const { db } = world.testApp.context;
      // Sending to review opens round 1 (once the review workflow records rounds); else open it.
      await db.insert(reviewRounds).values({ submissionId: id, round: 1 }).onConflictDoNothing();
      const [round] = await db
        .select({ id: reviewRounds.id })
        .from(reviewRounds)
        .where(and(eq(reviewRounds.submissionId, id), eq(reviewRounds.round, 1)));
      const day = 24 * 60 * 60 * 1000;
      const reviewer = (
        position: number,
        status: 'submitted' | 'accepted' | 'declined',
        dueInDays: number,
      ) => ({
        submissionId: id,
        roundId: round?.id ?? 0,
        round: 1,
        journalId: world.journal.journal.id,
        reviewerName: `Hidden Reviewer ${position}`,
        reviewerEmail: `hidden-${position}-${id}@reviewers.test`,
        position,
        status,
        tokenHash: `token-${id}-${position}`,
        responseDueAt: new Date(Date.now() + (dueInDays - 20) * day),
        reviewDueAt: new Date(Date.now() + dueInDays * day),
      });
      const [, late] = await db
        .insert(reviewAssignments)
        .values([
          reviewer(1, 'submitted', -5),
          reviewer(2, 'accepted', -1),
          reviewer(3, 'declined', -1),
        ])
        .returning({ id: reviewAssignments.id });

      expect(await viewIds(researchEditor, 'overdue')).toContain(id);
      // A review is still expected: the next step is the reviewer's, not the editor's.
      expect(await viewIds(researchEditor, 'needs_me')).not.toContain(id);
      expect(
        (await as(researchEditor, 'GET', 'admin/submission-views')).json().overdue,
      ).toBeGreaterThan(0);
      const mine = await as(world.ann, 'GET', `user/submissions/${id}`);
      expect(mine.json().reviewProgress).toEqual({ received: 1, expected: 2 });
      expect(mine.body).not.toContain('Hidden Reviewer');
      expect(mine.body).not.toContain('@reviewers.test');

      await db
        .update(reviewAssignments)
        .set({ status: 'submitted' })
        .where(eq(reviewAssignments.id, late?.id ?? 0));
      expect(await viewIds(researchEditor, 'overdue')).not.toContain(id);
      expect(await viewIds(researchEditor, 'needs_me')).toContain(id);
      const done = await as(world.ann, 'GET', `user/submissions/${id}`);
      expect(done.json().reviewProgress).toEqual({ received: 2, expected: 2 });
    });

    it('refuses a view that does not exist (400) and answers authors 403', async () => {
      const bad = await as(editor, 'GET', 'admin/submissions?view=mine');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.view).toEqual([
        'Choose one of the views: needs_me, unassigned, overdue or waiting.',
      ]);
      expect((await as(world.ann, 'GET', 'admin/submission-views')).statusCode).toBe(403);
      expect((await as(null, 'GET', 'admin/submission-views')).statusCode).toBe(401);
    });
  });

  async function resubmitAs(who: PanelAccount, id: number): Promise<void> {
    const revised = await upload(world.testApp, who, 'manuscript', 'revised.pdf', TINY_PDF);
    await as(who, 'POST', `user/submissions/${id}/files`, { fileId: revised, role: 'revision' });
    const response = await as(who, 'POST', `user/submissions/${id}/resubmit`, {
      message: 'Added the limitations section.',
    });
    expect(response.statusCode).toBe(200);
  }

  describe('editors told of arrivals', () => {
    it('tells the journal’s managers, editors and the section’s editors of a new submission, by notice and mail', async () => {
      const id = await submitted(world, world.ann);
      for (const told of [manager, editor, researchEditor]) {
        const notices = (await noticesOf(told)).filter(
          (n) => n.kind === 'submitted' && n.submissionId === id,
        );
        expect(notices, `editor ${told.id}`).toHaveLength(1);
        expect(notices[0]?.title).toBe('New submission: Quiet numbers in loud places');
        const [mail, ...more] = await mailsTo(await emailOf(told), 'New submission', id);
        expect(more).toHaveLength(0);
        expect(mail?.subject).toBe(
          `[${world.journal.journal.title}] New submission: “Quiet numbers in loud places”`,
        );
      }
      for (const untold of [reviewsEditor, reviewer, outsider, world.ann]) {
        expect(
          (await noticesOf(untold)).filter((n) => n.submissionId === id && n.kind === 'submitted'),
        ).toEqual([]);
      }
      for (const untold of [reviewsEditor, reviewer, outsider]) {
        expect(await mailsTo(await emailOf(untold), 'New submission', id)).toEqual([]);
      }
    });

    it('tells only the assigned editors of a resubmission, and mails none who switched it off', async () => {
      const id = await submitted(world, world.ann);
      await assign(id, manager.id);
      await assign(id, researchEditor.id);
      await decideAs(world, id, 'request_revisions', 'Please revise.');
      const off = await as(researchEditor, 'PATCH', 'user/mail-preferences', { editorial: false });
      expect(off.json()).toMatchObject({ editorial: false });
      await resubmitAs(world.ann, id);
      const revisedNotices = async (who: PanelAccount) =>
        (await noticesOf(who)).filter((n) => n.submissionId === id && n.kind === 'submitted');
      expect(await revisedNotices(manager)).toHaveLength(2);
      expect(await revisedNotices(researchEditor)).toHaveLength(2);
      expect(await revisedNotices(editor)).toHaveLength(1);
      const managerMail = await mailsTo(await emailOf(manager), 'Revised submission', id);
      expect(managerMail).toHaveLength(1);
      expect(managerMail[0]?.text).toContain('Added the limitations section.');
      expect(await mailsTo(await emailOf(researchEditor), 'Revised submission', id)).toEqual([]);
      await as(researchEditor, 'PATCH', 'user/mail-preferences', { editorial: true });
    });
  });
});
