import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ChatSender } from '@quire/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isForeignKeyViolation } from '../db/pg-errors';
import { creditQueries, currentQueryScope, type QueryScope } from '../db/query-counter';
import { rowsOf } from '../db/raw-rows';
import { chatMessages } from '../db/schema';
import { notFound } from '../http/errors';
import { type MessageRow, messageColumns, messageSenders, senderJoin } from './message-view';

/** A text-only message waiting to be stored. */
export interface QueuedSend {
  /** The conversation: the user it belongs to. */
  userId: number;
  sender: ChatSender;
  author: { id: number; name: string };
  body: string;
  clientId: string;
}

/** A stored message and whether this send created it (false: a retry of a stored client id). */
export interface StoredSend {
  row: MessageRow;
  created: boolean;
}

/** Rows per INSERT: large enough to absorb a burst, small enough to keep one statement quick. */
export const MAX_BATCH_ROWS = 256;

interface Waiter {
  send: QueuedSend;
  /** The sender's request, credited with the batch's queries (tests count them). */
  scope: QueryScope | undefined;
  resolve: (stored: StoredSend) => void;
  reject: (error: unknown) => void;
}

/** A row the batch INSERT returned, as the driver gives it. */
interface InsertedRow {
  id: number;
  user_id: number;
  sender: ChatSender;
  sender_id: number | null;
  body: string;
  client_id: string;
  /** A string or a Date, depending on the driver's parsers: the column maps either. */
  created_at: string | Date;
  read_at: string | Date | null;
}

/** Sends of one batch that share a client id in one conversation: the first is stored. */
type SameSend = [Waiter, ...Waiter[]];

const keyOf = (userId: number, sender: ChatSender, clientId: string) =>
  `${userId}\u0000${sender}\u0000${clientId}`;

/**
 * Group commit for chat messages. Every durable commit costs PostgreSQL a WAL flush and the node
 * a round trip, so sends that arrive while the previous batch is being written wait for it and
 * then go to the database together: one multi-row INSERT, one transaction, one flush. Each send
 * still resolves only after the statement that stored it has committed.
 *
 * - One batch is written at a time, in arrival order, so a conversation's messages get ids in
 *   the order the node received them.
 * - Two sends of one batch with the same client id in one conversation store one row: the first
 *   creates it, the others answer as retries (`created: false`), as they would a batch apart.
 * - A statement that fails (say a conversation whose user was just deleted) is retried one send
 *   at a time, so one bad message fails alone.
 */
export class ChatSendBatcher {
  private queue: Waiter[] = [];
  private writing = false;

  constructor(
    private readonly db: Database,
    private readonly maxRows = MAX_BATCH_ROWS,
  ) {}

  /** Stores `send` with the next batch; resolves once it is committed (or found stored). */
  store(send: QueuedSend): Promise<StoredSend> {
    return new Promise((resolve, reject) => {
      this.queue.push({ send, scope: currentQueryScope(), resolve, reject });
      if (!this.writing) {
        // Wait for the requests read in this turn of the event loop: they join the first batch.
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  /** Writes batches until the queue is empty; sends arriving meanwhile join the next one. */
  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxRows);
        // `write` settles every send itself; this only guards against a send left waiting.
        const scopes = batch.map((waiter) => waiter.scope);
        await creditQueries(scopes, () => this.write(groupSameSends(batch), true)).catch(
          (error: unknown) => {
            for (const waiter of batch) waiter.reject(error);
          },
        );
        // Sends are waiting: first let the requests that arrived during that statement be read
        // (one turn of the event loop), so they join this batch instead of the one after it.
        if (this.queue.length > 0 && this.queue.length < this.maxRows) await nextTurn();
      }
    } finally {
      this.writing = false;
    }
  }

