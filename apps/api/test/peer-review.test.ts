import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateToken, hashToken } from '../src/auth/tokens';
import { reviewAssignments, reviewReminders, sessions, users } from '../src/db/schema';
import { jobsOf } from '../src/jobs/app-jobs';
import { announcePresence, presentReader } from '../src/realtime/discussion-presence';
import { threadSeat } from '../src/realtime/discussion-seat';
import type { RealtimeEmitter } from '../src/realtime/realtime-emitter';
import { REVIEW_REMINDER_JOB } from '../src/review/review-reminders';
import { TINY_PDF, uploadForm } from './file-fixtures';
import {
  call,
  clientKey,
  completeFields,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  upload,
} from './panel-fixtures';

/**
 * Peer review end to end through the API, in double anonymous review: rounds, invitations by
 * link (one reviewer of the journal, one new person by address), declining with a suggestion,
 * the review form and its drafts, manuscripts flagged by their PDF metadata and cleaned, the
 * decision with edited shared comments, the resubmission and round two. Every answer, mail and
 * socket payload each party receives is kept, and the last test scans them for the other
 * parties' names, addresses and ids (`review/visibility.ts` is the rule under test).
 */

/** Distinctive ids, names and addresses, so a leak of any of them is found by text. */
const AUTHOR = { id: 910_001, name: 'Annabel Ownersson', email: 'annabel.owner@author.test' };
const RHEA = { id: 920_001, name: 'Rhea Quillworth', email: 'rhea.quill@review.test' };
const THEO = { name: 'Theo Newcombe', email: 'theo.newcombe@review.test' };
/** The ids new accounts get from here on (Theo's, when he accepts). */
const NEXT_IDS = 930_000;
/** What the submission's author list says (completeFields). */
const LISTED_AUTHORS = [
  'Ann Author',
  'ann@example.org',
  'Co Author',
  'co@example.org',
  'Quiet University',
];

/**
 * Words that open each discussion's messages: whoever receives one of them outside its thread
 * has received a thread they may not read (the identity-leak scan looks for them too).
 */
const DISCUSSED = {
  authorThread: 'Thread-with-author-7f3',
  editorsNote: 'Editors-only-note-2c9',
  rheaThread: 'Thread-with-Rhea-5d1',
  theoThread: 'Thread-with-Theo-8e4',
};

