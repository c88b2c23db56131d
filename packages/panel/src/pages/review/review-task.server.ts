import { isApiError, type QuireApi } from '@quire/api-client';
import {
  type DeclineReviewBody,
  endpointPath,
  type ReviewDraftBody,
  type ReviewTask,
  reviewEndpoints,
} from '@quire/contracts';
import { type SiteDate, siteDate } from '@quire/site';
import {
  apiContext,
  assertSameOrigin,
  formFailure,
  guardMiddleware,
  linkOnlyPageMiddleware,
  readFormData,
  routeParam,
  textField,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  type DiscussionSeat,
  type DiscussionView,
  discussionAction,
  loadDiscussion,
} from '../../server/discussion/discussion.server';

/**
 * The mailed link's page needs no account (the token is the way in), yet it is one reviewer's:
 * never kept in the page cache. "My reviews" needs an account.
 */
export const reviewLinkMiddleware = [guardMiddleware('public'), linkOnlyPageMiddleware];
export const myReviewMiddleware = [guardMiddleware('user')];

/** Where a reviewer reaches one review: by the mailed link's token, or signed in by its id. */
type ReviewAccess = { token: string } | { id: number };

/** The reviewer's calls on one review, by the way they came (`…ByLink` for the mailed link). */
interface ReviewerCalls {
  task(): Promise<ReviewTask>;
  accept(): Promise<ReviewTask>;
  decline(body: DeclineReviewBody): Promise<ReviewTask>;
  saveDraft(body: ReviewDraftBody): Promise<ReviewTask>;
  submit(body: ReviewDraftBody): Promise<ReviewTask>;
  /** A file of the review as a stream (`…/files/:fileId`, served by hand). */
  fileStream(fileId: number): Promise<ReadableStream<Uint8Array>>;
}

function reviewerCalls(review: QuireApi['review'], access: ReviewAccess): ReviewerCalls {
  const fileOf = (taskPath: string, fileId: number) =>
    review.fileStream(`${taskPath}/files/${encodeURIComponent(fileId)}`);
  if ('token' in access) {
    const params = { token: access.token };
    return {
      task: () => review.taskByLink({ params }),
      accept: () => review.acceptByLink({ params }),
      decline: (body) => review.declineByLink({ params, body }),
      saveDraft: (body) => review.saveDraftByLink({ params, body }),
      submit: (body) => review.submitByLink({ params, body }),
      fileStream: (fileId) => fileOf(endpointPath(reviewEndpoints.taskByLink, params), fileId),
    };
  }
  const params = { id: access.id };
  return {
    task: () => review.task({ params }),
    accept: () => review.accept({ params }),
    decline: (body) => review.decline({ params, body }),
    saveDraft: (body) => review.saveDraft({ params, body }),
    submit: (body) => review.submit({ params, body }),
    fileStream: (fileId) => fileOf(endpointPath(reviewEndpoints.task, params), fileId),
  };
}

/** The review a request names: `?token=` (the link) or `/:id` (signed in). */
function accessOf(request: Request, params: LoaderFunctionArgs['params']): ReviewAccess | null {
  if (params.id !== undefined) return { id: Number(routeParam(params, 'id')) };
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return token ? { token } : null;
}

/** Where the reviewer reaches the review's discussion with the editors: the same way in. */
function discussionSeat(access: ReviewAccess): DiscussionSeat {
  return 'token' in access
    ? { as: 'review-link', token: access.token }
    : { as: 'reviewer', assignmentId: access.id };
}

/**
 * The page's own address (the discussion's form comes back to it): the `url` argument, not
 * `request.url`, which ends in `.data` for a data request.
 */
function pageOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** The loader's answer: the task, or why there is none (a link that no longer works). */
export type ReviewTaskData =
  | {
      state: 'open';
      task: ReviewTask;
      token: string | null;
      dates: { responseDue: SiteDate | null; reviewDue: SiteDate | null };
      discussion: DiscussionView;
    }
  | { state: 'missing' }
  | { state: 'invalid'; message: string };

/**
 * Reads the review without changing anything: a mail scanner opening the link is a GET, and
 * only the page's buttons (POSTs) accept, decline, save or submit.
 */
