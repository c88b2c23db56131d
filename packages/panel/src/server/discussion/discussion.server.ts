import type { QuireApi } from '@quire/api-client';
import {
  type Discussion,
  type DiscussionAttachment,
  type DiscussionList,
  type DiscussionMessage,
  discussionsEndpoints,
  type EndpointDeclaration,
  endpointPath,
  type PostDiscussionMessageBody,
  postDiscussionMessageBodySchema,
} from '@quire/contracts';
import {
  apiContext,
  checkBody,
  formFailure,
  type RequestArgs,
  textField,
} from '@quire/site/server';
import { redirect } from 'react-router';

/**
 * Where a reader reaches a submission's discussions: as its editor, as its author, as the
 * reviewer of an assignment signed in, or by the reviewer's mailed link (no account needed).
 */
export type DiscussionSeat =
  | { as: 'editor'; submissionId: number }
  | { as: 'author'; submissionId: number }
  | { as: 'reviewer'; assignmentId: number }
  | { as: 'review-link'; token: string };

/** A seat's discussion calls, its path parameters bound. */
interface SeatCalls {
  list(): Promise<DiscussionList>;
  read(thread: string): Promise<Discussion>;
  post(thread: string, body: PostDiscussionMessageBody): Promise<DiscussionMessage>;
  markRead(thread: string): Promise<unknown>;
  attach(thread: string, file: File): Promise<DiscussionAttachment>;
}

type ThreadParams<P> = P & { thread: string };

/** One way in's declared calls (`listAsEditor`, `readAsEditor`, …) and its thread declaration. */
interface SeatRoutes<P> {
  list(input: { params: P }): Promise<DiscussionList>;
  read(input: { params: ThreadParams<P> }): Promise<Discussion>;
  post(input: {
    params: ThreadParams<P>;
    body: PostDiscussionMessageBody;
  }): Promise<DiscussionMessage>;
  markRead(input: { params: ThreadParams<P>; body: { upTo?: number } }): Promise<unknown>;
  thread: EndpointDeclaration;
}

function bound<P extends Record<string, string | number>>(
  discussions: QuireApi['discussions'],
  params: P,
  routes: SeatRoutes<P>,
): SeatCalls {
  const at = (thread: string) => ({ ...params, thread });
  return {
    list: () => routes.list({ params }),
    read: (thread) => routes.read({ params: at(thread) }),
    post: (thread, body) => routes.post({ params: at(thread), body }),
    // The API reads a body on every post: `{}` reads the whole thread.
    markRead: (thread) => routes.markRead({ params: at(thread), body: {} }),
    attach: (thread, file) =>
      discussions.attach(endpointPath(routes.thread, at(thread)), file, file.name),
  };
}

/** The calls of a seat's way in: its declarations, with its submission, assignment or token. */
function seatCalls(discussions: QuireApi['discussions'], seat: DiscussionSeat): SeatCalls {
  const d = discussions;
  switch (seat.as) {
    case 'editor':
      return bound(
        d,
        { id: seat.submissionId },
        {
          list: d.listAsEditor,
          read: d.readAsEditor,
          post: d.postAsEditor,
          markRead: d.markReadAsEditor,
          thread: discussionsEndpoints.readAsEditor,
        },
      );
    case 'author':
      return bound(
        d,
        { id: seat.submissionId },
        {
          list: d.listAsAuthor,
          read: d.readAsAuthor,
          post: d.postAsAuthor,
          markRead: d.markReadAsAuthor,
          thread: discussionsEndpoints.readAsAuthor,
        },
      );
    case 'reviewer':
      return bound(
        d,
        { id: seat.assignmentId },
        {
          list: d.listAsReviewer,
          read: d.readAsReviewer,
          post: d.postAsReviewer,
          markRead: d.markReadAsReviewer,
          thread: discussionsEndpoints.readAsReviewer,
        },
      );
    case 'review-link':
      return bound(
        d,
        { token: seat.token },
        {
          list: d.listByLink,
          read: d.readByLink,
          post: d.postByLink,
          markRead: d.markReadByLink,
          thread: discussionsEndpoints.readByLink,
        },
      );
  }
}

