import type { DiscussionSeat } from '@quire/api-client';
import {
  type Discussion,
  type DiscussionList,
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
  const api = context.get(apiContext);
  try {
    const list = await api.discussions.list(seat);
    const wanted = new URL(request.url).searchParams.get('discussion');
    const chosen =
      list.threads.find((thread) => thread.key === wanted) ??
      list.threads.find((thread) => thread.unread > 0) ??
      list.threads[0];
    const active = chosen ? await api.discussions.read(seat, chosen.key) : null;
    if (markRead && active && active.thread.unread > 0) {
      await api.discussions.markRead(seat, active.thread.key);
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
  const api = context.get(apiContext).discussions;
  try {
    const attachmentIds: number[] = [];
    for (const file of files)
      attachmentIds.push((await api.attach(seat, thread, file, file.name)).id);
    await api.post(seat, thread, { ...checked.data, attachmentIds });
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
