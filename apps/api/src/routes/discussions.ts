import {
  type Discussion,
  type DiscussionList,
  discussionKeySchema,
  discussionsEndpoints,
  endpointPath,
  parseDiscussionKey,
} from '@quire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { endpointRoute } from '../http/endpoint-route';
import { conflict, HttpError, notFound } from '../http/errors';
import { editorSubmission } from '../review/assignments';
import { type ReviewerAccess, reviewerAssignment } from '../review/reviewer-tasks';
import { mayReadDiscussion } from '../review/visibility';
import { recordEvent } from '../submissions/submission-timeline';
import { findSubmission } from '../submissions/submission-view';

const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
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
 * The entries to the discussions: the same routes under each, declared once per entry
 * (`discussionsEndpoints.…AsEditor`, `…AsAuthor`, `…AsReviewer`, `…ByLink`), with its own access
 * rule (the attachments' routes, `discussion-attachments.ts`, use them too).
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
          ? endpointPath(discussionsEndpoints.listByLink, { token: access.token })
          : listenerBase(reader, submission.id),
    };
  };
  return [
    {
      // The submission's editors (its journal's, its section's, the site's administrators).
      declared: {
        list: discussionsEndpoints.listAsEditor,
        read: discussionsEndpoints.readAsEditor,
        post: discussionsEndpoints.postAsEditor,
        markRead: discussionsEndpoints.markReadAsEditor,
      },
      prefix: discussionsEndpoints.listAsEditor.path,
      params: discussionsEndpoints.listAsEditor.params,
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
      declared: {
        list: discussionsEndpoints.listAsAuthor,
        read: discussionsEndpoints.readAsAuthor,
        post: discussionsEndpoints.postAsAuthor,
        markRead: discussionsEndpoints.markReadAsAuthor,
      },
      prefix: discussionsEndpoints.listAsAuthor.path,
      params: discussionsEndpoints.listAsAuthor.params,
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
      declared: {
        list: discussionsEndpoints.listByLink,
        read: discussionsEndpoints.readByLink,
        post: discussionsEndpoints.postByLink,
        markRead: discussionsEndpoints.markReadByLink,
      },
      prefix: discussionsEndpoints.listByLink.path,
      params: discussionsEndpoints.listByLink.params,
      security: [] as Record<string, string[]>[],
      seat: (request: FastifyRequest) =>
        asReviewer({ token: (request.params as { token: string }).token }),
    },
    {
      // The reviewer signed in.
      declared: {
        list: discussionsEndpoints.listAsReviewer,
        read: discussionsEndpoints.readAsReviewer,
        post: discussionsEndpoints.postAsReviewer,
        markRead: discussionsEndpoints.markReadAsReviewer,
      },
      prefix: discussionsEndpoints.listAsReviewer.path,
      params: discussionsEndpoints.listAsReviewer.params,
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
 * Served from their declarations (`discussionsEndpoints`); the attachments, a multipart upload and
 * streamed downloads, are registered by hand in `discussion-attachments.ts`.
 */
export function registerDiscussionRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(discussionsEndpoints.unread),
    handler: async (request) => unreadDiscussions(db, requireUser(request).id),
  });

  for (const entry of discussionEntries(context)) {
    const { declared } = entry;

    routes.route({
      ...endpointRoute(declared.list),
      handler: async (request) => discussionList(context, await entry.seat(request)),
    });

    routes.route({
      ...endpointRoute(declared.read),
      handler: async (request) => {
        const seat = await entry.seat(request);
        return discussion(context, seat, threadOf(seat, request.params.thread));
      },
    });

    routes.route({
      ...endpointRoute(declared.post),
      handler: async (request, reply) => {
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
    });

    routes.route({
      ...endpointRoute(declared.markRead),
      handler: async (request) => {
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
    });
  }
}