  /** Stores one batch; with `retryAlone`, a failed statement is retried send by send. */
  private async write(groups: SameSend[], retryAlone: boolean): Promise<void> {
    let inserted: Map<string, MessageRow>;
    try {
      inserted = await this.insert(groups.map(([first]) => first.send));
    } catch (error) {
      if (retryAlone && groups.length > 1) {
        // In order, one at a time: a conversation's order holds in the retry too.
        for (const group of groups) await this.write([group], false);
      } else {
        const reason = isForeignKeyViolation(error) ? notFound('User') : error;
        for (const group of groups) for (const waiter of group) waiter.reject(reason);
      }
      return;
    }
    const retried = groups.filter(([first]) => !inserted.has(keyOfSend(first.send)));
    let stored = new Map<string, MessageRow>();
    if (retried.length > 0) {
      try {
        stored = await this.findStored(retried.map(([first]) => first.send));
      } catch (error) {
        for (const group of retried) for (const waiter of group) waiter.reject(error);
        groups = groups.filter((group) => !retried.includes(group));
      }
    }
    for (const group of groups) {
      const key = keyOfSend(group[0].send);
      const created = inserted.get(key);
      const row = created ?? stored.get(key);
      group.forEach((waiter, index) => {
        // Deleted between the conflict and the read: report it gone rather than resurrect it.
        if (!row) waiter.reject(notFound('Message'));
        else waiter.resolve({ row, created: created !== undefined && index === 0 });
      });
    }
  }

  /**
   * One INSERT of every send; the rows it created, by conversation, side and client id. The
   * sends travel as five array parameters unnested in arrival order, so the statement's text is
   * the same for 1 or 256 rows: nothing to build per row on the node, one plan for PostgreSQL.
   * (The side travels as text: PGlite cannot send an array of an enum type.)
   */
  private async insert(sends: QueuedSend[]): Promise<Map<string, MessageRow>> {
    const column = <T>(pick: (send: QueuedSend) => T) => sql.param(sends.map(pick));
    const rows = await rowsOf<InsertedRow>(
      this.db,
      sql`insert into ${chatMessages} (user_id, sender, sender_id, body, client_id)
        select user_id, sender::chat_sender, sender_id, body, client_id
        from unnest(${column((send) => send.userId)}::integer[],
          ${column((send) => send.sender)}::text[],
          ${column((send) => send.author.id)}::integer[],
          ${column((send) => send.body)}::text[],
          ${column((send) => send.clientId)}::text[])
          with ordinality as sent(user_id, sender, sender_id, body, client_id, position)
        order by position
        on conflict (user_id, sender, client_id) do nothing
        returning id, user_id, sender, sender_id, body, client_id, created_at, read_at`,
    );
    const authors = new Map(sends.map((send) => [keyOfSend(send), send.author.name]));
    return new Map(
      rows.map((raw) => {
        const key = keyOf(raw.user_id, raw.sender, raw.client_id);
        const row: MessageRow = {
          id: raw.id,
          userId: raw.user_id,
          sender: raw.sender,
          senderId: raw.sender_id,
          senderName: authors.get(key) ?? null,
          body: raw.body,
          clientId: raw.client_id,
          createdAt: chatMessages.createdAt.mapFromDriverValue(raw.created_at) as Date,
          readAt:
            raw.read_at === null
              ? null
              : (chatMessages.readAt.mapFromDriverValue(raw.read_at) as Date),
          attachments: [],
        };
        return [key, row];
      }),
    );
  }

  /** The stored messages that `sends` repeat (their client ids were sent before), in one query. */
  private async findStored(sends: QueuedSend[]): Promise<Map<string, MessageRow>> {
    const rows = await this.db
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(messageSenders, senderJoin)
      .where(
        or(
          ...sends.map((send) =>
            and(
              eq(chatMessages.userId, send.userId),
              eq(chatMessages.sender, send.sender),
              eq(chatMessages.clientId, send.clientId),
            ),
          ),
        ),
      );
    return new Map(rows.map((row) => [keyOf(row.userId, row.sender, row.clientId), row]));
  }
}

function keyOfSend(send: QueuedSend): string {
  return keyOf(send.userId, send.sender, send.clientId);
}

/** The batch's sends grouped by client id within a conversation, in order of first arrival. */
function groupSameSends(batch: Waiter[]): SameSend[] {
  const groups = new Map<string, SameSend>();
  for (const waiter of batch) {
    const key = keyOfSend(waiter.send);
    const group = groups.get(key);
    if (group) group.push(waiter);
    else groups.set(key, [waiter]);
  }
  return [...groups.values()];
}

const batchers = new WeakMap<Database, ChatSendBatcher>();

/**
 * The batcher of a database handle: every route of one API node shares it, so their sends
 * commit together.
 */
export function sendBatcherOf(db: Database): ChatSendBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new ChatSendBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}