/** An account with a chosen id and a live session. */
async function accountWithId(
  world: PanelWorld,
  person: { id: number; name: string; email: string },
): Promise<PanelAccount> {
  const { db } = world.testApp.context;
  await db.insert(users).values({ ...person, passwordHash: 'not-used-by-these-tests' });
  const token = generateToken();
  await db.insert(sessions).values({
    userId: person.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return { id: person.id, headers: { authorization: `Bearer ${token}` } };
}

/** A PDF whose Info dictionary names the author, as word processors write it. */
async function pdfNamingAuthor(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  pdf.setAuthor('Ann Author');
  pdf.setTitle('Quiet numbers');
  return Buffer.from(await pdf.save());
}

/** The review link mailed to `email` last (its token). */
async function tokenMailedTo(world: PanelWorld, email: string): Promise<string> {
  await world.testApp.mailQueue.idle();
  const mail = world.testApp.mailer.sent.filter((message) => message.to === email).at(-1);
  const token = /\/review\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no review link mailed to ${email}`);
  return token;
}

describe('peer review (double anonymous, two rounds)', () => {
  let world: PanelWorld;
  let author: PanelAccount;
  let editor: PanelAccount;
  let rhea: PanelAccount;
  let otherEditor: PanelAccount;
  /** The handling editor's account name: "Editor" to reviewers in double anonymous review. */
  let editorName: string;
  let submissionId: number;
  let rheaToken: string;
  let theoToken: string;
  /** Everything each party received: answers, mails, socket payloads. */
  const seenBy: Record<'author' | 'rhea' | 'theo', string[]> = { author: [], rhea: [], theo: [] };
  const sockets: Array<{ userId: number; payload: string }> = [];
  /** What went to the sockets of review links (a reviewer by their mailed link, no account). */
  const linkSockets: Array<{ assignmentId: number; payload: string }> = [];
  /**
   * What Rhea received in her discussion (answers, presence): there the editors are "Editor" in
   * double anonymous review, so the handling editor's name must not appear either (letters and
   * mails may sign with it).
   */
  const rheaDiscussion: string[] = [];

  const keep = (who: keyof typeof seenBy, response: LightMyRequestResponse) => {
    seenBy[who].push(`${JSON.stringify(response.headers)}\n${response.body}`);
    return response;
  };
  const as = (
    who: PanelAccount | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ) => call(world.testApp, who, method, path, body);
  const byLink = (
    who: 'rhea' | 'theo',
    method: 'GET' | 'POST' | 'PUT',
    token: string,
    rest = '',
    body?: unknown,
  ) =>
    as(null, method, `review-links/${token}${rest}`, body).then((response) => keep(who, response));

  beforeAll(async () => {
    world = await createPanelWorld();
    const recorder: RealtimeEmitter = {
      emitToUser: (userId, _event, ...args) => {
        sockets.push({ userId, payload: JSON.stringify(args) });
      },
      emitToAdmins: () => {},
      emitToConversation: () => {},
      emitToReviewLink: (assignmentId, _event, ...args) => {
        linkSockets.push({ assignmentId, payload: JSON.stringify(args) });
      },
      endReviewLinks: () => {},
      onlineReviewLinks: async () => new Set(),
      onlineUserIds: async () => new Set(),
      announced: async () => {},
    };
    world.testApp.context.realtime = recorder;
    const journalId = world.journal.journal.id;
    author = await accountWithId(world, AUTHOR);
    rhea = await accountWithId(world, RHEA);
    editor = await staffAccount(world, journalId, ['editor']);
    editorName = (await as(editor, 'GET', 'auth/session')).json().user.name;
    otherEditor = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    const staffed = await as(world.admin, 'PUT', `admin/journals/${journalId}/staff/${RHEA.id}`, {
      roles: ['reviewer'],
      sectionIds: [],
    });
    expect(staffed.statusCode).toBe(200);
    await world.testApp.context.db.execute(sql`select setval('users_id_seq', ${NEXT_IDS})`);
    // Ann's submission, its manuscript a PDF whose metadata names her.
    const created = await as(author, 'POST', 'user/submissions', {
      clientKey: clientKey(),
      ...completeFields(journalId, world.journal.sections.research.id),
    });
    submissionId = created.json().id;
    const fileId = await upload(
      world.testApp,
      author,
      'manuscript',
      'ann-author-final.pdf',
      await pdfNamingAuthor(),
    );
    expect(
      (
        await as(author, 'POST', `user/submissions/${submissionId}/files`, {
          fileId,
          role: 'manuscript',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await as(author, 'POST', `user/submissions/${submissionId}/submit`, {})).statusCode,
    ).toBe(200);
  });
  afterAll(() => world.close());

  describe('round one', () => {
    it('refuses invitations before the submission is in review (409)', async () => {
      const early = await as(editor, 'POST', `admin/submissions/${submissionId}/reviewers`, {
        reviewerId: RHEA.id,
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/Send the submission to review/);
    });

    it('opens round 1 when sent to review, and flags the manuscript whose metadata names the author', async () => {
      const sent = await as(editor, 'POST', `admin/submissions/${submissionId}/decisions`, {
        decision: 'send_to_review',
      });
      expect(sent.statusCode).toBe(200);
      const review = (await as(editor, 'GET', `admin/submissions/${submissionId}/review`)).json();
      expect(review).toMatchObject({ mode: 'double_anonymous', openRound: 1 });
      expect(review.rounds).toHaveLength(1);
      expect(review.manuscripts).toEqual([
        expect.objectContaining({
          name: 'ann-author-final.pdf',
          metadataAuthors: ['Ann Author'],
          namesAnAuthor: true,
          cleanedFileId: null,
          sentToReviewers: false,
        }),
      ]);
    });

    it('lists the journal’s reviewers with their figures', async () => {
      const candidates = await as(
        editor,
        'GET',
        `admin/submissions/${submissionId}/reviewer-candidates`,
      );
      expect(candidates.statusCode).toBe(200);
      expect(candidates.json().data).toEqual([
        expect.objectContaining({
          id: RHEA.id,
          openAssignments: 0,
          completedReviews: 0,
          averageDays: null,
          assignedHere: false,
        }),
      ]);
    });

    it('refuses bad invitations with reasons beside the fields', async () => {
      const path = `admin/submissions/${submissionId}/reviewers`;
      const empty = await as(editor, 'POST', path, {});
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name']);
      const notReviewer = await as(editor, 'POST', path, { reviewerId: editor.id });
      expect(notReviewer.statusCode).toBe(400);
      expect(notReviewer.json().errors.reviewerId).toHaveLength(1);
      const theAuthor = await as(editor, 'POST', path, { name: 'Ann', email: 'ann@example.org' });
      expect(theAuthor.statusCode).toBe(422);
      const past = await as(editor, 'POST', path, {
        reviewerId: RHEA.id,
        reviewDueAt: '2001-01-01',
      });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors.reviewDueAt).toHaveLength(1);
      const badDate = await as(editor, 'POST', path, { reviewerId: RHEA.id, reviewDueAt: 'soon' });
      expect(badDate.statusCode).toBe(400);
      const outsider = await as(otherEditor, 'POST', path, { reviewerId: RHEA.id });
      expect(outsider.statusCode).toBe(404);
    });

    it('invites a reviewer of the journal and a new person by address; inviting twice is a 409', async () => {
      const path = `admin/submissions/${submissionId}/reviewers`;
      const first = await as(editor, 'POST', path, { reviewerId: RHEA.id });
      expect(first.statusCode).toBe(201);
      const again = await as(editor, 'POST', path, { reviewerId: RHEA.id });
      expect(again.statusCode).toBe(409);
      const second = await as(editor, 'POST', path, { ...THEO, reviewDueAt: '2999-06-30' });
      expect(second.statusCode).toBe(201);
      const assignments = second.json().rounds[0].assignments;
      expect(
        assignments.map((row: { alias: string; status: string }) => [row.alias, row.status]),
      ).toEqual([
        ['Reviewer 1', 'invited'],
        ['Reviewer 2', 'invited'],
      ]);
      expect(assignments[1].reviewDueAt).toBe('2999-06-30T23:59:59.000Z');
      rheaToken = await tokenMailedTo(world, RHEA.email);
      theoToken = await tokenMailedTo(world, THEO.email);
      for (const [who, email] of [
        ['rhea', RHEA.email],
        ['theo', THEO.email],
      ] as const) {
        for (const mail of world.testApp.mailer.sent.filter((message) => message.to === email)) {
          seenBy[who].push(`${mail.subject}\n${mail.text}\n${mail.html}`);
        }
      }
    });

    it('changes nothing when the link is only opened (a mail scanner’s GET)', async () => {
      for (let i = 0; i < 2; i += 1) {
        const opened = await byLink('theo', 'GET', theoToken);
        expect(opened.statusCode).toBe(200);
        expect(opened.json()).toMatchObject({ status: 'invited', files: [], review: null });
        expect(opened.json().submission.authors).toBeNull();
      }
      const [row] = await world.testApp.context.db
        .select({ respondedAt: reviewAssignments.respondedAt })
        .from(reviewAssignments)
        .where(eq(reviewAssignments.reviewerEmail, THEO.email));
      expect(row?.respondedAt).toBeNull();
      expect((await as(null, 'GET', 'review-links/short')).statusCode).toBe(400);
      const unknown = await as(null, 'GET', `review-links/${generateToken()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toMatch(/no longer works/);
    });

    it('lets an invited reviewer ask the editor by link before answering (a discussion)', async () => {
      const list = await byLink('theo', 'GET', theoToken, '/discussions');
      expect(list.statusCode).toBe(200);
      const [thread] = list.json().threads;
      expect(thread).toMatchObject({ kind: 'editor_reviewer', party: null, canPost: true });
      const asked = await byLink('theo', 'POST', theoToken, `/discussions/${thread.key}/messages`, {
        body: `${DISCUSSED.theoThread} — is there a deadline extension?`,
        clientId: 'theo-question-1',
      });
      expect(asked.statusCode).toBe(201);
      const answered = await as(
        editor,
        'POST',
        `admin/submissions/${submissionId}/discussions/${thread.key}/messages`,
        { body: 'No, sorry.', clientId: 'editor-answer-theo-1' },
      );
      expect(answered.statusCode).toBe(201);
      const read = await byLink('theo', 'GET', theoToken, `/discussions/${thread.key}`);
      expect(read.json().messages.map((m: { sender: { name: string } }) => m.sender.name)).toEqual([
        'Reviewer 2',
        'Editor',
      ]);
      // Without an account, the answer reaches him live through his link's socket, as "Editor".
      const live = linkSockets.filter((socket) => socket.payload.includes('No, sorry.'));
      expect(live).toHaveLength(1);
      expect(JSON.parse(live[0]?.payload ?? '[]')[0]).toMatchObject({
        thread: thread.key,
        message: { body: 'No, sorry.', sender: { role: 'editor', name: 'Editor', mine: false } },
      });
    });

    it('declines with a reason and a suggestion; the link then stops working', async () => {
      const noReason = await byLink('theo', 'POST', theoToken, '/decline', {});
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors.reason).toHaveLength(1);
      const emailOnly = await byLink('theo', 'POST', theoToken, '/decline', {
        reason: 'Travelling.',
        suggestedEmail: 'someone@example.org',
      });
      expect(emailOnly.statusCode).toBe(400);
      expect(emailOnly.json().errors.suggestedName).toHaveLength(1);
      const declined = await byLink('theo', 'POST', theoToken, '/decline', {
        reason: 'Travelling this month.',
        suggestedName: 'Sam Suggested',
        suggestedEmail: 'sam@example.org',
      });
      expect(declined.statusCode).toBe(200);
      expect(declined.json().status).toBe('declined');
      expect((await byLink('theo', 'GET', theoToken)).statusCode).toBe(404);
      const review = (await as(editor, 'GET', `admin/submissions/${submissionId}/review`)).json();
      expect(review.rounds[0].assignments[1]).toMatchObject({
        status: 'declined',
        declineReason: 'Travelling this month.',
        suggested: { name: 'Sam Suggested', email: 'sam@example.org' },
      });
    });

    it('holds the flagged manuscript back until the editor offers a cleaned copy', async () => {
      expect((await byLink('rhea', 'PUT', rheaToken, '/review', {})).statusCode).toBe(409);
      const accepted = await byLink('rhea', 'POST', rheaToken, '/accept');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'accepted', files: [], alias: 'Reviewer 1' });
      const review = (await as(editor, 'GET', `admin/submissions/${submissionId}/review`)).json();
      const flagged = review.manuscripts[0].fileId;
      const cleaned = await as(
        editor,
        'POST',
        `admin/submissions/${submissionId}/review-files/${flagged}/clean`,
      );
      expect(cleaned.statusCode).toBe(200);
      expect(cleaned.json().manuscripts[0]).toMatchObject({ sentToReviewers: true });
      const task = (await byLink('rhea', 'GET', rheaToken)).json();
      expect(task.files).toEqual([expect.objectContaining({ name: 'manuscript-round-1.pdf' })]);
      const download = await byLink('rhea', 'GET', rheaToken, `/files/${task.files[0].id}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('manuscript-round-1.pdf');
      const copy = await PDFDocument.load(download.rawPayload, { updateMetadata: false });
      expect(copy.getAuthor() ?? '').toBe('');
      // The original is not hers to download.
      expect((await byLink('rhea', 'GET', rheaToken, `/files/${flagged}`)).statusCode).toBe(404);
    });

    it('saves drafts, refuses answers off the form, and submits only a complete review', async () => {
      const form = (await byLink('rhea', 'GET', rheaToken)).json().form;
      expect(form.questions.map((question: { id: string }) => question.id)).toEqual([
        'contribution',
        'methods',
        'clarity',
      ]);
      const offForm = await byLink('rhea', 'PUT', rheaToken, '/review', {
        answers: { nonsense: 'x' },
      });
      expect(offForm.statusCode).toBe(400);
      expect(offForm.json().errors['answers.nonsense']).toHaveLength(1);
      const badScale = await byLink('rhea', 'PUT', rheaToken, '/review', {
        answers: { clarity: 9 },
      });
      expect(badScale.statusCode).toBe(400);
      const badChoice = await byLink('rhea', 'PUT', rheaToken, '/review', {
        answers: { methods: 'Maybe' },
      });
      expect(badChoice.statusCode).toBe(400);
      const badRecommendation = await byLink('rhea', 'PUT', rheaToken, '/review', {
        recommendation: 'love it',
      });
      expect(badRecommendation.statusCode).toBe(400);
      const draft = await byLink('rhea', 'PUT', rheaToken, '/review', {
        answers: { contribution: 'A new count.', clarity: 4 },
        recommendation: 'minor_revisions',
        commentsForAuthor: 'Section 2 is long.',
        commentsForEditor: 'Confidential: I know this group.',
      });
      expect(draft.statusCode).toBe(200);
      expect(draft.json().review).toMatchObject({ formVersion: 1, submittedAt: null });
      // The journal's manager changes the form meanwhile: the draft keeps its version.
      const saved = await as(
        world.admin,
        'PUT',
        `admin/journals/${world.journal.journal.id}/review-form`,
        {
          questions: [{ id: 'only', kind: 'text', prompt: 'Anything else?' }],
        },
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json().version).toBe(2);
      const incomplete = await byLink('rhea', 'POST', rheaToken, '/review/submit', {
        answers: { clarity: 4 },
        recommendation: null,
        commentsForAuthor: '',
      });
      expect(incomplete.statusCode).toBe(422);
      expect(Object.keys(incomplete.json().errors).sort()).toEqual([
        'answers.contribution',
        'answers.methods',
        'commentsForAuthor',
        'recommendation',
      ]);
      const submitted = await byLink('rhea', 'POST', rheaToken, '/review/submit', {
        answers: { contribution: 'A new count.', methods: 'Partly', clarity: 4 },
        recommendation: 'minor_revisions',
        commentsForAuthor: 'Section 2 is long.',
        commentsForEditor: 'Confidential: I know this group.',
      });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ status: 'submitted', review: { formVersion: 1 } });
      // Final: the link stops working and the review is read-only for her too.
      expect((await byLink('rhea', 'GET', rheaToken)).statusCode).toBe(404);
      const mine = keep('rhea', await as(rhea, 'GET', 'reviews'));
      expect(mine.json().data).toEqual([
        expect.objectContaining({ status: 'submitted', round: 1 }),
      ]);
      const id = mine.json().data[0].id;
      const again = keep('rhea', await as(rhea, 'PUT', `reviews/${id}/review`, {}));
      expect(again.statusCode).toBe(409);
    });

    it('shows the editor the round’s reviews side by side and sends the edited comments', async () => {
      const draft = await as(
        editor,
        'GET',
        `admin/submissions/${submissionId}/decision-draft?decision=request_revisions`,
      );
      expect(draft.statusCode).toBe(200);
      expect(draft.json().letter).toContain('{reviews}');
      expect(draft.json().reviews).toEqual([
        expect.objectContaining({
          alias: 'Reviewer 1',
          reviewerName: RHEA.name,
          recommendation: 'minor_revisions',
          commentsForEditor: 'Confidential: I know this group.',
        }),
      ]);
      const bad = await as(
        editor,
        'GET',
        `admin/submissions/${submissionId}/decision-draft?decision=maybe`,
      );
      expect(bad.statusCode).toBe(400);
      const assignmentId = draft.json().reviews[0].assignmentId;
      const foreign = await as(
        editor,
        'POST',
        `admin/submissions/${submissionId}/review-decision`,
        {
          decision: 'request_revisions',
          letter: 'Please revise.\n\n{reviews}',
          shared: [{ assignmentId: assignmentId + 1000, comments: 'x' }],
        },
      );
      expect(foreign.statusCode).toBe(400);
      const decided = await as(
        editor,
        'POST',
        `admin/submissions/${submissionId}/review-decision`,
        {
          decision: 'request_revisions',
          letter: 'Please revise.\n\n{reviews}',
          shared: [{ assignmentId, comments: 'Section 2 is long; shorten it.' }],
        },
      );
      expect(decided.statusCode).toBe(200);
      expect(decided.json().status).toBe('revisions_requested');
      const reviews = keep(
        'author',
        await as(author, 'GET', `user/submissions/${submissionId}/reviews`),
      );
      expect(reviews.json().rounds).toEqual([
        expect.objectContaining({
          round: 1,
          outcome: 'revisions_requested',
          letter: 'Please revise.\n\nReviewer 1:\nSection 2 is long; shorten it.',
          reviews: [{ alias: 'Reviewer 1', comments: 'Section 2 is long; shorten it.' }],
        }),
      ]);
      expect(reviews.body).not.toContain('Confidential');
    });
  });

  describe('round two', () => {
    it('opens round 2 on resubmission; the same reviewer keeps her number and ends in acceptance', async () => {
      const fileId = await upload(world.testApp, author, 'manuscript', 'annabel-revised.pdf');
      keep(
        'author',
        await as(author, 'POST', `user/submissions/${submissionId}/files`, {
          fileId,
          role: 'revision',
        }),
      );
      const resubmitted = keep(
        'author',
        await as(author, 'POST', `user/submissions/${submissionId}/resubmit`, {
          message: 'Shortened.',
        }),
      );
      expect(resubmitted.statusCode).toBe(200);
      const invited = await as(editor, 'POST', `admin/submissions/${submissionId}/reviewers`, {
        reviewerId: RHEA.id,
      });
      expect(invited.statusCode).toBe(201);
      expect(invited.json().openRound).toBe(2);
      expect(invited.json().rounds.map((round: { round: number }) => round.round)).toEqual([1, 2]);
      expect(invited.json().rounds[1].assignments[0].alias).toBe('Reviewer 1');
      const token = await tokenMailedTo(world, RHEA.email);
      expect((await byLink('rhea', 'POST', token, '/accept')).statusCode).toBe(200);
      const task = (await byLink('rhea', 'GET', token)).json();
      expect(task.round).toBe(2);
      expect(task.form.version).toBe(2);
      expect(task.files.map((file: { name: string }) => file.name)).toEqual([
        'revision-round-2.pdf',
      ]);
      const done = await byLink('rhea', 'POST', token, '/review/submit', {
        answers: { only: 'No.' },
        recommendation: 'accept',
        commentsForAuthor: 'Much better.',
      });
      expect(done.statusCode).toBe(200);
      const assignmentId = invited.json().rounds[1].assignments[0].id;
      const accepted = await as(
        editor,
        'POST',
        `admin/submissions/${submissionId}/review-decision`,
        {
          decision: 'accept',
          letter: 'Accepted.',
          shared: [{ assignmentId, comments: 'Much better.' }],
        },
      );
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().status).toBe('accepted');
      const all = (await as(editor, 'GET', `admin/submissions/${submissionId}/review`)).json();
      expect(all.rounds.map((round: { outcome: string }) => round.outcome)).toEqual([
        'revisions_requested',
        'accepted',
      ]);
      // Told the outcome (the journal's default), without the author's name.
      await world.testApp.mailQueue.idle();
      const outcome = world.testApp.mailer.sent.filter(
        (mail) => mail.to === RHEA.email && mail.subject.includes('outcome'),
      );
      expect(outcome).toHaveLength(2);
      const task2 = keep('rhea', await as(rhea, 'GET', `reviews/${assignmentId}`));
      expect(task2.json().outcome).toBe('accepted');
    });

    it('lets a reviewer read only her own assignments, and editors of another journal none', async () => {
      const mine = (await as(rhea, 'GET', 'reviews')).json().data;
      expect(mine).toHaveLength(2);
      const theos = await world.testApp.context.db
        .select({ id: reviewAssignments.id })
        .from(reviewAssignments)
        .where(eq(reviewAssignments.reviewerEmail, THEO.email));
      const theoId = theos[0]?.id ?? 0;
      expect((await as(rhea, 'GET', `reviews/${theoId}`)).statusCode).toBe(404);
      expect((await as(world.bob, 'GET', `reviews/${mine[0].id}`)).statusCode).toBe(404);
      expect((await as(null, 'GET', `reviews/${mine[0].id}`)).statusCode).toBe(401);
      for (const path of [
        `admin/submissions/${submissionId}/review`,
        `admin/submissions/${submissionId}/decision-draft?decision=accept`,
      ]) {
        expect((await as(otherEditor, 'GET', path)).statusCode).toBe(404);
      }
      for (const action of ['withdraw', 'remind']) {
        expect(
          (await as(otherEditor, 'POST', `admin/review-assignments/${mine[0].id}/${action}`, {}))
            .statusCode,
        ).toBe(404);
      }
      expect((await as(rhea, 'GET', `admin/submissions/${submissionId}/review`)).statusCode).toBe(
        403,
      );
    });
  });

  describe('discussions between each pair', () => {
    it('carries editor ↔ author, editor ↔ reviewer and editors-only threads, each to its own readers', async () => {
      const editorBase = `admin/submissions/${submissionId}/discussions`;
      const authorBase = `user/submissions/${submissionId}/discussions`;
      const mine = (await as(rhea, 'GET', 'reviews')).json().data as Array<{ id: number }>;
      const posts: Array<[PanelAccount, string, string]> = [
        [
          editor,
          `${editorBase}/editor-author`,
          `${DISCUSSED.authorThread} — please send the data.`,
        ],
        [author, `${authorBase}/editor-author`, 'Attached to the revision.'],
        [editor, `${editorBase}/editors`, `${DISCUSSED.editorsNote} — Reviewer 1 is thorough.`],
        ...mine.map((assignment): [PanelAccount, string, string] => [
          rhea,
          `reviews/${assignment.id}/discussions/editor-reviewer-${assignment.id}`,
          `${DISCUSSED.rheaThread} — thank you for the clean copy.`,
        ]),
        ...mine.map((assignment): [PanelAccount, string, string] => [
          editor,
          `${editorBase}/editor-reviewer-${assignment.id}`,
          'Thank you for your review.',
        ]),
      ];
      for (const [index, [who, path, body]] of posts.entries()) {
        const posted = await as(who, 'POST', `${path}/messages`, {
          body,
          clientId: `pair-${index}-message`,
        });
        expect(posted.statusCode, path).toBe(201);
        if (who === author) keep('author', posted);
        if (who === rhea) keep('rhea', posted);
      }
      keep('author', await as(author, 'GET', authorBase));
      keep('author', await as(author, 'GET', `${authorBase}/editor-author`));
      keep('author', await as(author, 'GET', 'user/discussions/unread'));
      for (const assignment of mine) {
        keep('rhea', await as(rhea, 'GET', `reviews/${assignment.id}/discussions`));
        const thread = keep(
          'rhea',
          await as(
            rhea,
            'GET',
            `reviews/${assignment.id}/discussions/editor-reviewer-${assignment.id}`,
          ),
        );
        expect(thread.json().messages.at(-1).sender.name).toBe('Editor');
        keep(
          'rhea',
          await as(
            rhea,
            'POST',
            `reviews/${assignment.id}/discussions/editor-reviewer-${assignment.id}/read`,
            {},
          ),
        );
      }
      keep('rhea', await as(rhea, 'GET', 'user/discussions/unread'));
      keep('author', await as(author, 'POST', `${authorBase}/editor-author/read`, {}));
      const editorList = (await as(editor, 'GET', editorBase)).json();
      expect(editorList.threads.map((thread: { kind: string }) => thread.kind)).toEqual([
        'editor_author',
        'editors',
        'editor_reviewer',
        'editor_reviewer',
        'editor_reviewer',
      ]);
    });
  });

  describe('files and presence in a reviewer’s discussion', () => {
    it('gives the reviewer a file the editor passes on with a neutral name and no author in its metadata', async () => {
      const [assignment] = (await as(rhea, 'GET', 'reviews')).json().data as Array<{ id: number }>;
      const key = `editor-reviewer-${assignment?.id}`;
      const thread = `admin/submissions/${submissionId}/discussions/${key}`;
      const form = uploadForm('discussion', 'ann-author-final-pages.pdf', await pdfNamingAuthor());
      const uploaded = await world.testApp.app.inject({
        method: 'POST',
        url: `/api/${thread}/attachments`,
        headers: { ...editor.headers, ...form.headers },
        payload: form.payload,
      });
      expect(uploaded.statusCode).toBe(201);
      const sent = await as(editor, 'POST', `${thread}/messages`, {
        body: 'The pages in question.',
        clientId: 'pair-file-message',
        attachmentIds: [uploaded.json().id],
      });
      expect(sent.statusCode).toBe(201);
      const read = keep(
        'rhea',
        await as(rhea, 'GET', `reviews/${assignment?.id}/discussions/${key}`),
      );
      rheaDiscussion.push(read.body);
      const file = read.json().messages.at(-1).attachments[0];
      const fetched = keep(
        'rhea',
        await world.testApp.app.inject({
          method: 'GET',
          url: new URL(file.url).pathname,
          headers: rhea.headers,
        }),
      );
      expect(fetched.statusCode).toBe(200);
      // The metadata as a PDF reader shows it (pdf-lib writes it hex-encoded, so read it back).
      const pdf = await PDFDocument.load(fetched.rawPayload, { updateMetadata: false });
      seenBy.rhea.push(`${pdf.getAuthor() ?? ''} ${pdf.getTitle() ?? ''}`);
    });

    it('tells each reader who is here, through the rule, and only the thread’s readers', async () => {
      const [assignment] = (await as(rhea, 'GET', 'reviews')).json().data as Array<{ id: number }>;
      const key = `editor-reviewer-${assignment?.id}`;
      const { context } = world.testApp;
      const rheaSeat = await threadSeat(context, { userId: RHEA.id }, submissionId, key);
      const editorSeat = await threadSeat(context, { userId: editor.id }, submissionId, key);
      // The author may not open the reviewer's thread: she has no seat in it.
      expect(await threadSeat(context, { userId: AUTHOR.id }, submissionId, key)).toBeNull();
      if (!rheaSeat || !editorSeat) throw new Error('no seat in the reviewer’s thread');
      const before = sockets.length;
      announcePresence(context, rheaSeat, key, [
        presentReader(rheaSeat, RHEA.name),
        presentReader(editorSeat, editorName),
      ]);
      const sent = sockets.slice(before);
      for (const socket of sent) if (socket.userId === RHEA.id) rheaDiscussion.push(socket.payload);
      expect(sent.some((socket) => socket.userId === RHEA.id)).toBe(true);
      expect(sent.some((socket) => socket.userId === AUTHOR.id)).toBe(false);
    });
  });

  describe('reminders', () => {
    it('schedules reminders from the journal’s schedule and sends each once; new dates reschedule them', async () => {
      const { db } = world.testApp.context;
      const other = await as(author, 'POST', 'user/submissions', {
        clientKey: clientKey(),
        ...completeFields(world.journal.journal.id, world.journal.sections.research.id),
      });
      const id = other.json().id;
      const fileId = await upload(world.testApp, author, 'manuscript', 'plain.pdf');
      await as(author, 'POST', `user/submissions/${id}/files`, { fileId, role: 'manuscript' });
      await as(author, 'POST', `user/submissions/${id}/submit`, {});
      await as(editor, 'POST', `admin/submissions/${id}/decisions`, { decision: 'send_to_review' });
      // Answer due in three days: the journal's "2 days before" reminder is due tomorrow.
      const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const invited = await as(editor, 'POST', `admin/submissions/${id}/reviewers`, {
        name: 'Una Late',
        email: 'una.late@review.test',
        responseDueAt: inThreeDays,
      });
      expect(invited.statusCode).toBe(201);
      const jobs = jobsOf(world.testApp.context);
      // The clock is the database's: reminders not due within the hour (later ones of this and
      // the earlier tests' assignments) are set aside, so waiting for the due ones can end.
      const setAsideLaterReminders = () =>
        db.execute(
          sql`update jobs set state = 'cancelled' where kind = ${REVIEW_REMINDER_JOB} and state = 'pending' and run_at > now() + interval '1 hour'`,
        );
      const assignmentId = invited.json().rounds[0].assignments[0].id;
      // A day passes, on the database's clock: the reminder's moment comes.
      await db.execute(
        sql`update jobs set run_at = run_at - interval '1 day' where key = ${`review-reminder:${assignmentId}:response:-2`}`,
      );
      await setAsideLaterReminders();
      await jobs.idle([REVIEW_REMINDER_JOB]);
      await world.testApp.mailQueue.idle();
      const reminders = () =>
        world.testApp.mailer.sent.filter(
          (mail) => mail.to === 'una.late@review.test' && mail.subject.includes('Reminder'),
        );
      expect(reminders()).toHaveLength(1);
      expect(reminders()[0]?.text).toMatch(/\/review\?token=/);
      // Both links work: the invitation's and the reminder's.
      const reminderToken = /\/review\?token=([A-Za-z0-9_-]+)/.exec(
        reminders()[0]?.text ?? '',
      )?.[1];
      expect((await as(null, 'GET', `review-links/${reminderToken}`)).statusCode).toBe(200);
      // New dates: pending reminders are scheduled again, and the one sent is not sent twice.
      const moved = await as(editor, 'PATCH', `admin/review-assignments/${assignmentId}`, {
        responseDueAt: new Date(Date.now() + 86_400_000 * 1.5).toISOString(),
      });
      expect(moved.statusCode).toBe(200);
      await setAsideLaterReminders();
      await jobs.idle([REVIEW_REMINDER_JOB]);
      await world.testApp.mailQueue.idle();
      expect(reminders()).toHaveLength(1);
      const sent = await db
        .select()
        .from(reviewReminders)
        .where(eq(reviewReminders.assignmentId, assignmentId));
      expect(sent.map((row) => [row.kind, row.offsetDays])).toEqual([['response', -2]]);
      // A manual reminder, as often as the editor clicks.
      expect(
        (await as(editor, 'POST', `admin/review-assignments/${assignmentId}/remind`, {}))
          .statusCode,
      ).toBe(200);
      await world.testApp.mailQueue.idle();
      expect(reminders()).toHaveLength(2);
      const bad = await as(editor, 'PATCH', `admin/review-assignments/${assignmentId}`, {
        reviewDueAt: '2001-01-01',
      });
      expect(bad.statusCode).toBe(422);

      // Una accepts from the reminder's link and attaches an annotated file: hers and the
      // editors' to download, never the author's.
      const post = (path: string, form: ReturnType<typeof uploadForm>) =>
        world.testApp.app.inject({
          method: 'POST',
          url: `/api/${path}`,
          headers: form.headers,
          payload: form.payload,
        });
      const early = await post(
        `review-links/${reminderToken}/files`,
        uploadForm('review', 'notes.pdf', TINY_PDF),
      );
      expect(early.statusCode).toBe(409);
      expect((await as(null, 'POST', `review-links/${reminderToken}/accept`)).statusCode).toBe(200);
      const wrongPurpose = await post(
        `review-links/${reminderToken}/files`,
        uploadForm('manuscript', 'notes.pdf', TINY_PDF),
      );
      expect(wrongPurpose.statusCode).toBe(400);
      const wrongType = await post(
        `review-links/${reminderToken}/files`,
        uploadForm('review', 'notes.exe', TINY_PDF),
      );
      expect(wrongType.statusCode).toBe(415);
      const attached = await post(
        `review-links/${reminderToken}/files`,
        uploadForm('review', 'una-notes.pdf', TINY_PDF),
      );
      expect(attached.statusCode).toBe(201);
      const annotated = attached.json().id;
      expect(
        (await as(null, 'GET', `review-links/${reminderToken}/files/${annotated}`)).statusCode,
      ).toBe(200);
      expect(
        (await as(editor, 'GET', `admin/submissions/${id}/review-files/${annotated}`)).statusCode,
      ).toBe(200);
      expect(
        (await as(otherEditor, 'GET', `admin/submissions/${id}/review-files/${annotated}`))
          .statusCode,
      ).toBe(404);
      expect((await as(author, 'GET', `files/${annotated}`)).statusCode).toBe(404);
      const review = (await as(editor, 'GET', `admin/submissions/${id}/review`)).json();
      expect(review.rounds[0].assignments[0].review).toBeNull();
      const removed = await as(null, 'DELETE', `review-links/${reminderToken}/files/${annotated}`);
      expect(removed.statusCode).toBe(200);
      expect(
        (await as(editor, 'GET', `admin/submissions/${id}/review-files/${annotated}`)).statusCode,
      ).toBe(404);
    });
  });

  describe('journal settings', () => {
    it('refuses bad settings and stale saves, and keeps a section’s own mode', async () => {
      const path = `admin/journals/${world.journal.journal.id}/review-settings`;
      const current = (await as(world.admin, 'GET', path)).json();
      const body = {
        ...current,
        sections: [{ id: world.journal.sections.reviews.id, mode: 'open' }],
      };
      const bad = await as(world.admin, 'PUT', path, { ...body, reviewDays: 0, mode: 'secret' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['mode', 'reviewDays']);
      const foreign = await as(world.admin, 'PUT', path, {
        ...body,
        sections: [{ id: world.otherJournal.sections.research.id, mode: 'open' }],
      });
      expect(foreign.statusCode).toBe(400);
      const saved = await as(world.admin, 'PUT', path, body);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().sections).toContainEqual(
        expect.objectContaining({ id: world.journal.sections.reviews.id, mode: 'open' }),
      );
      const stale = await as(world.admin, 'PUT', path, body);
      expect(stale.statusCode).toBe(409);
      const byEditor = await as(editor, 'PUT', path, { ...body, version: saved.json().version });
      expect(byEditor.statusCode).toBe(403);
      const badForm = await as(
        world.admin,
        'PUT',
        `admin/journals/${world.journal.journal.id}/review-form`,
        {
          questions: [{ id: 'q', kind: 'choice', prompt: 'Pick', options: ['Only one'] }],
        },
      );
      expect(badForm.statusCode).toBe(400);
      expect(badForm.json().errors['questions.0.options']).toHaveLength(1);
    });
  });

  describe('identity leaks', () => {
    it('gives the reviewers nothing of the authors’ or each other’s identities, and the author nothing of the reviewers’', async () => {
      await world.testApp.mailQueue.idle();
      const { db, mailer } = { db: world.testApp.context.db, mailer: world.testApp.mailer };
      const [theo] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, THEO.email));
      // Theo declined without an account; had he accepted, his id would be one of these.
      expect(theo).toBeUndefined();
      for (const mail of mailer.sent) {
        const text = `${mail.subject}\n${mail.text}\n${mail.html}`;
        if (mail.to === AUTHOR.email) seenBy.author.push(text);
        if (mail.to === RHEA.email) seenBy.rhea.push(text);
        if (mail.to === THEO.email) seenBy.theo.push(text);
      }
      keep('author', await as(author, 'GET', `user/submissions/${submissionId}`));
      keep('author', await as(author, 'GET', 'user/notifications?perPage=100'));
      keep('rhea', await as(rhea, 'GET', 'user/notifications?perPage=100'));
      for (const socket of sockets) {
        if (socket.userId === AUTHOR.id) seenBy.author.push(socket.payload);
        if (socket.userId === RHEA.id) seenBy.rhea.push(socket.payload);
      }
      // The review links' sockets: each reviewer's by their assignments.
      const assignments = await db
        .select({ id: reviewAssignments.id, email: reviewAssignments.reviewerEmail })
        .from(reviewAssignments)
        .where(eq(reviewAssignments.submissionId, submissionId));
      const byAssignment = new Map(assignments.map((row) => [row.id, row.email]));
      expect(linkSockets.length).toBeGreaterThan(0);
      for (const socket of linkSockets) {
        const email = byAssignment.get(socket.assignmentId);
        if (email === THEO.email) seenBy.theo.push(socket.payload);
        else if (email === RHEA.email) {
          seenBy.rhea.push(socket.payload);
          rheaDiscussion.push(socket.payload);
        } else throw new Error(`a link socket of another assignment: ${socket.payload}`);
      }
      const authorIdentity = [
        AUTHOR.name,
        AUTHOR.email,
        String(AUTHOR.id),
        ...LISTED_AUTHORS,
        'ann-author-final',
      ];
      const forbidden: Record<keyof typeof seenBy, string[]> = {
        rhea: [
          ...authorIdentity,
          THEO.name,
          THEO.email,
          DISCUSSED.authorThread,
          DISCUSSED.editorsNote,
          DISCUSSED.theoThread,
        ],
        theo: [
          ...authorIdentity,
          RHEA.name,
          RHEA.email,
          String(RHEA.id),
          DISCUSSED.authorThread,
          DISCUSSED.editorsNote,
          DISCUSSED.rheaThread,
        ],
        author: [
          DISCUSSED.editorsNote,
          DISCUSSED.rheaThread,
          DISCUSSED.theoThread,
          RHEA.name,
          RHEA.email,
          String(RHEA.id),
          THEO.name,
          THEO.email,
          String(NEXT_IDS + 1),
        ],
      };
      const leaks: string[] = [];
      for (const [who, texts] of Object.entries(seenBy) as Array<[keyof typeof seenBy, string[]]>) {
        expect(texts.length).toBeGreaterThan(3);
        for (const text of texts) {
          for (const secret of forbidden[who]) {
            if (text.includes(secret))
              leaks.push(`${who} received "${secret}" in: ${text.slice(0, 160)}`);
          }
        }
      }
      for (const text of rheaDiscussion) {
        if (text.includes(editorName)) {
          leaks.push(`rhea received the editor's name in her discussion: ${text.slice(0, 160)}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  });
});
