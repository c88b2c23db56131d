import { discussionMessageEventSchema } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, jobs } from '../src/db/schema';
import {
  runUnsentUploadSweep,
  UNSENT_UPLOAD_SWEEP_EVERY_MS,
  UNSENT_UPLOAD_SWEEP_JOB,
} from '../src/discussions/unsent-upload-sweep';
import { storageUsed } from '../src/files/storage-quota';
import type { RealtimeEmitter } from '../src/realtime/realtime-emitter';
import { multipartForm, TINY_PDF, TINY_PNG, uploadForm, WINDOWS_EXE } from './file-fixtures';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  submitted,
} from './panel-fixtures';

/** The upload limit of this file's app: small, so a 413 costs a few kilobytes. */
const MAX_BYTES = 32 * 1024;

/** A PDF whose metadata names a person, as word processors write it. */
async function pdfByAuthor(name: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  pdf.setAuthor(name);
  return Buffer.from(await pdf.save());
}

/** A reviewer invited by address: no account until they accept by their mailed link. */
const LINK_REVIEWER = { name: 'Lin Linkonly', email: 'lin.linkonly@review.test' };

/**
 * Files in a submission's discussions: uploaded into a thread by one of its readers (the
 * upload rules of `POST files`: types, contents, size), sent with a message, received live and
 * downloaded by the thread's readers only — named, and for a reviewer in double anonymous
 * review cleaned, by the visibility rule. Bad uploads and bad sends are refused clearly and
 * store nothing.
 */
