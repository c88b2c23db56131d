import { setImmediate as nextTurn } from 'node:timers/promises';
import pg from 'pg';

/** The API's statement (apps/api/src/chat/send-batch.ts): every row of a batch in one INSERT. */
const INSERT = `insert into chat_messages (user_id, sender, sender_id, body, client_id)
  select user_id, 'admin'::chat_sender, $2::integer, body, client_id
  from unnest($1::integer[], $3::text[], $4::text[])
    with ordinality as sent(user_id, body, client_id, position)
  order by position
  on conflict (user_id, sender, client_id) do nothing
  returning id, user_id, sender, sender_id, body, client_id, created_at, read_at`;

/** As the API: rows per batch at most. */
const MAX_ROWS = 256;

/**
 * The durable half of the bare reference: the API's group commit with nothing around it. Sends
 * read in one turn of the event loop share one INSERT; sends arriving while it runs wait for it
 * (and one more turn, so requests already arrived join them) and go together in the next; each
 * send resolves with its stored row once its batch has committed.
 * @param {string} databaseUrl the bench database (the API's schema, the bench's accounts)
 * @param {number} senderId the administrator the messages are stored as from
 */
export function createDurableStore(databaseUrl, senderId) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const queue = [];
  let writing = false;

  const write = async (batch) => {
    const { rows } = await pool.query(INSERT, [
      batch.map((waiter) => waiter.room),
      senderId,
      batch.map((waiter) => waiter.message.body),
      batch.map((waiter) => waiter.message.client_id),
    ]);
    const byKey = new Map(rows.map((row) => [`${row.user_id}:${row.client_id}`, row]));
    for (const waiter of batch) {
      const row = byKey.get(`${waiter.room}:${waiter.message.client_id}`);
      if (row) waiter.resolve(row);
      else waiter.reject(new Error(`client id ${waiter.message.client_id} sent twice`));
    }
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_ROWS);
      await write(batch).catch((error) => {
        for (const waiter of batch) waiter.reject(error);
      });
      if (queue.length > 0 && queue.length < MAX_ROWS) await nextTurn();
    }
    writing = false;
  };

  return {
    /** Stores `message` ({ body, client_id }) in `room`'s conversation; resolves with the row. */
    store: (room, message) =>
      new Promise((resolve, reject) => {
        queue.push({ room, message, resolve, reject });
        if (writing) return;
        writing = true;
        setImmediate(drain);
      }),
    close: () => pool.end(),
  };
}
