import { DISCUSSION_MESSAGE_MAX_LENGTH, discussionMessageEventSchema } from '@quire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEmitter } from '../src/realtime/realtime-emitter';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  queryCount,
  staffAccount,
  submitted,
} from './panel-fixtures';

/**
 * Discussions on a submission through the API: who reads and posts which thread (editors of the
 * journal, the author, each reviewer; another journal's editors and strangers get 404), bad
 * input, unread counts and read receipts, live events only to the thread's readers, and mail to
 * the readers who are offline (a reviewer's with a review link that opens the thread).
 */
describe('discussions on a submission', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let otherEditor: PanelAccount;
  let reviewer: PanelAccount;
  let submissionId: number;
  let assignmentId: number;
  let byLinkAssignmentId: number;
  let linkToken: string;
  const emitted: Array<{ userId: number; event: string; payload: unknown }> = [];
  const online = new Set<number>();
  /** Assignments whose review link's page has its socket connected. */
  const onlineLinks = new Set<number>();

  const as = (who: PanelAccount | null, method: 'GET' | 'POST', path: string, body?: unknown) =>
    call(world.testApp, who, method, path, body);
  const post = (who: PanelAccount | null, base: string, thread: string, body: string, n = 0) =>
    as(who, 'POST', `${base}/${thread}/messages`, {
      body,
      clientId: `client-${thread}-${n}-${body.length}`,
    });

  beforeAll(async () => {
    world = await createPanelWorld();
    const recorder: RealtimeEmitter = {
      emitToUser: (userId, event, ...args) => emitted.push({ userId, event, payload: args[0] }),
      emitToAdmins: () => {},
      emitToConversation: () => {},
      emitToReviewLink: () => {},
      endReviewLinks: () => {},
      onlineReviewLinks: async (ids) => new Set(ids.filter((id) => onlineLinks.has(id))),
      onlineUserIds: async (ids) => new Set(ids.filter((id) => online.has(id))),
      announced: async () => {},
    };
    world.testApp.context.realtime = recorder;
    const journalId = world.journal.journal.id;
    editor = await staffAccount(world, journalId, ['editor']);
    otherEditor = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    reviewer = await staffAccount(world, journalId, ['reviewer']);
    submissionId = await submitted(world, world.ann);
    const sent = await as(editor, 'POST', `admin/submissions/${submissionId}/decisions`, {
      decision: 'send_to_review',
    });
    expect(sent.statusCode).toBe(200);
    const path = `admin/submissions/${submissionId}/reviewers`;
    expect((await as(editor, 'POST', path, { reviewerId: reviewer.id })).statusCode).toBe(201);
    const invited = await as(editor, 'POST', path, {
      name: 'Linda Linkonly',
      email: 'linda.linkonly@review.test',
    });
    expect(invited.statusCode).toBe(201);
    const assignments = invited.json().rounds[0].assignments as Array<{
      id: number;
      reviewer: { email: string };
    }>;
    assignmentId = assignments[0]?.id ?? 0;
    byLinkAssignmentId = assignments[1]?.id ?? 0;
    await world.testApp.mailQueue.idle();
    const mail = world.testApp.mailer.sent.find((m) => m.to === 'linda.linkonly@review.test');
    linkToken = /\/review\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(linkToken).not.toBe('');
  });
  afterAll(() => world.close());

  const editorBase = () => `admin/submissions/${submissionId}/discussions`;
  const authorBase = () => `user/submissions/${submissionId}/discussions`;
  const reviewerBase = () => `reviews/${assignmentId}/discussions`;
  const linkBase = () => `review-links/${linkToken}/discussions`;

  it('lists each reader’s threads: editors all, the author theirs, a reviewer theirs', async () => {
    const editors = await as(editor, 'GET', editorBase());
    expect(editors.statusCode).toBe(200);
    expect(editors.json().threads.map((thread: { key: string }) => thread.key)).toEqual([
      'editor-author',
      'editors',
      `editor-reviewer-${assignmentId}`,
      `editor-reviewer-${byLinkAssignmentId}`,
    ]);
    expect(editors.json().threads[3].party).toBe('Reviewer 2 · Linda Linkonly');
    const author = await as(world.ann, 'GET', authorBase());
    expect(author.json().threads).toEqual([
      expect.objectContaining({ key: 'editor-author', party: null, unread: 0, messages: 0 }),
    ]);
    const mine = await as(reviewer, 'GET', reviewerBase());
    expect(mine.json().threads.map((thread: { key: string }) => thread.key)).toEqual([
      `editor-reviewer-${assignmentId}`,
    ]);
    const byLink = await as(null, 'GET', linkBase());
    expect(byLink.json().threads.map((thread: { key: string }) => thread.key)).toEqual([
      `editor-reviewer-${byLinkAssignmentId}`,
    ]);
  });

  it('refuses every thread outside the reader’s with 404, and another journal’s editors', async () => {
    const refused: Array<[PanelAccount | null, string]> = [
      [world.ann, `${authorBase()}/editors`],
      [world.ann, `${authorBase()}/editor-reviewer-${assignmentId}`],
      [reviewer, `${reviewerBase()}/editor-author`],
      [reviewer, `${reviewerBase()}/editors`],
      [reviewer, `${reviewerBase()}/editor-reviewer-${byLinkAssignmentId}`],
      [null, `${linkBase()}/editor-reviewer-${assignmentId}`],
      [null, `${linkBase()}/editor-author`],
      [world.bob, `user/submissions/${submissionId}/discussions/editor-author`],
      [world.bob, `reviews/${assignmentId}/discussions/editor-reviewer-${assignmentId}`],
      [editor, `${editorBase()}/editor-reviewer-999999`],
      [editor, `${editorBase()}/nonsense`],
      [null, 'review-links/not-a-real-token-at-all-123/discussions'],
    ];
    for (const [who, path] of refused) {
      const read = await as(who, 'GET', path);
      expect(read.statusCode, path).toBe(404);
      if (path.split('/').length > 4) {
        const posted = await as(who, 'POST', `${path}/messages`, {
          body: 'Let me in',
          clientId: 'client-refused-1',
        });
        expect(posted.statusCode, `POST ${path}`).toBe(404);
      }
    }
    const other = await as(otherEditor, 'GET', `${editorBase()}/editors`);
    expect(other.statusCode).toBe(404);
    expect((await as(otherEditor, 'GET', editorBase())).statusCode).toBe(404);
    expect((await as(world.ann, 'GET', editorBase())).statusCode).toBe(403);
    expect((await as(null, 'GET', authorBase())).statusCode).toBe(401);
  });

  it('refuses empty, too long and malformed messages with a clear 400', async () => {
    const thread = `${editorBase()}/editors/messages`;
    const empty = await as(editor, 'POST', thread, { body: '   ', clientId: 'client-empty-1' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toMatch(/Write a message/);
    const long = await as(editor, 'POST', thread, {
      body: 'x'.repeat(DISCUSSION_MESSAGE_MAX_LENGTH + 1),
      clientId: 'client-long-1',
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toMatch(/at most 4000 characters/);
    const noClient = await as(editor, 'POST', thread, { body: 'Hello' });
    expect(noClient.statusCode).toBe(400);
    expect(JSON.stringify(noClient.json())).toMatch(/clientId/);
    const missing = await as(editor, 'POST', thread, {});
    expect(missing.statusCode).toBe(400);
  });

  it('carries editor ↔ author messages with unread counts, read receipts and a retry stored once', async () => {
    emitted.length = 0;
    const first = await post(editor, editorBase(), 'editor-author', 'Could you add the data?');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ sender: { role: 'editor', mine: true }, read: false });
    const retried = await post(editor, editorBase(), 'editor-author', 'Could you add the data?');
    expect(retried.json().id).toBe(first.json().id);
    // Live: to the author's sockets and the editors', not to the reviewer's.
    const receivers = new Set(emitted.map((event) => event.userId));
    expect(receivers.has(world.ann.id)).toBe(true);
    expect(receivers.has(editor.id)).toBe(true);
    expect(receivers.has(reviewer.id)).toBe(false);
    expect(receivers.has(otherEditor.id)).toBe(false);
    for (const event of emitted) {
      expect(discussionMessageEventSchema.safeParse(event.payload).success).toBe(true);
    }
    const listed = await as(world.ann, 'GET', authorBase());
    expect(listed.json()).toMatchObject({ unread: 1, threads: [{ unread: 1, messages: 1 }] });
    const badge = await as(world.ann, 'GET', 'user/discussions/unread');
    expect(badge.json()).toEqual({ total: 1, submissions: [{ submissionId, unread: 1 }] });
    const read = await as(world.ann, 'POST', `${authorBase()}/editor-author/read`, {});
    expect(read.json()).toEqual({ upTo: first.json().id });
    expect((await as(world.ann, 'GET', 'user/discussions/unread')).json().total).toBe(0);
    const seen = await as(editor, 'GET', `${editorBase()}/editor-author`);
    expect(seen.json().messages).toEqual([
      expect.objectContaining({ body: 'Could you add the data?', read: true }),
    ]);
    const answer = await post(world.ann, authorBase(), 'editor-author', 'Added in the appendix.');
    expect(answer.statusCode).toBe(201);
    const thread = (await as(world.ann, 'GET', `${authorBase()}/editor-author`)).json();
    expect(thread.messages.map((m: { sender: { mine: boolean } }) => m.sender.mine)).toEqual([
      false,
      true,
    ]);
    // The first message of a thread is on the timeline, the author's included.
    const timeline = (await as(world.ann, 'GET', `user/submissions/${submissionId}`)).json();
    expect(
      timeline.history.filter((event: { kind: string }) => event.kind === 'message'),
    ).toHaveLength(1);
  });

  it('keeps editors-only notes from the author and the reviewers', async () => {
    emitted.length = 0;
    const note = await post(editor, editorBase(), 'editors', 'Reviewer 2 is slow; chase her.');
    expect(note.statusCode).toBe(201);
    const receivers = new Set(emitted.map((event) => event.userId));
    expect(receivers.has(world.ann.id)).toBe(false);
    expect(receivers.has(reviewer.id)).toBe(false);
    const authorTimeline = (await as(world.ann, 'GET', `user/submissions/${submissionId}`)).json();
    expect(
      authorTimeline.history.filter((event: { kind: string }) => event.kind === 'message'),
    ).toHaveLength(1);
  });

  it('mails offline readers with a link to the thread, and spares those online', async () => {
    await world.testApp.mailQueue.idle();
    const before = world.testApp.mailer.sent.length;
    online.add(editor.id);
    const asked = await post(
      null,
      linkBase(),
      `editor-reviewer-${byLinkAssignmentId}`,
      'Is the appendix part of the review?',
    );
    expect(asked.statusCode).toBe(201);
    expect(asked.json().sender).toEqual({ role: 'reviewer', name: 'Reviewer 2', mine: true });
    const answered = await post(
      editor,
      editorBase(),
      `editor-reviewer-${byLinkAssignmentId}`,
      'Yes, please read it too.',
    );
    expect(answered.statusCode).toBe(201);
    online.delete(editor.id);
    await world.testApp.mailQueue.idle();
    const mails = world.testApp.mailer.sent.slice(before);
    // The editor was online: no mail for them. The reviewer (no account, no socket) is mailed.
    expect(mails.map((mail) => mail.to)).toEqual(['linda.linkonly@review.test']);
    const mail = mails[0];
    expect(mail?.text).toContain('Yes, please read it too.');
    expect(mail?.text).toContain('Editor wrote in the discussion');
    const link = /\/review\?token=([A-Za-z0-9_-]+)#discussion/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const opened = await as(
      null,
      'GET',
      `review-links/${link}/discussions/editor-reviewer-${byLinkAssignmentId}`,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'Is the appendix part of the review?',
      'Yes, please read it too.',
    ]);
    // Double anonymous review: the reviewer sees "Editor", never the editor's account name.
    expect(opened.json().messages[1].sender.name).toBe('Editor');
    // With the link's page open (its socket connected), the reviewer reads it there: no mail.
    onlineLinks.add(byLinkAssignmentId);
    const live = await post(
      editor,
      editorBase(),
      `editor-reviewer-${byLinkAssignmentId}`,
      'Read live, not mailed.',
    );
    expect(live.statusCode).toBe(201);
    onlineLinks.delete(byLinkAssignmentId);
    await world.testApp.mailQueue.idle();
    const later = world.testApp.mailer.sent.slice(before + mails.length);
    expect(later.filter((mail) => mail.text.includes('Read live, not mailed.'))).toEqual([]);
  });

  it('names the reviewer to editors, and mails editors who are offline', async () => {
    await world.testApp.mailQueue.idle();
    const before = world.testApp.mailer.sent.length;
    const posted = await post(
      reviewer,
      reviewerBase(),
      `editor-reviewer-${assignmentId}`,
      'I accept, but need a week more.',
    );
    expect(posted.statusCode).toBe(201);
    await world.testApp.mailQueue.idle();
    const mails = world.testApp.mailer.sent.slice(before);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => mail.text.includes('/admin/submissions/'))).toBe(true);
    const seen = (
      await as(editor, 'GET', `${editorBase()}/editor-reviewer-${assignmentId}`)
    ).json();
    expect(seen.messages[0].sender.name).toMatch(/^File author/);
    const list = (await as(editor, 'GET', editorBase())).json();
    expect(list.unread).toBeGreaterThanOrEqual(2);
  });

  it('closes a withdrawn reviewer’s thread to them (409), while they still read it', async () => {
    const withdrawn = await as(
      editor,
      'POST',
      `admin/review-assignments/${assignmentId}/withdraw`,
      {},
    );
    expect(withdrawn.statusCode).toBe(200);
    const thread = await as(reviewer, 'GET', `${reviewerBase()}/editor-reviewer-${assignmentId}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().thread.canPost).toBe(false);
    const refused = await post(
      reviewer,
      reviewerBase(),
      `editor-reviewer-${assignmentId}`,
      'Still here?',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/withdrawn/);
  });

  it('counts an assigned editor’s unread messages in their badge, and what each read costs', async () => {
    const assigned = await as(world.admin, 'POST', `admin/submissions/${submissionId}/editors`, {
      userId: editor.id,
    });
    expect(assigned.statusCode).toBe(200);
    const badge = (await as(editor, 'GET', 'user/discussions/unread')).json();
    const listed = (await as(editor, 'GET', editorBase())).json();
    expect(badge).toEqual({
      total: listed.unread,
      submissions: [{ submissionId, unread: listed.unread }],
    });
    expect(badge.total).toBeGreaterThan(0);
    const costs = {
      list: queryCount(await as(editor, 'GET', editorBase())),
      thread: queryCount(await as(editor, 'GET', `${editorBase()}/editor-author`)),
      post: queryCount(await post(editor, editorBase(), 'editor-author', 'One more thing.', 9)),
      badge: queryCount(await as(editor, 'GET', 'user/discussions/unread')),
    };
    // The session, the editor's access, the submission and its review mode, then the thread and
    // its messages' files: a post also opens the thread, marks it read, and finds its readers,
    // the offline to mail and which of them switched discussion mail off.
    expect(costs).toEqual({ list: 7, thread: 11, post: 18, badge: 2 });
  });
});