describe('files in discussions', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let reviewer: PanelAccount;
  let otherReviewer: PanelAccount;
  let submissionId: number;
  let assignmentId: number;
  let otherAssignmentId: number;
  let linkAssignmentId: number;
  let linkToken: string;
  const emitted: Array<{ userId: number; event: string; payload: unknown }> = [];

  const editorBase = () => `admin/submissions/${submissionId}/discussions`;
  const authorBase = () => `user/submissions/${submissionId}/discussions`;
  const reviewerBase = () => `reviews/${assignmentId}/discussions`;
  const reviewerThread = () => `editor-reviewer-${assignmentId}`;

  const attach = (
    who: PanelAccount | null,
    path: string,
    name: string,
    content: Buffer,
    purpose = 'discussion',
  ) => {
    const form = uploadForm(purpose, name, content);
    return world.testApp.app.inject({
      method: 'POST',
      url: `/api/${path}/attachments`,
      headers: { ...(who?.headers ?? {}), ...form.headers },
      payload: form.payload,
    });
  };
  const send = (who: PanelAccount, path: string, body: string, attachmentIds: number[]) =>
    call(world.testApp, who, 'POST', `${path}/messages`, {
      body,
      clientId: `files-${body.length}-${attachmentIds.join('-') || 'none'}`,
      attachmentIds,
    });
  const download = (who: PanelAccount | null, url: string) =>
    world.testApp.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: who?.headers ?? {},
    });

  beforeAll(async () => {
    world = await createPanelWorld({}, { uploadMaxBytes: MAX_BYTES });
    world.testApp.context.realtime = {
      emitToUser: (userId, event, ...args) => emitted.push({ userId, event, payload: args[0] }),
      emitToAdmins: () => {},
      emitToConversation: () => {},
      emitToReviewLink: () => {},
      endReviewLinks: () => {},
      onlineReviewLinks: async () => new Set(),
      onlineUserIds: async (ids) => new Set(ids),
      announced: async () => {},
    } satisfies RealtimeEmitter;
    const journalId = world.journal.journal.id;
    editor = await staffAccount(world, journalId, ['editor']);
    reviewer = await staffAccount(world, journalId, ['reviewer']);
    otherReviewer = await staffAccount(world, journalId, ['reviewer']);
    submissionId = await submitted(world, world.ann);
    await call(world.testApp, editor, 'POST', `admin/submissions/${submissionId}/decisions`, {
      decision: 'send_to_review',
    });
    const path = `admin/submissions/${submissionId}/reviewers`;
    await call(world.testApp, editor, 'POST', path, { reviewerId: reviewer.id });
    const invited = await call(world.testApp, editor, 'POST', path, {
      reviewerId: otherReviewer.id,
    });
    const assignments = invited.json().rounds[0].assignments as Array<{ id: number }>;
    assignmentId = assignments[0]?.id ?? 0;
    otherAssignmentId = assignments[1]?.id ?? 0;
    // A reviewer invited by address, who has no account and comes by the mailed link.
    const byAddress = await call(world.testApp, editor, 'POST', path, LINK_REVIEWER);
    expect(byAddress.statusCode).toBe(201);
    linkAssignmentId = byAddress.json().rounds[0].assignments[2].id;
    await world.testApp.mailQueue.idle();
    const mail = world.testApp.mailer.sent.filter((sent) => sent.to === LINK_REVIEWER.email);
    linkToken = /\/review\?token=([A-Za-z0-9_-]+)/.exec(mail.at(-1)?.text ?? '')?.[1] ?? '';
    expect(linkToken).not.toBe('');
  });
  afterAll(() => world.close());

  it('sends an author’s file to the editors, live and for download, under its own name', async () => {
    const thread = `${authorBase()}/editor-author`;
    const uploaded = await attach(world.ann, thread, 'revised-figures.png', TINY_PNG);
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json();
    expect(file).toMatchObject({ name: 'revised-figures.png', mimeType: 'image/png' });
    // Waiting to be sent: its uploader's alone.
    expect((await download(world.ann, file.url)).statusCode).toBe(200);
    const early = await download(editor, file.url.replace(authorBase(), editorBase()));
    expect(early.statusCode).toBe(404);
    emitted.length = 0;
    const sent = await send(world.ann, thread, 'The new figures.', [file.id]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().attachments).toEqual([expect.objectContaining({ id: file.id })]);
    const live = emitted.find((event) => event.userId === editor.id);
    const event = discussionMessageEventSchema.parse(live?.payload);
    expect(event.message.attachments[0]?.name).toBe('revised-figures.png');
    const fetched = await download(editor, event.message.attachments[0]?.url ?? '');
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-disposition']).toContain('revised-figures.png');
    expect(fetched.rawPayload.equals(TINY_PNG)).toBe(true);
    const listed = await call(world.testApp, editor, 'GET', `${editorBase()}/editor-author`);
    expect(listed.json().messages.at(-1).attachments[0].url).toBe(
      event.message.attachments[0]?.url,
    );
  });

  it('lets only the thread’s readers download: others get the 404 of an unknown file', async () => {
    const thread = `${editorBase()}/${reviewerThread()}`;
    const uploaded = (await attach(editor, thread, 'guidelines.pdf', TINY_PDF)).json();
    expect((await send(editor, thread, 'Our guidelines.', [uploaded.id])).statusCode).toBe(201);
    const path = `${reviewerThread()}/attachments/${uploaded.id}`;
    expect((await download(reviewer, `http://x/api/${reviewerBase()}/${path}`)).statusCode).toBe(
      200,
    );
    const refused: Array<[PanelAccount | null, string]> = [
      [otherReviewer, `reviews/${otherAssignmentId}/discussions/${path}`],
      [otherReviewer, `reviews/${assignmentId}/discussions/${path}`],
      [world.ann, `${authorBase()}/${path}`],
      [world.ann, `${authorBase()}/editor-author/attachments/${uploaded.id}`],
      [world.bob, `${authorBase()}/editor-author/attachments/${uploaded.id}`],
      [null, `${reviewerBase()}/${path}`],
    ];
    for (const [who, url] of refused) {
      const answer = await download(who, `http://x/api/${url}`);
      expect([401, 404], url).toContain(answer.statusCode);
    }
    // A file of another thread is unknown in this one, even to an editor.
    const elsewhere = `${editorBase()}/editor-author/attachments/${uploaded.id}`;
    expect((await download(editor, `http://x/api/${elsewhere}`)).statusCode).toBe(404);
  });

  it('gives a reviewer in double anonymous review neutral names and PDFs without metadata', async () => {
    const thread = `${editorBase()}/${reviewerThread()}`;
    const original = await pdfByAuthor('Ann Author-Smith');
    const uploaded = (await attach(editor, thread, 'Smith-manuscript.pdf', original)).json();
    const sent = await send(editor, thread, 'The pages in question.', [uploaded.id]);
    expect(sent.statusCode).toBe(201);
    const seen = await call(
      world.testApp,
      reviewer,
      'GET',
      `${reviewerBase()}/${reviewerThread()}`,
    );
    const file = seen.json().messages.at(-1).attachments[0];
    expect(file.name).toBe(`file-${uploaded.id}.pdf`);
    const fetched = await download(reviewer, file.url);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-disposition']).not.toContain('Smith');
    const received = await PDFDocument.load(fetched.rawPayload, { updateMetadata: false });
    expect(received.getAuthor() ?? '').toBe('');
    expect(fetched.rawPayload.includes(Buffer.from('Author-Smith'))).toBe(false);
    // The editors get the file as it was sent.
    const own = await download(editor, sent.json().attachments[0].url);
    expect(own.rawPayload.equals(original)).toBe(true);
  });

  it('refuses bad uploads clearly (415, 413, 400) and keeps nothing', async () => {
    const thread = `${authorBase()}/editor-author`;
    const exe = await attach(world.ann, thread, 'tool.exe', WINDOWS_EXE);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/not accepted for a discussion message/);
    const disguised = await attach(world.ann, thread, 'figure.png', WINDOWS_EXE);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toMatch(/does not match its \.png extension/);
    const large = await attach(
      world.ann,
      thread,
      'big.pdf',
      Buffer.concat([TINY_PDF, Buffer.alloc(MAX_BYTES)]),
    );
    expect(large.statusCode).toBe(413);
    const purpose = await attach(world.ann, thread, 'paper.pdf', TINY_PDF, 'manuscript');
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().errors.purpose).toEqual(['Use the purpose "discussion".']);
    const json = await call(world.testApp, world.ann, 'POST', `${thread}/attachments`, {});
    expect(json.statusCode).toBe(415);
    const noFile = multipartForm([{ name: 'purpose', value: 'discussion' }]);
    const empty = await world.testApp.app.inject({
      method: 'POST',
      url: `/api/${thread}/attachments`,
      headers: { ...world.ann.headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.file).toEqual(['Choose a file to upload.']);
    // Outside the reader's threads, an upload is the 404 of an unknown thread.
    const outside = await attach(world.ann, `${authorBase()}/editors`, 'a.pdf', TINY_PDF);
    expect(outside.statusCode).toBe(404);
    const listed = await call(world.testApp, editor, 'GET', `${editorBase()}/editor-author`);
    expect(
      listed.json().messages.flatMap((m: { attachments: unknown[] }) => m.attachments),
    ).toHaveLength(1);
  });

  it('refuses to send a file that is not the sender’s waiting one (422) and stores no message', async () => {
    const thread = `${authorBase()}/editor-author`;
    const before = (await call(world.testApp, world.ann, 'GET', thread)).json().messages.length;
    const editors = (
      await attach(editor, `${editorBase()}/editor-author`, 'e.pdf', TINY_PDF)
    ).json();
    const theirs = await send(world.ann, thread, 'Not mine to send.', [editors.id]);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.attachmentIds[0]).toMatch(/attach it again/);
    const mine = (await attach(world.ann, thread, 'mine.pdf', TINY_PDF)).json();
    expect((await send(world.ann, thread, 'Sent once.', [mine.id])).statusCode).toBe(201);
    const again = await send(world.ann, thread, 'Sent twice?', [mine.id]);
    expect(again.statusCode).toBe(422);
    const unknown = await send(world.ann, thread, 'Nothing there.', [999_999]);
    expect(unknown.statusCode).toBe(422);
    const twice = await send(world.ann, thread, 'Listed twice.', [mine.id, mine.id]);
    expect(twice.statusCode).toBe(400);
    const many = await send(world.ann, thread, 'Too many.', [1, 2, 3, 4, 5, 6]);
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.attachmentIds[0]).toMatch(/at most 5 files/);
    const after = (await call(world.testApp, world.ann, 'GET', thread)).json().messages.length;
    expect(after).toBe(before + 1);
  });
  it('takes files from a reviewer by link once they accepted, counted against their new account', async () => {
    const linkThread = () =>
      `review-links/${linkToken}/discussions/editor-reviewer-${linkAssignmentId}`;
    // Not accepted yet: by link (no account) and signed in (an account) alike, no files.
    const early = await attach(null, linkThread(), 'question.pdf', TINY_PDF);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Accept the review invitation before sending files in its discussion.',
    );
    const signedInEarly = await attach(
      otherReviewer,
      `reviews/${otherAssignmentId}/discussions/editor-reviewer-${otherAssignmentId}`,
      'question.pdf',
      TINY_PDF,
    );
    expect(signedInEarly.statusCode).toBe(409);
    const accepted = await call(world.testApp, null, 'POST', `review-links/${linkToken}/accept`);
    expect(accepted.statusCode).toBe(200);
    const uploaded = await attach(null, linkThread(), 'my-notes.pdf', TINY_PDF);
    expect(uploaded.statusCode).toBe(201);
    const [row] = await world.testApp.context.db
      .select({ ownerId: files.ownerId, size: files.size })
      .from(files)
      .where(eq(files.id, uploaded.json().id));
    expect(row?.ownerId).toEqual(expect.any(Number));
    expect(await storageUsed(world.testApp.context.db, row?.ownerId ?? 0)).toBe(row?.size);
    // Sent by link, it reaches the editors under its name (they know their reviewers).
    const sent = await call(world.testApp, null, 'POST', `${linkThread()}/messages`, {
      body: 'My notes on the methods.',
      clientId: 'link-reviewer-notes',
      attachmentIds: [uploaded.json().id],
    });
    expect(sent.statusCode).toBe(201);
    const listed = await call(
      world.testApp,
      editor,
      'GET',
      `${editorBase()}/editor-reviewer-${linkAssignmentId}`,
    );
    expect(listed.json().messages.at(-1).attachments[0].name).toBe('my-notes.pdf');
  });

  it('sweeps files left unsent past their age (rows, stored bytes, quota) on a controlled clock', async () => {
    const { context } = world.testApp;
    const { db } = context;
    const thread = `${authorBase()}/editor-author`;
    const unsent = (await attach(world.ann, thread, 'forgotten.pdf', TINY_PDF)).json();
    const kept = (await attach(world.ann, thread, 'kept.pdf', TINY_PDF)).json();
    expect((await send(world.ann, thread, 'Sent in time.', [kept.id])).statusCode).toBe(201);
    const [stored] = await db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.id, unsent.id));
    const usedBefore = await storageUsed(db, world.ann.id);
    const maxAge = context.config.discussionUploadMaxAgeMs;
    // Now: nothing is old enough yet.
    const now = Date.now();
    expect(await runUnsentUploadSweep(context, now)).toBe(0);
    expect((await download(world.ann, unsent.url)).statusCode).toBe(200);
    // A clock past the age: every unsent file goes (this one, and earlier tests' leftovers).
    const later = now + maxAge + 60_000;
    expect(await runUnsentUploadSweep(context, later)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(files).where(eq(files.id, unsent.id))).toEqual([]);
    expect(await context.storage.get(stored?.storageKey ?? '')).toBeNull();
    expect((await download(world.ann, unsent.url)).statusCode).toBe(404);
    expect(await storageUsed(db, world.ann.id)).toBeLessThanOrEqual(usedBefore - TINY_PDF.length);
    // A sent file stays, and its message still carries it.
    const read = await call(world.testApp, world.ann, 'GET', thread);
    const sentFile = read.json().messages.at(-1).attachments[0];
    expect(sentFile.id).toBe(kept.id);
    expect((await download(world.ann, sentFile.url)).statusCode).toBe(200);
    // Sending the swept file now is refused as a file to attach again.
    const late = await send(world.ann, thread, 'Too late.', [unsent.id]);
    expect(late.statusCode).toBe(422);
    // Each run schedules the next, on the hour after its clock, once (the key is the hour).
    const next = new Date(
      (Math.floor(later / UNSENT_UPLOAD_SWEEP_EVERY_MS) + 1) * UNSENT_UPLOAD_SWEEP_EVERY_MS,
    );
    await runUnsentUploadSweep(context, later);
    const scheduled = await db
      .select({ runAt: jobs.runAt, state: jobs.state })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, UNSENT_UPLOAD_SWEEP_JOB),
          eq(jobs.key, `${UNSENT_UPLOAD_SWEEP_JOB}:${next.toISOString()}`),
        ),
      );
    expect(scheduled).toEqual([{ runAt: next, state: 'pending' }]);
  });
});