export async function reviewTaskLoader({
  request,
  context,
  params,
}: LoaderFunctionArgs): Promise<ReviewTaskData> {
  const access = accessOf(request, params);
  if (!access) return { state: 'missing' };
  try {
    const [task, discussion] = await Promise.all([
      reviewerCalls(context.get(apiContext).review, access).task(),
      // Opening the mailed link marks nothing read (mail scanners open links); signed in, it does.
      loadDiscussion({ request, context }, discussionSeat(access), {
        markRead: !('token' in access),
      }),
    ]);
    return {
      state: 'open',
      task,
      token: 'token' in access ? access.token : null,
      dates: { responseDue: siteDate(task.responseDueAt), reviewDue: siteDate(task.reviewDueAt) },
      discussion,
    };
  } catch (caught) {
    if (isApiError(caught) && (caught.status === 404 || caught.status === 400)) {
      return { state: 'invalid', message: caught.message };
    }
    throw caught;
  }
}

/** The review's fields as the form posts them (`answers.<questionId>`, scale answers as numbers). */
function draftOf(form: FormData, task: ReviewTask | null): ReviewDraftBody {
  const answers: Record<string, string | number> = {};
  for (const question of task?.form.questions ?? []) {
    const value = textField(form, `answers.${question.id}`);
    if (value === '') continue;
    answers[question.id] = question.kind === 'scale' && /^\d+$/.test(value) ? Number(value) : value;
  }
  const recommendation = textField(form, 'recommendation');
  return {
    answers,
    recommendation: (recommendation || null) as ReviewDraftBody['recommendation'],
    commentsForAuthor: textField(form, 'commentsForAuthor'),
    commentsForEditor: textField(form, 'commentsForEditor'),
  };
}

/**
 * The page's buttons, by `intent`: `accept`, `decline` (reason, suggested reviewer), `save` (the
 * draft) and `submit` (the final review), and a message to the editors (`discussion-post`). Each answers the task as it now is, or the refusal
 * beside the fields with what was typed. Works without JavaScript.
 */
export async function reviewTaskAction({ request, context, params, url }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const access = accessOf(request, params);
  if (!access) return { state: 'missing' as const };
  const form = await readFormData(request);
  const discussed = await discussionAction({ context }, discussionSeat(access), form, pageOf(url));
  if (discussed) return discussed;
  const api = reviewerCalls(context.get(apiContext).review, access);
  const intent = textField(form, 'intent');
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  try {
    if (intent === 'accept') return { done: 'accepted' as const, task: await api.accept() };
    if (intent === 'decline') {
      const suggestedEmail = textField(form, 'suggestedEmail').trim();
      return {
        done: 'declined' as const,
        task: await api.decline({
          reason: textField(form, 'reason'),
          suggestedName: textField(form, 'suggestedName'),
          ...(suggestedEmail ? { suggestedEmail } : {}),
        }),
      };
    }
    const current = await api.task();
    const body = draftOf(form, current);
    if (intent === 'submit') return { done: 'submitted' as const, task: await api.submit(body) };
    return { done: 'saved' as const, task: await api.saveDraft(body) };
  } catch (caught) {
    return formFailure(caught, values);
  }
}

/**
 * `GET /review/files/:fileId?token=` and `{paths.panel}/reviews/:id/files/:fileId`: a file of the
 * review, fetched from the API with the link's token (or the reviewer's session) and passed on
 * as it arrives, under the name the API gives it (neutral in double anonymous review).
 */
export async function reviewFileLoader({ request, context, params }: LoaderFunctionArgs) {
  const access = accessOf(request, params);
  const fileId = Number(routeParam(params, 'fileId'));
  if (!access || !Number.isInteger(fileId) || fileId < 1) {
    throw new Response('Not Found', { status: 404 });
  }
  const reviewer = reviewerCalls(context.get(apiContext).review, access);
  const task = await reviewer.task().catch(() => null);
  const file = task?.files.find((candidate) => candidate.id === fileId);
  if (!task || !file) throw new Response('Not Found', { status: 404 });
  const body = await reviewer.fileStream(fileId);
  return new Response(body, {
    headers: {
      'Content-Type': file.mimeType || 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
