import { z } from 'zod';
import { pathIdSchema } from './fields';
import { hasNoControlCharacters } from './params';
import { isStorableText } from './text-rules';

/**
 * Discussions on a submission: live threads between the people of its review.
 * - `editor_author`: the submission's editors and its author;
 * - `editor_reviewer`: the editors and the reviewer of one review assignment (one per assignment);
 * - `editors`: notes among the editors only.
 * Who reads which thread, and how names are shown, is the API's visibility rule (`visibility.ts`).
 */
export const DISCUSSION_KINDS = ['editor_author', 'editor_reviewer', 'editors'] as const;
export type DiscussionKind = (typeof DISCUSSION_KINDS)[number];

/** Longest message in a discussion, in characters. */
export const DISCUSSION_MESSAGE_MAX_LENGTH = 4000;

/** Most messages one answer carries (the newest). */
export const DISCUSSION_PAGE_SIZE = 200;

/**
 * A thread's key in addresses and events: `editor-author`, `editors`, or
 * `editor-reviewer-<assignment id>`.
 */
export const discussionKeySchema = z
  .string({ error: 'Name the discussion.' })
  .regex(/^(editor-author|editors|editor-reviewer-[1-9][0-9]{0,9})$/, {
    error: 'There is no such discussion on this submission.',
  });
export type DiscussionKey = z.infer<typeof discussionKeySchema>;

/** The key of a thread (see `discussionKeySchema`). */
export function discussionKey(kind: DiscussionKind, assignmentId: number | null): DiscussionKey {
  if (kind === 'editor_reviewer') return `editor-reviewer-${assignmentId ?? 0}`;
  return kind === 'editors' ? 'editors' : 'editor-author';
}

/** A thread's kind and assignment from its key (the key is already valid). */
export function parseDiscussionKey(key: DiscussionKey): {
  kind: DiscussionKind;
  assignmentId: number | null;
} {
  if (key === 'editors') return { kind: 'editors', assignmentId: null };
  if (key === 'editor-author') return { kind: 'editor_author', assignmentId: null };
  return { kind: 'editor_reviewer', assignmentId: Number(key.slice('editor-reviewer-'.length)) };
}

/** The part a person plays in a discussion. */
export const discussionRoleSchema = z.enum(['editor', 'author', 'reviewer']);
export type DiscussionRole = z.infer<typeof discussionRoleSchema>;

/** Most files one discussion message carries. */
export const DISCUSSION_MAX_ATTACHMENTS = 5;

/**
 * A file of a discussion message as its reader receives it: the name is the visibility rule's
 * (neutral where the sender's name may not be known), and `url` downloads it through the
 * reader's own way into the thread.
 */
export const discussionAttachmentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  size: z.number().int().min(0),
  mimeType: z.string(),
  /** Where this reader downloads it (the API, through their own way into the thread). */
  url: z.string(),
});
export type DiscussionAttachment = z.infer<typeof discussionAttachmentSchema>;