/** The form field that says a post is a discussion message. */
export const DISCUSSION_INTENT = 'discussion-post';

/** What a page's Discussion section shows: its threads, the open one, or why there is none. */
export type DiscussionView =
  | {
      status: 'ready';
      submissionId: number;
      threads: DiscussionList['threads'];
      active: Discussion | null;
      /** A fresh id per page view: posting the rendered form twice stores one message. */
      clientId: string;
    }
  | { status: 'error' };

/**
 * A page's discussions: the list, and the thread the address names (`?discussion=`), else the
 * first with unread messages, else the first. Signed-in readers viewing a thread have read it
 * (`markRead`); a review link's page marks nothing (mail scanners open links). A failure of the
 * API is the section's own error, never the page's: the rest of the page still works.
 */
export async function loadDiscussion(
  { request, context }: Pick<RequestArgs, 'request' | 'context'>,
  seat: DiscussionSeat,
  { markRead }: { markRead: boolean },
): Promise<DiscussionView> {
  const calls = seatCalls(context.get(apiContext).discussions, seat);
  try {
    const list = await calls.list();
    const wanted = new URL(request.url).searchParams.get('discussion');
    const chosen =
      list.threads.find((thread) => thread.key === wanted) ??
      list.threads.find((thread) => thread.unread > 0) ??
      list.threads[0];
    const active = chosen ? await calls.read(chosen.key) : null;
    if (markRead && active && active.thread.unread > 0) {
      await calls.markRead(active.thread.key);
      const read = { ...active.thread, unread: 0 };
      return {
        status: 'ready',
        submissionId: list.submissionId,
        threads: list.threads.map((thread) => (thread.key === read.key ? read : thread)),
        active: { ...active, thread: read },
        clientId: crypto.randomUUID(),
      };
    }
    return {
      status: 'ready',
      submissionId: list.submissionId,
      threads: list.threads,
      active,
      clientId: crypto.randomUUID(),
    };
  } catch {
    return { status: 'error' };
  }
}

/** The files a form sent in `files` (an empty file input sends one nameless, empty part). */
function chosenFiles(form: FormData): File[] {
  return form
    .getAll('files')
    .filter((value): value is File => typeof value !== 'string' && value.size > 0);
}

/**
 * Posts a discussion message from a page's form (`intent=discussion-post`, `thread`, `body`,
 * `clientId`, and `files` from a multipart form), checked with the API's own contract first;
 * null when the post is something else. Each file is uploaded to the thread, then the message
 * carries them; a refused file (type, size) comes back beside the box with the typed text.
 * Success goes back to the thread (`?discussion=…#discussion`), with or without JavaScript.
 */
export async function discussionAction(
  { context }: Pick<RequestArgs, 'context'>,
  seat: DiscussionSeat,
  form: FormData,
  page: string,
) {
  if (textField(form, 'intent') !== DISCUSSION_INTENT) return null;
  const thread = textField(form, 'thread');
  const values = { form: 'discussion' as const, thread, body: textField(form, 'body') };
  const files = chosenFiles(form);
  const checked = checkBody(
    {
      body: values.body,
      clientId: textField(form, 'clientId'),
      // Checked for their number before any is uploaded; the ids come from the uploads.
      ...(files.length > 0 ? { attachmentIds: files.map((_, index) => index + 1) } : {}),
    },
    postDiscussionMessageBodySchema,
    values,
  );
  if (!checked.ok) return checked.answer;
  const calls = seatCalls(context.get(apiContext).discussions, seat);
  try {
    const attachmentIds: number[] = [];
    for (const file of files) attachmentIds.push((await calls.attach(thread, file)).id);
    await calls.post(thread, { ...checked.data, attachmentIds });
  } catch (caught) {
    return formFailure(caught, values);
  }
  throw redirect(threadAddress(page, thread));
}

/** The page's address (which may carry a query, such as a review link's token) on a thread. */
function threadAddress(page: string, thread: string): string {
  const url = new URL(page, 'http://page.invalid');
  url.searchParams.set('discussion', thread);
  return `${url.pathname}${url.search}#discussion`;
}
