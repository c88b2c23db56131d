import {
  apiErrorSchema,
  type Discussion,
  type DiscussionList,
  discussionKeySchema,
  discussionListSchema,
  discussionMessageSchema,
  discussionSchema,
  discussionUnreadSchema,
  parseDiscussionKey,
  pathIdSchema,
  postDiscussionMessageBodySchema,
  readDiscussionBodySchema,
  reviewTokenParamsSchema,
} from '@quire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireBackOffice } from '../access/access';
import { requireUser } from '../auth/session';
import type { AppContext } from '../context';
import { attachmentUrl, listenerBase, messageFiles } from '../discussions/discussion-attachments';
import { deliverMessage, deliverRead, type ThreadOf } from '../discussions/discussion-delivery';
import {
  type DiscussionAssignment,
  type DiscussionReader,
  type DiscussionSubmission,
  loadDiscussionSubmission,
  readerKey,
  reviewerReader,
  submissionAssignments,
  threadsFor,
} from '../discussions/discussion-readers';
import {
  describeThreads,
  findThreadId,
  markRead,
  messageFor,
  openThread,
  storeMessage,
  threadMessages,
} from '../discussions/discussion-store';
import { unreadDiscussions } from '../discussions/discussion-unread';
import { conflict, HttpError, notFound } from '../http/errors';
import { editorSubmission } from '../review/assignments';
import { type ReviewerAccess, reviewerAssignment } from '../review/reviewer-tasks';
import { mayReadDiscussion } from '../review/visibility';
import { recordEvent } from '../submissions/submission-timeline';
import { findSubmission } from '../submissions/submission-view';

