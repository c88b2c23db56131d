import {
  DISCUSSION_PAGE_SIZE,
  type DiscussionMessage,
  type DiscussionThread,
  discussionKey,
} from '@quire/contracts';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { discussionMessages, discussionReads, discussionThreads } from '../db/schema';
import { type DiscussionThreadRef, discussionSenderName } from '../review/visibility';
import { attachFiles, type DiscussionFileRow, visibleAttachment } from './discussion-attachments';
import {
  type DiscussionAssignment,
  type DiscussionReader,
  type DiscussionSubmission,
  readerKey,
  reviewerParty,
} from './discussion-readers';

type MessageRow = typeof discussionMessages.$inferSelect;

/** The condition on a thread row that matches `ref` (its kind, and its assignment if any). */
function threadMatch(submissionId: number, ref: DiscussionThreadRef): SQL | undefined {
  return and(
    eq(discussionThreads.submissionId, submissionId),
    eq(discussionThreads.kind, ref.kind),
    ref.assignmentId === null
      ? isNull(discussionThreads.assignmentId)
      : eq(discussionThreads.assignmentId, ref.assignmentId),
  );
}

/** The id of a thread, or null while nobody has written or read in it. */
export async function findThreadId(
  db: Database,
  submissionId: number,
  ref: DiscussionThreadRef,
): Promise<number | null> {
  const [row] = await db
    .select({ id: discussionThreads.id })
    .from(discussionThreads)
    .where(threadMatch(submissionId, ref));
  return row?.id ?? null;
}

/**
 * The id of a thread, made now if it did not exist; `created` says which (two posts racing to
 * open a thread make one: the unique index lets one insert through).
 */
export async function openThread(
  db: Database,
  submissionId: number,
  ref: DiscussionThreadRef,
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(discussionThreads)
    .values({ submissionId, kind: ref.kind, assignmentId: ref.assignmentId })
    .onConflictDoNothing()
    .returning({ id: discussionThreads.id });
  if (inserted) return { id: inserted.id, created: true };
  const id = await findThreadId(db, submissionId, ref);
  if (id === null) throw new Error('the discussion thread vanished while it was opened');
  return { id, created: false };
}

/** SQL: the message was written by this reader (their own never count as unread). */
function ownMessage(reader: DiscussionReader): SQL {
  if (reader.viewer.kind === 'editor') {
    return sql`(${discussionMessages.senderRole} = 'editor' and ${discussionMessages.senderId} = ${reader.userId})`;
  }
  return sql`${discussionMessages.senderRole} = ${reader.viewer.kind}`;
}

/** Whether a stored message is the reader's own. */
function isOwn(reader: DiscussionReader, row: Pick<MessageRow, 'senderRole' | 'senderId'>) {
  if (reader.viewer.kind === 'editor') {
    return row.senderRole === 'editor' && row.senderId === reader.userId;
  }
  return row.senderRole === reader.viewer.kind;
}

/** Counts per existing thread of a submission for one reader (one grouped query). */
async function threadCounts(db: Database, submissionId: number, reader: DiscussionReader) {
  const rows = await db
    .select({
      id: discussionThreads.id,
      kind: discussionThreads.kind,
      assignmentId: discussionThreads.assignmentId,
      messages: sql<number>`count(${discussionMessages.id})::int`,
      unread: sql<number>`(count(${discussionMessages.id}) filter (where ${discussionMessages.id} > coalesce(${discussionReads.lastReadId}, 0) and not ${ownMessage(reader)}))::int`,
      lastMessageAt: sql<Date | null>`max(${discussionMessages.createdAt})`,
    })
    .from(discussionThreads)
    .leftJoin(discussionMessages, eq(discussionMessages.threadId, discussionThreads.id))
    .leftJoin(
      discussionReads,
      and(
        eq(discussionReads.threadId, discussionThreads.id),
        eq(discussionReads.reader, readerKey(reader)),
      ),
    )
    .where(eq(discussionThreads.submissionId, submissionId))
    .groupBy(discussionThreads.id, discussionReads.lastReadId);
  return new Map(rows.map((row) => [discussionKey(row.kind, row.assignmentId), row]));
}

/** Whether the reader may still write in the thread: a withdrawn reviewer only reads. */
function mayPost(reader: DiscussionReader): boolean {
  return !('assignment' in reader) || reader.assignment.status !== 'withdrawn';
}

/** The threads a reader sees, with their counts (threads nobody opened yet count zero). */
export async function describeThreads(
  db: Database,
  submission: DiscussionSubmission,
  reader: DiscussionReader,
  refs: ReadonlyArray<DiscussionThreadRef & { assignment: DiscussionAssignment | null }>,
): Promise<DiscussionThread[]> {
  const counts = await threadCounts(db, submission.id, reader);
  return refs.map((ref) => {
    const key = discussionKey(ref.kind, ref.assignmentId);
    const count = counts.get(key);
    const toEditor = reader.viewer.kind === 'editor';
    const party =
      !toEditor || ref.kind === 'editors'
        ? null
        : ref.assignment
          ? reviewerParty(ref.assignment)
          : null;
    return {
      key,
      kind: ref.kind,
      party,
      round: ref.assignment?.round ?? null,
      unread: count?.unread ?? 0,
      messages: count?.messages ?? 0,
      lastMessageAt: count?.lastMessageAt ? toIso(new Date(count.lastMessageAt)) : null,
      canPost: mayPost(reader),
    };
  });
}

