import type {
  Discussion,
  DiscussionAttachment,
  DiscussionList,
  DiscussionMessage,
  DiscussionUnread,
  PostDiscussionMessageBody,
} from '@quire/contracts';
import { contractSchemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/**
 * Where a reader reaches a submission's discussions: as its editor, as its author, as the
 * reviewer of an assignment signed in, or by the reviewer's mailed link (no account needed).
 */
export type DiscussionSeat =
  | { as: 'editor'; submissionId: number }
  | { as: 'author'; submissionId: number }
  | { as: 'reviewer'; assignmentId: number }
  | { as: 'review-link'; token: string };

/** The API path of a seat's discussions (`…/discussions`). */
export function discussionsPath(seat: DiscussionSeat): string {
  switch (seat.as) {
    case 'editor':
      return `admin/submissions/${segment(seat.submissionId)}/discussions`;
    case 'author':
      return `user/submissions/${segment(seat.submissionId)}/discussions`;
    case 'reviewer':
      return `reviews/${segment(seat.assignmentId)}/discussions`;
    case 'review-link':
      return `review-links/${segment(seat.token)}/discussions`;
  }
}

/** Discussions on a submission (threads per pair of its people; see `@quire/contracts`). */
export interface DiscussionsApi {
  /** `GET …/discussions`: the threads the reader may see, with unread counts. */
  list(seat: DiscussionSeat): Promise<DiscussionList>;
  /** `GET …/discussions/{thread}`: one thread and its newest messages (reading marks nothing). */
  read(seat: DiscussionSeat, thread: string): Promise<Discussion>;
  /** `POST …/discussions/{thread}/messages` (a retry with the same clientId posts once). */
  post(
    seat: DiscussionSeat,
    thread: string,
    body: PostDiscussionMessageBody,
  ): Promise<DiscussionMessage>;
  /**
   * `POST …/discussions/{thread}/attachments` (multipart): uploads a file to send with the
   * reader's next message (its id goes in the post's `attachmentIds`).
   */
  attach(
    seat: DiscussionSeat,
    thread: string,
    file: Blob,
    fileName?: string,
  ): Promise<DiscussionAttachment>;
  /** `POST …/discussions/{thread}/read`: read up to a message, or all of it. */
  markRead(seat: DiscussionSeat, thread: string, upTo?: number): Promise<{ upTo: number | null }>;
  /** `GET user/discussions/unread`: the signed-in user's unread messages, per submission. */
  unread(): Promise<DiscussionUnread>;
}

/** The discussion endpoints on an endpoint context. */
export function createDiscussionsApi(context: EndpointContext): DiscussionsApi {
  const thread = (seat: DiscussionSeat, key: string) => `${discussionsPath(seat)}/${segment(key)}`;
  return {
    list: (seat) =>
      callEndpoint(context, contractSchemas?.discussionList, {
        method: 'get',
        url: discussionsPath(seat),
      }),
    read: (seat, key) =>
      callEndpoint(context, contractSchemas?.discussion, { method: 'get', url: thread(seat, key) }),
    post: (seat, key, body) =>
      callEndpoint(context, contractSchemas?.discussionMessage, {
        method: 'post',
        url: `${thread(seat, key)}/messages`,
        data: body,
      }),
    attach: (seat, key, file, fileName) => {
      const form = new FormData();
      // The server reads the purpose first to apply its rules while the file streams in.
      form.append('purpose', 'discussion');
      if (fileName === undefined) form.append('file', file);
      else form.append('file', file, fileName);
      return callEndpoint(context, contractSchemas?.discussionAttachment, {
        method: 'post',
        url: `${thread(seat, key)}/attachments`,
        data: form,
      });
    },
    markRead: (seat, key, upTo) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${thread(seat, key)}/read`,
        data: upTo === undefined ? {} : { upTo },
      }),
    unread: () =>
      callEndpoint(context, contractSchemas?.discussionUnread, {
        method: 'get',
        url: 'user/discussions/unread',
      }),
  };
}
