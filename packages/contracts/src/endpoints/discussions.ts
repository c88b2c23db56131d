import { z } from 'zod';
import { apiErrorSchema } from '../common';
import {
  discussionListSchema,
  discussionMessageSchema,
  discussionSchema,
  discussionUnreadSchema,
  postDiscussionMessageBodySchema,
  readDiscussionBodySchema,
} from '../discussion';
import { endpoint } from '../endpoint';
import { pathIdSchema } from '../fields';
import { reviewTokenParamsSchema } from '../review';

const tags = ['discussions'] as const;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
/**
 * A thread's key as the address names it: any text, so an unknown or malformed key is the same
 * 404 as a thread the reader may not see (never a 400 that tells them apart).
 */
const threadShape = { thread: z.string() };
const idParams = z.object({ id: pathIdSchema });

/**
 * The four routes of one way to a submission's discussions, under `prefix` (`…/discussions`):
 * list the threads, read one, post to it, mark it read.
 */
function seatEndpoints<
  const Prefix extends string,
  const Params extends z.ZodObject,
  const ThreadParams extends z.ZodObject,
  const SignedIn extends boolean,
>(prefix: Prefix, params: Params, threadParams: ThreadParams, signedIn: SignedIn) {
  return {
    list: endpoint({
      method: 'GET',
      path: prefix,
      tags,
      summary: 'The discussions on the submission the reader may see, with unread counts',
      signedIn,
      params,
      responses: { 200: discussionListSchema, ...errors },
    }),
    read: endpoint({
      method: 'GET',
      path: `${prefix}/:thread`,
      tags,
      summary: 'One discussion with its newest messages (reading changes nothing)',
      signedIn,
      params: threadParams,
      responses: { 200: discussionSchema, ...errors },
    }),
    post: endpoint({
      method: 'POST',
      path: `${prefix}/:thread/messages`,
      tags,
      summary: 'Post a message (a retry with the same clientId posts it once)',
      description:
        'The thread’s other readers receive it live; those with no socket connected are mailed it with a link to the thread (unless they switched discussion mail off). `attachmentIds` are files the reader uploaded to the thread (`…/attachments`) and has not sent: 422 for any other. 409 when a withdrawn reviewer writes.',
      signedIn,
      params: threadParams,
      body: postDiscussionMessageBodySchema,
      responses: {
        201: discussionMessageSchema,
        ...errors,
        409: apiErrorSchema,
        422: apiErrorSchema,
      },
    }),
    markRead: endpoint({
      method: 'POST',
      path: `${prefix}/:thread/read`,
      tags,
      summary: 'Mark the discussion read (up to a message, or all of it)',
      signedIn,
      params: threadParams,
      body: readDiscussionBodySchema,
      responses: { 200: z.object({ upTo: z.number().int().nullable() }), ...errors },
    }),
  };
}

const asEditor = seatEndpoints(
  '/admin/submissions/:id/discussions',
  idParams,
  idParams.extend(threadShape),
  true,
);
const asAuthor = seatEndpoints(
  '/user/submissions/:id/discussions',
  idParams,
  idParams.extend(threadShape),
  true,
);
const asReviewer = seatEndpoints(
  '/reviews/:id/discussions',
  idParams,
  idParams.extend(threadShape),
  true,
);
const byLink = seatEndpoints(
  '/review-links/:token/discussions',
  reviewTokenParamsSchema,
  reviewTokenParamsSchema.extend(threadShape),
  false,
);

/**
 * Discussions on a submission (`editor_author`, `editor_reviewer` per assignment, `editors`), as
 * `api.discussions`. Each way in has the same four routes — `list…`, `read…`, `post…`,
 * `markRead…` — named by its reader: `…AsEditor` (`admin/submissions/:id/discussions`),
 * `…AsAuthor` (`user/submissions/:id/discussions`), `…AsReviewer` (`reviews/:id/discussions`,
 * by the assignment) and `…ByLink` (`review-links/:token/discussions`, the mailed link, no
 * account); `unread` counts the signed-in user's unread messages. A thread's attachments (a
 * multipart upload and streamed downloads under `…/:thread/attachments`) are served by hand
 * (`apps/api/src/routes/discussion-attachments.ts`).
 */
export const discussionsEndpoints = {
  unread: endpoint({
    method: 'GET',
    path: '/user/discussions/unread',
    tags,
    summary: 'Unread discussion messages per submission, for the panel’s badge',
    description:
      'As the author of submissions, the reviewer of assignments, and an editor assigned to submissions.',
    signedIn: true,
    responses: { 200: discussionUnreadSchema, 401: apiErrorSchema },
  }),
  listAsEditor: asEditor.list,
  readAsEditor: asEditor.read,
  postAsEditor: asEditor.post,
  markReadAsEditor: asEditor.markRead,
  listAsAuthor: asAuthor.list,
  readAsAuthor: asAuthor.read,
  postAsAuthor: asAuthor.post,
  markReadAsAuthor: asAuthor.markRead,
  listAsReviewer: asReviewer.list,
  readAsReviewer: asReviewer.read,
  postAsReviewer: asReviewer.post,
  markReadAsReviewer: asReviewer.markRead,
  listByLink: byLink.list,
  readByLink: byLink.read,
  postByLink: byLink.post,
  markReadByLink: byLink.markRead,
} as const;