/** One message as its reader may see it. */
export const discussionMessageSchema = z.object({
  id: z.number().int().positive(),
  body: z.string(),
  /** The files sent with it (none for most messages). */
  attachments: z.array(discussionAttachmentSchema),
  sender: z.object({
    role: discussionRoleSchema,
    /** The name the reader may know ("Editor", "Reviewer 2" when they may not know more). */
    name: z.string(),
    /** The reader wrote it. */
    mine: z.boolean(),
  }),
  /** Someone on the other side has read it (for the reader's own messages: a read receipt). */
  read: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DiscussionMessage = z.infer<typeof discussionMessageSchema>;

/** A thread in lists: its key, what the reader calls it, and what is new in it. */
export const discussionThreadSchema = z.object({
  key: discussionKeySchema,
  kind: z.enum(DISCUSSION_KINDS),
  /**
   * The other party as the reader may know them, for the reader's own wording around it: to
   * editors, the reviewer of an `editor_reviewer` thread ("Reviewer 1 · Ada Lovelace"); null
   * otherwise (the author's and a reviewer's thread is with "the editors", the editors' with
   * "the author").
   */
  party: z.string().nullable(),
  /** The review round of an `editor_reviewer` thread. */
  round: z.number().int().positive().nullable(),
  unread: z.number().int().min(0),
  messages: z.number().int().min(0),
  lastMessageAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the reader may post (a withdrawn reviewer's thread is read-only to them). */
  canPost: z.boolean(),
});
export type DiscussionThread = z.infer<typeof discussionThreadSchema>;

/** `GET …/discussions`: the threads the reader may see on one submission. */
export const discussionListSchema = z.object({
  submissionId: z.number().int().positive(),
  threads: z.array(discussionThreadSchema),
  unread: z.number().int().min(0),
});
export type DiscussionList = z.infer<typeof discussionListSchema>;

/** One thread with its newest messages (oldest first). */
export const discussionSchema = z.object({
  submissionId: z.number().int().positive(),
  thread: discussionThreadSchema,
  messages: z.array(discussionMessageSchema),
  /**
   * The last message the reader had read when this was answered (null: none yet): the thread's
   * "new messages" divider goes above the first later message of someone else.
   */
  readUpTo: z.number().int().positive().nullable(),
});
export type Discussion = z.infer<typeof discussionSchema>;

/** `POST …/messages`. */
export const postDiscussionMessageBodySchema = z.object({
  body: z
    .string({ error: 'Write a message.' })
    .trim()
    .min(1, { error: 'Write a message.' })
    .max(DISCUSSION_MESSAGE_MAX_LENGTH, {
      error: `A message can be at most ${DISCUSSION_MESSAGE_MAX_LENGTH} characters.`,
    })
    .refine(isStorableText, { error: 'The message contains invalid characters.' }),
  /** Chosen by the client per message: a retried post stores one message. */
  clientId: z
    .string({ error: 'clientId is required.' })
    .min(8, { error: 'clientId must be 8–64 characters.' })
    .max(64, { error: 'clientId must be 8–64 characters.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'clientId may hold letters, digits, - and _ only.' })
    .refine(hasNoControlCharacters),
  /** Files uploaded to the thread by this reader and not sent yet (`…/attachments`). */
  attachmentIds: z
    .array(pathIdSchema, { error: 'attachmentIds is a list of file ids.' })
    .max(DISCUSSION_MAX_ATTACHMENTS, {
      error: `A message can carry at most ${DISCUSSION_MAX_ATTACHMENTS} files.`,
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A file is listed twice.' })
    .optional(),
});
export type PostDiscussionMessageBody = z.input<typeof postDiscussionMessageBodySchema>;

/** `POST …/read`: everything up to this message was read (all of it when left out). */
export const readDiscussionBodySchema = z.object({
  upTo: pathIdSchema.optional(),
});

/** `…/discussions/:thread` of a submission. */
export const discussionParamsSchema = z.object({ id: pathIdSchema, thread: discussionKeySchema });

/** `GET user/discussions/unread`: unread messages per submission, for the panel's badge. */
export const discussionUnreadSchema = z.object({
  total: z.number().int().min(0),
  submissions: z.array(
    z.object({ submissionId: z.number().int().positive(), unread: z.number().int().min(0) }),
  ),
});
export type DiscussionUnread = z.infer<typeof discussionUnreadSchema>;

/** Socket: a new message, as this reader may see it. */
export const discussionMessageEventSchema = z.object({
  submissionId: z.number().int().positive(),
  thread: discussionKeySchema,
  message: discussionMessageSchema,
});
export type DiscussionMessageEvent = z.infer<typeof discussionMessageEventSchema>;

/** Socket: someone on the other side read the thread up to a message. */
export const discussionReadEventSchema = z.object({
  submissionId: z.number().int().positive(),
  thread: discussionKeySchema,
  upTo: z.number().int().positive(),
  role: discussionRoleSchema,
});
export type DiscussionReadEvent = z.infer<typeof discussionReadEventSchema>;

/** Socket, from a client: I am (not) typing in this thread. */
export const discussionTypingSignalSchema = z.object({
  submissionId: z.number().int().positive(),
  thread: discussionKeySchema,
  typing: z.boolean(),
});
export type DiscussionTypingSignal = z.infer<typeof discussionTypingSignalSchema>;

/** Socket, to the others of the thread: someone of this role is (not) typing. Never a name. */
export const discussionTypingEventSchema = discussionTypingSignalSchema.extend({
  role: discussionRoleSchema,
});
export type DiscussionTypingEvent = z.infer<typeof discussionTypingEventSchema>;

/** Someone of a thread's readers, as the viewer of the presence list may know them. */
export const discussionPresentSchema = z.object({
  role: discussionRoleSchema,
  /** The name the viewer may know ("Reviewer 1", "Editor" where they may not know more). */
  name: z.string(),
  /** The viewer themselves (in another tab, or this one). */
  mine: z.boolean(),
});
export type DiscussionPresent = z.infer<typeof discussionPresentSchema>;

/** Socket, from a client: I have opened (here) or left this thread. */
export const discussionPresenceSignalSchema = z.object({
  submissionId: z.number().int().positive(),
  thread: discussionKeySchema,
  here: z.boolean(),
});
export type DiscussionPresenceSignal = z.infer<typeof discussionPresenceSignalSchema>;

/** Socket, to a thread's readers: who of them has the thread open now, as this reader may know them. */
export const discussionPresenceEventSchema = z.object({
  submissionId: z.number().int().positive(),
  thread: discussionKeySchema,
  present: z.array(discussionPresentSchema),
});
export type DiscussionPresenceEvent = z.infer<typeof discussionPresenceEventSchema>;
