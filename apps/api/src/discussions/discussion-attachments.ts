import { type DiscussionAttachment, discussionsEndpoints, endpointPath } from '@quire/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { discussionAttachments, files } from '../db/schema';
import { HttpError } from '../http/errors';
import type { DiscussionReader } from './discussion-readers';

/** Said when an id of `attachmentIds` is not a file this reader uploaded to the thread and kept. */
export const ATTACHMENT_NOT_SENDABLE =
  'A file to send was not found in this discussion or was already sent; attach it again.';

/** A file of a discussion as stored: its message (null while it waits to be sent) and uploader. */
export interface DiscussionFileRow {
  id: number;
  messageId: number | null;
  /** The uploader's reader key (`readerKey`). */
  uploader: string;
  name: string;
  size: number;
  mimeType: string;
  storageKey: string;
}

const fileColumns = {
  id: files.id,
  messageId: discussionAttachments.messageId,
  uploader: discussionAttachments.uploader,
  name: files.originalName,
  size: files.size,
  mimeType: files.mimeType,
  storageKey: files.storageKey,
};

type Executor = Pick<Database, 'select' | 'update' | 'insert'>;

/**
 * The API path of a reader's discussions when they have an account (live events reach only
 * those): an editor's, the author's, or the signed-in reviewer's. A reviewer by mailed link
 * reaches theirs under `review-links/:token/discussions` instead.
 */
export function listenerBase(reader: DiscussionReader, submissionId: number): string {
  if (reader.viewer.kind === 'reviewer') {
    return endpointPath(discussionsEndpoints.listAsReviewer, { id: reader.viewer.assignmentId });
  }
  return endpointPath(
    reader.viewer.kind === 'editor'
      ? discussionsEndpoints.listAsEditor
      : discussionsEndpoints.listAsAuthor,
    { id: submissionId },
  );
}

/** Where a reader downloads a file of a thread: under their own way into it. */
export function attachmentUrl(
  backendUrl: string,
  base: string,
  threadKey: string,
  fileId: number,
): string {
  return `${backendUrl}/api/${base}/${threadKey}/attachments/${fileId}`;
}

/** A file's name with nothing of its uploader's choosing but the type: `file-12.pdf`. */
export function neutralFileName(file: { id: number; name: string }): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1]?.toLowerCase();
  return extension ? `file-${file.id}.${extension}` : `file-${file.id}`;
}

/**
 * A file as the reader receives it. `hideName`: the message's sender is not named to this
 * reader (the visibility rule), so neither is the file, whose name often carries its writer's.
 */
export function visibleAttachment(
  file: DiscussionFileRow,
  hideName: boolean,
  url: (fileId: number) => string,
): DiscussionAttachment {
  return {
    id: file.id,
    name: hideName ? neutralFileName(file) : file.name,
    size: file.size,
    mimeType: file.mimeType,
    url: url(file.id),
  };
}

/** Records an upload to a thread, waiting to be sent by its uploader. */
export async function recordPendingFile(
  db: Database,
  threadId: number,
  uploader: string,
  fileId: number,
): Promise<void> {
  await db.insert(discussionAttachments).values({ fileId, threadId, uploader });
}

/**
 * Joins the uploader's waiting files of the thread to a message; any other id (another's, another
 * thread's, one already sent) is a 422 and, inside the message's transaction, stores nothing.
 */
export async function attachFiles(
  tx: Executor,
  threadId: number,
  messageId: number,
  uploader: string,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const joined = await tx
    .update(discussionAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(discussionAttachments.fileId, [...ids]),
        eq(discussionAttachments.threadId, threadId),
        eq(discussionAttachments.uploader, uploader),
        isNull(discussionAttachments.messageId),
      ),
    )
    .returning({ fileId: discussionAttachments.fileId });
  if (joined.length !== ids.length) {
    throw new HttpError(422, ATTACHMENT_NOT_SENDABLE, { attachmentIds: [ATTACHMENT_NOT_SENDABLE] });
  }
}

/** The sent files of these messages, by message, in upload order (one query). */
export async function messageFiles(
  db: Database,
  messageIds: readonly number[],
): Promise<Map<number, DiscussionFileRow[]>> {
  const byMessage = new Map<number, DiscussionFileRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select(fileColumns)
    .from(discussionAttachments)
    .innerJoin(files, eq(files.id, discussionAttachments.fileId))
    .where(inArray(discussionAttachments.messageId, [...messageIds]))
    .orderBy(asc(files.id));
  for (const row of rows) {
    if (row.messageId === null) continue;
    const list = byMessage.get(row.messageId) ?? [];
    list.push(row);
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** One file of a thread (sent or waiting), or null. */
export async function threadFile(
  db: Database,
  threadId: number,
  fileId: number,
): Promise<DiscussionFileRow | null> {
  const [row] = await db
    .select(fileColumns)
    .from(discussionAttachments)
    .innerJoin(files, eq(files.id, discussionAttachments.fileId))
    .where(
      and(eq(discussionAttachments.threadId, threadId), eq(discussionAttachments.fileId, fileId)),
    );
  return row ?? null;
}