/** A message's files, and where this reader downloads one. */
export interface MessageFiles {
  rows: readonly DiscussionFileRow[];
  url: (fileId: number) => string;
}

/**
 * A stored message as the reader may see it: the sender named by the visibility rule, never
 * their id or address; `read` when someone other than its sender read up to it. Its files keep
 * their names only where the sender's name is shown (a file is often named after its writer).
 */
export function messageFor(
  reader: DiscussionReader,
  submission: Pick<DiscussionSubmission, 'mode'>,
  row: MessageRow,
  thread: { assignment: DiscussionAssignment | null },
  reads: ReadonlyArray<{ reader: string; lastReadId: number }>,
  files?: MessageFiles,
): DiscussionMessage {
  const sender =
    row.senderRole === 'reviewer'
      ? {
          role: 'reviewer' as const,
          assignmentId: thread.assignment?.id ?? 0,
          name: row.senderName,
          position: thread.assignment?.position ?? 0,
        }
      : { role: row.senderRole, name: row.senderName };
  const senderKey =
    row.senderRole === 'reviewer' ? `assignment:${thread.assignment?.id}` : `user:${row.senderId}`;
  const name = discussionSenderName(reader.viewer, submission.mode, sender);
  const mine = isOwn(reader, row);
  const hideName = !mine && name !== row.senderName;
  return {
    id: row.id,
    body: row.body,
    attachments: files
      ? files.rows.map((file) => visibleAttachment(file, hideName, files.url))
      : [],
    sender: { role: row.senderRole, name, mine },
    read: reads.some((read) => read.reader !== senderKey && read.lastReadId >= row.id),
    createdAt: toIso(row.createdAt),
  };
}

/** The newest messages of a thread, oldest first, and its read marks. */
export async function threadMessages(
  db: Database,
  threadId: number,
): Promise<{ rows: MessageRow[]; reads: Array<{ reader: string; lastReadId: number }> }> {
  const [rows, reads] = await Promise.all([
    db
      .select()
      .from(discussionMessages)
      .where(eq(discussionMessages.threadId, threadId))
      .orderBy(desc(discussionMessages.id))
      .limit(DISCUSSION_PAGE_SIZE),
    db
      .select({ reader: discussionReads.reader, lastReadId: discussionReads.lastReadId })
      .from(discussionReads)
      .where(eq(discussionReads.threadId, threadId)),
  ]);
  return { rows: rows.reverse(), reads };
}

/**
 * Stores a message (a retried post with the same client id answers the first one, `created`
 * false). The sender's name is kept as it is now. Its files (the sender's waiting uploads to
 * the thread) join it in the same transaction: one that is not theirs stores nothing (422).
 */
export async function storeMessage(
  db: Database,
  threadId: number,
  reader: DiscussionReader,
  message: { body: string; clientId: string; attachmentIds?: readonly number[] },
): Promise<{ row: MessageRow; created: boolean }> {
  const ids = message.attachmentIds ?? [];
  const insert = async (tx: Pick<Database, 'insert' | 'update' | 'select'>) => {
    const [row] = await tx
      .insert(discussionMessages)
      .values({
        threadId,
        senderRole: reader.viewer.kind,
        senderId: reader.userId,
        senderName: reader.name,
        body: message.body,
        clientId: message.clientId,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await attachFiles(tx, threadId, row.id, readerKey(reader), ids);
    return row;
  };
  // With files, the message and their joining are one transaction; alone, one statement.
  const inserted = ids.length > 0 ? await db.transaction(insert) : await insert(db);
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(discussionMessages)
    .where(
      and(
        eq(discussionMessages.threadId, threadId),
        eq(discussionMessages.clientId, message.clientId),
      ),
    );
  if (!existing) throw new Error('the discussion message vanished while it was stored');
  return { row: existing, created: false };
}

/**
 * Marks the thread read by the reader up to `upTo` (its newest message when left out); a mark
 * never moves back. Answers the mark now kept, or null when there is nothing to read.
 */
export async function markRead(
  db: Database,
  threadId: number,
  reader: DiscussionReader,
  upTo: number | undefined,
): Promise<number | null> {
  const [newest] = await db
    .select({ id: sql<number | null>`max(${discussionMessages.id})` })
    .from(discussionMessages)
    .where(eq(discussionMessages.threadId, threadId));
  const last = Math.min(upTo ?? Number.MAX_SAFE_INTEGER, newest?.id ?? 0);
  if (last <= 0) return null;
  const [row] = await db
    .insert(discussionReads)
    .values({ threadId, reader: readerKey(reader), lastReadId: last })
    .onConflictDoUpdate({
      target: [discussionReads.threadId, discussionReads.reader],
      set: {
        lastReadId: sql`greatest(${discussionReads.lastReadId}, excluded.last_read_id)`,
        readAt: sql`now()`,
      },
    })
    .returning({ lastReadId: discussionReads.lastReadId });
  return row?.lastReadId ?? last;
}