const tags = ['discussions'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const NO_SUCH_THREAD = 'There is no such discussion on this submission.';

/** A reader of one submission's discussions, as an entry resolved them from the request. */
export interface Seat {
  submission: DiscussionSubmission;
  reader: DiscussionReader;
  assignments: DiscussionAssignment[];
  /** The API path of the reader's discussions, as they came (`…/discussions`). */
  base: string;
}

/**
 * The entries to the discussions: the same routes under each, with its own access rule (the
 * attachments' routes, `discussion-attachments.ts`, use them too).
 */
export function discussionEntries(context: AppContext) {
  const { db } = context;
  const submissionOf = async (id: number) => {
    const submission = await loadDiscussionSubmission(db, id);
    if (!submission) throw notFound('The submission');
    return submission;
  };
  const asReviewer = async (access: ReviewerAccess): Promise<Seat> => {
    const row = await reviewerAssignment(db, access);
    const submission = await submissionOf(row.submissionId);
    const assignment: DiscussionAssignment = {
      id: row.id,
      reviewerId: row.reviewerId,
      reviewerName: row.reviewerName,
      reviewerEmail: row.reviewerEmail,
      position: row.position,
      round: row.round,
      status: row.status,
    };
    const reader = reviewerReader(assignment);
    return {
      submission,
      reader,
      assignments: [assignment],
      base:
        'token' in access
          ? `review-links/${encodeURIComponent(access.token)}/discussions`
          : listenerBase(reader, submission.id),
    };
  };
  return [
    {
      // The submission's editors (its journal's, its section's, the site's administrators).
      prefix: '/admin/submissions/:id/discussions',
      params: z.object({ id: pathIdSchema }),
      security: signedIn,
      seat: async (request: FastifyRequest): Promise<Seat> => {
        const editor = requireBackOffice(request);
        const row = await editorSubmission(db, editor, (request.params as { id: number }).id);
        const [submission, assignments] = await Promise.all([
          submissionOf(row.id),
          submissionAssignments(db, row.id),
        ]);
        const reader: DiscussionReader = {
          viewer: { kind: 'editor' },
          userId: editor.id,
          name: editor.name,
        };
        return { submission, reader, assignments, base: listenerBase(reader, submission.id) };
      },
    },
    {
      // The submission's author: their thread with the editors.
      prefix: '/user/submissions/:id/discussions',
      params: z.object({ id: pathIdSchema }),
      security: signedIn,
      seat: async (request: FastifyRequest): Promise<Seat> => {
        const user = requireUser(request);
        const id = (request.params as { id: number }).id;
        if (!(await findSubmission(db, id, { ownerId: user.id }))) throw notFound('The submission');
        const reader: DiscussionReader = {
          viewer: { kind: 'author', userId: user.id },
          userId: user.id,
          name: user.name,
        };
        return {
          submission: await submissionOf(id),
          reader,
          assignments: [],
          base: listenerBase(reader, id),
        };
      },
    },
    {
      // The reviewer by their mailed link (no password), like the review itself.
      prefix: '/review-links/:token/discussions',
      params: reviewTokenParamsSchema,
      security: [] as Record<string, string[]>[],
      seat: (request: FastifyRequest) =>
        asReviewer({ token: (request.params as { token: string }).token }),
    },
    {
      // The reviewer signed in.
      prefix: '/reviews/:id/discussions',
      params: z.object({ id: pathIdSchema }),
      security: signedIn,
      seat: (request: FastifyRequest) =>
        asReviewer({
          userId: requireUser(request).id,
          assignmentId: (request.params as { id: number }).id,
        }),
    },
  ] as const;
}

/** The thread named by the address, if the reader may see it; 404 otherwise (never a 403). */
export function threadOf(seat: Seat, key: string): ThreadOf {
  const parsed = discussionKeySchema.safeParse(key);
  if (!parsed.success) throw new HttpError(404, NO_SUCH_THREAD);
  const ref = parseDiscussionKey(parsed.data);
  const thread = threadsFor(seat.reader, seat.submission, seat.assignments).find(
    (candidate) => candidate.kind === ref.kind && candidate.assignmentId === ref.assignmentId,
  );
  if (!thread || !mayReadDiscussion(seat.reader.viewer, thread)) {
    throw new HttpError(404, NO_SUCH_THREAD);
  }
  return thread;
}

async function discussionList(context: AppContext, seat: Seat): Promise<DiscussionList> {
  const refs = threadsFor(seat.reader, seat.submission, seat.assignments);
  const threads = await describeThreads(context.db, seat.submission, seat.reader, refs);
  return {
    submissionId: seat.submission.id,
    threads,
    unread: threads.reduce((sum, thread) => sum + thread.unread, 0),
  };
}

async function discussion(context: AppContext, seat: Seat, thread: ThreadOf): Promise<Discussion> {
  const { db } = context;
  const [described] = await describeThreads(db, seat.submission, seat.reader, [thread]);
  if (!described) throw new HttpError(404, NO_SUCH_THREAD);
  const threadId = await findThreadId(db, seat.submission.id, thread);
  const { rows, reads } = threadId ? await threadMessages(db, threadId) : { rows: [], reads: [] };
  const files = await messageFiles(
    db,
    rows.map((row) => row.id),
  );
  const own = readerKey(seat.reader);
  return {
    submissionId: seat.submission.id,
    thread: described,
    messages: rows.map((row) =>
      messageFor(seat.reader, seat.submission, row, thread, reads, {
        rows: files.get(row.id) ?? [],
        url: fileUrlOf(context, seat, described.key),
      }),
    ),
    readUpTo: reads.find((read) => read.reader === own)?.lastReadId ?? null,
  };
}

/** Where the seat's reader downloads a thread's files. */
export function fileUrlOf(context: AppContext, seat: Seat, threadKey: string) {
  return (fileId: number) => attachmentUrl(context.config.backendUrl, seat.base, threadKey, fileId);
}

/**
 * Discussions on a submission: `editor_author`, `editor_reviewer` (one per review assignment)
 * and `editors`, reached by editors (`admin/submissions/:id/discussions`), the author
 * (`user/submissions/:id/discussions`) and the reviewer (`review-links/:token/discussions`,
 * `reviews/:id/discussions`). Each entry lists the threads its reader may see, reads one,
 * posts to it and marks it read; a thread outside the reader's is a 404. `GET` changes
 * nothing (mail scanners open review links). New messages and read marks reach the thread's
 * other readers' sockets, and offline readers by mail (`discussions/discussion-delivery.ts`).
 */
export function registerDiscussionRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const threadParams = z.object({ thread: z.string() });

  routes.get(
    '/user/discussions/unread',
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Unread discussion messages per submission, for the panel’s badge',
        description:
          'As the author of submissions, the reviewer of assignments, and an editor assigned to submissions.',
        response: { 200: discussionUnreadSchema, 401: apiErrorSchema },
      },
    },
    async (request) => unreadDiscussions(db, requireUser(request).id),
  );

  for (const entry of discussionEntries(context)) {
    const { prefix, security } = entry;
    const params = entry.params.extend(threadParams.shape);

    routes.get(
      prefix,
      {
        schema: {
          tags,
          security,
          summary: 'The discussions on the submission the reader may see, with unread counts',
          params: entry.params,
          response: { 200: discussionListSchema, ...errors },
        },
      },
      async (request) => discussionList(context, await entry.seat(request)),
    );

    routes.get(
      `${prefix}/:thread`,
      {
        schema: {
          tags,
          security,
          summary: 'One discussion with its newest messages (reading changes nothing)',
          params,
          response: { 200: discussionSchema, ...errors },
        },
      },
      async (request) => {
        const seat = await entry.seat(request);
        return discussion(context, seat, threadOf(seat, request.params.thread));
      },
    );

    routes.post(
      `${prefix}/:thread/messages`,
      {
        schema: {
          tags,
          security,
          summary: 'Post a message (a retry with the same clientId posts it once)',
          description:
            'The thread’s other readers receive it live; those with no socket connected are mailed it with a link to the thread (unless they switched discussion mail off). `attachmentIds` are files the reader uploaded to the thread (`…/attachments`) and has not sent: 422 for any other. 409 when a withdrawn reviewer writes.',
          params,
          body: postDiscussionMessageBodySchema,
          response: {
            201: discussionMessageSchema,
            ...errors,
            409: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const seat = await entry.seat(request);
        const thread = threadOf(seat, request.params.thread);
        const [described] = await describeThreads(db, seat.submission, seat.reader, [thread]);
        if (!described?.canPost)
          throw conflict('This review was withdrawn: its discussion is closed.');
        const opened = await openThread(db, seat.submission.id, thread);
        const { row, created } = await storeMessage(db, opened.id, seat.reader, request.body);
        // A new message without files has none to read back.
        const withFiles = !created || (request.body.attachmentIds?.length ?? 0) > 0;
        const files = withFiles ? ((await messageFiles(db, [row.id])).get(row.id) ?? []) : [];
        if (created) {
          // Writing is reading: the sender has seen everything up to their own message.
          await markRead(db, opened.id, seat.reader, row.id);
          if (opened.created) {
            await recordEvent(db, {
              submissionId: seat.submission.id,
              kind: 'message',
              actor: seat.reader.viewer.kind,
              by: { id: seat.reader.userId, name: seat.reader.name },
              editorsOnly: thread.kind !== 'editor_author',
            });
          }
          try {
            await deliverMessage(context, seat.submission, thread, seat.reader, row, files);
          } catch (error) {
            // The message is stored: its live copies and mails are a courtesy, never its failure.
            request.log.error({ err: error }, 'could not deliver a discussion message');
          }
        }
        // A retried post may have been read meanwhile; a new one has not.
        const reads = created ? [] : (await threadMessages(db, opened.id)).reads;
        const key = request.params.thread;
        return reply.code(201).send(
          messageFor(seat.reader, seat.submission, row, thread, reads, {
            rows: files,
            url: fileUrlOf(context, seat, key),
          }),
        );
      },
    );

    routes.post(
      `${prefix}/:thread/read`,
      {
        schema: {
          tags,
          security,
          summary: 'Mark the discussion read (up to a message, or all of it)',
          params,
          body: readDiscussionBodySchema,
          response: { 200: z.object({ upTo: z.number().int().nullable() }), ...errors },
        },
      },
      async (request) => {
        const seat = await entry.seat(request);
        const thread = threadOf(seat, request.params.thread);
        const threadId = await findThreadId(db, seat.submission.id, thread);
        const upTo = threadId ? await markRead(db, threadId, seat.reader, request.body.upTo) : null;
        if (upTo !== null) {
          await deliverRead(context, seat.submission, thread, seat.reader, upTo).catch(
            (error: unknown) => request.log.error({ err: error }, 'could not announce a read mark'),
          );
        }
        return { upTo };
      },
    );
  }
}
