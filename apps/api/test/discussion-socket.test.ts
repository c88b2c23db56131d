import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateToken, hashToken } from '../src/auth/tokens';
import { reviewLinkTokens, users } from '../src/db/schema';
import type { Mailer } from '../src/mail/mailer';
import { REVIEW_LINK_MISSING } from '../src/realtime/review-link-sockets';
import { REVIEW_LINK_INVALID } from '../src/review/reviewer-tasks';
import type { RunningServer } from '../src/server';
import {
  awaitLaterMarker,
  type ClientSocket,
  connected,
  eventually,
  openSocket,
  recordEvents,
  serverSocketsClosed,
  startChatServer,
} from './chat-fixtures';
import { signedInUser } from './file-fixtures';
import { createJournalFixture } from './fixtures';
import {
  call,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
} from './panel-fixtures';
import type { AnyTestApp } from './test-app';

/**
 * Discussions over real sockets: a message, a read mark and a typing signal reach the thread's
 * readers only. A stranger's socket, the author's socket for a reviewer's thread and the
 * reviewer's for the author's thread receive nothing — each checked against a later marker
 * (see `awaitLaterMarker`) that the same socket does receive, never after a pause.
 */
describe('discussions: live events', () => {
  let running: Awaited<ReturnType<typeof startChatServer>>;
  let server: RunningServer;
  let world: PanelWorld<Mailer>;
  let editor: PanelAccount;
  let reviewer: PanelAccount;
  let submissionId: number;
  let bobSubmissionId: number;
  let assignmentId: number;
  /** The assignment of a reviewer invited by address (no account), and a link of theirs. */
  let linkAssignmentId: number;
  let linkToken: string;
  const open: ClientSocket[] = [];

  async function join(account: PanelAccount) {
    const token = account.headers.authorization?.replace('Bearer ', '') ?? '';
    const socket = openSocket(server.url, { token });
    open.push(socket);
    const events = recordEvents(socket);
    await connected(socket);
    return { socket, events };
  }
  /** A socket opened by the review page of a mailed link: no cookie, the link's token. */
  function openLink(auth: Record<string, unknown>) {
    const socket = openSocket(`${server.url}/review-link`, { auth });
    open.push(socket);
    return { socket, events: recordEvents(socket) };
  }
  /** The refusal a socket's connection met (its message and reason). */
  const refusalOf = (socket: ClientSocket) =>
    new Promise<{ message: string; reason: unknown }>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected')));
      socket.once('connect_error', (error: Error & { data?: { reason?: unknown } }) =>
        resolve({ message: error.message, reason: error.data?.reason }),
      );
    });
  const post = (who: PanelAccount, path: string, body: string) =>
    call(world.testApp, who, 'POST', `${path}/messages`, {
      body,
      clientId: `c_${Math.random().toString(36).slice(2, 12)}`,
    });
  const named = (events: unknown[][], name: string) => events.filter((e) => e[0] === name);
  /** The editor's decision on a submission, expected to be taken. */
  const decideAs = async (id: number, body: Record<string, unknown>) => {
    const decided = await call(
      world.testApp,
      editor,
      'POST',
      `admin/submissions/${id}/decisions`,
      body,
    );
    expect(decided.statusCode).toBe(200);
    return decided;
  };
  /** Invites a reviewer to a submission (an account, or a name and address); the answer. */
  const invite = async (id: number, reviewerBody: Record<string, unknown>) => {
    const invited = await call(
      world.testApp,
      editor,
      'POST',
      `admin/submissions/${id}/reviewers`,
      reviewerBody,
    );
    expect(invited.statusCode).toBe(201);
    return invited.json();
  };
  /** A link of the reviewer's own for an assignment, as a reminder mails it. */
  const mailedLink = async (assignment: number) => {
    const token = generateToken();
    await server.context.db
      .insert(reviewLinkTokens)
      .values({ tokenHash: hashToken(token), assignmentId: assignment });
    return token;
  };
  /** Opens a link page, does `change`, and expects its socket ended by it and the link refused. */
  const expectChangeEndsLink = async (token: string, change: () => Promise<unknown>) => {
    const link = openLink({ reviewToken: token });
    await connected(link.socket);
    const ended = new Promise<string>((resolve) => link.socket.once('disconnect', resolve));
    await change();
    expect(await ended).toBe('io server disconnect');
    const again = openLink({ reviewToken: token });
    expect(await refusalOf(again.socket)).toEqual({
      message: REVIEW_LINK_INVALID,
      reason: 'review_link_invalid',
    });
  };

  beforeAll(async () => {
    running = await startChatServer();
    server = running.server;
    const testApp = { app: server.app, context: server.context } as unknown as AnyTestApp;
    const { db } = server.context;
    const [journal, otherJournal] = [
      await createJournalFixture(db),
      await createJournalFixture(db),
    ];
    const [ann, bob, admin] = [
      await signedInUser(testApp, 'author'),
      await signedInUser(testApp, 'author'),
      await signedInUser(testApp, 'admin'),
    ];
    world = { testApp, journal, otherJournal, ann, bob, admin, close: async () => {} };
    editor = await staffAccount(world, journal.journal.id, ['editor']);
    reviewer = await staffAccount(world, journal.journal.id, ['reviewer']);
    submissionId = await submitted(world, ann);
    bobSubmissionId = await submitted(world, bob);
    await decideAs(submissionId, { decision: 'send_to_review' });
    assignmentId = (await invite(submissionId, { reviewerId: reviewer.id })).rounds[0]
      .assignments[0].id;
    linkAssignmentId = (
      await invite(submissionId, { name: 'Lin Linkonly', email: 'lin.linkonly@review.test' })
    ).rounds[0].assignments[1].id;
    linkToken = await mailedLink(linkAssignmentId);
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    await serverSocketsClosed(server);
  });
  afterAll(async () => {
    await running.close();
  });

  const authorThread = () => `admin/submissions/${submissionId}/discussions/editor-author`;
  const reviewerThread = () =>
    `admin/submissions/${submissionId}/discussions/editor-reviewer-${assignmentId}`;
  const bobThread = () => `admin/submissions/${bobSubmissionId}/discussions/editor-author`;
  const isMessage = (body: string) => (event: unknown[]) =>
    event[0] === 'discussion_message' &&
    (event[1] as { message: { body: string } }).message.body === body;

  it('sends a message to the thread’s readers only', async () => {
    const ann = await join(world.ann);
    const bob = await join(world.bob);
    const rev = await join(reviewer);
    const ed = await join(editor);
    expect((await post(editor, authorThread(), 'For the author')).statusCode).toBe(201);
    await eventually(() => ann.events.some(isMessage('For the author')), 'the author hears it');
    expect(ed.events.some(isMessage('For the author'))).toBe(true);
    // Later markers through each other socket's own thread: nothing came before them.
    await awaitLaterMarker(
      [bob.events],
      () => post(editor, bobThread(), 'Bob marker'),
      isMessage('Bob marker'),
    );
    await awaitLaterMarker(
      [rev.events],
      () => post(editor, reviewerThread(), 'For the reviewer'),
      isMessage('For the reviewer'),
    );
    expect(named(bob.events, 'discussion_message')).toHaveLength(1);
    expect(named(rev.events, 'discussion_message')).toHaveLength(1);
    // And the reviewer's thread never reached the author (marker: the next author message).
    await awaitLaterMarker(
      [ann.events],
      () => post(editor, authorThread(), 'Author marker'),
      isMessage('Author marker'),
    );
    expect(ann.events.some(isMessage('For the reviewer'))).toBe(false);
    const [event] = named(rev.events, 'discussion_message');
    // Double anonymous: the reviewer's copy names "Editor", nothing of the author.
    expect(event?.[1]).toMatchObject({ message: { sender: { name: 'Editor' } } });
  });

  it('relays typing, as a role, within the thread; an outsider’s signal reaches nobody', async () => {
    const ann = await join(world.ann);
    const bob = await join(world.bob);
    const ed = await join(editor);
    // Bob has no place in Ann's thread: his signal is dropped.
    bob.socket.emit('discussion_typing', { submissionId, thread: 'editor-author', typing: true });
    ann.socket.emit('discussion_typing', { submissionId, thread: 'editor-author', typing: true });
    await eventually(() => named(ed.events, 'discussion_typing').length > 0, 'the editor hears');
    const marker = { submissionId, thread: 'editor-author', typing: false, role: 'author' };
    await awaitLaterMarker(
      [ed.events],
      () =>
        ann.socket.emit('discussion_typing', {
          submissionId,
          thread: 'editor-author',
          typing: false,
        }),
      (event) =>
        event[0] === 'discussion_typing' && JSON.stringify(event[1]) === JSON.stringify(marker),
    );
    expect(named(ed.events, 'discussion_typing').map((event) => event[1])).toEqual([
      { submissionId, thread: 'editor-author', typing: true, role: 'author' },
      marker,
    ]);
    // The author's signal for the reviewer's thread is dropped too.
    ann.socket.emit('discussion_typing', {
      submissionId,
      thread: `editor-reviewer-${assignmentId}`,
      typing: true,
    });
    await awaitLaterMarker(
      [ed.events],
      () =>
        ann.socket.emit('discussion_typing', {
          submissionId,
          thread: 'editor-author',
          typing: true,
        }),
      (event) =>
        named([event], 'discussion_typing').length === 1 &&
        (event[1] as { typing: boolean; thread: string }).typing &&
        (event[1] as { thread: string }).thread === 'editor-author',
    );
    expect(
      named(ed.events, 'discussion_typing').filter(
        (event) => (event[1] as { thread: string }).thread !== 'editor-author',
      ),
    ).toEqual([]);
    expect(named(bob.events, 'discussion_typing')).toEqual([]);
    expect(named(ann.events, 'discussion_typing')).toEqual([]);
  });

  it('announces a read mark to the other side (a read receipt)', async () => {
    const ed = await join(editor);
    const read = await call(
      world.testApp,
      world.ann,
      'POST',
      `user/submissions/${submissionId}/discussions/editor-author/read`,
      {},
    );
    expect(read.statusCode).toBe(200);
    await eventually(() => named(ed.events, 'discussion_read').length === 1, 'the read mark');
    expect(named(ed.events, 'discussion_read')[0]?.[1]).toEqual({
      submissionId,
      thread: 'editor-author',
      upTo: read.json().upTo,
      role: 'author',
    });
  });

  it('tells a thread’s readers who is here, by the visibility rule; outsiders hear nothing', async () => {
    const rev = await join(reviewer);
    const ed = await join(editor);
    const ann = await join(world.ann);
    const thread = `editor-reviewer-${assignmentId}`;
    const presence = (events: unknown[][]) =>
      named(events, 'discussion_presence').map(
        (event) =>
          event[1] as {
            thread: string;
            present: Array<{ role: string; name: string; mine: boolean }>;
          },
      );
    // The author may not open the reviewer's thread: the signal is dropped.
    ann.socket.emit('discussion_presence', { submissionId, thread, here: true });
    rev.socket.emit('discussion_presence', { submissionId, thread, here: true });
    await eventually(() => presence(ed.events).length === 1, 'the editor sees the reviewer');
    expect(presence(ed.events)[0]?.present).toEqual([
      { role: 'reviewer', name: expect.stringMatching(/^File/), mine: false },
    ]);
    ed.socket.emit('discussion_presence', { submissionId, thread, here: true });
    await eventually(
      () => presence(rev.events).some((event) => event.present.length === 2),
      'the reviewer sees the editor',
    );
    const seen = presence(rev.events).find((event) => event.present.length === 2);
    // Double anonymous: the reviewer sees "Editor", themselves as "Reviewer 1", never a name.
    expect(seen?.present).toEqual([
      { role: 'reviewer', name: 'Reviewer 1', mine: true },
      { role: 'editor', name: 'Editor', mine: false },
    ]);
    // The editor closes the page: their socket goes, the reviewer sees them gone.
    ed.socket.disconnect();
    await eventually(
      () => presence(rev.events).at(-1)?.present.length === 1,
      'the reviewer sees the editor leave',
    );
    // Nothing of the reviewer's thread reached the author: checked against a later marker.
    await awaitLaterMarker(
      [ann.events],
      () => post(editor, authorThread(), 'Presence marker'),
      isMessage('Presence marker'),
    );
    expect(presence(ann.events)).toEqual([]);
  });
  it('refuses a review-link socket without a link or with one that does not work, saying why', async () => {
    const none = openLink({});
    expect(await refusalOf(none.socket)).toEqual({
      message: REVIEW_LINK_MISSING,
      reason: 'review_link_missing',
    });
    const unknown = openLink({ reviewToken: generateToken() });
    expect(await refusalOf(unknown.socket)).toEqual({
      message: REVIEW_LINK_INVALID,
      reason: 'review_link_invalid',
    });
    const huge = openLink({ reviewToken: 'x'.repeat(5_000) });
    expect((await refusalOf(huge.socket)).reason).toBe('review_link_invalid');
    // A session's cookie is no way into the review-link namespace either.
    const token = editor.headers.authorization?.replace('Bearer ', '') ?? '';
    const cookieOnly = openSocket(`${server.url}/review-link`, { token });
    open.push(cookieOnly);
    expect((await refusalOf(cookieOnly)).reason).toBe('review_link_missing');
  });

  it('gives a reviewer by link their thread live — presence, typing, messages — by the rule, and nothing else', async () => {
    const link = openLink({ reviewToken: linkToken });
    await connected(link.socket);
    const ed = await join(editor);
    const thread = `editor-reviewer-${linkAssignmentId}`;
    const editorThread = `admin/submissions/${submissionId}/discussions/${thread}`;
    const presence = (events: unknown[][]) =>
      named(events, 'discussion_presence').map(
        (event) => event[1] as { present: Array<{ role: string; name: string; mine: boolean }> },
      );
    // Outside its assignment's thread, the link's signals are dropped.
    link.socket.emit('discussion_presence', { submissionId, thread: 'editor-author', here: true });
    link.socket.emit('discussion_presence', {
      submissionId,
      thread: `editor-reviewer-${assignmentId}`,
      here: true,
    });
    link.socket.emit('discussion_presence', { submissionId, thread, here: true });
    await eventually(() => presence(ed.events).length === 1, 'the editor sees the reviewer');
    expect(presence(ed.events)[0]?.present).toEqual([
      { role: 'reviewer', name: 'Lin Linkonly', mine: false },
    ]);
    ed.socket.emit('discussion_presence', { submissionId, thread, here: true });
    await eventually(
      () => presence(link.events).some((event) => event.present.length === 2),
      'the reviewer by link sees the editor',
    );
    const both = presence(link.events).find((event) => event.present.length === 2)?.present;
    expect(both).toHaveLength(2);
    expect(both).toEqual(
      expect.arrayContaining([
        { role: 'reviewer', name: 'Reviewer 2', mine: true },
        { role: 'editor', name: 'Editor', mine: false },
      ]),
    );
    // Typing, both ways, as a role.
    ed.socket.emit('discussion_typing', { submissionId, thread, typing: true });
    await eventually(
      () => named(link.events, 'discussion_typing').length === 1,
      'the reviewer hears the editor type',
    );
    expect(named(link.events, 'discussion_typing')[0]?.[1]).toEqual({
      submissionId,
      thread,
      typing: true,
      role: 'editor',
    });
    link.socket.emit('discussion_typing', { submissionId, thread, typing: true });
    await eventually(
      () => named(ed.events, 'discussion_typing').length === 1,
      'the editor hears the reviewer type',
    );
    expect(named(ed.events, 'discussion_typing')[0]?.[1]).toMatchObject({ role: 'reviewer' });
    // The editor's messages elsewhere never reach it: checked against a later one in its thread.
    expect((await post(editor, authorThread(), 'Not for the link')).statusCode).toBe(201);
    await awaitLaterMarker(
      [link.events],
      () => post(editor, editorThread, 'For the reviewer by link'),
      isMessage('For the reviewer by link'),
    );
    expect(named(link.events, 'discussion_message')).toHaveLength(1);
    expect(named(link.events, 'discussion_message')[0]?.[1]).toMatchObject({
      thread,
      message: { sender: { role: 'editor', name: 'Editor', mine: false } },
    });
    // Double anonymous: nothing of the author or the editor reached the link's socket.
    const [author, editorRow] = await Promise.all(
      [world.ann.id, editor.id].map(async (id) => {
        const [row] = await server.context.db
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, id));
        return row;
      }),
    );
    const received = JSON.stringify(link.events);
    const secrets = [author?.name, author?.email, editorRow?.name, editorRow?.email];
    expect(secrets.every(Boolean)).toBe(true);
    for (const secret of secrets) expect(received.includes(secret ?? ''), secret).toBe(false);
    // Only discussion events, never the accounts' (chat presence, notifications).
    expect(new Set(link.events.map((event) => event[0]))).toEqual(
      new Set(['discussion_presence', 'discussion_typing', 'discussion_message']),
    );
  });

  it('ends the link sockets of a round a decision closes at once, and refuses the link after', async () => {
    // Bob's submission, sent to review with a reviewer invited by address who has the page open.
    await decideAs(bobSubmissionId, { decision: 'send_to_review' });
    const dee = await invite(bobSubmissionId, {
      name: 'Dee Decided',
      email: 'dee.decided@review.test',
    });
    // The decision withdraws the review Dee never submitted: the page's socket ends with the
    // answer, well before the minute's check of every link would have found it.
    await expectChangeEndsLink(await mailedLink(dee.rounds[0].assignments[0].id), () =>
      decideAs(bobSubmissionId, { decision: 'decline', message: 'Out of the journal’s scope.' }),
    );
  });

  it('ends a review-link socket when the review is withdrawn, and refuses the link after', async () => {
    await expectChangeEndsLink(linkToken, async () => {
      const withdrawn = await call(
        world.testApp,
        editor,
        'POST',
        `admin/review-assignments/${linkAssignmentId}/withdraw`,
        {},
      );
      expect(withdrawn.statusCode).toBe(200);
    });
  });
});
